import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';

import { AccountScopedRepository } from '../../database/account-scoped.repository';
import { Card } from './entities/card.entity';

@Injectable()
export class CardRepository extends AccountScopedRepository<Card> {
  constructor(@InjectRepository(Card) repository: Repository<Card>) {
    super(repository, 'cards');
  }
}
