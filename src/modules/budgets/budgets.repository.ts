import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';

import { AccountScopedRepository } from '../../database/account-scoped.repository';
import { Budget } from './entities/budget.entity';

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

  /**
   * The account and ID of the budget whose public token this is, or null. The token is the only
   * key a proposal page has: this is the one read of budgets not scoped to an account (as an API
   * token names its account); every read after it is.
   */
  async ownerOfToken(token: string): Promise<{ accountId: number; id: number } | null> {
    const row = await this.repository.findOne({ where: { token }, select: { account_id: true, id: true, token: true } });
    // The index may compare without case: the token must match exactly.
    return row && row.token === token ? { accountId: row.account_id, id: row.id } : null;
  }

  async update(accountId: number, id: number, values: Partial<Budget>, manager: EntityManager): Promise<void> {
    await this.repo(manager).update({ account_id: accountId, id }, values);
  }
}
