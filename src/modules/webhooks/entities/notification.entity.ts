import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * The outbox: one row per notification, written in the same transaction as the change that
 * causes it. Its `id` is the `id_event` receivers see.
 */
@Entity('notifications')
@Index('IDX_notifications_account_event', ['account_id', 'event'])
export class Notification {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  account_id: number;

  /** Kind of event, e.g. `customer_created`. */
  @Column({ type: 'varchar', length: 50 })
  event: string;

  /** The `data` array of the notification body. */
  @Column({ type: 'json' })
  payload: object[];

  @Column({ type: 'datetime', default: () => 'CURRENT_TIMESTAMP' })
  created_at: Date;
}
