import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';

import { IsIsoDate } from '../../../common/br-validators';
import { indexed, listCost, NEEDS_NARROWING, SortField } from '../../../common/list-cost';
import { ListQuery } from '../../../common/pagination';
import { MAX_INT, QueryInt } from '../../../common/validation';
import { EVENT_STATUSES, EventStatus } from '../entities/event.entity';

/**
 * The cost of the events list (bounded cost, see list-cost.ts): one client's events are few; the
 * sorts ME Eventos' client sends (`dataevento`, `nomeevento`) have their index.
 */
export const EVENT_LIST_COST = listCost({
  route: 'GET /api/v1/events',
  rows: 'events',
  filters: ['data_inicio', 'data_fim', 'id_cliente', 'id_local', 'status'],
  narrowing: ['id_cliente'],
  // ME's period (`start`, `end`, alone or together, any span): its rows, at most the largest
  // realistic account's 20,000 events, are measured by the bench (`--only me-periods`).
  period: { from: 'data_inicio', to: 'data_fim' },
  sorts: {
    // The account's key, (account_id, id_local) and (account_id, status), ties by ID.
    id: indexed('id_local', 'status'),
    // (account_id, nome).
    nome: indexed(),
    // (account_id, data_evento): a period by date.
    data_evento: indexed('data_inicio', 'data_fim'),
    hora_inicio: NEEDS_NARROWING,
    numero_convidados: NEEDS_NARROWING,
    datacadastro: NEEDS_NARROWING,
    // (account_id, status).
    status: indexed('status'),
  },
});
export const EVENT_SORT_FIELDS = Object.keys(EVENT_LIST_COST.sorts) as (keyof typeof EVENT_LIST_COST.sorts)[];

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

  /** Part of the event's name or of its client's name (legal and trade names too; among the first 1,000 clients so named), case-insensitive. */
  @ApiPropertyOptional({ example: 'casamento', maxLength: 150 })
  @IsOptional()
  @IsString()
  @MaxLength(150)
  search?: string;

  @SortField(EVENT_LIST_COST, { enumName: 'EventSortField', example: 'data_evento' })
  override field_sort?: (typeof EVENT_SORT_FIELDS)[number] = undefined;
}
