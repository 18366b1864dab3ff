import { Injectable, Logger } from '@nestjs/common';

import { Tx } from '../../../common/request-context';
import { TransactionRunner } from '../../../database/transaction';
import { DeliveryQueue } from '../../../queue/delivery-queue';
import type { DeliverWebhookJob } from '../../../queue/queue.constants';
import type { Webhook } from '../entities/webhook.entity';
import type { DeliveryStatus } from '../entities/webhook-delivery.entity';
import { WebhookRepository } from '../webhook.repository';
import { WebhookAttemptRepository } from '../webhook-attempt.repository';
import { WebhookDeliveryRepository } from '../webhook-delivery.repository';
import type { SendResult } from './webhook-sender';

/** 5 days in which every attempt failed turn a webhook off. */
export const FAILING_DEACTIVATION_MS = 5 * 24 * 3600 * 1000;

/** Outcomes written by one transaction at most. */
export const MAX_OUTCOMES_PER_BATCH = 200;

/** One attempt made, to be recorded. */
export interface AttemptOutcome {
  job: DeliverWebhookJob;
  webhookId: number;
  attemptedAt: Date;
  /** When the answer (or the failure) came. */
  at: Date;
  result: SendResult;
  status: DeliveryStatus;
  /** Wait before the next attempt (status `pending`), else null. */
  delayMs: number | null;
}

export interface RecordedOutcome {
  /** False when the attempt was already recorded (a copy of the job) or the webhook is gone. */
  recorded: boolean;
  /** Why this outcome turned the webhook off, if it did. */
  deactivated: string | null;
}

interface Waiting {
  outcome: AttemptOutcome;
  resolve: (r: RecordedOutcome) => void;
  reject: (e: unknown) => void;
}

/**
 * The bookkeeping of delivery attempts, batched: outcomes that arrive while a batch is being
 * written wait and go together into the next transaction (group commit, up to
 * MAX_OUTCOMES_PER_BATCH). One transaction per batch, through the TransactionRunner:
 *
 * 1. the webhooks concerned are locked in ID order (as PUT and DELETE of a webhook lock theirs),
 *    then the deliveries, in ID order;
 * 2. an outcome is recorded only if its webhook still exists and its delivery is still pending
 *    at the attempt before this one (two copies of one job may run after a crash);
 * 3. the deliveries are updated (one UPDATE per set of equal values), the attempts inserted (one
 *    INSERT), and each webhook's failing mark and deactivation worked out from its outcomes in
 *    the order they came, as one attempt after the other would have left them;
 * 4. after the commit, the next attempts are queued.
 *
 * `record` resolves only after the commit, so a job is acknowledged only once its outcome is
 * stored: a worker killed before that leaves the delivery pending, and the queue's stalled-job
 * check or the sweeper sends it again (at least once). A batch that fails is written again
 * outcome by outcome, so one bad outcome cannot fail the others.
 */
@Injectable()
export class DeliveryOutcomeRecorder {
  private readonly logger = new Logger('WebhookDelivery');
  private buffer: Waiting[] = [];
  private busy = false;
  private scheduled = false;

  constructor(
    private readonly webhooks: WebhookRepository,
    private readonly deliveries: WebhookDeliveryRepository,
    private readonly attempts: WebhookAttemptRepository,
    private readonly transactions: TransactionRunner,
    private readonly queue: DeliveryQueue,
  ) {}

  record(outcome: AttemptOutcome): Promise<RecordedOutcome> {
    return new Promise((resolve, reject) => {
      this.buffer.push({ outcome, resolve, reject });
      if (this.busy || this.scheduled) return;
      // Outcomes that come in the same turn of the event loop share the first transaction.
      this.scheduled = true;
      setImmediate(() => {
        this.scheduled = false;
        void this.flush();
      });
    });
  }

