import { declarePersonalData } from '../../../common/privacy/personal-data';
import { Card } from './card.entity';

/** A lookup entry of the account (a card brand or machine): nothing of a person. */
export const CARD_PERSONAL_DATA = declarePersonalData(Card, {
  personal: [],
  notPersonal: ['id', 'account_id', 'nome', 'ativo'],
});
