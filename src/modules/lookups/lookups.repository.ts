import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { AccountScopedRepository } from '../../database/account-scoped.repository';
import { EventLocation, EventType, HowMet, Seller } from './entities/lookups.entity';

@Injectable()
export class HowMetRepository extends AccountScopedRepository<HowMet> {
  constructor(@InjectRepository(HowMet) repository: Repository<HowMet>) {
    super(repository, 'howmet');
  }
}

@Injectable()
export class EventTypeRepository extends AccountScopedRepository<EventType> {
  constructor(@InjectRepository(EventType) repository: Repository<EventType>) {
    super(repository, 'eventtype');
  }
}

@Injectable()
export class SellerRepository extends AccountScopedRepository<Seller> {
  constructor(@InjectRepository(Seller) repository: Repository<Seller>) {
    super(repository, 'seller');
  }
}

@Injectable()
export class EventLocationRepository extends AccountScopedRepository<EventLocation> {
  constructor(@InjectRepository(EventLocation) repository: Repository<EventLocation>) {
    super(repository, 'eventlocation');
  }
}
