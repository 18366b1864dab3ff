import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';

import { AccountScopedRepository } from '../../database/account-scoped.repository';
import { EventType } from './entities/event-type.entity';

@Injectable()
export class EventTypeRepository extends AccountScopedRepository<EventType> {
  constructor(@InjectRepository(EventType) repository: Repository<EventType>) {
    super(repository, 'eventtype');
  }
}
