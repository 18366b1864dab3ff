import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';

import { CompatModule } from '../../common/compat/compat.module';
import { moduleCompat } from '../../common/compat/compat-registry';
import { moduleReferences } from '../../database/references';
import { CatalogueModule } from '../catalogue/catalogue.module';
import { ClientsModule } from '../clients/clients.module';
import { LookupsModule } from '../lookups/lookups.module';
import { EventEntity } from './entities/event.entity';
import { EventPersonalData } from './event-personal-data.service';
import { EVENT_NOTIFICATIONS, EVENTS_COMPAT } from './events.compat';
import { EventsController } from './events.controller';
import { EventRepository } from './events.repository';
import { EventsService } from './events.service';

@Module({
  imports: [TypeOrmModule.forFeature([EventEntity]), CatalogueModule, ClientsModule, LookupsModule, CompatModule],
  controllers: [EventsController],
  providers: [
    EventsService,
    EventPersonalData,
    EventRepository,
    // An event names its client.
    moduleReferences('events', [EventRepository], (events: EventRepository) => ({ client: [events.referencesBy('id_cliente')] })),
    moduleCompat('events', [EventsService], (events: EventsService) => ({
      tables: [EVENTS_COMPAT],
      names: { event: (ctx, ids) => events.namesOf(ctx, ids) },
      // Receivers written for ME Eventos (`event_created` … with `nomeevento`, `dataevento`…) find its names in the notifications.
      notifications: { kinds: EVENT_NOTIFICATIONS, table: EVENTS_COMPAT },
    })),
  ],
  exports: [EventsService, EventPersonalData],
})
export class EventsModule {}
