import { declarePersonalData } from '../../../common/privacy/personal-data';
import { CostCenter } from './cost-center.entity';

/** A lookup entry of the account: nothing of a person. */
export const COST_CENTER_PERSONAL_DATA = declarePersonalData(CostCenter, {
  personal: [],
  notPersonal: ['id', 'account_id', 'nome', 'ativo'],
});
