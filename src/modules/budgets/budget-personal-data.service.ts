import { Injectable } from '@nestjs/common';

import { type AnonymizedRows, identifyingValues, type PersonalRows } from '../../common/privacy/personal-data';
import type { RequestContext, TxContext } from '../../common/request-context';
import { BudgetAnswersRepository } from './budget-answers.repository';
import { BudgetFollowUpsRepository } from './budget-follow-ups.repository';
import { BudgetsRepository } from './budgets.repository';
import type { Budget } from './entities/budget.entity';
import { BUDGET_PERSONAL_DATA } from './entities/budget.personal-data';
import type { BudgetAnswer } from './entities/budget-answer.entity';
import { BUDGET_ANSWER_PERSONAL_DATA } from './entities/budget-answer.personal-data';
import type { BudgetFollowUp } from './entities/budget-follow-up.entity';
import { BUDGET_FOLLOW_UP_PERSONAL_DATA } from './entities/budget-follow-up.personal-data';

/** A budget of a person's export: its columns, its answers (acceptances and refusals) and its follow-ups. */
export type BudgetPersonalView = Omit<Budget, 'account_id'> & {
  answers: Omit<BudgetAnswer, 'account_id'>[];
  follow_ups: Omit<BudgetFollowUp, 'account_id'>[];
};

const withoutAccount = <T extends { account_id: number }>({ account_id: _omit, ...rest }: T): Omit<T, 'account_id'> => rest;

const valuesOf = (budgets: Budget[], answers: BudgetAnswer[], followUps: BudgetFollowUp[]): unknown[] => [
  ...budgets.flatMap((b) => identifyingValues(BUDGET_PERSONAL_DATA, b)),
  ...answers.flatMap((a) => identifyingValues(BUDGET_ANSWER_PERSONAL_DATA, a)),
  ...followUps.flatMap((f) => identifyingValues(BUDGET_FOLLOW_UP_PERSONAL_DATA, f)),
];

/** The budgets' part of a person's export and anonymisation (the budget's, its answers' and follow-ups' declarations). */
@Injectable()
export class BudgetPersonalData {
  constructor(
    private readonly budgets: BudgetsRepository,
    private readonly answers: BudgetAnswersRepository,
    private readonly followUps: BudgetFollowUpsRepository,
  ) {}

  /** The client's budgets, by ID, each with its answers and follow-ups. */
  async ofClient(ctx: RequestContext, clientId: number): Promise<PersonalRows<BudgetPersonalView>> {
    const accountId = ctx.account.id;
    const manager = ctx.tx?.manager;
    const budgets = await this.budgets.rowsWhereIn(accountId, 'id_cliente', [clientId], manager);
    const ids = budgets.map((b) => b.id);
    const answers = await this.answers.rowsWhereIn(accountId, 'idorcamento', ids, manager);
    const followUps = await this.followUps.rowsWhereIn(accountId, 'idorcamento', ids, manager);
    const rows = budgets.map((b) => ({
      ...withoutAccount(b),
      answers: answers.filter((a) => a.idorcamento === b.id).map(withoutAccount),
      follow_ups: followUps.filter((f) => f.idorcamento === b.id).map(withoutAccount),
    }));
    return { rows, values: valuesOf(budgets, answers, followUps) };
  }

  /**
   * Replaces the personal columns of the client's budgets (event name, notes, a lead's message),
   * of their answers (who answered: name, CPF, reason, address, browser) and of their follow-ups,
   * in the caller's transaction. Money, states and references stay.
   */
  async anonymizeOfClient(ctx: TxContext, clientId: number): Promise<AnonymizedRows> {
    const { account, tx } = ctx;
    const budgets = await this.budgets.rowsWhereIn(account.id, 'id_cliente', [clientId], tx.manager);
    const ids = budgets.map((b) => b.id);
    const answers = await this.answers.rowsWhereIn(account.id, 'idorcamento', ids, tx.manager);
    const followUps = await this.followUps.rowsWhereIn(account.id, 'idorcamento', ids, tx.manager);
    const changed =
      (await this.budgets.anonymize(account.id, budgets, BUDGET_PERSONAL_DATA, tx.manager)) +
      (await this.answers.anonymize(account.id, answers, BUDGET_ANSWER_PERSONAL_DATA, tx.manager)) +
      (await this.followUps.anonymize(account.id, followUps, BUDGET_FOLLOW_UP_PERSONAL_DATA, tx.manager));
    return { ids, values: valuesOf(budgets, answers, followUps), changed };
  }
}
