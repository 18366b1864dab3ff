import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

import { FieldErrorDto } from '../../../common/http/api-errors';
import { Pagination } from '../../../common/pagination';
import { BudgetItemDto } from '../../budgets/dto/budget-item.dto';
import { StockShortage } from '../../catalogue/dto/equipment-availability.dto';

/** An order item as every read returns it: the documented order item fields plus `valortotal`. */
export class OrderItemDto {
  /** Item ID inside the order. */
  id: number;
  /** Order ID (internal). */
  idpedido: number;
  /** Event ID. */
  id_evento: number;
  /** Product ID (tipo 2) or equipment ID (tipo 7). */
  id_produto: number;
  /** Product/service name. */
  nome: string;
  /** Description. */
  descricao: string | null;
  /** Quantity. */
  quantidade: number;
  /** Number of days. */
  ndias: number;
  /** Unit value. */
  valor: number;
  /** Sale value. */
  valorvenda: number;
  /** Original (catalogue) value. */
  valororiginal: number;
  /** Discount value. */
  valordesconto: number;
  /** Additional value. */
  valoradd: number;
  /** Cost value. */
  valorcusto: number;
  /** (valorvenda × quantidade × ndias) − valordesconto + valoradd, unless overridden. */
  valortotal: number;
  /** 2 = service/product, 7 = item/equipment. */
  @ApiProperty({ enum: [2, 7], enumName: 'OrderItemTipo' })
  tipo: number;
  /** Display order. */
  ordem: number;
  /** Registration date `YYYY-MM-DD`. */
  datacadastro: string;
  /** Seller ID. */
  id_vendedor: number | null;
  /** Client ID. */
  id_cliente: number | null;
  /** Sequential number of the order in the event. */
  numero_pedido: number;
  /** Full number `<event_id>-<sequence>`. */
  numero_pedido_completo: string;
  /** Event name. */
  nomeevento: string;
}

export class OrderItemPagination extends Pagination {
  /**
   * Event-order queries: send it as `cursor` (same filters and sort) for the next page; null on
   * the last page. Absent on budget queries.
   */
  @ApiPropertyOptional({ type: 'string', nullable: true, example: 'WzEsImlkIiwiYXNjIiwxMDEsMTAxLDJd' })
  next_cursor?: string | null;
}

export class OrderItemListDto {
  /** Order items, or budget items when `idorcamento` was given. */
  @ApiProperty({
    type: 'array',
    items: { oneOf: [{ $ref: '#/components/schemas/OrderItemDto' }, { $ref: '#/components/schemas/BudgetItemDto' }] },
  })
  data: (OrderItemDto | BudgetItemDto)[];
  pagination: OrderItemPagination;
}

export class CreatedOrderItemDto {
  id: number;
  idpedido: number;
  id_evento: number;
  id_produto: number;
  nome: string;
  quantidade: number;
  valor: number;
  tipo: number;
  numero_pedido_completo: string;
}

export class AddedOrderItemDto {
  id: number;
  nome: string;
  quantidade: number;
  tipo: number;
}

export class CreatedOrderDataDto {
  idpedido: number;
  id_evento: number;
  /** `<event_id>-<sequence>`; only for a new order. */
  @ApiPropertyOptional({ example: '12-3' })
  numero?: string;
  /** Sequence of the new order in its event; only for a new order. */
  @ApiPropertyOptional({ example: 3 })
  sequencial?: number;
  /** Created items (new order: `CreatedOrderItemDto`; added to an existing order: `AddedOrderItemDto`). Absent for a new order without items. */
  @ApiPropertyOptional({
    type: 'array',
    items: { oneOf: [{ $ref: '#/components/schemas/CreatedOrderItemDto' }, { $ref: '#/components/schemas/AddedOrderItemDto' }] },
  })
  itens?: (CreatedOrderItemDto | AddedOrderItemDto)[];
}

export class CreateOrderResponseDto {
  @ApiProperty({ example: 'success' })
  status: string;
  @ApiProperty({ example: 'Order 12-3 created; 2 items added' })
  message: string;
  data: CreatedOrderDataDto;
  /** Present (empty) when items were sent; absent for a new order without items. */
  @ApiPropertyOptional({ type: [FieldErrorDto] })
  errors?: FieldErrorDto[];
  /** Sent only when the request had `permitir_falta: true`: the equipment left short, each with its first short day and the units missing (empty when none). */
  @ApiPropertyOptional({ type: [StockShortage] })
  faltas?: StockShortage[];
}

export class EditedOrderItemDto {
  id: number;
  idpedido: number;
  id_evento: number;
  nome: string;
  numero_pedido_completo: string;
  quantidade: number;
  ndias: number;
  descricao: string | null;
  valor: number;
  valorvenda: number;
  valordesconto: number;
  valoradd: number;
  valortotal: number;
}

export class EditOrderItemsResponseDto {
  @ApiProperty({ example: 'success' })
  status: string;
  @ApiProperty({ example: '2 items updated in order 12-3' })
  message: string;
  data: EditedOrderItemDto[];
  @ApiProperty({ type: [FieldErrorDto] })
  errors: FieldErrorDto[];
  /** Sent only when the request had `permitir_falta: true`: the equipment left short, each with its first short day and the units missing (empty when none). */
  @ApiPropertyOptional({ type: [StockShortage] })
  faltas?: StockShortage[];
}

export class DeleteOrderResponseDto {
  @ApiProperty({ example: 'success' })
  status: string;
  @ApiProperty({ example: 'Order 12-3 deleted with its 4 items' })
  message: string;
}

export class DeleteOrderItemsResponseDto {
  @ApiProperty({ example: 'success' })
  status: string;
  @ApiProperty({ example: '2 items deleted from order 12-3' })
  message: string;
  @ApiProperty({ type: [Number], example: [101, 102] })
  deleted: number[];
  @ApiProperty({ type: [FieldErrorDto] })
  errors: FieldErrorDto[];
}
