import { declarePersonalData } from '../../../common/privacy/personal-data';
import { Order } from './order.entity';

/** An order: references and numbers. */
export const ORDER_PERSONAL_DATA = declarePersonalData(Order, {
  personal: [],
  notPersonal: ['id', 'account_id', 'id_evento', 'numero', 'id_cliente', 'datacadastro'],
});
