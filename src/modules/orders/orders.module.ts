import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BudgetsModule } from '../budgets/budgets.module';
import { CatalogueModule } from '../catalogue/catalogue.module';
import { ClientsModule } from '../clients/clients.module';
import { EventsModule } from '../events/events.module';
import { LookupsModule } from '../lookups/lookups.module';
import { Order, OrderItem } from './entities/order.entity';
import { OrderItemCount } from './entities/order-item-count.entity';
import { OrderItemCountsRepository } from './order-item-counts.repository';
import { OrderSequence } from './order-sequence';
import { OrdersController } from './orders.controller';
import { OrderItemsRepository, OrdersRepository } from './orders.repository';
import { OrdersService } from './orders.service';

/** Reads events, catalogue, clients and sellers through the repositories their modules export. */
@Module({
  imports: [TypeOrmModule.forFeature([Order, OrderItem, OrderItemCount]), CatalogueModule, ClientsModule, EventsModule, LookupsModule, BudgetsModule],
  controllers: [OrdersController],
  providers: [OrdersService, OrdersRepository, OrderItemsRepository, OrderItemCountsRepository, OrderSequence],
})
export class OrdersModule {}
