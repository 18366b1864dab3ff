import { Module } from '@nestjs/common';

import { BudgetsModule } from '../modules/budgets/budgets.module';
import { CatalogueModule } from '../modules/catalogue/catalogue.module';
import { ClientsModule } from '../modules/clients/clients.module';
import { EventsModule } from '../modules/events/events.module';
import { FinancialModule } from '../modules/financial/financial.module';
import { GuestsModule } from '../modules/guests/guests.module';
import { LookupsModule } from '../modules/lookups/lookups.module';
import { OrdersModule } from '../modules/orders/orders.module';
import { WebhooksModule } from '../modules/webhooks/webhooks.module';
import { DemoService } from './demo.service';
import { FinancialDemo } from './financial-demo';

/**
 * The demo account of the embedded default, made through the owning modules' services. It sits
 * on the top floor, beside the entry points: it imports the modules, and no module imports it.
 */
@Module({
  imports: [
    CatalogueModule,
    ClientsModule,
    EventsModule,
    GuestsModule,
    OrdersModule,
    BudgetsModule,
    WebhooksModule,
    FinancialModule,
    LookupsModule,
  ],
  providers: [DemoService, FinancialDemo],
  exports: [DemoService],
})
export class DemoModule {}
