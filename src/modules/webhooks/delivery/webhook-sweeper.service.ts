import { BeforeApplicationShutdown, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';

import { PeriodicJob } from '../../../common/periodic-job';
import type { Env } from '../../../config/env';
import { TransactionRunner } from '../../../database/transaction';
import { DeliveryQueue } from '../../../queue/delivery-queue';
import type { DeliverWebhookJob } from '../../../queue/queue.constants';
import { WebhookDeliveryRepository } from '../webhook-delivery.repository';

const BATCH = 200;

/**
 * Hands back to the queue every delivery still pending a while after its due time: a lost
 * enqueue, Redis down at commit time, a worker that died, an API restart on the inline driver.
 * Rows are locked with SKIP LOCKED, so several workers sweep without stepping on each other;
 * the job ID of the attempt keeps a delivery from being queued twice. No cursors.
 */
@Injectable()
export class WebhookSweeper implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly graceMs: number;
  private readonly job: PeriodicJob;

  constructor(
    config: ConfigService<Env, true>,
    private readonly deliveries: WebhookDeliveryRepository,
    private readonly transactions: TransactionRunner,
    private readonly queue: DeliveryQueue,
  ) {
    this.graceMs = config.get('WEBHOOK_SWEEP_GRACE_MS', { infer: true });
    this.job = new PeriodicJob({
      name: 'sweep',
      intervalMs: config.get('WEBHOOK_SWEEP_INTERVAL_MS', { infer: true }),
      logger: new Logger('WebhookSweeper'),
      work: () => this.sweep(),
      done: (n) => `re-enqueued ${n} pending deliveries`,
    });
  }

  onApplicationBootstrap() {
    this.job.start();
  }

  beforeApplicationShutdown() {
    return this.job.stop();
  }

  /** One pass; returns how many deliveries were handed to the queue. */
  async sweep(): Promise<number> {
    const now = new Date();
    return this.transactions.run(async (tx) => {
      const due = await this.deliveries.lockDueAcrossAccounts(tx.manager, new Date(now.getTime() - this.graceMs), BATCH);
      if (due.length === 0) return 0;
      // Due "now" again, so the next sweep waits another grace period for this attempt.
      await this.deliveries.touchDue(
        tx.manager,
        due.map((d) => d.id),
        now,
      );
      const jobs: DeliverWebhookJob[] = due.map((d) => ({
        accountId: d.account_id,
        deliveryId: d.id,
        attempt: d.attempt_count + 1,
        requestId: d.request_id ?? undefined,
      }));
      tx.afterCommit(async () => {
        for (const job of jobs) await this.queue.add(job);
      });
      return jobs.length;
    });
  }
}
