import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';

import { AccountScopedRepository } from '../../database/account-scoped.repository';
import { HowMet } from './entities/how-met.entity';

@Injectable()
export class HowMetRepository extends AccountScopedRepository<HowMet> {
  constructor(@InjectRepository(HowMet) repository: Repository<HowMet>) {
    super(repository, 'howmet');
  }
}
