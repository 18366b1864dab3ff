import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional } from 'class-validator';

import { IsIsoDate } from '../../../common/br-validators';
import { ListQuery } from '../../../common/pagination';
import { QueryId } from '../../../common/validation';
import { ENTRY_STATUSES, ENTRY_TIPOS, EntryStatus, EntryTipo, FormaPagamento, FORMAS_PAGAMENTO } from '../entities/financial-entry.entity';

/** Rule 8: the only fields `field_sort` accepts. */
export const ENTRY_SORT_FIELDS = [
  'id',
  'data_vencimento',
  'datapagamento',
  'datacompetencia',
  'datacadastro',
  'valor',
  'descricao',
  'numeroparcela',
  'datahoraupdate',
  'tipo',
  'status',
] as const;
export type EntrySortField = (typeof ENTRY_SORT_FIELDS)[number];

/** `GET /api/v1/financial`. */
export class ListEntriesQuery extends ListQuery {
  @ApiPropertyOptional({ enum: ENTRY_TIPOS, enumName: 'EntryTipo' })
  @IsOptional()
  @IsIn(ENTRY_TIPOS)
  tipo?: EntryTipo;

  /** Derived status in the account's time zone. */
  @ApiPropertyOptional({ enum: ENTRY_STATUSES, enumName: 'EntryStatus' })
  @IsOptional()
  @IsIn(ENTRY_STATUSES)
  status?: EntryStatus;

  @ApiPropertyOptional({ type: Boolean, example: false })
  @IsOptional()
  @Transform(({ value }) => (value === 'true' ? true : value === 'false' ? false : value))
  @IsBoolean()
  pago?: boolean;

  @ApiPropertyOptional({ example: 1 })
  @IsOptional()
  @QueryId()
  idevento?: number;

  @ApiPropertyOptional({ example: 1 })
  @IsOptional()
  @QueryId()
  id_cliente?: number;

  @ApiPropertyOptional({ example: 1 })
  @IsOptional()
  @QueryId()
  id_categoria?: number;

  @ApiPropertyOptional({ enum: FORMAS_PAGAMENTO, enumName: 'FormaPagamento' })
  @IsOptional()
  @IsIn(FORMAS_PAGAMENTO)
  forma_pagamento?: FormaPagamento;

  /** The installments of one plan. */
  @ApiPropertyOptional({ example: 1 })
  @IsOptional()
  @QueryId()
  idparcelamento?: number;

  /** Due on or after this date. */
  // No example: the demo's entries fall due from the day the demo is made.
  @ApiPropertyOptional({ format: 'date' })
  @IsOptional()
  @IsIsoDate()
  vencimento_inicio?: string;

  /** Due on or before this date. */
  @ApiPropertyOptional({ format: 'date' })
  @IsOptional()
  @IsIsoDate()
  vencimento_fim?: string;

  /** Paid (or planned to be paid) on or after this date. */
  @ApiPropertyOptional({ format: 'date' })
  @IsOptional()
  @IsIsoDate()
  pagamento_inicio?: string;

  /** Paid (or planned to be paid) on or before this date. */
  @ApiPropertyOptional({ format: 'date' })
  @IsOptional()
  @IsIsoDate()
  pagamento_fim?: string;

  /**
   * Field to sort by (default `id`); any other value is 400. Ties are broken by `id` in the same
   * direction. `status` sorts `aberto`, then `pago`, then `vencido` (the reverse with `sort=desc`).
   */
  @ApiPropertyOptional({ enum: ENTRY_SORT_FIELDS, enumName: 'EntrySortField', example: 'data_vencimento' })
  @IsOptional()
  @IsIn(ENTRY_SORT_FIELDS)
  override field_sort?: EntrySortField = undefined;
}

/** `GET /api/v1/financial/{id}/history`: newest first by default. */
export class ListHistoryQuery extends ListQuery {
  /** Sort direction (default `desc`: newest first). */
  @ApiPropertyOptional({ enum: ['asc', 'desc'], enumName: 'SortDirection', default: 'desc' })
  @IsOptional()
  @IsIn(['asc', 'desc'])
  override sort: 'asc' | 'desc' = 'desc';

  /** Field to sort by: `id` (the order of the records). */
  @ApiPropertyOptional({ enum: ['id'], enumName: 'HistorySortField' })
  @IsOptional()
  @IsIn(['id'])
  override field_sort?: 'id' = undefined;
}
