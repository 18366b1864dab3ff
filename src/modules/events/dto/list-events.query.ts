import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';

import { IsIsoDate } from '../../../common/br-validators';
import { ListQuery } from '../../../common/pagination';
import { MAX_INT, QueryInt } from '../../../common/validation';
import { EVENT_STATUSES, EventStatus } from '../entities/event.entity';

export const EVENT_SORT_FIELDS = ['id', 'nome', 'data_evento', 'hora_inicio', 'numero_convidados', 'datacadastro', 'status'] as const;

/** `GET /api/v1/events`. */
export class ListEventsQuery extends ListQuery {
  /** Events on or after this date (`data_evento`). */
  // No example for the period: the demo's event is dated from the day the demo is made.
  @ApiPropertyOptional({ format: 'date' })
  @IsOptional()
  @IsIsoDate()
  data_inicio?: string;

  /** Events on or before this date (`data_evento`). */
  @ApiPropertyOptional({ format: 'date' })
  @IsOptional()
  @IsIsoDate()
  data_fim?: string;

  /** Events of this client. */
  @ApiPropertyOptional({ example: 1 })
  @IsOptional()
  @QueryInt()
  @IsInt()
  @Min(1)
  @Max(MAX_INT)
  id_cliente?: number;

  /** Events at this location (`GET /api/v1/eventlocation`). */
  @ApiPropertyOptional()
  @IsOptional()
  @QueryInt()
  @IsInt()
  @Min(1)
  @Max(MAX_INT)
  id_local?: number;

  /** Part of the location's name, case-insensitive. */
  @ApiPropertyOptional({ maxLength: 100 })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  nome_local?: string;

  /** Events in this status. */
  @ApiPropertyOptional({ enum: EVENT_STATUSES, enumName: 'EventStatus', example: 'CONFIRMADO' })
  @IsOptional()
  @IsIn(EVENT_STATUSES)
  status?: EventStatus;

  /** Part of the event name, case-insensitive. */
  @ApiPropertyOptional({ example: 'casamento', maxLength: 150 })
  @IsOptional()
  @IsString()
  @MaxLength(150)
  search?: string;

  /** Field to sort by (default `id`). */
  @ApiPropertyOptional({ enum: EVENT_SORT_FIELDS, enumName: 'EventSortField', example: 'data_evento' })
  @IsOptional()
  @IsIn(EVENT_SORT_FIELDS)
  override field_sort?: (typeof EVENT_SORT_FIELDS)[number] = undefined;
}
