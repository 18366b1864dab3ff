import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsEmail,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateIf,
  ValidateNested,
} from 'class-validator';

import { IsDocumento, IsIsoDate, IsTelefone } from '../../../common/br-validators';
import { indexed, listCost, NEEDS_NARROWING, SortField } from '../../../common/list-cost';
import { ListQuery } from '../../../common/pagination';
import { IsDecimalNumber, IsMoney, IsQuantity, MAX_INT, MAX_ORDEM, QueryInt, RequiredText, sent } from '../../../common/validation';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
import { TIPOCALCULO } from '../budget-totals.rules';
import { BUDGET_STATUSES, BudgetStatus } from '../entities/budget.entity';

/** Items one request may send (create and update). */
export const MAX_BUDGET_ITEMS = 500;

export class BudgetItemInputDto {
  /** Product ID (`tipo` `produto`) or equipment ID (`tipo` `item`). */
  @ApiProperty({ example: 1 })
  @IsInt()
  @Min(1)
  @Max(MAX_INT)
  idproduto: number;

  /** `produto` (products and services) or `item` (equipment). */
  @ApiProperty({ enum: ['produto', 'item'], enumName: 'BudgetItemTipo' })
  @IsIn(['produto', 'item'])
  tipo: 'produto' | 'item';

  /** Quantity, default 1. */
  @ApiPropertyOptional({ example: 2, default: 1 })
  @IsQuantity({ optional: true })
  quantidade?: number;

  /** Number of days, default 1. */
  @ApiPropertyOptional({ example: 1, default: 1 })
  @IsQuantity({ optional: true })
  ndias?: number;

  /** Unit value; the catalogue value when omitted (`valorepoca` always keeps the catalogue value). */
  @ApiPropertyOptional({ example: 150 })
  @IsMoney({ optional: true })
  valor?: number;

  /** Discount, read as `tipocalculo` says. Default 0. */
  @ApiPropertyOptional({ example: 10 })
  @IsMoney({ optional: true })
  desconto?: number;

  /** Additional value. Default 0. */
  @ApiPropertyOptional({ example: 0 })
  @IsMoney({ optional: true })
  valoradd?: number;

  /** `R$` (default): `desconto` is an amount; `%`: a percentage (at most 100). */
  @ApiPropertyOptional({ enum: TIPOCALCULO, enumName: 'BudgetTipoCalculo', default: 'R$' })
  @ValidateIf(sent)
  @IsIn([...TIPOCALCULO])
  tipocalculo?: string;

  /** Description. */
  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(5000)
  descricao?: string;

  /** Extra field, free text. */
  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(255)
  campoextra?: string;

  /** Format, free text. */
  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(50)
  formato?: string;

  /** Display order (0 to 1000000000); continues after the highest when omitted. */
  @ApiPropertyOptional()
  @ValidateIf(sent)
  @IsInt()
  @Min(0)
  @Max(MAX_ORDEM)
  ordem?: number;
}

/** The forms of payment a proposal's terms name: the financial entries' forms but `cartao_credito`. */
export const PROPOSAL_FORMAS = ['dinheiro', 'pix', 'boleto', 'cartao_debito', 'transferencia'] as const;
export type ProposalForma = (typeof PROPOSAL_FORMAS)[number];

/** A nullable field: absent leaves it, `null` clears it, a value is validated. */
const valued = (_: object, v: unknown) => v !== undefined && v !== null;

/** The proposal's validity, place and payment terms (create and update; `null` clears one on update). */
export class ProposalFieldsDto {
  /** The last day the client can answer the proposal (its page says so after it); none: no limit. */
  @ApiPropertyOptional({ example: '2026-12-31', format: 'date', nullable: true, type: String })
  @ValidateIf(valued)
  @IsIsoDate()
  validade?: string | null;

  /** The event's place (`GET /api/v1/eventlocation`; 422 when unknown); the event an acceptance creates takes it. */
  @ApiPropertyOptional({ example: 1, minimum: 1, maximum: MAX_INT, type: 'integer', nullable: true })
  @ValidateIf(valued)
  @IsInt()
  @Min(1)
  @Max(MAX_INT)
  id_local?: number | null;

