import { declarePersonalData } from '../../../common/privacy/personal-data';
import { FinancialEntryTotal } from './financial-entry-total.entity';

/** The kept totals of the account's entries: money only. */
export const FINANCIAL_ENTRY_TOTAL_PERSONAL_DATA = declarePersonalData(FinancialEntryTotal, {
  personal: [],
  notPersonal: ['account_id', 'tipo', 'pago', 'forma_pagamento', 'data_vencimento', 'quantidade', 'valor_centavos', 'pago_centavos'],
});
