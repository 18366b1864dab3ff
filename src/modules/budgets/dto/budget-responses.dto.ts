import { ApiProperty } from '@nestjs/swagger';

import { Pagination } from '../../../common/pagination';
import { BUDGET_STATUSES } from '../entities/budget.entity';
import { BudgetItemDto } from './budget-item.dto';

/** A budget as the list returns it. */
export class BudgetSummaryDto {
  id: number;
  /** Client of the budget. */
  id_cliente: number | null;
  /** Event of the budget. */
  idevento: number | null;
  @ApiProperty({ enum: BUDGET_STATUSES, enumName: 'BudgetStatus' })
  status: string;
  /** Public key of the budget (random, unguessable). */
  token: string;
  /** Total of the first proposal when the budget was created. */
  valorinicial: number;
  /** Date of the last follow-up `YYYY-MM-DD`. */
  lastFollowUp: string | null;
  observacoes: string | null;
  /** Registration date `YYYY-MM-DD`. */
  datacadastro: string;
  /** Current proposal `<budget_id>-<sequence>`. */
  @ApiProperty({ example: '5-1' })
  proposta: string;
  /** A lead's event name. */
  nome_evento: string | null;
  /** A lead's event date. */
  data_evento: string | null;
  /** A lead's event type. */
  id_tipo_evento: number | null;
  /** How the lead met the house. */
  id_como_conheceu: number | null;
  /** The seller. */
  id_vendedor: number | null;
  /** A lead's expected guests. */
  numero_convidados: number | null;
  /** The lead's message. */
  mensagem: string | null;
  /** The account's own code for the budget. */
  codigo_interno: string | null;
}

export class BudgetFollowUpDto {
  id: number;
  /** Date of the contact. */
  data: string;
  /** What was said or done. */
  texto: string;
  /** When to contact the lead again. */
  proximo_contato: string | null;
  /** When it was recorded. */
  datacadastro: string;
}

export class BudgetProposalDto {
  @ApiProperty({ example: '5-1' })
  proposta: string;
  datacadastro: string;
}

/** A budget as the view (and every write's `data`) returns it. */
export class BudgetViewDto extends BudgetSummaryDto {
  /** Total of the current proposal's items. */
  valortotal: number;
  /** Every proposal, oldest first. */
  propostas: BudgetProposalDto[];
  /** Items of the current proposal. */
  itens: BudgetItemDto[];
  /** The follow-ups, by date (`lastFollowUp` is the latest date). */
  followups: BudgetFollowUpDto[];
}

export class BudgetListDto {
  // Named by hand: the list is the only answer of the summary shape, which ME's fields are added to.
  @ApiProperty({ type: [BudgetSummaryDto] })
  data: BudgetSummaryDto[];
  pagination: Pagination;
}

export class BudgetWriteResponseDto {
  @ApiProperty({ example: 'success' })
  status: string;
  @ApiProperty({ example: 'Budget 5 created with proposal 5-1 and 2 items' })
  message: string;
  data: BudgetViewDto;
}

export class BudgetDeleteResponseDto {
  @ApiProperty({ example: 'success' })
  status: string;
  @ApiProperty({ example: 'Budget 5 deleted with its 2 proposal(s)' })
  message: string;
}
