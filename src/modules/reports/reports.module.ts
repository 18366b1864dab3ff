import { Module } from '@nestjs/common';

import { EventsModule } from '../events/events.module';
import { FinancialModule } from '../financial/financial.module';
import { LookupsModule } from '../lookups/lookups.module';
import { OrdersModule } from '../orders/orders.module';
import { ReportsController } from './reports.controller';
import { ReportsService } from './reports.service';

/**
 * Reports: an event's costs, a period's results, the sellers' commissions. It owns no table: it
 * asks the events, orders, financial and lookups services.
 */
@Module({
  imports: [EventsModule, OrdersModule, FinancialModule, LookupsModule],
  controllers: [ReportsController],
  providers: [ReportsService],
})
export class ReportsModule {}
