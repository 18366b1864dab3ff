import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { moduleReferences } from '../../database/references';
import { ClientsModule } from '../clients/clients.module';
import { LookupsModule } from '../lookups/lookups.module';
import { EventEntity } from './entities/event.entity';
import { EventsController } from './events.controller';
import { EventRepository } from './events.repository';
import { EventsService } from './events.service';

@Module({
  imports: [TypeOrmModule.forFeature([EventEntity]), ClientsModule, LookupsModule],
  controllers: [EventsController],
  providers: [
    EventsService,
    EventRepository,
    // An event names its client.
    moduleReferences('events', [EventRepository], (events: EventRepository) => ({ client: [events.referencesBy('id_cliente')] })),
  ],
  exports: [EventsService],
})
export class EventsModule {}
