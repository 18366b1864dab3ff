import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';

import { ListQuery } from '../../../common/pagination';

export const PRODUCT_SORT_FIELDS = ['id', 'nome', 'valor'] as const;
export const EQUIPMENT_SORT_FIELDS = ['id', 'nome'] as const;

/** `GET /api/v1/products-services`. */
export class ListProductsQuery extends ListQuery {
  /** Part of the name or of the description, case-insensitive. */
  @ApiPropertyOptional({ example: 'buffet', maxLength: 150 })
  @IsOptional()
  @IsString()
  @MaxLength(150)
  search?: string;

  /** Field to sort by (default `id`). */
  @ApiPropertyOptional({ enum: PRODUCT_SORT_FIELDS, enumName: 'ProductSortField', example: 'nome' })
  @IsOptional()
  @IsIn(PRODUCT_SORT_FIELDS)
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

  /** Field to sort by (default `id`). */
  @ApiPropertyOptional({ enum: EQUIPMENT_SORT_FIELDS, enumName: 'EquipmentSortField', example: 'nome' })
  @IsOptional()
  @IsIn(EQUIPMENT_SORT_FIELDS)
  override field_sort?: (typeof EQUIPMENT_SORT_FIELDS)[number] = undefined;
}
