import { DataSource } from 'typeorm';

import { AccountAdmission } from '../../src/database/account-admission';
import { isMysqlFamily } from '../../src/database/engine';
import { startTestApp, TestApp } from '../support/harness';
import { OpenApiDocument, pathWithExamples, requestBodyExamples } from '../support/openapi-sample';
import { orderFactories } from '../support/order-factories';

// Per-account database concurrency (ACCOUNT_DB_CONCURRENCY): one account's flood of requests
// gets its own 503s, never another account's slots. With a limit of 1 and no wait, account A's
// concurrent requests past its one slot are refused, while account B, sending one request at a
// time, always finds its own slot free: every one of B's requests succeeds during A's flood.
describe('per-account database concurrency', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ ACCOUNT_DB_CONCURRENCY: '1', ACCOUNT_DB_WAIT_MS: '0', RATE_LIMIT_PER_MINUTE: '100000' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("refuses a flooding account's requests past its share with 503 busy and Retry-After, and never another account's", async () => {
    const a = await t.newAccount('Flood');
    const b = await t.newAccount('Neighbour');
    // Writes: each holds its slot for its transaction (on SQLite, queued behind the others).
    const flood = Array.from({ length: 40 }, (_, i) =>
      t.request('POST', '/api/v1/clients', { token: a.token, body: { nome: `Cliente ${i}` } }),
    );
    const neighbour: number[] = [];
    const steady = (async () => {
      for (let i = 0; i < 15; i++) neighbour.push((await t.request('GET', '/api/v1/howmet', { token: b.token })).status);
    })();
    const [answers] = await Promise.all([Promise.all(flood), steady]);
    expect(neighbour).toEqual(Array(15).fill(200));
    const statuses = answers.map((r) => r.status);
    expect(statuses.every((s) => s === 201 || s === 503)).toBe(true);
    expect(statuses).toContain(201);
    const refused = answers.filter((r) => r.status === 503);
    // On MariaDB/MySQL the flood's requests overlap and those past A's one slot are refused. On
    // SQLite one connection runs every statement in turn, the authentication's included, so a
    // request reaches its account's slot only once the one before has ended: none is refused.
    if (isMysqlFamily(t.app.get(DataSource).options.type)) expect(refused.length).toBeGreaterThan(0);
    for (const r of refused) {
      expect(r.headers.get('retry-after')).toBe('1');
      expect(r.body).toMatchObject({ status: 'error', errors: [expect.objectContaining({ code: 'busy' })] });
    }
    // Nothing of a refused request was written; the flood over, A's slot is free again.
    const listed = await t.request('GET', '/api/v1/clients', { token: a.token, query: { limit: 200 } });
    expect(listed.body.pagination.total_data).toBe(statuses.filter((s) => s === 201).length);
  });

  it("makes a request past the share wait for its own account's slot when a wait is allowed", async () => {
    const waiting = await startTestApp({ ACCOUNT_DB_CONCURRENCY: '1', ACCOUNT_DB_WAIT_MS: '30000', RATE_LIMIT_PER_MINUTE: '100000' });
    try {
      const { token } = await waiting.newAccount('Patient');
      const answers = await Promise.all(Array.from({ length: 20 }, () => waiting.request('GET', '/api/v1/howmet', { token })));
      expect(answers.map((r) => r.status)).toEqual(Array(20).fill(200));
    } finally {
      await waiting.close();
    }
  });

  it("takes the account's slot on every route: with the account's one slot held, every operation of the API document answers 503 busy", async () => {
    const { accountId, token } = await t.newAccount('Walker');
    const neighbour = await t.newAccount('Walker neighbour');
    // The public routes that act for the account: its gateway return URL and its proposal page.
    const gateway = await t.request('PUT', '/api/v1/financial/gateways/asaas', { token, body: { padrao: false } });
    expect(gateway.status).toBe(200);
    const f = orderFactories(t, accountId);
    const client = await f.client({ nome: 'Ana Souza' });
    const product = await f.product({ nome: 'Buffet', valor: 100 });
    const budget = await t.request('POST', '/api/v1/budgets', {
      token,
      body: { id_cliente: client.id, nome_evento: 'Festa', itens: [{ idproduto: product.id, tipo: 'produto', quantidade: 1 }] },
    });
    expect(budget.status).toBe(201);
    const proposal = new URL(budget.body.data.link_proposta, 'http://x').pathname;
    const doc = (await t.request<OpenApiDocument>('GET', '/docs-json')).body;

    const admission = t.app.get(AccountAdmission);
    await admission.acquire(accountId);
    try {
      const passed: string[] = [];
      let walked = 0;
      for (const [path, item] of Object.entries<any>(doc.paths)) {
        for (const method of ['get', 'post', 'put', 'patch', 'delete']) {
          const operation = item[method];
          // Public operations (no API token) are checked apart, below.
          if (!operation || operation.security?.every((s: object) => Object.keys(s).length === 0)) continue;
          walked += 1;
          const body = requestBodyExamples(doc, operation)[0]?.value;
          const res = await t.request(method.toUpperCase(), pathWithExamples(path, operation, item), { token, body });
          if (res.status !== 503 || res.body?.errors?.[0]?.code !== 'busy') passed.push(`${method.toUpperCase()} ${path}: ${res.status}`);
        }
      }
      expect(walked).toBeGreaterThan(60);
      expect(passed).toEqual([]);
      // The account's gateway return and its proposal page act for it: they wait for its slot too.
      const ret = await t.request('POST', gateway.body.data.url_retorno, { token: null, body: { id: 'evt_1', event: 'PAYMENT_RECEIVED' } });
      expect([ret.status, ret.body.errors?.[0]?.code]).toEqual([503, 'busy']);
      const page = await t.request('GET', proposal, { token: null });
      expect(page.status).toBe(503);
      expect(page.headers.get('retry-after')).toBe('1');
      expect(page.text).toContain('Tente de novo');
      // Another account is not held back, and the account is served again once its slot is free.
      expect((await t.request('GET', '/api/v1/clients', { token: neighbour.token })).status).toBe(200);
    } finally {
      admission.release(accountId);
    }
    expect((await t.request('GET', '/api/v1/clients', { token })).status).toBe(200);
    expect((await t.request('GET', proposal, { token: null })).status).toBe(200);
  });

  it("runs a tenant's parallel manual returns within its share, beside another tenant's reads", async () => {
    const { accountId, token } = await t.newAccount('Returns');
    const neighbour = await t.newAccount('Returns neighbour');
    const f = orderFactories(t, accountId);
    const client = await f.client({ nome: 'Bia' });
    const entries: number[] = [];
    for (let i = 0; i < 6; i++) {
      const entry = await t.request('POST', '/api/v1/financial', {
        token,
        body: { tipo: 'receita', descricao: `Parcela ${i}`, valor: 100, data_vencimento: '2026-12-10', id_cliente: client.id },
      });
      expect(entry.status).toBe(201);
      const id = entry.body.data[0].id as number;
      const charge = await t.request('POST', `/api/v1/financial/${id}/charge`, {
        token,
        body: { forma: 'pix', gateway: 'manual' },
      });
      expect(charge.status).toBe(201);
      entries.push(id);
    }
    const admission = t.app.get(AccountAdmission);
    await admission.acquire(accountId); // its one slot held: every return of the account waits for it
    try {
      const answers = await Promise.all(
        entries.map((id) => t.request('POST', `/api/v1/financial/${id}/charge/return`, { token, body: { status: 'paga' } })),
      );
      expect(answers.map((r) => r.status)).toEqual(Array(entries.length).fill(503));
      expect((await t.request('GET', '/api/v1/howmet', { token: neighbour.token })).status).toBe(200);
    } finally {
      admission.release(accountId);
    }
    const paid = await t.request('POST', `/api/v1/financial/${entries[0]}/charge/return`, { token, body: { status: 'paga' } });
    expect(paid.status).toBe(200);
  });
});
