import { FinancialEntry } from './financial-entry.entity';
import { FinancialEntryTotal } from './financial-entry-total.entity';
import {
  FinancialApportionment,
  FinancialCharge,
  FinancialChargeOperation,
  FinancialGatewayEvent,
  FinancialGatewaySettings,
  FinancialHistory,
} from './financial-extras.entity';

/** Every table of the financial module: its repositories and the data-source registry use this list. */
export const FINANCIAL_ENTITIES = [
  FinancialEntry,
  FinancialEntryTotal,
  FinancialApportionment,
  FinancialCharge,
  FinancialChargeOperation,
  FinancialGatewayEvent,
  FinancialGatewaySettings,
  FinancialHistory,
];
