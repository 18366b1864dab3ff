import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBody, ApiOkResponse, ApiOperation, ApiParam, ApiResponse, ApiTags } from '@nestjs/swagger';

import { ApiErrors } from '../../common/http/api-errors';
import { IfMatchHeader } from '../../common/http/etag';
import { KeyedAnswer, KeyedAnswerStore, OwnTransactions } from '../../common/http/idempotency.interceptor';
import { success } from '../../common/http/success';
import { IdParamPipe } from '../../common/ids';
import { Ctx, RequestContext } from '../../common/request-context';
import { BudgetsService } from '../budgets/budgets.service';
import { AcceptBudgetDto, AcceptedBudgetDto, DeclineBudgetDto, DeclinedBudgetDto, TokenRotatedDto } from './dto/answer.dto';
import { Acceptance, ProposalBookings } from './proposal-bookings.service';

/** What the page and these operations share, said once. */
const BOOKING_TEXT =
  "An acceptance books, in one transaction: the budget becomes `APROVADO`; its event is created from the budget (client, name, date, type, place, guests, seller), status `CONFIRMADO`, or the budget's event is confirmed; an order with the proposal's lines (their discounts, additions and totals as proposed) is created on it, its equipment reserved as any order's — a shortage does not refuse the acceptance: it is booked and `equipment_overbooked` tells the company; the payment terms become receivables linked to the event: the deposit (`entrada_percentual` of the total, due that day), then `parcelas` monthly installments of the rest from `primeiro_vencimento` (default the event's date), the cents left over on the first ones, adding up to the total to the cent. " +
  "After the commit, when `cobrar_entrada` is set and the account's default gateway is not `manual`, the deposit's charge is issued (its link or Pix code is on the proposal page; a gateway failure leaves the booking and is logged: issue it with `POST /api/v1/financial/{id}/charge`). " +
  'Notifications: `budget_accepted`, then `event_created` (or `event_updated`), `order_created` and `financial_entry_created`, each once. ' +
  "A second acceptance (a double submit, two at once) books nothing: it answers the first one's booking with the same status.";

/** The answer of an acceptance, the same whether it booked now or earlier. */
const accepted = (outcome: Acceptance) => {
  const { view, answer, lancamentos, faltas } = outcome;
  const message = outcome.booked
    ? `Proposal ${answer.idorcamento}-${answer.proposta} accepted: event ${answer.idevento} booked with order ${answer.pedido} and ${lancamentos.length} ${lancamentos.length === 1 ? 'receivable' : 'receivables'}`
    : `Proposal ${answer.idorcamento}-${answer.proposta} was already accepted: nothing booked again`;
  return {
    ...success(message, view),
    reserva: { idevento: answer.idevento!, pedido: answer.pedido!, lancamentos, faltas },
  };
};

/**
 * The company's side of a proposal: an acceptance or a refusal it took itself (by phone, in
 * person), and a new link. The client's side is the public page at the budget's `link_proposta`.
 */
@ApiTags('budgets')
@Controller('budgets')
export class ProposalAnswersController {
  constructor(
    private readonly bookings: ProposalBookings,
    private readonly budgets: BudgetsService,
  ) {}

  @Post(':id/accept')
  @HttpCode(200)
  @OwnTransactions()
  @ApiOperation({
    summary: "Accept a budget's proposal (taken by the company) and book it",
    description:
      "Records the client's acceptance of the current proposal as the company took it (by phone, in person), with the evidence the public page keeps: `nome`, `cpf`, the time, the API token that recorded it and the SHA-256 `versao` of the proposal's canonical content; the accepted version is frozen (a `PUT` of its items, terms, validity or event is 409 `proposal_accepted`). " +
      'The client answers on the proposal page itself: `link_proposta` of the budget (`GET /p/{token}`, no API token), an HTML page in Portuguese to read, print or save as PDF, accept (full name, CPF and an explicit box) or decline. ' +
      BOOKING_TEXT +
      " Only an `ABERTO` budget is answered (409 `budget_not_open`); past `validade` 410 `proposal_expired`; `versao` sent and no longer current 409 `version_changed`; a budget with neither `idevento` nor `data_evento` is 422 `event_date_required`. With an `Idempotency-Key` the answer is kept in the booking's transaction.",
  })
  @ApiBody({
    type: AcceptBudgetDto,
    examples: { phone: { summary: 'Budget 2 accepted by phone', value: { nome: 'Maria da Silva', cpf: '529.982.247-25' } } },
  })
  @ApiParam({ name: 'id', description: "Budget ID (the demo's budget 2 is an open proposal)", example: 2 })
  @ApiOkResponse({ type: AcceptedBudgetDto })
  @ApiErrors(400, 404, 409, 410, 415, 422)
  async accept(
    @Ctx() ctx: RequestContext,
    @Param('id', IdParamPipe) id: number,
    @Body() body: AcceptBudgetDto,
    @KeyedAnswer() keyed?: KeyedAnswerStore,
  ) {
    const outcome = await this.bookings.accept(
      ctx,
      id,
      { canal: 'api', nome: body.nome, cpf: body.cpf, versao: body.versao },
      keyed && ((c, done) => keyed.store(c.tx, { ...accepted(done), errors: [] })),
    );
    return accepted(outcome);
  }

  @Post(':id/decline')
  @HttpCode(200)
  @ApiOperation({
    summary: "Decline a budget's proposal (taken by the company)",
    description:
      "Records the client's refusal of the current proposal, with an optional `motivo`: the budget becomes `RECUSADO` and its proposal link opens nothing from then on (the page's 404). To send it again, set `status` `ABERTO` and give it a new link (`POST /api/v1/budgets/{id}/token`). Only an `ABERTO` budget is answered (409); past `validade` 410. Records `budget_declined`.",
  })
  @ApiBody({
    type: DeclineBudgetDto,
    examples: { other: { summary: 'Budget 2 declined', value: { motivo: 'Fechamos com outro buffet' } } },
  })
  @ApiParam({ name: 'id', description: 'Budget ID', example: 2 })
  @ApiOkResponse({ type: DeclinedBudgetDto })
  @ApiErrors(400, 404, 409, 410, 415)
  async decline(@Ctx() ctx: RequestContext, @Param('id', IdParamPipe) id: number, @Body() body: DeclineBudgetDto) {
    const { view, answer } = await this.bookings.decline(ctx, id, { canal: 'api', motivo: body.motivo });
    return success(`Proposal ${id}-${answer.proposta} declined`, view);
  }

  @Post(':id/token')
  @HttpCode(200)
  @IfMatchHeader()
  @ApiOperation({
    summary: "Give a budget's proposal a new link",
    description:
      "Replaces the budget's random public `token`: `link_proposta` changes and the old link opens nothing from then on (the page's 404, the same as for any unknown link). Answers already given stay. Records `budget_updated`.",
  })
  @ApiParam({ name: 'id', description: 'Budget ID', example: 2 })
  @ApiOkResponse({ type: TokenRotatedDto })
  @ApiResponse({ status: 412, description: '`If-Match` names a version that is no longer current' })
  @ApiErrors(400, 404)
  async rotate(@Ctx() ctx: RequestContext, @Param('id', IdParamPipe) id: number) {
    const view = await this.budgets.rotateToken(ctx, id);
    return success(`Budget ${id} has a new proposal link; the old one opens nothing`, view);
  }
}
