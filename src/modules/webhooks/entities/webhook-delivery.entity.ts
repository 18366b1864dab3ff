import { Column, Entity, Index } from 'typeorm';

import { AccountOwned } from '../../../database/account-owned';

export const DELIVERY_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/**
 * One notification for one webhook: written in the transaction that records the notification,
 * then handed to the queue. The delivery log is here and in `webhook_attempts`, not in Redis.
 */
@Entity('webhook_deliveries')
@Index('IDX_webhook_deliveries_account_webhook', ['account_id', 'webhook_id', 'status'])
@Index('IDX_webhook_deliveries_status_due', ['status', 'next_attempt_at'])
@Index('IDX_webhook_deliveries_notification', ['notification_id'])
export class WebhookDelivery extends AccountOwned {
  @Column({ type: 'int' })
  webhook_id: number;

  /** The notification (its id is the `id_event`). */
  @Column({ type: 'int' })
  notification_id: number;

  /** Kind of the notification (copied for filtering). */
  @Column({ type: 'varchar', length: 50 })
  event: string;

  @Column({ type: 'varchar', length: 20, default: 'pending' })
  status: DeliveryStatus;

  /** Attempts made, over every series. */
  @Column({ type: 'int', default: 0 })
  attempt_count: number;

  /** `attempt_count` when the current series began (a manual retry starts a new series). */
  @Column({ type: 'int', default: 0 })
  series_offset: number;

  /** When the next attempt is due (pending only). */
  @Column({ type: 'datetime', nullable: true })
  next_attempt_at: Date | null;

  @Column({ type: 'int', nullable: true })
  last_status_code: number | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  last_error: string | null;

  /** The request that caused the notification, for the logs. */
  @Column({ type: 'varchar', length: 128, nullable: true })
  request_id: string | null;

  @Column({ type: 'datetime', default: () => 'CURRENT_TIMESTAMP' })
  created_at: Date;

  /** When it succeeded or was given up. */
  @Column({ type: 'datetime', nullable: true })
  completed_at: Date | null;
}
