import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';

import { AccountScopedRepository } from '../../database/account-scoped.repository';
import { FinancialCategory } from './entities/financial-category.entity';

@Injectable()
export class FinancialCategoryRepository extends AccountScopedRepository<FinancialCategory> {
  constructor(@InjectRepository(FinancialCategory) repository: Repository<FinancialCategory>) {
    super(repository, 'financialcategory');
  }
}
