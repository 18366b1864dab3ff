import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { AccountScopedRepository } from '../../database/account-scoped.repository';
import { Card, CostCenter, EventLocation, EventType, FinancialCategory, HowMet, Seller } from './entities/lookups.entity';

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

@Injectable()
export class CardRepository extends AccountScopedRepository<Card> {
  constructor(@InjectRepository(Card) repository: Repository<Card>) {
    super(repository, 'cards');
  }
}

@Injectable()
export class CostCenterRepository extends AccountScopedRepository<CostCenter> {
  constructor(@InjectRepository(CostCenter) repository: Repository<CostCenter>) {
    super(repository, 'costcenter');
  }
}

@Injectable()
export class FinancialCategoryRepository extends AccountScopedRepository<FinancialCategory> {
  constructor(@InjectRepository(FinancialCategory) repository: Repository<FinancialCategory>) {
    super(repository, 'financialcategory');
  }
}
