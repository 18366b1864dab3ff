import { DataSource } from 'typeorm';

import { accountsOf, parseTiers, seedAccounts } from '../../bench/seed';
import { startTestApp, TestApp } from '../support/harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('seed: many accounts', () => {
  it('reads tiers as <count>x<items>, with separators in the numbers', () => {
    expect(parseTiers('1x250000,6x50_000,60×5,000')).toEqual([
      { count: 1, items: 250_000 },
      { count: 6, items: 50_000 },
      { count: 60, items: 5000 },
    ]);
  });

  it.each(['', '1x', 'x500', '0x500', '2x0', '3*500', '1x500,abc'])('refuses the tiers %p', (text) => {
    expect(() => parseTiers(text)).toThrow(/--accounts/);
  });

  it('plans each account of the tiers, largest first, with unique names', () => {
    const accounts = accountsOf(
      [
        { count: 2, items: 500 },
        { count: 1, items: 2500 },
      ],
      'Bench',
    );
    expect(accounts.map((a) => [a.name, a.items, a.events])).toEqual([
      ['Bench 2500 #1', 2500, 20],
      ['Bench 500 #1', 500, 4],
      ['Bench 500 #2', 500, 4],
    ]);
  });

  it('seeds every account with its own items, entries and a working token, exactly what the API reads', async () => {
    const ds = t.app.get(DataSource);
    const planned = accountsOf(parseTiers('1x600,2x250'), 'Many');
    const seeded = await seedAccounts(ds, planned, 2, () => undefined);
    expect(seeded.map((a) => [a.name, a.items])).toEqual(planned.map((a) => [a.name, a.items]));
    expect(new Set(seeded.map((a) => a.accountId)).size).toBe(3);
    for (const a of seeded) {
      const count = async (table: string) =>
        Number((await ds.query(`SELECT COUNT(*) AS n FROM ${table} WHERE account_id = ?`, [a.accountId]))[0].n);
      expect(await count('order_items')).toBe(a.items);
      const list = await t.request('GET', '/api/v1/orders', { token: a.token, query: { limit: 1 } });
      expect(list.status).toBe(200);
      expect(list.body.pagination.total_data).toBe(a.items);
      const entries = await t.request('GET', '/api/v1/financial', { token: a.token, query: { limit: 1 } });
      expect(entries.status).toBe(200);
      expect(entries.body.pagination.total_data).toBe(await count('financial_entries'));
      // Each plan of 3 receivables is addressable by its ID, as one the API creates.
      const [plan] = await ds.query(
        'SELECT idparcelamento AS id FROM financial_entries WHERE account_id = ? AND idparcelamento IS NOT NULL LIMIT 1',
        [a.accountId],
      );
      const installments = await t.request('GET', '/api/v1/financial', {
        token: a.token,
        query: { idparcelamento: Number(plan.id), field_sort: 'numeroparcela' },
      });
      expect(installments.body.data.map((e: { numeroparcela: number }) => e.numeroparcela)).toEqual([1, 2, 3]);
      // Another account's token sees none of it.
      const other = seeded.find((x) => x.accountId !== a.accountId)!;
      const foreign = await t.request('GET', '/api/v1/financial', { token: other.token, query: { idparcelamento: Number(plan.id) } });
      expect(foreign.body.pagination.total_data).toBe(0);
    }
  });
});
