import { badRequest, FieldError } from '../errors';
import { PLAIN_DECIMAL } from '../input-values';

/**
 * The ME Eventos compatibility layer: code written against ME Eventos' published API
 * (docs.meeventos.com.br) works here unchanged. One table per resource family says which of ME's
 * names mean which of ours; the layer applies it at the edge, around the controllers that declare
 * it (`@MeEventosCompatible(TABLE)`): ME's query parameters, `field_sort` values and body fields
 * are renamed to ours before validation (so anything else is still refused as unknown), and ME's
 * fields are added to the answers after the service has answered. No service or repository
 * knows ME's names.
 */

/**
 * For each need of a table (a name an answer needs that the row does not carry, `client` say),
 * `id → value` of the IDs the rows named: read once per answer for every row (never per row), by
 * the module that registered the need (`CompatRegistry`).
 */
export type CompatFound<N extends string = string> = Record<N, Map<number, CompatValue>>;

/** What a need reads for one ID: a name, a number, or a few named values (a location's address). */
export type CompatValue = string | number | Readonly<Record<string, string>>;

/** An OpenAPI schema object, as Swagger shows a parameter or a field. */
export type CompatSchema = { type: string; description?: string; [keyword: string]: unknown };

/** A field ME's answers carry: how Swagger shows it (its description says what it is). */
export type CompatField = CompatSchema & { description: string; /** Present on some rows only. */ optional?: true };

/** `N`: the needs its answers read (`needs`, and `found` in `add`). */
export interface CompatTable<N extends string = string> {
  /** The family, as the docs name it (`events`, `clients`…). */
  family: string;
  /** Query parameters: ME's name → ours, with the parameter's schema for Swagger. */
  query?: Record<string, { to: string; schema: CompatSchema }>;
  /** `field_sort` values: ME's → ours. */
  sort?: Record<string, string>;
  /** Body fields: ME's name → ours (several of ME's names may mean one of ours), `{ to, none }`, or ours by the body it comes in (see `BodyAlias`). */
  body?: Record<string, BodyAlias>;
  /** Request-body schemas (DTO class names) that take the body aliases, for Swagger. */
  bodySchemas?: string[];
  /** A request written the ME way, shown on the family's operations: a list's query, or a creation's body. */
  example?: { summary: string; query?: Record<string, string | number>; body?: Record<string, unknown> };
  /** What the answers gain. */
  answer?: {
    /** Response schemas (DTO class names) that carry the added fields, for Swagger. */
    schemas: string[];
    /** The added fields, in the order they are added. */
    fields: Record<string, CompatField>;
    /** What `add` reads besides the row, and the ID each row names for it. */
    needs?: Record<N, (row: Record<string, unknown>) => unknown>;
    /** ME's fields of one row (a plain function of the row and what was found for its needs). */
    add(row: Record<string, unknown>, found: CompatFound<N>): Record<string, unknown>;
  };
}

/**
/**
 * A body alias whose meaning depends on the object it is sent in (ME's client `cpf` is the
 * client's document on a person, the responsible person's CPF beside a company's `cnpjpj`).
 */
export interface BodyAliasByBody {
  /** Our name for the alias in `item` (one object of the body, as sent: before any alias is renamed). */
  to(item: Readonly<Record<string, unknown>>): string;
  /** Our names it may stand for; Swagger shows the alias with the first one's shape. */
  names: readonly [string, ...string[]];
  /** When it stands for which, for Swagger. */
  description: string;
}

/** An alias that names one field of ours, where ME writes 0 for "none" (`idcliente: 0` beside `id_cliente: null`). */
export interface BodyAliasWithNone {
  to: string;
  none: 0;
  /**
   * What the alias's 0 sent alone means: our `null` (the default: `idcliente: 0` clears an
   * event's client); `absent`, where our field takes no null (a budget's type: the field left
   * out); `value`, for a count where 0 is a value of ours too (a guests count stays 0). Beside our
   * `null` it is the same value in every case (ME writes 0 where we answer `null`).
   */
  alone?: 'absent' | 'value';
}

