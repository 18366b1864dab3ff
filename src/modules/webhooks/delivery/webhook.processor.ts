import { Process, Processor } from '@nestjs/bull';
import { Injectable, OnModuleInit, Optional } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { Job } from 'bull';

import type { Env } from '../../../config/env';
import { AccountSlots, DeliveryDeferred } from '../../../queue/account-slots';
import { InlineDeliveryQueue } from '../../../queue/inline-delivery.queue';
import { DELIVER_WEBHOOK_JOB, DeliverWebhookJob, WEBHOOK_QUEUE } from '../../../queue/queue.constants';
import { WebhookDeliveryService } from './webhook-delivery.service';

/**
 * Concurrency of the Bull processor, read once while this module is imported, from WEBHOOK_CONCURRENCY
 * (`.env` included: the entry points read it before importing anything else; validated at boot).
 */
const CONCURRENCY = Math.max(1, Number(process.env.WEBHOOK_CONCURRENCY) || 100);

/**
 * The one processor of webhook jobs. Registered only where deliveries are made: the worker
 * (Bull calls it) and, on the embedded default, the API process (the inline driver calls it,
 * and shares its slots fairly between accounts itself).
 *
 * Fair between accounts on Bull too: a job of an account that already has
 * WEBHOOK_ACCOUNT_CONCURRENCY deliveries in flight in this process is not run: it fails with
 * `DeliveryDeferred` at once, and Bull puts it back under its own job ID after a short wait
 * that grows with each deferral (account-slots.ts). One account's jobs to receivers that never
 * answer thus hold at most its share of the slots, and the jobs of others queued behind them
 * are reached at the pace of a few Redis round trips per deferred job, not of its timeouts.
 */
@Processor(WEBHOOK_QUEUE)
@Injectable()
export class WebhookProcessor implements OnModuleInit {
  private readonly slots: AccountSlots;

  constructor(
    private readonly delivery: WebhookDeliveryService,
    config: ConfigService<Env, true>,
    @Optional() private readonly inline?: InlineDeliveryQueue,
  ) {
    this.slots = new AccountSlots(Math.min(CONCURRENCY, config.get('WEBHOOK_ACCOUNT_CONCURRENCY', { infer: true })));
  }

  onModuleInit() {
    // The request that caused the notification follows it into the delivery's log lines.
    this.inline?.attach((job) => this.delivery.deliver(job));
  }

  @Process({ name: DELIVER_WEBHOOK_JOB, concurrency: CONCURRENCY })
  async handle(job: Pick<Job<DeliverWebhookJob>, 'data'>): Promise<void> {
    const { accountId } = job.data;
    if (!this.slots.tryAcquire(accountId)) throw new DeliveryDeferred(accountId);
    try {
      await this.delivery.deliver(job.data);
    } finally {
      this.slots.release(accountId);
    }
  }
}
