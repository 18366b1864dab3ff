import { Module } from '@nestjs/common';

import { BudgetsModule } from '../budgets/budgets.module';
import { ClientsModule } from '../clients/clients.module';
import { EventsModule } from '../events/events.module';
import { FinancialModule } from '../financial/financial.module';
import { LookupsModule } from '../lookups/lookups.module';
import { OrdersModule } from '../orders/orders.module';
import { ProposalAnswersController } from './proposal-answers.controller';
import { ProposalBookings } from './proposal-bookings.service';
import { ProposalPageController } from './proposal-page.controller';
import { ProposalPage } from './proposal-page.service';

/**
 * Proposals and bookings: the public page of a budget's proposal and the booking its acceptance
 * makes. It owns no table: each write goes through its owner's service (budgets, events, orders,
 * financial), in one transaction.
 */
@Module({
  imports: [BudgetsModule, ClientsModule, EventsModule, FinancialModule, LookupsModule, OrdersModule],
  controllers: [ProposalPageController, ProposalAnswersController],
  providers: [ProposalBookings, ProposalPage],
  exports: [ProposalBookings],
})
export class ProposalsModule {}
