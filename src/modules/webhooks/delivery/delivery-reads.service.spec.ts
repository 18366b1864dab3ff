import type { AccountDirectory } from '../../../accounts/account-directory';
import type { NotificationRepository } from '../notification.repository';
import type { WebhookRepository } from '../webhook.repository';
import type { WebhookDeliveryRepository } from '../webhook-delivery.repository';
import { DeliveryReads, NOTIFICATION_CACHE_CHARS } from './delivery-reads.service';

// The repositories are stand-ins that count their calls: what is tested is how many reads reach them.
function setup() {
  const calls: { table: string; accountId: number; ids: number[] }[] = [];
  let zoneReads = 0;
  const table = (name: string, row: (id: number) => object | undefined) => ({
    findByIds: async (accountId: number, ids: number[]) => {
      calls.push({ table: name, accountId, ids });
      return ids.map((id) => row(id)).filter(Boolean);
    },
  });
  const bigData = 'x'.repeat(Math.ceil(NOTIFICATION_CACHE_CHARS / 3));
  const reads = new DeliveryReads(
    table('deliveries', (id) => ({ id, account_id: 1 })) as unknown as WebhookDeliveryRepository,
    table('webhooks', (id) => ({ id, account_id: 1 })) as unknown as WebhookRepository,
    table('notifications', (id) =>
      id > 0
        ? { id, account_id: 1, event: 'customer_created', created_at: new Date(0), payload: [{ big: id >= 100 ? bigData : '' }] }
        : undefined,
    ) as unknown as NotificationRepository,
    {
      timezoneOf: async (accountId: number) => (zoneReads++, accountId === 1 ? 'America/Manaus' : undefined),
    } as unknown as AccountDirectory,
  );
  return { reads, calls: (name: string) => calls.filter((c) => c.table === name), zoneReads: () => zoneReads };
}

describe('DeliveryReads', () => {
  it('answers the reads of jobs running at the same time with one query per account', async () => {
    const { reads, calls } = setup();
    const found = await Promise.all([
      reads.delivery(1, 10),
      reads.delivery(1, 11),
      reads.delivery(2, 12),
      reads.webhook(1, 5),
      reads.webhook(1, 5),
    ]);
    expect(found.map((r) => r?.id)).toEqual([10, 11, 12, 5, 5]);
    expect(calls('deliveries')).toEqual([
      { table: 'deliveries', accountId: 1, ids: [10, 11] },
      { table: 'deliveries', accountId: 2, ids: [12] },
    ]);
    expect(calls('webhooks')).toHaveLength(1);
    await reads.webhook(1, 5);
    expect(calls('webhooks')).toHaveLength(2); // rows that may change are read again every time
  });

  it('keeps notifications serialised, forgets misses, and drops the least recently used beyond its size', async () => {
    const { reads, calls } = setup();
    expect(await reads.notification(1, 7)).toEqual({ id: 7, event: 'customer_created', created_at: new Date(0), data: '[{"big":""}]' });
    await reads.notification(1, 7);
    expect(calls('notifications')).toHaveLength(1);
    expect(await reads.notification(1, -1)).toBeUndefined();
    expect(await reads.notification(1, -1)).toBeUndefined();
    expect(calls('notifications')).toHaveLength(3);

    for (const id of [100, 101, 102, 103]) await reads.notification(1, id); // each a third of the budget
    const before = calls('notifications').length;
    await reads.notification(1, 103); // still kept
    await reads.notification(1, 100); // dropped
    expect(calls('notifications').length - before).toBe(1);
  });

  it('reuses the account time zone for a while, São Paulo when the account has none', async () => {
    const { reads, zoneReads } = setup();
    expect(await reads.timezone(1)).toBe('America/Manaus');
    expect(await reads.timezone(1)).toBe('America/Manaus');
    expect(await reads.timezone(2)).toBe('America/Sao_Paulo');
    expect(zoneReads()).toBe(2);
  });
});
