import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsInt, IsString, Max, MaxLength, Min, ValidateIf, ValidateNested } from 'class-validator';

import { IsIsoDate } from '../../../common/br-validators';
import { IsMoney, IsPercentage, MAX_INT, RequiredText, sent } from '../../../common/validation';
import { ENTRY_TIPOS, EntryTipo, FormaPagamento, FORMAS_PAGAMENTO } from '../entities/financial-entry.entity';

const INT_MAX = MAX_INT;
/** Validate when sent and not null (nullable optional fields: `null` clears them). */
const given = (_: object, v: unknown) => v !== undefined && v !== null;

/** One part of a cost apportionment. */
export class RateioPartDto {
  /** A cost centre of the account (`GET /api/v1/costcenter`). */
  @ApiProperty({ example: 1 })
  @IsInt()
  @Min(1)
  @Max(INT_MAX)
  id_centro_custo: number;

  /** Percentage of the entry's value (up to 2 decimals); the parts add up to exactly 100. */
  @ApiProperty({ example: 60, minimum: 0.01, maximum: 100 })
  @IsPercentage()
  percentual: number;
}

/** Fields shared by create and update (on update every one is optional). */
export class EntryFieldsDto {
  /** Payment date `YYYY-MM-DD` (also a planned date on an unpaid entry); `null` clears it. */
  @ApiPropertyOptional({ example: '2026-12-10', format: 'date', nullable: true, type: String })
  @ValidateIf(given)
  @IsIsoDate()
  datapagamento?: string | null;

  /** Accrual date `YYYY-MM-DD`; defaults to `data_vencimento`. A date: on update it changes only on the entry addressed. */
  @ApiPropertyOptional({ example: '2026-12-01', format: 'date' })
  @ValidateIf(sent)
  @IsIsoDate()
  datacompetencia?: string;

  /** Whether it is paid. `true` without `datapagamento` sets the payment date to today (account time zone). */
  @ApiPropertyOptional({ example: false })
  @ValidateIf(sent)
  @IsBoolean()
  pago?: boolean;

  @ApiPropertyOptional({ enum: FORMAS_PAGAMENTO, enumName: 'FormaPagamento', example: 'pix' })
  @ValidateIf(sent)
  @IsIn(FORMAS_PAGAMENTO)
  forma_pagamento?: FormaPagamento;

  /** A card of the account (`GET /api/v1/cards`): required when `forma_pagamento` is `cartao_credito`. */
  @ApiPropertyOptional({ example: 1, nullable: true, type: Number })
  @ValidateIf(given)
  @IsInt()
  @Min(1)
  @Max(INT_MAX)
  idcartao?: number | null;

  /** An event of the account. */
  @ApiPropertyOptional({ example: 1, nullable: true, type: Number })
  @ValidateIf(given)
  @IsInt()
  @Min(1)
  @Max(INT_MAX)
  idevento?: number | null;

  /** A client of the account. */
  @ApiPropertyOptional({ example: 1, nullable: true, type: Number })
  @ValidateIf(given)
  @IsInt()
  @Min(1)
  @Max(INT_MAX)
  id_cliente?: number | null;

  /** A financial category of the account (`GET /api/v1/financialcategory`). */
  @ApiPropertyOptional({ example: 1, nullable: true, type: Number })
  @ValidateIf(given)
  @IsInt()
  @Min(1)
  @Max(INT_MAX)
  id_categoria?: number | null;

  @ApiPropertyOptional({ example: 'Sinal do contrato', nullable: true, type: String, maxLength: 2000 })
  @ValidateIf(given)
  @IsString()
  @MaxLength(2000)
  observacoes?: string | null;

  /** Interest (money ≥ 0, default 0). */
  @ApiPropertyOptional({ example: 0 })
  @IsMoney({ optional: true })
  juros?: number;

  /** Fine (money ≥ 0, default 0). */
  @ApiPropertyOptional({ example: 0 })
  @IsMoney({ optional: true })
  multa?: number;

  /** Discount (money ≥ 0, default 0). */
  @ApiPropertyOptional({ example: 0 })
  @IsMoney({ optional: true })
  desconto?: number;

  /** Cost apportionment: cost centres whose percentages add up to exactly 100 (`[]` on update removes it). */
  @ApiPropertyOptional({ type: [RateioPartDto] })
  @ValidateIf(sent)
  @IsArray()
  @ArrayMaxSize(50)
  @ValidateNested({ each: true })
  @Type(() => RateioPartDto)
  rateio?: RateioPartDto[];
}

/** `POST /api/v1/financial`: one entry, or an installment plan with `parcelas`. */
export class CreateEntryDto extends EntryFieldsDto {
  @ApiProperty({ enum: ENTRY_TIPOS, enumName: 'EntryTipo', example: 'receita' })
  @IsIn(ENTRY_TIPOS)
  tipo: EntryTipo;

  @ApiProperty({ example: 'Casamento Maria e João: contrato', maxLength: 255 })
  @RequiredText(255)
  descricao: string;

  /** The entry's value; with `parcelas`, the plan's total (split into equal cents, remainder on the first installments). */
  @IsMoney({ min: 0.01 })
  @ApiProperty({ example: 1500, minimum: 0.01 })
  valor: number;

  /** Due date `YYYY-MM-DD`; with `parcelas`, the first installment's (then monthly, clamped to the month's end). */
  @ApiProperty({ example: '2026-12-10', format: 'date' })
  @IsIsoDate()
  data_vencimento: string;

  /** Number of installments (2 to 120) of a plan. */
  @ApiPropertyOptional({ example: 3, minimum: 2, maximum: 120 })
  @ValidateIf(sent)
  @IsInt()
  @Min(2)
  @Max(120)
  parcelas?: number;
}

export const ESCOPOS = ['este', 'proximos', 'todos'] as const;
export type Escopo = (typeof ESCOPOS)[number];

/** `PUT /api/v1/financial/{id}`: only the fields sent change; `null` clears an optional field. */
export class UpdateEntryDto extends EntryFieldsDto {
  @ApiPropertyOptional({ enum: ENTRY_TIPOS, enumName: 'EntryTipo' })
  @ValidateIf(sent)
  @IsIn(ENTRY_TIPOS)
  tipo?: EntryTipo;

  @ApiPropertyOptional({ example: 'Casamento Maria e João: parcela', maxLength: 255 })
  @ValidateIf(sent)
  @RequiredText(255)
  descricao?: string;

  @ApiPropertyOptional({ example: 500, minimum: 0.01 })
  @IsMoney({ optional: true, min: 0.01 })
  valor?: number;

  /** Due date `YYYY-MM-DD`: changes only on the entry addressed, whatever `escopo` (rule 1). */
  @ApiPropertyOptional({ example: '2026-12-10', format: 'date' })
  @ValidateIf(sent)
  @IsIsoDate()
  data_vencimento?: string;

  /** `este` (default: only this entry), `proximos` (this and the following installments) or `todos` (every installment of the plan). */
  @ApiPropertyOptional({ enum: ESCOPOS, enumName: 'EscopoEdicao', default: 'este' })
  @ValidateIf(sent)
  @IsIn(ESCOPOS)
  escopo?: Escopo;
}
