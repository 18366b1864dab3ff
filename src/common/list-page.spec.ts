import { DataSource } from 'typeorm';

import { listPage, ListSource, PageOrder, readPage, sqlListSource } from './list-page';

type Row = { id: number; nome: string };

/** A list over rows in memory that records what the primitive asked for. */
function memorySource(all: Row[], total?: () => Promise<number>) {
  const calls = { total: 0, pageIds: [] as { order: PageOrder; offset: number; limit: number }[], rows: [] as number[][] };
  const source: ListSource<Row> = {
    idColumn: 'r.id',
    total: total ?? (async () => (calls.total++, all.length)),
    async pageIds(order, offset, limit) {
      calls.pageIds.push({ order, offset, limit });
      const key = (r: Row) => (order.column === 'r.nome' ? r.nome : r.id);
      const sorted = [...all].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : a.id - b.id));
      if (order.direction === 'DESC') sorted.reverse();
      return sorted.slice(offset, offset + limit).map((r) => r.id);
    },
    async rows(ids) {
      calls.rows.push(ids);
      // Any order: the primitive restores the page order.
      return all.filter((r) => ids.includes(r.id)).reverse();
    },
    idOf: (r) => r.id,
  };
  return { source, calls };
}

const rows: Row[] = [
  { id: 1, nome: 'b' },
  { id: 2, nome: 'a' },
  { id: 3, nome: 'b' },
  { id: 4, nome: 'a' },
  { id: 5, nome: 'c' },
];

describe('listPage (the one list primitive)', () => {
  it('reads IDs first, then the rows, in page order with the exact totals', async () => {
    const { source, calls } = memorySource(rows);
    const page = await listPage(source, { page: 1, limit: 2, sort: 'asc', sortColumn: 'r.nome' });
    expect(page.data.map((r) => r.id)).toEqual([2, 4]);
    expect(page.pagination).toEqual({ page: 1, page_size: 2, total_page: 3, total_data: 5 });
    expect(calls.pageIds).toEqual([{ order: { column: 'r.nome', idColumn: 'r.id', direction: 'ASC' }, offset: 0, limit: 2 }]);
    expect(calls.rows).toEqual([[2, 4]]);
  });

  it('breaks ties by id in the sort direction, so pages never overlap or skip rows', async () => {
    const { source } = memorySource(rows);
    const seen: number[] = [];
    for (const page of [1, 2, 3])
      seen.push(...(await listPage(source, { page, limit: 2, sort: 'desc', sortColumn: 'r.nome' })).data.map((r) => r.id));
    expect(seen).toEqual([5, 3, 1, 4, 2]);
  });

  it('sorts by the ID column when no sort field is given', async () => {
    const { source, calls } = memorySource(rows);
    const page = await listPage(source, { page: 2, limit: 2, sort: 'asc' });
    expect(page.data.map((r) => r.id)).toEqual([3, 4]);
    expect(calls.pageIds[0].order.column).toBe('r.id');
  });

  it('answers a page past the end with data [] and the true totals, reading no IDs and no rows', async () => {
    const { source, calls } = memorySource(rows);
    const page = await listPage(source, { page: 2_147_483_647, limit: 200, sort: 'asc' });
    expect(page).toEqual({ data: [], pagination: { page: 2_147_483_647, page_size: 200, total_page: 1, total_data: 5 } });
    expect(calls.pageIds).toEqual([]);
    expect(calls.rows).toEqual([]);
  });

  it('reads nothing past the count when the list is empty', async () => {
    const { source, calls } = memorySource([]);
    expect(await listPage(source, { page: 1, limit: 100, sort: 'asc' })).toEqual({
      data: [],
      pagination: { page: 1, page_size: 100, total_page: 0, total_data: 0 },
    });
    expect(calls.pageIds).toEqual([]);
  });

  it('takes the total from the source the family plugs in', async () => {
    let asked = 0;
    const { source, calls } = memorySource(rows, async () => (asked++, 5));
    const page = await listPage(source, { page: 3, limit: 2, sort: 'asc' });
    expect(asked).toBe(1);
    expect(calls.total).toBe(0);
    expect(page.data.map((r) => r.id)).toEqual([5]);
  });

  it('maps the rows through the view and drops IDs whose row vanished between the two reads', async () => {
    const { source } = memorySource(rows);
    const vanishing: ListSource<Row> = { ...source, rows: async (ids) => (await source.rows(ids)).filter((r) => r.id !== 2) };
    const page = await listPage(vanishing, { page: 1, limit: 3, sort: 'asc' }, (r) => r.nome.toUpperCase());
    expect(page.data).toEqual(['B', 'B']);
  });

  it('refuses a cursor position for a source that cannot page by cursor, rather than ignoring it', async () => {
    const { source, calls } = memorySource(rows);
    await expect(listPage(source, { page: 1, limit: 2, sort: 'asc', after: { value: 1, id: 1 } })).rejects.toThrow(
      'does not page by cursor',
    );
    expect(calls.total).toBe(0);
  });
});

