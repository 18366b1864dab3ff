import type { SchemaMap, SchemaNode } from './input-guard';

/**
 * Values as integrations written for ME Eventos send them: numbers as JSON strings (`"51"`,
 * `"12.50"`) and optional text left empty (`""`). Read against the OpenAPI document's schema of
 * the body, before validation: a string in plain decimal form where a number is documented
 * becomes that number, and `""` where an optional text is documented is the field left out.
 * Anything else is left as sent for the validators to judge (`"0x1"`, `" 1"`, `"1e1"` stay
 * strings and are refused as not numbers; `"1.5"` becomes 1.5 and is refused where an integer is
 * expected).
 *
 * Booleans as ME writes them: `"sim"` and `"nao"` (its financial `pago`) where a boolean is
 * documented, in bodies and queries. Only those two, as ME writes them (lower case, no accent);
 * `"true"` and `"false"` stay strings in a body (ME never writes them there; a query already
 * takes them, every query value being a string).
 */

/** An integer in plain decimal form: an optional minus, then `0` or digits without a leading zero. */
export const PLAIN_INTEGER = /^-?(0|[1-9]\d*)$/;
/** A decimal in plain decimal form: a plain integer, optionally followed by a point and digits. */
export const PLAIN_DECIMAL = /^-?(0|[1-9]\d*)(\.\d+)?$/;

/** The number a string in plain decimal form stands for where `type` (`integer` or `number`) is expected; else undefined. */
export function plainNumber(value: string, type: string | undefined): number | undefined {
  if (type === 'integer' && PLAIN_INTEGER.test(value)) return Number(value);
  if (type === 'number' && PLAIN_DECIMAL.test(value)) return Number(value);
  return undefined;
}

/** ME's form of a boolean (`"sim"` true, `"nao"` false); undefined for anything else. */
export function meBoolean(value: string): boolean | undefined {
  return value === 'sim' ? true : value === 'nao' ? false : undefined;
}

/** What a string stands for where `type` is documented: a number in plain decimal form, or ME's `"sim"`/`"nao"` for a boolean. */
function schemaValue(value: string, type: string | undefined): number | boolean | undefined {
  return type === 'boolean' ? meBoolean(value) : plainNumber(value, type);
}

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The schema a node stands for (its `$ref`, or the one reference Nest writes as `allOf: [{ $ref }]`). */
function resolve(node: SchemaNode, schemas: SchemaMap): SchemaNode {
  if (node.allOf?.length === 1 && !node.properties) return resolve(node.allOf[0], schemas);
  if (node.$ref) return schemas[node.$ref.replace('#/components/schemas/', '')] ?? {};
  return node;
}

/**
 * Rewrites `root` (a body) in place as its schema reads it: numeric strings to numbers where the
 * schema expects a number, `"sim"`/`"nao"` to booleans where it expects a boolean, `""` removed
 * where it documents an optional string. Walks objects,
 * arrays and the object or array alternative of a `oneOf` as the body's shape check does.
 */
export function normalizeInputValues(root: unknown, schema: SchemaNode, schemas: SchemaMap): void {
  const stack: { value: unknown; node: SchemaNode }[] = [{ value: root, node: schema }];
  while (stack.length > 0) {
    const { value, node } = stack.pop()!;
    let s = resolve(node, schemas);
    const alternatives = s.oneOf ?? s.anyOf;
    if (alternatives) {
      const resolved = alternatives.map((a) => resolve(a, schemas));
      const pick = Array.isArray(value)
        ? resolved.find((a) => a.type === 'array')
        : resolved.find((a) => a.type === 'object' || a.properties);
      if (!pick) continue;
      s = pick;
    }
    if (Array.isArray(value)) {
      if (!s.items) continue;
      const items = resolve(s.items, schemas);
      value.forEach((entry, i) => {
        const n = typeof entry === 'string' ? schemaValue(entry, items.type) : undefined;
        if (n !== undefined) value[i] = n;
        else stack.push({ value: entry, node: s.items! });
      });
      continue;
    }
    if (!isPlainObject(value) || !s.properties) continue;
    const required = new Set(s.required ?? []);
    for (const [key, entry] of Object.entries(value)) {
      if (!Object.hasOwn(s.properties, key)) continue;
      const property = resolve(s.properties[key], schemas);
      if (typeof entry === 'string') {
        const n = schemaValue(entry, property.type);
        if (n !== undefined) value[key] = n;
        else if (entry === '' && property.type === 'string' && !required.has(key)) delete value[key];
      } else stack.push({ value: entry, node: s.properties[key] });
    }
  }
}

/** The parameters of a query class by declared type (see `queryParametersOf`). */
export interface QueryParameters {
  /** Declared as text (`design:type` String). */
  text: ReadonlySet<string>;
  /** Declared as booleans (`design:type` Boolean). */
  boolean: ReadonlySet<string>;
}

/**
 * The same for a query, whose values are all strings: an optional text parameter sent empty
 * (`?nome=`) is left out, and a boolean one sent as ME writes it (`?pago=sim`, `nao`) is that
 * boolean (`true` and `false` are read by the parameter's own transform). Integer parameters are
 * read by their own transform (`QueryInt`), which takes the same plain form.
 */
export function normalizeQueryValues(query: Record<string, unknown>, parameters: QueryParameters): void {
  for (const [key, value] of Object.entries(query)) {
    if (value === '' && parameters.text.has(key)) delete query[key];
    else if (typeof value === 'string' && parameters.boolean.has(key)) {
      const b = meBoolean(value);
      if (b !== undefined) query[key] = b;
    }
  }
}

let documentSchemas: SchemaMap = {};

/** Keeps the OpenAPI document's schemas for `normalizeAs` (set once by the validation pipe). */
export function useDocumentSchemas(schemas: SchemaMap): void {
  documentSchemas = schemas;
}

/**
 * `normalizeInputValues` against the document's schema named `name`, for a body a controller
 * validates itself (one object or an array of them, `POST /api/v1/clients`). Nothing without it.
 */
export function normalizeAs(value: unknown, name: string): void {
  const schema = documentSchemas[name];
  if (!schema) return;
  for (const item of Array.isArray(value) ? value : [value]) normalizeInputValues(item, schema, documentSchemas);
}

/** The properties of a query class declared as text or as booleans (`design:type`), for `normalizeQueryValues`. */
export function queryParametersOf(metatype: unknown): QueryParameters {
  const text = new Set<string>();
  const boolean = new Set<string>();
  if (typeof metatype !== 'function') return { text, boolean };
  const names = (Reflect.getMetadata('swagger/apiModelPropertiesArray', metatype.prototype as object) as string[] | undefined) ?? [];
  for (const name of names.map((n) => n.replace(/^:/, ''))) {
    const type: unknown = Reflect.getMetadata('design:type', metatype.prototype as object, name);
    if (type === String) text.add(name);
    else if (type === Boolean) boolean.add(name);
  }
  return { text, boolean };
}
