import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiBody, ApiExtraModels, ApiOkResponse, ApiOperation, ApiParam, ApiResponse, ApiTags } from '@nestjs/swagger';

import { ApiErrors } from '../../common/http/api-errors';
import { ETagged, IfMatchHeader } from '../../common/http/etag';
import { success } from '../../common/http/success';
import { Ctx, RequestContext } from '../../common/request-context';
import { BudgetItemDto } from '../budgets/dto/budget-item.dto';
import { CreateOrderDto } from './dto/create-order.dto';
import { DeleteOrderItemsDto, EditOrderItemsDto } from './dto/edit-order-items.dto';
import { ListOrdersQuery } from './dto/list-orders.query';
import {
  AddedOrderItemDto,
  CreatedOrderItemDto,
  CreateOrderResponseDto,
  DeleteOrderItemsResponseDto,
  DeleteOrderResponseDto,
  EditOrderItemsResponseDto,
  OrderItemDto,
  OrderItemListDto,
} from './dto/order-responses.dto';
import { plural } from './order-items.views';
import { OrderItemsCreated, OrdersService } from './orders.service';

const ORDER_ID = {
  name: 'id',
  description: 'The order: numeric internal order ID or `<event_id>-<sequence>`. Anything else is 400; an unknown order is 404.',
  example: '1-1',
};

@ApiTags('orders')
@ApiExtraModels(OrderItemDto, BudgetItemDto, CreatedOrderItemDto, AddedOrderItemDto)
@Controller('orders')
export class OrdersController {
  constructor(private readonly orders: OrdersService) {}

  @Get()
  @ApiOperation({
    summary: 'List order items (or budget items with idorcamento)',
    description: [
      'Without `idorcamento`: items of event orders, filtered by `idevento`, `pedido` (`<event_id>-<sequence>` only), `idpedido` (numeric ID or `<event_id>-<sequence>`) and `tipo` (2 or 7). Filters combine with AND; an unknown event or order gives an empty page, not an error.',
      "With `idorcamento`: budget items with the budget item fields; `proposta` (`<budget_id>-<sequence>`) selects a proposal, by default the budget's current proposal. Event filters together with `idorcamento`, or `proposta` without it, are 400.",
      '`field_sort` must be one of the fields of the query type (`OrderItemSortField` or `BudgetItemSortField`), else 400; `sort` asc (default) or desc; ties broken by `id` in the same direction. `page` from 1 (default 1), `limit` 1..200 (default 100); a page past the end answers `data: []` with the true totals.',
      'Event-order queries also page by cursor: every answer carries `pagination.next_cursor` (null on the last page); send it back as `cursor`, with the same filters, `field_sort` and `sort` and without `page`, for the next page. A page by cursor costs the same at any depth, where `page` N has to skip the rows before it; `pagination.page` still counts pages. A cursor that is malformed, of another sort, or sent with `page` or `idorcamento` is 400.',
    ].join('\n\n'),
  })
  @ApiOkResponse({ type: OrderItemListDto })
  @ApiErrors(400)
  list(@Ctx() ctx: RequestContext, @Query() query: ListOrdersQuery) {
    return this.orders.list(ctx, query);
  }

  @Get(':id')
  @ETagged()
  @ApiOperation({
    summary: 'View one order item',
    description:
      'The path ID is an **item** ID (digits). An order number `<event_id>-<sequence>` here is 400 with a message pointing to `GET /api/v1/orders?pedido=<event_id>-<sequence>`; any other non-numeric ID is 400. Returns the item object itself (not wrapped), with `valortotal`.',
  })
  @ApiParam({ name: 'id', description: 'Item ID (digits)', example: '1' })
  @ApiOkResponse({ type: OrderItemDto })
  @ApiErrors(400, 404)
  view(@Ctx() ctx: RequestContext, @Param('id') id: string) {
    return this.orders.view(ctx, id);
  }

