import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';

import { IsIsoDate } from '../../../common/br-validators';
import { ListQuery, Pagination } from '../../../common/pagination';
import { EQUIPMENT_SORT_FIELDS } from './catalogue-list.query';

/** The period of an availability read. */
export class AvailabilityPeriodQuery {
  /** First day of the period (`YYYY-MM-DD`). */
  @ApiProperty({ format: 'date', example: '2027-06-12' })
  @IsIsoDate()
  start: string;

  /** Last day of the period (`YYYY-MM-DD`); the period covers at most 366 days. */
  @ApiProperty({ format: 'date', example: '2027-06-14' })
  @IsIsoDate()
  end: string;
}

/** `GET /api/v1/equipment/availability`. */
export class ListAvailabilityQuery extends ListQuery {
  /** First day of the period (`YYYY-MM-DD`). */
  @ApiProperty({ format: 'date', example: '2027-06-12' })
  @IsIsoDate()
  start: string;

  /** Last day of the period (`YYYY-MM-DD`); the period covers at most 366 days. */
  @ApiProperty({ format: 'date', example: '2027-06-14' })
  @IsIsoDate()
  end: string;

  /** Part of the name or of the description, case-insensitive. */
  @ApiPropertyOptional({ example: 'cadeira', maxLength: 150 })
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

/** An event holding units of the equipment on a day. */
export class AvailabilityHolder {
  /** Event ID. */
  @ApiProperty({ example: 1 })
  idevento: number;
  /** Event name. */
  @ApiProperty({ example: 'Casamento Ana e Bruno' })
  nomeevento: string;
  /** Units the event's orders hold. */
  @ApiProperty({ example: 300 })
  quantidade: number;
}

/** One day of an equipment's availability. */
export class AvailabilityDay {
  @ApiProperty({ format: 'date', example: '2027-06-12' })
  dia: string;
  /** Units reserved on the day (by events not cancelled). */
  @ApiProperty({ example: 300 })
  reservado: number;
  /** `estoque` − `reservado`: negative when the day is overbooked. */
  @ApiProperty({ example: 20 })
  disponivel: number;
  /** The events holding it, by event ID. */
  @ApiProperty({ type: [AvailabilityHolder] })
  eventos: AvailabilityHolder[];
}

/** `GET /api/v1/equipment/{id}/availability`. */
export class EquipmentAvailability {
  @ApiProperty({ example: 2 })
  id: number;
  @ApiProperty({ example: 'Cadeira Tiffany' })
  nome: string;
  /** Units in stock. */
  @ApiProperty({ example: 320 })
  estoque: number;
  /** Whether stock is enforced on writes. */
  @ApiProperty({ example: true })
  controle_estoque: boolean;
  @ApiProperty({ format: 'date', example: '2027-06-12' })
  start: string;
  @ApiProperty({ format: 'date', example: '2027-06-14' })
  end: string;
  /** Every day of the period, in order. */
  @ApiProperty({ type: [AvailabilityDay] })
  dias: AvailabilityDay[];
}

/** An equipment in `GET /api/v1/equipment/availability`: its tightest day of the period. */
export class EquipmentAvailabilitySummary {
  @ApiProperty({ example: 2 })
  id: number;
  @ApiProperty({ example: 'Cadeira Tiffany' })
  nome: string;
  @ApiProperty({ example: 320 })
  estoque: number;
  @ApiProperty({ example: true })
  controle_estoque: boolean;
  /** The fewest units free on any day of the period (negative when overbooked). */
  @ApiProperty({ example: 20 })
  disponivel: number;
  /** The first day on which that minimum occurs. */
  @ApiProperty({ format: 'date', example: '2027-06-12' })
  dia: string;
  /** Units reserved on that day. */
  @ApiProperty({ example: 300 })
  reservado: number;
}

export class EquipmentAvailabilityPage {
  @ApiProperty({ type: [EquipmentAvailabilitySummary] })
  data: EquipmentAvailabilitySummary[];
  @ApiProperty({ type: Pagination })
  pagination: Pagination;
}

/** A shortage answered by a write sent with `permitir_falta: true`. */
export class StockShortage {
  /** The equipment (`id_item` of order items). */
  @ApiProperty({ example: 2 })
  id_item: number;
  @ApiProperty({ example: 'Cadeira Tiffany' })
  nome: string;
  /** The first short day. */
  @ApiProperty({ format: 'date', example: '2027-06-12' })
  dia: string;
  /** Units missing on that day (reserved − stock). */
  @ApiProperty({ example: 20 })
  faltam: number;
  /** How many days of the write are short. */
  @ApiProperty({ example: 1 })
  dias: number;
}
