import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

import { Pagination } from '../../../common/pagination';
import { CHARGE_STATUSES } from '../charges/charge-states.rules';
import { ENTRY_STATUSES, ENTRY_TIPOS, FORMAS_PAGAMENTO } from '../entities/financial-entry.entity';

export class RateioPartViewDto {
  @ApiProperty({ example: 3 })
  id_centro_custo: number;
  @ApiProperty({ example: 60 })
  percentual: number;
  /** The part's value: the entry's `valor` × `percentual`, rounded so the parts add up to `valor`. */
  @ApiProperty({ example: 720 })
  valor: number;
}

export class ChargeViewDto {
  @ApiProperty({ example: 1 })
  id: number;
  @ApiProperty({ enum: ['manual', 'asaas'], enumName: 'GatewayName', example: 'manual' })
  gateway: string;
  @ApiProperty({ enum: ['boleto', 'pix', 'cartao_credito'], enumName: 'ChargeForm', example: 'pix' })
  forma: string;
  /**
   * `pendente` and `vencida` are an "issued charge" (rules 3 and 4). It only moves forward:
   * `pendente` → `vencida` | `paga` | `cancelada`; `vencida` → `paga` | `cancelada`; `cancelada`
   * is final, and so is `paga` but for a refund (`estornada`, final).
   */
  @ApiProperty({ enum: CHARGE_STATUSES, enumName: 'ChargeStatus', example: 'pendente' })
  status: string;
  @ApiProperty({ example: 'manual-7-3f9a1c2b' })
  id_externo: string;
  @ApiProperty({ nullable: true, type: String, example: null })
  link: string | null;
  @ApiProperty({ nullable: true, type: String, example: null })
  linha_digitavel: string | null;
  @ApiProperty({ nullable: true, type: String, example: null })
  pix_copia_e_cola: string | null;
  @ApiProperty({ example: 1200 })
  valor: number;
  @ApiProperty({ example: '2026-12-10', format: 'date' })
  data_vencimento: string;
}

/** A financial entry as the list and every write return it. */
export class EntryViewDto {
  @ApiProperty({ example: 7 })
  id: number;
  @ApiProperty({ enum: ENTRY_TIPOS, enumName: 'EntryTipo', example: 'receita' })
  tipo: string;
  @ApiProperty({ example: 'Casamento Maria e João: parcela' })
  descricao: string;
  @ApiProperty({ example: 1200 })
  valor: number;
  /** Value actually paid (from a gateway's return); null otherwise. */
  @ApiProperty({ nullable: true, type: Number, example: null })
  valorpago: number | null;
  @ApiProperty({ example: '2026-12-10', format: 'date' })
  data_vencimento: string;
  @ApiProperty({ nullable: true, type: String, format: 'date', example: null })
  datapagamento: string | null;
  @ApiProperty({ example: false })
  pago: boolean;
  /** `pago`; `vencido` when unpaid and due before today (account time zone); else `aberto`. */
  @ApiProperty({ enum: ENTRY_STATUSES, enumName: 'EntryStatus', example: 'aberto' })
  status: string;
  @ApiProperty({ enum: FORMAS_PAGAMENTO, enumName: 'FormaPagamento', example: 'pix' })
  forma_pagamento: string;
  @ApiProperty({ nullable: true, type: Number, example: null })
  idcartao: number | null;
  @ApiProperty({ nullable: true, type: Number, example: 1 })
  idevento: number | null;
  @ApiProperty({ nullable: true, type: Number, example: 1 })
  id_cliente: number | null;
  @ApiProperty({ nullable: true, type: Number, example: 1 })
  id_categoria: number | null;
  @ApiProperty({ nullable: true, type: String, example: null })
  observacoes: string | null;
  /** The plan (the ID of its first installment); null outside a plan. */
  @ApiProperty({ nullable: true, type: Number, example: 5 })
  idparcelamento: number | null;
  @ApiProperty({ nullable: true, type: Number, example: 3 })
  numeroparcela: number | null;
  @ApiProperty({ nullable: true, type: Number, example: 3 })
  totalparcelas: number | null;
  @ApiProperty({ example: '2026-12-10', format: 'date' })
  datacompetencia: string;
  @ApiProperty({ example: 0 })
  juros: number;
  @ApiProperty({ example: 0 })
  multa: number;
  @ApiProperty({ example: 0 })
  desconto: number;
  @ApiProperty({ type: [RateioPartViewDto] })
  rateio: RateioPartViewDto[];
  @ApiProperty({ type: ChargeViewDto, nullable: true })
  cobranca: ChargeViewDto | null;
  @ApiProperty({ example: '2026-11-23', format: 'date' })
  datacadastro: string;
  /** `YYYY-MM-DD HH:MM:SS`, account time zone. */
  @ApiProperty({ example: '2026-11-23 14:05:09' })
  datahoraupdate: string;
}

