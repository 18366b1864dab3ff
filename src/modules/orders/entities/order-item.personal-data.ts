import { declarePersonalData } from '../../../common/privacy/personal-data';
import { OrderItem } from './order-item.entity';

/** An order's line: a copy of the catalogue's product and its money. */
export const ORDER_ITEM_PERSONAL_DATA = declarePersonalData(OrderItem, {
  personal: [],
  notPersonal: [
    'id',
    'account_id',
    'idpedido',
    'id_evento',
    'numero_pedido',
    'id_produto',
    'nome',
    'descricao',
    'quantidade',
    'ndias',
    'valor',
    'valorvenda',
    'valororiginal',
    'valordesconto',
    'valoradd',
    'valorcusto',
    'valortotal',
    'tipo',
    'ordem',
    'datacadastro',
    'id_vendedor',
    'id_cliente',
  ],
});
