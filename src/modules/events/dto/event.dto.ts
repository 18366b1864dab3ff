import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min, ValidateIf } from 'class-validator';

import { IsHora, IsIsoDate } from '../../../common/br-validators';
import { RequiredText } from '../../../common/validation';
import { EVENT_STATUSES, EventStatus } from '../entities/event.entity';

const MAX_INT = 2_147_483_647;

/** Optional fields of an event (`null` clears one on update). */
export class EventFieldsDto {
  /** End date, for events over several days; not before `data_evento`. */
  @ApiPropertyOptional({ example: '2027-03-14', format: 'date', nullable: true, type: String })
  @IsOptional()
  @IsIsoDate()
  data_fim?: string | null;

  /** Start time `HH:MM`. */
  @ApiPropertyOptional({ example: '19:30', nullable: true, type: String })
  @IsOptional()
  @IsHora()
  hora_inicio?: string | null;

  /** End time `HH:MM`. */
  @ApiPropertyOptional({ example: '02:00', nullable: true, type: String })
  @IsOptional()
  @IsHora()
  hora_fim?: string | null;

  /** Client of the event (`GET /api/v1/clients`); 422 when unknown. */
  @ApiPropertyOptional({ example: 1, nullable: true, type: Number })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(MAX_INT)
  id_cliente?: number | null;

  /** Event type (`GET /api/v1/eventtype`); 422 when unknown. */
  @ApiPropertyOptional({ example: 1, nullable: true, type: Number })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(MAX_INT)
  id_tipo_evento?: number | null;

  /** Location (`GET /api/v1/eventlocation`); 422 when unknown. */
  @ApiPropertyOptional({ example: 1, nullable: true, type: Number })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(MAX_INT)
  id_local?: number | null;

  /** Seller (`GET /api/v1/seller`); 422 when unknown. */
  @ApiPropertyOptional({ example: 1, nullable: true, type: Number })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(MAX_INT)
  id_vendedor?: number | null;

  /** How-met source (`GET /api/v1/howmet`); 422 when unknown. */
  @ApiPropertyOptional({ example: 2, nullable: true, type: Number })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(MAX_INT)
  id_como_conheceu?: number | null;

  /** Expected number of guests. */
  @ApiPropertyOptional({ example: 150, minimum: 0, nullable: true, type: Number })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(1_000_000)
  numero_convidados?: number | null;

  /** Notes. */
  @ApiPropertyOptional({ example: 'Cerimônia ao ar livre; plano B no salão', maxLength: 5000, nullable: true, type: String })
  @IsOptional()
  @IsString()
  @MaxLength(5000)
  observacoes?: string | null;

  /** Further information. */
  @ApiPropertyOptional({ example: 'Buffet completo; DJ até 2h', maxLength: 5000, nullable: true, type: String })
  @IsOptional()
  @IsString()
  @MaxLength(5000)
  informacoes?: string | null;

  /** The account's own code for the event. */
  @ApiPropertyOptional({ example: 'CAS-2027-013', maxLength: 50, nullable: true, type: String })
  @IsOptional()
  @IsString()
  @MaxLength(50)
  codigo_interno?: string | null;
}

/** `POST /api/v1/events`. */
export class CreateEventDto extends EventFieldsDto {
  /** Event name. */
  @ApiProperty({ example: 'Casamento Maria e João', maxLength: 150 })
  @RequiredText(150)
  nome: string;

  /** Event date. */
  @ApiProperty({ example: '2027-03-13', format: 'date' })
  @IsIsoDate()
  data_evento: string;

  /** Status; `PREVISTO` when omitted (it cannot be null). */
  @ApiPropertyOptional({ enum: EVENT_STATUSES, enumName: 'EventStatus', example: 'CONFIRMADO', default: 'PREVISTO' })
  @ValidateIf((o: CreateEventDto) => o.status !== undefined)
  @IsIn(EVENT_STATUSES)
  status?: EventStatus;
}

/** `PUT /api/v1/events/{id}`: only the fields sent change; `null` clears an optional field. */
export class UpdateEventDto extends EventFieldsDto {
  /** Event name; cannot be cleared. */
  @ApiPropertyOptional({ example: 'Casamento Maria e João Souza', maxLength: 150 })
  @ValidateIf((o: UpdateEventDto) => o.nome !== undefined)
  @RequiredText(150)
  nome?: string;

  /** Event date; cannot be cleared. */
  @ApiPropertyOptional({ example: '2027-03-20', format: 'date' })
  @ValidateIf((o: UpdateEventDto) => o.data_evento !== undefined)
  @IsIsoDate()
  data_evento?: string;

  /** Status. */
  @ApiPropertyOptional({ enum: EVENT_STATUSES, enumName: 'EventStatus', example: 'REALIZADO' })
  @ValidateIf((o: UpdateEventDto) => o.status !== undefined)
  @IsIn(EVENT_STATUSES)
  status?: EventStatus;

  /**
   * Move or re-activate the event even where its equipment with `controle_estoque` would have
   * fewer units than reserved on some day: the change is applied and the shortages are answered
   * in `faltas` (and recorded as `equipment_overbooked`). Without it such a change is 409
   * `insufficient_stock` and nothing changes. Not a field of the event: it is never stored.
   */
  @ApiPropertyOptional({ example: false, default: false })
  @ValidateIf((o: UpdateEventDto) => o.permitir_falta !== undefined)
  @IsBoolean()
  permitir_falta?: boolean;
}
