import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { moduleReferences } from '../../database/references';
import { ClientsModule } from '../clients/clients.module';
import { EventsModule } from '../events/events.module';
import { LookupsModule } from '../lookups/lookups.module';
import { FINANCIAL_ENTITIES } from './entities/financial-entities';
import { FinancialChargesService } from './financial-charges.service';
import { FinancialEntriesService } from './financial-entries.service';
import { FinancialGatewaySettingsService } from './financial-gateway-settings.service';
import { FinancialHistoryService } from './financial-history.service';
import { FinancialReferences } from './financial-references';
import { FinancialEntryTotalsRepository } from './financial-entry-totals.repository';
import { FinancialUpdateService } from './financial-update.service';
import { FinancialViews } from './financial-views';
import { FinancialController } from './financial.controller';
import { FinancialService } from './financial.service';
import { FinancialApportionmentsRepository } from './financial-apportionments.repository';
import { FinancialChargeOperationsRepository, FinancialChargesRepository } from './financial-charges.repository';
import { FinancialEntriesRepository } from './financial-entries.repository';
import { FinancialGatewayEventsRepository } from './financial-gateway-events.repository';
import { FinancialGatewaySettingsRepository } from './financial-gateway-settings.repository';
import { FinancialHistoryRepository } from './financial-history.repository';
import { PaymentGatewaysModule } from './gateways/payment-gateways.module';

/**
 * Financial entries: receivables and payables, plans, apportionment, history, charges through
 * gateways. Other modules, the CLI and the controller call FinancialService.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature(FINANCIAL_ENTITIES),
    PaymentGatewaysModule,
    EventsModule,
    ClientsModule,
    LookupsModule,
  ],
  controllers: [FinancialController],
  providers: [
    FinancialEntriesRepository,
    FinancialEntryTotalsRepository,
    FinancialApportionmentsRepository,
    FinancialChargesRepository,
    FinancialChargeOperationsRepository,
    FinancialGatewayEventsRepository,
    FinancialGatewaySettingsRepository,
    FinancialHistoryRepository,
    FinancialService,
    FinancialViews,
    FinancialReferences,
    FinancialHistoryService,
    FinancialEntriesService,
    FinancialUpdateService,
    FinancialChargesService,
    FinancialGatewaySettingsService,
    // Entries name an event and a client: neither is deleted while they do.
    moduleReferences('financial', [FinancialEntriesRepository], (entries: FinancialEntriesRepository) => ({
      event: [entries.referencesBy('idevento')],
      client: [entries.referencesBy('id_cliente')],
    })),
  ],
  exports: [FinancialService, FinancialEntriesService, FinancialChargesService],
})
export class FinancialModule {}
