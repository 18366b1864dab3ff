import { Column, Entity, Index } from 'typeorm';

import { AccountKey, AccountOwned } from '../../../database/account-owned';

/** Financial category, referenced by financial entries as `id_categoria`: `GET /api/v1/financialcategory`. */
@Entity('financial_categories')
@Index('IDX_financial_categories_account_nome', ['account_id', 'nome'])
@AccountKey('financial_categories')
export class FinancialCategory extends AccountOwned {
  /** Category name. */
  @Column({ type: 'varchar', length: 100 })
  nome: string;

  /** Whether it is offered for new records. */
  @Column({ type: 'boolean', default: true })
  ativo: boolean;
}