  /** Payment terms: the deposit, a percentage of the total (0 to 100, two places), due on the day of acceptance. None: no deposit. */
  @ApiPropertyOptional({ example: 30, minimum: 0, maximum: 100, type: 'number', nullable: true })
  @ValidateIf(valued)
  @IsDecimalNumber(2)
  @Min(0)
  @Max(100)
  entrada_percentual?: number | null;

  /** Payment terms: monthly installments of what the deposit leaves (1 to 60; default 1). */
  @ApiPropertyOptional({ example: 3, minimum: 1, maximum: 60, type: 'integer', nullable: true })
  @ValidateIf(valued)
  @IsInt()
  @Min(1)
  @Max(60)
  parcelas?: number | null;

  /** Payment terms: the first installment's due date (default: the event's date, or the day of acceptance when that has passed). */
  @ApiPropertyOptional({ example: '2027-01-10', format: 'date', nullable: true, type: String })
  @ValidateIf(valued)
  @IsIsoDate()
  primeiro_vencimento?: string | null;

  /**
   * Payment terms: how the receivables are paid (default `boleto`). Not `cartao_credito`: a card
   * receivable names the account's card, which a proposal cannot choose (a card payment is taken
   * through the deposit's charge).
   */
  @ApiPropertyOptional({ enum: PROPOSAL_FORMAS, example: 'pix', nullable: true, type: String })
  @ValidateIf(valued)
  @IsIn(PROPOSAL_FORMAS)
  forma_pagamento?: ProposalForma | null;

  /**
   * Payment terms: when the proposal is accepted, issue the deposit's charge through the account's
   * default gateway (a Pix code or a boleto link shown to the client); nothing is issued when the
   * account's default gateway is `manual`. Default false.
   */
  @ApiPropertyOptional({ example: true, default: false })
  @ValidateIf(sent)
  @IsBoolean()
  cobrar_entrada?: boolean;
}

export class CreateBudgetDto extends ProposalFieldsDto {
  /** Client of the budget; defaults to the event's client. */
  @ApiPropertyOptional({ example: 1 })
  @ValidateIf(sent)
  @IsInt()
  @Min(1)
  @Max(MAX_INT)
  id_cliente?: number;

  /** Event the budget is for. */
  @ApiPropertyOptional({ example: 1 })
  @ValidateIf(sent)
  @IsInt()
  @Min(1)
  @Max(MAX_INT)
  idevento?: number;

  /** Notes. */
  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(5000)
  observacoes?: string;

  /** Date of the last follow-up `YYYY-MM-DD`. */
  @ApiPropertyOptional({ example: '2026-11-20' })
  @IsOptional()
  @IsIsoDate()
  lastFollowUp?: string;

  /**
   * A lead's name. With `nome`, `email`, `telefone` or `documento` (and no `id_cliente`) the
   * budget is a lead from a web form: its client is the account's client with that document,
   * else with that e-mail, else a new client made of them (`nome` then required).
   */
  @ApiPropertyOptional({ example: 'Maria Souza', maxLength: 150 })
  @ValidateIf(sent)
  @RequiredText(150)
  nome?: string;

  /** A lead's e-mail (finds the client, or is the new client's). */
  @ApiPropertyOptional({ example: 'maria@example.com', maxLength: 150 })
  @IsOptional()
  @Transform(trim)
  @IsEmail()
  @MaxLength(150)
  email?: string;

  /** A lead's phone (the new client's). */
  @ApiPropertyOptional({ example: '(31) 99988-5544' })
  @IsOptional()
  @IsString()
  @IsTelefone()
  telefone?: string;

  /** A lead's CPF or CNPJ (finds the client, or is the new client's). */
  @ApiPropertyOptional({ example: '529.982.247-25' })
  @IsOptional()
  @IsString()
  @IsDocumento()
  documento?: string;

  /** A lead's event name. */
  @ApiPropertyOptional({ example: 'Casamento Maria e João', maxLength: 150 })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(150)
  nome_evento?: string;

