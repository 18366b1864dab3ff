import { DataSource } from 'typeorm';
import { startTestApp, TestApp } from '../../support/harness';
import { capturingQueries, insertsInto } from '../../support/db-probes';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});


const statements = (queries: string[], verb: 'INSERT INTO' | 'SELECT', table: string) =>
  verb === 'SELECT' ? queries.filter((q) => new RegExp(`^SELECT .* FROM [\`"]?${table}[\`"]? `, 'is').test(q.trim())) : insertsInto(queries, table);

describe('POST /api/v1/clients with a batch', () => {
  it('writes a 100-client batch with one INSERT and the statements of a 1-client batch, nothing read back, in the order sent', async () => {
    const { token } = await t.newAccount();
    const body = Array.from({ length: 100 }, (_, i) => ({ nome: `Cliente ${i + 1}`, email: `c${i + 1}@example.com`, telefone: `(11) 9${String(i).padStart(4, '0')}-0000` }));
    const post = (clients: object[]) => capturingQueries(t.app.get(DataSource), () => t.request('POST', '/api/v1/clients', { token, body: clients }));
    await post([{ nome: 'Primeiro' }]); // a token's first use also records last_used_at
    const one = await post([{ nome: 'Um', documento: '529.982.247-25' }]);
    const { result: res, queries } = await post(body.map((c, i) => (i === 0 ? { ...c, documento: '111.444.777-35' } : c)));
    expect([one.result.status, res.status]).toEqual([201, 201]);
    // (A pooled connection's first transaction sets its session's isolation level once.)
    const perRequest = (list: string[]) => list.filter((q) => !/^SET SESSION TRANSACTION/i.test(q.trim()));
    expect(perRequest(queries)).toHaveLength(perRequest(one.queries).length);
    expect(statements(queries, 'INSERT INTO', 'clients')).toHaveLength(1);
    // One duplicate-documento check for the whole batch; the new rows are never read back.
    expect(statements(queries, 'SELECT', 'clients')).toHaveLength(1);
    expect(res.body.data.map((c: any) => c.nome)).toEqual(body.map((c) => c.nome));
    const ids = res.body.data.map((c: any) => c.id);
    expect(ids).toEqual([...ids].sort((a: number, b: number) => a - b));
    expect(new Set(ids).size).toBe(100);
    // each answer is the stored client, as its view returns it
    const [first, last] = [res.body.data[0], res.body.data[99]];
    expect((await t.request('GET', `/api/v1/clients/${first.id}`, { token })).body).toEqual(first);
    expect((await t.request('GET', `/api/v1/clients/${last.id}`, { token })).body).toEqual(last);
    expect(last).toMatchObject({ email: 'c100@example.com', telefone: '11900990000' });
  });

  it('writes nothing when one client of the batch is refused (duplicate documento)', async () => {
    const { accountId, token } = await t.newAccount();
    const body = [{ nome: 'Ana' }, { nome: 'Bia', documento: '529.982.247-25' }, { nome: 'Caio', documento: '52998224725' }];
    const res = await t.request('POST', '/api/v1/clients', { token, body });
    expect(res.status).toBe(409);
    const [{ n }] = await t.app.get(DataSource).query('SELECT COUNT(*) AS n FROM clients WHERE account_id = ?', [accountId]);
    expect(Number(n)).toBe(0);
  });
});