/**
 * A body alias: our field's name; `{ to, none: 0 }` where ME writes 0 for "none" (the alias's 0,
 * or `"0"`, is our `null`, so that a body copied from an answer names one value twice); or
 * `BodyAliasByBody` where its meaning depends on the object it comes in.
 */
export type BodyAlias = string | BodyAliasWithNone | BodyAliasByBody;

const byBody = (alias: BodyAlias): alias is BodyAliasByBody => typeof alias !== 'string' && typeof alias.to === 'function';

/** Our field's name of a body alias in `item` (for Swagger, without one: the first name it may stand for). */
export const aliasTarget = (alias: BodyAlias, item?: Readonly<Record<string, unknown>>): string =>
  typeof alias === 'string' ? alias : byBody(alias) ? (item ? alias.to(item) : alias.names[0]) : alias.to;

/** ME's "none" of an alias (0), if it has one. */
export const aliasNone = (alias: BodyAlias): 0 | undefined => (typeof alias !== 'string' && !byBody(alias) ? alias.none : undefined);

/** Whether `value` is the alias's "none" (ME's 0, or `"0"`). */
const isNone = (alias: BodyAlias, value: unknown): boolean => {
  const none = aliasNone(alias);
  return none !== undefined && (value === none || value === String(none));
};

/** `value` as our field takes it: ME's "none" read as our `null` (kept as 0 for a count, where 0 is a value too). */
const asOurs = (alias: BodyAlias, value: unknown): unknown => (isNone(alias, value) && noneAlone(alias) !== 'value' ? null : value);

