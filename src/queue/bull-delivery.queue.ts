import { InjectQueue } from '@nestjs/bull';
import { Injectable } from '@nestjs/common';
import type { Queue } from 'bull';

import { Dependencies } from '../common/dependency-state';
import { DeliveryQueue, QueueSnapshot, QueueStats } from './delivery-queue';
import { DELIVER_WEBHOOK_JOB, DeliverWebhookJob, jobIdFor, WEBHOOK_QUEUE } from './queue.constants';

/** The Redis driver: one Bull job per attempt, job ID derived from the delivery ID. */
@Injectable()
export class BullDeliveryQueue extends DeliveryQueue {
  constructor(
    @InjectQueue(WEBHOOK_QUEUE) private readonly queue: Queue<DeliverWebhookJob>,
    private readonly dependencies: Dependencies,
  ) {
    super();
  }

  async add(job: DeliverWebhookJob, delayMs = 0): Promise<void> {
    await this.queue.add(DELIVER_WEBHOOK_JOB, job, {
      jobId: jobIdFor(job.deliveryId, job.attempt),
      delay: delayMs > 0 ? delayMs : undefined,
    });
  }

  async stats(): Promise<QueueStats> {
    // Known down (its clients cannot connect): said now, not after a ping that waits for a reconnection.
    const redis = this.dependencies.redis;
    if (redis?.status === 'down') throw new Error(redis.cause);
    await this.queue.client.ping();
    const counts = await this.queue.getJobCounts();
    return { driver: 'bull', depth: counts.waiting + counts.delayed + counts.active };
  }

  async snapshot(): Promise<QueueSnapshot> {
    const [counts, [oldest]] = await Promise.all([this.queue.getJobCounts(), this.queue.getWaiting(0, 0)]);
    // Bull takes jobs from the tail of its wait list: `getWaiting(0, 0)` is the oldest. A delayed
    // job became ready when its delay ran out.
    const readyAt = oldest ? oldest.timestamp + (oldest.opts.delay ?? 0) : null;
    return {
      waiting: counts.waiting,
      delayed: counts.delayed,
      active: counts.active,
      oldestWaitingMs: readyAt === null ? null : Math.max(0, Date.now() - readyAt),
    };
  }
}
