import { Column, Entity, Index } from 'typeorm';

import { AccountKey, AccountOwned, AccountReference } from '../../../database/account-owned';

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
