import type { OpenAPIObject } from '@nestjs/swagger';

import { aliasNone, aliasTarget, BodyAlias, CompatTable } from './compat-table';
import { ME_EVENTOS_EXTENSION } from './me-eventos.decorator';

type Schema = {
  $ref?: string;
  enum?: unknown[];
  description?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  [keyword: string]: unknown;
};
type Parameter = { name: string; in: string; required?: boolean; description?: string; schema?: Schema };
type Operation = {
  description?: string;
  requestBody?: { content?: Record<string, { examples?: Record<string, { summary: string; value: unknown }> }> };
  parameters?: Parameter[];
  responses?: Record<string, { content?: Record<string, { schema?: Schema }> }>;
  [ME_EVENTOS_EXTENSION]?: string;
};

const MARK = 'ME Eventos compatible';
const code = (name: string) => `\`${name}\``;

/** The aliases of a table as one sentence for the operations it applies to. */
function operationNote(table: CompatTable, takesQuery: boolean, takesBody: boolean, answers: boolean): string {
  const parts: string[] = [];
  if (takesQuery && table.query)
    parts.push(
      `query ${Object.entries(table.query)
        .map(([alias, { to }]) => `${code(alias)} (= ${code(to)})`)
        .join(', ')}`,
    );
  if (takesQuery && table.sort)
    parts.push(
      `\`field_sort\` ${Object.entries(table.sort)
        .map(([alias, to]) => `${code(alias)} (= ${code(to)})`)
        .join(', ')}`,
    );
  if (takesBody && table.body)
    parts.push(
      `body ${Object.entries(table.body)
        .map(([alias, to]) => {
          const none = aliasNone(to);
          const target = typeof to === 'object' && 'description' in to ? to.description : code(aliasTarget(to));
          return `${code(alias)} (= ${target}${none === undefined ? '' : `, ${none} for none`})`;
        })
        .join(', ')}`,
    );
  const aliases = parts.length > 0;
  if (answers && table.answer) parts.push(`answers also carry ${Object.keys(table.answer.fields).map(code).join(', ')}`);
  const conflict = aliases ? ' A name and its alias sent with different values answer 400 `conflicting_alias`.' : '';
  return `${MARK}: ${parts.join('; ')}.${conflict}`;
}

/**
 * Documents the ME Eventos aliases in the OpenAPI document: on each operation a table applies to
 * (marked by `@MeEventosCompatible`), its query aliases as parameters and its `field_sort`
 * values in the enum; in the request-body schemas, the body aliases; in the response schemas,
 * the fields the answers gain. Each one described as "ME Eventos compatible". `tables`: those
 * the modules registered (`CompatRegistry.tables()`).
 */
