import { Body, Controller, Delete, Get, Headers, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import {
  ApiBody,
  ApiExcludeEndpoint,
  ApiHeader,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiResponse,
  ApiSecurity,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';

import { Public } from '../../common/auth/public.decorator';
import { MeEventosCompatible } from '../../common/compat/me-eventos.decorator';
import { ApiErrors } from '../../common/http/api-errors';
import { ETagged, IfMatchHeader } from '../../common/http/etag';
import { KeyedAnswer, KeyedAnswerStore, OwnTransactions } from '../../common/http/idempotency.interceptor';
import { rateLimitAddress } from '../../common/http/rate-limit-address';
import { success } from '../../common/http/success';
import { IdParamPipe } from '../../common/ids';
import { Ctx, RequestContext, Tx } from '../../common/request-context';
import { ChargeCancelling } from './charges/charge-cancelling.service';
import { chargeOperationLeaseMs } from './charges/charge-common';
import { ChargeIssuing } from './charges/charge-issuing.service';
import { ChargeReturns } from './charges/charge-returns.service';
import { CHARGE_LIFECYCLE_TEXT, CLOSED_CHARGE_STATUSES, ISSUED_CHARGE_STATUSES, statusList } from './charges/charge-states.rules';
import { GatewayReturnServer } from './charges/gateway-return-owner';
import { GatewayReturns } from './charges/gateway-returns.service';
import { GatewaySettingsEditor } from './charges/gateway-settings-editor.service';
import { GATEWAY_NAMES } from './charges/gateways/payment-gateway';
import { ChargeReturnDto, GatewaySettingsDto, IssueChargeDto } from './dto/charge.dto';
import { CreateEntryDto, UpdateEntryDto } from './dto/entry-input.dto';
import {
  EntriesCreatedDto,
  EntryDetailDto,
  EntryListDto,
  EntryWrittenDto,
  GatewayReturnAckDto,
  GatewaySettingsViewDto,
  GatewaySettingsWrittenDto,
  HistoryListDto,
} from './dto/entry-views.dto';
import { ListEntriesQuery, ListHistoryQuery } from './dto/list-entries.query';
import { EntryEditor } from './entries/entry-editor.service';
import { EntryHistory } from './entries/entry-history.service';
import { EntryQuery } from './entries/entry-query.service';
import { EntryWriter } from './entries/entry-writer.service';
import { FINANCIAL_COMPAT } from './financial.compat';

const ID_PARAM = { name: 'id', description: 'Financial entry ID', example: 1 };
/** The charge's state machine, as every charge endpoint states it (from charge-states.rules.ts). */
const CHARGE_STATES = CHARGE_LIFECYCLE_TEXT;
/**
 * A keyed request's answer, stored by the service in the transaction that records its result:
 * the same envelope as the route answers.
 */
const answerSink = (keyed: KeyedAnswerStore | undefined) =>
  keyed &&
  ((tx: Tx, result: { message: string; data: unknown }) => keyed.store(tx, { ...success(result.message, result.data), errors: [] }));
/**
 * The gateway return URL's rate-limit bucket: one per account whose return URL the key names, not
 * per client address (the gateway's addresses serve every account); a key of no account counts in
 * the client address's bucket, so made-up keys cannot open fresh buckets.
 */
const perReturnUrl = async (request: FastifyRequest): Promise<string> => {
  const { gateway, chave } = request.params as { gateway?: string; chave?: string };
  const owner = await (request.server as GatewayReturnServer).gatewayReturnOwner?.(gateway ?? '', chave ?? '');
  return owner === null || owner === undefined ? `ip:${rateLimitAddress(request.ip)}` : `gateway-return:${owner}`;
};
/** What the gateway return operations say about the return URL and its token. */
const RETURN_URL_RULES =
  'Each account has its own return URL, `url_retorno` in `GET /api/v1/financial/gateways/asaas` (`/api/v1/financial/gateway/asaas/{chave}`, with a random key of the account, made when the settings are first saved): configure it at Asaas with the webhook token. ' +
  "The `asaas-access-token` header is compared with that account's token only; a wrong or missing one is 401 and nothing changes. An unknown key is 404 `return_url_not_found`. " +
  "The URL is rate-limited per account (its key), not per client address; a key of no account counts against the caller's address.";

@ApiTags('financial')
@MeEventosCompatible(FINANCIAL_COMPAT)
@Controller('financial')
export class FinancialController {
  constructor(
    private readonly entries: EntryQuery,
    private readonly writer: EntryWriter,
    private readonly editor: EntryEditor,
    private readonly history: EntryHistory,
    private readonly issuing: ChargeIssuing,
    private readonly cancelling: ChargeCancelling,
    private readonly returns: ChargeReturns,
    private readonly gatewayReturns: GatewayReturns,
    private readonly settings: GatewaySettingsEditor,
  ) {}

  @Get()
  @ApiOperation({
    summary: 'Overview of finances',
    description:
      "Receivables (`tipo` `receita`) and payables (`despesa`) with the filters below and the list rules; `status` is derived in the account's time zone (`pago`; `vencido` when unpaid and due before today; else `aberto`). " +
      '`totais` covers the whole filtered set, not the page: `a_receber` and `a_pagar` (unpaid, overdue included), `recebido` and `pago` (paid, at the paid value), `vencido_receber`, `vencido_pagar` and `saldo` = `recebido` − `pago`. ' +
      '`field_sort` accepts only the fields of `EntrySortField`; any other value is 400.',
  })
  @ApiOkResponse({ type: EntryListDto })
  @ApiErrors(400)
  list(@Ctx() ctx: RequestContext, @Query() query: ListEntriesQuery) {
    return this.entries.list(ctx, query);
  }

  @Post()
  @ApiOperation({
    summary: 'Register an entry or an installment plan',
    description:
      'Requires `tipo`, `descricao`, `valor` and `data_vencimento`; `forma_pagamento` defaults to `boleto`, `pago` to false (`pago: true` without `datapagamento` sets it to today), `datacompetencia` to the due date. ' +
      "With `parcelas` (2 to 120), `valor` is the plan's total: it is split into equal cents with the remainder on the first installments (100.00 in 3 → 33.34, 33.33, 33.33), due monthly from `data_vencimento`, clamped to the month's end (31 Jan → 28/29 Feb → 31 Mar). " +
      '`idcartao` is required with `cartao_credito` (400). `rateio` percentages must add up to exactly 100 (400). An unknown event, client, card, category or cost centre answers 422, nothing written. `data` is the array of created entries. Records `financial_entry_created` and a history record per entry.',
  })
  @ApiBody({
    type: CreateEntryDto,
    examples: {
      plano: {
        summary: 'A plan of 3 installments',
        value: {
          tipo: 'receita',
          descricao: 'Contrato de buffet',
          valor: 100,
          data_vencimento: '2027-01-31',
          parcelas: 3,
          forma_pagamento: 'pix',
        },
      },
      rateio: {
        summary: 'An apportioned expense',
        value: {
          tipo: 'despesa',
          descricao: 'Compra de bebidas',
          valor: 900,
          data_vencimento: '2026-12-20',
          rateio: [
            { id_centro_custo: 2, percentual: 70 },
            { id_centro_custo: 3, percentual: 30 },
          ],
        },
      },
    },
  })
  @ApiResponse({ status: 201, type: EntriesCreatedDto })
  @ApiErrors(400, 413, 415, 422)
  async create(@Ctx() ctx: RequestContext, @Body() body: CreateEntryDto) {
    const result = await this.writer.create(ctx, body);
    return { ...success(result.message, result.data), errors: [] };
  }

  @Get('gateways/:gateway')
  @ETagged()
  @ApiOperation({
    summary: 'View the settings of a payment gateway',
    description:
      "The account's settings of `manual` or `asaas`: whether it is the default, and whether the write-only secrets (`api_key`, `webhook_token`) are configured; they are never returned.",
  })
  @ApiParam({ name: 'gateway', schema: { type: 'string', enum: [...GATEWAY_NAMES], example: 'asaas' } })
  @ApiOkResponse({ type: GatewaySettingsViewDto })
  @ApiErrors(404)
  viewGateway(@Ctx() ctx: RequestContext, @Param('gateway') gateway: string) {
    return this.settings.view(ctx, gateway);
  }

  @Put('gateways/:gateway')
  @IfMatchHeader()
  @ApiOperation({
    summary: 'Configure a payment gateway',
    description:
      'Only the fields sent change; `null` clears one. `padrao: true` makes it the gateway charges use when they name none (else `manual`). ' +
      "For `asaas`: `api_key`, the account's own Asaas key (else the service's); `base_url`, which Asaas the account's key works with: `https://api.asaas.com/v3` (production) or `https://api-sandbox.asaas.com/v3` (sandbox), no other address (400); null: the service's own Asaas. The service's key is sent only to the service's own Asaas address: an account that chooses another one needs its own `api_key` (a charge without it is 422 `gateway_not_configured`, nothing sent). " +
      "`webhook_token`: the value Asaas must send in the `asaas-access-token` header of its webhooks to the account's `url_retorno`: 32 to 255 visible characters without spaces (Asaas' own rule), never a value shown in this documentation (400). Left out while the account has none, the service generates one and answers it once, in `webhook_token_gerado`: copy it to the Asaas webhook. " +
      "`url_retorno` is the account's own return URL, made on the first save. Secrets are write-only.",
  })
  @ApiParam({ name: 'gateway', schema: { type: 'string', enum: [...GATEWAY_NAMES], example: 'asaas' } })
  @ApiBody({
    type: GatewaySettingsDto,
    examples: { asaas: { summary: 'Asaas as the default gateway; the webhook token generated', value: { padrao: true } } },
  })
  @ApiOkResponse({ type: GatewaySettingsWrittenDto })
  @ApiErrors(400, 404, 415)
  async updateGateway(@Ctx() ctx: RequestContext, @Param('gateway') gateway: string, @Body() body: GatewaySettingsDto) {
    const data = await this.settings.update(ctx, gateway, body);
    return success(`Settings of gateway ${data.gateway} saved`, data);
  }

  @Post('gateway/:gateway/:chave')
  @Public()
  @HttpCode(200)
  @RouteConfig({ rateLimit: { keyGenerator: perReturnUrl } })
  @ApiSecurity({})
  @ApiOperation({
    summary: "Receive a payment gateway's return (webhook) at an account's return URL",
    description:
      'Called by the gateway, without an API token: `asaas` posts its webhook events here (PAYMENT_RECEIVED, PAYMENT_CONFIRMED, PAYMENT_OVERDUE, PAYMENT_DELETED, PAYMENT_REFUNDED…). ' +
      RETURN_URL_RULES +
      " The event sets the charge's status and, on payment, the entry's `pago`, `datapagamento` and `valorpago`, in one transaction with a history record and `financial_entry_updated`. The same event (by its ID) applied twice to its charge changes nothing the second time. " +
      CHARGE_STATES +
      " Events arrive out of order: one that would move the charge otherwise (an overdue notice after the payment, a payment after a cancellation) changes nothing, is recorded in the entry's history as `retorno_ignorado` and is acknowledged (200) so that the gateway stops resending it. " +
      'An event about a payment that is no charge of the account, or that concerns no payment status, is acknowledged (200) and ignored; a body that is not an event (`[]`, `{}`, no `id` or `event`) is 400 after the token check. ' +
      'The shared URL of earlier versions, `/api/v1/financial/gateway/asaas`, reads nothing and answers 404 `return_url_moved` to every request, whatever its token. ' +
      "Try it: run the example of `PUT /api/v1/financial/gateways/{gateway}` first: it answers the account's `url_retorno` (its last part is `chave`) and `webhook_token_gerado` (the `asaas-access-token`).",
  })
  @ApiParam({ name: 'gateway', schema: { type: 'string', enum: ['asaas'], example: 'asaas' } })
  @ApiParam({
    name: 'chave',
    description: "The random key of the account's return URL (the last part of its `url_retorno`).",
    schema: { type: 'string', example: 'chave-do-url_retorno-da-conta' },
  })
  @ApiHeader({ name: 'asaas-access-token', required: false, description: 'The webhook token configured for the account (asaas).' })
  @ApiBody({
    description: "The gateway's event, as the gateway sends it.",
    schema: { type: 'object', additionalProperties: true },
    examples: {
      paymentReceived: {
        summary: 'Asaas: a payment received (of a payment this service did not issue: acknowledged and ignored)',
        value: {
          id: 'evt_05b708f961d739ea7eba7e4db318f621',
          event: 'PAYMENT_RECEIVED',
          payment: { id: 'pay_080225913252', status: 'RECEIVED', value: 1500, paymentDate: '2026-11-27' },
        },
      },
    },
  })
  @ApiOkResponse({ type: GatewayReturnAckDto })
  @ApiResponse({ status: 401, description: "The gateway's authentication failed; nothing changed" })
  @ApiErrors(400, 404)
  async gatewayReturn(
    @Param('gateway') gateway: string,
    @Param('chave') key: string,
    @Headers() headers: Record<string, string | string[] | undefined>,
    @Body() body: unknown,
  ) {
    const result = await this.gatewayReturns.gatewayReturn(gateway, key, headers, body);
    return success(result.message);
  }

  /**
   * The shared return URL of earlier versions, kept out of the API document: it reads nothing and
   * compares no token, and answers 404 `return_url_moved` to every request (no answer tells one
   * token from another).
   */
  @Post('gateway/:gateway')
  @Public()
  @HttpCode(200)
  @ApiExcludeEndpoint()
  async retiredGatewayReturn(@Param('gateway') gateway: string) {
    await this.gatewayReturns.gatewayReturn(gateway, undefined, {}, undefined);
  }

  @Get(':id')
  @ETagged()
  @ApiOperation({
    summary: 'Details of an entry',
    description:
      'The entry itself (not wrapped) with `rateio`, `cobranca` and `parcelas`: the other installments of its plan, excluding this one, ordered by `numeroparcela` (an empty array outside a plan).',
  })
  @ApiParam(ID_PARAM)
  @ApiOkResponse({ type: EntryDetailDto })
  @ApiErrors(400, 404)
  view(@Ctx() ctx: RequestContext, @Param('id', IdParamPipe) id: number) {
    return this.entries.view(ctx, id);
  }

  @Put(':id')
  @IfMatchHeader()
  @ApiOperation({
    summary: 'Update an entry; in a plan, choose the scope with `escopo`',
    description:
      '`escopo`: `este` (default), `proximos` (this and the following installments) or `todos`; outside a plan every scope is `este`. Non-date fields propagate to the installments the scope covers, skipping those already paid. One transaction, all or nothing; every blocking installment is listed in `errors` with `id` and `numeroparcela`. ' +
      'Rules: (1) `data_vencimento`, `datapagamento` and `datacompetencia` change only on the entry addressed; (2) `datapagamento` sent alone moves `data_vencimento` to the same date; ' +
      '(3) changing `valor`, `data_vencimento`, `forma_pagamento`, `id_cliente` (or `tipo`) of an entry with an issued charge (`pendente`/`vencida`) is 409 `charge_issued`, also when the scope reaches such an installment; (4) `pago` sent while a charge is issued is 409 `charge_issued`: its status comes from the gateway; ' +
      '(5) `idcartao` is required when the resulting `forma_pagamento` is `cartao_credito` (400 `card_required`); (6) changing `valor` or `idevento` of an apportioned entry is 409 `apportioned`, also through the scope; (7) one history record per changed entry. ' +
      '`pago: true` without `datapagamento` sets it to today on the entry addressed; the other installments of the scope keep a `datapagamento` they already have (today only where it is null); `pago: false` leaves it (send `null` to clear it). An update that changes nothing writes nothing. Unknown references: 422. Records `financial_entry_updated` with every changed entry. `data` is the entry addressed, after the change.',
  })
  @ApiParam({ ...ID_PARAM, example: 2 })
  @ApiBody({
    type: UpdateEntryDto,
    examples: {
      proximos: { summary: 'This and the following installments', value: { observacoes: 'Pagamento via PIX', escopo: 'proximos' } },
    },
  })
  @ApiOkResponse({ type: EntryWrittenDto })
  @ApiErrors(400, 404, 409, 413, 415, 422)
  async update(@Ctx() ctx: RequestContext, @Param('id', IdParamPipe) id: number, @Body() body: UpdateEntryDto) {
    const result = await this.editor.update(ctx, id, body);
    return { ...success(result.message, result.data), errors: [] };
  }

  @Get(':id/history')
  @ApiOperation({
    summary: 'History of an entry',
    description:
      "Every create, update, charge event and gateway return that changed the entry, newest first (`sort=asc` for oldest first), with who (`usuario`: the API token, or the gateway), when, the `escopo` of an update and each field's old and new value.",
  })
  @ApiParam(ID_PARAM)
  @ApiOkResponse({ type: HistoryListDto })
  @ApiErrors(400, 404)
  listHistory(@Ctx() ctx: RequestContext, @Param('id', IdParamPipe) id: number, @Query() query: ListHistoryQuery) {
    return this.history.list(ctx, id, query);
  }

  @Post(':id/charge')
  @ApiOperation({
    summary: 'Issue a charge for a receivable',
    description:
      "Issues a charge of the entry's `valor` and due date through `gateway` (default: the account's default gateway, else `manual`). `manual` records a charge issued outside the service, with its `id_externo` (generated when left out); `asaas` creates the payment at Asaas (the entry needs a client with a CPF/CNPJ) and returns its link, boleto line or PIX code. " +
      'Only an unpaid `receita` without an open charge can be charged (409). Gateway refused: 422; gateway unreachable: 502, nothing recorded. Records a history record and `financial_entry_updated`. ' +
      "The gateway is called outside any transaction, with a reference of the charge of our own (Asaas' `externalReference`): a payment the service could not record (a failure after the gateway answered) is removed at the gateway, or found by that reference and reused by the next charge request on the entry, so a payment exists at the gateway once per charge recorded. " +
      "409 `charge_in_progress` (with `Retry-After`) while another request is issuing or cancelling the entry's charge; 409 `entry_changed` when the entry's value, due date or client changed while the gateway issued it (nothing recorded, the payment removed). With an `Idempotency-Key` the answer is kept in the transaction that records the charge. " +
      "On the service's shared Asaas key (an account without a key of its own) each account has a budget of calls a minute: past it the charge is 429 `gateway_budget_spent` with `Retry-After`, nothing written or sent. " +
      CHARGE_STATES,
  })
  @ApiParam({ ...ID_PARAM, example: 3 })
  @ApiBody({ type: IssueChargeDto, examples: { manual: { value: { forma: 'pix', gateway: 'manual' } } } })
  @ApiResponse({ status: 201, type: EntryWrittenDto })
  @ApiErrors(400, 404, 409, 415, 422)
  @ApiResponse({ status: 502, description: 'The payment gateway did not answer properly; nothing was recorded' })
  @OwnTransactions({ leaseMs: chargeOperationLeaseMs })
  async issueCharge(
    @Ctx() ctx: RequestContext,
    @Param('id', IdParamPipe) id: number,
    @Body() body: IssueChargeDto,
    @KeyedAnswer() keyed?: KeyedAnswerStore,
  ) {
    const result = await this.issuing.issue(ctx, id, body, answerSink(keyed));
    return { ...success(result.message, result.data), errors: [] };
  }

  @Delete(':id/charge')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Cancel the open charge of an entry',
    description:
      `Cancels the entry's charge while it is ${statusList(ISSUED_CHARGE_STATUSES)} (at the gateway too); 409 \`no_open_charge\` when there is none or it is already ${statusList(CLOSED_CHARGE_STATUSES)} (also when a return moved it while the gateway was being called). Records a history record and \`financial_entry_updated\`. ` +
      'In steps, with no gateway call inside a transaction: the cancellation is recorded as in progress, the gateway removes the payment, then the charge is recorded `cancelada`; one interrupted after the gateway removed the payment is finished by the next request. 409 `charge_in_progress` (with `Retry-After`) while another request is issuing or cancelling it. ' +
      'On an entry whose charge through a gateway was interrupted before it was recorded, it withdraws that charge at the gateway (200, the entry without a charge). ' +
      "Past the account's budget of calls on the service's shared Asaas key: 429 `gateway_budget_spent` with `Retry-After`, nothing changed. " +
      CHARGE_STATES,
  })
  @ApiParam({ ...ID_PARAM, example: 5 })
  @ApiOkResponse({ type: EntryWrittenDto })
  @ApiErrors(400, 404, 409)
  @ApiResponse({ status: 502, description: 'The payment gateway did not answer properly; nothing was changed' })
  async cancelCharge(@Ctx() ctx: RequestContext, @Param('id', IdParamPipe) id: number) {
    const result = await this.cancelling.cancel(ctx, id);
    return { ...success(result.message, result.data), errors: [] };
  }

  @Post(':id/charge/return')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Record the return of a manual charge',
    description:
      "For charges of the `manual` gateway. `paga` sets `pago`, `datapagamento` (`data_pagamento`, default today) and `valorpago` (`valor_pago`, default `valor`); `vencida` and `cancelada` set the charge's status; `estornada` refunds a paid charge and undoes the payment. `valor_pago` and `data_pagamento` go only with `paga` (400 `not_applicable`). " +
      CHARGE_STATES +
      " Answers: 200 with the entry when the return is applied; 200 changing nothing when its `id_evento` was already applied to this charge (a reference is a repeat only on the same charge) or the charge already has that status; 409 `charge_final` when the charge cannot take it (it is final, or the return would move it backwards): nothing changes and the entry's history records it as `retorno_ignorado`; 409 `no_open_charge` when the entry has no manual charge. " +
      'Also available as `npm run cli -- financial:charge-return`. An applied return records a history record and `financial_entry_updated`.',
  })
  @ApiParam({ ...ID_PARAM, example: 5 })
  @ApiBody({ type: ChargeReturnDto, examples: { paga: { value: { status: 'paga', id_evento: 'recibo-0001' } } } })
  @ApiOkResponse({ type: EntryWrittenDto })
  @ApiErrors(400, 404, 409, 415)
  @OwnTransactions({ leaseMs: chargeOperationLeaseMs })
  async chargeReturn(
    @Ctx() ctx: RequestContext,
    @Param('id', IdParamPipe) id: number,
    @Body() body: ChargeReturnDto,
    @KeyedAnswer() keyed?: KeyedAnswerStore,
  ) {
    const result = await this.returns.manualReturn(ctx, id, body, undefined, answerSink(keyed));
    return { ...success(result.message, result.data), errors: [] };
  }
}
