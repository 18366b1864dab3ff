import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EventLocation, EventType, HowMet, Seller } from './entities/lookups.entity';
import { LookupsController } from './lookups.controller';
import { EventLocationRepository, EventTypeRepository, HowMetRepository, SellerRepository } from './lookups.repository';
import { LookupsService } from './lookups.service';

@Module({
  imports: [TypeOrmModule.forFeature([HowMet, EventType, Seller, EventLocation])],
  controllers: [LookupsController],
  providers: [LookupsService, HowMetRepository, EventTypeRepository, SellerRepository, EventLocationRepository],
  exports: [LookupsService],
})
export class LookupsModule {}
