import { declarePersonalData } from '../../../common/privacy/personal-data';
import { OrderItemCount } from './order-item-count.entity';

/** An event's count of order lines and their sales, per type and seller. */
export const ORDER_ITEM_COUNT_PERSONAL_DATA = declarePersonalData(OrderItemCount, {
  personal: [],
  notPersonal: ['account_id', 'id_evento', 'tipo', 'id_vendedor', 'n', 'valor_centavos'],
});
