import { DataSource } from 'typeorm';

import { cpfCheckDigits } from '../../../src/common/documento.rules';
import { leastStatements } from '../../support/db-probes';
import { startTestApp, TestApp } from '../../support/harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A valid CPF of its own for each `n` (a batch with a documento runs the duplicate check). */
const cpf = (n: number) => {
  const base = String(300_000_000 + n).padStart(9, '0');
  return base + cpfCheckDigits(base);
};

describe('POST /api/v1/clients with a batch', () => {
  it('writes a 100-client batch with one INSERT and the statements of a 1-client batch, nothing read back, in the order sent', async () => {
    const { token } = await t.newAccount();
    const body = Array.from({ length: 100 }, (_, i) => ({
      nome: `Cliente ${i + 1}`,
      email: `c${i + 1}@example.com`,
      telefone: `(11) 9${String(i).padStart(4, '0')}-0000`,
    }));
    const post = (clients: object[]) => t.request('POST', '/api/v1/clients', { token, body: clients });
    await post([{ nome: 'Primeiro' }]); // a token's first use also records last_used_at
    // A batch costs the statements of a 1-client batch: one INSERT for all rows, one duplicate
    // check for all documentos, the new rows never read back. A statement per client would add 99.
    const ds = t.app.get(DataSource);
    const one = await leastStatements(ds, async (run) =>
      expect((await post([{ nome: `Um ${run}`, documento: cpf(run) }])).status).toBe(201),
    );
    const hundred = await leastStatements(ds, async (run) =>
      expect(
        (await post(body.map((c, i) => ({ ...c, nome: `${c.nome} (${run})`, ...(i === 0 ? { documento: cpf(10 + run) } : {}) })))).status,
      ).toBe(201),
    );
    expect(hundred).toBeLessThanOrEqual(one);
    // And that 1-client batch reads nothing back either: its transaction (2), the duplicate check,
    // the INSERT, and the outbox's notification (its INSERT, the row's stored defaults, the
    // account's webhooks). A read-back of the new rows would make 8.
    expect(one).toBeLessThanOrEqual(7);
    // The batch that answers: the stored clients, in the order sent.
    const res = await post(body.map((c, i) => (i === 0 ? { ...c, documento: '111.444.777-35' } : c)));
    expect(res.status).toBe(201);
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
