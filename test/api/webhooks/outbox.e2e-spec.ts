import { DataSource } from 'typeorm';

import { contextFor } from '../../../src/common/request-context';
import { TransactionRunner } from '../../../src/database/transaction';
import { Notification } from '../../../src/modules/webhooks/entities/notification.entity';
import { WebhookDelivery } from '../../../src/modules/webhooks/entities/webhook-delivery.entity';
import { leastStatements } from '../../support/db-probes';
import { startWebhookApp, WebhookTestApp } from '../../support/webhook-app';
import { sleep, WebhookReceiver } from '../../support/webhook-receiver';

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

const clients = (n: number, tag: string) => Array.from({ length: n }, (_, i) => ({ nome: `Cliente ${tag} ${i + 1}` }));

describe('outbox: notifications emitted on the context', () => {
  it('writes the notifications of a 100-client batch with one insert, and their deliveries with one more', async () => {
    const { accountId, token } = await t.newAccount();
    const path = `/batch-${accountId}`;
    await t.createWebhook(token, { url: receiver.url(path), events: ['customer_created'] });
    // Subscribed to another kind only: it gets no delivery of these notifications.
    await t.createWebhook(token, { url: receiver.url(`${path}-other`), events: ['customer_deleted'] });

    const res = await t.request('POST', '/api/v1/clients', { token, body: clients(100, 'lote') });
    expect(res.status).toBe(201);
    expect(res.body.data).toHaveLength(100);

    // What the outbox costs, measured on an account of its own with the same webhooks: the
    // transaction of a 100-client batch runs the statements of a 1-client batch's, one INSERT of
    // all notifications and one of all deliveries. A row or a delivery written apart would add 99
    // each. Only the batch's transaction counts: the in-process sender starts on the deliveries
    // (its reads, its own transactions) as soon as they commit, while the answer is on its way.
    const measured = await t.newAccount();
    const measuredPath = `/batch-measured-${measured.accountId}`;
    await t.createWebhook(measured.token, { url: receiver.url(measuredPath), events: ['customer_created'] });
    await t.createWebhook(measured.token, { url: receiver.url(`${measuredPath}-other`), events: ['customer_deleted'] });
    let sent = 0;
    const batch = async (n: number, run: number) => {
      expect((await t.request('POST', '/api/v1/clients', { token: measured.token, body: clients(n, `medido ${run}`) })).status).toBe(201);
      sent += n;
    };
    // Each run starts once the earlier ones are delivered: their sends would run statements meanwhile.
    const settle = async () => {
      await receiver.waitForCount(100, path, 90_000);
      await receiver.waitForCount(sent, measuredPath, 90_000);
      await sleep(200);
    };
    const ds = t.app.get(DataSource);
    const one = await leastStatements(ds, (run) => batch(1, run), 3, { settle, firstTransaction: true });
    const hundred = await leastStatements(ds, (run) => batch(100, run), 2, { settle, firstTransaction: true });
    expect(hundred).toBeLessThanOrEqual(one);
    // And the 1-client batch's transaction no more than 6: its BEGIN and COMMIT, the client's
    // INSERT, the notifications' INSERT, the account's webhooks, the deliveries' INSERT (the
    // inserts answer their IDs: no read back of the rows).
    expect(one).toBeLessThanOrEqual(6);

    // One notification per client, in the order of the request, each with one delivery that
    // points to it (the IDs of the multi-row insert are the rows' own).
    const notifications = await ds.getRepository(Notification).find({ where: { account_id: accountId }, order: { id: 'ASC' } });
    expect(notifications.map((n) => (n.payload[0] as { nome: string }).nome)).toEqual(clients(100, 'lote').map((c) => c.nome));
    const deliveries = await ds.getRepository(WebhookDelivery).find({ where: { account_id: accountId } });
    expect(deliveries).toHaveLength(100);
    for (const n of notifications) expect(deliveries.filter((d) => d.notification_id === n.id)).toHaveLength(1);

    // The receiver gets the 100 notifications with the id_event of their rows.
    expect(receiver.at(`${path}-other`)).toHaveLength(0);
    const received = receiver.at(path).map((r) => r.json as { id_event: number; data: { nome: string }[] });
    expect(new Set(received.map((b) => b.id_event))).toEqual(new Set(notifications.map((n) => n.id)));
    for (const body of received) {
      const own = notifications.find((n) => n.id === body.id_event)!;
      expect(body.data[0].nome).toBe((own.payload[0] as { nome: string }).nome);
    }
  }, 180_000);

  it('fans a 500-client batch out to 1,000 deliveries of two webhooks (201, every row recorded)', async () => {
    const { accountId, token } = await t.newAccount();
    const paths = [`/fan-out-${accountId}-a`, `/fan-out-${accountId}-b`];
    const webhookIds = [];
    for (const path of paths) webhookIds.push(await t.createWebhook(token, { url: receiver.url(path), events: ['customer_created'] }));

    const res = await t.request('POST', '/api/v1/clients', { token, body: clients(500, 'leque') });
    expect(res.status).toBe(201);
    expect(res.body.data).toHaveLength(500);

    const ds = t.app.get(DataSource);
    const notifications = await ds.getRepository(Notification).find({ where: { account_id: accountId }, order: { id: 'ASC' } });
    expect(notifications.map((n) => (n.payload[0] as { nome: string }).nome)).toEqual(clients(500, 'leque').map((c) => c.nome));
    const deliveries = await ds.getRepository(WebhookDelivery).find({ where: { account_id: accountId } });
    expect(deliveries).toHaveLength(1000);
    // Each notification once per webhook, each delivery pointing at a notification of this batch.
    const pairs = new Set(deliveries.map((d) => `${d.notification_id}:${d.webhook_id}`));
    expect(pairs.size).toBe(1000);
    for (const n of notifications) for (const w of webhookIds) expect(pairs.has(`${n.id}:${w}`)).toBe(true);
    for (const d of deliveries) expect(d).toMatchObject({ event: 'customer_created', attempt_count: 0, series_offset: 0 });

    // Settled before the next test: both receivers get their 500.
    for (const path of paths) await receiver.waitForCount(500, path, 120_000);
  }, 240_000);

  it('writes nothing and sends nothing when the transaction rolls back after emitting', async () => {
    const { accountId, token } = await t.newAccount();
    const path = `/rollback-${accountId}`;
    await t.createWebhook(token, { url: receiver.url(path) });
    const ctx = contextFor({ id: accountId, nome: 'x', timezone: 'America/Sao_Paulo' }, `req-rollback-${accountId}`);
    await expect(
      t.app.get(TransactionRunner).run(ctx, async (c) => {
        c.emit('customer_created', [{ id: 1, nome: 'Never' }]);
        throw new Error('rolled back on purpose');
      }),
    ).rejects.toThrow('rolled back on purpose');
    const ds = t.app.get(DataSource);
    expect(await ds.getRepository(Notification).countBy({ account_id: accountId })).toBe(0);
    expect(await ds.getRepository(WebhookDelivery).countBy({ account_id: accountId })).toBe(0);
    expect(receiver.at(path)).toHaveLength(0);
  });

  it('keeps emits of one unit of work in order, with the request ID of the context on each delivery', async () => {
    const { accountId, token } = await t.newAccount();
    const path = `/order-${accountId}`;
    await t.createWebhook(token, { url: receiver.url(path), events: ['customer_created', 'customer_updated'] });
    const ctx = contextFor({ id: accountId, nome: 'x', timezone: 'America/Sao_Paulo' }, `req-order-${accountId}`);
    await t.app.get(TransactionRunner).run(ctx, async (c) => {
      c.emit('customer_created', [{ id: 1, nome: 'Primeiro' }]);
      c.emit('customer_updated', [{ id: 1, nome: 'Segundo' }]);
      // A context already in a transaction joins it: its emits go out with the same commit.
      await t.app.get(TransactionRunner).run(c, async (inner) => inner.emit('customer_created', [{ id: 2, nome: 'Terceiro' }]));
    });
    const ds = t.app.get(DataSource);
    const rows = await ds.getRepository(Notification).find({ where: { account_id: accountId }, order: { id: 'ASC' } });
    expect(rows.map((r) => [r.event, (r.payload[0] as { nome: string }).nome])).toEqual([
      ['customer_created', 'Primeiro'],
      ['customer_updated', 'Segundo'],
      ['customer_created', 'Terceiro'],
    ]);
    const deliveries = await ds.getRepository(WebhookDelivery).find({ where: { account_id: accountId } });
    expect(deliveries.map((d) => d.request_id)).toEqual([`req-order-${accountId}`, `req-order-${accountId}`, `req-order-${accountId}`]);
    await receiver.waitForCount(3, path, 60_000);
  }, 120_000);
});
