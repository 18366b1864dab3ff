import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import { AccountScopedRepository } from '../../database/account-scoped.repository';
import { Budget, BudgetItem, BudgetProposal } from './entities/budget.entity';

@Injectable()
export class BudgetsRepository extends AccountScopedRepository<Budget> {
  constructor(@InjectRepository(Budget) repository: Repository<Budget>) {
    super(repository, 'b');
  }

  /** `event id → the lowest budget ID naming it`, for the events among `eventIds` that have a budget (one grouped statement). */
  async firstOfEvents(accountId: number, eventIds: number[], manager?: EntityManager): Promise<Map<number, number>> {
    const unique = [...new Set(eventIds)];
    if (unique.length === 0) return new Map();
    const rows = await this.query(accountId, manager)
      .select('b.idevento', 'idevento')
      .addSelect('MIN(b.id)', 'id')
      .andWhere('b.idevento IN (:...ids)', { ids: unique })
      .groupBy('b.idevento')
      .getRawMany<{ idevento: number | string; id: number | string }>();
    return new Map(rows.map((r) => [Number(r.idevento), Number(r.id)]));
  }

  async update(accountId: number, id: number, values: Partial<Budget>, manager: EntityManager): Promise<void> {
    await this.repo(manager).update({ account_id: accountId, id }, values);
  }
}

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
