import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Card } from './entities/card.entity';
import { CostCenter } from './entities/cost-center.entity';
import { EventLocation } from './entities/event-location.entity';
import { EventType } from './entities/event-type.entity';
import { FinancialCategory } from './entities/financial-category.entity';
import { HowMet } from './entities/how-met.entity';
import { Seller } from './entities/seller.entity';
import { LookupsController } from './lookups.controller';
import { CardRepository } from './card.repository';
import { CostCenterRepository } from './cost-center.repository';
import { EventLocationRepository } from './event-location.repository';
import { EventTypeRepository } from './event-type.repository';
import { FinancialCategoryRepository } from './financial-category.repository';
import { HowMetRepository } from './how-met.repository';
import { SellerRepository } from './seller.repository';
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
