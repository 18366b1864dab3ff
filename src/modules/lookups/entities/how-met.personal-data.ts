import { declarePersonalData } from '../../../common/privacy/personal-data';
import { HowMet } from './how-met.entity';

/** A lookup entry of the account: nothing of a person. */
export const HOW_MET_PERSONAL_DATA = declarePersonalData(HowMet, {
  personal: [],
  notPersonal: ['id', 'account_id', 'nome', 'ativo'],
});
