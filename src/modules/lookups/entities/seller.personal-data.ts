import { declarePersonalData } from '../../../common/privacy/personal-data';
import { Seller } from './seller.entity';

/** A seller is a person of the company: their name and contacts are personal (no client's or guest's request reaches them). */
export const SELLER_PERSONAL_DATA = declarePersonalData(Seller, {
  personal: ['nome', 'email', 'telefone'],
  notPersonal: ['id', 'account_id', 'ativo', 'comissao_percentual'],
});
