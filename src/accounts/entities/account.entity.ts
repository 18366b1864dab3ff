import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

@Entity('accounts')
export class Account {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 150 })
  nome: string;

  /** IANA time zone of the account (webhook timestamps, registration dates). */
  @Column({ type: 'varchar', length: 64, default: 'America/Sao_Paulo' })
  timezone: string;

  @Column({ type: 'datetime', default: () => 'CURRENT_TIMESTAMP' })
  created_at: Date;

  /** The `<conta>` of ME Eventos' addresses: every route also answers under `/<slug>/api/v1/...` (account-slug.ts). */
  @Index('UQ_accounts_slug', { unique: true })
  @Column({ type: 'varchar', length: 60, nullable: true })
  slug: string | null;
}