/** An installment as `parcelas` lists it. */
export class InstallmentViewDto {
  @ApiProperty({ example: 6 })
  id: number;
  @ApiProperty({ example: 2 })
  numeroparcela: number;
  @ApiProperty({ example: 1200 })
  valor: number;
  @ApiProperty({ example: '2027-01-10', format: 'date' })
  data_vencimento: string;
  @ApiProperty({ nullable: true, type: String, example: null })
  datapagamento: string | null;
  @ApiProperty({ example: false })
  pago: boolean;
  @ApiProperty({ enum: ENTRY_STATUSES, enumName: 'EntryStatus', example: 'aberto' })
  status: string;
  @ApiProperty({ example: '2026-11-23 14:05:09' })
  datahoraupdate: string;
}

/** The view of an entry: with `parcelas`, the other installments of its plan (empty outside a plan). */
export class EntryDetailDto extends EntryViewDto {
  @ApiProperty({ type: [InstallmentViewDto] })
  parcelas: InstallmentViewDto[];
}

export class TotaisDto {
  /** Unpaid receivables (overdue included). */
  @ApiProperty({ example: 3600 })
  a_receber: number;
  /** Paid receivables (the paid value when a gateway reported one). */
  @ApiProperty({ example: 500 })
  recebido: number;
  /** Unpaid receivables due before today. */
  @ApiProperty({ example: 0 })
  vencido_receber: number;
  /** Unpaid payables (overdue included). */
  @ApiProperty({ example: 1200 })
  a_pagar: number;
  /** Paid payables. */
  @ApiProperty({ example: 0 })
  pago: number;
  /** Unpaid payables due before today. */
  @ApiProperty({ example: 0 })
  vencido_pagar: number;
  /** `recebido` − `pago`. */
  @ApiProperty({ example: 500 })
  saldo: number;
}

export class EntryListDto {
  @ApiProperty({ type: [EntryViewDto] })
  data: EntryViewDto[];
  @ApiProperty({ type: Pagination })
  pagination: Pagination;
  @ApiProperty({ type: TotaisDto })
  totais: TotaisDto;
}

export class EntriesCreatedDto {
  @ApiProperty({ example: 'success' })
  status: string;
  @ApiProperty({ example: 'Installment plan 5 created with 3 entries' })
  message: string;
  /** Every created entry (the installments of a plan, by `numeroparcela`). */
  @ApiProperty({ type: [EntryViewDto] })
  data: EntryViewDto[];
  @ApiProperty({ type: [Object], example: [] })
  errors: unknown[];
}

export class EntryWrittenDto {
  @ApiProperty({ example: 'success' })
  status: string;
  @ApiProperty({ example: 'Financial entry 7 updated' })
  message: string;
  @ApiProperty({ type: EntryDetailDto })
  data: EntryDetailDto;
  @ApiProperty({ type: [Object], example: [] })
  errors: unknown[];
}

export class HistoryChangeDto {
  @ApiProperty({ example: 'valor' })
  campo: string;
  // The field's own value: a string, a number, a boolean or null.
  @ApiProperty({ example: 1200, oneOf: [{ type: 'string', nullable: true }, { type: 'number' }, { type: 'boolean' }] })
  de: unknown;
  @ApiProperty({ example: 1250, oneOf: [{ type: 'string', nullable: true }, { type: 'number' }, { type: 'boolean' }] })
  para: unknown;
}

