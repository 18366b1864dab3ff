/**
 * What Swagger UI's "Try it out" puts in a request body: the media type's `example`, else the
 * first of its `examples`, else a sample built from the schema as Swagger UI builds it (every
 * property, optional ones included: `example`, else `default`, else the first `enum` value, else
 * a value of the type; the first `oneOf`/`anyOf` branch; arrays of one element).
 */
export type JsonSchema = {
  $ref?: string;
  type?: string;
  format?: string;
  example?: unknown;
  default?: unknown;
  enum?: unknown[];
  minimum?: number;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
  readOnly?: boolean;
};

export interface OpenApiDocument {
  paths: Record<string, Record<string, any>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

/**
 * A schema with its `$ref` followed to the component (and a single `allOf` unwrapped, keeping the
 * referring schema's `nullable`), as the tests that walk the document read it.
 */
export function resolveSchema(doc: OpenApiDocument, schema: Record<string, any> | undefined): Record<string, any> {
  if (!schema) return {};
  if (schema.$ref) return resolveSchema(doc, doc.components?.schemas?.[schema.$ref.split('/').pop()!]);
  if (schema.allOf?.length === 1) return { ...resolveSchema(doc, schema.allOf[0]), nullable: schema.nullable };
  return schema;
}

export function sampleFromSchema(doc: OpenApiDocument, schema: JsonSchema | undefined, depth = 0): unknown {
  if (!schema || depth > 8) return undefined;
  if (schema.$ref) return sampleFromSchema(doc, doc.components?.schemas?.[schema.$ref.split('/').pop()!], depth + 1);
  if (schema.example !== undefined) return schema.example;
  if (schema.oneOf?.length) return sampleFromSchema(doc, schema.oneOf[0], depth + 1);
  if (schema.anyOf?.length) return sampleFromSchema(doc, schema.anyOf[0], depth + 1);
  if (schema.allOf?.length) {
    // Swagger UI merges the schemas of allOf, then samples the result.
    const resolve = (s: JsonSchema): JsonSchema => (s.$ref ? resolve(doc.components?.schemas?.[s.$ref.split('/').pop()!] ?? {}) : s);
    const { allOf, ...rest } = schema;
    return sampleFromSchema(doc, Object.assign({}, ...allOf.map(resolve), rest), depth + 1);
  }
  if (schema.default !== undefined) return schema.default;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.type === 'array') return [sampleFromSchema(doc, schema.items, depth + 1)];
  if (schema.type === 'object' || schema.properties) {
    const out: Record<string, unknown> = {};
    for (const [name, child] of Object.entries(schema.properties ?? {})) {
      if (child.readOnly) continue;
      out[name] = sampleFromSchema(doc, child, depth + 1);
    }
    return out;
  }
  switch (schema.type) {
    case 'integer':
    case 'number':
      return schema.minimum ?? 0;
    case 'boolean':
      return true;
    case 'string':
      if (schema.format === 'date') return '2019-08-24';
      if (schema.format === 'date-time') return '2019-08-24T14:15:22Z';
      if (schema.format === 'email') return 'user@example.com';
      if (schema.format === 'uri' || schema.format === 'url') return 'https://example.com/';
      return 'string';
    default:
      return undefined;
  }
}

/** Every example body "Try it out" offers for one operation (one per entry of `examples`). */
export function requestBodyExamples(doc: OpenApiDocument, operation: any): { name: string; value: unknown }[] {
  const media = operation.requestBody?.content?.['application/json'];
  if (!media) return [];
  if (media.example !== undefined) return [{ name: 'example', value: media.example }];
  if (media.examples) return Object.entries(media.examples).map(([name, e]: [string, any]) => ({ name, value: e.value }));
  return [{ name: 'from the schema', value: sampleFromSchema(doc, media.schema) }];
}

/** The path with each parameter replaced by its documented example (as Swagger UI fills it in). */
export function pathWithExamples(path: string, operation: any, pathItem: any): string {
  const params = [...(pathItem.parameters ?? []), ...(operation.parameters ?? [])];
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const p = params.find((x: any) => x.name === name && x.in === 'path');
    const example = p?.example ?? p?.schema?.example;
    if (example === undefined) throw new Error(`${path}: path parameter ${name} has no example, so "Try it out" starts empty`);
    return encodeURIComponent(String(example));
  });
}

