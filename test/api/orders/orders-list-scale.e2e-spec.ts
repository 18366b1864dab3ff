import { DataSource } from 'typeorm';

import { listCostProblem } from '../../../src/common/list-cost';
import { ORDER_ITEM_LIST_COST, ORDER_ITEM_SORT_FIELDS } from '../../../src/modules/orders/dto/list-orders.query';
import { startTestApp, TestApp } from '../../support/harness';
import { orderFactories } from '../../support/order-factories';

let t: TestApp;
beforeAll(async () => {
  // The filter × sort walk below sends about two thousand list requests with one token.
  t = await startTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
});
afterAll(async () => {
  await t.close();
});

const list = (token: string, query: Record<string, string | number | undefined>) => t.request('GET', '/api/v1/orders', { token, query });
const ids = (res: { body: any }) => res.body.data.map((i: any) => Number(i.id));

/** An account with two events, a product and an equipment. */
async function account() {
  const { accountId, token } = await t.newAccount();
  const f = orderFactories(t, accountId);
  const eventA = await f.event({ nome: 'Evento A' });
  const eventB = await f.event({ nome: 'Evento B' });
  const product = await f.product({ nome: 'Coquetel', valor: 30 });
  const equipment = await f.equipment({ nome: 'Toalha', valor: 5 });
  const post = (body: unknown) => t.request('POST', '/api/v1/orders', { token, body });
  return { accountId, token, f, eventA, eventB, product, equipment, post };
}

/** The maintained counts of the account against COUNT(*) of its items per event and tipo. */
async function countsVersusItems(accountId: number) {
  const ds = t.app.get(DataSource);
  const counted = await ds.query(
    'SELECT id_evento, tipo, COUNT(*) AS n FROM order_items WHERE account_id = ? GROUP BY id_evento, tipo ORDER BY id_evento, tipo',
    [accountId],
  );
  // Kept per seller too: summed per event and tipo here.
  const kept = await ds.query(
    'SELECT id_evento, tipo, SUM(n) AS n FROM order_item_counts WHERE account_id = ? GROUP BY id_evento, tipo HAVING SUM(n) <> 0 ORDER BY id_evento, tipo',
    [accountId],
  );
  const norm = (rows: any[]) => rows.map((r) => [Number(r.id_evento), Number(r.tipo), Number(r.n)]);
  return { counted: norm(counted), kept: norm(kept) };
}

