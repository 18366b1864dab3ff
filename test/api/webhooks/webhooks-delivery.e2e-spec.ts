import { DataSource } from 'typeorm';

import { TransactionRunner } from '../../../src/database/transaction';
import { sign } from '../../../src/modules/webhooks/delivery/signature';
import { WebhookDeliveryService } from '../../../src/modules/webhooks/delivery/webhook-delivery.service';
import { Webhook } from '../../../src/modules/webhooks/entities/webhook.entity';
import { WebhookAttempt } from '../../../src/modules/webhooks/entities/webhook-attempt.entity';
import { WebhookDelivery } from '../../../src/modules/webhooks/entities/webhook-delivery.entity';
import { NotificationsService } from '../../../src/modules/webhooks/notifications/notifications.service';
import { startWebhookApp, WebhookTestApp } from '../../support/webhook-app';
import { eventually, sleep, WebhookReceiver } from '../../support/webhook-receiver';

let t: WebhookTestApp;
let receiver: WebhookReceiver;
beforeAll(async () => {
  t = await startWebhookApp();
  receiver = await WebhookReceiver.start();
});
afterAll(async () => {
  await t?.close();
  await receiver?.close();
});

const deliveries = async (token: string, webhookId: number, query: Record<string, string> = {}) =>
  (await t.request('GET', `/api/v1/webhooks/${webhookId}/deliveries`, { token, query })).body;

/** The headers the sender sets and those HTTP itself needs; nothing else may arrive (SPEC: Webhook notifications 5). */
const STANDARD = new Set(['host', 'connection', 'content-type', 'content-length', 'user-agent']);

