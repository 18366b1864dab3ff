import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';

import { AccountScopedRepository } from '../../../database/account-scoped.repository';
import { FinancialHistory } from '../entities/financial-history.entity';

@Injectable()
export class FinancialHistoryRepository extends AccountScopedRepository<FinancialHistory> {
  constructor(@InjectRepository(FinancialHistory) repository: Repository<FinancialHistory>) {
    super(repository, 'fh');
  }

  async insertMany(rows: Partial<FinancialHistory>[], manager: EntityManager): Promise<void> {
    // `alteracoes` holds arbitrary JSON values, which TypeORM's deep-partial type cannot express.
    if (rows.length > 0) await this.repo(manager).insert(rows as never);
  }
}
