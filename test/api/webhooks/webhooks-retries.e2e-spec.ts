import { createServer } from 'node:net';

import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';

import { Webhook } from '../../../src/modules/webhooks/entities/webhook.entity';
import { startWebhookApp, WebhookTestApp } from '../../support/webhook-app';
import { eventually, ScriptedAnswer, sleep, WebhookReceiver } from '../../support/webhook-receiver';

let t: WebhookTestApp;
let receiver: WebhookReceiver;
beforeAll(async () => {
  t = await startWebhookApp(); // retry schedule 100ms,200ms: 3 attempts; timeout 2000 ms
  receiver = await WebhookReceiver.start();
});
afterAll(async () => {
  await t?.close();
  await receiver?.close();
});

const deliveries = async (token: string, webhookId: number) =>
  (await t.request('GET', `/api/v1/webhooks/${webhookId}/deliveries`, { token })).body;
const settled = (token: string, webhookId: number, status = 'failed', timeoutMs = 15000) =>
  eventually(
    () => deliveries(token, webhookId),
    (b) => b.data?.[0]?.status === status,
    timeoutMs,
    `delivery ${status}`,
  ).then((b) => b.data[0]);
const webhook = async (token: string, id: number) => (await t.request('GET', `/api/v1/webhooks/${id}`, { token })).body;

const script = (path: string, answers: ScriptedAnswer[]) => receiver.route(path, answers);

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as { port: number }).port;
  await new Promise((r) => server.close(r));
  return port;
}

