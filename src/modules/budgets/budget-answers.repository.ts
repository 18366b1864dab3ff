import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';

import { AccountScopedRepository } from '../../database/account-scoped.repository';
import { BudgetAnswer } from './entities/budget-answer.entity';

@Injectable()
export class BudgetAnswersRepository extends AccountScopedRepository<BudgetAnswer> {
  constructor(@InjectRepository(BudgetAnswer) repository: Repository<BudgetAnswer>) {
    super(repository, 'ba');
  }

  /** The budget's answers, oldest first. */
  ofBudget(accountId: number, budgetId: number, manager?: EntityManager): Promise<BudgetAnswer[]> {
    return this.repo(manager).find({ where: { account_id: accountId, idorcamento: budgetId }, order: { id: 'ASC' } });
  }

  async add(accountId: number, values: Omit<BudgetAnswer, 'id' | 'account_id'>, manager: EntityManager): Promise<BudgetAnswer> {
    return this.create(accountId, values, manager);
  }

  async deleteOfBudget(accountId: number, budgetId: number, manager: EntityManager): Promise<void> {
    await this.repo(manager).delete({ account_id: accountId, idorcamento: budgetId });
  }
}