/** What an alias's "none" sent alone means (`BodyAliasWithNone.alone`). */
const noneAlone = (alias: BodyAlias): 'null' | 'absent' | 'value' =>
  typeof alias === 'object' && 'none' in alias ? (alias.alone ?? 'null') : 'null';

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A number and its plain decimal string (`5` and `"5"`, as ME's clients write numbers) are one value. */
const asNumber = (v: unknown): unknown => (typeof v === 'string' && PLAIN_DECIMAL.test(v) ? Number(v) : v);
const same = (a: unknown, b: unknown) =>
  a === b || JSON.stringify(a) === JSON.stringify(b) || (typeof a !== typeof b && asNumber(a) === asNumber(b));

const conflict = (field: string, ours: string): FieldError => ({
  field,
  code: 'conflicting_alias',
  message: `${field} and ${ours} name the same field with different values; send one of them`,
});

/**
 * The aliases a request was sent with: our field's path → the alias the client wrote (`[1].cpf`
 * for `[1].documento`), so that an error about the field names it as the client sent it.
 */
export type SentAliases = Map<string, string>;

/**
 * Renames the aliases of `aliases` found in `input` (in place) to our names, recording each in
 * `sent` (where our name was not sent too). An alias and our name (or two aliases of one name)
 * with the same value are one value; with different values each later one is a
 * `conflicting_alias` problem on the alias, at `prefix` + its name. A name sent as `""` (a field
 * left out, as ME's clients write it) yields to the other name's value instead; an alias's "none"
 * (`BodyAlias`) is our `null`, so it equals our `null` and conflicts with a value.
 */
function renameInPlace(
  input: Record<string, unknown>,
  aliases: Record<string, BodyAlias>,
  prefix: string,
  problems: FieldError[],
  sent: SentAliases,
): void {
  // Each alias's meaning is read from the object as sent, before any renaming changes it.
  const targets = Object.entries(aliases).map(([alias, entry]) => [alias, entry, aliasTarget(entry, input)] as const);
  for (const [alias, entry, ours] of targets) {
    if (!Object.hasOwn(input, alias)) continue;
    const none = isNone(entry, input[alias]);
    const value = asOurs(entry, input[alias]);
    delete input[alias];
    // ME's "none" beside our null says the same thing; alone, where our field takes no null, nothing.
    if (none && Object.hasOwn(input, ours) && input[ours] === null) continue;
    if (none && !Object.hasOwn(input, ours) && noneAlone(entry) === 'absent') continue;
    // ME's clients write a field they leave out as "": beside the other name it says nothing.
    if (value === '' && Object.hasOwn(input, ours)) continue;
    if (!Object.hasOwn(input, ours) || input[ours] === '') {
      input[ours] = value;
      sent.set(`${prefix}${ours}`, `${prefix}${alias}`);
    } else if (!same(input[ours], value)) problems.push(conflict(`${prefix}${alias}`, `${prefix}${ours}`));
  }
}

/** The query with ME's parameter names and `field_sort` values turned into ours; 400 `conflicting_alias`. */
export function resolveQuery(table: CompatTable, query: Record<string, unknown>, sent: SentAliases = new Map()): SentAliases {
  const problems: FieldError[] = [];
  if (table.query)
    renameInPlace(query, Object.fromEntries(Object.entries(table.query).map(([alias, { to }]) => [alias, to])), '', problems, sent);
  const sort = query.field_sort;
  if (table.sort && typeof sort === 'string' && Object.hasOwn(table.sort, sort)) query.field_sort = table.sort[sort];
  if (problems.length > 0) throw badRequest('Validation failed', problems);
  return sent;
}

/** The body (one object or an array of them) with ME's field names turned into ours; 400 `conflicting_alias`. */
export function resolveBody(table: CompatTable, body: unknown, sent: SentAliases = new Map()): SentAliases {
  if (!table.body) return sent;
  const problems: FieldError[] = [];
  if (Array.isArray(body)) body.forEach((item, i) => isPlainObject(item) && renameInPlace(item, table.body!, `[${i}].`, problems, sent));
  else if (isPlainObject(body)) renameInPlace(body, table.body, '', problems, sent);
  if (problems.length > 0) throw badRequest('Validation failed', problems);
  return sent;
}

/**
 * The field of an error as the client sent it: our name, or below it (`documento.x`,
 * `id_evento[0]`), turned back into the alias the request used for it.
 */
export function sentFieldOf(field: string, sent: SentAliases): string {
  for (const [ours, alias] of sent) {
    if (field === ours) return alias;
    if (field.startsWith(`${ours}.`) || field.startsWith(`${ours}[`)) return alias + field.slice(ours.length);
  }
  return field;
}

/**
 * The resources of an answer: a list's or a write's `data` (one object or an array), else the
 * answer itself when it is one resource (a view, unwrapped). Answers without a resource (a
 * deletion's `{ status, message }`) have none.
 */
export function resourcesOf(answer: unknown): Record<string, unknown>[] {
  if (!isPlainObject(answer)) return [];
  if ('data' in answer && ('pagination' in answer || 'status' in answer)) {
    const data = answer.data;
    if (Array.isArray(data)) return data.filter(isPlainObject);
    return isPlainObject(data) ? [data] : [];
  }
  return 'id' in answer ? [answer] : [];
}

/** The IDs each need of the table names among `rows` (to be read once for all of them). */
export function neededIds(table: CompatTable, rows: Record<string, unknown>[]): Record<string, number[]> {
  const out: Record<string, number[]> = {};
  for (const [need, idOf] of Object.entries<(row: Record<string, unknown>) => unknown>(table.answer?.needs ?? {})) {
    const ids = new Set<number>();
    for (const row of rows) {
      const id = idOf(row);
      if (typeof id === 'number' && Number.isInteger(id) && id > 0) ids.add(id);
    }
    out[need] = [...ids];
  }
  return out;
}

/** Adds ME's fields to each row in place (after ours, which they never replace); a need not read finds nothing. */
export function addAnswerFields(table: CompatTable, rows: Record<string, unknown>[], found: Partial<CompatFound> = {}): void {
  if (!table.answer) return;
  const all: CompatFound = Object.fromEntries(Object.keys(table.answer.needs ?? {}).map((need) => [need, found[need] ?? new Map()]));
  for (const row of rows) {
    for (const [name, value] of Object.entries(table.answer.add(row, all))) if (!Object.hasOwn(row, name)) row[name] = value;
  }
}
