import { Injectable, Logger, OnModuleInit } from '@nestjs/common';

import { CompatRegistry } from '../../../common/compat/compat-registry';
import { neededIds } from '../../../common/compat/compat-table';
import { logFields } from '../../../common/http/request-context';
import type { TxContext } from '../../../common/request-context';
import { Tx } from '../../../common/request-context';
import { insertEntities } from '../../../database/insert-rows';
import { EmittedNotification, OutboxWriter, TransactionRunner } from '../../../database/transaction';
import { countEnqueueFailures } from '../../../metrics/webhook-metrics';
import { DeliveryQueue } from '../../../queue/delivery-queue';
import type { DeliverWebhookJob } from '../../../queue/queue.constants';
import { Notification } from '../entities/notification.entity';
import { WebhookDelivery } from '../entities/webhook-delivery.entity';
import { WebhookRepository } from '../webhook.repository';
import { WebhookDeliveryRepository } from '../webhook-delivery.repository';
import { withMeEventosFields } from '../webhooks.compat';
import { NotificationKind } from './notification-kinds';
import { splitPayload } from './split-payload.rules';

/** Largest `data` a notification may carry (serialised), so receivers are not flooded. */
export const MAX_NOTIFICATION_PAYLOAD_BYTES = 256 * 1024;

/**
 * The outbox. A service emits notifications on its transaction's context (`ctx.emit(kind, data)`);
 * at commit this writes them, inside the transaction, with multi-row inserts for the
 * notifications and for their deliveries (one per active webhook of the account subscribed to
 * the kind), ROWS_PER_INSERT rows per statement: a write that fans out to thousands of
 * deliveries stays within what one SQLite statement takes. Only after the commit are the
 * deliveries handed to the queue. If the transaction rolls back, nothing is written or sent.
 */
@Injectable()
export class NotificationsService implements OutboxWriter, OnModuleInit {
  private readonly logger = new Logger(NotificationsService.name);

  constructor(
    private readonly webhooks: WebhookRepository,
    private readonly deliveries: WebhookDeliveryRepository,
    private readonly queue: DeliveryQueue,
    private readonly transactions: TransactionRunner,
    private readonly compat: CompatRegistry,
  ) {}

  onModuleInit(): void {
    this.transactions.useOutbox(this);
  }

  /** Writes what a TxContext buffered (called by TransactionRunner just before the commit). */
  async write(ctx: TxContext, notifications: EmittedNotification[]): Promise<void> {
    // The resources as the API answers them, so receivers written for ME Eventos find its names too.
    const answered = await Promise.all(
      notifications.map(async ({ kind, data }) => {
        const table = this.compat.notificationTable(kind);
        if (!table) return { kind, data };
        // The names ME's fields need (an entry's category, event…), read in this transaction, once per notification.
        const rows = data.filter((d): d is Record<string, unknown> => typeof d === 'object' && d !== null && !Array.isArray(d));
        const ids = neededIds(table, rows);
        const found = Object.values(ids).some((list) => list.length > 0) ? await this.compat.find(ctx, ids) : {};
        return { kind, data: withMeEventosFields(table, data, found) };
      }),
    );
    await this.writeAll(ctx.tx, ctx.account.id, ctx.requestId, answered);
  }

  /**
   * Writes one notification at once in a transaction of no request context (tests, tools);
   * services emit on their context instead. `requestId`: the request it is recorded for, if any
   * (kept on its deliveries). Returns the `id_event` of the (first) notification.
   */
  async record(tx: Tx, accountId: number, event: NotificationKind, data: unknown[], requestId?: string): Promise<number> {
    const [first] = await this.writeAll(tx, accountId, requestId, [{ kind: event, data }]);
    return first ?? 0;
  }

  /**
   * A body stays under 256 KiB: when `data` is larger, it is split over several notifications of
   * the same kind, and a single resource over the limit is split into parts marked `parte` /
   * `partes` (see `splitPayload`), so that no change goes unannounced. A resource that cannot be
   * split is sent whole, with a warning. Returns the notification IDs in order.
   */
  private async writeAll(
    tx: Tx,
    accountId: number,
    requestId: string | undefined,
    notifications: EmittedNotification[],
  ): Promise<number[]> {
    const now = new Date();
    const rows: Pick<Notification, 'account_id' | 'event' | 'payload' | 'created_at'>[] = [];
    for (const { kind, data } of notifications) {
      const parts = splitPayload(data, MAX_NOTIFICATION_PAYLOAD_BYTES);
      if (parts.oversized.length > 0) {
        this.logger.warn(
          `notification ${kind} of account ${accountId}: ${parts.oversized.length} resource(s) over ` +
            `${MAX_NOTIFICATION_PAYLOAD_BYTES} bytes that cannot be split into parts, sent whole` +
            (requestId ? ` (request ${requestId})` : ''),
          ...logFields(requestId),
        );
      }
      for (const chunk of parts.chunks) rows.push({ account_id: accountId, event: kind, payload: chunk as object[], created_at: now });
    }
    if (rows.length === 0) return [];
    const ids = await insertEntities(tx.manager, Notification, rows);

    const subscribed = await this.webhooks.activeFor(accountId, [...new Set(rows.map((r) => r.event))], tx.manager);
    const deliveries: Partial<WebhookDelivery>[] = [];
    rows.forEach((row, i) => {
      for (const webhook of subscribed.filter((w) => w.events.includes(row.event))) {
        deliveries.push({
          account_id: accountId,
          webhook_id: webhook.id,
          notification_id: ids[i],
          event: row.event,
          status: 'pending',
          attempt_count: 0,
          series_offset: 0,
          next_attempt_at: now,
          request_id: requestId ?? null,
          created_at: now,
        });
      }
    });
    if (deliveries.length > 0) {
      const written = await this.deliveries.insertMany(deliveries, tx.manager);
      const jobs: DeliverWebhookJob[] = written.map((deliveryId) => ({ accountId, deliveryId, attempt: 1, requestId }));
      // Not awaited: a slow or unreachable Redis must not hold the API's answer. Deliveries that
      // are not queued stay pending and the sweeper hands them over later.
      tx.afterCommit(() => void this.enqueue(jobs));
    }
    return ids;
  }

  /** Hands deliveries to the queue; one that fails stays pending and the sweeper picks it up. */
  private async enqueue(jobs: DeliverWebhookJob[]): Promise<void> {
    const results = await Promise.allSettled(jobs.map((job) => this.queue.add(job)));
    const failed = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (failed.length > 0) {
      countEnqueueFailures(failed.length);
      this.logger.warn(
        `${failed.length} deliveries not queued now (${(failed[0].reason as Error)?.message}); the sweeper will retry them`,
        ...logFields(jobs[0].requestId),
      );
    }
  }
}
