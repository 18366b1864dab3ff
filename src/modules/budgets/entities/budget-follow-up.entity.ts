import { Column, Entity, Index } from 'typeorm';

import { AccountKey, AccountOwned, AccountReference } from '../../../database/account-owned';

/** A follow-up of a budget: a contact with the lead, what was said, and when to call again. */
@Entity('budget_followups')
@Index('IDX_budget_followups_account_budget', ['account_id', 'idorcamento', 'data'])
@AccountKey('budget_followups')
@AccountReference('budget_followups', 'idorcamento', 'budgets')
export class BudgetFollowUp extends AccountOwned {
  @Column({ type: 'int' })
  idorcamento: number;

  /** Date of the contact. */
  @Column({ type: 'date' })
  data: string;

  /** What was said or done. */
  @Column({ type: 'text' })
  texto: string;

  /** When to contact the lead again. */
  @Column({ type: 'date', nullable: true })
  proximo_contato: string | null;

  @Column({ type: 'date' })
  datacadastro: string;
}
