import { applyDecorators, ArgumentMetadata, ValidationError, ValidationPipe } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsPositive, Max, Min, ValidateBy, ValidateIf, ValidationOptions } from 'class-validator';
import { D, MAX_MONEY, MAX_QUANTITY } from './decimal';
import { AppError, FieldError } from './errors';
import { inspectAgainstSchema, inspectShape, SchemaMap } from './input-guard';

/** Largest value of the INT columns every ID and integer field is stored in. */
export const MAX_INT = 2_147_483_647;
/**
 * Largest `ordem` a client may send. Well below MAX_INT so that the automatic `ordem` after it
 * (the highest plus one, per item added) still fits the column for a billion more items.
 */
export const MAX_ORDEM = 1_000_000_000;

/**
 * For optional fields: validate whenever the field is sent, `null` included, so that `null` is a
 * 400 naming the field rather than a value that reaches the arithmetic or a NOT NULL column
 * (`@IsOptional()` would let it through).
 */
export const sent = (_: object, value: unknown) => value !== undefined;

/**
 * A finite JSON number with at most `places` decimals. Reads the decimals through the decimal
 * library, so any JSON spelling (`1e-7`, `1.5E+3`) is judged by its value. Two checks with their
 * own codes: a string such as "3" is a wrong type (`is_number`, "must be a number"); a number
 * with too many decimals is `max_decimal_places`.
 */
export const IsDecimalNumber = (places: number, options?: ValidationOptions) =>
  applyDecorators(
    ValidateBy(
      {
        name: 'isNumber',
        validator: {
          validate: (value: unknown) => typeof value === 'number' && Number.isFinite(value),
          defaultMessage: (args) => `${args?.property} must be a number`,
        },
      },
      options,
    ),
    ValidateBy(
      {
        name: 'maxDecimalPlaces',
        validator: {
          // Only a number is judged here; anything else is the type check's to report.
          validate: (value: unknown) => typeof value !== 'number' || !Number.isFinite(value) || new D(value).decimalPlaces() <= places,
          defaultMessage: (args) => `${args?.property} must have at most ${places} decimal places`,
        },
      },
      options,
    ),
  );

/**
 * An integer query parameter: only a string of digits becomes a number. Anything else (`0x10`,
 * `1e1`, ` 1`, `+1`, `abc`) stays a string so that `@IsInt()` refuses it ("must be an integer").
 */
export const QueryInt = () =>
  Transform(({ value }: { value: unknown }) => (typeof value === 'string' && /^\d{1,16}$/.test(value) ? Number(value) : value));

/**
 * A money value: a number with up to 2 decimals, from `min` (0 by default) to what a DECIMAL(12,2)
 * column holds. `optional`: may be left out, but not sent as null. States the bounds in Swagger.
 */
export const IsMoney = ({ optional = false, min = 0 }: { optional?: boolean; min?: number } = {}) =>
  applyDecorators(
    ...(optional ? [ValidateIf(sent)] : []),
    IsDecimalNumber(2),
    Min(min),
    Max(MAX_MONEY),
    ApiProperty({ type: 'number', minimum: min, maximum: MAX_MONEY, required: !optional }),
  );

/** A quantity or number of days: a positive number with up to 3 decimals (DECIMAL(12,3)). */
export const IsQuantity = ({ optional = false }: { optional?: boolean } = {}) =>
  applyDecorators(
    ...(optional ? [ValidateIf(sent)] : []),
    IsDecimalNumber(3),
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

const TYPE_CONSTRAINTS = new Set(['isInt', 'isNumber', 'isString', 'isBoolean', 'isArray', 'isObject', 'nestedValidation']);

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
        // A wrong type is reported as such, not as the range check that also failed on it.
        const [name, message] = constraints.find(([n]) => TYPE_CONSTRAINTS.has(n)) ?? constraints[0];
        out.push({ field: path, code: CODE_OVERRIDES[name] ?? snake(name), message: message.replace(error.property, path) });
      }
    }
    if (error.children?.length) out.push(...flattenValidationErrors(error.children, path));
  }
  return out;
}

/**
 * The one validation pipe of the API. Before class-transformer and class-validator see a body or
 * query, it checks the raw input: its shape (`inspectShape`: depth, well-formed strings, no
 * prototype names) and, for a body, the OpenAPI schema of its DTO (`inspectAgainstSchema`: `null`
 * only where documented nullable, objects where objects are expected, `maxItems`). Path
 * parameters reach their own pipes as the raw string (an ID is checked digit by digit there,
 * never after `Number()` has read `0x10` as 16).
 */
export class AppValidationPipe extends ValidationPipe {
  private schemas: SchemaMap = {};

  constructor() {
    super({
      whitelist: true,
      forbidNonWhitelisted: true,
      transform: true,
      forbidUnknownValues: true,
      validationError: { target: false, value: true },
      exceptionFactory: (errors) => new AppError('bad_request', 'Validation failed', flattenValidationErrors(errors)),
    });
  }

  /** The `components.schemas` of the OpenAPI document, keyed by DTO class name. */
  useSchemas(schemas: SchemaMap | undefined): void {
    this.schemas = schemas ?? {};
  }

  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type === 'param') return value;
    if (metadata.type === 'body' || metadata.type === 'query') {
      const problems = inspectShape(value);
      const schema = metadata.type === 'body' && metadata.metatype ? this.schemas[metadata.metatype.name] : undefined;
      if (problems.length === 0 && schema && value !== undefined) problems.push(...inspectAgainstSchema(value, schema, this.schemas));
      if (problems.length > 0) throw new AppError('bad_request', 'Validation failed', problems);
    }
    if (metadata.type === 'query') return this.transformQuery(value, metadata);
    return super.transform(value, metadata);
  }

  /**
   * No query parameter takes a list: one sent twice (`page=1&page=2`) arrives as an array and
   * would be reported as a wrong type ("must be an integer") though each value may be right. It
   * is reported as repeated instead; an unknown name stays `unknown_field`.
   */
  private async transformQuery(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    const repeated = new Map<string, number>();
    if (typeof value === 'object' && value !== null) {
      for (const [name, entry] of Object.entries(value)) if (Array.isArray(entry)) repeated.set(name, entry.length);
    }
    if (repeated.size === 0) return super.transform(value, metadata);
    const problems: FieldError[] = [...repeated].map(([field, times]) => ({
      field,
      code: 'repeated_parameter',
      message: `${field} is sent ${times} times; send it once`,
    }));
    try {
      await super.transform(value, metadata);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      problems.push(...error.errors.filter((e) => !e.field || !repeated.has(e.field) || e.code === 'unknown_field'));
      const unknown = new Set(problems.filter((p) => p.code === 'unknown_field').map((p) => p.field));
      throw new AppError('bad_request', 'Validation failed', problems.filter((p) => p.code === 'unknown_field' || !unknown.has(p.field)));
    }
    throw new AppError('bad_request', 'Validation failed', problems);
  }
}

export function createValidationPipe(): AppValidationPipe {
  return new AppValidationPipe();
}
