import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';

import { ListQuery } from '../../../common/pagination';
import { MAX_INT, QueryInt } from '../../../common/validation';
import { Presenca, PRESENCAS } from '../entities/guest.entity';

export const GUEST_SORT_FIELDS = ['id', 'nome'] as const;

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

  /** Field to sort by (default `id`). */
  @ApiPropertyOptional({ enum: GUEST_SORT_FIELDS, enumName: 'GuestSortField', example: 'nome' })
  @IsOptional()
  @IsIn(GUEST_SORT_FIELDS)
  override field_sort?: (typeof GUEST_SORT_FIELDS)[number] = undefined;
}