describe('retries', () => {
  it('retries a 500 after the scheduled delays and succeeds on a later 2xx', async () => {
    const { accountId, token } = await t.newAccount();
    const path = `/flaky-${accountId}`;
    script(path, [{ status: 500, body: 'boom' }, { status: 502 }, { status: 204 }]);
    const id = await t.createWebhook(token, { url: receiver.url(path) });
    const idEvent = await t.record(accountId);
    const d = await settled(token, id, 'succeeded');
    const got = receiver.at(path);
    expect(got).toHaveLength(3);
    expect(got.every((r) => r.json.id_event === idEvent)).toBe(true);
    expect(got[1].at - got[0].at).toBeGreaterThanOrEqual(85); // 100 ms − jitter
    expect(got[2].at - got[1].at).toBeGreaterThanOrEqual(175); // 200 ms − jitter
    expect(d.attempt_count).toBe(3);
    expect(d.attempts.map((a: any) => [a.status_code, a.success])).toEqual([
      [500, false],
      [502, false],
      [204, true],
    ]);
    expect(d.attempts[0]).toMatchObject({ response_body: 'boom', error: 'HTTP 500' });
  });

  it('marks the delivery failed after the last attempt of the schedule', async () => {
    const { accountId, token } = await t.newAccount();
    const path = `/down-${accountId}`;
    script(path, [{ status: 500 }]);
    const id = await t.createWebhook(token, { url: receiver.url(path) });
    await t.record(accountId);
    const d = await settled(token, id, 'failed');
    expect(d.attempt_count).toBe(3);
    expect(d.next_attempt_at).toBeNull();
    expect(d.completed_at).not.toBeNull();
    await sleep(600);
    expect(receiver.at(path)).toHaveLength(3);
    // A plain failure does not deactivate the webhook.
    expect((await webhook(token, id)).active).toBe(true);
  });

  it('counts a timeout as a failed attempt and retries it', async () => {
    const { accountId, token } = await t.newAccount();
    const path = `/slow-${accountId}`;
    script(path, [{ status: 200, delayMs: 3000 }, { status: 200 }]);
    const id = await t.createWebhook(token, { url: receiver.url(path) });
    await t.record(accountId);
    const d = await settled(token, id, 'succeeded', 20000);
    expect(d.attempts).toHaveLength(2);
    expect(d.attempts[0]).toMatchObject({ success: false, status_code: null });
    expect(d.attempts[0].error).toMatch(/timeout after 2000 ms/);
    expect(d.attempts[0].duration_ms).toBeGreaterThanOrEqual(1900);
  });

  it('counts a refused connection as a failed attempt and retries it', async () => {
    const { accountId, token } = await t.newAccount();
    const port = await closedPort();
    // A host name: the connection goes to the address it resolved to, which the account never wrote.
    const id = await t.createWebhook(token, { url: `http://localhost:${port}/nobody` });
    const warn = jest.spyOn(Logger.prototype, 'warn');
    let logged: string[] = [];
    const d = await (async () => {
      try {
        await t.record(accountId);
        return await settled(token, id, 'failed');
      } finally {
        logged = warn.mock.calls.map(([line]) => String(line));
        warn.mockRestore();
      }
    })();
    expect(logged.some((line) => line.includes(`ECONNREFUSED 127.0.0.1:${port}`))).toBe(true);
    expect(d.attempt_count).toBe(3);
    // The delivery log names the host as the URL wrote it, in words; the client's text (with the
    // address) goes to the service log only.
    expect(d.attempts.map((a: any) => [a.status_code, a.error])).toEqual(
      [1, 2, 3].map(() => [null, `connection refused by localhost:${port}`]),
    );
    expect(d.last_error).toBe(`connection refused by localhost:${port}`);
    const log = (await t.request('GET', `/api/v1/webhooks/${id}/deliveries`, { token })).text;
    expect(log).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|::1/);
  });

  it('honours a longer Retry-After on 503 only up to the longest step of the schedule (200 ms here)', async () => {
    const { accountId, token } = await t.newAccount();
    const path = `/busy-${accountId}`;
    script(path, [{ status: 503, headers: { 'retry-after': '3600' } }, { status: 200 }]);
    const id = await t.createWebhook(token, { url: receiver.url(path) });
    await t.record(accountId);
    await settled(token, id, 'succeeded');
    const [first, second] = receiver.at(path);
    expect(second.at - first.at).toBeGreaterThanOrEqual(190);
    expect(second.at - first.at).toBeLessThan(5000);
  });

  it('honours a longer Retry-After on 429 only up to the longest step of the schedule (200 ms here)', async () => {
    const { accountId, token } = await t.newAccount();
    const path = `/limited-${accountId}`;
    script(path, [
      { status: 429, headers: { 'retry-after': new Date(Date.now() + 10 * 365 * 86_400_000).toUTCString() } },
      { status: 200 },
    ]);
    const id = await t.createWebhook(token, { url: receiver.url(path) });
    await t.record(accountId);
    await settled(token, id, 'succeeded');
    const [first, second] = receiver.at(path);
    expect(second.at - first.at).toBeGreaterThanOrEqual(190);
    expect(second.at - first.at).toBeLessThan(5000);
  });

  it('does not follow redirects: a 3xx is a failed attempt', async () => {
    const { accountId, token } = await t.newAccount();
    const path = `/moved-${accountId}`;
    const target = `/target-${accountId}`;
    script(path, [{ status: 302, headers: { location: receiver.url(target) } }]);
    const id = await t.createWebhook(token, { url: receiver.url(path) });
    await t.record(accountId);
    const d = await settled(token, id, 'failed');
    expect(d.attempts.map((a: any) => a.status_code)).toEqual([302, 302, 302]);
    expect(d.attempts[0].error).toBe('redirect (302) not followed');
    expect(receiver.at(target)).toHaveLength(0);
  });

  it('deactivates the webhook at once on 410, and it can be turned on again', async () => {
    const { accountId, token } = await t.newAccount();
    const path = `/gone-${accountId}`;
    script(path, [{ status: 410 }, { status: 200 }]);
    const id = await t.createWebhook(token, { url: receiver.url(path) });
    await t.record(accountId);
    const d = await settled(token, id, 'failed');
    expect(d.attempt_count).toBe(1);
    expect(await webhook(token, id)).toMatchObject({ active: false, deactivated_reason: 'gone' });
    expect((await webhook(token, id)).deactivated_at).not.toBeNull();

    await t.record(accountId); // inactive: no delivery at all
    await sleep(400);
    expect(receiver.at(path)).toHaveLength(1);

    const on = await t.request('PUT', `/api/v1/webhooks/${id}`, { token, body: { active: true } });
    expect(on.status).toBe(200);
    expect(on.body.data).toMatchObject({ active: true, deactivated_reason: null, deactivated_at: null });
    await t.record(accountId);
    await receiver.waitForCount(2, path);
  });

  it('deactivates a webhook whose every attempt failed for 5 days', async () => {
    const { accountId, token } = await t.newAccount();
    const path = `/failing-${accountId}`;
    script(path, [{ status: 500 }]);
    const id = await t.createWebhook(token, { url: receiver.url(path) });
    await t.app
      .get(DataSource)
      .getRepository(Webhook)
      .update({ id }, { failing_since: new Date(Date.now() - 5 * 24 * 3600 * 1000 - 60_000) });
    await t.record(accountId);
    await eventually(
      () => webhook(token, id),
      (w) => w.active === false,
      10000,
      'deactivation',
    );
    expect((await webhook(token, id)).deactivated_reason).toBe('failing');
  });

  it('a success ends the run of failures (no deactivation after it)', async () => {
    const { accountId, token } = await t.newAccount();
    const path = `/recovers-${accountId}`;
    script(path, [{ status: 200 }]);
    const id = await t.createWebhook(token, { url: receiver.url(path) });
    await t.app
      .get(DataSource)
      .getRepository(Webhook)
      .update({ id }, { failing_since: new Date(Date.now() - 60_000) });
    await t.record(accountId);
    await settled(token, id, 'succeeded');
    const row = await t.app.get(DataSource).getRepository(Webhook).findOneByOrFail({ id });
    expect(row.failing_since).toBeNull();
  });
});

