import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min, ValidateBy } from 'class-validator';

import { BoundedCost, describeSorts, indexed, listCost, NEEDS_NARROWING } from '../../../common/list-cost';
import { MAX_CURSOR_LENGTH } from '../../../common/list-cursor';
import { ListQuery, MAX_PAGE } from '../../../common/pagination';
import { MAX_INT, QueryInt } from '../../../common/validation';
import { IsOrderRef } from './order-ref.validator';

/**
 * The cost of an event-order query (bounded cost, see list-cost.ts): one event's or one order's
 * items are few whatever the account holds; without one, the sorts an index orders (with the
 * type filter, whose maintained counts give the total).
 */
export const ORDER_ITEM_LIST_COST = listCost({
  route: 'GET /api/v1/orders',
  rows: 'order items',
  filters: ['idevento', 'pedido', 'idpedido', 'tipo'],
  narrowing: ['idevento', 'pedido', 'idpedido'],
  sorts: {
    // (account_id) and (account_id, tipo), ties by ID.
    id: indexed('tipo'),
    idpedido: NEEDS_NARROWING,
    // (account_id, id_evento); with `tipo` the page is read from it, skipping the other type.
    id_evento: indexed('tipo'),
    numero_pedido: NEEDS_NARROWING,
    id_produto: NEEDS_NARROWING,
    nome: NEEDS_NARROWING,
    // (account_id, tipo).
    tipo: indexed('tipo'),
    ordem: NEEDS_NARROWING,
    quantidade: NEEDS_NARROWING,
    valor: NEEDS_NARROWING,
    valorvenda: NEEDS_NARROWING,
    valortotal: NEEDS_NARROWING,
    // (account_id, datacadastro): the items by registration date (sync).
    datacadastro: indexed(),
  },
});

/** The cost of a budget query: one budget's items, every sort. */
export const BUDGET_ITEM_LIST_COST = listCost({
  route: 'GET /api/v1/orders?idorcamento={id}',
  rows: 'budget items',
  filters: ['idorcamento'],
  narrowing: ['idorcamento'],
  narrowedBy: 'one budget: `idorcamento`',
  sorts: {
    id: NEEDS_NARROWING,
    idproduto: NEEDS_NARROWING,
    ordem: NEEDS_NARROWING,
    quantidade: NEEDS_NARROWING,
    valor: NEEDS_NARROWING,
    tipo: NEEDS_NARROWING,
    nome_produto: NEEDS_NARROWING,
    datacadastro: NEEDS_NARROWING,
  },
});

/** `field_sort` values of an event-order query (no `idorcamento`). */
export const ORDER_ITEM_SORT_FIELDS = Object.keys(ORDER_ITEM_LIST_COST.sorts);

/** `field_sort` values of a budget query (with `idorcamento`). */
export const BUDGET_ITEM_SORT_FIELDS = Object.keys(BUDGET_ITEM_LIST_COST.sorts);

const costOf = (query: { idorcamento?: unknown } | undefined) =>
  query?.idorcamento !== undefined ? BUDGET_ITEM_LIST_COST : ORDER_ITEM_LIST_COST;
const sortFieldsOf = (query: { idorcamento?: unknown } | undefined): readonly string[] => Object.keys(costOf(query).sorts);

@BoundedCost(costOf)
export class ListOrdersQuery extends ListQuery {
  /** Event filter: items of the event. */
  @ApiPropertyOptional({ example: 1 })
  @IsOptional()
  @QueryInt()
  @IsInt()
  @Min(1)
  @Max(MAX_INT)
  idevento?: number;

  /** Event filter: the order `<event_id>-<sequence>`. */
  @ApiPropertyOptional({ example: '1-1' })
  @IsOptional()
  @IsOrderRef({ numberOnly: true })
  pedido?: string;

  /** Event filter: the order by numeric ID or `<event_id>-<sequence>` (e.g. `1` or `1-1`). */
  @ApiPropertyOptional()
  @IsOptional()
  @IsOrderRef()
  idpedido?: string;

  /** Event filter: item type, 2 service/product or 7 equipment. */
  @ApiPropertyOptional({ enum: [2, 7], enumName: 'OrderItemTipo' })
  @IsOptional()
  @QueryInt()
  @IsIn([2, 7])
  tipo?: number;

  /** Budget query: items of the budget (e.g. `1`). Its presence switches the list to budget items. */
  @ApiPropertyOptional()
  @IsOptional()
  @QueryInt()
  @IsInt()
  @Min(1)
  @Max(MAX_INT)
  idorcamento?: number;

  /** Budget filter: the proposal `<budget_id>-<sequence>`, e.g. `1-1` (default: the budget's current proposal). */
  @ApiPropertyOptional()
  @IsOptional()
  @Matches(/^\d+-\d+$/, { message: 'proposta must be <budget_id>-<sequence>' })
  proposta?: string;

  /**
   * Field to sort by. Event-order queries accept `OrderItemSortField`; budget queries (with
   * `idorcamento`) accept `BudgetItemSortField`. Any other value is 400. Ties are broken by `id`.
   */
  @ApiPropertyOptional({
    description: `${describeSorts(ORDER_ITEM_LIST_COST, 'Event-order queries: `OrderItemSortField`')} ${describeSorts(BUDGET_ITEM_LIST_COST, 'Budget queries (with `idorcamento`): `BudgetItemSortField`')}`,
    anyOf: [
      { type: 'string', enum: [...ORDER_ITEM_SORT_FIELDS], title: 'OrderItemSortField' },
      { type: 'string', enum: [...BUDGET_ITEM_SORT_FIELDS], title: 'BudgetItemSortField' },
    ],
  })
  @IsOptional()
  @ValidateBy({
    name: 'fieldSortNotAllowed',
    validator: {
      // The fields of this query's type only: a budget query (idorcamento) sorts by budget item fields.
      validate: (value: unknown, args) => sortFieldsOf(args?.object as ListOrdersQuery).includes(value as string),
      defaultMessage: (args) => `field_sort must be one of ${sortFieldsOf(args?.object as ListOrdersQuery).join(', ')}`,
    },
  })
  declare field_sort?: string;

  /**
   * Event-order queries: the `pagination.next_cursor` of the previous page, to walk a whole list
   * at the same cost per page at any depth (keyset paging). Send it with the same filters,
   * `field_sort` and `sort` (a cursor of another sort is 400) and without `page`; `limit` may
   * change. Rows added or removed meanwhile never make a page repeat or skip a row.
   */
  @ApiPropertyOptional({ maxLength: MAX_CURSOR_LENGTH })
  @IsOptional()
  @IsString()
  @MaxLength(MAX_CURSOR_LENGTH)
  cursor?: string;

  // Left unset when not sent, unlike other lists, so that a `page` sent beside `cursor` is
  // refused even when it is 1 (OrderItemsQuery.list applies the default).
  /** Page number, from 1 (default 1). Not with `cursor`: a cursor already says where its page starts. */
  @ApiPropertyOptional({ minimum: 1, maximum: MAX_PAGE, default: 1, example: 1 })
  @IsOptional()
  @QueryInt()
  @IsInt()
  @Min(1)
  @Max(MAX_PAGE)
  override page: number = undefined!;
}
