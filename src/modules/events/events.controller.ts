import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiBody, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';

import { MeEventosCompatible } from '../../common/compat/me-eventos.decorator';
import { ApiErrors } from '../../common/http/api-errors';
import { ETagged, IfMatchHeader, IfMatchOnDelete } from '../../common/http/etag';
import { success } from '../../common/http/success';
import { IdParamPipe } from '../../common/ids';
import { Ctx, RequestContext } from '../../common/request-context';
import { CreateEventDto, UpdateEventDto } from './dto/event.dto';
import { EventDeletedResponse, EventPage, EventUpdateResponse, EventView, EventWriteResponse } from './dto/event-view.dto';
import { ListEventsQuery } from './dto/list-events.query';
import { EVENTS_COMPAT } from './events.compat';
import { EventsService } from './events.service';

@ApiTags('events')
@MeEventosCompatible(EVENTS_COMPAT)
@Controller('events')
export class EventsController {
  constructor(private readonly events: EventsService) {}

  @Get()
  @ApiOperation({
    summary: 'List events',
    description:
      'Filters combine: `data_inicio` / `data_fim` bound `data_evento` (inclusive), `id_cliente`, `id_local`, `nome_local` ' +
      "(part of the location's name), `status`, and `search` (part of `nome`). Sortable by `id` (default), `nome`, `data_evento`, " +
      '`hora_inicio`, `numero_convidados`, `datacadastro`, `status`.',
  })
  @ApiOkResponse({ type: EventPage })
  @ApiErrors(400)
  list(@Ctx() ctx: RequestContext, @Query() query: ListEventsQuery) {
    return this.events.list(ctx, query);
  }

  @Get(':id')
  @ETagged()
  @ApiOperation({ summary: 'View an event', description: 'Answers the event itself, not wrapped.' })
  @ApiOkResponse({ type: EventView })
  @ApiErrors(400, 404)
  view(@Ctx() ctx: RequestContext, @Param('id', IdParamPipe) id: number) {
    return this.events.get(ctx, id);
  }

  @Post()
  @ApiOperation({
    summary: 'Create an event',
    description:
      '`status` defaults to `PREVISTO`. `id_cliente`, `id_tipo_evento`, `id_local`, `id_vendedor` and `id_como_conheceu` ' +
      'must exist in the account (422 naming each unknown one). `data_fim` may not be before `data_evento` (400). Emits `event_created`.',
  })
  @ApiBody({
    type: CreateEventDto,
    examples: {
      event: {
        summary: 'A two-day event for client 1',
        value: {
          nome: 'Aniversário de 15 anos da Júlia',
          data_evento: '2027-05-22',
          data_fim: '2027-05-23',
          hora_inicio: '20:00',
          hora_fim: '02:00',
          id_cliente: 1,
          id_tipo_evento: 1,
          id_local: 1,
          id_vendedor: 1,
          id_como_conheceu: 2,
          numero_convidados: 120,
          status: 'PREVISTO',
          observacoes: 'Decoração em tons de lilás',
        },
      },
    },
  })
  @ApiCreatedResponse({ type: EventWriteResponse })
  @ApiErrors(400, 422)
  async create(@Ctx() ctx: RequestContext, @Body() dto: CreateEventDto) {
    const data = await this.events.create(ctx, dto);
    return success(`Event ${data.id} created`, data);
  }

  @Put(':id')
  @IfMatchHeader()
  @ApiOperation({
    summary: 'Update an event',
    description:
      'Partial update: only the fields sent change; `null` clears an optional field. Same checks as creation. Emits `event_updated`.\n\n' +
      'The equipment its orders hold (tipo 7 items) is reserved on every day from `data_evento` to `data_fim` while the event is not `CANCELADO`: new dates move the reservations, cancelling frees them, leaving `CANCELADO` takes them back. Where that would reserve more units than an equipment with `controle_estoque` has on some day, the answer is 409 `insufficient_stock` (an entry per equipment naming the first short day and the units missing) and nothing changes; with `permitir_falta: true` the change is applied and the answer lists the shortages in `faltas`.',
  })
  @ApiBody({
    type: UpdateEventDto,
    examples: {
      update: {
        summary: 'Event 1 moved and grown',
        value: {
          data_evento: '2027-03-20',
          data_fim: '2027-03-21',
          numero_convidados: 180,
          observacoes: 'Cerimônia ao ar livre; plano B no salão',
        },
      },
    },
  })
  @ApiOkResponse({ type: EventUpdateResponse })
  @ApiErrors(400, 404, 409, 422)
  async update(@Ctx() ctx: RequestContext, @Param('id', IdParamPipe) id: number, @Body() dto: UpdateEventDto) {
    const { event, faltas } = await this.events.update(ctx, id, dto);
    const answer = success(`Event ${id} updated`, event);
    return dto.permitir_falta ? { ...answer, faltas } : answer;
  }

  @Delete(':id')
  @IfMatchOnDelete()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Delete an event',
    description:
      '409 while the event has orders (or budgets or financial entries linked to it). Its guest list is deleted with it. Emits `event_deleted`.',
  })
  // The demo's event 2 has nothing attached, so the example deletes it.
  @ApiParam({ name: 'id', type: Number, example: 2 })
  @ApiOkResponse({ type: EventDeletedResponse })
  @ApiErrors(400, 404, 409)
  async remove(@Ctx() ctx: RequestContext, @Param('id', IdParamPipe) id: number) {
    const { event, guests } = await this.events.remove(ctx, id);
    return success(`Event ${id} (${event.nome}) deleted${guests > 0 ? `, with ${guests} guest${guests === 1 ? '' : 's'}` : ''}`);
  }
}
