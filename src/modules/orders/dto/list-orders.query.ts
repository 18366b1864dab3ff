import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Matches, MaxLength, Min } from 'class-validator';
import { MAX_CURSOR_LENGTH } from '../../../common/list-cursor';
import { ListQuery } from '../../../common/pagination';
import { IsOrderRef } from './order-ref.validator';

/** `field_sort` values of an event-order query (no `idorcamento`). */
export const ORDER_ITEM_SORT_FIELDS = [
  'id',
  'idpedido',
  'id_evento',
  'numero_pedido',
  'id_produto',
  'nome',
  'tipo',
  'ordem',
  'quantidade',
  'valor',
  'valorvenda',
  'valortotal',
  'datacadastro',
] as const;

/** `field_sort` values of a budget query (with `idorcamento`). */
export const BUDGET_ITEM_SORT_FIELDS = ['id', 'idproduto', 'ordem', 'quantidade', 'valor', 'tipo', 'nome_produto', 'datacadastro'] as const;

const ALL_SORT_FIELDS = [...new Set<string>([...ORDER_ITEM_SORT_FIELDS, ...BUDGET_ITEM_SORT_FIELDS])];

export class ListOrdersQuery extends ListQuery {
  /** Event filter: items of the event. */
  @ApiPropertyOptional({ example: 1 })
  @IsOptional() @Type(() => Number) @IsInt() @Min(1)
  idevento?: number;

  /** Event filter: the order `<event_id>-<sequence>`. */
  @ApiPropertyOptional({ example: '1-1' })
  @IsOptional() @IsOrderRef({ numberOnly: true })
  pedido?: string;

  /** Event filter: the order by numeric ID or `<event_id>-<sequence>` (e.g. `1` or `1-1`). */
  @ApiPropertyOptional()
  @IsOptional() @IsOrderRef()
  idpedido?: string;

  /** Event filter: item type, 2 service/product or 7 equipment. */
  @ApiPropertyOptional({ enum: [2, 7], enumName: 'OrderItemTipo' })
  @IsOptional() @Type(() => Number) @IsIn([2, 7])
  tipo?: number;

  /** Budget query: items of the budget (e.g. `1`). Its presence switches the list to budget items. */
  @ApiPropertyOptional()
  @IsOptional() @Type(() => Number) @IsInt() @Min(1)
  idorcamento?: number;

  /** Budget filter: the proposal `<budget_id>-<sequence>`, e.g. `1-1` (default: the budget's current proposal). */
  @ApiPropertyOptional()
  @IsOptional() @Matches(/^\d+-\d+$/, { message: 'proposta must be <budget_id>-<sequence>' })
  proposta?: string;

  /**
   * Field to sort by. Event-order queries accept `OrderItemSortField`; budget queries (with
   * `idorcamento`) accept `BudgetItemSortField`. Any other value is 400. Ties are broken by `id`.
   */
  @ApiPropertyOptional({
    anyOf: [
      { type: 'string', enum: [...ORDER_ITEM_SORT_FIELDS], title: 'OrderItemSortField' },
      { type: 'string', enum: [...BUDGET_ITEM_SORT_FIELDS], title: 'BudgetItemSortField' },
    ],
  })
  @IsOptional() @IsIn(ALL_SORT_FIELDS)
  declare field_sort?: string;

  /**
   * Event-order queries: the `pagination.next_cursor` of the previous page, to walk a whole list
   * at the same cost per page at any depth (keyset paging). Send it with the same filters,
   * `field_sort` and `sort` (a cursor of another sort is 400) and without `page`; `limit` may
   * change. Rows added or removed meanwhile never make a page repeat or skip a row.
   */
  @ApiPropertyOptional({ example: 'WzEsImlkIiwiYXNjIiwxMDEsMTAxLDJd', maxLength: MAX_CURSOR_LENGTH })
  @IsOptional() @IsString() @MaxLength(MAX_CURSOR_LENGTH)
  cursor?: string;
}
