import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BudgetsModule } from '../budgets/budgets.module';
import { Order, OrderItem } from './entities/order.entity';
import { OrdersController } from './orders.controller';
import { OrderItemsRepository, OrdersRepository } from './orders.repository';
import { OrdersService } from './orders.service';
import { ReferenceReadersModule } from './reference.module';

@Module({
  imports: [TypeOrmModule.forFeature([Order, OrderItem]), ReferenceReadersModule, BudgetsModule],
  controllers: [OrdersController],
  providers: [OrdersService, OrdersRepository, OrderItemsRepository],
})
export class OrdersModule {}
