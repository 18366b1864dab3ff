import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';

import { AccountScopedRepository } from '../../database/account-scoped.repository';
import { Seller } from './entities/seller.entity';

@Injectable()
export class SellerRepository extends AccountScopedRepository<Seller> {
  constructor(@InjectRepository(Seller) repository: Repository<Seller>) {
    super(repository, 'seller');
  }
}
