import type { DeliverWebhookJob } from './queue.constants';

export interface QueueStats {
  driver: 'bull' | 'inline';
  /** Jobs waiting, delayed or running. */
  depth: number;
}

/** What the metrics read of a queue. */
export interface QueueSnapshot {
  waiting: number;
  /** Retries not yet due. */
  delayed: number;
  active: number;
  /** How long the oldest waiting job has been ready to run, in ms (null when none waits). */
  oldestWaitingMs: number | null;
}

/**
 * Where deliveries are handed to: Bull on Redis when REDIS_URL is set, otherwise the
 * in-process driver (src/queue/inline-delivery.queue.ts). The API only ever calls `add`.
 */
export abstract class DeliveryQueue {
  /** Adds the job unless one with the same job ID is already waiting or running. */
  abstract add(job: DeliverWebhookJob, delayMs?: number): Promise<void>;
  /** Queue depth; throws when the queue's backend cannot be reached. */
  abstract stats(): Promise<QueueStats>;
  /** Jobs by state and the age of the oldest waiting one (the worker's metrics). */
  abstract snapshot(): Promise<QueueSnapshot>;
}
