import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';

import { indexed, listCost, SortField } from '../../../common/list-cost';
import { ListQuery } from '../../../common/pagination';
import { MAX_INT, QueryInt } from '../../../common/validation';
import { Presenca, PRESENCAS } from '../entities/guest.entity';

/** The cost of the guests list (bounded cost, see list-cost.ts): one event's guests are few. */
export const GUEST_LIST_COST = listCost({
  route: 'GET /api/v1/guests',
  rows: 'guests',
  filters: ['id_evento', 'presenca'],
  narrowing: ['id_evento'],
  // (account_id, presenca) ties by ID; (account_id, nome).
  sorts: { id: indexed('presenca'), nome: indexed() },
});
export const GUEST_SORT_FIELDS = Object.keys(GUEST_LIST_COST.sorts) as (keyof typeof GUEST_LIST_COST.sorts)[];

/** `GET /api/v1/guests`. */
export class ListGuestsQuery extends ListQuery {
  /** Part of the name (first or last), e-mail or phone (phones match with or without punctuation). */
  @ApiPropertyOptional({ example: 'pereira', maxLength: 150 })
  @IsOptional()
  @IsString()
  @MaxLength(150)
  search?: string;

  /** Guests of this event. */
  @ApiPropertyOptional({ example: 1 })
  @IsOptional()
  @QueryInt()
  @IsInt()
  @Min(1)
  @Max(MAX_INT)
  id_evento?: number;

  /** Guests with this attendance status. */
  @ApiPropertyOptional({ enum: PRESENCAS, enumName: 'Presenca', example: 'CONFIRMADO' })
  @IsOptional()
  @IsIn(PRESENCAS)
  presenca?: Presenca;

  @SortField(GUEST_LIST_COST, { enumName: 'GuestSortField', example: 'nome' })
  override field_sort?: (typeof GUEST_SORT_FIELDS)[number] = undefined;
}
