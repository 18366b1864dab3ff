import { Column, Entity, Index } from 'typeorm';
import { AccountKey, AccountOwned, AccountReference } from '../../../database/account-owned';
import { MONEY, QUANTITY } from '../../../common/decimal';

export const BUDGET_STATUSES = ['ABERTO', 'APROVADO', 'RECUSADO', 'CANCELADO'] as const;
export type BudgetStatus = (typeof BUDGET_STATUSES)[number];

/** A budget (orçamento) of a client, optionally linked to an event, with numbered proposals. */
@Entity('budgets')
@Index('UQ_budgets_token', ['token'], { unique: true })
@Index('IDX_budgets_account_cliente', ['account_id', 'id_cliente'])
@Index('IDX_budgets_account_evento', ['account_id', 'idevento'])
@Index('IDX_budgets_account_status', ['account_id', 'status'])
@Index('IDX_budgets_account_datacadastro', ['account_id', 'datacadastro'])
@Index('IDX_budgets_account_valorinicial', ['account_id', 'valorinicial'])
@Index('IDX_budgets_account_followup', ['account_id', 'lastFollowUp'])
@AccountKey('budgets')
@AccountReference('budgets', 'id_cliente', 'clients')
@AccountReference('budgets', 'idevento', 'events')
export class Budget extends AccountOwned {
  @Column({ type: 'int', nullable: true })
  id_cliente: number | null;

  @Column({ type: 'int', nullable: true })
  idevento: number | null;

  /** Public key of the budget (random, url-safe). */
  @Column({ type: 'varchar', length: 64 })
  token: string;

  @Column({ type: 'varchar', length: 20, default: 'ABERTO' })
  status: BudgetStatus;

  /** Total of the first proposal when the budget was created. */
  @Column({ ...MONEY, default: 0 })
  valorinicial: number;

  /** Date of the last follow-up with the client. */
  @Column({ type: 'date', nullable: true })
  lastFollowUp: string | null;

  @Column({ type: 'text', nullable: true })
  observacoes: string | null;

  /** Sequence of the current proposal. */
  @Column({ type: 'int', default: 1 })
  proposta_atual: number;

  @Column({ type: 'date' })
  datacadastro: string;
}

/** A proposal of a budget, `<budget_id>-<sequencia>`. */
@Entity('budget_proposals')
@Index('UQ_budget_proposals_budget_seq', ['idorcamento', 'sequencia'], { unique: true })
@Index('IDX_budget_proposals_account_budget', ['account_id', 'idorcamento'])
@AccountKey('budget_proposals')
@AccountReference('budget_proposals', 'idorcamento', 'budgets')
export class BudgetProposal extends AccountOwned {
  @Column({ type: 'int' })
  idorcamento: number;

  @Column({ type: 'int' })
  sequencia: number;

  @Column({ type: 'date' })
  datacadastro: string;
}

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
