import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';

import { AccountScopedRepository } from '../../database/account-scoped.repository';
import { CostCenter } from './entities/cost-center.entity';

@Injectable()
export class CostCenterRepository extends AccountScopedRepository<CostCenter> {
  constructor(@InjectRepository(CostCenter) repository: Repository<CostCenter>) {
    super(repository, 'costcenter');
  }
}
