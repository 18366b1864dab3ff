import { FinancialApportionment } from './financial-apportionment.entity';
import { FinancialCharge } from './financial-charge.entity';
import { FinancialChargeOperation } from './financial-charge-operation.entity';
import { FinancialEntry } from './financial-entry.entity';
import { FinancialEntryTotal } from './financial-entry-total.entity';
import { FinancialEventReceipt } from './financial-event-receipt.entity';
import { FinancialGatewayEvent } from './financial-gateway-event.entity';
import { FinancialGatewaySettings } from './financial-gateway-settings.entity';
import { FinancialHistory } from './financial-history.entity';
import { FinancialMonthTotal } from './financial-month-total.entity';

/** Every table of the financial module: its repositories and the data-source registry use this list. */
export const FINANCIAL_ENTITIES = [
  FinancialEntry,
  FinancialEntryTotal,
  FinancialMonthTotal,
  FinancialEventReceipt,
  FinancialApportionment,
  FinancialCharge,
  FinancialChargeOperation,
  FinancialGatewayEvent,
  FinancialGatewaySettings,
  FinancialHistory,
];
