import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';

import { AccountScopedRepository } from '../../database/account-scoped.repository';
import { EventLocation } from './entities/event-location.entity';

@Injectable()
export class EventLocationRepository extends AccountScopedRepository<EventLocation> {
  constructor(@InjectRepository(EventLocation) repository: Repository<EventLocation>) {
    super(repository, 'eventlocation');
  }
}
