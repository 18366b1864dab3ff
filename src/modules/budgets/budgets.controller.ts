import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiBody, ApiOkResponse, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';

import { MeEventosCompatible } from '../../common/compat/me-eventos.decorator';
import { ApiErrors } from '../../common/http/api-errors';
import { ETagged, IfMatchHeader, IfMatchOnDelete } from '../../common/http/etag';
import { success } from '../../common/http/success';
import { IdParamPipe } from '../../common/ids';
import { Ctx, RequestContext } from '../../common/request-context';
import { BUDGETS_COMPAT } from './budgets.compat';
import { BudgetsService } from './budgets.service';
import { CreateBudgetDto, FollowUpDto, ListBudgetsQuery, UpdateBudgetDto } from './dto/budget.dto';
import { BudgetDeleteResponseDto, BudgetListDto, BudgetViewDto, BudgetWriteResponseDto } from './dto/budget-responses.dto';

@ApiTags('budgets')
@MeEventosCompatible(BUDGETS_COMPAT)
@Controller('budgets')
export class BudgetsController {
  constructor(private readonly budgets: BudgetsService) {}

  @Get()
  @ApiOperation({
    summary: 'List budgets',
    description:
      'Filters `id_cliente`, `idevento`, `status` and the period `data_inicio`..`data_fim` (inclusive, on the registration date); sorting by `BudgetSortField`, paging as every list. Rows carry `token`, `valorinicial`, `lastFollowUp` and the current `proposta`, without items.',
  })
  @ApiOkResponse({ type: BudgetListDto })
  @ApiErrors(400)
  list(@Ctx() ctx: RequestContext, @Query() query: ListBudgetsQuery) {
    return this.budgets.list(ctx, query);
  }

  @Get(':id')
  // A line's `disponivel` follows other events' bookings, not this budget's version.
  @ETagged({ unversioned: ['disponivel'] })
  @ApiOperation({
    summary: 'View a budget',
    description:
      'The budget itself (not wrapped) with `token`, `valorinicial` (total of the first proposal at creation), `lastFollowUp`, its proposals, the current `proposta`, its items and their `valortotal`.',
  })
  @ApiOkResponse({ type: BudgetViewDto })
  @ApiErrors(400, 404)
  view(@Ctx() ctx: RequestContext, @Param('id', IdParamPipe) id: number) {
    return this.budgets.view(ctx, id);
  }

  @Post()
  @ApiOperation({
    summary: 'Create a budget with its first proposal',
    description:
      "Creates the budget (status `ABERTO`, a random public `token`) and its first proposal `<budget_id>-1` holding `itens`. `nome_produto`, `medida` and `valorepoca` come from the catalogue (`tipo` `produto` → products, `item` → equipment); `valor` defaults to the catalogue value; `tipocalculo` `R$` (default) reads `desconto` as an amount, `%` as a percentage. `id_cliente` defaults to the event's client. Unknown client, event, product or equipment: 422 listing every problem, nothing written. `valorinicial` is the total of the first proposal. `data` is the budget view, with `id`, `token` and `proposta`. Records `budget_created`. " +
      'The proposal is also a page for the client: `link_proposta` (`/p/{token}`, no API token) shows it in Portuguese to read, print and accept or decline; `validade` (the last day to answer), `id_local` (the place) and the payment terms (`entrada_percentual`, `parcelas`, `primeiro_vencimento`, `forma_pagamento`, `cobrar_entrada`) are what it shows and what an acceptance books (`POST /api/v1/budgets/{id}/accept`). ' +
      "A lead (ME Eventos' web-form budget: `nome`, `email`, phone, `documento`, `dataevento`, `tipoevento`, `comoconheceu`, `idvendedor`, `numeroconvidados`, `mensagem`…) names its client by its contact instead of `id_cliente`: the client with that document, else that e-mail, else a new one made of the lead (recording `customer_created`), in the same transaction; `itens` are optional. A lead without `nome` whose contact matches no client is 400 `required`; `id_cliente` sent beside the lead's contact fields is 400 `conflicting_client`; an unknown event type, how-met or seller is 422.",
  })
  @ApiBody({
    type: CreateBudgetDto,
    examples: {
      budget: {
        summary: 'A budget for client 1 and event 1: buffet with 5% off, and tables',
        value: {
          id_cliente: 1,
          idevento: 1,
          lastFollowUp: '2026-11-20',
          itens: [
            { idproduto: 1, tipo: 'produto', quantidade: 150, desconto: 5, tipocalculo: '%' },
            { idproduto: 1, tipo: 'item', quantidade: 19 },
          ],
        },
      },
    },
  })
  @ApiResponse({ status: 201, type: BudgetWriteResponseDto })
  @ApiErrors(400, 413, 415, 422)
  async create(@Ctx() ctx: RequestContext, @Body() body: CreateBudgetDto) {
    const { view, itemCount } = await this.budgets.create(ctx, body);
    return success(`Budget ${view.id} created with proposal ${view.proposta} and ${itemCount} ${itemCount === 1 ? 'item' : 'items'}`, view);
  }

