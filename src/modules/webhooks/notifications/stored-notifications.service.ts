import { Injectable } from '@nestjs/common';

import type { PersonInNotifications } from '../../../common/privacy/stored-copies';
import type { RequestContext, TxContext } from '../../../common/request-context';
import { NotificationRepository } from '../notification.repository';
import { WebhookAttemptRepository } from '../webhook-attempt.repository';
import { WebhookDeliveryRepository } from '../webhook-delivery.repository';

/** A stored notification as a person's export shows it. */
export interface StoredNotificationView {
  id_event: number;
  event: string;
  data: unknown[];
  created_at: string;
}

/**
 * The stored notifications that carried a person (their body holds one of the person's
 * identifying values, or they tell about one of the person's rows):
 * shown in the person's export, purged with their deliveries and attempts when the person is
 * anonymised.
 */
@Injectable()
export class StoredNotifications {
  constructor(
    private readonly notifications: NotificationRepository,
    private readonly deliveries: WebhookDeliveryRepository,
    private readonly attempts: WebhookAttemptRepository,
  ) {}

  /** The account's stored notifications that carried the person, oldest first. */
  async carrying(ctx: RequestContext, person: PersonInNotifications): Promise<StoredNotificationView[]> {
    const rows = await this.notifications.carrying(ctx.account.id, person, ctx.tx?.manager);
    return rows.map((n) => ({
      id_event: n.id,
      event: n.event,
      data: (typeof n.payload === 'string' ? JSON.parse(n.payload) : n.payload) as unknown[],
      created_at: new Date(n.created_at).toISOString(),
    }));
  }

  /**
   * Deletes, in the caller's transaction, the account's stored notifications that carried the
   * person, their deliveries (a pending one is not sent) and the deliveries' attempts (the
   * receivers' answers); answers how many notifications went.
   */
  async purgeCarrying(ctx: TxContext, person: PersonInNotifications): Promise<number> {
    const { account, tx } = ctx;
    const ids = (await this.notifications.carrying(account.id, person, tx.manager)).map((n) => n.id);
    if (ids.length === 0) return 0;
    for (let i = 0; i < ids.length; i += 500) {
      const chunk = ids.slice(i, i + 500);
      const deliveries = await this.deliveries.idsOfNotifications(account.id, chunk, tx.manager);
      for (let j = 0; j < deliveries.length; j += 500) {
        const some = deliveries.slice(j, j + 500);
        await this.attempts.deleteOfDeliveries(account.id, some, tx.manager);
        await this.deliveries.deleteByIds(account.id, some, tx.manager);
      }
      await this.notifications.deleteByIds(account.id, chunk, tx.manager);
    }
    return ids.length;
  }
}
