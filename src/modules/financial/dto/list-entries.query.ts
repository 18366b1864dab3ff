import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional } from 'class-validator';

import { IsIsoDate } from '../../../common/br-validators';
import { indexed, listCost, NEEDS_NARROWING, SortField } from '../../../common/list-cost';
import { ListQuery } from '../../../common/pagination';
import { QueryId } from '../../../common/validation';
import { ENTRY_STATUSES, ENTRY_TIPOS, EntryStatus, EntryTipo, FormaPagamento, FORMAS_PAGAMENTO } from '../entities/financial-entry.entity';

/**
 * The overview's cost (bounded cost, see list-cost.ts): one event's, one client's or one plan's
 * entries are few whatever the account holds; the other filters are served by an index with the
 * sorts that name them and by the kept totals (type, paid state, payment form, due date). The
 * category and payment-date filters are not (the sums of `totais` would read every matching
 * entry): they need a narrowing filter.
 */
export const ENTRY_LIST_COST = listCost({
  route: 'GET /api/v1/financial',
  rows: 'financial entries',
  filters: [
    'tipo',
    'status',
    'pago',
    'idevento',
    'id_cliente',
    'id_categoria',
    'forma_pagamento',
    'idparcelamento',
    'vencimento_inicio',
    'vencimento_fim',
    'pagamento_inicio',
    'pagamento_fim',
  ],
  narrowing: ['idevento', 'id_cliente', 'idparcelamento'],
  sorts: {
    // The account's unique key (account_id, id), and each filter's index (ties by ID).
    id: indexed('tipo', 'status', 'pago', 'forma_pagamento', 'vencimento_inicio', 'vencimento_fim'),
    // (account_id, data_vencimento), (account_id, pago, data_vencimento), (account_id, tipo, pago, data_vencimento), (account_id, forma_pagamento, data_vencimento).
    data_vencimento: indexed('tipo', 'status', 'pago', 'forma_pagamento', 'vencimento_inicio', 'vencimento_fim'),
    // (account_id, datapagamento); not with a paid state (the database reads the paid state's index and sorts).
    datapagamento: indexed('tipo', 'forma_pagamento', 'vencimento_inicio', 'vencimento_fim'),
    // (account_id, datacompetencia): ME Eventos' integrations sort by it.
    datacompetencia: indexed(),
    datacadastro: NEEDS_NARROWING,
    valor: NEEDS_NARROWING,
    descricao: NEEDS_NARROWING,
    numeroparcela: NEEDS_NARROWING,
    datahoraupdate: NEEDS_NARROWING,
    tipo: NEEDS_NARROWING,
    status: NEEDS_NARROWING,
  },
});

/** Rule 8: the only fields `field_sort` accepts. */
export const ENTRY_SORT_FIELDS = Object.keys(ENTRY_LIST_COST.sorts) as (keyof typeof ENTRY_LIST_COST.sorts)[];
export type EntrySortField = (typeof ENTRY_SORT_FIELDS)[number];

/** `GET /api/v1/financial/{id}/history`: one entry's records. */
export const HISTORY_LIST_COST = listCost({
  route: 'GET /api/v1/financial/{id}/history',
  rows: 'history records',
  filters: [],
  narrowing: [],
  narrowedBy: 'one entry: the ID in the path',
  sorts: { id: indexed() },
});

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

  /** `status` sorts `aberto`, then `pago`, then `vencido` (the reverse with `sort=desc`). */
  @SortField(ENTRY_LIST_COST, {
    enumName: 'EntrySortField',
    example: 'data_vencimento',
    lead: 'Field to sort by (`status` sorts `aberto`, then `pago`, then `vencido`; the reverse with `sort=desc`)',
  })
  override field_sort?: EntrySortField = undefined;
}

/** `GET /api/v1/financial/{id}/history`: newest first by default. */
export class ListHistoryQuery extends ListQuery {
  /** Sort direction (default `desc`: newest first). */
  @ApiPropertyOptional({ enum: ['asc', 'desc'], enumName: 'SortDirection', default: 'desc' })
  @IsOptional()
  @IsIn(['asc', 'desc'])
  override sort: 'asc' | 'desc' = 'desc';

  @SortField(HISTORY_LIST_COST, { enumName: 'HistorySortField', lead: 'Field to sort by: `id`, the order of the records' })
  override field_sort?: 'id' = undefined;
}
