import { declarePersonalData } from '../../../common/privacy/personal-data';
import { FinancialEventReceipt } from './financial-event-receipt.entity';

/** The kept receipts of the account's events per payment month: money only. */
export const FINANCIAL_EVENT_RECEIPT_PERSONAL_DATA = declarePersonalData(FinancialEventReceipt, {
  personal: [],
  notPersonal: ['account_id', 'mes_pagamento', 'idevento', 'quantidade', 'valor_centavos', 'pago_centavos'],
});
