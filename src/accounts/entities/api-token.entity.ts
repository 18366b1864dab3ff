import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

import type { TokenFormato } from '../token-formato';

/** An API token; only its SHA-256 hash is stored. */
@Entity('api_tokens')
@Index('IDX_api_tokens_account', ['account_id'])
export class ApiToken {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  account_id: number;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  /** Hex SHA-256 of the token. */
  @Index('UQ_api_tokens_hash', { unique: true })
  @Column({ type: 'varchar', length: 64 })
  token_hash: string;

  /** First characters of the token, to tell tokens apart in listings. */
  @Column({ type: 'varchar', length: 12 })
  prefix: string;

  @Column({ type: 'datetime', default: () => 'CURRENT_TIMESTAMP' })
  created_at: Date;

  @Column({ type: 'datetime', nullable: true })
  last_used_at: Date | null;

  @Column({ type: 'datetime', nullable: true })
  revoked_at: Date | null;

  /** The form of the values this token's answers carry: `nativo` (ours) or `me-eventos` (token-formato.ts). */
  @Column({ type: 'varchar', length: 20, default: 'nativo' })
  formato: TokenFormato;
}
