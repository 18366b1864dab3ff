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
  const first = async (table: string) =>
    Number((await ds.query(`SELECT MIN(id) AS id FROM ${table} WHERE account_id = ?`, [accountId]))[0].id);
  const costCenters = (await ds.query(`SELECT id FROM cost_centers WHERE account_id = ? ORDER BY id`, [accountId])).map(
    (r: { id: number }) => Number(r.id),
  );
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
    history: (id: number, query: Record<string, string | number> = {}) =>
      t.request('GET', `/api/v1/financial/${id}/history`, { token, query }),
  };
}

export type FinancialAccount = Awaited<ReturnType<typeof financialAccount>>;