export class HistoryActorDto {
  /** The API token that made the change; null for a gateway's return. */
  @ApiProperty({ nullable: true, type: Number, example: 1 })
  id_token: number | null;
  @ApiProperty({ example: 'default' })
  nome: string;
}

export class HistoryRecordDto {
  @ApiProperty({ example: 12 })
  id: number;
  @ApiProperty({ example: 7 })
  id_lancamento: number;
  /** `retorno_ignorado`: a return the charge could not take (final, or a move backwards); nothing changed. */
  @ApiProperty({
    enum: ['criacao', 'alteracao', 'cobranca_emitida', 'cobranca_cancelada', 'retorno_gateway', 'retorno_ignorado'],
    enumName: 'HistoryAction',
  })
  acao: string;
  // null listed in the enum too: OpenAPI 3.0 validators check `enum` before `nullable`.
  @ApiPropertyOptional({ enum: ['este', 'proximos', 'todos', null], nullable: true, example: 'todos' })
  escopo: string | null;
  @ApiProperty({ type: HistoryActorDto })
  usuario: HistoryActorDto;
  @ApiProperty({ type: [HistoryChangeDto] })
  alteracoes: HistoryChangeDto[];
  /** `YYYY-MM-DD HH:MM:SS`, account time zone. */
  @ApiProperty({ example: '2026-11-23 14:05:09' })
  datahora: string;
}

export class HistoryListDto {
  @ApiProperty({ type: [HistoryRecordDto] })
  data: HistoryRecordDto[];
  @ApiProperty({ type: Pagination })
  pagination: Pagination;
}

export class GatewaySettingsViewDto {
  @ApiProperty({ enum: ['manual', 'asaas'], enumName: 'GatewayName', example: 'asaas' })
  gateway: string;
  /** Whether charges that name no gateway use this one: the account's chosen default, else `manual`. */
  @ApiProperty({ example: false })
  padrao: boolean;
  @ApiProperty({ example: true })
  api_key_configurada: boolean;
  /** `asaas`: the Asaas address the account chose (production or sandbox); null: the service's own. */
  @ApiProperty({ nullable: true, type: String, example: null })
  base_url: string | null;
  @ApiProperty({ example: true })
  webhook_token_configurado: boolean;
  /**
   * Where returns are posted. For `asaas`, the account's own webhook address (path on this
   * service; configure it at Asaas with the webhook token): it carries a random key of the
   * account, made when the settings are first saved (null until then). For `manual`, the
   * entry's return endpoint, called with the API token.
   */
  @ApiProperty({ nullable: true, type: String, example: '/api/v1/financial/gateway/asaas/3q2-Ff9kQm1xVb7LrT0yZc8WnH4jUe6A' })
  url_retorno: string | null;
  @ApiProperty({ nullable: true, type: String, example: '2026-11-23 14:05:09' })
  atualizado_em: string | null;
}

/** The settings as a PUT answers them: once, the webhook token the service generated. */
export class GatewaySettingsSavedDto extends GatewaySettingsViewDto {
  /**
   * Only in the answer of the PUT that generated it (an `asaas` PUT without `webhook_token` while
   * the account had none): the token to configure at Asaas. It is shown this once.
   */
  @ApiPropertyOptional({ type: String, example: 'kP3v9QzT1mWc7XbYhN2sLfR8dJ5gA0uE4oIqV6tKyZw' })
  webhook_token_gerado?: string;
}

export class GatewaySettingsWrittenDto {
  @ApiProperty({ example: 'success' })
  status: string;
  @ApiProperty({ example: 'Settings of gateway asaas saved' })
  message: string;
  @ApiProperty({ type: GatewaySettingsSavedDto })
  data: GatewaySettingsSavedDto;
}

export class GatewayReturnAckDto {
  @ApiProperty({ example: 'success' })
  status: string;
  @ApiProperty({ example: 'Return evt_1 applied: charge 3 is paga' })
  message: string;
}
