import { createServer } from 'node:net';

import { DataSource } from 'typeorm';

import { WEBHOOK_COMMANDS } from '../../../src/cli/commands/webhooks.command';
import { startWebhookApp, WebhookTestApp } from '../../support/webhook-app';
import { eventually } from '../../support/webhook-receiver';

let t: WebhookTestApp;
beforeAll(async () => {
  t = await startWebhookApp();
});
afterAll(async () => {
  await t?.close();
});

const base = { url: 'https://example.com.br/webhooks/eventos', events: ['customer_created', 'order_created'] };

describe('webhook configuration', () => {
  it('creates a webhook and answers {status, message, data} with its id; the token is write-only', async () => {
    const { token } = await t.newAccount();
    const res = await t.request('POST', '/api/v1/webhooks', {
      token,
      body: { ...base, token: 'segredo-123', secret: 'a-very-long-signing-secret' },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: 'success', message: 'Webhook created' });
    expect(res.body.data).toMatchObject({
      url: base.url,
      events: base.events,
      token_set: true,
      secret_set: true,
      active: true,
      deactivated_reason: null,
    });
    expect(typeof res.body.data.id).toBe('number');
    expect(res.text).not.toContain('segredo-123');
    expect(res.text).not.toContain('a-very-long-signing-secret');

    const view = await t.request('GET', `/api/v1/webhooks/${res.body.data.id}`, { token });
    expect(view.status).toBe(200);
    expect(view.body).toMatchObject({ id: res.body.data.id, token_set: true, secret_set: true });
    expect(view.body).not.toHaveProperty('token');
    expect(view.body).not.toHaveProperty('secret');
    expect(view.body).not.toHaveProperty('account_id');
  });

  it('treats a blank token as no token', async () => {
    const { token } = await t.newAccount();
    const res = await t.request('POST', '/api/v1/webhooks', { token, body: { ...base, token: '' } });
    expect(res.status).toBe(201);
    expect(res.body.data.token_set).toBe(false);
  });

  it('lists with {data, pagination}, filters by active, sorts and pages', async () => {
    const { token } = await t.newAccount();
    for (const [i, active] of [true, false, true].entries()) {
      await t.request('POST', '/api/v1/webhooks', { token, body: { ...base, url: `https://h${i}.example.com/x`, active } });
    }
    const all = await t.request('GET', '/api/v1/webhooks', { token });
    expect(all.status).toBe(200);
    expect(all.body.pagination).toEqual({ page: 1, page_size: 100, total_page: 1, total_data: 3 });
    const active = await t.request('GET', '/api/v1/webhooks', { token, query: { active: 'true', limit: 1, sort: 'desc' } });
    expect(active.body.pagination).toEqual({ page: 1, page_size: 1, total_page: 2, total_data: 2 });
    expect(active.body.data[0].url).toBe('https://h2.example.com/x');
    expect((await t.request('GET', '/api/v1/webhooks', { token, query: { field_sort: 'token' } })).status).toBe(400);
    expect(
      (await t.request('GET', '/api/v1/webhooks', { token, query: { colour: 'blue' }, headers: { prefer: 'handling=strict' } })).status,
    ).toBe(400);
  });

  it('updates only the fields sent, removes a token with a blank, and deletes', async () => {
    const { token } = await t.newAccount();
    const id = (await t.request('POST', '/api/v1/webhooks', { token, body: { ...base, token: 'abc' } })).body.data.id;
    const upd = await t.request('PUT', `/api/v1/webhooks/${id}`, { token, body: { events: ['guest_created'] } });
    expect(upd.status).toBe(200);
    expect(upd.body).toMatchObject({ status: 'success', data: { url: base.url, events: ['guest_created'], token_set: true } });
    const cleared = await t.request('PUT', `/api/v1/webhooks/${id}`, { token, body: { token: null, active: false } });
    expect(cleared.body.data).toMatchObject({ token_set: false, active: false });
    const del = await t.request('DELETE', `/api/v1/webhooks/${id}`, { token });
    expect(del.status).toBe(200);
    expect(del.body).toEqual({ status: 'success', message: 'Webhook deleted', data: { id } });
    expect((await t.request('GET', `/api/v1/webhooks/${id}`, { token })).status).toBe(404);
  });

  it("keeps each account's webhooks invisible to the others (404, never listed)", async () => {
    const a = await t.newAccount();
    const b = await t.newAccount();
    const id = (await t.request('POST', '/api/v1/webhooks', { token: a.token, body: base })).body.data.id;
    for (const [method, path, body] of [
      ['GET', `/api/v1/webhooks/${id}`],
      ['PUT', `/api/v1/webhooks/${id}`, { active: false }],
      ['DELETE', `/api/v1/webhooks/${id}`],
      ['GET', `/api/v1/webhooks/${id}/deliveries`],
    ] as [string, string, unknown?][]) {
      const res = await t.request(method, path, { token: b.token, body });
      expect([method, path, res.status]).toEqual([method, path, 404]);
      expect(res.body).toMatchObject({ status: 'error', errors: [{ code: 'not_found' }] });
    }
    expect((await t.request('GET', '/api/v1/webhooks', { token: b.token })).body.data).toEqual([]);
    expect((await t.request('GET', `/api/v1/webhooks/${id}`, { token: a.token })).body.active).toBe(true);
    // A missing webhook answers exactly the same.
    const missing = await t.request('GET', '/api/v1/webhooks/999999', { token: b.token });
    const other = await t.request('GET', `/api/v1/webhooks/${id}`, { token: b.token });
    expect(other.body.message.replace(String(id), 'N')).toBe(missing.body.message.replace('999999', 'N'));
  });

  it('needs an API token', async () => {
    expect((await t.request('GET', '/api/v1/webhooks')).status).toBe(401);
  });
});

