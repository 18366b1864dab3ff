import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';

import { AccountScopedRepository } from '../../../database/account-scoped.repository';
import { FinancialApportionment } from '../entities/financial-apportionment.entity';

@Injectable()
export class FinancialApportionmentsRepository extends AccountScopedRepository<FinancialApportionment> {
  constructor(@InjectRepository(FinancialApportionment) repository: Repository<FinancialApportionment>) {
    super(repository, 'fa');
  }

  /** The apportionment parts of those entries, in ID order. */
  ofEntries(accountId: number, entryIds: number[], manager?: EntityManager): Promise<FinancialApportionment[]> {
    return this.findByColumnIn(accountId, 'entry_id', entryIds, manager);
  }

  async replace(
    accountId: number,
    entryId: number,
    parts: { id_centro_custo: number; percentual: number }[],
    manager: EntityManager,
  ): Promise<void> {
    await this.repo(manager).delete({ account_id: accountId, entry_id: entryId });
    if (parts.length > 0) await this.repo(manager).insert(parts.map((p) => ({ ...p, account_id: accountId, entry_id: entryId })));
  }
}