export const successStatus = (operation: any): number =>
  Math.min(
    ...Object.keys(operation.responses ?? {})
      .map(Number)
      .filter((s) => s >= 200 && s < 300),
  );

/**
 * Where `value` breaks `schema` (OpenAPI 3.0: `$ref`, `allOf`, `oneOf`/`anyOf`, `nullable`,
 * `type`, `enum`, `format: date`, lengths, bounds, `pattern`, `required`, `properties`,
 * `additionalProperties: false`, `items`): one line per problem, empty when valid.
 */
export function schemaProblems(doc: OpenApiDocument, schema: Record<string, any> | undefined, value: unknown, at: string): string[] {
  if (!schema) return [];
  if (schema.$ref) return schemaProblems(doc, resolveSchema(doc, schema), value, at);
  if (value === null)
    return schema.nullable || (schema.allOf === undefined && schema.type === undefined && !schema.properties && !schema.enum)
      ? []
      : [`${at}: null where not nullable`];
  const out: string[] = [];
  for (const part of schema.allOf ?? []) out.push(...schemaProblems(doc, part, value, at));
  const branches = schema.oneOf ?? schema.anyOf;
  if (branches && !branches.some((b: any) => schemaProblems(doc, b, value, at).length === 0)) {
    out.push(`${at}: matches none of ${branches.length} alternatives (${schemaProblems(doc, branches[0], value, at).join('; ')})`);
  }
  if (schema.enum && !schema.enum.some((e: unknown) => e === value))
    out.push(`${at}: ${JSON.stringify(value)} is not one of ${JSON.stringify(schema.enum)}`);
  const type = schema.type ?? (schema.properties ? 'object' : undefined);
  const actual = Array.isArray(value) ? 'array' : Number.isInteger(value) ? 'integer' : typeof value;
  if (type && !(actual === type || (type === 'number' && actual === 'integer')))
    return [...out, `${at}: ${actual} ${JSON.stringify(value)?.slice(0, 60)} where ${type} is documented`];
  if (typeof value === 'string') {
    if (schema.format === 'date' && !/^\d{4}-\d{2}-\d{2}$/.test(value)) out.push(`${at}: "${value}" is not a date`);
    if (schema.minLength !== undefined && value.length < schema.minLength) out.push(`${at}: shorter than ${schema.minLength}`);
    if (schema.maxLength !== undefined && value.length > schema.maxLength) out.push(`${at}: longer than ${schema.maxLength}`);
    if (schema.pattern && !new RegExp(schema.pattern, 'u').test(value)) out.push(`${at}: "${value}" does not match ${schema.pattern}`);
  }
  if (typeof value === 'number') {
    if (schema.minimum !== undefined && value < schema.minimum) out.push(`${at}: ${value} below ${schema.minimum}`);
    if (schema.maximum !== undefined && value > schema.maximum) out.push(`${at}: ${value} above ${schema.maximum}`);
  }
  if (Array.isArray(value)) {
    if (schema.minItems !== undefined && value.length < schema.minItems) out.push(`${at}: fewer than ${schema.minItems} items`);
    if (schema.maxItems !== undefined && value.length > schema.maxItems) out.push(`${at}: more than ${schema.maxItems} items`);
    value.forEach((v, i) => out.push(...schemaProblems(doc, schema.items, v, `${at}[${i}]`)));
  } else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    for (const name of schema.required ?? []) if (!(name in record)) out.push(`${at}: ${name} is required`);
    for (const [name, v] of Object.entries(record)) {
      const property = schema.properties?.[name];
      if (property) out.push(...schemaProblems(doc, property, v, `${at}.${name}`));
      else if (schema.additionalProperties === false) out.push(`${at}: ${name} is not a documented property`);
      else if (typeof schema.additionalProperties === 'object')
        out.push(...schemaProblems(doc, schema.additionalProperties, v, `${at}.${name}`));
    }
  }
  return out;
}
