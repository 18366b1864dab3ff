import { declarePersonalData } from '../../../common/privacy/personal-data';
import { FinancialCategory } from './financial-category.entity';

/** A lookup entry of the account: nothing of a person. */
export const FINANCIAL_CATEGORY_PERSONAL_DATA = declarePersonalData(FinancialCategory, {
  personal: [],
  notPersonal: ['id', 'account_id', 'nome', 'ativo'],
});
