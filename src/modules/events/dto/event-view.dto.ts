import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

import { Pagination } from '../../../common/pagination';
import { StockShortage } from '../../catalogue/dto/equipment-availability.dto';
import { EVENT_STATUSES, EventStatus } from '../entities/event.entity';

/** The statuses of an event, for other modules' views. */
export { EVENT_STATUSES, type EventStatus };

/** An event as every events endpoint answers it (and as `event_*` notifications carry it). */
export class EventView {
  /** Event ID: the first part of its order numbers `<event_id>-<sequence>`. */
  @ApiProperty({ example: 31 })
  id: number;
  /** Event name. */
  @ApiProperty({ example: 'Casamento Maria e João' })
  nome: string;
  /** Event date. */
  @ApiProperty({ example: '2027-03-13', format: 'date' })
  data_evento: string;
  /** End date, for events over several days. */
  @ApiProperty({ example: '2027-03-14', format: 'date', nullable: true, type: String })
  data_fim: string | null;
  /** Start time `HH:MM`. */
  @ApiProperty({ example: '19:30', nullable: true, type: String })
  hora_inicio: string | null;
  /** End time `HH:MM`. */
  @ApiProperty({ example: '02:00', nullable: true, type: String })
  hora_fim: string | null;
  /** Client of the event. */
  @ApiProperty({ example: 7, nullable: true, type: Number })
  id_cliente: number | null;
  /** Event type. */
  @ApiProperty({ example: 1, nullable: true, type: Number })
  id_tipo_evento: number | null;
  /** Location. */
  @ApiProperty({ example: 1, nullable: true, type: Number })
  id_local: number | null;
  /** Seller. */
  @ApiProperty({ example: 1, nullable: true, type: Number })
  id_vendedor: number | null;
  /** How-met source. */
  @ApiProperty({ example: 2, nullable: true, type: Number })
  id_como_conheceu: number | null;
  /** Expected number of guests. */
  @ApiProperty({ example: 150, nullable: true, type: Number })
  numero_convidados: number | null;
  /** Status. */
  @ApiProperty({ enum: EVENT_STATUSES, enumName: 'EventStatus', example: 'CONFIRMADO' })
  status: EventStatus;
  /** Notes. */
  @ApiProperty({ example: 'Cerimônia ao ar livre', nullable: true, type: String })
  observacoes: string | null;
  /** Further information. */
  @ApiProperty({ example: 'Buffet completo; DJ até 2h', nullable: true, type: String })
  informacoes: string | null;
  /** The account's own code for the event. */
  @ApiProperty({ example: 'CAS-2027-013', nullable: true, type: String })
  codigo_interno: string | null;
  /** Registration date (account time zone). */
  @ApiProperty({ example: '2026-11-22', format: 'date' })
  datacadastro: string;
}

export class EventPage {
  @ApiProperty({ type: [EventView] })
  data: EventView[];
  @ApiProperty({ type: Pagination })
  pagination: Pagination;
}

export class EventWriteResponse {
  @ApiProperty({ enum: ['success'], example: 'success' })
  status: 'success';
  @ApiProperty({ example: 'Event 31 created' })
  message: string;
  @ApiProperty({ type: EventView })
  data: EventView;
}

export class EventUpdateResponse {
  @ApiProperty({ enum: ['success'], example: 'success' })
  status: 'success';
  @ApiProperty({ example: 'Event 31 updated' })
  message: string;
  @ApiProperty({ type: EventView })
  data: EventView;
  /** Sent only when the request had `permitir_falta: true`: the equipment left short, each with its first short day and the units missing (empty when none). */
  @ApiPropertyOptional({ type: [StockShortage] })
  faltas?: StockShortage[];
}

export class EventDeletedResponse {
  @ApiProperty({ enum: ['success'], example: 'success' })
  status: 'success';
  @ApiProperty({ example: 'Event 31 (Casamento Maria e João) deleted, with 2 guests' })
  message: string;
}
