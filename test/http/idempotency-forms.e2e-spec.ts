import { request as httpRequest } from 'node:http';

import { DataSource } from 'typeorm';

import { IdempotencyKey } from '../../src/database/idempotency/idempotency-key.entity';
import { countRows } from '../support/db-probes';
import { financialAccount } from '../support/financial-factories';
import { startTestApp, TestApp, TestResponse } from '../support/harness';
import { orderFactories } from '../support/order-factories';

// The Idempotency-Key as the standards write it, on every route that takes one, on the real
// database (SQLite by default, MariaDB with DATABASE_URL): the draft's quoted form and the bare
// one spell the same key, two header lines are refused, a key's operation is the route and the
// resources its path names, and a body past a limit is refused before the key is looked at.
let t: TestApp;
let keyedRoutes: { path: string; params: string[] }[];
beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
  const doc = (await t.request('GET', '/docs-json')).body as { paths: Record<string, Record<string, any>> };
  keyedRoutes = Object.entries(doc.paths)
    .filter(([, item]) =>
      item.post?.parameters?.some((p: { name: string; in: string }) => p.in === 'header' && p.name === 'Idempotency-Key'),
    )
    .map(([path, item]) => ({
      path,
      params: item.post.parameters.filter((p: { in: string }) => p.in === 'path').map((p: { name: string }) => p.name),
    }));
});
afterAll(async () => {
  await t.close();
});

const replayed = (r: TestResponse<unknown>) => r.headers.get('idempotent-replayed') === 'true';
const keysOf = (accountId: number) =>
  t.app
    .get(DataSource)
    .getRepository(IdempotencyKey)
    .find({ where: { account_id: accountId } });
const json = { 'content-type': 'application/json' };

/** A route of the document with its path parameters filled (`{id}` → `id`). */
const fill = (path: string, id: string) => path.replace(/\{[^}]+\}/g, id);

describe('the routes that take a key', () => {
  it('are every POST under /api/v1 that takes a token (read from the OpenAPI document)', async () => {
    const doc = (await t.request('GET', '/docs-json')).body as { paths: Record<string, Record<string, any>> };
    const withToken = Object.entries(doc.paths)
      .filter(
        ([path, item]) =>
          path.startsWith('/api/') &&
          item.post &&
          !(item.post.security?.length === 0 || item.post.security?.some((s: object) => Object.keys(s).length === 0)),
      )
      .map(([path]) => path)
      .sort();
    expect(keyedRoutes.map((r) => r.path).sort()).toEqual(withToken);
    expect(withToken).toEqual(
      expect.arrayContaining([
        '/api/v1/orders',
        '/api/v1/clients',
        '/api/v1/financial/{id}/charge',
        '/api/v1/webhooks/deliveries/{id}/retry',
      ]),
    );
  });

  it('each answer a keyed body nested 20,000 deep with 400 too_deep, storing no key', async () => {
    const { accountId, token } = await t.newAccount();
    const deep = '['.repeat(20_000) + ']'.repeat(20_000);
    for (const route of keyedRoutes) {
      const res = await t.request('POST', fill(route.path, '1'), {
        token,
        rawBody: `{"x":${deep}}`,
        headers: { ...json, 'idempotency-key': `deep ${route.path}` },
      });
      expect({ route: route.path, status: res.status, code: res.body.errors?.[0]?.code }).toEqual({
        route: route.path,
        status: 400,
        code: 'too_deep',
      });
    }
    expect(await keysOf(accountId)).toEqual([]);
  });

  it('each refuse a deep body before the token is looked at (the limit holds as the body is read)', async () => {
    const deep = '['.repeat(20_000) + ']'.repeat(20_000);
    const res = await t.request('POST', '/api/v1/clients', { rawBody: deep, headers: { ...json, 'idempotency-key': 'no-token' } });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].code).toBe('too_deep');
  });

  it('each replay a request whose key is sent quoted after it was sent bare, and whose IDs are zero-padded', async () => {
    const { accountId, token } = await t.newAccount();
    for (const route of keyedRoutes) {
      const key = `forms ${route.path}`;
      // An ID that names nothing: a 404 (or a 4xx of the body) is a kept answer like any other.
      const first = await t.request('POST', fill(route.path, '999999'), { token, body: {}, headers: { 'idempotency-key': key } });
      expect(first.status).toBeLessThan(500);
      const padded = route.params.length > 0 ? fill(route.path, '000999999') : route.path;
      const again = await t.request('POST', padded, { token, body: {}, headers: { 'idempotency-key': `"${key}"` } });
      expect({ route: route.path, status: again.status, replayed: replayed(again), text: again.text }).toEqual({
        route: route.path,
        status: first.status,
        replayed: true,
        text: first.text,
      });
    }
    expect(await keysOf(accountId)).toHaveLength(keyedRoutes.length);
  });
});

