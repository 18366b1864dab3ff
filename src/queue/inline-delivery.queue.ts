import { BeforeApplicationShutdown, Injectable, Logger } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';

import type { Env } from '../config/env';
import { MAX_TIMER_MS } from '../config/env-kinds';
import { AccountSlots } from './account-slots';
import { DeliveryQueue, QueueSnapshot, QueueStats } from './delivery-queue';
import { DeliverWebhookJob, jobIdFor } from './queue.constants';

export type DeliveryHandler = (job: DeliverWebhookJob) => Promise<void>;

interface Waiting {
  id: string;
  job: DeliverWebhookJob;
  since: number;
}

/**
 * The embedded default (no REDIS_URL): jobs run in this process, through the same processor
 * the worker runs, with timers for delays and the same job-ID deduplication as Bull. Nothing
 * here survives a restart, and nothing needs to: the deliveries are in the database and the
 * sweeper hands any pending one back after a restart.
 *
 * Fair between accounts: each account has its own line of waiting jobs, a free slot goes to the
 * next account in turn (round robin) that has fewer than WEBHOOK_ACCOUNT_CONCURRENCY deliveries
 * in flight, so one account's thousands of jobs to receivers that never answer hold at most its
 * share of the WEBHOOK_CONCURRENCY slots and wait behind nobody else's turn.
 */
@Injectable()
export class InlineDeliveryQueue extends DeliveryQueue implements BeforeApplicationShutdown {
  private readonly logger = new Logger(InlineDeliveryQueue.name);
  private handler?: DeliveryHandler;
  private readonly delayed = new Map<string, NodeJS.Timeout>();
  /** Waiting jobs, a line per account, and the accounts that have some, in turn order. */
  private readonly lines = new Map<number, Waiting[]>();
  private readonly turns: number[] = [];
  private readonly waitingIds = new Set<string>();
  private readonly running = new Map<string, Promise<void>>();
  private readonly concurrency: number;
  private readonly slots: AccountSlots;
  private closed = false;

  constructor(config: ConfigService<Env, true>) {
    super();
    this.concurrency = config.get('WEBHOOK_CONCURRENCY', { infer: true });
    this.slots = new AccountSlots(Math.min(this.concurrency, config.get('WEBHOOK_ACCOUNT_CONCURRENCY', { infer: true })));
  }

  /** The processor registers itself here (it lives in the delivery module). */
  attach(handler: DeliveryHandler): void {
    this.handler = handler;
    this.drain();
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
    return { driver: 'inline', depth: this.delayed.size + this.waitingIds.size + this.running.size };
  }

  async snapshot(): Promise<QueueSnapshot> {
    let oldest: number | null = null;
    for (const line of this.lines.values()) if (oldest === null || line[0].since < oldest) oldest = line[0].since;
    return {
      waiting: this.waitingIds.size,
      delayed: this.delayed.size,
      active: this.running.size,
      oldestWaitingMs: oldest === null ? null : Math.max(0, Date.now() - oldest),
    };
  }

  private push(id: string, job: DeliverWebhookJob): void {
    const line = this.lines.get(job.accountId);
    if (line) line.push({ id, job, since: Date.now() });
    else {
      this.lines.set(job.accountId, [{ id, job, since: Date.now() }]);
      this.turns.push(job.accountId);
    }
    this.waitingIds.add(id);
    this.drain();
  }

  /** The first job of the next account in turn that is under its cap (that account goes last). */
  private next(): Waiting | undefined {
    for (let i = 0; i < this.turns.length; i++) {
      const accountId = this.turns[i];
      if (!this.slots.hasRoom(accountId)) continue;
      this.turns.splice(i, 1);
      const line = this.lines.get(accountId)!;
      const first = line.shift()!;
      if (line.length > 0) this.turns.push(accountId);
      else this.lines.delete(accountId);
      return first;
    }
    return undefined;
  }

  private drain(): void {
    while (!this.closed && this.handler && this.running.size < this.concurrency) {
      const waiting = this.next();
      if (!waiting) return;
      const { id, job } = waiting;
      this.waitingIds.delete(id);
      this.slots.tryAcquire(job.accountId);
      const run = this.handler(job)
        .catch((error: Error) =>
          this.logger.error(`delivery ${job.deliveryId} attempt ${job.attempt} crashed: ${error.message}`, error.stack),
        )
        .finally(() => {
          this.running.delete(id);
          this.slots.release(job.accountId);
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
    this.lines.clear();
    this.turns.length = 0;
    this.waitingIds.clear();
    await Promise.allSettled([...this.running.values()]);
  }
}
