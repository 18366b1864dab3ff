import { declarePersonalData } from '../../../common/privacy/personal-data';
import { EventLocation } from './event-location.entity';

/** A venue of the account's events: a place, not a person. */
export const EVENT_LOCATION_PERSONAL_DATA = declarePersonalData(EventLocation, {
  personal: [],
  notPersonal: ['id', 'account_id', 'nome', 'endereco', 'numero', 'bairro', 'cidade', 'uf', 'cep', 'capacidade', 'ativo'],
});
