import { Column, Entity, Index } from 'typeorm';

import { AccountKey, AccountOwned } from '../../../database/account-owned';

/** Cost centre, referenced by a financial entry's `rateio` as `id_centro_custo`: `GET /api/v1/costcenter`. */
@Entity('cost_centers')
@Index('IDX_cost_centers_account_nome', ['account_id', 'nome'])
@AccountKey('cost_centers')
export class CostCenter extends AccountOwned {
  /** Cost centre name. */
  @Column({ type: 'varchar', length: 100 })
  nome: string;

  /** Whether it is offered for new records. */
  @Column({ type: 'boolean', default: true })
  ativo: boolean;
}
