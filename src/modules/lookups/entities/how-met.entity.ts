import { Column, Entity, Index } from 'typeorm';

import { AccountKey, AccountOwned } from '../../../database/account-owned';

/** How the client met the company (acquisition source): `GET /api/v1/howmet`. */
@Entity('how_met')
@Index('IDX_how_met_account_nome', ['account_id', 'nome'])
@AccountKey('how_met')
export class HowMet extends AccountOwned {
  /** Name of the source. */
  @Column({ type: 'varchar', length: 100 })
  nome: string;

  /** Whether it is offered for new records. */
  @Column({ type: 'boolean', default: true })
  ativo: boolean;
}
