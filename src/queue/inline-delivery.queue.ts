import { Injectable, Logger, BeforeApplicationShutdown } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { Env } from '../config/env';
import { DeliveryQueue, QueueSnapshot, QueueStats } from './delivery-queue';
import { DeliverWebhookJob, jobIdFor } from './queue.constants';

export type DeliveryHandler = (job: DeliverWebhookJob) => Promise<void>;

const MAX_TIMER_MS = 2_147_483_647;

/**
 * The embedded default (no REDIS_URL): jobs run in this process, through the same processor
 * the worker runs, with timers for delays and the same job-ID deduplication as Bull. Nothing
 * here survives a restart, and nothing needs to: the deliveries are in the database and the
 * sweeper hands any pending one back after a restart.
 */
@Injectable()
export class InlineDeliveryQueue extends DeliveryQueue implements BeforeApplicationShutdown {
  private readonly logger = new Logger(InlineDeliveryQueue.name);
  private handler?: DeliveryHandler;
  private readonly delayed = new Map<string, NodeJS.Timeout>();
  private readonly waiting: { id: string; job: DeliverWebhookJob; since: number }[] = [];
  private readonly waitingIds = new Set<string>();
  private readonly running = new Map<string, Promise<void>>();
  private readonly concurrency: number;
  private closed = false;

  constructor(config: ConfigService<Env, true>) {
    super();
    this.concurrency = config.get('WEBHOOK_CONCURRENCY', { infer: true });
  }

  /** The processor registers itself here (it lives in the delivery module). */
  attach(handler: DeliveryHandler): void {
    this.handler = handler;
  }

  async add(job: DeliverWebhookJob, delayMs = 0): Promise<void> {
    if (this.closed) return;
    const id = jobIdFor(job.deliveryId, job.attempt);
    if (this.delayed.has(id) || this.running.has(id) || this.waitingIds.has(id)) return;
    // Node fires a timer beyond 2^31-1 ms at once; a capped one fires early and is then skipped
    // (never sent before next_attempt_at) until the sweeper hands the delivery back when due.
    delayMs = Math.min(delayMs, MAX_TIMER_MS);
    if (delayMs > 0) {
      this.delayed.set(
        id,
        setTimeout(() => {
          this.delayed.delete(id);
          this.push(id, job);
        }, delayMs),
      );
    } else {
      this.push(id, job);
    }
  }

  async stats(): Promise<QueueStats> {
    return { driver: 'inline', depth: this.delayed.size + this.waiting.length + this.running.size };
  }

  async snapshot(): Promise<QueueSnapshot> {
    const oldest = this.waiting[0];
    return {
      waiting: this.waiting.length,
      delayed: this.delayed.size,
      active: this.running.size,
      oldestWaitingMs: oldest ? Math.max(0, Date.now() - oldest.since) : null,
    };
  }

  private push(id: string, job: DeliverWebhookJob): void {
    this.waiting.push({ id, job, since: Date.now() });
    this.waitingIds.add(id);
    this.drain();
  }

  private drain(): void {
    while (!this.closed && this.handler && this.running.size < this.concurrency && this.waiting.length > 0) {
      const { id, job } = this.waiting.shift()!;
      this.waitingIds.delete(id);
      const run = this.handler(job)
        .catch((error: Error) => this.logger.error(`delivery ${job.deliveryId} attempt ${job.attempt} crashed: ${error.message}`, error.stack))
        .finally(() => {
          this.running.delete(id);
          this.drain();
        });
      this.running.set(id, run);
    }
  }

  /** Drops waiting and delayed jobs (they stay pending in the database) and lets running ones finish. */
  async beforeApplicationShutdown(): Promise<void> {
    this.closed = true;
    for (const timer of this.delayed.values()) clearTimeout(timer);
    this.delayed.clear();
    this.waiting.length = 0;
    this.waitingIds.clear();
    await Promise.allSettled([...this.running.values()]);
  }
}
