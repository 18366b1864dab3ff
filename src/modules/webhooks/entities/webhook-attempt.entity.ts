import { Column, Entity, Index } from 'typeorm';

import { AccountOwned } from '../../../database/account-owned';

/** One HTTP attempt of a delivery. Never holds the token. */
@Entity('webhook_attempts')
@Index('IDX_webhook_attempts_account_delivery', ['account_id', 'delivery_id'])
export class WebhookAttempt extends AccountOwned {
  @Column({ type: 'int' })
  delivery_id: number;

  /** 1, 2, … over every series of the delivery. */
  @Column({ type: 'int' })
  attempt: number;

  @Column({ type: 'datetime' })
  attempted_at: Date;

  /** HTTP status of the answer; null when none came (timeout, connection error, refused destination). */
  @Column({ type: 'int', nullable: true })
  status_code: number | null;

  @Column({ type: 'int' })
  duration_ms: number;

  /** The start of the answer's body (at most 1024 characters). */
  @Column({ type: 'varchar', length: 1024, nullable: true })
  response_body: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  error: string | null;

  @Column({ type: 'boolean' })
  success: boolean;
}
