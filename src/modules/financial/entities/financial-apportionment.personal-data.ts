import { declarePersonalData } from '../../../common/privacy/personal-data';
import { FinancialApportionment } from './financial-apportionment.entity';

/** An entry's apportionment: cost centres and percentages. */
export const FINANCIAL_APPORTIONMENT_PERSONAL_DATA = declarePersonalData(FinancialApportionment, {
  personal: [],
  notPersonal: ['id', 'account_id', 'entry_id', 'id_centro_custo', 'percentual'],
});
