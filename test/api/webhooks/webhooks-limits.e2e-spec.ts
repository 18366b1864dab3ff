import { DataSource } from 'typeorm';

import { networkCallsRefused } from '../../../src/database/network-guard';
import { startTestApp, TestApp } from '../../support/harness';

// Trust boundaries of outgoing webhooks, as a tenant meets them over HTTP: a cap per account,
// one webhook per destination, the destination guard without leaks, usable signing secrets,
// and the DNS check made before any transaction (with an Idempotency-Key too).

const hook = (path: string, host = 'hooks.example.com.br') => `https://${host}/${path}`;
const body = (url: string, extra: Record<string, unknown> = {}) => ({ url, events: ['customer_created'], ...extra });

describe('webhooks per account and per destination', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ WEBHOOKS_PER_ACCOUNT_MAX: '3' });
  });
  afterAll(async () => {
    await t.close();
  });

  const create = (token: string, url: string, headers?: Record<string, string>) =>
    t.request('POST', '/api/v1/webhooks', { token, body: body(url), headers });

  it('refuses a webhook beyond WEBHOOKS_PER_ACCOUNT_MAX with 409 limit_reached, per account, until one is deleted', async () => {
    const a = await t.newAccount();
    const b = await t.newAccount();
    const ids: number[] = [];
    for (const n of [1, 2, 3]) {
      const res = await create(a.token, hook(`a${n}`));
      expect(res.status).toBe(201);
      ids.push(res.body.data.id);
    }
    const over = await create(a.token, hook('a4'));
    expect(over.status).toBe(409);
    expect(over.body).toMatchObject({
      status: 'error',
      errors: [{ code: 'limit_reached', message: expect.stringContaining('at most 3 webhooks') }],
    });
    expect((await t.request('GET', '/api/v1/webhooks', { token: a.token })).body.pagination.total_data).toBe(3);
    // Another account has its own allowance.
    expect((await create(b.token, hook('a4'))).status).toBe(201);
    // Room again after a delete.
    expect((await t.request('DELETE', `/api/v1/webhooks/${ids[0]}`, { token: a.token })).status).toBe(200);
    expect((await create(a.token, hook('a4'))).status).toBe(201);
  });

  it('never lets concurrent creates go past the limit (one slot left: one 201)', async () => {
    const { token } = await t.newAccount();
    for (const n of [1, 2]) expect((await create(token, hook(`r${n}`))).status).toBe(201);
    const answers = await Promise.all([3, 4, 5, 6, 7, 8].map((n) => create(token, hook(`r${n}`))));
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    for (const r of answers.filter((a) => a.status === 409)) expect(r.body.errors[0].code).toBe('limit_reached');
    expect((await t.request('GET', '/api/v1/webhooks', { token })).body.pagination.total_data).toBe(3);
  });

  it('never lets concurrent first creates of an empty account go past the limit', async () => {
    const { token } = await t.newAccount();
    const answers = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => create(token, hook(`e${n}`))));
    expect(answers.filter((r) => r.status === 201)).toHaveLength(3);
    for (const r of answers.filter((a) => a.status !== 201)) expect(r.body.errors[0].code).toBe('limit_reached');
    expect((await t.request('GET', '/api/v1/webhooks', { token })).body.pagination.total_data).toBe(3);
  });

  it('answers 409 duplicate for a second webhook to the same destination, however the URL spells it', async () => {
    const { token } = await t.newAccount();
    const first = await create(token, 'https://hooks.example.com.br/eventos');
    expect(first.status).toBe(201);
    for (const same of [
      'https://hooks.example.com.br/eventos',
      'HTTPS://Hooks.Example.COM.br/eventos',
      'https://hooks.example.com.br:443/eventos',
      'https://hooks.example.com.br/eventos#frag',
      'https://hooks.example.com.br/x/../eventos',
    ]) {
      const res = await create(token, same);
      expect(res.status).toBe(409);
      expect(res.body.errors).toEqual([
        { field: 'url', code: 'duplicate', message: expect.stringContaining(`webhook ${first.body.data.id} already sends to this URL`) },
      ]);
    }
    // Another path is another destination.
    expect((await create(token, 'https://hooks.example.com.br/eventos/')).status).toBe(201);
  });

  it("answers 409 duplicate when an update moves a webhook onto another one's URL, and lets it keep its own", async () => {
    const { token } = await t.newAccount();
    const one = (await create(token, hook('one'))).body.data.id;
    const two = (await create(token, hook('two'))).body.data.id;
    const moved = await t.request('PUT', `/api/v1/webhooks/${two}`, {
      token,
      body: { url: hook('one').toUpperCase().replace('/ONE', '/one') },
    });
    expect(moved.status).toBe(409);
    expect(moved.body.errors[0]).toMatchObject({ field: 'url', code: 'duplicate' });
    expect((await t.request('GET', `/api/v1/webhooks/${two}`, { token })).body.url).toBe(hook('two'));
    expect((await t.request('PUT', `/api/v1/webhooks/${one}`, { token, body: { url: `${hook('one')}#same` } })).status).toBe(200);
    // Its old URL is free again once it moved away.
    expect((await t.request('PUT', `/api/v1/webhooks/${two}`, { token, body: { url: hook('three') } })).status).toBe(200);
    expect((await create(token, hook('two'))).status).toBe(201);
  });

  it('lets one of concurrent creates of one URL through and answers the others 409 duplicate', async () => {
    const { token } = await t.newAccount();
    const answers = await Promise.all([1, 2, 3, 4].map(() => create(token, hook('race'))));
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409, 409, 409]);
    for (const r of answers.filter((a) => a.status === 409)) expect(r.body.errors[0]).toMatchObject({ field: 'url', code: 'duplicate' });
  });

  it('refuses a whsec_ secret that is not base64 of 24 to 64 bytes (400 invalid_secret), on create and update', async () => {
    const { token } = await t.newAccount();
    for (const secret of ['whsec_!!!!not-base64-at-all!!!!!!!!', 'whsec_c2hvcnQ=', `whsec_${'A'.repeat(33)}B==`]) {
      const res = await t.request('POST', '/api/v1/webhooks', { token, body: body(hook('s'), { secret }) });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([
        { field: 'secret', code: 'invalid_secret', message: expect.stringMatching(/^secret after whsec_ must/) },
      ]);
    }
    const ok = await t.request('POST', '/api/v1/webhooks', {
      token,
      body: body(hook('s'), { secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw' }),
    });
    expect(ok.status).toBe(201);
    const put = await t.request('PUT', `/api/v1/webhooks/${ok.body.data.id}`, { token, body: { secret: 'whsec_c2hvcnQ=' } });
    expect(put.status).toBe(400);
    expect(put.body.errors[0]).toMatchObject({ field: 'secret', code: 'invalid_secret' });
  });
});

