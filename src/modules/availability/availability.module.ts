import { Module } from '@nestjs/common';

import { CatalogueModule } from '../catalogue/catalogue.module';
import { EventsModule } from '../events/events.module';
import { OrdersModule } from '../orders/orders.module';
import { EquipmentAvailabilityController } from './equipment-availability.controller';
import { EquipmentAvailabilityService } from './equipment-availability.service';
import { ReservationsRebuilder } from './reservations-rebuilder.service';

/**
 * Equipment availability as clients read it, and the rebuild of reservations: above the
 * catalogue (which keeps the reservations), events (their names and days) and orders (what they
 * hold), so that none of those needs another's service the wrong way round. Owns no table.
 */
@Module({
  imports: [CatalogueModule, EventsModule, OrdersModule],
  controllers: [EquipmentAvailabilityController],
  providers: [EquipmentAvailabilityService, ReservationsRebuilder],
  exports: [ReservationsRebuilder],
})
export class AvailabilityModule {}
