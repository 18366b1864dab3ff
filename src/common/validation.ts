import { applyDecorators, ArgumentMetadata, ValidationError, ValidationPipe } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  getMetadataStorage,
  IsInt,
  IsPositive,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateBy,
  ValidateIf,
  ValidationOptions,
} from 'class-validator';

import { D, MAX_MONEY, MAX_QUANTITY } from './decimal';
import { AppError, FieldError } from './errors';
import { handlingOf, InputHandling, recordIgnored } from './http/input-handling';
import { MAX_INT, parseDigits } from './ids';
import { inspectAgainstSchema, inspectShape, SchemaMap } from './input-guard';
import { normalizeInputValues, normalizeQueryValues, QueryParameters, queryParametersOf, useDocumentSchemas } from './input-values';
import { assertListCost, listCostOf } from './list-cost';

export { MAX_INT } from './ids';
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
 * An integer query parameter, read by the same parser as path IDs (`parseDigits`): only a string
 * of digits becomes a number. Anything else (`0x10`, `1e1`, ` 1`, `+1`, `1.0`, `-1`, `abc`) stays
 * a string so that `@IsInt()` refuses it ("must be an integer"); digits beyond MAX_INT become a
 * number past it, for `@Max()` to refuse.
 */
export const QueryInt = () =>
  Transform(({ value }: { value: unknown }) => {
    if (typeof value !== 'string') return value;
    const n = parseDigits(value);
    return n !== null ? n : /^\d+$/.test(value) ? MAX_INT + 1 : value;
  });

/** An ID as an integer query parameter (a filter naming a resource): digits only, 1..MAX_INT. */
export const QueryId = () => applyDecorators(QueryInt(), IsInt(), Min(1), Max(MAX_INT));

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

/** A percentage with up to 2 decimals, from 0.01 to 100 (a DECIMAL(5,2) column). */
export const IsPercentage = () =>
  applyDecorators(IsDecimalNumber(2), Min(0.01), Max(100), ApiProperty({ type: 'number', minimum: 0.01, maximum: 100 }));

/** Removes the white space around a text before it is validated and stored. */
export const Trim = () => Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));

/**
 * A text that must say something: a string with more than white space in it. `"   "` is
 * reported as a missing value is (`required`), not as a valid one.
 */
export const IsNotBlank = (options?: ValidationOptions) =>
  ValidateBy(
    {
      name: 'isNotBlank',
      validator: {
        // A non-string is the type check's to report.
        validate: (value: unknown) => typeof value !== 'string' || value.trim() !== '',
        defaultMessage: (args) => `${args?.property} is required and must not be blank`,
      },
    },
    options,
  );

/**
 * A required text field of every family: a string of at most `maxLength` characters that is not
 * blank after trimming (400 `required`). `trim` (the default) also stores it trimmed; secrets
 * and tokens, compared as sent, keep it off.
 */
export const RequiredText = (maxLength: number, { trim = true }: { trim?: boolean } = {}) =>
  applyDecorators(...(trim ? [Trim()] : []), IsString(), IsNotBlank(), MaxLength(maxLength));

