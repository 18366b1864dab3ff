import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';

import { AccountScopedRepository } from '../../database/account-scoped.repository';
import { BudgetFollowUp } from './entities/budget-follow-up.entity';

@Injectable()
export class BudgetFollowUpsRepository extends AccountScopedRepository<BudgetFollowUp> {
  constructor(@InjectRepository(BudgetFollowUp) repository: Repository<BudgetFollowUp>) {
    super(repository, 'bf');
  }

  /** The budget's follow-ups, by date then as recorded. */
  ofBudget(accountId: number, budgetId: number, manager?: EntityManager): Promise<BudgetFollowUp[]> {
    return this.repo(manager).find({ where: { account_id: accountId, idorcamento: budgetId }, order: { data: 'ASC', id: 'ASC' } });
  }

  async add(accountId: number, values: Omit<BudgetFollowUp, 'id' | 'account_id'>, manager: EntityManager): Promise<void> {
    await this.repo(manager).insert({ account_id: accountId, ...values });
  }

  async deleteOfBudget(accountId: number, budgetId: number, manager: EntityManager): Promise<void> {
    await this.repo(manager).delete({ account_id: accountId, idorcamento: budgetId });
  }
}
