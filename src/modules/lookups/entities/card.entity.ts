import { Column, Entity, Index } from 'typeorm';

import { AccountKey, AccountOwned } from '../../../database/account-owned';

/** Card brand or card machine, referenced by financial entries as `idcartao`: `GET /api/v1/cards`. */
@Entity('cards')
@Index('IDX_cards_account_nome', ['account_id', 'nome'])
@AccountKey('cards')
export class Card extends AccountOwned {
  /** Brand or machine name. */
  @Column({ type: 'varchar', length: 100 })
  nome: string;

  /** Whether it is offered for new records. */
  @Column({ type: 'boolean', default: true })
  ativo: boolean;
}
