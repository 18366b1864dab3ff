import { Module } from '@nestjs/common';

import { CompatModule } from '../../common/compat/compat.module';
import { BudgetsModule } from '../budgets/budgets.module';
import { ClientsModule } from '../clients/clients.module';
import { EventsModule } from '../events/events.module';
import { FinancialModule } from '../financial/financial.module';
import { GuestsModule } from '../guests/guests.module';
import { ClientPrivacyController, GuestPrivacyController } from './privacy.controller';
import { PrivacyService } from './privacy.service';

/**
 * A person's data across the modules: export and anonymisation. Owns no table; asks each
 * module's service for its rows of the person (the stored notifications through the global
 * NotificationsModule, the kept answers through the database's IdempotencyStore).
 */
@Module({
  imports: [CompatModule, ClientsModule, EventsModule, BudgetsModule, GuestsModule, FinancialModule],
  controllers: [ClientPrivacyController, GuestPrivacyController],
  providers: [PrivacyService],
})
export class PrivacyModule {}
