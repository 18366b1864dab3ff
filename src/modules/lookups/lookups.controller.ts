import { Body, Controller, Get, Param, Put, Query } from '@nestjs/common';
import { ApiBody, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';

import { MeEventosCompatible } from '../../common/compat/me-eventos.decorator';
import { ApiErrors } from '../../common/http/api-errors';
import { success } from '../../common/http/success';
import { IdParamPipe } from '../../common/ids';
import { Ctx, RequestContext } from '../../common/request-context';
import { LookupListQuery } from './dto/lookup-list.query';
import {
  CardPage,
  CostCenterPage,
  EventLocationPage,
  EventTypePage,
  FinancialCategoryPage,
  HowMetPage,
  SellerPage,
} from './dto/lookup-views.dto';
import { SellerUpdateDto, SellerUpdateResponse } from './dto/seller-update.dto';
import { EVENT_LOCATIONS_COMPAT, EVENT_TYPES_COMPAT } from './lookups.compat';
import { LookupsService } from './lookups.service';

const COMMON =
  'Every new account starts with sensible Brazilian defaults; entries are added, renamed and deactivated with the CLI ' +
  '(`npm run cli -- lookup:add <account id> <kind> "<nome>"`). Inactive entries are listed too (`ativo: false`) so that old records still resolve. ' +
  '`search` matches part of `nome`; sortable by `id` (default) or `nome`.';

@ApiTags('lookups')
@Controller()
export class LookupsController {
  constructor(private readonly lookups: LookupsService) {}

  @Get('howmet')
  @ApiOperation({
    summary: 'List how-met sources',
    description: `How clients met the company (acquisition channels), referenced as \`id_como_conheceu\`. ${COMMON}`,
  })
  @ApiOkResponse({ type: HowMetPage })
  @ApiErrors(400)
  howMet(@Ctx() ctx: RequestContext, @Query() query: LookupListQuery) {
    return this.lookups.list(ctx, 'howmet', query);
  }

  @Get('eventtype')
  @MeEventosCompatible(EVENT_TYPES_COMPAT)
  @ApiOperation({ summary: 'List event types', description: `Event types, referenced by events as \`id_tipo_evento\`. ${COMMON}` })
  @ApiOkResponse({ type: EventTypePage })
  @ApiErrors(400)
  eventTypes(@Ctx() ctx: RequestContext, @Query() query: LookupListQuery) {
    return this.lookups.list(ctx, 'eventtype', query);
  }

  @Get('seller')
  @ApiOperation({ summary: 'List sellers', description: `Sellers, referenced by events and order items as \`id_vendedor\`. ${COMMON}` })
  @ApiOkResponse({ type: SellerPage })
  @ApiErrors(400)
  sellers(@Ctx() ctx: RequestContext, @Query() query: LookupListQuery) {
    return this.lookups.list(ctx, 'seller', query);
  }

  @Put('seller/:id')
  @ApiOperation({
    summary: 'Update a seller',
    description:
      'Partial update: only the fields sent change (at least one, else 400). `comissao_percentual` (0 to 100, up to 2 decimals) is what ' +
      "`GET /api/v1/reports/commissions` applies to the seller's sales; `nome` renames the seller; `ativo: false` deactivates it (it stays " +
      'listed, so old records still resolve). 404 when the account has no such seller. The CLI does the same: ' +
      '`npm run cli -- seller:commission <account id> <seller id> <percent>`.',
  })
  @ApiBody({ type: SellerUpdateDto, examples: { commission: { summary: 'A 5 % commission', value: { comissao_percentual: 5 } } } })
  @ApiOkResponse({ type: SellerUpdateResponse })
  @ApiErrors(400, 404)
  async updateSeller(@Ctx() ctx: RequestContext, @Param('id', IdParamPipe) id: number, @Body() dto: SellerUpdateDto) {
    return success(`Seller ${id} updated`, await this.lookups.updateSeller(ctx, id, dto));
  }

  @Get('eventlocation')
  @MeEventosCompatible(EVENT_LOCATIONS_COMPAT)
  @ApiOperation({
    summary: 'List event locations',
    description: `Event locations with their address, referenced by events as \`id_local\`. ${COMMON}`,
  })
  @ApiOkResponse({ type: EventLocationPage })
  @ApiErrors(400)
  locations(@Ctx() ctx: RequestContext, @Query() query: LookupListQuery) {
    return this.lookups.list(ctx, 'eventlocation', query);
  }

  @Get('cards')
  @ApiOperation({
    summary: 'List cards',
    description: `Card brands and card machines, referenced by financial entries as \`idcartao\` (required when \`forma_pagamento\` is \`cartao_credito\`). ${COMMON}`,
  })
  @ApiOkResponse({ type: CardPage })
  @ApiErrors(400)
  cards(@Ctx() ctx: RequestContext, @Query() query: LookupListQuery) {
    return this.lookups.list(ctx, 'cards', query);
  }

  @Get('costcenter')
  @ApiOperation({
    summary: 'List cost centres',
    description: `Cost centres, referenced by the apportionment (\`rateio\`) of financial entries as \`id_centro_custo\`. ${COMMON}`,
  })
  @ApiOkResponse({ type: CostCenterPage })
  @ApiErrors(400)
  costCenters(@Ctx() ctx: RequestContext, @Query() query: LookupListQuery) {
    return this.lookups.list(ctx, 'costcenter', query);
  }

  @Get('financialcategory')
  @ApiOperation({
    summary: 'List financial categories',
    description: `Categories of financial entries, referenced as \`id_categoria\`. ${COMMON}`,
  })
  @ApiOkResponse({ type: FinancialCategoryPage })
  @ApiErrors(400)
  financialCategories(@Ctx() ctx: RequestContext, @Query() query: LookupListQuery) {
    return this.lookups.list(ctx, 'financialcategory', query);
  }
}
