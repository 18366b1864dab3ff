import { declarePersonalData } from '../../../common/privacy/personal-data';
import { FinancialMonthTotal } from './financial-month-total.entity';

/** The kept month sums of the account's entries: money only. */
export const FINANCIAL_MONTH_TOTAL_PERSONAL_DATA = declarePersonalData(FinancialMonthTotal, {
  personal: [],
  notPersonal: ['account_id', 'competencia', 'tipo', 'id_categoria', 'pago', 'quantidade', 'valor_centavos', 'pago_centavos'],
});
