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

  async update(accountId: number, id: number, values: Partial<Budget>, manager: EntityManager): Promise<void> {
    await this.repo(manager).update({ account_id: accountId, id }, values);
  }
}
