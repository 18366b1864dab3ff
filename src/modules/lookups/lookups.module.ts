import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Card, CostCenter, EventLocation, EventType, FinancialCategory, HowMet, Seller } from './entities/lookups.entity';
import { LookupsController } from './lookups.controller';
import {
  CardRepository,
  CostCenterRepository,
  EventLocationRepository,
  EventTypeRepository,
  FinancialCategoryRepository,
  HowMetRepository,
  SellerRepository,
} from './lookups.repository';
import { LookupsService } from './lookups.service';

@Module({
  imports: [TypeOrmModule.forFeature([HowMet, EventType, Seller, EventLocation, Card, CostCenter, FinancialCategory])],
  controllers: [LookupsController],
  providers: [
    LookupsService,
    HowMetRepository,
    EventTypeRepository,
    SellerRepository,
    EventLocationRepository,
    CardRepository,
    CostCenterRepository,
    FinancialCategoryRepository,
  ],
  exports: [LookupsService],
})
export class LookupsModule {}
