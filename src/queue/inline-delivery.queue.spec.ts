import type { ConfigService } from '@nestjs/config';
import type { Env } from '../config/env';
import { InlineDeliveryQueue } from './inline-delivery.queue';

const config = { get: () => 1 } as unknown as ConfigService<Env, true>;

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
