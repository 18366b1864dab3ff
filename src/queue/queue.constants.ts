import type { JobOptions } from 'bull';

import { DEFER_BACKOFF } from './account-slots';

/** The one queue of the service: webhook deliveries. */
export const WEBHOOK_QUEUE = 'webhooks';
/** Job name: send one attempt of one delivery. */
export const DELIVER_WEBHOOK_JOB = 'deliver';

/**
 * Default options of every webhook job. Bull does not retry a delivery on its own (one attempt
 * of the delivery per job): the processor schedules the next attempt itself from
 * WEBHOOK_RETRY_SCHEDULE, so the inline driver and Bull retry the same way. Bull's own
 * `attempts` and `backoff` serve only to put back a job whose account has its share of
 * deliveries in flight (`DeliveryDeferred`, see account-slots.ts), under its own job ID; any other
 * failure is final (the backoff answers -1). Finished jobs leave Redis: the delivery log is in
 * the database.
 */
export const WEBHOOK_JOB_OPTIONS: JobOptions = {
  attempts: 1_000_000,
  backoff: { type: DEFER_BACKOFF },
  stackTraceLimit: 1,
  removeOnComplete: true,
  removeOnFail: true,
};

/** Job data: IDs only (STYLE: Queue). */
export interface DeliverWebhookJob {
  accountId: number;
  deliveryId: number;
  /** Which attempt of the delivery this job is (1, 2, …, over every series). */
  attempt: number;
  /** The API request that caused the notification. */
  requestId?: string;
}

/**
 * The Bull job ID: the delivery ID for the first attempt, `<delivery id>:<attempt>` for later
 * ones, so that enqueueing the same attempt twice (after-commit hook and sweeper) adds one job.
 */
export const jobIdFor = (deliveryId: number, attempt: number): string => (attempt <= 1 ? String(deliveryId) : `${deliveryId}:${attempt}`);