export function documentMeEventos(document: OpenAPIObject, tables: readonly CompatTable[]): void {
  const schemas = (document.components?.schemas ?? {}) as Record<string, Schema>;
  const resolve = (s: Schema | undefined): Schema | undefined => (s?.$ref ? schemas[s.$ref.split('/').pop()!] : s);
  for (const table of tables) {
    for (const name of table.answer?.schemas ?? []) {
      const schema = schemas[name];
      if (!schema?.properties) throw new Error(`ME Eventos table ${table.family}: no response schema ${name}`);
      for (const [field, { optional, description, ...rest }] of Object.entries(table.answer!.fields)) {
        schema.properties[field] = { ...rest, description: `${MARK}. ${description}` };
        if (!optional) schema.required = [...new Set([...(schema.required ?? []), field])];
      }
    }
    for (const name of table.bodySchemas ?? []) {
      const schema = schemas[name];
      if (!schema?.properties) throw new Error(`ME Eventos table ${table.family}: no body schema ${name}`);
      for (const [alias, entry] of Object.entries(table.body ?? {})) {
        const ours = aliasTarget(entry);
        // Our field's shape and example: a body built from the examples sends both with one value.
        const { description: _d, ...shape } = schema.properties[ours] ?? {};
        const none = aliasNone(entry);
        schema.properties[alias] = {
          ...shape,
          ...(none !== undefined && { minimum: none }),
          description:
            typeof entry === 'object' && 'description' in entry
              ? `${MARK}: ${entry.description} (send one of the two, or both with the same value).`
              : `${MARK}: the same as ${code(ours)} (send one of the two, or both with the same value)` + noneNote(entry, ours),
        };
        // A required field may come under its alias instead: the schema cannot require either one.
        if (schema.required?.includes(ours)) {
          schema.required = schema.required.filter((f) => f !== ours);
          const field = schema.properties[ours];
          if (field) field.description = `${field.description ? `${field.description} ` : ''}Required (or its alias ${code(alias)}).`;
        }
      }
    }
  }
  const byFamily = new Map(tables.map((t) => [t.family, t]));
  for (const item of Object.values(document.paths)) {
    for (const [method, value] of Object.entries(item)) {
      const operation = value as Operation;
      const family = operation?.[ME_EVENTOS_EXTENSION];
      if (!family) continue;
      delete operation[ME_EVENTOS_EXTENSION];
      const table = byFamily.get(family)!;
      const parameters = (operation.parameters ??= []);
      const takesQuery = parameters.some((p) => p.in === 'query');
      const takesBody = method === 'post' || method === 'put';
      if (takesQuery) {
        for (const [alias, { schema }] of Object.entries(table.query ?? {})) {
          const { description, ...shape } = schema;
          parameters.push({
            name: alias,
            in: 'query',
            required: false,
            description: `${MARK}. ${description ?? ''}`.trim(),
            schema: shape,
          });
        }
        const sort = parameters.find((p) => p.name === 'field_sort' && p.in === 'query');
        const sortSchema = resolve(sort?.schema);
        if (sort && sortSchema?.enum && table.sort) {
          sortSchema.enum = [...new Set([...sortSchema.enum, ...Object.keys(table.sort)])];
          sort.description = `${sort.description ?? 'Field to sort by (default `id`).'} ${MARK} values: ${Object.entries(table.sort)
            .map(([alias, to]) => `${code(alias)} (= ${code(to)})`)
            .join(', ')}.`;
        }
      }
      const example = table.example;
      if (example?.body && method === 'post') {
        const content = operation.requestBody?.content?.['application/json'];
        if (content) content.examples = { ...content.examples, meEventos: { summary: `${MARK}: ${example.summary}`, value: example.body } };
      }
      const answers = answersWith(operation, table.answer?.schemas ?? [], resolve);
      const hasAliases = (takesQuery && (table.query || table.sort)) || (takesBody && table.body) || answers;
      if (!hasAliases) continue;
      const line =
        example?.query && takesQuery
          ? ` Written the ME way: \`?${new URLSearchParams(Object.entries(example.query).map(([k, v]): [string, string] => [k, String(v)]))}\` (${example.summary.toLowerCase()}).`
          : '';
      operation.description = `${operation.description ? `${operation.description}\n\n` : ''}${operationNote(table, takesQuery, takesBody, answers)}${line}`;
    }
  }
}

/** Whether the success answer of `operation` is one of `names`, or wraps them (`data`, a list's items). */
function answersWith(operation: Operation, names: string[], resolve: (s: Schema | undefined) => Schema | undefined): boolean {
  const refs = new Set(names.map((n) => `#/components/schemas/${n}`));
  const holds = (s: Schema | undefined): boolean => !!s && ((!!s.$ref && refs.has(s.$ref)) || holds(s.items as Schema | undefined));
  return Object.entries(operation.responses ?? {}).some(([status, response]) => {
    if (!status.startsWith('2')) return false;
    const schema = response.content?.['application/json']?.schema;
    if (holds(schema)) return true;
    return Object.values(resolve(schema)?.properties ?? {}).some(holds);
  });
}

/** What an alias's "none" (ME's 0) means, for its Swagger description. */
function noneNote(entry: BodyAlias, ours: string): string {
  const none = aliasNone(entry);
  if (none === undefined) return '.';
  const alone = typeof entry === 'object' && 'alone' in entry ? entry.alone : undefined;
  const beside = `beside ${code(ours)} \`null\` it is the same value, as ME's answers write it`;
  if (alone === 'value') return `; ${none} is a value too, and ${beside}.`;
  if (alone === 'absent') return `; ${none} is none: alone, the field left out; ${beside}.`;
  return `; ${none} is none (${code(ours)} \`null\`); ${beside}.`;
}
