import { Column, Entity, Index } from 'typeorm';

import { MONEY } from '../../../common/decimal';
import { AccountOwned, AccountReference } from '../../../database/account-owned';

/** One part of an entry's cost apportionment (`rateio`). */
@Entity('financial_apportionments')
@Index('IDX_financial_apportionments_account_entry', ['account_id', 'entry_id'])
@Index('IDX_financial_apportionments_account_centro', ['account_id', 'id_centro_custo'])
@AccountReference('financial_apportionments', 'entry_id', 'financial_entries')
@AccountReference('financial_apportionments', 'id_centro_custo', 'cost_centers')
export class FinancialApportionment extends AccountOwned {
  @Column({ type: 'int' })
  entry_id: number;

  @Column({ type: 'int' })
  id_centro_custo: number;

  /** Percentage of the entry's value, up to 2 decimals. */
  @Column({ type: 'decimal', precision: 5, scale: 2, transformer: MONEY.transformer })
  percentual: number;
}