  private async flush(): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    try {
      while (this.buffer.length > 0) await this.write(this.buffer.splice(0, MAX_OUTCOMES_PER_BATCH));
    } finally {
      this.busy = false;
    }
  }

  private async write(batch: Waiting[]): Promise<void> {
    try {
      const results = await this.transactions.run((tx) =>
        this.writeBatch(
          tx,
          batch.map((w) => w.outcome),
        ),
      );
      batch.forEach((w, i) => w.resolve(results[i]));
    } catch (error) {
      if (batch.length === 1) return batch[0].reject(error);
      this.logger.warn(`recording ${batch.length} outcomes together failed (${(error as Error).message}); recording them one by one`);
      for (const w of batch) {
        try {
          w.resolve((await this.transactions.run((tx) => this.writeBatch(tx, [w.outcome])))[0]);
        } catch (e) {
          w.reject(e);
        }
      }
    }
  }

  /** One transaction's work; it may run again after a deadlock, so it changes nothing outside. */
  private async writeBatch(tx: Tx, outcomes: AttemptOutcome[]): Promise<RecordedOutcome[]> {
    const results: RecordedOutcome[] = outcomes.map(() => ({ recorded: false, deactivated: null }));
    const webhooks = await this.webhooks.lockForOutcomes(
      outcomes.map((o) => ({ accountId: o.job.accountId, id: o.webhookId })),
      tx.manager,
    );
    const webhookById = new Map(webhooks.map((w) => [w.id, w]));
    const rows = await this.deliveries.lockForOutcomes(
      outcomes.filter((o) => webhookById.has(o.webhookId)).map((o) => o.job.deliveryId),
      tx.manager,
    );
    const deliveryById = new Map(rows.map((d) => [d.id, { ...d }]));

    // Which outcomes may be recorded, in the order the answers came.
    const order = outcomes.map((_, i) => i).sort((a, b) => outcomes[a].at.getTime() - outcomes[b].at.getTime());
    const accepted: number[] = [];
    for (const i of order) {
      const { job } = outcomes[i];
      const d = deliveryById.get(job.deliveryId);
      if (!d || d.account_id !== job.accountId || d.status !== 'pending' || d.attempt_count !== job.attempt - 1) continue;
      d.attempt_count = job.attempt;
      d.status = outcomes[i].status;
      accepted.push(i);
      results[i].recorded = true;
    }
    if (accepted.length === 0) return results;

    // Deliveries: one UPDATE per set of equal values (the usual batch is all 2xx at attempt 1).
    const groups = new Map<string, { ids: number[]; values: Parameters<WebhookDeliveryRepository['saveOutcomes']>[1] }>();
    for (const i of accepted) {
      const o = outcomes[i];
      const values = {
        status: o.status,
        attempt_count: o.job.attempt,
        next_attempt_at: o.delayMs === null ? null : new Date(o.at.getTime() + o.delayMs),
        last_status_code: o.result.statusCode,
        last_error: o.result.error,
        completed_at: o.status === 'pending' ? null : o.at,
      };
      // A retry's due time is its own; finished ones share the group's latest completion time.
      const key =
        o.status === 'pending'
          ? `retry:${o.job.deliveryId}`
          : JSON.stringify([o.status, o.job.attempt, values.last_status_code, values.last_error]);
      const group = groups.get(key);
      if (group) {
        group.ids.push(o.job.deliveryId);
        group.values.completed_at = o.at;
      } else {
        groups.set(key, { ids: [o.job.deliveryId], values });
      }
    }
    for (const { ids, values } of groups.values()) await this.deliveries.saveOutcomes(ids, values, tx.manager);

    await this.attempts.insertMany(
      accepted.map((i) => {
        const { job, result, attemptedAt } = outcomes[i];
        return {
          account_id: job.accountId,
          delivery_id: job.deliveryId,
          attempt: job.attempt,
          attempted_at: attemptedAt,
          status_code: result.statusCode,
          duration_ms: result.durationMs,
          response_body: result.responseBody,
          error: result.error,
          success: result.ok,
        };
      }),
      tx.manager,
    );

    for (const webhook of webhooks) {
      const mine = accepted.filter((i) => outcomes[i].webhookId === webhook.id);
      if (mine.length > 0)
        await this.markWebhook(
          tx,
          webhook,
          mine.map((i) => outcomes[i]),
          (k, why) => (results[mine[k]].deactivated = why),
        );
    }

    for (const i of accepted) {
      const { job, delayMs } = outcomes[i];
      if (delayMs !== null) tx.afterCommit(() => this.queue.add({ ...job, attempt: job.attempt + 1 }, delayMs));
    }
    return results;
  }

  /**
   * The webhook's failing mark and deactivation after these outcomes, one after the other: a
   * success ends the run of failures; a failure starts one (kept when one is running); a 410, or
   * a run of failures 5 days long, turns an active webhook off.
   */
  private async markWebhook(
    tx: Tx,
    webhook: Webhook,
    outcomes: AttemptOutcome[],
    deactivatedBy: (k: number, why: string) => void,
  ): Promise<void> {
    const before = { failing: webhook.failing_since?.getTime() ?? null, active: webhook.active };
    let failing = before.failing;
    let active = webhook.active;
    let deactivation: { reason: 'gone' | 'failing'; at: Date } | null = null;
    outcomes.forEach((o, k) => {
      if (o.result.ok) {
        failing = null;
        return;
      }
      const now = o.at.getTime();
      failing ??= now;
      if (!active) return;
      if (o.result.statusCode === 410) deactivation = { reason: 'gone', at: o.at };
      else if (failing <= now - FAILING_DEACTIVATION_MS) deactivation = { reason: 'failing', at: o.at };
      else return;
      active = false;
      deactivatedBy(k, deactivation.reason === 'gone' ? 'the receiver answered 410 Gone' : 'every attempt failed for 5 days');
    });
    if (failing === before.failing && active === before.active) return;
    const values: Parameters<WebhookRepository['saveDeliveryMarks']>[2] = { failing_since: failing === null ? null : new Date(failing) };
    const off = deactivation as { reason: 'gone' | 'failing'; at: Date } | null;
    if (off) Object.assign(values, { active: false, deactivated_reason: off.reason, deactivated_at: off.at, updated_at: off.at });
    await this.webhooks.saveDeliveryMarks(webhook.account_id, webhook.id, values, tx.manager);
  }
}
