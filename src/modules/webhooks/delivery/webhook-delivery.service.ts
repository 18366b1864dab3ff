import { Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';

import { timestampInZone } from '../../../common/dates';
import { logFields } from '../../../common/http/request-context';
import type { Env } from '../../../config/env';
import { TransactionRunner } from '../../../database/transaction';
import { countDeliveryAttempt, countDeliveryGivenUp } from '../../../metrics/webhook-metrics';
import type { DeliverWebhookJob } from '../../../queue/queue.constants';
import { guardedResolve, Resolver } from '../destination-guard';
import { createHostResolver } from '../host-resolver';
import { toMeEventosFormat } from '../me-eventos-format.rules';
import { meEventosKind } from '../notifications/me-eventos-kinds';
import { WebhookDeliveryRepository } from '../webhook-delivery.repository';
import { DeliveryOutcomeRecorder } from './delivery-outcome-recorder.service';
import { DeliveryReads } from './delivery-reads.service';
import { nextDelay, parseRetrySchedule } from './retry-schedule.rules';
import { closeWebhookConnections, sendWebhook } from './webhook-sender';

export { FAILING_DEACTIVATION_MS } from './delivery-outcome-recorder.service';

const EARLY_SLACK_MS = 1000;
/**
 * What the processor runs for one job: one attempt of one delivery, its log entry, and the
 * next step (success, the next attempt after the scheduled delay, or give up). The same code
 * runs in the worker (Bull) and in the API process (inline driver). Reads of jobs running at
 * the same time are shared (DeliveryReads); outcomes are recorded in batches
 * (DeliveryOutcomeRecorder), and the job ends once its outcome is committed.
 */
@Injectable()
export class WebhookDeliveryService implements OnApplicationShutdown {
  private readonly logger = new Logger('WebhookDelivery');
  private readonly schedule: number[];
  private readonly timeoutMs: number;
  private readonly allowPrivateNetworks: boolean;
  /** Host names resolved with WEBHOOK_DNS_TIMEOUT_MS (never inside a transaction). */
  private readonly resolve: Resolver;

  constructor(
    config: ConfigService<Env, true>,
    private readonly reads: DeliveryReads,
    private readonly recorder: DeliveryOutcomeRecorder,
    private readonly deliveries: WebhookDeliveryRepository,
    private readonly transactions: TransactionRunner,
  ) {
    this.schedule = parseRetrySchedule(config.get('WEBHOOK_RETRY_SCHEDULE', { infer: true }));
    this.timeoutMs = config.get('WEBHOOK_TIMEOUT_MS', { infer: true });
    this.allowPrivateNetworks = config.get('WEBHOOK_ALLOW_PRIVATE_NETWORKS', { infer: true });
    const resolveHost = createHostResolver({ timeoutMs: config.get('WEBHOOK_DNS_TIMEOUT_MS', { infer: true }) });
    this.resolve = (host) => guardedResolve(host, resolveHost);
  }

  /** The kept-alive connections to receivers close with the process (after the last delivery). */
  onApplicationShutdown(): Promise<void> {
    return closeWebhookConnections();
  }

  async deliver(job: DeliverWebhookJob): Promise<void> {
    const { accountId, deliveryId, attempt } = job;
    const tag = `delivery ${deliveryId} attempt ${attempt}${job.requestId ? ` (request ${job.requestId})` : ''}`;
    // The request that caused the notification, as a field of each line (none for work of no request).
    const fields = logFields(job.requestId);
    const delivery = await this.reads.delivery(accountId, deliveryId);
    // A job for an attempt already made (a copy after a crash, a sweep racing a retry) does nothing.
    if (!delivery || delivery.status !== 'pending' || delivery.attempt_count + 1 !== attempt) return;
    // Never before its time, whatever fired the job early (a timer, a sweep, a copy): the sweeper
    // hands a pending delivery back once it is due. One second of slack: the column may round.
    if (delivery.next_attempt_at && new Date(delivery.next_attempt_at).getTime() > Date.now() + EARLY_SLACK_MS) return;

    const [webhook, notification] = await Promise.all([
      this.reads.webhook(accountId, delivery.webhook_id),
      this.reads.notification(accountId, delivery.notification_id),
    ]);
    if (!webhook || !webhook.active || !notification) {
      const why = !webhook ? 'webhook deleted' : !webhook.active ? 'webhook is inactive' : 'notification missing';
      await this.transactions.run((tx) => this.deliveries.markGivenUp(accountId, deliveryId, why, new Date(), tx.manager));
      countDeliveryGivenUp();
      this.logger.warn(`${tag}: given up, ${why}`, ...fields);
      return;
    }

    const timezone = await this.reads.timezone(accountId);
    // As JSON.stringify({ id_event, event, dateCreated, data }) writes it, with `data` serialised once per notification.
    const dateCreated = timestampInZone(notification.created_at, timezone);
    // A webhook in ME Eventos' format gets `data` written as ME writes it (numbers as strings…), under ME's kind names.
    const me = webhook.formato === 'me-eventos';
    const data = me ? JSON.stringify(toMeEventosFormat(JSON.parse(notification.data))) : notification.data;
    const event = me ? meEventosKind(notification.event) : notification.event;
    const body = `{"id_event":${notification.id},"event":${JSON.stringify(event)},"dateCreated":${JSON.stringify(dateCreated)},"data":${data}}`;
    const attemptedAt = new Date();
    const result = await sendWebhook(
      { url: webhook.url, token: webhook.token, secret: webhook.secret, idEvent: notification.id, body },
      { timeoutMs: this.timeoutMs, allowPrivateNetworks: this.allowPrivateNetworks, resolve: this.resolve },
    );
    const now = new Date();
    const gone = result.statusCode === 410;
    const delay =
      result.ok || gone || result.refused
        ? null
        : nextDelay(this.schedule, attempt - delivery.series_offset, result.statusCode, result.retryAfterMs);
    const status = result.ok ? 'succeeded' : delay === null ? 'failed' : 'pending';

    // The webhook row is locked there first (as PUT and DELETE of the webhook do), so its
    // failing/deactivation updates never interleave with a PUT's read-modify-write.
    const { deactivated } = await this.recorder.record({
      job,
      webhookId: webhook.id,
      attemptedAt,
      at: now,
      result,
      status,
      delayMs: delay,
    });
    countDeliveryAttempt(result, status, deactivated);

    // The service log has the client's own text of a connection error (the address it went to).
    const outcome = result.statusCode !== null ? `HTTP ${result.statusCode}` : (result.cause ?? result.error);
    if (result.ok) this.logger.log(`${tag}: delivered (${outcome}, ${result.durationMs} ms)`, ...fields);
    else if (delay !== null) this.logger.warn(`${tag}: failed (${outcome}), next attempt in ${delay} ms`, ...fields);
    else this.logger.error(`${tag}: failed (${outcome}), no more attempts`, ...fields);
    if (deactivated) this.logger.warn(`webhook ${webhook.id} of account ${accountId} deactivated: ${deactivated}`, ...fields);
  }
}