  @Post()
  @ApiOperation({
    summary: 'Create an order and/or add items',
    description: [
      'Without `idpedido` a new order is created in the event with the next sequence (per event, from 1, gap-free, never reused after a delete) and the items are inserted; with `idpedido` (numeric ID or `<event_id>-<sequence>`, which must be an order of `id_evento`) the items are added to that order, and `itens` must be non-empty (400 otherwise).',
      "Each item sends exactly one of `id_produto` (tipo 2) or `id_item` (tipo 7), else 400; a `tipo` that disagrees is 400. `nome`, `valor`, `valorcusto` come from the catalogue unless sent; `valorvenda` = `valor`, `valororiginal` = catalogue value, `valordesconto` = `valoradd` = 0, `quantidade` and `ndias` default 1, `ordem` continues after the order's highest. `id_vendedor` defaults to the event's seller; `id_cliente` to the body's `id_cliente`, else the order's client (a new order takes the body's `id_cliente`, else the event's client). At most 500 items per request.",
      'The event, order, products, equipment, clients and sellers are all checked first: anything unknown (or of another account) is 422 listing every problem, and nothing is written.',
      'Equipment items (tipo 7) reserve their `quantidade` on every day of the event, from `data_evento` to `data_fim` (none while the event is `CANCELADO`). Where that would reserve more units than an equipment with `controle_estoque` has on some day, the answer is 409 `insufficient_stock`, an `errors` entry per equipment naming the first short day and the units missing, and nothing is written; with `permitir_falta: true` the write is applied and the answer lists the shortages in `faltas` (also recorded as `equipment_overbooked`).',
      'Responses (201): a new order with items has `data` {idpedido, id_evento, numero, sequencial, itens} and `errors: []`; a new order without items has `data` {idpedido, id_evento, numero, sequencial} and no `errors`; items added to an existing order have `data` {idpedido, id_evento, itens: [{id, nome, quantidade, tipo}]} and `errors: []`. The message states the number of items added. Records `order_created` or `order_items_added`.',
    ].join('\n\n'),
  })
  @ApiBody({
    type: CreateOrderDto,
    examples: {
      newOrder: {
        summary: 'A new order in event 1 with a product and an equipment',
        value: {
          id_evento: 1,
          id_cliente: 1,
          itens: [
            { id_produto: 3, quantidade: 1 },
            { id_item: 2, quantidade: 150, ndias: 2 },
          ],
        },
      },
      addItems: {
        summary: 'Items added to the existing order 1-1',
        value: { id_evento: 1, idpedido: '1-1', itens: [{ id_produto: 2, quantidade: 2, descricao: 'Garçons extras para o coquetel' }] },
      },
      emptyOrder: { summary: 'A new order without items', value: { id_evento: 1 } },
    },
  })
  @ApiResponse({ status: 201, type: CreateOrderResponseDto })
  @ApiErrors(400, 409, 413, 415, 422)
  async create(@Ctx() ctx: RequestContext, @Body() body: CreateOrderDto) {
    const created = await this.orders.create(ctx, body);
    const answer = createdEnvelope(created);
    return body.permitir_falta ? { ...answer, faltas: created.faltas } : answer;
  }

  @Put(':id')
  @IfMatchHeader(
    'Apply the edit only while every item it names is still at one of the versions listed: the `ETag`s that `GET /api/v1/orders/{item id}` answered, comma-separated (`"a", "b"`). An item no longer at any of them is 412 `precondition_failed` (each such item listed) and nothing changes; `*` or no header applies the edit unconditionally.',
  )
  @ApiOperation({
    summary: 'Edit items of an order',
    description: [
      'Each element of `itens` names an item of the order in the URL by `id` and sends at least one other field (400 otherwise); `valortotal` alone is 400. Only the fields sent change. When `quantidade`, `ndias`, `valorvenda`, `valordesconto` or `valoradd` changes, `valortotal` is recalculated as (valorvenda × quantidade × ndias) − valordesconto + valoradd in decimal arithmetic, rounded half-up to 2 places; a `valortotal` sent with them replaces the calculation. `valor` (the unit value at creation) is not changed: correct a price with `valorvenda`.',
      'An item that is not in the order (or does not exist) is 422 listing every such item, and nothing changes. The same item twice is 400. Records `order_items_updated`.',
      'A new `quantidade` of an equipment item moves its reservation by the difference: raising it past the stock of an equipment with `controle_estoque` on some day of the event is 409 `insufficient_stock` (nothing changes) unless `permitir_falta: true`, whose answer lists the shortages in `faltas`. Deleting items or orders frees their units.',
    ].join('\n\n'),
  })
  @ApiParam(ORDER_ID)
  @ApiBody({
    type: EditOrderItemsDto,
    examples: {
      edit: {
        summary: 'Items 2 and 3 of order 1-1: totals recalculated',
        value: {
          itens: [
            { id: 2, valorvenda: 200, quantidade: 8 },
            { id: 3, valordesconto: 15.5, descricao: 'Com toalha branca' },
          ],
        },
      },
    },
  })
  @ApiOkResponse({ type: EditOrderItemsResponseDto })
  @ApiErrors(400, 404, 409, 413, 415, 422)
  async edit(@Ctx() ctx: RequestContext, @Param('id') id: string, @Body() body: EditOrderItemsDto) {
    const { numero, items, faltas } = await this.orders.editItems(ctx, id, body);
    const data = items.map((v) => ({
      id: v.id,
      idpedido: v.idpedido,
      id_evento: v.id_evento,
      nome: v.nome,
      numero_pedido_completo: v.numero_pedido_completo,
      quantidade: v.quantidade,
      ndias: v.ndias,
      descricao: v.descricao,
      valor: v.valor,
      valorvenda: v.valorvenda,
      valordesconto: v.valordesconto,
      valoradd: v.valoradd,
      valortotal: v.valortotal,
    }));
    const answer = { ...success(`${plural(items.length, 'item', 'items')} updated in order ${numero}`, data), errors: [] };
    return body.permitir_falta ? { ...answer, faltas } : answer;
  }

