import { Module } from '@nestjs/common';
import { CatalogueModule } from '../modules/catalogue/catalogue.module';
import { ClientsModule } from '../modules/clients/clients.module';
import { EventsModule } from '../modules/events/events.module';
import { DemoService } from './demo.service';

/** The demo account of the embedded default, made through the catalogue, clients and events services. */
@Module({
  imports: [CatalogueModule, ClientsModule, EventsModule],
  providers: [DemoService],
  exports: [DemoService],
})
export class DemoModule {}
