import { Injectable } from '@nestjs/common';

import { AccountDirectory } from '../../../accounts/account-directory';
import { BatchLoader } from '../../../common/batch-loader';
import { DEFAULT_TIMEZONE } from '../../../common/dates';
import type { AccountOwned } from '../../../database/account-owned';
import type { AccountScopedRepository } from '../../../database/account-scoped.repository';
import type { Notification } from '../entities/notification.entity';
import type { Webhook } from '../entities/webhook.entity';
import type { WebhookDelivery } from '../entities/webhook-delivery.entity';
import { NotificationRepository } from '../notification.repository';
import { WebhookRepository } from '../webhook.repository';
import { WebhookDeliveryRepository } from '../webhook-delivery.repository';

/** How long an account's time zone is reused for `dateCreated` before it is read again. */
export const TIMEZONE_TTL_MS = 10_000;
/**
 * Notifications never change once written, and one fans out to every subscribed webhook: the
 * latest are kept, serialised, up to this many characters of `data` in all (a notification may
 * carry up to 256 KiB).
 */
export const NOTIFICATION_CACHE_CHARS = 16 * 1024 * 1024;

/** A notification ready to send: its `data` already serialised. */
export interface NotificationToSend {
  id: number;
  event: string;
  created_at: Date;
  /** `payload` as JSON. */
  data: string;
}

type Key = `${number}:${number}`;
const key = (accountId: number, id: number): Key => `${accountId}:${id}`;

/** A loader of rows by (account, ID): concurrent reads share one query per account. */
function loaderOf<T extends AccountOwned>(repository: AccountScopedRepository<T>): BatchLoader<Key, T> {
  return new BatchLoader<Key, T>(async (keys) => {
    const byAccount = new Map<number, number[]>();
    for (const k of keys) {
      const [accountId, id] = k.split(':').map(Number);
      byAccount.set(accountId, [...(byAccount.get(accountId) ?? []), id]);
    }
    const found = new Map<Key, T>();
    for (const [accountId, ids] of byAccount) {
      for (const row of await repository.findByIds(accountId, ids)) found.set(key(accountId, row.id), row);
    }
    return found;
  });
}

/**
 * What a delivery job reads before sending, at the throughput of many jobs at once: the
 * delivery and webhook rows are read fresh for every job, but jobs running at the same time
 * share one query (a batch of deliveries to one webhook reads it once). Notifications, which
 * never change, are kept in a small cache; the account's time zone for TIMEZONE_TTL_MS.
 */
@Injectable()
export class DeliveryReads {
  private readonly deliveryLoader: BatchLoader<Key, WebhookDelivery>;
  private readonly webhookLoader: BatchLoader<Key, Webhook>;
  private readonly notificationLoader: BatchLoader<Key, Notification>;
  private readonly notifications = new Map<Key, NotificationToSend>();
  private notificationChars = 0;
  private readonly timezones = new Map<number, { zone: Promise<string>; until: number }>();

  constructor(
    deliveries: WebhookDeliveryRepository,
    webhooks: WebhookRepository,
    notifications: NotificationRepository,
    private readonly accounts: AccountDirectory,
  ) {
    this.deliveryLoader = loaderOf(deliveries);
    this.webhookLoader = loaderOf(webhooks);
    this.notificationLoader = loaderOf(notifications);
  }

  delivery(accountId: number, id: number): Promise<WebhookDelivery | undefined> {
    return this.deliveryLoader.load(key(accountId, id));
  }

  webhook(accountId: number, id: number): Promise<Webhook | undefined> {
    return this.webhookLoader.load(key(accountId, id));
  }

  async notification(accountId: number, id: number): Promise<NotificationToSend | undefined> {
    const k = key(accountId, id);
    const cached = this.notifications.get(k);
    if (cached) {
      this.notifications.delete(k); // re-inserted: the map stays in least-recently-used order
      this.notifications.set(k, cached);
      return cached;
    }
    const row = await this.notificationLoader.load(k);
    if (!row) return undefined; // a miss is not kept: the row may be committed a moment later
    const found = this.notifications.get(k); // a job running alongside may have added it meanwhile
    if (found) return found;
    const ready: NotificationToSend = {
      id: row.id,
      event: row.event,
      created_at: new Date(row.created_at),
      data: JSON.stringify(row.payload ?? null),
    };
    this.notifications.set(k, ready);
    this.notificationChars += ready.data.length;
    for (const [oldest, n] of this.notifications) {
      if (this.notificationChars <= NOTIFICATION_CACHE_CHARS) break;
      this.notifications.delete(oldest);
      this.notificationChars -= n.data.length;
    }
    return ready;
  }

  timezone(accountId: number): Promise<string> {
    const now = Date.now();
    const cached = this.timezones.get(accountId);
    if (cached && cached.until > now) return cached.zone;
    const zone = this.accounts.timezoneOf(accountId).then((tz) => tz ?? DEFAULT_TIMEZONE);
    this.timezones.set(accountId, { zone, until: now + TIMEZONE_TTL_MS });
    zone.catch(() => this.timezones.delete(accountId));
    return zone;
  }
}
