import { DataSource } from 'typeorm';

import { seed } from '../../bench/seed';
import { expectTotalsKept } from '../support/db-probes';
import { startTestApp, TestApp } from '../support/harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('seed: financial entries', () => {
  it('adds one plan of 3 installments per order and one payable per event, with totais and total_data equal to the entries', async () => {
    const ds = t.app.get(DataSource);
    const { accountId, token } = await seed(
      ds,
      { events: 6, items: 400, name: 'Seed financeiro', batch: 7, plansPerOrder: 1 },
      () => undefined,
    );
    const count = async (sql: string) => Number((await ds.query(sql, [accountId]))[0].n);
    const orders = await count('SELECT COUNT(*) AS n FROM orders WHERE account_id = ?');
    expect(await count(`SELECT COUNT(*) AS n FROM financial_entries WHERE account_id = ? AND tipo = 'receita'`)).toBe(orders * 3);
    expect(await count(`SELECT COUNT(*) AS n FROM financial_entries WHERE account_id = ? AND tipo = 'despesa'`)).toBe(6);
    // Every plan: 3 installments numbered 1..3 sharing the ID of the first.
    const plans = await ds.query(
      `SELECT idparcelamento, COUNT(*) AS n, MIN(numeroparcela) AS lo, MAX(numeroparcela) AS hi, MIN(id) AS first FROM financial_entries
       WHERE account_id = ? AND idparcelamento IS NOT NULL GROUP BY idparcelamento`,
      [accountId],
    );
    expect(plans).toHaveLength(orders);
    for (const p of plans) expect([Number(p.n), Number(p.lo), Number(p.hi), Number(p.first)]).toEqual([3, 1, 3, Number(p.idparcelamento)]);

    const list = await t.request('GET', '/api/v1/financial', { token, query: { limit: 1 } });
    expect(list.status).toBe(200);
    expect(list.body.pagination.total_data).toBe(orders * 3 + 6);
    const [direct] = await ds.query(
      `SELECT SUM(CASE WHEN tipo = 'receita' AND pago = 0 THEN valor ELSE 0 END) AS a_receber,
              SUM(CASE WHEN tipo = 'despesa' AND pago = 1 THEN valor ELSE 0 END) AS pago FROM financial_entries WHERE account_id = ?`,
      [accountId],
    );
    expect(list.body.totais.a_receber).toBeCloseTo(Number(direct.a_receber), 2);
    expect(list.body.totais.pago).toBeCloseTo(Number(direct.pago), 2);
    await expectTotalsKept(t, accountId);
    const view = await t.request('GET', `/api/v1/financial/${plans[0].idparcelamento}`, { token });
    expect(view.body.parcelas.map((p: any) => p.numeroparcela)).toEqual([2, 3]);
  });
});
