import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';

import { indexed, listCost, SortField } from '../../../common/list-cost';
import { ListQuery } from '../../../common/pagination';

/** The cost of the lookup lists (bounded cost, see list-cost.ts): both sorts have their index (the account's key, (account_id, nome)). */
export const LOOKUP_LIST_COST = listCost({
  route: 'GET /api/v1/eventtype',
  rows: 'entries of the list',
  filters: [],
  narrowing: [],
  sorts: { id: indexed(), nome: indexed() },
});
export const LOOKUP_SORT_FIELDS = Object.keys(LOOKUP_LIST_COST.sorts) as (keyof typeof LOOKUP_LIST_COST.sorts)[];

/** Query of the four lookup lists (`howmet`, `eventtype`, `seller`, `eventlocation`). */
export class LookupListQuery extends ListQuery {
  /** Part of the name, case-insensitive. */
  // No example: one word cannot match a row of every list this query serves.
  @ApiPropertyOptional({ maxLength: 100 })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  search?: string;

  @SortField(LOOKUP_LIST_COST, { enumName: 'LookupSortField', example: 'nome' })
  override field_sort?: (typeof LOOKUP_SORT_FIELDS)[number] = undefined;
}
