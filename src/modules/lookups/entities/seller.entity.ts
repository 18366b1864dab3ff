import { Column, Entity, Index } from 'typeorm';

import { PERCENT } from '../../../common/decimal';
import { AccountKey, AccountOwned } from '../../../database/account-owned';

/** Seller: `GET /api/v1/seller`. */
@Entity('sellers')
@Index('IDX_sellers_account_nome', ['account_id', 'nome'])
@AccountKey('sellers')
export class Seller extends AccountOwned {
  /** Seller name. */
  @Column({ type: 'varchar', length: 150 })
  nome: string;

  /** Seller e-mail. */
  @Column({ type: 'varchar', length: 150, nullable: true })
  email: string | null;

  /** Seller phone, digits only. */
  @Column({ type: 'varchar', length: 20, nullable: true })
  telefone: string | null;

  /** Whether the seller is active. */
  @Column({ type: 'boolean', default: true })
  ativo: boolean;

  /** Commission on the seller's sales, in percent (0 to 100, two places); 0 until set. */
  @Column({ ...PERCENT, default: 0 })
  comissao_percentual: number;
}
