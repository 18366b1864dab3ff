import { DataSource } from 'typeorm';

import { seed } from '../../bench/seed';
import { accountContext } from '../../src/cli/command';
import { ReservationsRebuilder } from '../../src/modules/availability/reservations-rebuilder.service';
import { LOOKUP_DEFAULTS } from '../../src/modules/lookups/lookup-kinds';
import { startTestApp, TestApp } from '../support/harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('seed', () => {
  it('loads a new account with the requested events and items, readable through the API', async () => {
    const ds = t.app.get(DataSource);
    const lines: string[] = [];
    const { accountId, token } = await seed(ds, { events: 40, items: 1000, name: 'Seed test', batch: 0 }, (l) => lines.push(l));
    const count = async (table: string) =>
      Number((await ds.query(`SELECT COUNT(*) AS n FROM ${table} WHERE account_id = ?`, [accountId]))[0].n);
    expect(await count('events')).toBe(40);
    expect(await count('order_items')).toBe(1000);
    expect(await count('budget_items')).toBeGreaterThan(0);
    expect(lines.at(-1)).toBe(`account ID: ${accountId}`);
    // The lookup lists every new account starts with (its own sellers apart), as the API lists them.
    const categories = await t.request('GET', '/api/v1/financialcategory', { token });
    expect(categories.body.data.map((c: { nome: string }) => c.nome)).toEqual(LOOKUP_DEFAULTS.financialcategory);
    for (const table of ['how_met', 'event_types', 'event_locations', 'cards', 'cost_centers'])
      expect(await count(table)).toBeGreaterThan(0);

    const list = await t.request('GET', '/api/v1/orders', { token, query: { limit: 200, page: 5 } });
    expect(list.status).toBe(200);
    expect(list.body.pagination).toEqual({ page: 5, page_size: 200, total_page: 5, total_data: 1000, next_cursor: null });
    const item = list.body.data[0];
    expect((await t.request('GET', `/api/v1/orders/${item.id}`, { token })).body).toEqual(item);
    // totals as the API computes them
    expect(item.valortotal).toBeCloseTo(item.valorvenda * item.quantidade * item.ndias - item.valordesconto + item.valoradd, 2);

    // the event's sequence continues after the seeded orders
    const [{ n: seeded }] = await ds.query('SELECT COUNT(*) AS n FROM orders WHERE account_id = ? AND id_evento = ?', [
      accountId,
      item.id_evento,
    ]);
    const created = await t.request('POST', '/api/v1/orders', { token, body: { id_evento: item.id_evento } });
    expect(created.body.data.sequencial).toBe(Number(seeded) + 1);

    // The equipment reservations are the ones the API keeps: a rebuild from the orders and the
    // events' days finds nothing to change. Some events last more than a day, some equipment has
    // its stock enforced.
    expect(
      Number((await ds.query('SELECT COUNT(*) AS n FROM equipment_holdings WHERE account_id = ? AND fim > inicio', [accountId]))[0].n),
    ).toBeGreaterThan(0);
    expect(
      Number((await ds.query('SELECT COUNT(*) AS n FROM equipment WHERE account_id = ? AND controle_estoque = 1', [accountId]))[0].n),
    ).toBeGreaterThan(0);
    const rebuilt = await t.app.get(ReservationsRebuilder).rebuild(await accountContext(t.app, String(accountId)));
    expect(rebuilt.holdings).toBe(await count('equipment_holdings'));
    expect(rebuilt.periods).toBeGreaterThan(0);
    expect(rebuilt.differed).toBe(0);

    const [budget] = await ds.query('SELECT id FROM budgets WHERE account_id = ? ORDER BY id LIMIT 1', [accountId]);
    const items = await t.request('GET', '/api/v1/orders', { token, query: { idorcamento: Number(budget.id) } });
    expect(items.body.pagination.total_data).toBe(10);
  });
});
