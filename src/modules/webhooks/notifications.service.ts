import { Injectable } from '@nestjs/common';
import { Tx } from '../../database/transaction';
import { Notification } from './entities/notification.entity';
import { NotificationKind } from './notification-kinds';

/**
 * The one way a module records a notification: call `record` inside the transaction of the
 * change that causes it (the outbox). If that transaction rolls back, nothing is sent.
 */
@Injectable()
export class NotificationsService {
  /** `data` is the affected resource(s) as the API's view returns them. Returns the `id_event`. */
  async record(tx: Tx, accountId: number, event: NotificationKind, data: unknown[]): Promise<number> {
    const result = await tx.manager.insert(Notification, { account_id: accountId, event, payload: data as object[] });
    return Number(result.identifiers[0].id);
  }
}