describe('sqlListSource (written-out SQL)', () => {
  // A real SQL engine, so that the statements themselves are checked: ORDER BY with ties by ID, OFFSET, keyset.
  const db = new DataSource({ type: 'better-sqlite3', database: ':memory:' });
  const names = ['b', 'a', 'b', 'a', 'c', 'a', 'b'];
  beforeAll(async () => {
    await db.initialize();
    await db.query('CREATE TABLE t (id INTEGER PRIMARY KEY, account_id INTEGER NOT NULL, nome TEXT NOT NULL)');
    for (const [i, nome] of names.entries()) await db.query('INSERT INTO t (id, account_id, nome) VALUES (?, ?, ?)', [i + 1, 1, nome]);
    await db.query("INSERT INTO t (id, account_id, nome) VALUES (100, 2, 'a')"); // another account's row: never listed
  });
  afterAll(() => db.destroy());
  const statements: string[] = [];
  const source = (more: Pick<Parameters<typeof sqlListSource<Row>>[0], 'pageOfRows'> = {}) =>
    sqlListSource<Row>({
      query: (sql, params) => (statements.push(sql), db.query(sql, params)),
      from: 'FROM t r WHERE r.account_id = ?',
      params: [1],
      idColumn: 'r.id',
      total: async () => names.length,
      rows: (ids) => (statements.push('rows'), db.query(`SELECT id, nome FROM t WHERE id IN (${ids.map(() => '?').join(', ')})`, ids)),
      ...more,
    });
  const expected = (direction: 'asc' | 'desc') => {
    const sorted = names.map((nome, i) => ({ id: i + 1, nome })).sort((a, b) => (a.nome < b.nome ? -1 : a.nome > b.nome ? 1 : a.id - b.id));
    return (direction === 'asc' ? sorted : sorted.reverse()).map((r) => r.id);
  };

  it.each(['asc', 'desc'] as const)(
    'pages by page and by keyset in sort order, ties by ID, %s, with the bound parameters in place',
    async (sort) => {
      const byPage: number[] = [];
      for (let page = 1; page <= 3; page++)
        byPage.push(...(await listPage(source(), { page, limit: 3, sort, sortColumn: 'r.nome' })).data.map((r) => r.id));
      expect(byPage).toEqual(expected(sort));

      const byKeyset: number[] = [];
      let after: { value: string; id: number } | undefined;
      for (;;) {
        const page = await readPage(source(), { page: 1, limit: 3, sort, sortColumn: 'r.nome', after });
        byKeyset.push(...page.data.map((r) => r.id));
        if (!page.more) break;
        after = { value: page.last!.nome, id: page.last!.id };
      }
      expect(byKeyset).toEqual(expected(sort));
    },
  );

  // The page of IDs joined to its rows: one statement per page, the same pages.
  const joinedOptions = () => ({
    pageOfRows: (pageSql: string, params: unknown[], orderBy: string): Promise<Row[]> => (
      statements.push(pageSql),
      db.query(`SELECT r.id AS id, r.nome AS nome FROM (${pageSql}) page JOIN t r ON r.id = page.id ${orderBy}`, params)
    ),
  });
  const joined = () => source(joinedOptions());

  it.each(['asc', 'desc'] as const)(
    'with pageOfRows, reads each page in one statement, by page and by keyset, in sort order with ties by ID, %s',
    async (sort) => {
      statements.length = 0;
      const byPage: number[] = [];
      for (let page = 1; page <= 3; page++)
        byPage.push(...(await listPage(joined(), { page, limit: 3, sort, sortColumn: 'r.nome' })).data.map((r) => r.id));
      expect(byPage).toEqual(expected(sort));
      expect(statements).toHaveLength(3);

      const byKeyset: number[] = [];
      let after: { value: string; id: number } | undefined;
      let pages = 0;
      for (;;) {
        const page = await readPage(joined(), { page: 1, limit: 3, sort, sortColumn: 'r.nome', after });
        pages++;
        byKeyset.push(...page.data.map((r) => r.id));
        if (!page.more) break;
        expect(page.data).toHaveLength(3);
        after = { value: page.last!.nome, id: page.last!.id };
      }
      expect(byKeyset).toEqual(expected(sort));
      expect(statements).toHaveLength(3 + pages);
      expect(statements.includes('rows')).toBe(false);
    },
  );

  it('with pageOfRows in ID order, reads the page in one statement', async () => {
    statements.length = 0;
    const page = await listPage(joined(), { page: 2, limit: 3, sort: 'desc' });
    expect(page.data.map((r) => r.id)).toEqual([4, 3, 2]);
    expect(statements).toHaveLength(1);
  });
});
