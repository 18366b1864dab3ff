import { DataSource, In } from 'typeorm';

import { NotificationPurger } from '../../../src/modules/webhooks/delivery/notification-purger.service';
import { Notification } from '../../../src/modules/webhooks/entities/notification.entity';
import { WebhookAttempt } from '../../../src/modules/webhooks/entities/webhook-attempt.entity';
import { WebhookDelivery } from '../../../src/modules/webhooks/entities/webhook-delivery.entity';
import { startWebhookApp, WebhookTestApp } from '../../support/webhook-app';
import { eventually, WebhookReceiver } from '../../support/webhook-receiver';

// Retention: notifications (their data holds documents and phones), deliveries and attempts are
// deleted after NOTIFICATION_RETENTION_DAYS, in batches, by the process that delivers.
let t: WebhookTestApp;
let receiver: WebhookReceiver;
beforeAll(async () => {
  receiver = await WebhookReceiver.start();
  t = await startWebhookApp({ NOTIFICATION_RETENTION_DAYS: '30' });
});
afterAll(async () => {
  await t?.close();
  await receiver?.close();
});

const DAY = 24 * 3600 * 1000;

describe('retention of notifications and the delivery log', () => {
  it('runs where deliveries are made: the worker with Redis, else the API process', () => {
    const where = t.worker ?? t.app;
    expect(where.get(NotificationPurger)).toBeInstanceOf(NotificationPurger);
    if (t.worker) expect(() => t.app.get(NotificationPurger)).toThrow();
  });

  it('deletes what is older than the retention, batch after batch, and keeps pending deliveries, their notifications and anything younger', async () => {
    const ds = t.app.get(DataSource);
    const { accountId, token } = await t.newAccount();
    const other = await t.newAccount();
    const id = await t.createWebhook(token, { url: receiver.url('/kept') });
    await t.createWebhook(other.token, { url: receiver.url('/other') });

    // Made in the order of their ages (IDs grow with time, as the purge's walk expects).
    const otherId = await t.record(other.accountId);
    const ids: number[] = [];
    for (let n = 0; n < 7; n++) ids.push(await t.record(accountId, 'customer_created', [{ id: n, nome: `Cliente ${n}` }]));
    const deliveries = () => ds.getRepository(WebhookDelivery).find({ where: { account_id: accountId }, order: { id: 'ASC' } });
    await eventually(deliveries, (rows) => rows.length === 7 && rows.every((d) => d.status === 'succeeded'), 15000, 'deliveries');
    await eventually(
      () => ds.getRepository(WebhookDelivery).findBy({ account_id: other.accountId }),
      (rows) => rows[0]?.status === 'succeeded',
      15000,
      'other',
    );

    // ids[0..4]: 40 days old; ids[4]'s delivery still pending (kept with its notification);
    // ids[5]: 29 days old (inside the retention); ids[6]: just made. The other account: 40 days.
    const now = new Date();
    const ago = (days: number) => new Date(now.getTime() - days * DAY);
    const age = async (accountId: number, notificationIds: number[], days: number) => {
      await ds.getRepository(Notification).update({ account_id: accountId, id: In(notificationIds) }, { created_at: ago(days) });
      const rows = await ds.getRepository(WebhookDelivery).findBy({ account_id: accountId, notification_id: In(notificationIds) });
      await ds
        .getRepository(WebhookDelivery)
        .update({ account_id: accountId, id: In(rows.map((d) => d.id)) }, { created_at: ago(days), completed_at: ago(days) });
      await ds
        .getRepository(WebhookAttempt)
        .update({ account_id: accountId, delivery_id: In(rows.map((d) => d.id)) }, { attempted_at: ago(days) });
    };
    await age(accountId, ids.slice(0, 5), 40);
    await age(accountId, [ids[5]], 29);
    await age(other.accountId, [otherId], 40);
    const pending = (await deliveries()).find((d) => d.notification_id === ids[4])!;
    await ds
      .getRepository(WebhookDelivery)
      .update(
        { account_id: accountId, id: pending.id },
        { status: 'pending', completed_at: null, next_attempt_at: new Date(now.getTime() + DAY) },
      );

    // A slow receiver may have made a delivery take two attempts: count what is there.
    const byDelivery = new Map((await deliveries()).map((d) => [d.notification_id, d.id]));
    const attemptsOf = async (account: number, deliveryIds: number[]) =>
      (await ds.getRepository(WebhookAttempt).findBy({ account_id: account, delivery_id: In(deliveryIds) })).length;
    const oldAttempts = await attemptsOf(
      accountId,
      ids.slice(0, 5).map((n) => byDelivery.get(n)!),
    );
    const otherAttempts = await ds.getRepository(WebhookAttempt).countBy({ account_id: other.accountId });
    const youngDeliveries = [ids[5], ids[6]].map((n) => byDelivery.get(n)!);
    const youngAttempts = await attemptsOf(accountId, youngDeliveries);
    expect(oldAttempts).toBeGreaterThanOrEqual(5);
    expect(otherAttempts).toBeGreaterThanOrEqual(1);

    const purger = (t.worker ?? t.app).get(NotificationPurger);
    // Batches of 2: the walk goes on batch after batch until it meets a younger row.
    const deleted = await purger.purge(now, 2);
    // 4 notifications + 4 deliveries + every attempt of the five old ones (the pending delivery's
    // old attempt too) of the account, 1 + 1 + its attempts of the other.
    expect(deleted).toBe(4 + 4 + oldAttempts + 1 + 1 + otherAttempts);

    const left = await ds.getRepository(Notification).find({ where: { account_id: accountId }, order: { id: 'ASC' } });
    expect(left.map((n) => n.id)).toEqual([ids[4], ids[5], ids[6]]);
    expect((await deliveries()).map((d) => d.notification_id)).toEqual([ids[4], ids[5], ids[6]]);
    const attempts = await ds.getRepository(WebhookAttempt).findBy({ account_id: accountId });
    expect(attempts).toHaveLength(youngAttempts);
    expect(new Set(attempts.map((a) => a.delivery_id))).toEqual(new Set(youngDeliveries));
    expect(await ds.getRepository(Notification).countBy({ account_id: other.accountId })).toBe(0);
    expect(await ds.getRepository(WebhookDelivery).countBy({ account_id: other.accountId })).toBe(0);

    // What the API shows is what is left; a second pass finds nothing more.
    const listed = await t.request('GET', `/api/v1/webhooks/${id}/deliveries`, { token });
    expect(listed.body.data.map((d: { id_event: number }) => d.id_event)).toEqual([ids[4], ids[5], ids[6]]);
    expect(await purger.purge(now, 2)).toBe(0);
  });
});
