import type { ConfigService } from '@nestjs/config';

import type { Env } from '../config/env';
import { InlineDeliveryQueue } from './inline-delivery.queue';

const config = { get: () => 1 } as unknown as ConfigService<Env, true>;
const settings = (values: Partial<Record<keyof Env, number>>) =>
  ({ get: (key: keyof Env) => values[key] }) as unknown as ConfigService<Env, true>;

describe('InlineDeliveryQueue.snapshot', () => {
  it('reports jobs waiting, delayed and running, and how long the oldest has waited', async () => {
    const queue = new InlineDeliveryQueue(config);
    expect(await queue.snapshot()).toEqual({ waiting: 0, delayed: 0, active: 0, oldestWaitingMs: null });

    let release!: () => void;
    queue.attach(() => new Promise<void>((resolve) => (release = resolve)));
    await queue.add({ accountId: 1, deliveryId: 1, attempt: 1 });
    await queue.add({ accountId: 1, deliveryId: 2, attempt: 1 });
    await queue.add({ accountId: 1, deliveryId: 3, attempt: 2 }, 60_000);
    await new Promise((r) => setTimeout(r, 30));

    const snapshot = await queue.snapshot();
    expect(snapshot).toMatchObject({ waiting: 1, delayed: 1, active: 1 });
    expect(snapshot.oldestWaitingMs).toBeGreaterThanOrEqual(25);
    release();
    await queue.beforeApplicationShutdown();
  });
});

describe('InlineDeliveryQueue fairness', () => {
  it('caps each account at WEBHOOK_ACCOUNT_CONCURRENCY and gives free slots to the accounts in turn', async () => {
    const queue = new InlineDeliveryQueue(settings({ WEBHOOK_CONCURRENCY: 4, WEBHOOK_ACCOUNT_CONCURRENCY: 2 }));
    const started: string[] = [];
    const releases = new Map<string, () => void>();
    // Account 1 queues ten jobs first, then accounts 2 and 3 two each; then the processor attaches.
    for (let d = 1; d <= 10; d++) await queue.add({ accountId: 1, deliveryId: d, attempt: 1 });
    for (const accountId of [2, 3])
      for (let d = 1; d <= 2; d++) await queue.add({ accountId, deliveryId: 100 * accountId + d, attempt: 1 });
    queue.attach((job) => {
      const tag = `${job.accountId}:${job.deliveryId}`;
      started.push(tag);
      return new Promise<void>((resolve) => releases.set(tag, resolve));
    });
    const settle = () => new Promise((r) => setImmediate(r));
    // Turns: account 1, 2, 3, then 1 again for its second slot (its cap); nothing more of its backlog.
    expect(started).toEqual(['1:1', '2:201', '3:301', '1:2']);
    expect(await queue.snapshot()).toMatchObject({ waiting: 8 + 1 + 1, active: 4 });
    // A freed slot goes to the next account in turn under its cap.
    releases.get('2:201')!();
    await settle();
    releases.get('3:301')!();
    await settle();
    expect(started.slice(4)).toEqual(['2:202', '3:302']);
    // Accounts 2 and 3 done: two slots free, yet account 1 stays at its cap of 2.
    releases.get('2:202')!();
    releases.get('3:302')!();
    await settle();
    expect(started).toHaveLength(6);
    expect(await queue.snapshot()).toMatchObject({ waiting: 8, active: 2 });
    // Account 1 gets a slot when one of its own ends.
    releases.get('1:1')!();
    await settle();
    expect(started.slice(6)).toEqual(['1:3']);
    for (const release of releases.values()) release();
    await queue.beforeApplicationShutdown();
  });
});