describe('webhook validation', () => {
  const post = async (body: unknown) => {
    const { token } = await t.newAccount();
    // Strict, so that an unknown field is refused as the bad values are (by default it is ignored).
    return t.request('POST', '/api/v1/webhooks', { token, body, headers: { prefer: 'handling=strict' } });
  };
  const fields = (res: { body: any }) => res.body.errors.map((e: any) => e.field);

  it.each([
    ['not a URL', 'not a url'],
    ['an ftp URL', 'ftp://example.com/x'],
    ['a URL without scheme', 'example.com/hook'],
    ['a javascript: URL', 'javascript:alert(1)'],
  ])('rejects %s (400)', async (_what, url) => {
    const res = await post({ ...base, url });
    expect(res.status).toBe(400);
    expect(fields(res)).toContain('url');
  });

  it('rejects an unknown event kind (400)', async () => {
    const res = await post({ ...base, events: ['customer_created', 'customer_exploded'] });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([expect.objectContaining({ field: 'events', code: 'is_in' })]);
  });

  it('rejects an empty events list (400)', async () => {
    const res = await post({ ...base, events: [] });
    expect(res.status).toBe(400);
    expect(fields(res)).toContain('events');
  });

  it('requires url and events (400)', async () => {
    const res = await post({});
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'url', code: 'required' }),
        expect.objectContaining({ field: 'events', code: 'required' }),
      ]),
    );
  });

  it('rejects unknown fields, a token that cannot travel in a header and a short secret (400)', async () => {
    expect(fields(await post({ ...base, colour: 'blue' }))).toEqual(['colour']);
    expect(fields(await post({ ...base, token: 'line\nbreak' }))).toEqual(['token']);
    expect(fields(await post({ ...base, token: ' padded ' }))).toEqual(['token']);
    expect(fields(await post({ ...base, secret: 'short' }))).toEqual(['secret']);
  });

  it('validates updates the same way and a path id must be digits', async () => {
    const { token } = await t.newAccount();
    const id = (await t.request('POST', '/api/v1/webhooks', { token, body: base })).body.data.id;
    expect((await t.request('PUT', `/api/v1/webhooks/${id}`, { token, body: { events: [] } })).status).toBe(400);
    expect((await t.request('PUT', `/api/v1/webhooks/${id}`, { token, body: { url: 'nope' } })).status).toBe(400);
    const bad = await t.request('GET', '/api/v1/webhooks/abc', { token });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].field).toBe('id');
  });

  it('validates the deliveries filters', async () => {
    const { token } = await t.newAccount();
    const id = (await t.request('POST', '/api/v1/webhooks', { token, body: base })).body.data.id;
    expect((await t.request('GET', `/api/v1/webhooks/${id}/deliveries`, { token, query: { status: 'lost' } })).status).toBe(400);
    expect((await t.request('GET', `/api/v1/webhooks/${id}/deliveries`, { token, query: { event: 'nope' } })).status).toBe(400);
    const ok = await t.request('GET', `/api/v1/webhooks/${id}/deliveries`, {
      token,
      query: { status: 'failed', event: 'customer_created' },
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ data: [], pagination: { page: 1, page_size: 100, total_page: 0, total_data: 0 } });
  });
});

