import { WebhookDeliveryService } from '../../../src/modules/webhooks/delivery/webhook-delivery.service';
import { startTestApp, TestApp } from '../../support/harness';
import { startWebhookApp, WebhookTestApp } from '../../support/webhook-app';
import { eventually, sleep, WebhookReceiver } from '../../support/webhook-receiver';

// Webhook notifications: the destination policy applies when a webhook is saved, and a receiver
// cannot push a delivery beyond the schedule or make it go out before its time.
describe('webhook destinations refused when saved', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'false' });
  });
  afterAll(async () => {
    await t.close();
  });

  it.each(['http://127.0.0.1:8080/hook', 'http://localhost/hook', 'http://169.254.169.254/latest', 'http://[::1]/x', 'http://10.0.0.5/x'])(
    'answers 422 destination_refused naming the reason at POST for %s, creating nothing',
    async (url) => {
      const { token } = await t.newAccount();
      const res = await t.request('POST', '/api/v1/webhooks', { token, body: { url, events: ['customer_created'] } });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual([
        { field: 'url', code: 'destination_refused', message: expect.stringMatching(/loopback, private, link-local or reserved address$/) },
      ]);
      expect((await t.request('GET', '/api/v1/webhooks', { token })).body.pagination.total_data).toBe(0);
    },
  );

  it('answers 422 at PUT too and leaves the webhook unchanged', async () => {
    const { token } = await t.newAccount();
    const created = await t.request('POST', '/api/v1/webhooks', {
      token,
      body: { url: 'https://93.184.216.34/hook', events: ['customer_created'] },
    });
    expect(created.status).toBe(201);
    const res = await t.request('PUT', `/api/v1/webhooks/${created.body.data.id}`, { token, body: { url: 'http://192.168.1.10/hook' } });
    expect(res.status).toBe(422);
    expect(res.body.errors[0]).toMatchObject({ field: 'url', code: 'destination_refused' });
    expect((await t.request('GET', `/api/v1/webhooks/${created.body.data.id}`, { token })).body.url).toBe('https://93.184.216.34/hook');
  });
});

describe('Retry-After and next_attempt_at', () => {
  let t: WebhookTestApp;
  let receiver: WebhookReceiver;
  beforeAll(async () => {
    t = await startWebhookApp({ WEBHOOK_RETRY_SCHEDULE: '100ms,1h' });
    receiver = await WebhookReceiver.start();
  });
  afterAll(async () => {
    await t?.close();
    await receiver?.close();
  });

  it('caps a Retry-After of years at the longest step and never sends before next_attempt_at', async () => {
    const { accountId, token } = await t.newAccount();
    const path = `/parked-${accountId}`;
    receiver.route(path, [{ status: 503, headers: { 'retry-after': '999999999' } }, { status: 200 }]);
    const webhookId = await t.createWebhook(token, { url: receiver.url(path) });
    await t.record(accountId);
    const list = () => t.request('GET', `/api/v1/webhooks/${webhookId}/deliveries`, { token }).then((r) => r.body.data[0]);
    const first = await eventually(list, (d) => d?.attempt_count === 1, 10_000, 'first attempt');
    const wait = Date.parse(first.next_attempt_at) - Date.now();
    // One hour (the longest step), not 31 years.
    expect(wait).toBeGreaterThan(3_500_000);
    expect(wait).toBeLessThanOrEqual(3_600_000);

    // A job that fires early (a timer, a sweep, a copy) sends nothing.
    const service = (t.worker ?? t.app).get(WebhookDeliveryService, { strict: false });
    await service.deliver({ accountId, deliveryId: first.id, attempt: 2 });
    await sleep(300);
    expect(receiver.at(path)).toHaveLength(1);
    expect(await list()).toMatchObject({ status: 'pending', attempt_count: 1 });
  });
});
