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
   * `data` is the affected resource(s) as the API's view returns them. Returns the `id_event` of
   * the (first) notification, or 0 when nothing could be recorded.
   *
   * A body stays under 256 KiB: when `data` is larger, it is split over several notifications of
   * the same kind, each holding a part of the resources (a big order's items, say), so that no
   * change goes unannounced. Only a single resource over the limit cannot be split; it is refused
   * with a logged error (the change itself still commits).
   */
  async record(tx: Tx, accountId: number, event: NotificationKind, data: unknown[]): Promise<number> {
    const parts = splitPayload(data, MAX_NOTIFICATION_PAYLOAD_BYTES);
    if (parts.refused.length > 0) {
      this.logger.error(
        `notification ${event} of account ${accountId}: ${parts.refused.length} resource(s) refused, each over ` +
          `${MAX_NOTIFICATION_PAYLOAD_BYTES} bytes` +
          (currentRequestId() ? ` (request ${currentRequestId()})` : ''),
      );
    }
    let first = 0;
    for (const chunk of parts.chunks) {
      const idEvent = await this.recordOne(tx, accountId, event, chunk);
      first ||= idEvent;
    }
    return first;
  }

  private async recordOne(tx: Tx, accountId: number, event: NotificationKind, data: unknown[]): Promise<number> {
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

/**
 * Splits `data` into consecutive parts whose JSON stays within `maxBytes` (with room for the
 * envelope of the body). An element that alone is over the limit is refused.
 */
export function splitPayload(data: unknown[], maxBytes: number): { chunks: unknown[][]; refused: unknown[] } {
  const budget = maxBytes - ENVELOPE_BYTES;
  const chunks: unknown[][] = [];
  const refused: unknown[] = [];
  let current: unknown[] = [];
  let size = 2; // []
  for (const item of data) {
    const itemSize = Buffer.byteLength(JSON.stringify(item) ?? 'null') + 1; // with its comma
    if (itemSize + 2 > budget) {
      refused.push(item);
      continue;
    }
    if (size + itemSize > budget && current.length > 0) {
      chunks.push(current);
      current = [];
      size = 2;
    }
    current.push(item);
    size += itemSize;
  }
  if (current.length > 0 || (data.length === 0 && refused.length === 0)) chunks.push(current);
  return { chunks, refused };
}

/** Room for `{"id_event":…,"event":"…","dateCreated":"…","data":…}` around the data. */
const ENVELOPE_BYTES = 200;
