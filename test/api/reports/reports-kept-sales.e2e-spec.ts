import fc from 'fast-check';
import { DataSource } from 'typeorm';

import { commandIn } from '../../support/cli-in';
import { expectItemCountsKept } from '../../support/db-probes';
import { startTestApp, TestApp } from '../../support/harness';
import { orderFactories } from '../../support/order-factories';

// The order items' kept counters (per event, tipo and seller, with their sales) against a
// recomputation over the items, after any sequence of order writes through the API: orders
// created with lines of two sellers and none, lines added, edited (quantity, discount, addition,
// a total set by hand) and deleted, whole orders deleted. The commissions on sales are checked
// against the same computed here from the lines the API lists.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

type Write =
  | { op: 'create'; event: number; lines: { seller: number; qty: number; days: number }[]; into: number | null }
  | { op: 'edit'; pick: number; set: Record<string, number> }
  | { op: 'deleteItems'; pick: number }
  | { op: 'deleteOrder'; pick: number };

const write: fc.Arbitrary<Write> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      op: fc.constant('create' as const),
      event: fc.nat(1),
      lines: fc.array(fc.record({ seller: fc.nat(2), qty: fc.integer({ min: 1, max: 40 }), days: fc.integer({ min: 1, max: 3 }) }), {
        minLength: 1,
        maxLength: 4,
      }),
      into: fc.option(fc.nat(), { nil: null }),
    }),
  },
  fc.record({
    op: fc.constant('edit' as const),
    pick: fc.nat(),
    set: fc.oneof(
      fc.integer({ min: 1, max: 60 }).map((quantidade) => ({ quantidade })),
      fc.integer({ min: 0, max: 999 }).map((c) => ({ valordesconto: c / 100 })),
      fc.integer({ min: 0, max: 999 }).map((c) => ({ valoradd: c / 100, ndias: 2 })),
      fc.integer({ min: 1, max: 99_999 }).map((c) => ({ quantidade: 2, valortotal: c / 100 })),
    ),
  }),
  fc.record({ op: fc.constant('deleteItems' as const), pick: fc.nat() }),
  fc.record({ op: fc.constant('deleteOrder' as const), pick: fc.nat() }),
);

it('the kept sales equal a recomputation after any sequence of order writes, and the commissions add them up', async () => {
  let applied = 0;
  await fc.assert(
    fc.asyncProperty(fc.array(write, { minLength: 1, maxLength: 10 }), async (writes) => {
      const { accountId, token } = await t.newAccount();
      const f = orderFactories(t, accountId);
      const sellers = [
        await f.seller({ nome: 'Ana', comissao_percentual: 5 }),
        await f.seller({ nome: 'Bruno', comissao_percentual: 7.5 }),
      ];
      const events = [
        await f.event({ data_evento: '2026-03-10', id_vendedor: sellers[0].id }),
        await f.event({ data_evento: '2026-03-20', id_vendedor: null }),
      ];
      const product = await f.product({ valor: 33.33, valorcusto: 10 });
      const req = (method: string, path: string, body?: unknown) => t.request(method, path, { token, body });
      const orders: { numero: string; idpedido: number; event: number }[] = [];
      const items: { id: number; order: string }[] = [];
      for (const w of writes) {
        if (w.op === 'create') {
          const into = w.into === null || orders.length === 0 ? undefined : orders[w.into % orders.length];
          const event = into ? into.event : events[w.event].id;
          const res = await req('POST', '/api/v1/orders', {
            id_evento: event,
            ...(into ? { idpedido: into.idpedido } : {}),
            // Seller 2 is none: the line takes the event's seller, or none when the event has none.
            itens: w.lines.map((l) => ({
              id_produto: product.id,
              quantidade: l.qty,
              ndias: l.days,
              ...(l.seller < 2 ? { id_vendedor: sellers[l.seller].id } : {}),
            })),
          });
          expect(res.status).toBe(201);
          if (!into) orders.push({ numero: res.body.data.numero, idpedido: res.body.data.idpedido, event });
          // Items added to an order answer without its number: it is the order's.
          const numero = into ? into.numero : (res.body.data.numero as string);
          items.push(...res.body.data.itens.map((it: { id: number }) => ({ id: it.id, order: numero })));
        } else if (items.length > 0) {
          const item = items[w.pick % items.length];
          if (w.op === 'edit') {
            const res = await req('PUT', `/api/v1/orders/${item.order}`, { itens: [{ id: item.id, ...w.set }] });
            expect(res.status).toBe(200);
          } else if (w.op === 'deleteItems') {
            expect((await req('DELETE', `/api/v1/orders/${item.order}/items`, { itens: [item.id] })).status).toBe(200);
            items.splice(items.indexOf(item), 1);
          } else {
            expect((await req('DELETE', `/api/v1/orders/${item.order}`)).status).toBe(200);
            for (const gone of items.filter((i) => i.order === item.order)) items.splice(items.indexOf(gone), 1);
            orders.splice(
              orders.findIndex((o) => o.numero === item.order),
              1,
            );
          }
          applied++;
        }
      }
      await expectItemCountsKept(t, accountId);
      // The commissions on sales against the lines the API lists, per seller, in cents.
      const expected = new Map<number, number>();
      for (const e of events) {
        const lines = (await t.request('GET', '/api/v1/orders', { token, query: { idevento: e.id, limit: 200 } })).body.data as {
          id_vendedor: number | null;
          valortotal: number;
        }[];
        for (const l of lines)
          if (l.id_vendedor) expected.set(l.id_vendedor, (expected.get(l.id_vendedor) ?? 0) + Math.round(l.valortotal * 100));
      }
      const report = (await t.request('GET', '/api/v1/reports/commissions', { token, query: { de: '2026-03', ate: '2026-03' } })).body;
      const shown = new Map<number, number>(
        report.vendedores.map((v: { id_vendedor: number; base: number }) => [v.id_vendedor, Math.round(v.base * 100)]),
      );
      expect(shown).toEqual(new Map([...expected].filter(([, c]) => c !== 0)));
    }),
    { numRuns: 20 },
  );
  expect(applied).toBeGreaterThan(10);
});

it('orders:rebuild-counts makes the counters again from the items after they were changed by hand', async () => {
  const { accountId, token } = await t.newAccount();
  const f = orderFactories(t, accountId);
  const seller = await f.seller({ comissao_percentual: 10 });
  const event = await f.event({ data_evento: '2026-03-10', id_vendedor: seller.id });
  const product = await f.product({ valor: 10 });
  const res = await t.request('POST', '/api/v1/orders', {
    token,
    body: { id_evento: event.id, itens: [{ id_produto: product.id, quantidade: 3 }] },
  });
  expect(res.status).toBe(201);
  const ds = t.app.get(DataSource);
  await ds.query('UPDATE order_item_counts SET n = n + 5, valor_centavos = 1 WHERE account_id = ?', [accountId]);
  await expect(expectItemCountsKept(t, accountId)).rejects.toThrow();
  const run = await commandIn(t, ['orders:rebuild-counts', String(accountId)]);
  expect(run).toMatchObject({ code: 0, stdout: expect.stringContaining('rebuilt from 1 items') });
  await expectItemCountsKept(t, accountId);
  const report = await t.request('GET', '/api/v1/reports/commissions', { token, query: { de: '2026-03', ate: '2026-03' } });
  expect(report.body.totais).toEqual({ base: 30, comissao: 3 });
});