describe('total_data from maintained counts', () => {
  it('stays equal to COUNT(*) through creates, added items, deleted items and deleted orders', async () => {
    const s = await account();
    const one = (
      await s.post({
        id_evento: s.eventA.id,
        itens: [{ id_produto: s.product.id }, { id_item: s.equipment.id }, { id_produto: s.product.id }],
      })
    ).body.data;
    await s.post({ id_evento: s.eventB.id, itens: [{ id_item: s.equipment.id }, { id_item: s.equipment.id }] });
    await s.post({ id_evento: s.eventA.id, idpedido: one.idpedido, itens: [{ id_item: s.equipment.id }] });
    await s.post({ id_evento: s.eventA.id }); // an order without items changes no count
    let c = await countsVersusItems(s.accountId);
    expect(c.kept).toEqual(c.counted);
    expect(c.kept).toEqual([
      [s.eventA.id, 2, 2],
      [s.eventA.id, 7, 2],
      [s.eventB.id, 7, 2],
    ]);

    const res = await t.request('DELETE', `/api/v1/orders/${one.numero}/items`, {
      token: s.token,
      body: { itens: [one.itens[0].id, one.itens[1].id] },
    });
    expect(res.status).toBe(200);
    c = await countsVersusItems(s.accountId);
    expect(c.kept).toEqual(c.counted);
    expect((await t.request('DELETE', `/api/v1/orders/${one.numero}`, { token: s.token })).status).toBe(200);
    c = await countsVersusItems(s.accountId);
    expect(c.kept).toEqual(c.counted);
    expect(c.kept).toEqual([[s.eventB.id, 7, 2]]);
  });

  it('answers total_data for no filter, idevento, tipo and both from the counts, exactly', async () => {
    const s = await account();
    await s.post({
      id_evento: s.eventA.id,
      itens: [{ id_produto: s.product.id }, { id_item: s.equipment.id }, { id_produto: s.product.id }],
    });
    await s.post({ id_evento: s.eventB.id, itens: [{ id_item: s.equipment.id }] });
    const other = await account(); // another account's items are never counted
    await other.post({ id_evento: other.eventA.id, itens: [{ id_produto: other.product.id }] });
    const total = async (q: Record<string, number>) => (await list(s.token, q)).body.pagination.total_data;
    expect(await total({})).toBe(4);
    expect(await total({ idevento: s.eventA.id })).toBe(3);
    expect(await total({ tipo: 7 })).toBe(2);
    expect(await total({ tipo: 2, idevento: s.eventB.id })).toBe(0);
    expect(await total({ tipo: 2, idevento: s.eventA.id })).toBe(2);
    expect(await total({ idevento: other.eventA.id })).toBe(0);
  });

  it('a failed create (unknown product) changes no count', async () => {
    const s = await account();
    await s.post({ id_evento: s.eventA.id, itens: [{ id_produto: s.product.id }] });
    const bad = await s.post({ id_evento: s.eventA.id, itens: [{ id_produto: s.product.id }, { id_produto: 999999 }] });
    expect(bad.status).toBe(422);
    const c = await countsVersusItems(s.accountId);
    expect(c.kept).toEqual([[s.eventA.id, 2, 1]]);
  });

  it('stays exact under concurrent creates and deletes (raced, then compared with COUNT(*))', async () => {
    const s = await account();
    const seeds = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        s.post({
          id_evento: i % 2 ? s.eventA.id : s.eventB.id,
          itens: [{ id_produto: s.product.id }, { id_item: s.equipment.id }, { id_item: s.equipment.id }],
        }),
      ),
    );
    const orders = seeds.map((r) => r.body.data);
    const work: Promise<{ status: number }>[] = [];
    for (let i = 0; i < 24; i++) {
      const event = i % 2 ? s.eventA.id : s.eventB.id;
      work.push(
        s.post({
          id_evento: event,
          itens: Array.from({ length: 1 + (i % 4) }, (_, k) => (k % 2 ? { id_item: s.equipment.id } : { id_produto: s.product.id })),
        }),
      );
      if (i % 4 === 0)
        work.push(
          s.post({
            id_evento: orders[3 + (i % 3)].id_evento,
            idpedido: orders[3 + (i % 3)].idpedido,
            itens: [{ id_item: s.equipment.id }],
          }),
        );
    }
    work.push(t.request('DELETE', `/api/v1/orders/${orders[0].numero}`, { token: s.token }));
    work.push(
      t.request('DELETE', `/api/v1/orders/${orders[1].numero}/items`, { token: s.token, body: { itens: [orders[1].itens[0].id] } }),
    );
    work.push(t.request('DELETE', `/api/v1/orders/${orders[2].numero}`, { token: s.token }));
    const answers = await Promise.all(work);
    expect(answers.map((a) => a.status).filter((st) => st >= 300)).toEqual([]);
    const c = await countsVersusItems(s.accountId);
    expect(c.kept).toEqual(c.counted);
    expect((await list(s.token, {})).body.pagination.total_data).toBe(c.counted.reduce((sum, [, , n]) => sum + n, 0));
  });
});

