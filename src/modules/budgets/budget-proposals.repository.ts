import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';

import { AccountScopedRepository } from '../../database/account-scoped.repository';
import { BudgetProposal } from './entities/budget-proposal.entity';

@Injectable()
export class BudgetProposalsRepository extends AccountScopedRepository<BudgetProposal> {
  constructor(@InjectRepository(BudgetProposal) repository: Repository<BudgetProposal>) {
    super(repository, 'bp');
  }

  find(accountId: number, budgetId: number, sequencia: number, manager?: EntityManager): Promise<BudgetProposal | null> {
    return this.repo(manager).findOneBy({ account_id: accountId, idorcamento: budgetId, sequencia });
  }

  ofBudget(accountId: number, budgetId: number, manager?: EntityManager): Promise<BudgetProposal[]> {
    return this.repo(manager).find({ where: { account_id: accountId, idorcamento: budgetId }, order: { sequencia: 'ASC' } });
  }

  async deleteOfBudget(accountId: number, budgetId: number, manager: EntityManager): Promise<void> {
    await this.repo(manager).delete({ account_id: accountId, idorcamento: budgetId });
  }
}
