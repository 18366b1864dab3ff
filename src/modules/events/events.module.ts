import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';

import { CompatModule } from '../../common/compat/compat.module';
import { moduleCompat } from '../../common/compat/compat-registry';
import { moduleReferences } from '../../database/references';
import { CatalogueModule } from '../catalogue/catalogue.module';
import { ClientsModule } from '../clients/clients.module';
import { LookupsModule } from '../lookups/lookups.module';
import { EventEntity } from './entities/event.entity';
import { EVENTS_COMPAT } from './events.compat';
import { EventsController } from './events.controller';
import { EventRepository } from './events.repository';
import { EventsService } from './events.service';

@Module({
  imports: [TypeOrmModule.forFeature([EventEntity]), CatalogueModule, ClientsModule, LookupsModule, CompatModule],
  controllers: [EventsController],
  providers: [
    EventsService,
    EventRepository,
    // An event names its client.
    moduleReferences('events', [EventRepository], (events: EventRepository) => ({ client: [events.referencesBy('id_cliente')] })),
    moduleCompat('events', [EventsService], (events: EventsService) => ({
      tables: [EVENTS_COMPAT],
      names: { event: (ctx, ids) => events.namesOf(ctx, ids) },
    })),
  ],
  exports: [EventsService],
})
export class EventsModule {}