describe('cursor paging (next_cursor / cursor)', () => {
  /** 13 items over two events with repeated values, so that ties by id matter. */
  async function filled() {
    const s = await account();
    // All in event B: a sort no index orders is walked within one event (its narrowing filter).
    for (let i = 0; i < 5; i++) {
      await s.post({
        id_evento: s.eventB.id,
        itens: [
          { id_produto: s.product.id, quantidade: 1 + (i % 2), nome: i % 3 ? 'Bolo' : 'Almoço' },
          { id_item: s.equipment.id, quantidade: 2 },
          ...(i < 3 ? [{ id_produto: s.product.id, valor: 10 * (i + 1) }] : []),
        ],
      });
    }
    return s;
  }

  /** Walks a whole list by cursor: every page's IDs. */
  async function walk(token: string, query: Record<string, string | number | undefined>) {
    const pages: number[][] = [];
    const numbers: number[] = [];
    let res = await list(token, query);
    for (;;) {
      expect(res.status).toBe(200);
      pages.push(ids(res));
      numbers.push(res.body.pagination.page);
      const next = res.body.pagination.next_cursor;
      if (next === null) break;
      expect(typeof next).toBe('string');
      res = await list(token, { ...query, cursor: next });
    }
    return { pages, numbers };
  }

  it('walks every sort field both ways with the same rows and pages as page numbers: no overlap, no gap', async () => {
    const s = await filled();
    for (const field_sort of ORDER_ITEM_SORT_FIELDS) {
      for (const sort of ['asc', 'desc']) {
        // Unfiltered where an index orders the sort, else within the event (the same 13 items).
        const narrowed = listCostProblem(ORDER_ITEM_LIST_COST, { field_sort }) !== null;
        const query = { ...(narrowed && { idevento: s.eventB.id }), field_sort, sort, limit: 4 };
        const byCursor = await walk(s.token, query);
        const byPage: number[][] = [];
        for (let page = 1; page <= 4; page++) byPage.push(ids(await list(s.token, { ...query, page })));
        expect(byCursor.pages).toEqual(byPage);
        expect(byCursor.numbers).toEqual([1, 2, 3, 4]);
        expect(new Set(byCursor.pages.flat()).size).toBe(13);
      }
    }
  });

  it('keeps the filters: the walk of one event and tipo', async () => {
    const s = await filled();
    const { pages } = await walk(s.token, { idevento: s.eventB.id, tipo: 2, field_sort: 'nome', limit: 2 });
    const all = ids(await list(s.token, { idevento: s.eventB.id, tipo: 2, field_sort: 'nome' }));
    expect(pages.flat()).toEqual(all);
    expect(all.length).toBeGreaterThan(2);
  });

  it('neither repeats nor skips a row when items are added before the cursor meanwhile', async () => {
    const s = await filled();
    const first = await list(s.token, { limit: 5 });
    await s.post({ id_evento: s.eventA.id, itens: [{ id_produto: s.product.id }] }); // lands at the end (id asc)
    const second = await list(s.token, { limit: 5, cursor: first.body.pagination.next_cursor });
    const firstIds = ids(first);
    const secondIds = ids(second);
    expect(secondIds[0]).toBeGreaterThan(firstIds[firstIds.length - 1]);
    expect(secondIds.filter((id: number) => firstIds.includes(id))).toEqual([]);
    expect(second.body.pagination.total_data).toBe(14);
  });

  it('answers next_cursor null on the last page and on an empty list', async () => {
    const s = await filled();
    expect((await list(s.token, { limit: 200 })).body.pagination.next_cursor).toBeNull();
    expect((await list(s.token, { idevento: 999999 })).body.pagination).toEqual({
      page: 1,
      page_size: 100,
      total_page: 0,
      total_data: 0,
      next_cursor: null,
    });
  });

  it.each([
    ['a malformed cursor', { cursor: 'not-a-cursor!' }, 'cursor'],
    ['a cursor that was never issued', { cursor: Buffer.from('[1,"id","asc",1,1]').toString('base64url') }, 'cursor'],
  ])('rejects %s (400 on cursor)', async (_name, query, field) => {
    const s = await filled();
    const res = await list(s.token, query);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([expect.objectContaining({ field, code: 'invalid_cursor' })]);
  });

  it('rejects a cursor of another field_sort or direction, with page, or on a budget query (400)', async () => {
    const s = await filled();
    const inB = { idevento: s.eventB.id };
    const cursor = (await list(s.token, { ...inB, field_sort: 'valor', sort: 'desc', limit: 2 })).body.pagination.next_cursor;
    for (const query of [
      { ...inB, field_sort: 'valor', cursor },
      { ...inB, field_sort: 'nome', sort: 'desc', cursor },
    ]) {
      const res = await list(s.token, query);
      expect(res.status).toBe(400);
      expect(res.body.errors[0]).toMatchObject({ field: 'cursor', code: 'invalid_cursor' });
      expect(res.body.errors[0].message).toContain('field_sort=valor&sort=desc');
    }
    // page 1 too: a cursor already says where its page starts.
    for (const page of [2, 1]) {
      const withPage = await list(s.token, { ...inB, field_sort: 'valor', sort: 'desc', cursor, page });
      expect(withPage.status).toBe(400);
      expect(withPage.body.errors).toEqual([expect.objectContaining({ field: 'page', code: 'invalid_cursor' })]);
    }
    const budget = await list(s.token, { idorcamento: 1, cursor });
    expect(budget.status).toBe(400);
    expect(budget.body.errors).toEqual([expect.objectContaining({ field: 'cursor', code: 'invalid_cursor' })]);
  });
});