  /** A lead's event date. */
  @ApiPropertyOptional({ example: '2027-05-01', format: 'date' })
  @IsOptional()
  @IsIsoDate()
  data_evento?: string;

  /** A lead's event type (`GET /api/v1/eventtype`; 422 when unknown). */
  @ApiPropertyOptional({ example: 1, minimum: 1, maximum: MAX_INT, type: 'integer' })
  @ValidateIf(sent)
  @IsInt()
  @Min(1)
  @Max(MAX_INT)
  id_tipo_evento?: number;

  /** How the lead met the house (`GET /api/v1/howmet`; 422 when unknown). */
  @ApiPropertyOptional({ example: 2, minimum: 1, maximum: MAX_INT, type: 'integer' })
  @ValidateIf(sent)
  @IsInt()
  @Min(1)
  @Max(MAX_INT)
  id_como_conheceu?: number;

  /** The seller (`GET /api/v1/seller`; 422 when unknown). */
  @ApiPropertyOptional({ example: 1, minimum: 1, maximum: MAX_INT, type: 'integer' })
  @ValidateIf(sent)
  @IsInt()
  @Min(1)
  @Max(MAX_INT)
  id_vendedor?: number;

  /** A lead's expected guests. */
  @ApiPropertyOptional({ example: 100, minimum: 0, maximum: 1_000_000, type: 'integer' })
  @ValidateIf(sent)
  @IsInt()
  @Min(0)
  @Max(1_000_000)
  numero_convidados?: number;

  /** The lead's message. */
  @ApiPropertyOptional({ example: 'Gostaria de um orçamento para 100 pessoas', maxLength: 5000 })
  @IsOptional()
  @IsString()
  @MaxLength(5000)
  mensagem?: string;

  /** The account's own code for the budget. */
  @ApiPropertyOptional({ example: 'LEAD-42', maxLength: 50 })
  @IsOptional()
  @IsString()
  @MaxLength(50)
  codigo_interno?: string;

  /** Items of the first proposal (`<budget_id>-1`), at most 500; a lead may have none. */
  @ApiPropertyOptional({ type: [BudgetItemInputDto], maxItems: MAX_BUDGET_ITEMS })
  @ValidateIf(sent)
  @IsArray()
  @ArrayMaxSize(MAX_BUDGET_ITEMS)
  @ValidateNested({ each: true })
  @Type(() => BudgetItemInputDto)
  itens?: BudgetItemInputDto[];
}

export class UpdateBudgetDto extends ProposalFieldsDto {
  /** Client of the budget. */
  @ApiPropertyOptional({ example: 1 })
  @ValidateIf(sent)
  @IsInt()
  @Min(1)
  @Max(MAX_INT)
  id_cliente?: number;

  /** Event of the budget; `null` unlinks it. */
  @ApiPropertyOptional({ example: 1, nullable: true })
  @ValidateIf((_, v) => v !== undefined && v !== null)
  @IsInt()
  @Min(1)
  @Max(MAX_INT)
  idevento?: number | null;

  /** Status. */
  @ApiPropertyOptional({ enum: BUDGET_STATUSES, enumName: 'BudgetStatus' })
  @ValidateIf(sent)
  @IsIn([...BUDGET_STATUSES])
  status?: BudgetStatus;