describe('the two forms of a key', () => {
  async function setup() {
    const { accountId, token } = await t.newAccount();
    const f = orderFactories(t, accountId);
    const event = await f.event({ nome: 'Formatura' });
    const product = await f.product({ nome: 'Bolo', valor: 300, valorcusto: 120 });
    const order = (key: string) =>
      t.request('POST', '/api/v1/orders', {
        token,
        body: { id_evento: event.id, itens: [{ id_produto: product.id }] },
        headers: { 'idempotency-key': key },
      });
    return { accountId, order };
  }

  it('bare then quoted: one order, the second answer replayed', async () => {
    const { accountId, order } = await setup();
    const first = await order('8e03978e-40d5-43e8-bc93-6894a57f9324');
    expect(first.status).toBe(201);
    const second = await order('"8e03978e-40d5-43e8-bc93-6894a57f9324"');
    expect(second.status).toBe(201);
    expect(replayed(second)).toBe(true);
    expect(second.text).toBe(first.text);
    expect(await countRows(t, 'orders', accountId)).toBe(1);
  });

  it('quoted then bare, escapes included: one order', async () => {
    const { accountId, order } = await setup();
    expect((await order('"pedido \\"A\\" 1"')).status).toBe(201);
    const bare = await order('pedido "A" 1');
    expect(replayed(bare)).toBe(true);
    expect(await countRows(t, 'orders', accountId)).toBe(1);
    const [stored] = await keysOf(accountId);
    expect(stored!.idempotency_key).toBe('pedido "A" 1');
  });

  it.each([['""'], ['"unterminated'], ['"a"b'], ['"bad \\escape"']])(
    'is 400 for the malformed quoted key %s, and nothing is written',
    async (key) => {
      const { accountId, order } = await setup();
      const res = await order(key);
      expect(res.status).toBe(400);
      expect(res.body.errors[0]).toMatchObject({ field: 'Idempotency-Key', code: 'invalid_idempotency_key' });
      expect(await countRows(t, 'orders', accountId)).toBe(0);
    },
  );

  /** A POST with the header on two lines (fetch would join them into one). */
  function twoLines(token: string, body: unknown, values: [string, string]): Promise<{ status: number; body: any }> {
    const url = new URL('/api/v1/orders', t.baseUrl);
    return new Promise((resolve, reject) => {
      const req = httpRequest(url, { method: 'POST' }, (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode!, body: JSON.parse(text) }));
      });
      req.on('error', reject);
      req.setHeader('authorization', `Bearer ${token}`);
      req.setHeader('content-type', 'application/json');
      req.setHeader('idempotency-key', values);
      req.end(JSON.stringify(body));
    });
  }

  it.each([
    ['two keys', ['k1', 'k2']],
    ['the same key twice', ['k1', 'k1']],
  ] as [string, [string, string]][])('is 400 for two Idempotency-Key lines (%s), and nothing is written', async (_, values) => {
    const { accountId, token } = await t.newAccount();
    const event = await orderFactories(t, accountId).event();
    const res = await twoLines(token, { id_evento: event.id }, values);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      { field: 'Idempotency-Key', code: 'invalid_idempotency_key', message: 'send one Idempotency-Key header, not several' },
    ]);
    expect(await countRows(t, 'orders', accountId)).toBe(0);
    expect(await keysOf(accountId)).toEqual([]);
  });
});

describe("a key's operation is the route and the resource it names", () => {
  it('a charge with its ID zero-padded replays the charge: one charge, not 409 charge_issued', async () => {
    const a = await financialAccount(t);
    const entry = await a.post({ tipo: 'receita', descricao: 'Sinal', valor: 500, data_vencimento: '2030-06-10' });
    expect(entry.status).toBe(201);
    const id = entry.body.data[0].id as number;
    const charge = (path: string) =>
      t.request('POST', path, { token: a.token, body: { forma: 'pix', gateway: 'manual' }, headers: { 'idempotency-key': 'charge-once' } });
    const first = await charge(`/api/v1/financial/${id}/charge`);
    expect(first.status).toBe(201);
    const padded = await charge(`/api/v1/financial/0${id}/charge`);
    expect(padded.status).toBe(201);
    expect(replayed(padded)).toBe(true);
    expect(padded.text).toBe(first.text);
    expect(await countRows(t, 'financial_charges', a.accountId)).toBe(1);
    const [stored] = await keysOf(a.accountId);
    expect(stored!.path).toBe(`/api/v1/financial/${id}/charge`);
  });

  it('another resource on the same route is another operation', async () => {
    const a = await financialAccount(t);
    const ids: number[] = [];
    for (const valor of [100, 200])
      ids.push((await a.post({ tipo: 'receita', descricao: 'Parcela', valor, data_vencimento: '2030-06-10' })).body.data[0].id);
    for (const id of ids) {
      const res = await t.request('POST', `/api/v1/financial/${id}/charge`, {
        token: a.token,
        body: { forma: 'pix', gateway: 'manual' },
        headers: { 'idempotency-key': 'same-key' },
      });
      expect(res.status).toBe(201);
      expect(replayed(res)).toBe(false);
    }
    expect(await countRows(t, 'financial_charges', a.accountId)).toBe(2);
  });
});
