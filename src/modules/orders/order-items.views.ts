import { formatOrderNumber } from '../../common/order-ref';
import { OrderItemDto } from './dto/order-responses.dto';
import { OrderItem } from './entities/order-item.entity';

type DecimalField =
  'quantidade' | 'ndias' | 'valor' | 'valorvenda' | 'valororiginal' | 'valordesconto' | 'valoradd' | 'valorcusto' | 'valortotal';

/**
 * An item's columns, hydrated (an OrderItem) or as the driver reads them: the DECIMAL columns then
 * come as strings from mysql2 (numbers from SQLite); the others are already what the entity holds.
 */
export type OrderItemRow = Omit<OrderItem, DecimalField> & Record<DecimalField, number | string>;

/** The view of an item: every documented order item field plus `valortotal`. */
export function toItemView(item: OrderItemRow, nomeevento: string): OrderItemDto {
  return {
    id: item.id,
    idpedido: item.idpedido,
    id_evento: item.id_evento,
    id_produto: item.id_produto,
    nome: item.nome,
    descricao: item.descricao ?? null,
    quantidade: Number(item.quantidade),
    ndias: Number(item.ndias),
    valor: Number(item.valor),
    valorvenda: Number(item.valorvenda),
    valororiginal: Number(item.valororiginal),
    valordesconto: Number(item.valordesconto),
    valoradd: Number(item.valoradd),
    valorcusto: Number(item.valorcusto),
    valortotal: Number(item.valortotal),
    tipo: item.tipo,
    ordem: item.ordem,
    datacadastro: item.datacadastro,
    id_vendedor: item.id_vendedor ?? null,
    id_cliente: item.id_cliente ?? null,
    numero_pedido: item.numero_pedido,
    numero_pedido_completo: formatOrderNumber(item.id_evento, item.numero_pedido),
    nomeevento,
  };
}

/** `1 item`, `2 items`. */
export const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
