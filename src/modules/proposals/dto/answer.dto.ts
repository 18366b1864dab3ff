import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { ValidateIf } from 'class-validator';

import { IsCpf } from '../../../common/br-validators';
import { IsNotBlank, RequiredText, sent } from '../../../common/validation';
import { BudgetViewDto } from '../../budgets/dto/budget-responses.dto';

/** `POST /api/v1/budgets/{id}/accept`: an acceptance the company took (by phone, in person), with the same evidence as the page's. */
export class AcceptBudgetDto {
  /** Full name of who accepts. */
  @ApiProperty({ example: 'Maria Souza', maxLength: 150 })
  @RequiredText(150)
  nome: string;

  /** CPF of who accepts (with or without punctuation; kept as 11 digits). */
  @ApiProperty({ example: '529.982.247-25' })
  @IsString()
  @IsNotBlank()
  @IsCpf()
  cpf: string;

  /**
   * The version read to the client (`versao` of the budget's view): when sent and no longer
   * current, the acceptance is refused (409 `version_changed`) and nothing is booked.
   */
  @ApiPropertyOptional({ example: 'a3f1c9d2e4b5a6978812aa03c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f7', pattern: '^[0-9a-f]{64}$' })
  @ValidateIf(sent)
  @Matches(/^[0-9a-f]{64}$/, { message: 'versao must be the 64 hex digits of the budget view’s versao' })
  versao?: string;
}

/** `POST /api/v1/budgets/{id}/decline`. */
export class DeclineBudgetDto {
  /** Why the client declines. */
  @ApiPropertyOptional({ example: 'Fechamos com outro buffet', maxLength: 2000 })
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  motivo?: string;
}

/** The budget as an answer leaves it (our names; `GET /api/v1/budgets/{id}` adds ME Eventos' beside them). */
export class AnsweredBudgetDto extends BudgetViewDto {}

/** What an acceptance booked. */
export class BookingDto {
  /** The event created from the budget, or the budget's event, confirmed. */
  idevento: number;
  /** The order holding the proposal's lines, `<event_id>-<sequence>`. */
  @ApiProperty({ example: '7-1' })
  pedido: string;
  /** The receivables of the payment terms (the deposit first), adding up to the proposal's total. */
  @ApiProperty({ type: [Number], example: [41, 42, 43] })
  lancamentos: number[];
  /** Equipment short on some day of the event (booked anyway; `equipment_overbooked` told the company). */
  @ApiProperty({ type: 'array', items: { type: 'object', additionalProperties: true } })
  faltas: unknown[];
}

export class AcceptedBudgetDto {
  @ApiProperty({ example: 'success' })
  status: string;
  @ApiProperty({ example: 'Proposal 5-1 accepted: event 7 booked with order 7-1 and 3 receivables' })
  message: string;
  data: AnsweredBudgetDto;
  /** What the acceptance booked (also in the view's `aceite`). */
  reserva: BookingDto;
}

export class DeclinedBudgetDto {
  @ApiProperty({ example: 'success' })
  status: string;
  @ApiProperty({ example: 'Proposal 5-1 declined' })
  message: string;
  data: AnsweredBudgetDto;
}

export class TokenRotatedDto {
  @ApiProperty({ example: 'success' })
  status: string;
  @ApiProperty({ example: 'Budget 5 has a new proposal link; the old one opens nothing' })
  message: string;
  data: AnsweredBudgetDto;
}
