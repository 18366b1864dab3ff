import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

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
}