  @Delete(':id')
  @IfMatchHeader(
    'Delete only while every item of the order is still at one of the versions listed: the `ETag`s that `GET /api/v1/orders/{item id}` answered, comma-separated. An item no longer at any of them is 412 `precondition_failed` (each such item listed) and nothing is deleted; `*` or no header deletes unconditionally. An order without items matches no tag listed (412): only `*` or no header deletes it, and `If-None-Match: *` is 412 (the order exists).',
  )
  @HttpCode(200)
  @ApiOperation({
    summary: 'Delete an order and all its items',
    description:
      'The message names the deleted order (`<event_id>-<sequence>`). Its number is never handed out again. Records `order_deleted` with the order and its items.',
  })
  @ApiParam(ORDER_ID)
  @ApiOkResponse({ type: DeleteOrderResponseDto })
  @ApiErrors(400, 404)
  async deleteOrder(@Ctx() ctx: RequestContext, @Param('id') id: string) {
    const { numero, items } = await this.orders.deleteOrder(ctx, id);
    return success(`Order ${numero} deleted with its ${plural(items.length, 'item', 'items')}`);
  }

  @Delete(':id/items')
  @IfMatchHeader(
    'Delete only while every item named is still at one of the versions listed: the `ETag`s that `GET /api/v1/orders/{item id}` answered, comma-separated. An item no longer at any of them is 412 `precondition_failed` (each such item listed) and nothing is deleted; `*` or no header deletes unconditionally.',
  )
  @HttpCode(200)
  @ApiOperation({
    summary: 'Delete specific items of an order',
    description:
      'Body `{ "itens": [ids] }`. Every item must belong to the order in the URL: otherwise 422 listing each one, and nothing is deleted. Repeated IDs count once. The order itself stays, even when empty. Records `order_items_deleted`.',
  })
  @ApiParam(ORDER_ID)
  @ApiBody({ type: DeleteOrderItemsDto, examples: { deleteItems: { summary: 'Item 4 of order 1-1', value: { itens: [4] } } } })
  @ApiOkResponse({ type: DeleteOrderItemsResponseDto })
  @ApiErrors(400, 404, 413, 415, 422)
  async deleteItems(@Ctx() ctx: RequestContext, @Param('id') id: string, @Body() body: DeleteOrderItemsDto) {
    const { numero, ids } = await this.orders.deleteItems(ctx, id, body);
    return { ...success(`${plural(ids.length, 'item', 'items')} deleted from order ${numero}`), deleted: ids, errors: [] };
  }
}

/** The answer to POST /orders: a new order (with or without items) or items added to an existing one. */
function createdEnvelope({ order, numero, isNew, items }: OrderItemsCreated) {
  if (!isNew) {
    return {
      ...success(`${plural(items.length, 'item', 'items')} added to order ${numero}`, {
        idpedido: order.id,
        id_evento: order.id_evento,
        itens: items.map((v) => ({ id: v.id, nome: v.nome, quantidade: v.quantidade, tipo: v.tipo })),
      }),
      errors: [],
    };
  }
  const data = { idpedido: order.id, id_evento: order.id_evento, numero, sequencial: order.numero };
  if (items.length === 0) return success(`Order ${numero} created with no items`, data);
  return {
    ...success(`Order ${numero} created; ${plural(items.length, 'item', 'items')} added`, {
      ...data,
      itens: items.map((v) => ({
        id: v.id,
        idpedido: v.idpedido,
        id_evento: v.id_evento,
        id_produto: v.id_produto,
        nome: v.nome,
        quantidade: v.quantidade,
        valor: v.valor,
        tipo: v.tipo,
        numero_pedido_completo: v.numero_pedido_completo,
      })),
    }),
    errors: [],
  };
}
