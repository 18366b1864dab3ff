import { Injectable, Logger } from '@nestjs/common';
import { currentRequestId } from '../../common/http/request-context';
import { Tx } from '../../database/transaction';
import { DeliveryQueue } from '../../queue/delivery-queue';
import type { DeliverWebhookJob } from '../../queue/queue.constants';
import { Notification } from './entities/notification.entity';
import { NotificationKind } from './notification-kinds';
import { WebhookDeliveryRepository, WebhookRepository } from './webhooks.repository';

/** Largest `data` a notification may carry (serialised), so receivers are not flooded. */
export const MAX_NOTIFICATION_PAYLOAD_BYTES = 256 * 1024;

/**
 * The one way a module records a notification: call `record` inside the transaction of the
 * change that causes it (the outbox). In that same transaction it writes one delivery per
 * active webhook of the account subscribed to the kind; only after the commit are they handed
 * to the queue. If the transaction rolls back, nothing is sent.
 */
@Injectable()
export class NotificationsService {
  private readonly logger = new Logger(NotificationsService.name);

  constructor(
    private readonly webhooks: WebhookRepository,
    private readonly deliveries: WebhookDeliveryRepository,
    private readonly queue: DeliveryQueue,
  ) {}

  /**
   * `data` is the affected resource(s) as the API's view returns them. Returns the `id_event`,
   * or 0 when the payload is over 256 KiB: then nothing is recorded and an error is logged
   * (the change itself still commits).
   */
  async record(tx: Tx, accountId: number, event: NotificationKind, data: unknown[]): Promise<number> {
    const size = Buffer.byteLength(JSON.stringify(data));
    if (size > MAX_NOTIFICATION_PAYLOAD_BYTES) {
      this.logger.error(
        `notification ${event} of account ${accountId} refused: payload of ${size} bytes is over ${MAX_NOTIFICATION_PAYLOAD_BYTES}` +
          (currentRequestId() ? ` (request ${currentRequestId()})` : ''),
      );
      return 0;
    }
    const now = new Date();
    const result = await tx.manager.insert(Notification, { account_id: accountId, event, payload: data as object[], created_at: now });
    const idEvent = Number(result.identifiers[0].id);

    const requestId = currentRequestId();
    const jobs: DeliverWebhookJob[] = [];
    for (const webhook of await this.webhooks.activeFor(accountId, event, tx.manager)) {
      const delivery = await this.deliveries.create(
        accountId,
        {
          webhook_id: webhook.id,
          notification_id: idEvent,
          event,
          status: 'pending',
          attempt_count: 0,
          series_offset: 0,
          next_attempt_at: now,
          request_id: requestId ?? null,
          created_at: now,
        },
        tx.manager,
      );
      jobs.push({ accountId, deliveryId: delivery.id, attempt: 1, requestId });
    }
    // Not awaited: a slow or unreachable Redis must not hold the API's answer. Deliveries that
    // are not queued stay pending and the sweeper hands them over later.
    if (jobs.length > 0) tx.afterCommit(() => void this.enqueue(jobs));
    return idEvent;
  }

  /** Hands deliveries to the queue; one that fails stays pending and the sweeper picks it up. */
  private async enqueue(jobs: DeliverWebhookJob[]): Promise<void> {
    const results = await Promise.allSettled(jobs.map((job) => this.queue.add(job)));
    const failed = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (failed.length > 0) {
      this.logger.warn(`${failed.length} deliveries not queued now (${(failed[0].reason as Error)?.message}); the sweeper will retry them`);
    }
  }
}
