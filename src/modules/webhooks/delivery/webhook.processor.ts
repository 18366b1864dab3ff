import { Process, Processor } from '@nestjs/bull';
import { Injectable, OnModuleInit, Optional } from '@nestjs/common';
import type { Job } from 'bull';
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
 * (Bull calls it) and, on the embedded default, the API process (the inline driver calls it).
 */
@Processor(WEBHOOK_QUEUE)
@Injectable()
export class WebhookProcessor implements OnModuleInit {
  constructor(
    private readonly delivery: WebhookDeliveryService,
    @Optional() private readonly inline?: InlineDeliveryQueue,
  ) {}

  onModuleInit() {
    this.inline?.attach((job) => this.handle({ data: job }));
  }

  @Process({ name: DELIVER_WEBHOOK_JOB, concurrency: CONCURRENCY })
  handle(job: Pick<Job<DeliverWebhookJob>, 'data'>): Promise<void> {
    // The request that caused the notification follows it into the delivery's log lines.
    return this.delivery.deliver(job.data);
  }
}
