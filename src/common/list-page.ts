import { ObjectLiteral, SelectQueryBuilder } from 'typeorm';

import { buildPagination, Page } from './pagination';

/** How one page is asked for: `page`/`limit`/`sort` of the query, and the whitelisted sort column. */
export interface ListOptions {
  page: number;
  limit: number;
  sort: 'asc' | 'desc';
  /** SQL expression of the sort field (from the family's whitelist); the ID column when absent. */
  sortColumn?: string;
  /**
   * The position after which the page starts (keyset paging: the sort value and ID of the last
   * row of the previous page, decoded from the list's cursor). Only a source with
   * `pageIdsAfter` pages this way; `listPage` refuses it for the others rather than ignore it.
   */
  after?: KeysetPosition;
}

/** A keyset position: the sort value and the ID of a row. */
export interface KeysetPosition {
  value: string | number;
  id: number;
}

/** The order of a page: the sort column, ties broken by the ID column in the same direction. */
export interface PageOrder {
  column: string;
  idColumn: string;
  direction: 'ASC' | 'DESC';
}

/** Where a list reads from. Each family builds one (most with `queryListSource`, the hottest with `sqlListSource`). */
export interface ListSource<R> {
  /** The exact number of rows matching the filters, from the cheapest exact source the family has. */
  total(): Promise<number>;
  /** The IDs of one page, in page order. */
  pageIds(order: PageOrder, offset: number, limit: number): Promise<number[]>;
  /** The IDs of the page that starts after `after` (keyset), for lists that page by cursor. */
  pageIdsAfter?(order: PageOrder, after: KeysetPosition, limit: number): Promise<number[]>;
  /** The rows of those IDs, in any order. */
  rows(ids: number[]): Promise<R[]>;
  /**
   * The rows of one page, in page order, read at once (the page of IDs joined to its rows in one
   * statement). A source that has it pages by it (and by `pageRowsAfter` with a cursor) instead
   * of `pageIds`/`pageIdsAfter` then `rows`.
   */
  pageRows?(order: PageOrder, offset: number, limit: number): Promise<R[]>;
  pageRowsAfter?(order: PageOrder, after: KeysetPosition, limit: number): Promise<R[]>;
  /** The ID of a row. */
  idOf(row: R): number;
  /** The ID column, e.g. `client.id`. */
  idColumn: string;
}

/**
 * The one list primitive: the exact total first; a page past the end
 * answers `data: []` with the true totals without reading rows; otherwise the page is read as
 * IDs (ties broken by ID, so pages never overlap or skip), then the rows by primary key; a source
 * that can joins the two in one statement (`pageRows`).
 */
export async function listPage<R, V = R>(source: ListSource<R>, options: ListOptions, view?: (row: R) => V): Promise<Page<V>> {
  const { data, pagination } = await read(source, options, view, 0);
  return { data, pagination };
}

/** `listPage`, also telling whether rows follow the page (for a next cursor) and the last row read. */
export function readPage<R, V = R>(
  source: ListSource<R>,
  options: ListOptions,
  view?: (row: R) => V,
): Promise<Page<V> & { more: boolean; last: R | undefined }> {
  // One ID past the page tells whether another page follows.
  return read(source, options, view, 1);
}

async function read<R, V>(
  source: ListSource<R>,
  options: ListOptions,
  view: ((row: R) => V) | undefined,
  peek: 0 | 1,
): Promise<Page<V> & { more: boolean; last: R | undefined }> {
  if (options.after !== undefined && !source.pageIdsAfter) throw new Error('this list does not page by cursor');
  const total = await source.total();
  const offset = (options.page - 1) * options.limit;
  const pagination = buildPagination(options.page, options.limit, total);
  if (total === 0 || (options.after === undefined && offset >= total)) return { data: [], pagination, more: false, last: undefined };
  const order: PageOrder = {
    column: options.sortColumn ?? source.idColumn,
    idColumn: source.idColumn,
    direction: options.sort === 'desc' ? 'DESC' : 'ASC',
  };
  const limit = options.limit + peek;
  if (options.after === undefined ? source.pageRows : source.pageRowsAfter) {
    const all =
      options.after !== undefined ? await source.pageRowsAfter!(order, options.after, limit) : await source.pageRows!(order, offset, limit);
    const rows = all.slice(0, options.limit);
    return {
      data: view ? rows.map(view) : (rows as unknown as V[]),
      pagination,
      more: all.length > options.limit,
      last: rows[rows.length - 1],
    };
  }
  const found =
    options.after !== undefined ? await source.pageIdsAfter!(order, options.after, limit) : await source.pageIds(order, offset, limit);
  const ids = found.slice(0, options.limit);
  const rows = inIdOrder(ids, await source.rows(ids), source.idOf);
  return {
    data: view ? rows.map(view) : (rows as unknown as V[]),
    pagination,
    more: found.length > options.limit,
    last: rows[rows.length - 1],
  };
}