  /** Notes; `null` clears them (`""` is the field left out, as for every optional text). */
  @ApiPropertyOptional({ nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(5000)
  observacoes?: string | null;

  /** Date of the last follow-up `YYYY-MM-DD`; `null` clears it. */
  @ApiPropertyOptional({ example: '2026-11-21', nullable: true })
  @IsOptional()
  @IsIsoDate()
  lastFollowUp?: string | null;

  /** Start a new proposal `<budget_id>-<n+1>`, which becomes the current one; it holds `itens` when sent, else a copy of the current proposal's items. */
  @ApiPropertyOptional({ default: false })
  @IsOptional()
  @IsBoolean()
  nova_proposta?: boolean;

  /** Replaces the items of the current proposal (or fills the new one with `nova_proposta`); at most 500. */
  @ApiPropertyOptional({ type: [BudgetItemInputDto], maxItems: MAX_BUDGET_ITEMS })
  @ValidateIf(sent)
  @IsArray()
  @ArrayMaxSize(MAX_BUDGET_ITEMS)
  @ValidateNested({ each: true })
  @Type(() => BudgetItemInputDto)
  itens?: BudgetItemInputDto[];
}

/** The cost of the budgets list (bounded cost, see list-cost.ts): one event's or one client's budgets are few. */
export const BUDGET_LIST_COST = listCost({
  route: 'GET /api/v1/budgets',
  rows: 'budgets',
  filters: ['id_cliente', 'idevento', 'status', 'data_inicio', 'data_fim'],
  narrowing: ['idevento', 'id_cliente'],
  // ME's period (`start`, `end`, alone or together, any span): its rows, at most the largest
  // realistic account's 50,000 budgets, are measured by the bench (`--only me-periods`).
  period: { from: 'data_inicio', to: 'data_fim' },
  sorts: {
    // The account's key and (account_id, status), ties by ID.
    id: indexed('status'),
    // (account_id, datacadastro): a period by registration date.
    datacadastro: indexed('data_inicio', 'data_fim'),
    status: indexed('status'),
    valorinicial: indexed(),
    id_cliente: indexed(),
    idevento: indexed(),
    lastFollowUp: indexed(),
    // (account_id, nome_evento): ME Eventos' own example sorts its budget list by the event's name.
    nome_evento: indexed(),
    data_evento: NEEDS_NARROWING,
  },
});
export const BUDGET_SORT_FIELDS = Object.keys(BUDGET_LIST_COST.sorts) as (keyof typeof BUDGET_LIST_COST.sorts)[];

/** `PUT /api/v1/budgets/{id}/followups`: one follow-up of the budget. */
export class FollowUpDto {
  /** Date of the contact `YYYY-MM-DD`; today (account time zone) when omitted. */
  @ApiPropertyOptional({ example: '2026-11-27', format: 'date' })
  @IsOptional()
  @IsIsoDate()
  data?: string;

  /** What was said or done. */
  @ApiProperty({ example: 'Liguei; pediu a proposta por e-mail', maxLength: 5000 })
  @RequiredText(5000)
  texto: string;

  /** When to contact the lead again `YYYY-MM-DD`. */
  @ApiPropertyOptional({ example: '2026-12-04', format: 'date' })
  @IsOptional()
  @IsIsoDate()
  proximo_contato?: string;
}

export class ListBudgetsQuery extends ListQuery {
  /** Budgets of the client. */
  @ApiPropertyOptional()
  @IsOptional()
  @QueryInt()
  @IsInt()
  @Min(1)
  @Max(MAX_INT)
  id_cliente?: number;

  /** Budgets of the event. */
  @ApiPropertyOptional()
  @IsOptional()
  @QueryInt()
  @IsInt()
  @Min(1)
  @Max(MAX_INT)
  idevento?: number;

  /** Part of the event's name (`nome_evento`) or of the client's name (legal and trade names too; among the first 1,000 clients so named), case-insensitive. */
  @ApiPropertyOptional({ example: 'casamento', maxLength: 150 })
  @IsOptional()
  @IsString()
  @MaxLength(150)
  search?: string;

  /** Budgets in this status. */
  @ApiPropertyOptional({ enum: BUDGET_STATUSES, enumName: 'BudgetStatus' })
  @IsOptional()
  @IsIn([...BUDGET_STATUSES])
  status?: BudgetStatus;

  /** Period: registered on or after this date `YYYY-MM-DD`. */
  // No example: the demo's budget is dated from the day the demo is made.
  @ApiPropertyOptional()
  @IsOptional()
  @IsIsoDate()
  data_inicio?: string;

  /** Period: registered on or before this date `YYYY-MM-DD`. */
  @ApiPropertyOptional()
  @IsOptional()
  @IsIsoDate()
  data_fim?: string;

  @SortField(BUDGET_LIST_COST, { enumName: 'BudgetSortField' })
  declare field_sort?: string;
}
