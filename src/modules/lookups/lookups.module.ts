import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';

import { CompatModule } from '../../common/compat/compat.module';
import { moduleCompat } from '../../common/compat/compat-registry';
import { CardRepository } from './card.repository';
import { CostCenterRepository } from './cost-center.repository';
import { Card } from './entities/card.entity';
import { CostCenter } from './entities/cost-center.entity';
import { EventLocation } from './entities/event-location.entity';
import { EventType } from './entities/event-type.entity';
import { FinancialCategory } from './entities/financial-category.entity';
import { HowMet } from './entities/how-met.entity';
import { Seller } from './entities/seller.entity';
import { EventLocationRepository } from './event-location.repository';
import { EventTypeRepository } from './event-type.repository';
import { FinancialCategoryRepository } from './financial-category.repository';
import { HowMetRepository } from './how-met.repository';
import { EVENT_LOCATIONS_COMPAT, EVENT_TYPES_COMPAT } from './lookups.compat';
import { LookupsController } from './lookups.controller';
import { LookupsService } from './lookups.service';
import { SellerRepository } from './seller.repository';

@Module({
  imports: [TypeOrmModule.forFeature([HowMet, EventType, Seller, EventLocation, Card, CostCenter, FinancialCategory]), CompatModule],
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
    // ME's names on the event types and locations; their names for other tables (events).
    moduleCompat('lookups', [LookupsService], (lookups: LookupsService) => ({
      tables: [EVENT_TYPES_COMPAT, EVENT_LOCATIONS_COMPAT],
      names: {
        eventtype: (ctx, ids) => lookups.namesOf(ctx, 'eventtype', ids),
        eventlocation: (ctx, ids) => lookups.namesOf(ctx, 'eventlocation', ids),
        location: (ctx, ids) => lookups.locationAddresses(ctx, ids),
        financialcategory: (ctx, ids) => lookups.namesOf(ctx, 'financialcategory', ids),
        costcenter: (ctx, ids) => lookups.namesOf(ctx, 'costcenter', ids),
      },
    })),
  ],
  exports: [LookupsService],
})
export class LookupsModule {}