const CODE_OVERRIDES: Record<string, string> = {
  whitelistValidation: 'unknown_field',
  isDefined: 'required',
  isNotEmpty: 'required',
  isNotBlank: 'required',
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
        // A wrong type is reported as such, not as the range check that also failed on it; then a
        // blank value as missing; then too many decimals, before the range they may also miss.
        const [name, message] =
          constraints.find(([n]) => TYPE_CONSTRAINTS.has(n)) ??
          constraints.find(([n]) => CODE_OVERRIDES[n] === 'required') ??
          constraints.find(([n]) => n === 'maxDecimalPlaces') ??
          constraints[0];
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
      exceptionFactory: (errors) => withTree(new AppError('bad_request', 'Validation failed', flattenValidationErrors(errors)), errors),
    });
  }

  /** The `components.schemas` of the OpenAPI document, keyed by DTO class name. */
  useSchemas(schemas: SchemaMap | undefined): void {
    this.schemas = schemas ?? {};
    useDocumentSchemas(this.schemas);
  }

  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type === 'param') return value;
    if (metadata.type === 'body' || metadata.type === 'query') {
      const problems = inspectShape(value);
      const schema = metadata.type === 'body' && metadata.metatype ? this.schemas[metadata.metatype.name] : undefined;
      if (problems.length === 0 && schema && value !== undefined) problems.push(...inspectAgainstSchema(value, schema, this.schemas));
      if (problems.length > 0) throw new AppError('bad_request', 'Validation failed', problems);
      // Values as ME Eventos' integrations send them: "51" for 51, "sim" for true, "" for an optional text left out.
      if (schema && value !== undefined) normalizeInputValues(value, schema, this.schemas);
      if (metadata.type === 'query' && typeof value === 'object' && value !== null)
        normalizeQueryValues(value as Record<string, unknown>, this.queryParameters(metadata.metatype));
    }
    const handling = handlingOf(value);
    const lenient = handling !== undefined && !handling.strict;
    if (metadata.type === 'query') {
      if (lenient) ignoreUnknownParameters(value as Record<string, unknown>, metadata.metatype, handling);
      const query = (await this.transformQuery(value, metadata)) as Record<string, unknown>;
      // Bounded cost, before any query: a list's sort or filter that no index serves needs a narrowing filter.
      const cost = listCostOf(metadata.metatype, query);
      if (cost) assertListCost(cost, query);
      return query;
    }
    if (!lenient || metadata.type !== 'body') return super.transform(value, metadata);
    try {
      return await super.transform(value, metadata);
    } catch (error) {
      // Unknown fields are ignored (and named in `Ignored-Fields`): validated again without them.
      const tree = error instanceof AppError ? treeOf(error) : undefined;
      const removed = tree ? removeUnknownFields(value, tree) : [];
      if (removed.length === 0) throw error;
      recordIgnored(handling, removed);
      return super.transform(value, metadata);
    }
  }

  private readonly queryParameterCache = new Map<unknown, QueryParameters>();

  /** The text and boolean parameters of a query class (read once per class). */
  private queryParameters(metatype: unknown): QueryParameters {
    let found = this.queryParameterCache.get(metatype);
    if (!found) this.queryParameterCache.set(metatype, (found = queryParametersOf(metatype)));
    return found;
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
      throw new AppError(
        'bad_request',
        'Validation failed',
        problems.filter((p) => p.code === 'unknown_field' || !unknown.has(p.field)),
      );
    }
    throw new AppError('bad_request', 'Validation failed', problems);
  }
}

/** class-validator's own tree of an AppError the pipe made, kept beside the flattened `errors`. */
const TREE = Symbol('validationTree');
const withTree = (error: AppError, tree: ValidationError[]): AppError =>
  Object.defineProperty(error, TREE, { value: tree, enumerable: false });
const treeOf = (error: AppError): ValidationError[] | undefined => (error as unknown as { [TREE]?: ValidationError[] })[TREE];

/**
 * Deletes from `input` every field the whitelist found unknown (class-validator's
 * `whitelistValidation`, at any depth: `itens[0].cor`) and answers their paths. Walks the tree of
 * errors, which names keys of the input level by level, so that a name holding a dot or a bracket
 * is still found.
 */
export function removeUnknownFields(input: unknown, tree: ValidationError[], parent = ''): string[] {
  const removed: string[] = [];
  if (typeof input !== 'object' || input === null) return removed;
  const container = input as Record<string, unknown>;
  for (const error of tree) {
    if (!Object.hasOwn(container, error.property)) continue;
    const path = join(parent, error.property);
    if (error.constraints && 'whitelistValidation' in error.constraints) {
      delete container[error.property];
      removed.push(path);
    } else if (error.children?.length) removed.push(...removeUnknownFields(container[error.property], error.children, path));
  }
  return removed;
}

/** The query parameters a query class declares (read once per class). */
const declaredParameters = new WeakMap<object, Set<string>>();
function parametersOf(metatype: object): Set<string> {
  let names = declaredParameters.get(metatype);
  if (!names) {
    // What the whitelist reads: the properties that carry a validation rule.
    const rules = getMetadataStorage().getTargetValidationMetadatas(metatype as new () => object, '', false, false);
    declaredParameters.set(metatype, (names = new Set(rules.map((rule) => rule.propertyName))));
  }
  return names;
}

/** Removes the query parameters the query class does not declare, naming them as ignored. */
function ignoreUnknownParameters(query: Record<string, unknown>, metatype: unknown, handling: InputHandling): void {
  if (typeof query !== 'object' || query === null || typeof metatype !== 'function') return;
  const known = parametersOf(metatype);
  const unknown = Object.keys(query).filter((name) => !known.has(name));
  for (const name of unknown) delete query[name];
  recordIgnored(handling, unknown);
}

export function createValidationPipe(): AppValidationPipe {
  return new AppValidationPipe();
}