describe('every filter × every field_sort × both directions', () => {
  it('answers the rows a direct ORDER BY answers (ties by id), by page and by cursor, for each combination of filters', async () => {
    const s = await account();
    const orders: { idpedido: number; numero: string }[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await s.post({
        id_evento: i % 2 ? s.eventA.id : s.eventB.id,
        itens: [
          { id_produto: s.product.id, quantidade: 1 + (i % 3), nome: i % 2 ? 'Bolo' : 'Almoço', valor: 10 + (i % 2) },
          { id_item: s.equipment.id, quantidade: 2, valor: 5 + i },
          { id_produto: s.product.id, valor: 30 },
        ],
      });
      expect(res.status).toBe(201);
      orders.push({ idpedido: res.body.data.idpedido, numero: res.body.data.numero });
    }
    const ds = t.app.get(DataSource);
    const filters: [Record<string, string | number>, string, unknown[]][] = [
      [{}, '', []],
      [{ idevento: s.eventA.id }, 'AND id_evento = ?', [s.eventA.id]],
      [{ tipo: 2 }, 'AND tipo = 2', []],
      [{ tipo: 7 }, 'AND tipo = 7', []],
      [{ idevento: s.eventB.id, tipo: 2 }, 'AND id_evento = ? AND tipo = 2', [s.eventB.id]],
      [{ pedido: orders[1].numero }, 'AND idpedido = ?', [orders[1].idpedido]],
      [{ idpedido: orders[2].idpedido }, 'AND idpedido = ?', [orders[2].idpedido]],
      [{ idpedido: orders[0].numero, tipo: 7 }, 'AND idpedido = ? AND tipo = 7', [orders[0].idpedido]],
    ];
    for (const [filter, where, params] of filters) {
      for (const field_sort of ORDER_ITEM_SORT_FIELDS) {
        for (const sort of ['asc', 'desc'] as const) {
          const dir = sort.toUpperCase();
          const expected = (
            await ds.query(`SELECT id FROM order_items WHERE account_id = ? ${where} ORDER BY ${field_sort} ${dir}, id ${dir}`, [
              s.accountId,
              ...params,
            ])
          ).map((r: { id: number }) => Number(r.id));
          const query = { ...filter, field_sort, sort, limit: 3 };
          // Bounded cost: a sort (or the type filter with it) no index serves needs one event or one order.
          if (listCostProblem(ORDER_ITEM_LIST_COST, query) !== null) {
            const refused = await list(s.token, query);
            expect([filter, field_sort, sort, refused.status, refused.body.errors[0].code]).toEqual([
              filter,
              field_sort,
              sort,
              400,
              'sort_needs_filter',
            ]);
            continue;
          }
          const byPage: number[] = [];
          for (let page = 1; page <= Math.ceil(expected.length / 3) + 1; page++) {
            const res = await list(s.token, { ...query, page });
            expect([filter, field_sort, sort, res.status, res.body.errors]).toEqual([filter, field_sort, sort, 200, undefined]);
            byPage.push(...ids(res));
          }
          const byCursor: number[] = [];
          let res = await list(s.token, query);
          for (;;) {
            expect([filter, field_sort, sort, res.status]).toEqual([filter, field_sort, sort, 200]);
            byCursor.push(...ids(res));
            if (res.body.pagination.next_cursor === null) break;
            res = await list(s.token, { ...query, cursor: res.body.pagination.next_cursor });
          }
          expect([filter, field_sort, sort, byPage, byCursor]).toEqual([filter, field_sort, sort, expected, expected]);
        }
      }
    }
  });
});
