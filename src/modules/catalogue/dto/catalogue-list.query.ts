import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';

import { indexed, listCost, SortField } from '../../../common/list-cost';
import { ListQuery } from '../../../common/pagination';

/** The cost of the catalogue lists (bounded cost, see list-cost.ts): every sort has its index (account_id, <field>). */
export const PRODUCT_LIST_COST = listCost({
  route: 'GET /api/v1/products-services',
  rows: 'products and services',
  filters: [],
  narrowing: [],
  sorts: { id: indexed(), nome: indexed(), valor: indexed() },
});
export const EQUIPMENT_LIST_COST = listCost({
  route: 'GET /api/v1/equipment',
  rows: 'equipment',
  filters: [],
  narrowing: [],
  sorts: { id: indexed(), nome: indexed() },
});
export const PRODUCT_SORT_FIELDS = Object.keys(PRODUCT_LIST_COST.sorts) as (keyof typeof PRODUCT_LIST_COST.sorts)[];
export const EQUIPMENT_SORT_FIELDS = Object.keys(EQUIPMENT_LIST_COST.sorts) as (keyof typeof EQUIPMENT_LIST_COST.sorts)[];

/** `GET /api/v1/products-services`. */
export class ListProductsQuery extends ListQuery {
  /** Part of the name or of the description, case-insensitive. */
  @ApiPropertyOptional({ example: 'buffet', maxLength: 150 })
  @IsOptional()
  @IsString()
  @MaxLength(150)
  search?: string;

  @SortField(PRODUCT_LIST_COST, { enumName: 'ProductSortField', example: 'nome' })
  override field_sort?: (typeof PRODUCT_SORT_FIELDS)[number] = undefined;
}

/** `GET /api/v1/equipment`. */
export class ListEquipmentQuery extends ListQuery {
  /** Part of the name or of the description, case-insensitive. */
  @ApiPropertyOptional({ example: 'mesa', maxLength: 150 })
  @IsOptional()
  @IsString()
  @MaxLength(150)
  search?: string;

  @SortField(EQUIPMENT_LIST_COST, { enumName: 'EquipmentSortField', example: 'nome' })
  override field_sort?: (typeof EQUIPMENT_SORT_FIELDS)[number] = undefined;
}
