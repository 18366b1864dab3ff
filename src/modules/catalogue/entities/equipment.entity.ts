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

  /**
   * Whether stock is enforced: a write that would reserve more than `estoque` on a day is 409
   * `insufficient_stock` unless it sends `permitir_falta: true`.
   */
  @Column({ type: 'boolean', default: false })
  controle_estoque: boolean;

  /**
   * Bumped by every write that moves this equipment's reservations, inside its transaction: the
   * row lock (and, on a Galera cluster, the certification conflict) that orders concurrent
   * writes on the same equipment. Internal.
   */
  @Column({ type: 'int', default: 0, select: false })
  versao_reservas: number;

  /** Registration date. */
  @Column({ type: 'date' })
  datacadastro: string;
}
