import { Column, Entity, Index } from 'typeorm';

import { AccountOwned, AccountReference } from '../../../database/account-owned';

/** A history record: one per entry changed by a create, update, charge event or gateway return. */
@Entity('financial_history')
@Index('IDX_financial_history_account_entry', ['account_id', 'entry_id', 'id'])
@AccountReference('financial_history', 'entry_id', 'financial_entries')
export class FinancialHistory extends AccountOwned {
  @Column({ type: 'int' })
  entry_id: number;

  /** `criacao`, `alteracao`, `cobranca_emitida`, `cobranca_cancelada`, `retorno_gateway`. */
  @Column({ type: 'varchar', length: 30 })
  acao: string;

  @Column({ type: 'varchar', length: 10, nullable: true })
  escopo: string | null;

  /** The API token that made the change; null for a gateway's return. */
  @Column({ type: 'int', nullable: true })
  id_token: number | null;

  @Column({ type: 'varchar', length: 100 })
  autor: string;

  @Column({ type: 'json' })
  alteracoes: { campo: string; de: unknown; para: unknown }[];

  @Column({ type: 'datetime' })
  created_at: Date;
}
