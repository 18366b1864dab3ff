import { DataSource } from 'typeorm';
import { TestApp } from './harness';
import { orderFactories } from './order-factories';

/** An account with a client, an event and the IDs of its seeded financial lookups. */
export async function financialAccount(t: TestApp) {
  const { accountId, token } = await t.newAccount();
  const f = orderFactories(t, accountId);
  const client = await f.client({ nome: 'Maria da Silva', documento: '52998224725', email: 'maria@example.com' });
  const event = await f.event({ nome: 'Casamento Maria e João', id_cliente: client.id });
  const ds = t.app.get(DataSource);
  const first = async (table: string) => Number((await ds.query(`SELECT MIN(id) AS id FROM ${table} WHERE account_id = ?`, [accountId]))[0].id);
  const costCenters = (await ds.query(`SELECT id FROM cost_centers WHERE account_id = ? ORDER BY id`, [accountId])).map((r: { id: number }) => Number(r.id));
  return {
    accountId,
    token,
    client,
    event,
    card: await first('cards'),
    category: await first('financial_categories'),
    costCenters,
    post: (body: unknown) => t.request('POST', '/api/v1/financial', { token, body }),
    put: (id: number, body: unknown) => t.request('PUT', `/api/v1/financial/${id}`, { token, body }),
    get: (id: number) => t.request('GET', `/api/v1/financial/${id}`, { token }),
    list: (query: Record<string, string | number | boolean | undefined> = {}) => t.request('GET', '/api/v1/financial', { token, query }),
    history: (id: number, query: Record<string, string | number> = {}) => t.request('GET', `/api/v1/financial/${id}/history`, { token, query }),
  };
}

export type FinancialAccount = Awaited<ReturnType<typeof financialAccount>>;

/** Entries rows straight from the database (to check that nothing changed). */
export async function entryRows(t: TestApp, accountId: number) {
  const ds = t.app.get(DataSource);
  return ds.query(`SELECT * FROM financial_entries WHERE account_id = ? ORDER BY id`, [accountId]);
}

/**
 * The account's maintained overview totals against the same sums taken over its entries: equal
 * per type, paid state and due date (rows that count nothing aside), as they must be after any
 * sequence of writes that committed.
 */
export async function expectTotalsKept(t: TestApp, accountId: number) {
  const ds = t.app.get(DataSource);
  const norm = (rows: Record<string, unknown>[]) =>
    rows
      .map((r) => ({ key: `${r.tipo}|${Number(r.pago)}|${r.forma_pagamento}|${String(r.data_vencimento).slice(0, 10)}`, n: Number(r.n), valor: Math.round(Number(r.valor)), pago: Math.round(Number(r.pago_valor)) }))
      .filter((r) => r.n !== 0 || r.valor !== 0 || r.pago !== 0)
      .sort((a, b) => (a.key < b.key ? -1 : 1));
  const kept = await ds.query(
    'SELECT tipo, pago, forma_pagamento, data_vencimento, quantidade AS n, valor_centavos AS valor, pago_centavos AS pago_valor FROM financial_entry_totals WHERE account_id = ?',
    [accountId],
  );
  const summed = await ds.query(
    'SELECT tipo, pago, forma_pagamento, data_vencimento, COUNT(*) AS n, SUM(ROUND(valor * 100)) AS valor, SUM(ROUND(COALESCE(valorpago, valor) * 100)) AS pago_valor FROM financial_entries WHERE account_id = ? GROUP BY tipo, pago, forma_pagamento, data_vencimento',
    [accountId],
  );
  expect(norm(kept)).toEqual(norm(summed));
  expect(norm(summed).length).toBeGreaterThan(0);
}
