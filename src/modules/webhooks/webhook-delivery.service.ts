import { Injectable, Logger } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { DEFAULT_TIMEZONE, timestampInZone } from '../../common/dates';
import type { Env } from '../../config/env';
import { TransactionRunner } from '../../database/transaction';
import { DeliveryQueue } from '../../queue/delivery-queue';
import type { DeliverWebhookJob } from '../../queue/queue.constants';
import { nextDelay, parseRetrySchedule } from './retry-schedule';
import { sendWebhook } from './webhook-sender';
import { AccountsService } from '../../accounts/accounts.service';
import {
  NotificationRepository,
  WebhookAttemptRepository,
  WebhookDeliveryRepository,
  WebhookRepository,
} from './webhooks.repository';

/** 5 days in which every attempt failed turn a webhook off (DECISIONS: Webhooks). */
export const FAILING_DEACTIVATION_MS = 5 * 24 * 3600 * 1000;


const EARLY_SLACK_MS = 1000;
/**
 * What the processor runs for one job: one attempt of one delivery, its log entry, and the
 * next step (success, the next attempt after the scheduled delay, or give up). The same code
 * runs in the worker (Bull) and in the API process (inline driver).
 */
@Injectable()
export class WebhookDeliveryService {
  private readonly logger = new Logger('WebhookDelivery');
  private readonly schedule: number[];
  private readonly timeoutMs: number;
  private readonly allowPrivateNetworks: boolean;

  constructor(
    config: ConfigService<Env, true>,
    private readonly webhooks: WebhookRepository,
    private readonly deliveries: WebhookDeliveryRepository,
    private readonly attempts: WebhookAttemptRepository,
    private readonly notifications: NotificationRepository,
    private readonly accounts: AccountsService,
    private readonly transactions: TransactionRunner,
    private readonly queue: DeliveryQueue,
  ) {
    this.schedule = parseRetrySchedule(config.get('WEBHOOK_RETRY_SCHEDULE', { infer: true }));
    this.timeoutMs = config.get('WEBHOOK_TIMEOUT_MS', { infer: true });
    this.allowPrivateNetworks = config.get('WEBHOOK_ALLOW_PRIVATE_NETWORKS', { infer: true });
  }

  async deliver(job: DeliverWebhookJob): Promise<void> {
    const { accountId, deliveryId, attempt } = job;
    const tag = `delivery ${deliveryId} attempt ${attempt}${job.requestId ? ` (request ${job.requestId})` : ''}`;
    const delivery = await this.deliveries.findById(accountId, deliveryId);
    // A job for an attempt already made (a copy after a crash, a sweep racing a retry) does nothing.
    if (!delivery || delivery.status !== 'pending' || delivery.attempt_count + 1 !== attempt) return;
    // Never before its time, whatever fired the job early (a timer, a sweep, a copy): the sweeper
    // hands a pending delivery back once it is due. One second of slack: the column may round.
    if (delivery.next_attempt_at && new Date(delivery.next_attempt_at).getTime() > Date.now() + EARLY_SLACK_MS) return;

    const webhook = await this.webhooks.findById(accountId, delivery.webhook_id);
    const notification = await this.notifications.findById(accountId, delivery.notification_id);
    if (!webhook || !webhook.active || !notification) {
      const why = !webhook ? 'webhook deleted' : !webhook.active ? 'webhook is inactive' : 'notification missing';
      await this.deliveries.markGivenUp(accountId, deliveryId, why, new Date());
      this.logger.warn(`${tag}: given up, ${why}`);
      return;
    }

    const timezone = (await this.accounts.timezoneOf(accountId)) ?? DEFAULT_TIMEZONE;
    const body = JSON.stringify({
      id_event: notification.id,
      event: notification.event,
      dateCreated: timestampInZone(new Date(notification.created_at), timezone),
      data: notification.payload,
    });
    const attemptedAt = new Date();
    const result = await sendWebhook(
      { url: webhook.url, token: webhook.token, secret: webhook.secret, idEvent: notification.id, body },
      { timeoutMs: this.timeoutMs, allowPrivateNetworks: this.allowPrivateNetworks },
    );
    const now = new Date();
    const gone = result.statusCode === 410;
    const delay =
      result.ok || gone || result.refused
        ? null
        : nextDelay(this.schedule, attempt - delivery.series_offset, result.statusCode, result.retryAfterMs);
    const status = result.ok ? 'succeeded' : delay === null ? 'failed' : 'pending';

    let deactivated: string | null = null;
    await this.transactions.run(async (tx) => {
      // The webhook row is locked first (as PUT and DELETE of the webhook do), so its
      // failing/deactivation updates never interleave with a PUT's read-modify-write.
      if (!(await this.webhooks.findByIdForUpdate(accountId, webhook.id, tx.manager))) return;
      const recorded = await this.deliveries.recordOutcome(
        accountId,
        deliveryId,
        attempt,
        {
          status,
          next_attempt_at: delay === null ? null : new Date(now.getTime() + delay),
          last_status_code: result.statusCode,
          last_error: result.error,
          completed_at: status === 'pending' ? null : now,
        },
        tx.manager,
      );
      if (!recorded) return;
      await this.attempts.create(
        accountId,
        {
          delivery_id: deliveryId,
          attempt,
          attempted_at: attemptedAt,
          status_code: result.statusCode,
          duration_ms: result.durationMs,
          response_body: result.responseBody,
          error: result.error,
          success: result.ok,
        },
        tx.manager,
      );
      if (result.ok) {
        await this.webhooks.clearFailing(accountId, webhook.id, tx.manager);
      } else {
        await this.webhooks.markFailing(accountId, webhook.id, now, tx.manager);
        if (gone && (await this.webhooks.deactivate(accountId, webhook.id, 'gone', now, tx.manager))) deactivated = 'the receiver answered 410 Gone';
        else if (
          await this.webhooks.deactivateIfFailingSince(accountId, webhook.id, new Date(now.getTime() - FAILING_DEACTIVATION_MS), now, tx.manager)
        ) {
          deactivated = 'every attempt failed for 5 days';
        }
      }
      if (delay !== null) tx.afterCommit(() => this.queue.add({ ...job, attempt: attempt + 1 }, delay));
    });

    const outcome = result.statusCode !== null ? `HTTP ${result.statusCode}` : result.error;
    if (result.ok) this.logger.log(`${tag}: delivered (${outcome}, ${result.durationMs} ms)`);
    else if (delay !== null) this.logger.warn(`${tag}: failed (${outcome}), next attempt in ${delay} ms`);
    else this.logger.error(`${tag}: failed (${outcome}), no more attempts`);
    if (deactivated) this.logger.warn(`webhook ${webhook.id} of account ${accountId} deactivated: ${deactivated}`);
  }
}
