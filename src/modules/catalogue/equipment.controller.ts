import { Body, Controller, Get, Param, Post, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';

import { ApiErrors } from '../../common/http/api-errors';
import { success } from '../../common/http/success';
import { IdParamPipe } from '../../common/ids';
import { Ctx, RequestContext } from '../../common/request-context';
import { CatalogueService } from './catalogue.service';
import { ListEquipmentQuery } from './dto/catalogue-list.query';
import { EquipmentPage, EquipmentView, EquipmentWriteResponse } from './dto/catalogue-views.dto';
import { CreateEquipmentDto } from './dto/create-catalogue.dto';

@ApiTags('catalogue')
@Controller('equipment')
export class EquipmentController {
  constructor(private readonly catalogue: CatalogueService) {}

  @Get()
  @ApiOperation({
    summary: 'List equipment',
    description: '`search` matches part of `nome` or `descricao` (case-insensitive). Sortable by `id` (default) or `nome`.',
  })
  @ApiOkResponse({ type: EquipmentPage })
  @ApiErrors(400)
  list(@Ctx() ctx: RequestContext, @Query() query: ListEquipmentQuery) {
    return this.catalogue.listEquipment(ctx, query);
  }

  @Get(':id')
  @ApiOperation({ summary: 'View an equipment item', description: 'Answers the equipment itself, not wrapped.' })
  @ApiOkResponse({ type: EquipmentView })
  @ApiErrors(400, 404)
  view(@Ctx() ctx: RequestContext, @Param('id', IdParamPipe) id: number) {
    return this.catalogue.getEquipment(ctx, id);
  }

  @Post()
  @ApiOperation({
    summary: 'Create an equipment item',
    description:
      'Its `id` is what order items take as `id_item` (tipo 7). `valorcusto` and `estoque` default to 0; `datacadastro` is today in the account time zone.',
  })
  @ApiCreatedResponse({ type: EquipmentWriteResponse })
  @ApiErrors(400)
  async create(@Ctx() ctx: RequestContext, @Body() dto: CreateEquipmentDto) {
    const data = await this.catalogue.createEquipment(ctx, dto);
    return success(`Equipment ${data.id} created`, data);
  }
}
