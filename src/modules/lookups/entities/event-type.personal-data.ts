import { declarePersonalData } from '../../../common/privacy/personal-data';
import { EventType } from './event-type.entity';

/** A lookup entry of the account: nothing of a person. */
export const EVENT_TYPE_PERSONAL_DATA = declarePersonalData(EventType, {
  personal: [],
  notPersonal: ['id', 'account_id', 'nome', 'ativo'],
});