describe('sending a delivery again', () => {
  it('starts a new attempt series with the same id_event', async () => {
    const { accountId, token } = await t.newAccount();
    const path = `/again-${accountId}`;
    script(path, [{ status: 500 }, { status: 500 }, { status: 500 }, { status: 500 }, { status: 200 }]);
    const id = await t.createWebhook(token, { url: receiver.url(path) });
    const idEvent = await t.record(accountId);
    const failed = await settled(token, id, 'failed');
    expect(failed.attempt_count).toBe(3);

    const res = await t.request('POST', `/api/v1/webhooks/deliveries/${failed.id}/retry`, { token });
    expect(res.status).toBe(202);
    expect(res.body).toMatchObject({ status: 'success', data: { id: failed.id, status: 'pending', id_event: idEvent } });
    const done = await settled(token, id, 'succeeded');
    // The new series has the whole schedule again: 500, 200 → attempts 4 and 5.
    expect(done.attempt_count).toBe(5);
    expect(done.attempts.map((a: any) => a.status_code)).toEqual([500, 500, 500, 500, 200]);
    expect(receiver.at(path).every((r) => r.json.id_event === idEvent)).toBe(true);
  });

  it("answers 404 for another account's delivery and 400 for a malformed id", async () => {
    const a = await t.newAccount();
    const b = await t.newAccount();
    const path = `/other-${a.accountId}`;
    script(path, [{ status: 500 }]);
    const id = await t.createWebhook(a.token, { url: receiver.url(path) });
    await t.record(a.accountId);
    const failed = await settled(a.token, id, 'failed');
    const res = await t.request('POST', `/api/v1/webhooks/deliveries/${failed.id}/retry`, { token: b.token });
    expect(res.status).toBe(404);
    expect(res.body.status).toBe('error');
    expect((await t.request('POST', '/api/v1/webhooks/deliveries/abc/retry', { token: a.token })).status).toBe(400);
  });

  it('answers 409 while the delivery is still pending', async () => {
    const { accountId, token } = await t.newAccount();
    const path = `/pending-${accountId}`;
    script(path, [{ status: 200, delayMs: 1500 }]);
    const id = await t.createWebhook(token, { url: receiver.url(path) });
    await t.record(accountId);
    await receiver.waitForCount(1, path);
    const [d] = (await deliveries(token, id)).data;
    const res = await t.request('POST', `/api/v1/webhooks/deliveries/${d.id}/retry`, { token });
    expect(res.status).toBe(409);
    expect(res.body.errors[0].code).toBe('delivery_pending');
    await settled(token, id, 'succeeded');
  });
});

