import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ClientsModule } from '../clients/clients.module';
import { LookupsModule } from '../lookups/lookups.module';
import { EventEntity } from './entities/event.entity';
import { EventsController } from './events.controller';
import { EventRepository } from './events.repository';
import { EventsService } from './events.service';

@Module({
  imports: [TypeOrmModule.forFeature([EventEntity]), ClientsModule, LookupsModule],
  controllers: [EventsController],
  providers: [EventsService, EventRepository],
  exports: [EventsService, EventRepository],
})
export class EventsModule {}
