import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';

import { AccountScopedRepository } from '../../database/account-scoped.repository';
import { BudgetItem } from './entities/budget-item.entity';

export const BUDGET_ITEM_SORT_COLUMNS: Record<string, string> = {
  id: 'bi.id',
  idproduto: 'bi.idproduto',
  ordem: 'bi.ordem',
  quantidade: 'bi.quantidade',
  valor: 'bi.valor',
  tipo: 'bi.tipo',
  nome_produto: 'bi.nome_produto',
  datacadastro: 'bi.datacadastro',
};

@Injectable()
export class BudgetItemsRepository extends AccountScopedRepository<BudgetItem> {
  constructor(@InjectRepository(BudgetItem) repository: Repository<BudgetItem>) {
    super(repository, 'bi');
  }

  ofProposal(accountId: number, proposalId: number, manager?: EntityManager): Promise<BudgetItem[]> {
    return this.repo(manager).find({ where: { account_id: accountId, idproposta: proposalId }, order: { ordem: 'ASC', id: 'ASC' } });
  }

  /** One multi-row INSERT for the items of a request. */
  async insertMany(rows: Partial<BudgetItem>[], manager: EntityManager): Promise<void> {
    if (rows.length === 0) return;
    await manager.createQueryBuilder().insert().into(BudgetItem).values(rows).updateEntity(false).execute();
  }

  async deleteOfProposal(accountId: number, proposalId: number, manager: EntityManager): Promise<void> {
    await this.repo(manager).delete({ account_id: accountId, idproposta: proposalId });
  }

  async deleteOfBudget(accountId: number, budgetId: number, manager: EntityManager): Promise<void> {
    await this.repo(manager).delete({ account_id: accountId, idorcamento: budgetId });
  }

  async setEvent(accountId: number, budgetId: number, idevento: number, manager: EntityManager): Promise<void> {
    await this.repo(manager).update({ account_id: accountId, idorcamento: budgetId }, { idevento });
  }
}
