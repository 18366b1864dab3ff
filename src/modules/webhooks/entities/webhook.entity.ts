import { Column, Entity, Index } from 'typeorm';

import { AccountOwned } from '../../../database/account-owned';

export const WEBHOOK_FORMATOS = ['padrao', 'me-eventos'] as const;
export type WebhookFormato = (typeof WEBHOOK_FORMATOS)[number];

/** A destination of an account's notifications. */
@Entity('webhooks')
@Index('IDX_webhooks_account_active', ['account_id', 'active'])
// One webhook per destination in an account (see destination-key.ts); also how a create finds a duplicate.
@Index('UQ_webhooks_account_destination', ['account_id', 'destination_key'], { unique: true })
export class Webhook extends AccountOwned {
  /** http or https URL the notifications are POSTed to. */
  @Column({ type: 'varchar', length: 2000 })
  url: string;

  /**
   * SHA-256 of the normalised `url` (destination-key.ts). Null only on a duplicate that existed
   * before destinations were unique (the older webhook of the two holds the key).
   */
  @Column({ type: 'varchar', length: 64, nullable: true })
  destination_key: string | null;

  /** Notification kinds sent to this webhook. */
  @Column({ type: 'json' })
  events: string[];

  /** Sent as the `token` header exactly as written; null when blank. Never returned by the API. */
  @Column({ type: 'varchar', length: 500, nullable: true })
  token: string | null;

  /** Standard Webhooks signing secret; null when signing is off. Never returned by the API. */
  @Column({ type: 'varchar', length: 200, nullable: true })
  secret: string | null;

  @Column({ type: 'boolean', default: true })
  active: boolean;

  /** Why the service turned it off (`gone`: a 410 answer; `failing`: 5 days of failures). */
  @Column({ type: 'varchar', length: 20, nullable: true })
  deactivated_reason: string | null;

  @Column({ type: 'datetime', nullable: true })
  deactivated_at: Date | null;

  /** Start of the current run of failed attempts; null after a success. */
  @Column({ type: 'datetime', nullable: true })
  failing_since: Date | null;

  /** How the bodies are written: `padrao` (ours) or `me-eventos` (as ME Eventos writes them). */
  @Column({ type: 'varchar', length: 20, default: 'padrao' })
  formato: WebhookFormato;

  @Column({ type: 'datetime', default: () => 'CURRENT_TIMESTAMP' })
  created_at: Date;

  @Column({ type: 'datetime', default: () => 'CURRENT_TIMESTAMP' })
  updated_at: Date;
}
