import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * An `Idempotency-Key` of an account's POST: claimed when the first request with it starts
 * (`claim`, `locked_until`), answered in the same transaction as that request's writes
 * (`status_code`, `response`), replayed to the same request until `expires_at`.
 */
@Entity('idempotency_keys')
@Index('UQ_idempotency_keys_account_scope', ['account_id', 'scope'], { unique: true })
@Index('IDX_idempotency_keys_expires', ['expires_at'])
export class IdempotencyKey {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  account_id: number;

  /**
   * SHA-256 (hex) of the method, the operation and the key: a key belongs to one operation, the
   * matched route with the resources its path names (`/financial/06/charge` is `/financial/6/charge`).
   */
  @Column({ type: 'varchar', length: 64 })
  scope: string;

  @Column({ type: 'varchar', length: 255 })
  idempotency_key: string;

  @Column({ type: 'varchar', length: 10 })
  method: string;

  /** The operation, for people reading the table (`/api/v1/financial/6/charge`). */
  @Column({ type: 'varchar', length: 1000 })
  path: string;

  /** SHA-256 (hex) of the method, the operation, the query string and the body's bytes: the same key with another request is refused. */
  @Column({ type: 'varchar', length: 64 })
  fingerprint: string;

  /** The request holding the key while it runs; null once answered. */
  @Column({ type: 'varchar', length: 36, nullable: true })
  claim: string | null;

  /** Until when the claim holds; after it, a request with the key may take it over (its holder died). */
  @Column({ type: 'datetime', nullable: true })
  locked_until: Date | null;

  /** The status answered; null while the first request runs. */
  @Column({ type: 'int', nullable: true })
  status_code: number | null;

  /**
   * The body answered, as the JSON text sent (kept as a JSON string so that the database keeps
   * it byte for byte, keys in their order).
   */
  @Column({ type: 'json', nullable: true })
  response: string | null;

  @Column({ type: 'datetime', default: () => 'CURRENT_TIMESTAMP' })
  created_at: Date;

  @Column({ type: 'datetime' })
  expires_at: Date;
}