describe('destination guard over HTTP', () => {
  let t: TestApp;
  /** The same API with private networks allowed (local receivers): the URL's form still counts. */
  let open: TestApp;
  beforeAll(async () => {
    // Short DNS timeout: an unresolvable host is accepted after at most this long.
    t = await startTestApp({ WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'false', WEBHOOK_DNS_TIMEOUT_MS: '300' });
    open = await startTestApp({ WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true', WEBHOOK_DNS_TIMEOUT_MS: '300' });
  });
  afterAll(async () => {
    await t.close();
    await open?.close();
  });

  // The numeric IPv4 spellings are not URLs the API takes (400 before any check); the guard
  // refuses them too where a URL parser reads them (destination-guard.spec.ts).
  it.each([
    ['http://2130706433/hook', 'decimal', 400],
    ['http://0177.0.0.1/hook', 'octal', 400],
    ['http://0x7f.1/hook', 'hex', 400],
    ['http://127.1/hook', 'short dotted', 400],
    ['http://[::ffff:7f00:1]/hook', 'IPv4-mapped, hex', 422],
    ['http://[::ffff:127.0.0.1]/hook', 'IPv4-mapped, dotted', 422],
    ['http://[::a9fe:a9fe]/hook', 'IPv4-compatible metadata', 422],
    ['http://[64:ff9b::a00:1]/hook', 'NAT64', 422],
    ['http://[64:ff9b:1::a00:1]/hook', 'local-use NAT64', 422],
    ['http://[2002:a9fe:a9fe::]/hook', '6to4', 422],
    ['http://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/hook', 'Teredo', 422],
    ['http://100.64.0.1/hook', 'CGNAT', 422],
    ['http://[fd00:ec2::254]/hook', 'unique-local metadata', 422],
  ])('refuses %s (%s) with %i, creating nothing', async (url, _, status) => {
    const { token } = await t.newAccount();
    const res = await t.request('POST', '/api/v1/webhooks', { token, body: body(url) });
    expect(res.status).toBe(status);
    expect(res.body.errors[0]).toMatchObject(status === 422 ? { field: 'url', code: 'destination_refused' } : { field: 'url' });
    expect((await t.request('GET', '/api/v1/webhooks', { token })).body.pagination.total_data).toBe(0);
  });

  // An IPv6 zone picks an interface of the service's machine; no URL parser the delivery uses
  // reads one. However it is spelled, POST and PUT answer 400 naming the zone, never a 500.
  const zones = [
    'http://[fe80::1%25lo]/x',
    'http://[fe80::1%25eth0]/x',
    'http://[fe80::1%2525]/x',
    'https://[2001:4860:4860::8888%25eth0]/x',
  ];
  it.each(zones)('refuses %s with 400 on POST and PUT, in both network policies, changing nothing', async (url) => {
    for (const app of [t, open]) {
      const { token } = await app.newAccount();
      const zone = { field: 'url', code: 'is_url', message: expect.stringContaining('must not name an IPv6 zone') };
      const posted = await app.request('POST', '/api/v1/webhooks', { token, body: body(url) });
      expect(posted.status).toBe(400);
      expect(posted.body).toEqual({ status: 'error', message: 'Validation failed', errors: [zone] });
      // Keyed, the guard runs before the transaction: the same answer.
      const keyed = await app.request('POST', '/api/v1/webhooks', {
        token,
        body: body(url),
        headers: { 'Idempotency-Key': `zone-${url}` },
      });
      expect(keyed.status).toBe(400);
      expect((await app.request('GET', '/api/v1/webhooks', { token })).body.pagination.total_data).toBe(0);

      const created = await app.request('POST', '/api/v1/webhooks', { token, body: body('https://93.184.216.34/zone') });
      expect(created.status).toBe(201);
      const put = await app.request('PUT', `/api/v1/webhooks/${created.body.data.id}`, { token, body: { url } });
      expect(put.status).toBe(400);
      expect(put.body.errors).toEqual([zone]);
      expect((await app.request('GET', `/api/v1/webhooks/${created.body.data.id}`, { token })).body.url).toBe('https://93.184.216.34/zone');
    }
  });

  it('refuses a host name that resolves to loopback without naming the address it resolved to', async () => {
    const { token } = await t.newAccount();
    const res = await t.request('POST', '/api/v1/webhooks', { token, body: body('http://localhost:8080/hook') });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([
      {
        field: 'url',
        code: 'destination_refused',
        message: 'destination localhost resolves to a loopback, private, link-local or reserved address',
      },
    ]);
    expect(res.text).not.toContain('127.0.0.1');
    expect(res.text).not.toContain('::1');
  });

  it('checks the destination before the transaction of a keyed POST: refused (422, replayed), and a slow unresolvable host accepted', async () => {
    const { token } = await t.newAccount();
    const refusedBefore = networkCallsRefused();
    const headers = { 'Idempotency-Key': 'webhook-localhost-1' };
    const refused = await t.request('POST', '/api/v1/webhooks', { token, body: body('http://localhost:8080/hook'), headers });
    expect(refused.status).toBe(422);
    expect(refused.body.errors[0]).toMatchObject({ field: 'url', code: 'destination_refused' });
    const replay = await t.request('POST', '/api/v1/webhooks', { token, body: body('http://localhost:8080/hook'), headers });
    expect(replay.status).toBe(422);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');

    const started = Date.now();
    const accepted = await t.request('POST', '/api/v1/webhooks', {
      token,
      body: body('https://no-such-host.invalid/hook'),
      headers: { 'Idempotency-Key': 'webhook-invalid-1' },
    });
    expect(accepted.status).toBe(201);
    expect(Date.now() - started).toBeLessThan(3000);
    // A unit of work never attempted the lookup.
    expect(networkCallsRefused()).toBe(refusedBefore);
  });

  it('refuses at PUT the same way, leaving the webhook unchanged', async () => {
    const { token } = await t.newAccount();
    const created = await t.request('POST', '/api/v1/webhooks', { token, body: body('https://93.184.216.34/hook') });
    expect(created.status).toBe(201);
    const res = await t.request('PUT', `/api/v1/webhooks/${created.body.data.id}`, { token, body: { url: 'http://LOCALHOST/x' } });
    expect(res.status).toBe(422);
    expect(res.text).not.toContain('127.0.0.1');
    expect((await t.request('GET', `/api/v1/webhooks/${created.body.data.id}`, { token })).body.url).toBe('https://93.184.216.34/hook');
  });
});

describe('the migration to one webhook per destination', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The default limit: settings of the apps above stay in process.env.
    t = await startTestApp({ WEBHOOKS_PER_ACCOUNT_MAX: '20' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('keys the webhooks already there, leaving a duplicate of older days without a key, and refuses a new duplicate', async () => {
    const ds = t.app.get(DataSource);
    const { accountId, token } = await t.newAccount();
    // Back to before the migration (and any that came after it).
    while ((await ds.query('SELECT name FROM migrations')).some((m: { name: string }) => m.name === 'WebhookDestinations1764000430000')) {
      await ds.undoLastMigration({ transaction: 'each' });
    }
    const insert = (url: string) =>
      ds.query(
        "INSERT INTO webhooks (account_id, url, events, active, created_at, updated_at) VALUES (?, ?, '[\"customer_created\"]', 1, '2026-01-01 00:00:00', '2026-01-01 00:00:00')",
        [accountId, url],
      );
    for (const url of ['https://Hooks.example.com.br/x', 'https://hooks.example.com.br:443/x', 'https://hooks.example.com.br/y'])
      await insert(url);
    await ds.runMigrations({ transaction: 'each' });

    const rows: { id: number; url: string; destination_key: string | null }[] = await ds.query(
      'SELECT id, url, destination_key FROM webhooks WHERE account_id = ? ORDER BY id',
      [accountId],
    );
    expect(rows.map((r) => r.destination_key === null)).toEqual([false, true, false]);
    const res = await t.request('POST', '/api/v1/webhooks', { token, body: body('https://hooks.example.com.br/x') });
    expect(res.status).toBe(409);
    expect(res.body.errors[0]).toMatchObject({
      field: 'url',
      code: 'duplicate',
      message: expect.stringContaining(`webhook ${rows[0].id} `),
    });
    // The duplicate of older days still works: it can be edited and moved elsewhere.
    expect(
      (await t.request('PUT', `/api/v1/webhooks/${rows[1].id}`, { token, body: { url: 'https://hooks.example.com.br/z' } })).status,
    ).toBe(200);
  });
});
