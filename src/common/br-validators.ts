import { registerDecorator, ValidationArguments, ValidationOptions } from 'class-validator';

import { documentoProblem, parseDocumento } from './documento.rules';

/** Brazilian states (UF). */
export const UFS = [
  'AC',
  'AL',
  'AP',
  'AM',
  'BA',
  'CE',
  'DF',
  'ES',
  'GO',
  'MA',
  'MT',
  'MS',
  'MG',
  'PA',
  'PB',
  'PR',
  'PE',
  'PI',
  'RJ',
  'RN',
  'RS',
  'RO',
  'RR',
  'SC',
  'SP',
  'SE',
  'TO',
] as const;

/** Phone: digits with the usual punctuation (`(11) 98765-4321`, `+55 11 …`), 8 to 13 digits. */
export function isTelefone(value: unknown): boolean {
  if (typeof value !== 'string' || !/^[\d\s()+.-]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= 8 && digits <= 13;
}

/** CEP: 8 digits, with or without the dash (`01310-100`). */
export const isCep = (value: unknown): boolean => typeof value === 'string' && /^\d{5}-?\d{3}$/.test(value.trim());

/** Code `invalid_telefone`. */
export function IsTelefone(options?: ValidationOptions) {
  return (object: object, propertyName: string) =>
    registerDecorator({
      name: 'invalidTelefone',
      target: object.constructor,
      propertyName,
      options,
      validator: {
        validate: isTelefone,
        defaultMessage: (a: ValidationArguments) => `${a.property} must be a phone number with 8 to 13 digits`,
      },
    });
}

/** Code `invalid_cep`. */
export function IsCep(options?: ValidationOptions) {
  return (object: object, propertyName: string) =>
    registerDecorator({
      name: 'invalidCep',
      target: object.constructor,
      propertyName,
      options,
      validator: {
        validate: isCep,
        defaultMessage: (a: ValidationArguments) => `${a.property} must be a CEP of 8 digits (01310-100 or 01310100)`,
      },
    });
}

/** CPF or CNPJ (numeric or alphanumeric) with valid check digits; code `invalid_documento`. */
export function IsDocumento(options?: ValidationOptions) {
  return (object: object, propertyName: string) =>
    registerDecorator({
      name: 'invalidDocumento',
      target: object.constructor,
      propertyName,
      options,
      validator: {
        validate: (value: unknown) => typeof value === 'string' && parseDocumento(value) !== null,
        defaultMessage: (a: ValidationArguments) =>
          typeof a.value === 'string' ? `${a.property}: ${documentoProblem(a.value)}` : `${a.property} must be a CPF or CNPJ string`,
      },
    });
}

/** A CPF (11 digits, with or without punctuation) with valid check digits; code `invalid_cpf`. */
export function IsCpf(options?: ValidationOptions) {
  return (object: object, propertyName: string) =>
    registerDecorator({
      name: 'invalidCpf',
      target: object.constructor,
      propertyName,
      options,
      validator: {
        validate: (value: unknown) => typeof value === 'string' && parseDocumento(value)?.kind === 'CPF',
        defaultMessage: (a: ValidationArguments) => `${a.property} must be a CPF (11 digits) with valid check digits`,
      },
    });
}

/**
 * The range of a DATE column on MySQL/MariaDB, so of every date the API stores or compares:
 * outside it MariaDB refuses the value (year 0, `10000-01-31`) and SQLite would store text that is
 * no longer `YYYY-MM-DD`.
 */
export const MIN_DATE = '1000-01-01';
export const MAX_DATE = '9999-12-31';

/** A real calendar date written `YYYY-MM-DD`, from MIN_DATE to MAX_DATE. */
export function isIsoDate(value: unknown): boolean {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  if (value < MIN_DATE || value > MAX_DATE) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** Code `invalid_date`. The one date check of every body and query field. */
export function IsIsoDate(options?: ValidationOptions) {
  return (object: object, propertyName: string) =>
    registerDecorator({
      name: 'invalidDate',
      target: object.constructor,
      propertyName,
      options,
      validator: {
        validate: isIsoDate,
        defaultMessage: (a: ValidationArguments) =>
          typeof a.value === 'string' && /^\d{4}-/.test(a.value) && (a.value < MIN_DATE || a.value > MAX_DATE)
            ? `${a.property} must be a date from ${MIN_DATE} to ${MAX_DATE}`
            : `${a.property} must be a date YYYY-MM-DD`,
      },
    });
}

/** Code `invalid_time`: `HH:MM`, 00:00 to 23:59. */
export function IsHora(options?: ValidationOptions) {
  return (object: object, propertyName: string) =>
    registerDecorator({
      name: 'invalidTime',
      target: object.constructor,
      propertyName,
      options,
      validator: {
        validate: (v: unknown) => typeof v === 'string' && /^([01]\d|2[0-3]):[0-5]\d$/.test(v),
        defaultMessage: (a: ValidationArguments) => `${a.property} must be a time HH:MM`,
      },
    });
}