/** `rows` in the order of `ids`, leaving out the IDs whose row vanished between the two reads. */
function inIdOrder<R>(ids: number[], rows: R[], idOf: (row: R) => number): R[] {
  const byId = new Map(rows.map((row) => [idOf(row), row]));
  return ids.filter((id) => byId.has(id)).map((id) => byId.get(id)!);
}

/**
 * A list source over a query builder that already holds the account and the filters
 * (`filtered` builds a fresh one on each call). The total defaults to `COUNT(*)` of the filters;
 * a family with a cheaper exact count (a maintained counter, say) passes its own `total`.
 */
export function queryListSource<E extends ObjectLiteral, R = E>(options: {
  filtered: () => SelectQueryBuilder<E>;
  rows: (ids: number[]) => Promise<R[]>;
  /** The ID column, e.g. `client.id`. */
  idColumn: string;
  idOf?: (row: R) => number;
  total?: () => Promise<number>;
}): ListSource<R> {
  const { idColumn } = options;
  return {
    idColumn,
    total:
      options.total ?? (async () => Number((await options.filtered().select('COUNT(*)', 'n').getRawOne<{ n: number | string }>())?.n ?? 0)),
    async pageIds(order, offset, limit) {
      const qb = options.filtered().select(idColumn, 'id');
      if (order.column !== idColumn) qb.orderBy(order.column, order.direction).addOrderBy(idColumn, order.direction);
      else qb.orderBy(idColumn, order.direction);
      const rows = await qb.offset(offset).limit(limit).getRawMany<{ id: number | string }>();
      return rows.map((r) => Number(r.id));
    },
    rows: options.rows,
    idOf: options.idOf ?? ((row: R) => Number((row as { id: number }).id)),
  };
}

/**
 * A list source over written-out SQL, for the hottest lists (orders, the financial overview):
 * no query builder per request. `from` answers `FROM <table> <alias> WHERE <alias>.account_id =
 * ? AND <filters>` with `?` for each of `params`; the sort column and direction come from the
 * family's whitelist through ListOptions, never from input. A page is `SELECT <id> … ORDER BY
 * <sort>, <id> LIMIT ? OFFSET ?`, the same statement on every engine; by cursor (keyset on the
 * sort column, then the ID) too. With `pageOfRows`, a page is read in one statement: its page of
 * IDs joined to the rows.
 */
