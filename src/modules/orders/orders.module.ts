import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';

import { moduleReferences } from '../../database/references';
import { BudgetsModule } from '../budgets/budgets.module';
import { CatalogueModule } from '../catalogue/catalogue.module';
import { ClientsModule } from '../clients/clients.module';
import { EventsModule } from '../events/events.module';
import { LookupsModule } from '../lookups/lookups.module';
import { Order } from './entities/order.entity';
import { OrderItem } from './entities/order-item.entity';
import { OrderItemCount } from './entities/order-item-count.entity';
import { OrderItemCountsRepository } from './order-item-counts.repository';
import { OrderItemsRepository } from './order-items.repository';
import { OrderItemsEditor } from './order-items-editor.service';
import { OrderItemsQuery } from './order-items-query.service';
import { OrderReservations } from './order-reservations.service';
import { OrderWriter } from './order-writer.service';
import { OrdersController } from './orders.controller';
import { OrdersRepository } from './orders.repository';
import { OrdersService } from './orders.service';

/**
 * Reads events, catalogue, clients, sellers and budget items through their modules' services;
 * other modules call OrdersService.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([Order, OrderItem, OrderItemCount]),
    CatalogueModule,
    ClientsModule,
    EventsModule,
    LookupsModule,
    BudgetsModule,
  ],
  controllers: [OrdersController],
  providers: [
    OrdersService,
    OrderItemsQuery,
    OrderWriter,
    OrderItemsEditor,
    OrderReservations,
    OrdersRepository,
    OrderItemsRepository,
    OrderItemCountsRepository,
    // Orders and their items name an event and a client: neither is deleted while they do.
    moduleReferences('orders', [OrdersRepository, OrderItemsRepository], (orders: OrdersRepository, items: OrderItemsRepository) => ({
      event: [orders.referencesBy('id_evento'), items.referencesBy('id_evento')],
      client: [orders.referencesBy('id_cliente'), items.referencesBy('id_cliente')],
    })),
  ],
  exports: [OrdersService],
})
export class OrdersModule {}
