import { ApiProperty } from '@nestjs/swagger';

import { Pagination } from '../../../common/pagination';
import { BUDGET_STATUSES } from '../entities/budget.entity';
import { ANSWER_CHANNELS, ANSWER_OUTCOMES } from '../entities/budget-answer.entity';
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
  /** The last day the client can answer the proposal. */
  validade: string | null;
  /** The event's place (`GET /api/v1/eventlocation`). */
  id_local: number | null;
  /** Payment terms: the deposit, a percentage of the total. */
  entrada_percentual: number | null;
  /** Payment terms: monthly installments of what the deposit leaves. */
  parcelas: number | null;
  /** Payment terms: the first installment's due date. */
  primeiro_vencimento: string | null;
  /** Payment terms: how the receivables are paid. */
  forma_pagamento: string | null;
  /** Payment terms: issue the deposit's charge through the account's default gateway on acceptance. */
  cobrar_entrada: boolean;
  /** The address of the proposal's public page (no API token): send it to the client. */
  @ApiProperty({ example: '/p/2b4Hq0wqU3c2Qm0G1m7c3k2mZK9wQeS1' })
  link_proposta: string;
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

/** An answer to a proposal: its evidence, and what an acceptance booked. */
export class BudgetAnswerDto {
  @ApiProperty({ enum: ANSWER_OUTCOMES, enumName: 'BudgetAnswerDecision' })
  decisao: string;
  /** `pagina`: the client on the proposal page; `api`: recorded by the company (taken by phone). */
  @ApiProperty({ enum: ANSWER_CHANNELS, enumName: 'BudgetAnswerChannel' })
  canal: string;
  /** The proposal answered. */
  @ApiProperty({ example: '5-1' })
  proposta: string;
  /** SHA-256 (hex) of the canonical content of the version answered. */
  @ApiProperty({ example: 'a3f1c9…' })
  versao: string;
  /** Full name of who answered (an acceptance). */
  nome: string | null;
  /** CPF of who answered, 11 digits (an acceptance). */
  cpf: string | null;
  /** A refusal's reason. */
  motivo: string | null;
  /** The client's network address (the page). */
  endereco: string | null;
  /** The client's browser (the page). */
  user_agent: string | null;
  /** The API token that recorded it (`api`). */
  id_token: number | null;
  /** When, ISO 8601 UTC. */
  respondido_em: string;
  /** The event the acceptance booked. */
  idevento: number | null;
  /** The order the acceptance booked, `<event_id>-<sequence>`. */
  pedido: string | null;
  /** The deposit's receivable, when the terms have one. */
  id_lancamento_entrada: number | null;
}

/** A budget as the view (and every write's `data`) returns it. */
export class BudgetViewDto extends BudgetSummaryDto {
  /** SHA-256 (hex) of the current proposal version's canonical content: an answer names the version it read. */
  versao: string;
  /** The acceptance (at most one), or null. */
  aceite: BudgetAnswerDto | null;
  /** Every answer, oldest first. */
  respostas: BudgetAnswerDto[];
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
