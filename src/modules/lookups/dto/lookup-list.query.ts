import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';

import { ListQuery } from '../../../common/pagination';

export const LOOKUP_SORT_FIELDS = ['id', 'nome'] as const;

/** Query of the four lookup lists (`howmet`, `eventtype`, `seller`, `eventlocation`). */
export class LookupListQuery extends ListQuery {
  /** Part of the name, case-insensitive. */
  // No example: one word cannot match a row of every list this query serves.
  @ApiPropertyOptional({ maxLength: 100 })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  search?: string;

  /** Field to sort by (default `id`). */
  @ApiPropertyOptional({ enum: LOOKUP_SORT_FIELDS, enumName: 'LookupSortField', example: 'nome' })
  @IsOptional()
  @IsIn(LOOKUP_SORT_FIELDS)
  override field_sort?: (typeof LOOKUP_SORT_FIELDS)[number] = undefined;
}