export function sqlListSource<R>(options: {
  /** Runs one statement with bound parameters. */
  query: (sql: string, params: unknown[]) => Promise<unknown>;
  from: string;
  params: unknown[];
  /** The ID column, e.g. `oi.id`. */
  idColumn: string;
  total: () => Promise<number>;
  rows: (ids: number[]) => Promise<R[]>;
  /**
   * The rows of the page of IDs `pageSql` (a `SELECT <idColumn> AS id[, <sort column> AS
   * sort_key] …` with `params`, to be read as the derived table `page`), in the order `orderBy`
   * (an `ORDER BY` on `page.sort_key` and `page.id`).
   */
  pageOfRows?: (pageSql: string, params: unknown[], orderBy: string) => Promise<R[]>;
  idOf?: (row: R) => number;
  /**
   * A condition on the ID column (with its parameters) that bounds it to the IDs the list's
   * rows can have, added to pages in ID order: e.g. between the account's first and last ID. A
   * table's rows of many accounts share one ID sequence; the bound keeps a page in ID order from
   * walking the primary key through other accounts' rows when the database prefers that walk to
   * the account's own index.
   */
  idSpan?: { sql: string; params: unknown[] };
}): ListSource<R> {
  const { query, idColumn, pageOfRows } = options;
  const byId = (order: PageOrder) => order.column === idColumn;
  // The FROM of a page in `order`, with its parameters (the filters', then the span's).
  const span = options.idSpan;
  const fromOf = (order: PageOrder) => (span && byId(order) ? `${options.from} AND ${span.sql}` : options.from);
  const paramsOf = (order: PageOrder) => (span && byId(order) ? [...options.params, ...span.params] : options.params);
  const orderBy = (order: PageOrder) =>
    byId(order) ? `ORDER BY ${idColumn} ${order.direction}` : `ORDER BY ${order.column} ${order.direction}, ${idColumn} ${order.direction}`;
  // The page of IDs by number and by keyset: its SQL and the parameters after the filters'. `keyed`
  // also selects the sort column, for the order of a joined page.
  const select = (order: PageOrder, keyed: boolean) =>
    `SELECT ${idColumn} AS id${keyed && !byId(order) ? `, ${order.column} AS sort_key` : ''}`;
  const byNumber = (order: PageOrder, offset: number, limit: number, keyed = false): [string, unknown[]] => [
    `${select(order, keyed)} ${fromOf(order)} ${orderBy(order)} LIMIT ? OFFSET ?`,
    [...paramsOf(order), limit, offset],
  ];
  const byKeyset = (order: PageOrder, after: KeysetPosition, limit: number, keyed = false): [string, unknown[]] => {
    const op = order.direction === 'ASC' ? '>' : '<';
    if (byId(order))
      return [
        `${select(order, keyed)} ${fromOf(order)} AND ${idColumn} ${op} ? ${orderBy(order)} LIMIT ?`,
        [...paramsOf(order), after.id, limit],
      ];
    const past = `(${order.column} ${op} ? OR (${order.column} = ? AND ${idColumn} ${op} ?))`;
    return [
      `${select(order, keyed)} ${fromOf(order)} AND ${past} ${orderBy(order)} LIMIT ?`,
      [...paramsOf(order), after.value, after.value, after.id, limit],
    ];
  };
  // A joined page is put in order by the page's own columns: ordered by a column of the joined
  // table instead, the database would copy every joined row (every column) to sort it.
  const pageOrder = (order: PageOrder) =>
    byId(order) ? `ORDER BY page.id ${order.direction}` : `ORDER BY page.sort_key ${order.direction}, page.id ${order.direction}`;
  const ids = async ([sql, bound]: [string, unknown[]]): Promise<number[]> =>
    ((await query(sql, bound)) as { id: number | string }[]).map((r) => Number(r.id));
  const joined = pageOfRows;
  const idOf = options.idOf ?? ((row: R) => Number((row as { id: number }).id));
  return {
    idColumn,
    total: options.total,
    pageIds: (order, offset, limit) => ids(byNumber(order, offset, limit)),
    pageIdsAfter: (order, after, limit) => ids(byKeyset(order, after, limit)),
    ...(joined && {
      pageRows: (order: PageOrder, offset: number, limit: number) => {
        const [sql, bound] = byNumber(order, offset, limit, true);
        return joined(sql, bound, pageOrder(order));
      },
      pageRowsAfter: (order: PageOrder, after: KeysetPosition, limit: number) => {
        const [sql, bound] = byKeyset(order, after, limit, true);
        return joined(sql, bound, pageOrder(order));
      },
    }),
    rows: options.rows,
    idOf,
  };
}

/** The options of a list query (`page`, `limit`, `sort`, `field_sort` validated by its DTO) with the family's sort columns. */
export const listOptions = (
  query: { page: number; limit: number; sort: 'asc' | 'desc'; field_sort?: string },
  sortColumns: Record<string, string>,
): ListOptions => ({
  page: query.page,
  limit: query.limit,
  sort: query.sort,
  sortColumn: query.field_sort === undefined ? undefined : sortColumns[query.field_sort],
});
