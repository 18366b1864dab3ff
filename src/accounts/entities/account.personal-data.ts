import { declarePersonalData } from '../../common/privacy/personal-data';
import { Account } from './account.entity';

/** An account is the event company itself: nothing of a client or guest. */
export const ACCOUNT_PERSONAL_DATA = declarePersonalData(Account, {
  personal: [],
  notPersonal: ['id', 'nome', 'timezone', 'created_at', 'slug'],
});
