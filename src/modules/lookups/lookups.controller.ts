import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AccountContext } from '../../accounts/accounts.service';
import { CurrentAccount } from '../../common/auth/current-account.decorator';
import { ApiErrors } from '../../common/http/api-errors';
import { LookupListQuery } from './dto/lookup-list.query';
import { CardPage, CostCenterPage, EventLocationPage, EventTypePage, FinancialCategoryPage, HowMetPage, SellerPage } from './dto/lookup-views.dto';
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
  @ApiOperation({ summary: 'List how-met sources', description: `How clients met the company (acquisition channels), referenced as \`id_como_conheceu\`. ${COMMON}` })
  @ApiOkResponse({ type: HowMetPage })
  @ApiErrors(400)
  howMet(@CurrentAccount() account: AccountContext, @Query() query: LookupListQuery) {
    return this.lookups.list(account.id, 'howmet', query);
  }

  @Get('eventtype')
  @ApiOperation({ summary: 'List event types', description: `Event types, referenced by events as \`id_tipo_evento\`. ${COMMON}` })
  @ApiOkResponse({ type: EventTypePage })
  @ApiErrors(400)
  eventTypes(@CurrentAccount() account: AccountContext, @Query() query: LookupListQuery) {
    return this.lookups.list(account.id, 'eventtype', query);
  }

  @Get('seller')
  @ApiOperation({ summary: 'List sellers', description: `Sellers, referenced by events and order items as \`id_vendedor\`. ${COMMON}` })
  @ApiOkResponse({ type: SellerPage })
  @ApiErrors(400)
  sellers(@CurrentAccount() account: AccountContext, @Query() query: LookupListQuery) {
    return this.lookups.list(account.id, 'seller', query);
  }

  @Get('eventlocation')
  @ApiOperation({ summary: 'List event locations', description: `Event locations with their address, referenced by events as \`id_local\`. ${COMMON}` })
  @ApiOkResponse({ type: EventLocationPage })
  @ApiErrors(400)
  locations(@CurrentAccount() account: AccountContext, @Query() query: LookupListQuery) {
    return this.lookups.list(account.id, 'eventlocation', query);
  }

  @Get('cards')
  @ApiOperation({ summary: 'List cards', description: `Card brands and card machines, referenced by financial entries as \`idcartao\` (required when \`forma_pagamento\` is \`cartao_credito\`). ${COMMON}` })
  @ApiOkResponse({ type: CardPage })
  @ApiErrors(400)
  cards(@CurrentAccount() account: AccountContext, @Query() query: LookupListQuery) {
    return this.lookups.list(account.id, 'cards', query);
  }

  @Get('costcenter')
  @ApiOperation({ summary: 'List cost centres', description: `Cost centres, referenced by the apportionment (\`rateio\`) of financial entries as \`id_centro_custo\`. ${COMMON}` })
  @ApiOkResponse({ type: CostCenterPage })
  @ApiErrors(400)
  costCenters(@CurrentAccount() account: AccountContext, @Query() query: LookupListQuery) {
    return this.lookups.list(account.id, 'costcenter', query);
  }

  @Get('financialcategory')
  @ApiOperation({ summary: 'List financial categories', description: `Categories of financial entries, referenced as \`id_categoria\`. ${COMMON}` })
  @ApiOkResponse({ type: FinancialCategoryPage })
  @ApiErrors(400)
  financialCategories(@CurrentAccount() account: AccountContext, @Query() query: LookupListQuery) {
    return this.lookups.list(account.id, 'financialcategory', query);
  }
}
