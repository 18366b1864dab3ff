import { Column, Entity, Index } from 'typeorm';

import { MONEY } from '../../../common/decimal';
import { AccountOwned } from '../../../database/account-owned';

/** An equipment / stock item of the catalogue; order items take its ID as `id_item` (tipo 7). */
@Entity('equipment')
@Index('IDX_equipment_account_nome', ['account_id', 'nome'])
export class Equipment extends AccountOwned {
  /** Equipment name. */
  @Column({ type: 'varchar', length: 150 })
  nome: string;

  /** Description. */
  @Column({ type: 'text', nullable: true })
  descricao: string | null;

  /** Unit rental/sale value. */
  @Column(MONEY)
  valor: number;

  /** Unit cost value. */
  @Column({ ...MONEY, default: 0 })
  valorcusto: number;

  /** Unit-of-measure abbreviation. */
  @Column({ type: 'varchar', length: 10, nullable: true })
  medida: string | null;

  /** Units in stock. */
  @Column({ type: 'int', default: 0 })
  estoque: number;

  /** Registration date. */
  @Column({ type: 'date' })
  datacadastro: string;
}