  @Put(':id/followups')
  @IfMatchHeader()
  @ApiOperation({
    summary: 'Record a follow-up of a budget',
    description:
      'Records a contact with the lead: `data` (default today, account time zone), `texto`, and `proximo_contato` (when to call again). `lastFollowUp` moves to `data` when it is later, or when the budget had none. `data` is the budget view, whose `followups` list every follow-up by date. Records `budget_updated`.',
  })
  @ApiBody({
    type: FollowUpDto,
    examples: {
      call: {
        summary: 'A call, and the next one in a week',
        value: { data: '2026-11-27', texto: 'Liguei; pediu a proposta por e-mail', proximo_contato: '2026-12-04' },
      },
    },
  })
  @ApiOkResponse({ type: BudgetWriteResponseDto })
  @ApiErrors(400, 404, 413, 415)
  async followUp(@Ctx() ctx: RequestContext, @Param('id', IdParamPipe) id: number, @Body() body: FollowUpDto) {
    const view = await this.budgets.addFollowUp(ctx, id, body);
    return success(`Follow-up recorded on budget ${id}`, view);
  }

  @Put(':id')
  @IfMatchHeader()
  @ApiOperation({
    summary: 'Update a budget',
    description:
      'Changes only the fields sent. `itens` replaces the items of the current proposal. Once a proposal is accepted its content is frozen: `itens`, `nova_proposta`, the client, the event, the notes, `validade` and the payment terms are 409 `proposal_accepted` (the booking changes through its event, order and entries); `status` and `lastFollowUp` still change. `nova_proposta: true` starts proposal `<budget_id>-<n+1>` (it becomes the current one) holding `itens` when sent, else a copy of the current items; earlier proposals stay readable with `GET /api/v1/orders?idorcamento=&proposta=`. `valorinicial` never changes. Records `budget_updated`.',
  })
  @ApiBody({
    type: UpdateBudgetDto,
    examples: {
      newProposal: {
        summary: 'Budget 1: a second proposal with the cake at a lower price',
        value: {
          observacoes: 'Cliente pediu desconto no bolo',
          nova_proposta: true,
          itens: [{ idproduto: 3, tipo: 'produto', quantidade: 1, valor: 900 }],
        },
      },
      approve: { summary: 'Budget 1 approved', value: { status: 'APROVADO', lastFollowUp: '2026-11-21' } },
    },
  })
  @ApiOkResponse({ type: BudgetWriteResponseDto })
  @ApiErrors(400, 404, 409, 413, 415, 422)
  async update(@Ctx() ctx: RequestContext, @Param('id', IdParamPipe) id: number, @Body() body: UpdateBudgetDto) {
    const { view, changes } = await this.budgets.update(ctx, id, body);
    return success(`Budget ${id} updated${changes.length ? ` (${changes.join(', ')})` : ''}`, view);
  }

  @Delete(':id')
  @IfMatchOnDelete()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Delete a budget',
    description:
      'Deletes the budget with all its proposals, items and refusals. An accepted budget is kept (409 `proposal_accepted`): its acceptance is the evidence of its booking. Records `budget_deleted`.',
  })
  @ApiOkResponse({ type: BudgetDeleteResponseDto })
  @ApiErrors(400, 404, 409)
  async remove(@Ctx() ctx: RequestContext, @Param('id', IdParamPipe) id: number) {
    const { propostas } = await this.budgets.remove(ctx, id);
    return success(`Budget ${id} deleted with its ${propostas.length} proposal(s)`);
  }
}
