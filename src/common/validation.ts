import { applyDecorators, ValidationError, ValidationPipe } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { IsNumber, IsPositive, Max, Min, ValidateIf } from 'class-validator';
import { MAX_MONEY, MAX_QUANTITY } from './decimal';
import { AppError, FieldError } from './errors';

/**
 * For optional fields: validate whenever the field is sent, `null` included, so that `null` is a
 * 400 naming the field rather than a value that reaches the arithmetic or a NOT NULL column
 * (`@IsOptional()` would let it through).
 */
export const sent = (_: object, value: unknown) => value !== undefined;

const finite = { allowNaN: false, allowInfinity: false };

/**
 * A money value: a number with up to 2 decimals, from `min` (0 by default) to what a DECIMAL(12,2)
 * column holds. `optional`: may be left out, but not sent as null. States the bounds in Swagger.
 */
export const IsMoney = ({ optional = false, min = 0 }: { optional?: boolean; min?: number } = {}) =>
  applyDecorators(
    ...(optional ? [ValidateIf(sent)] : []),
    IsNumber({ ...finite, maxDecimalPlaces: 2 }),
    Min(min),
    Max(MAX_MONEY),
    ApiProperty({ type: 'number', minimum: min, maximum: MAX_MONEY, required: !optional }),
  );

/** A quantity or number of days: a positive number with up to 3 decimals (DECIMAL(12,3)). */
export const IsQuantity = ({ optional = false }: { optional?: boolean } = {}) =>
  applyDecorators(
    ...(optional ? [ValidateIf(sent)] : []),
    IsNumber({ ...finite, maxDecimalPlaces: 3 }),
    IsPositive(),
    Max(MAX_QUANTITY),
    ApiProperty({ type: 'number', minimum: 0.001, maximum: MAX_QUANTITY, required: !optional }),
  );

const CODE_OVERRIDES: Record<string, string> = {
  whitelistValidation: 'unknown_field',
  isDefined: 'required',
  isNotEmpty: 'required',
  arrayNotEmpty: 'required',
};

const snake = (s: string) => s.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();

function join(parent: string, property: string): string {
  if (/^\d+$/.test(property)) return `${parent}[${property}]`;
  return parent ? `${parent}.${property}` : property;
}

/** Flattens class-validator's tree into `errors` entries with paths like `itens[1].quantidade`. */
export function flattenValidationErrors(errors: ValidationError[], parent = ''): FieldError[] {
  const out: FieldError[] = [];
  for (const error of errors) {
    const path = join(parent, error.property);
    const constraints = Object.entries(error.constraints ?? {});
    if (constraints.length > 0) {
      if (constraints.some(([name]) => name === 'whitelistValidation')) {
        out.push({ field: path, code: 'unknown_field', message: `${path} is not an accepted field` });
      } else if (error.value === undefined || error.value === null) {
        out.push({ field: path, code: 'required', message: `${path} is required` });
      } else {
        const [name, message] = constraints[0];
        out.push({ field: path, code: CODE_OVERRIDES[name] ?? snake(name), message: message.replace(error.property, path) });
      }
    }
    if (error.children?.length) out.push(...flattenValidationErrors(error.children, path));
  }
  return out;
}

export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    forbidUnknownValues: true,
    validationError: { target: false, value: true },
    exceptionFactory: (errors) => new AppError('bad_request', 'Validation failed', flattenValidationErrors(errors)),
  });
}
