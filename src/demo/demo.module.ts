import { Module } from '@nestjs/common';
import { BudgetsModule } from '../modules/budgets/budgets.module';
import { CatalogueModule } from '../modules/catalogue/catalogue.module';
import { ClientsModule } from '../modules/clients/clients.module';
import { EventsModule } from '../modules/events/events.module';
import { FinancialModule } from '../modules/financial/financial.module';
import { GuestsModule } from '../modules/guests/guests.module';
import { OrdersModule } from '../modules/orders/orders.module';
import { WebhooksModule } from '../modules/webhooks/webhooks.module';
import { DemoService } from './demo.service';

/** The demo account of the embedded default, made through the owning modules' services. */
@Module({
  imports: [CatalogueModule, ClientsModule, EventsModule, GuestsModule, OrdersModule, BudgetsModule, WebhooksModule, FinancialModule],
  providers: [DemoService],
  exports: [DemoService],
})
export class DemoModule {}
