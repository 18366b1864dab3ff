/**
 * CPF and CNPJ: validated by their check digits and stored normalised,
 * digits only, with the letters of the alphanumeric CNPJ kept (upper case).
 *
 * The alphanumeric CNPJ (Receita Federal, from July 2026) has 12 characters in [0-9A-Z] and two
 * numeric check digits; each character weighs its ASCII code minus 48, so digits keep their value
 * and `A` = 17 … `Z` = 42. Numeric CNPJs are the special case with only digits.
 */
export type DocumentoKind = 'CPF' | 'CNPJ';

export interface ParsedDocumento {
  kind: DocumentoKind;
  /** Normalised: digits (and upper-case letters for the alphanumeric CNPJ). */
  value: string;
  /** `F` (person) for a CPF, `J` (company) for a CNPJ. */
  tipoPessoa: 'F' | 'J';
}

/** Strips the usual punctuation (`.`, `-`, `/`, spaces) and upper-cases letters. */
export function normalizeDocumento(input: string): string {
  return input.replace(/[\s./-]/g, '').toUpperCase();
}

const allSame = (s: string) => /^(.)\1*$/.test(s);

function cpfDigit(digits: string, factorStart: number): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) sum += Number(digits[i]) * (factorStart - i);
  const rest = (sum * 10) % 11;
  return rest === 10 ? 0 : rest;
}

export function isValidCpf(value: string): boolean {
  if (!/^\d{11}$/.test(value) || allSame(value)) return false;
  return cpfDigit(value.slice(0, 9), 10) === Number(value[9]) && cpfDigit(value.slice(0, 10), 11) === Number(value[10]);
}

function cnpjDigit(chars: string): number {
  // Weights run 2..9 from the right, then start again at 2.
  let sum = 0;
  for (let i = chars.length - 1, w = 2; i >= 0; i--, w = w === 9 ? 2 : w + 1) sum += (chars.charCodeAt(i) - 48) * w;
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/** Numeric and alphanumeric CNPJ: 12 characters in [0-9A-Z] and two numeric check digits. */
export function isValidCnpj(value: string): boolean {
  if (!/^[0-9A-Z]{12}\d{2}$/.test(value) || allSame(value)) return false;
  const d1 = cnpjDigit(value.slice(0, 12));
  const d2 = cnpjDigit(value.slice(0, 12) + d1);
  return d1 === Number(value[12]) && d2 === Number(value[13]);
}

/** The check digits of a 12-character CNPJ base (for tests and fixtures). */
export function cnpjCheckDigits(base12: string): string {
  const d1 = cnpjDigit(base12);
  return `${d1}${cnpjDigit(base12 + d1)}`;
}

/** The check digits of a 9-digit CPF base (for tests and fixtures). */
export function cpfCheckDigits(base9: string): string {
  const d1 = cpfDigit(base9, 10);
  return `${d1}${cpfDigit(base9 + d1, 11)}`;
}

/** Parses a CPF or CNPJ written with or without punctuation; null when it is not a valid one. */
export function parseDocumento(input: string): ParsedDocumento | null {
  const value = normalizeDocumento(input);
  if (/^[^0-9A-Z]*$/.test(value)) return null;
  if (value.length === 11 && isValidCpf(value)) return { kind: 'CPF', value, tipoPessoa: 'F' };
  if (value.length === 14 && isValidCnpj(value)) return { kind: 'CNPJ', value, tipoPessoa: 'J' };
  return null;
}

/** Why a document is rejected, for the error message. */
export function documentoProblem(input: string): string {
  const value = normalizeDocumento(input);
  if (!/^[0-9A-Z]*$/.test(value)) return 'documento may contain only digits, letters (alphanumeric CNPJ) and . - / as punctuation';
  if (value.length === 11) {
    if (!/^\d{11}$/.test(value)) return 'a CPF has 11 digits';
    return allSame(value) ? 'a CPF cannot have all digits equal' : 'invalid CPF check digits';
  }
  if (value.length === 14) {
    if (!/^[0-9A-Z]{12}\d{2}$/.test(value)) return 'the last two characters of a CNPJ (check digits) are numeric';
    return allSame(value) ? 'a CNPJ cannot have all digits equal' : 'invalid CNPJ check digits';
  }
  return 'documento must be a CPF (11 digits) or a CNPJ (14 characters)';
}
