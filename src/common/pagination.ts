import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';

import { QueryInt } from './validation';

export const MAX_LIMIT = 200;
export const DEFAULT_LIMIT = 100;
/** Pages beyond this are refused (400) rather than turned into an offset the database rejects. */
export const MAX_PAGE = 2_147_483_647;

/**
 * `page`, `limit` and `sort` of every list. Each list query extends this
 * and declares its own `field_sort` with `@IsIn(FIELDS)` and an Swagger enum.
 */
export class ListQuery {
  /** Page number, from 1. */
  @ApiPropertyOptional({ minimum: 1, maximum: MAX_PAGE, default: 1, example: 1 })
  @IsOptional()
  @QueryInt()
  @IsInt()
  @Min(1)
  @Max(MAX_PAGE)
  page: number = 1;

  /** Records per page (1 to 200). */
  @ApiPropertyOptional({ minimum: 1, maximum: MAX_LIMIT, default: DEFAULT_LIMIT, example: 100 })
  @IsOptional()
  @QueryInt()
  @IsInt()
  @Min(1)
  @Max(MAX_LIMIT)
  limit: number = DEFAULT_LIMIT;

  /** Sort direction. */
  @ApiPropertyOptional({ enum: ['asc', 'desc'], enumName: 'SortDirection', default: 'asc' })
  @IsOptional()
  @IsIn(['asc', 'desc'])
  sort: 'asc' | 'desc' = 'asc';

  field_sort?: string;
}

export class Pagination {
  @ApiProperty({ description: 'Current page (from 1).', example: 1 })
  page: number;
  @ApiProperty({ description: 'The `limit` applied.', example: 100 })
  page_size: number;
  @ApiProperty({ description: 'ceil(total_data / page_size); 0 when there is no data.', example: 3 })
  total_page: number;
  @ApiProperty({ description: 'Number of records matching the filters.', example: 245 })
  total_data: number;
}

export interface Page<T> {
  data: T[];
  pagination: Pagination;
}

export function buildPagination(page: number, pageSize: number, total: number): Pagination {
  return { page, page_size: pageSize, total_page: total === 0 ? 0 : Math.ceil(total / pageSize), total_data: total };
}
