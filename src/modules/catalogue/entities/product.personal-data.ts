import { declarePersonalData } from '../../../common/privacy/personal-data';
import { Product } from './product.entity';

/** A product of the catalogue: nothing of a person. */
export const PRODUCT_PERSONAL_DATA = declarePersonalData(Product, {
  personal: [],
  notPersonal: ['id', 'account_id', 'nome', 'descricao', 'valor', 'valorcusto', 'medida', 'datacadastro'],
});