describe('delivery request', () => {
  it('sends the exact SPEC request with the token header as configured and no authorization header', async () => {
    const { accountId, token } = await t.newAccount();
    const path = `/exact-${accountId}`;
    await t.createWebhook(token, { url: receiver.url(path), token: 'Abc.123 xyz=/+' });
    const idEvent = await t.record(accountId, 'customer_created', [{ id: 7, nome: 'Maria' }]);

    await receiver.waitForCount(1, path);
    const [req] = receiver.at(path);
    expect(req.method).toBe('POST');
    expect(req.headers['content-type']).toBe('application/json');
    expect(req.headers['user-agent']).toBe('EventOrdersService-Webhooks/1.0');
    expect(req.headers['sec-fetch-mode']).toBeUndefined();
    expect(req.headers['accept-language']).toBeUndefined();
    expect(req.headers.token).toBe('Abc.123 xyz=/+');
    expect(req.headers.authorization).toBeUndefined();
    expect(Object.keys(req.headers).filter((h) => !STANDARD.has(h) && h !== 'token')).toEqual([]);
    expect(Object.keys(req.json).sort()).toEqual(['data', 'dateCreated', 'event', 'id_event']);
    expect(req.json).toMatchObject({ id_event: idEvent, event: 'customer_created', data: [{ id: 7, nome: 'Maria' }] });
    expect(req.json.dateCreated).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    // Compact JSON in this key order, byte for byte what JSON.stringify writes.
    expect(req.body).toBe(
      JSON.stringify({ id_event: idEvent, event: 'customer_created', dateCreated: req.json.dateCreated, data: [{ id: 7, nome: 'Maria' }] }),
    );
  });

  it('sends no token header at all when no token is configured', async () => {
    const { accountId, token } = await t.newAccount();
    const path = `/no-token-${accountId}`;
    await t.createWebhook(token, { url: receiver.url(path) });
    await t.record(accountId);
    await receiver.waitForCount(1, path);
    const [req] = receiver.at(path);
    expect(req.headers.token).toBeUndefined();
    expect(req.headers.authorization).toBeUndefined();
    expect(Object.keys(req.headers).filter((h) => !STANDARD.has(h))).toEqual([]);
  });

  it('writes dateCreated in the account time zone (America/Sao_Paulo by default)', async () => {
    const { accountId, token } = await t.newAccount();
    const path = `/tz-${accountId}`;
    await t.createWebhook(token, { url: receiver.url(path) });
    const before = Date.now();
    await t.record(accountId);
    await receiver.waitForCount(1, path);
    // São Paulo is UTC-3 (no daylight saving since 2019).
    const shown = Date.parse(`${receiver.at(path)[0].json.dateCreated.replace(' ', 'T')}-03:00`);
    expect(Math.abs(shown - before)).toBeLessThan(5000);
  });

  it('adds Standard Webhooks signature headers only when a secret is configured', async () => {
    const { accountId, token } = await t.newAccount();
    const path = `/signed-${accountId}`;
    const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
    await t.createWebhook(token, { url: receiver.url(path), secret });
    const idEvent = await t.record(accountId);
    await receiver.waitForCount(1, path);
    const [req] = receiver.at(path);
    expect(req.headers['webhook-id']).toBe(String(idEvent));
    const ts = Number(req.headers['webhook-timestamp']);
    expect(Math.abs(ts - Date.now() / 1000)).toBeLessThan(30);
    expect(req.headers['webhook-signature']).toBe(sign(secret, String(idEvent), ts, req.body));
  });

  it('sends one delivery per active subscribed webhook, none to inactive or unsubscribed ones', async () => {
    const { accountId, token } = await t.newAccount();
    await t.createWebhook(token, { url: receiver.url(`/fan-a-${accountId}`) });
    await t.createWebhook(token, { url: receiver.url(`/fan-b-${accountId}`), events: ['customer_created', 'event_created'] });
    await t.createWebhook(token, { url: receiver.url(`/fan-off-${accountId}`), active: false });
    await t.createWebhook(token, { url: receiver.url(`/fan-other-${accountId}`), events: ['order_created'] });
    const idEvent = await t.record(accountId);
    await receiver.waitForCount(1, `/fan-a-${accountId}`);
    await receiver.waitForCount(1, `/fan-b-${accountId}`);
    expect(receiver.at(`/fan-b-${accountId}`)[0].json.id_event).toBe(idEvent);
    await sleep(300);
    expect(receiver.at(`/fan-off-${accountId}`)).toHaveLength(0);
    expect(receiver.at(`/fan-other-${accountId}`)).toHaveLength(0);
  });

  it('never sends a notification recorded in a transaction that rolled back', async () => {
    const { accountId, token } = await t.newAccount();
    const path = `/rollback-${accountId}`;
    const webhookId = await t.createWebhook(token, { url: receiver.url(path) });
    await expect(
      t.app.get(TransactionRunner).run(async (tx) => {
        await t.app.get(NotificationsService).record(tx, accountId, 'customer_created', [{ id: 1, nome: 'Rolled back' }]);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    // A committed one after it arrives, and it is the only one.
    await t.record(accountId, 'customer_created', [{ id: 2, nome: 'Committed' }]);
    await receiver.waitForCount(1, path);
    await sleep(2500); // longer than the sweeper's grace
    expect(receiver.at(path).map((r) => r.json.data[0].nome)).toEqual(['Committed']);
    expect((await deliveries(token, webhookId)).data).toHaveLength(1);
  });

  it('splits data above 256 KiB over several notifications, each under the limit, losing nothing', async () => {
    const { accountId, token } = await t.newAccount();
    const path = `/split-${accountId}`;
    await t.createWebhook(token, { url: receiver.url(path), events: ['order_items_added'] });
    const items = Array.from({ length: 6 }, (_, i) => ({ id: i + 1, descricao: 'x'.repeat(100 * 1024) }));
    await t.record(accountId, 'order_items_added', items);
    // 6 resources of 100 KiB: two fit in a body, so three notifications of the same kind.
    await receiver.waitForCount(3, path);
    const all = receiver.at(path);
    for (const r of all) {
      expect(Buffer.byteLength(r.body)).toBeLessThanOrEqual(256 * 1024);
      expect(r.json.event).toBe('order_items_added');
    }
    expect(new Set(all.map((r) => r.json.id_event)).size).toBe(3);
    const ids = all.flatMap((r) => r.json.data.map((d: { id: number }) => d.id)).sort((a: number, b: number) => a - b);
    expect(ids).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('sends whole a single resource above 256 KiB that has no array to split into parts (never dropped)', async () => {
    const { accountId, token } = await t.newAccount();
    const path = `/big-${accountId}`;
    const webhookId = await t.createWebhook(token, { url: receiver.url(path) });
    const big = { id: 3, nome: 'x'.repeat(256 * 1024) };
    const id = await t.record(accountId, 'customer_created', [big]);
    expect(id).toBeGreaterThan(0);
    await receiver.waitForCount(1, path);
    expect(receiver.at(path)[0].json).toMatchObject({ id_event: id, event: 'customer_created', data: [big] });
    expect((await deliveries(token, webhookId)).data).toHaveLength(1);
  });

  it('logs each attempt on the delivery: status code, duration, response body; never the token', async () => {
    const { accountId, token } = await t.newAccount();
    const path = `/log-${accountId}`;
    receiver.route(path, [{ status: 200, body: 'received, thanks' }]);
    const webhookId = await t.createWebhook(token, { url: receiver.url(path), token: 'super-secret-token' });
    const idEvent = await t.record(accountId);
    await receiver.waitForCount(1, path);
    const list = await eventually(
      () => deliveries(token, webhookId),
      (b) => b.data[0]?.status === 'succeeded',
      5000,
      'succeeded delivery',
    );
    expect(list.pagination).toEqual({ page: 1, page_size: 100, total_page: 1, total_data: 1 });
    const [d] = list.data;
    expect(d).toMatchObject({
      id_webhook: webhookId,
      id_event: idEvent,
      event: 'customer_created',
      status: 'succeeded',
      attempt_count: 1,
      last_status_code: 200,
    });
    expect(d.attempts).toHaveLength(1);
    expect(d.attempts[0]).toMatchObject({ attempt: 1, success: true, status_code: 200, response_body: 'received, thanks', error: null });
    expect(typeof d.attempts[0].duration_ms).toBe('number');
    expect(JSON.stringify(list)).not.toContain('super-secret-token');
  });

  it('keeps the request ID that caused the notification on its deliveries', async () => {
    const { accountId, token } = await t.newAccount();
    const path = `/rid-${accountId}`;
    await t.createWebhook(token, { url: receiver.url(path) });
    await t.record(accountId, undefined, undefined, `req-${accountId}`);
    await receiver.waitForCount(1, path);
    const [row] = await t.app.get(DataSource).getRepository(WebhookDelivery).findBy({ account_id: accountId });
    expect(row.request_id).toBe(`req-${accountId}`);
  });
});

describe('bookkeeping of many deliveries at once', () => {
  it('records every outcome of a burst to two webhooks, one attempt row per attempt, failing marks per webhook', async () => {
    const { accountId, token } = await t.newAccount();
    const ok = `/burst-ok-${accountId}`;
    const down = `/burst-down-${accountId}`;
    receiver.route(down, [{ status: 500 }, { status: 500 }, { status: 500 }]);
    const okId = await t.createWebhook(token, { url: receiver.url(ok) });
    const downId = await t.createWebhook(token, { url: receiver.url(down) });
    const events = await Promise.all(Array.from({ length: 15 }, (_, i) => t.record(accountId, 'customer_created', [{ id: i + 1 }])));

    const db = t.app.get(DataSource);
    const rows = await eventually(
      () => db.getRepository(WebhookDelivery).findBy({ account_id: accountId }),
      (r) => r.length === 30 && r.every((d) => d.status !== 'pending'),
      30_000,
      'every delivery finished',
    );
    // 500, then the two retries of FAST's schedule: 3 attempts, then failed.
    for (const d of rows) {
      if (d.webhook_id === okId) expect(d).toMatchObject({ status: 'succeeded', attempt_count: 1, last_status_code: 200 });
      else expect(d).toMatchObject({ webhook_id: downId, status: 'failed', attempt_count: 3, last_status_code: 500 });
    }
    const attempts = await db.getRepository(WebhookAttempt).findBy({ account_id: accountId });
    const seen = new Set(attempts.map((a) => `${a.delivery_id}:${a.attempt}`));
    expect(attempts).toHaveLength(15 + 15 * 3);
    expect(seen.size).toBe(attempts.length);
    expect(new Set(receiver.at(ok).map((r) => r.json.id_event))).toEqual(new Set(events));
    const [okHook, downHook] = await Promise.all([okId, downId].map((id) => db.getRepository(Webhook).findOneByOrFail({ id })));
    expect(okHook).toMatchObject({ active: true, failing_since: null });
    expect(downHook.active).toBe(true);
    expect(downHook.failing_since).not.toBeNull();
  });

  it('records an attempt once when copies of its job run at the same time', async () => {
    const { accountId, token } = await t.newAccount();
    const path = `/copies-${accountId}`;
    receiver.route(path, [
      { status: 200, delayMs: 300 },
      { status: 200, delayMs: 300 },
      { status: 200, delayMs: 300 },
    ]);
    const webhookId = await t.createWebhook(token, { url: receiver.url(path) });
    await t.record(accountId);
    const db = t.app.get(DataSource);
    const [d] = await db.getRepository(WebhookDelivery).findBy({ account_id: accountId, webhook_id: webhookId });
    const service = (t.worker ?? t.app).get(WebhookDeliveryService, { strict: false });
    // Two more copies of the first attempt, alongside the queue's own job.
    await Promise.all([1, 2].map(() => service.deliver({ accountId, deliveryId: d.id, attempt: 1 })));
    const row = await eventually(
      () => db.getRepository(WebhookDelivery).findOneByOrFail({ id: d.id }),
      (r) => r.status === 'succeeded',
      10_000,
      'delivery succeeded',
    );
    await sleep(500); // the queue's copy, if it was still sending, is recorded (or not) by now
    expect(row.attempt_count).toBe(1);
    expect(await db.getRepository(WebhookAttempt).countBy({ account_id: accountId, delivery_id: d.id })).toBe(1);
    expect(receiver.at(path).length).toBeGreaterThanOrEqual(1);
  });
});