describe('schema', () => {
  it('the webhooks migration matches the entities exactly (columns and named indexes)', async () => {
    const log = await t.app.get(DataSource).driver.createSchemaBuilder().log();
    const pending = log.upQueries.map((q) => q.query).filter((q) => /webhook|notifications/i.test(q));
    expect(pending).toEqual([]);
  });
});

describe('operator view', () => {
  it('checks the queue in /health/ready, naming no driver and no backlog', async () => {
    const res = await t.request('GET', '/health/ready');
    expect(res.status).toBe(200);
    expect(res.body.checks.queue).toEqual({ status: 'up' });
  });

  it('lists failed deliveries with the CLI and sends one again', async () => {
    const { accountId, token } = await t.newAccount();
    const server = createServer();
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const port = (server.address() as { port: number }).port;
    await new Promise((r) => server.close(r));
    const id = (
      await t.request('POST', '/api/v1/webhooks', { token, body: { url: `http://127.0.0.1:${port}/x`, events: ['customer_created'] } })
    ).body.data.id;
    const idEvent = await t.record(accountId);
    const failed = await eventually(
      async () => (await t.request('GET', `/api/v1/webhooks/${id}/deliveries`, { token })).body.data[0],
      (d) => d?.status === 'failed',
      10000,
      'failed delivery',
    );
    const run = async (name: string, args: string[]) => {
      const lines: string[] = [];
      await WEBHOOK_COMMANDS.find((c) => c.name === name)!.run(t.app, args, (l) => lines.push(l));
      return lines;
    };
    const listed = await run('deliveries:failed', [String(accountId)]);
    expect(listed[0]).toBe('1 failed deliveries');
    expect(listed[1]).toMatch(/^delivery +account +webhook +event +id_event +attempts +next attempt +last status +last error$/);
    expect(listed[2].split(/ +/).slice(0, 6)).toEqual([
      String(failed.id),
      String(accountId),
      String(id),
      'customer_created',
      String(idEvent),
      '3',
    ]);
    expect(listed[2]).toMatch(/connection refused by 127\.0\.0\.1:\d+/);
    expect(await run('deliveries:stuck', [String(accountId)])).toEqual(['0 stuck deliveries']);
    expect(await run('deliveries:retry', [String(accountId), String(failed.id)])).toEqual([
      `delivery ${failed.id} (id_event ${idEvent}) queued again`,
    ]);
    await eventually(
      async () => (await t.request('GET', `/api/v1/webhooks/${id}/deliveries`, { token })).body.data[0],
      (d) => d?.status === 'failed' && d.attempt_count === 6,
      10000,
      'second series',
    );
  });

  it('documents the webhook endpoints in Swagger', async () => {
    const doc = (await t.request('GET', '/docs-json')).body;
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/webhooks',
        '/api/v1/webhooks/{id}',
        '/api/v1/webhooks/{id}/deliveries',
        '/api/v1/webhooks/deliveries/{id}/retry',
      ]),
    );
    expect(doc.components.schemas.NotificationKind.enum).toContain('customer_created');
    expect(doc.paths['/api/v1/webhooks'].post.description).toMatch(/token/);
  });
});
