import { declarePersonalData } from '../../../common/privacy/personal-data';
import { OrderItemCount } from './order-item-count.entity';

/** An event's count of order lines. */
export const ORDER_ITEM_COUNT_PERSONAL_DATA = declarePersonalData(OrderItemCount, {
  personal: [],
  notPersonal: ['account_id', 'id_evento', 'tipo', 'n'],
});
