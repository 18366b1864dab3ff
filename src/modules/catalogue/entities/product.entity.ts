import { Column, Entity, Index } from 'typeorm';

import { MONEY } from '../../../common/decimal';
import { AccountOwned } from '../../../database/account-owned';

/** A product or service of the catalogue; order items take its ID as `id_produto` (tipo 2). */
@Entity('products')
@Index('IDX_products_account_nome', ['account_id', 'nome'])
@Index('IDX_products_account_valor', ['account_id', 'valor'])
export class Product extends AccountOwned {
  /** Product or service name. */
  @Column({ type: 'varchar', length: 150 })
  nome: string;

  /** Description. */
  @Column({ type: 'text', nullable: true })
  descricao: string | null;

  /** Unit sale value. */
  @Column(MONEY)
  valor: number;

  /** Unit cost value. */
  @Column({ ...MONEY, default: 0 })
  valorcusto: number;

  /** Unit-of-measure abbreviation (un, kg, h, pç…). */
  @Column({ type: 'varchar', length: 10, nullable: true })
  medida: string | null;

  /** Registration date. */
  @Column({ type: 'date' })
  datacadastro: string;
}
