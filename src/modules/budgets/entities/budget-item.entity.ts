import { Column, Entity, Index } from 'typeorm';

import { MONEY, QUANTITY } from '../../../common/decimal';
import { AccountOwned, AccountReference } from '../../../database/account-owned';

/** An item of a budget proposal (the documented budget item fields). */
@Entity('budget_items')
@Index('IDX_budget_items_account_budget_proposal_ordem', ['account_id', 'idorcamento', 'idproposta', 'ordem'])
@Index('IDX_budget_items_account_proposal', ['account_id', 'idproposta'])
@Index('IDX_budget_items_account_budget_produto', ['account_id', 'idorcamento', 'idproduto'])
@AccountReference('budget_items', 'idorcamento', 'budgets')
@AccountReference('budget_items', 'idproposta', 'budget_proposals')
export class BudgetItem extends AccountOwned {
  @Column({ type: 'int' })
  idorcamento: number;

  @Column({ type: 'int' })
  idproposta: number;

  @Column({ type: 'int' })
  idproduto: number;

  /** Event of the budget; 0 when unlinked. */
  @Column({ type: 'int', default: 0 })
  idevento: number;

  @Column(QUANTITY)
  quantidade: number;

  @Column({ ...MONEY, default: 0 })
  desconto: number;

  /** `R$` (desconto is an amount) or `%` (desconto is a percentage). */
  @Column({ type: 'varchar', length: 5, default: 'R$' })
  tipocalculo: string;

  @Column(MONEY)
  valor: number;

  @Column(MONEY)
  valorepoca: number;

  @Column({ ...MONEY, default: 0 })
  valoradd: number;

  /** `produto` or `item`. */
  @Column({ type: 'varchar', length: 10 })
  tipo: string;

  @Column({ type: 'varchar', length: 255, nullable: true })
  campoextra: string | null;

  @Column({ type: 'text', nullable: true })
  descricao: string | null;

  @Column({ type: 'int' })
  ordem: number;

  @Column(QUANTITY)
  ndias: number;

  @Column({ type: 'varchar', length: 50, nullable: true })
  formato: string | null;

  @Column({ type: 'date' })
  datacadastro: string;

  @Column({ type: 'varchar', length: 150 })
  nome_produto: string;

  @Column({ type: 'varchar', length: 10, nullable: true })
  medida: string | null;
}
