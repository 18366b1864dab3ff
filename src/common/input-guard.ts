import { FieldError } from './errors';

/** Deepest nesting of arrays and objects a body or query may have (the deepest valid body is 4). */
export const MAX_INPUT_DEPTH = 16;
/**
 * Names one object of a request may hold (no body of the API has near this many fields): past it
 * the object is refused before anything walks it, whether unknown names are ignored or refused.
 */
export const MAX_OBJECT_KEYS = 1000;
/** At most this many problems are listed: a huge bad body does not make a huge answer. */
const MAX_PROBLEMS = 50;

/** A JSON-schema fragment as the OpenAPI document holds it (OpenAPI 3.0). */
export interface SchemaNode {
  $ref?: string;
  type?: string;
  nullable?: boolean;
  properties?: Record<string, SchemaNode>;
  required?: string[];
  items?: SchemaNode;
  maxItems?: number;
  allOf?: SchemaNode[];
  oneOf?: SchemaNode[];
  anyOf?: SchemaNode[];
}
export type SchemaMap = Record<string, SchemaNode>;

/** A high surrogate not followed by a low one, or a low one without a high one before it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
export const isWellFormed = (s: string): boolean => !LONE_SURROGATE.test(s);

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function join(parent: string, key: string | number): string {
  if (typeof key === 'number') return `${parent}[${key}]`;
  return parent ? `${parent}.${key}` : key;
}

/**
 * Names that every JavaScript object answers to (`constructor`, `toString`, `__proto__`, …). No
 * request field is named so; taken for declared fields, they would slip past the unknown-field
 * check, so they are refused as unknown wherever they appear.
 */
const isPrototypeName = (key: string): boolean => key === '__proto__' || key in Object.prototype;

/**
 * Checks every request input is sane before it is transformed or validated, whatever its DTO:
 * nesting depth bounded, strings well-formed UTF-16 (a lone surrogate crashes validators and
 * cannot be stored), no prototype names as keys. Iterative, so a deeply nested body cannot
 * overflow the stack here.
 */
export function inspectShape(root: unknown, rootPath = ''): FieldError[] {
  const problems: FieldError[] = [];
  const stack: { value: unknown; path: string; depth: number }[] = [{ value: root, path: rootPath, depth: 0 }];
  while (stack.length > 0 && problems.length < MAX_PROBLEMS) {
    const { value, path, depth } = stack.pop()!;
    if (typeof value === 'string') {
      if (!isWellFormed(value)) {
        problems.push({
          ...(path ? { field: path } : {}),
          code: 'invalid_string',
          message: `${path || 'body'} holds an unpaired UTF-16 surrogate`,
        });
      }
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    if (depth >= MAX_INPUT_DEPTH) {
      problems.push({
        ...(path ? { field: path } : {}),
        code: 'too_deep',
        message: `${path || 'body'} nests deeper than ${MAX_INPUT_DEPTH} levels`,
      });
      continue;
    }
    if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) stack.push({ value: value[i], path: join(path, i), depth: depth + 1 });
      continue;
    }
    const keys = Object.keys(value);
    if (keys.length > MAX_OBJECT_KEYS) {
      problems.push({
        ...(path ? { field: path } : {}),
        code: 'too_many_fields',
        message: `${path || 'body'} holds ${keys.length} fields; at most ${MAX_OBJECT_KEYS} are read`,
      });
      continue;
    }
    for (const key of keys) {
      const field = join(path, key);
      if (isPrototypeName(key)) {
        problems.push({ field, code: 'unknown_field', message: `${field} is not an accepted field` });
        continue;
      }
      if (!isWellFormed(key)) {
        problems.push({ code: 'invalid_string', message: 'a field name holds an unpaired UTF-16 surrogate' });
        continue;
      }
      stack.push({ value: (value as Record<string, unknown>)[key], path: field, depth: depth + 1 });
    }
  }
  return problems;
}

/**
 * Checks a body against its schema in the OpenAPI document, so that what the document says is
 * what is enforced: `null` only where a field is marked nullable (an optional field may be left
 * out, not sent as null), an object where an object is expected (not an array or a scalar), and
 * no array longer than its documented `maxItems`. Types and ranges of scalars are left to the
 * class-validator rules of the DTO.
 */
export function inspectAgainstSchema(root: unknown, schema: SchemaNode, schemas: SchemaMap): FieldError[] {
  const problems: FieldError[] = [];
  const resolve = (node: SchemaNode): SchemaNode => {
    let current = node;
    // Nest writes a nullable reference as `{ nullable: true, allOf: [{ $ref }] }`.
    if (current.allOf?.length === 1 && !current.properties)
      current = { ...resolve(current.allOf[0]), nullable: current.nullable ?? current.allOf[0].nullable };
    if (current.$ref) {
      const target = schemas[current.$ref.replace('#/components/schemas/', '')] ?? {};
      current = { ...target, nullable: current.nullable ?? target.nullable };
    }
    return current;
  };
  const walk = (value: unknown, node: SchemaNode, path: string): void => {
    if (problems.length >= MAX_PROBLEMS) return;
    let s = resolve(node);
    const alternatives = s.oneOf ?? s.anyOf;
    if (alternatives) {
      const resolved = alternatives.map(resolve);
      const pick = Array.isArray(value)
        ? resolved.find((a) => a.type === 'array')
        : resolved.find((a) => a.type === 'object' || a.properties);
      if (value === null && resolved.some((a) => a.nullable)) return;
      if (!pick) {
        if (value === null) problems.push(nullProblem(path));
        return;
      }
      s = pick;
    }
    if (value === null) {
      if (!s.nullable) problems.push(nullProblem(path));
      return;
    }
    if (s.type === 'array' || s.items) {
      if (!Array.isArray(value)) return;
      if (s.maxItems !== undefined && value.length > s.maxItems) {
        problems.push({
          ...(path ? { field: path } : {}),
          code: 'too_many_items',
          message: `${path || 'body'} holds ${value.length} entries; at most ${s.maxItems} are accepted`,
        });
        return;
      }
      if (s.items) value.forEach((entry, i) => walk(entry, s.items!, join(path, i)));
      return;
    }
    if (s.properties) {
      if (!isPlainObject(value)) {
        problems.push({ ...(path ? { field: path } : {}), code: 'invalid_type', message: `${path || 'The body'} must be a JSON object` });
        return;
      }
      for (const [key, entry] of Object.entries(value)) {
        if (Object.hasOwn(s.properties, key)) walk(entry, s.properties[key], join(path, key));
      }
    }
  };
  walk(root, schema, '');
  return problems;
}

function nullProblem(path: string): FieldError {
  if (!path) return { code: 'invalid_type', message: 'The body must be a JSON object, not null' };
  return { field: path, code: 'not_nullable', message: `${path} must not be null; leave it out instead` };
}
