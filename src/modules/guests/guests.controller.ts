import { Body, Controller, Get, Param, Post, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';

import { MeEventosCompatible } from '../../common/compat/me-eventos.decorator';
import { ApiErrors } from '../../common/http/api-errors';
import { success } from '../../common/http/success';
import { IdParamPipe } from '../../common/ids';
import { Ctx, RequestContext } from '../../common/request-context';
import { CreateGuestDto } from './dto/guest.dto';
import { GuestPage, GuestView, GuestWriteResponse } from './dto/guest-view.dto';
import { ListGuestsQuery } from './dto/list-guests.query';
import { GUESTS_COMPAT } from './guests.compat';
import { GuestsService } from './guests.service';

@ApiTags('guests')
@MeEventosCompatible(GUESTS_COMPAT)
@Controller('guests')
export class GuestsController {
  constructor(private readonly guests: GuestsService) {}

  @Get()
  @ApiOperation({
    summary: 'List guests',
    description:
      'Filters combine: `id_evento`, `presenca` and `search` (part of the first or last name, e-mail or phone; phones match ' +
      'with or without punctuation). Sortable by `id` (default) or `nome`.',
  })
  @ApiOkResponse({ type: GuestPage })
  @ApiErrors(400)
  list(@Ctx() ctx: RequestContext, @Query() query: ListGuestsQuery) {
    return this.guests.list(ctx, query);
  }

  @Get(':id')
  @ApiOperation({ summary: 'View a guest', description: 'Answers the guest itself, not wrapped.' })
  @ApiOkResponse({ type: GuestView })
  @ApiErrors(400, 404)
  view(@Ctx() ctx: RequestContext, @Param('id', IdParamPipe) id: number) {
    return this.guests.get(ctx, id);
  }

  @Post()
  @ApiOperation({
    summary: 'Add a guest to an event',
    description:
      'The event must exist in the account (422 on `id_evento` otherwise). `presenca` defaults to `PENDENTE`. Emits `guest_created`.',
  })
  @ApiCreatedResponse({ type: GuestWriteResponse })
  @ApiErrors(400, 422)
  async create(@Ctx() ctx: RequestContext, @Body() dto: CreateGuestDto) {
    const data = await this.guests.create(ctx, dto);
    return success(`Guest ${data.id} created`, data);
  }
}
