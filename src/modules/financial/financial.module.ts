import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';

import { CompatModule } from '../../common/compat/compat.module';
import { moduleCompat } from '../../common/compat/compat-registry';
import { moduleReferences } from '../../database/references';
import { ClientsModule } from '../clients/clients.module';
import { EventsModule } from '../events/events.module';
import { LookupsModule } from '../lookups/lookups.module';
import { ChargeCancelling } from './charges/charge-cancelling.service';
import { ChargeIssuing } from './charges/charge-issuing.service';
import { ChargeRecords } from './charges/charge-records.service';
import { ChargeRecovery } from './charges/charge-recovery.service';
import { ChargeReturns } from './charges/charge-returns.service';
import { FinancialChargeOperationsRepository } from './charges/financial-charge-operations.repository';
import { FinancialChargesRepository } from './charges/financial-charges.repository';
import { FinancialGatewayEventsRepository } from './charges/financial-gateway-events.repository';
import { FinancialGatewaySettingsRepository } from './charges/financial-gateway-settings.repository';
import { GatewayReturns } from './charges/gateway-returns.service';
import { GatewaySettingsEditor } from './charges/gateway-settings-editor.service';
import { PaymentGatewaysModule } from './charges/gateways/payment-gateways.module';
import { FINANCIAL_ENTITIES } from './entities/financial-entities';
import { EntryViews } from './entries/entry.views';
import { EntryEditor } from './entries/entry-editor.service';
import { EntryHistory } from './entries/entry-history.service';
import { EntryPersonalData } from './entries/entry-personal-data.service';
import { EntryQuery } from './entries/entry-query.service';
import { EntryReports } from './entries/entry-reports.service';
import { EntryTotalsRebuilder } from './entries/entry-totals-rebuilder.service';
import { EntryWriter } from './entries/entry-writer.service';
import { FinancialApportionmentsRepository } from './entries/financial-apportionments.repository';
import { FinancialEntriesRepository } from './entries/financial-entries.repository';
import { FinancialEntryTotalsRepository } from './entries/financial-entry-totals.repository';
import { FinancialHistoryRepository } from './entries/financial-history.repository';
import { FINANCIAL_COMPAT, FINANCIAL_NOTIFICATIONS } from './financial.compat';
import { FinancialController } from './financial.controller';
import { FinancialReferences } from './financial-references';

/**
 * Financial entries: receivables and payables, plans, apportionment, history, charges through
 * gateways. The controller, the CLI and the demo call the use-case services of `entries/` and
 * `charges/` directly (no facade); the charge lifecycle is also the resolver's.
 */
@Module({
  imports: [TypeOrmModule.forFeature(FINANCIAL_ENTITIES), PaymentGatewaysModule, EventsModule, ClientsModule, LookupsModule, CompatModule],
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
    EntryViews,
    FinancialReferences,
    EntryHistory,
    EntryWriter,
    EntryQuery,
    EntryPersonalData,
    EntryReports,
    EntryTotalsRebuilder,
    EntryEditor,
    ChargeRecords,
    ChargeIssuing,
    ChargeCancelling,
    ChargeReturns,
    ChargeRecovery,
    GatewayReturns,
    GatewaySettingsEditor,
    // Entries name an event and a client: neither is deleted while they do.
    moduleReferences('financial', [FinancialEntriesRepository], (entries: FinancialEntriesRepository) => ({
      event: [entries.referencesBy('idevento')],
      client: [entries.referencesBy('id_cliente')],
    })),
    moduleCompat('financial', [], () => ({
      tables: [FINANCIAL_COMPAT],
      notifications: { kinds: FINANCIAL_NOTIFICATIONS, table: FINANCIAL_COMPAT },
    })),
  ],
  exports: [ChargeIssuing, ChargeRecovery, EntryWriter, EntryQuery, EntryPersonalData, EntryReports, GatewaySettingsEditor],
})
export class FinancialModule {}