describe('destination safety', () => {
  let strict: WebhookTestApp;
  beforeAll(async () => {
    strict = await startWebhookApp({ WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'false' });
  });
  afterAll(async () => {
    await strict?.close();
  });

  it.each([
    ['a loopback address', (port: number) => `http://127.0.0.1:${port}/ssrf`],
    ['a hostname resolving to loopback', (port: number) => `http://localhost:${port}/ssrf`],
    ['the cloud metadata address', () => 'http://169.254.169.254/latest/meta-data/'],
    ['a private network address', () => 'http://10.0.0.1/hook'],
  ])('refuses %s at delivery time too when private networks are not allowed', async (_what, url) => {
    const { accountId, token } = await strict.newAccount();
    // The API refuses such a URL (422); a row saved before the policy changed is still refused
    // at delivery, by the same check.
    const saved = await strict.request('POST', '/api/v1/webhooks', {
      token,
      body: { url: url(receiver.port), events: ['customer_created'] },
    });
    expect(saved.status).toBe(422);
    const now = new Date();
    const { id } = await strict.app
      .get(DataSource)
      .getRepository(Webhook)
      .save({
        account_id: accountId,
        url: url(receiver.port),
        events: ['customer_created'],
        token: null,
        secret: null,
        active: true,
        created_at: now,
        updated_at: now,
      });
    const before = receiver.at('/ssrf').length;
    await strict.record(accountId);
    const d = await eventually(
      async () => (await strict.request('GET', `/api/v1/webhooks/${id}/deliveries`, { token })).body.data[0],
      (x) => x?.status === 'failed',
      10000,
      'refused delivery',
    );
    expect(d.attempt_count).toBe(1); // refused destinations are not retried
    expect(d.attempts[0].status_code).toBeNull();
    expect(d.attempts[0].error).toMatch(/(is|resolves to) a loopback, private, link-local or reserved address$/);
    // The delivery log an account reads never names the address its host name resolved to.
    if (url(receiver.port).includes('localhost')) expect(JSON.stringify(d)).not.toContain('127.0.0.1');
    expect(receiver.at('/ssrf').length).toBe(before);
  });

  it('refuses a stored URL with an IPv6 zone at delivery, whatever the network policy, sending nothing and not retrying', async () => {
    for (const app of [strict, t]) {
      const { accountId, token } = await app.newAccount();
      const url = `http://[fe80::1%25lo]:${receiver.port}/zone`;
      // The API refuses it (400); a row saved by an older version still meets the check at delivery.
      expect((await app.request('POST', '/api/v1/webhooks', { token, body: { url, events: ['customer_created'] } })).status).toBe(400);
      const now = new Date();
      const { id } = await app.app
        .get(DataSource)
        .getRepository(Webhook)
        .save({
          account_id: accountId,
          url,
          events: ['customer_created'],
          token: null,
          secret: null,
          active: true,
          created_at: now,
          updated_at: now,
        });
      await app.record(accountId);
      const d = await eventually(
        async () => (await app.request('GET', `/api/v1/webhooks/${id}/deliveries`, { token })).body.data[0],
        (x) => x?.status === 'failed',
        10000,
        'refused delivery',
      );
      expect(d.attempt_count).toBe(1);
      expect(d.attempts[0]).toMatchObject({ status_code: null, error: expect.stringMatching(/must not name an IPv6 zone/) });
    }
    expect(receiver.at('/zone')).toHaveLength(0);
  });
});
