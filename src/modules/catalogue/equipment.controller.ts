import { Body, Controller, Get, Param, Post, Put, Query } from '@nestjs/common';
import { ApiBody, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';

import { ApiErrors } from '../../common/http/api-errors';
import { ETagged, IfMatchHeader } from '../../common/http/etag';
import { success } from '../../common/http/success';
import { IdParamPipe } from '../../common/ids';
import { Ctx, RequestContext } from '../../common/request-context';
import { CatalogueService } from './catalogue.service';
import { ListEquipmentQuery } from './dto/catalogue-list.query';
import { EquipmentPage, EquipmentUpdateResponse, EquipmentView, EquipmentWriteResponse } from './dto/catalogue-views.dto';
import { CreateEquipmentDto, UpdateEquipmentDto } from './dto/create-catalogue.dto';

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
  @ETagged()
  @ApiOperation({ summary: 'View an equipment item', description: 'Answers the equipment itself, not wrapped, with its `ETag`.' })
  @ApiOkResponse({ type: EquipmentView })
  @ApiErrors(400, 404)
  view(@Ctx() ctx: RequestContext, @Param('id', IdParamPipe) id: number) {
    return this.catalogue.getEquipment(ctx, id);
  }

  @Post()
  @ApiOperation({
    summary: 'Create an equipment item',
    description:
      'Its `id` is what order items take as `id_item` (tipo 7). `valorcusto` and `estoque` default to 0; `datacadastro` is today in the account time zone. With `controle_estoque: true` (default false) stock is enforced: an order or event change that would reserve more than `estoque` units on any day is 409 `insufficient_stock` unless sent with `permitir_falta: true`.',
  })
  @ApiCreatedResponse({ type: EquipmentWriteResponse })
  @ApiErrors(400)
  async create(@Ctx() ctx: RequestContext, @Body() dto: CreateEquipmentDto) {
    const data = await this.catalogue.createEquipment(ctx, dto);
    return success(`Equipment ${data.id} created`, data);
  }

  @Put(':id')
  @IfMatchHeader()
  @ApiOperation({
    summary: 'Update an equipment item',
    description:
      'Partial update: only the fields sent change (at least one, else 400). `estoque` may go below what is already reserved: those days show a negative `disponivel` in the availability reads; with `controle_estoque` on, the days from today on left short are answered in `faltas` and recorded as `equipment_overbooked`. Turning `controle_estoque` on enforces the stock on the writes that follow; reservations already made stay.',
  })
  @ApiBody({
    type: UpdateEquipmentDto,
    examples: { stock: { summary: 'Stock raised and enforced', value: { estoque: 360, controle_estoque: true } } },
  })
  @ApiOkResponse({ type: EquipmentUpdateResponse })
  @ApiErrors(400, 404)
  async update(@Ctx() ctx: RequestContext, @Param('id', IdParamPipe) id: number, @Body() dto: UpdateEquipmentDto) {
    const { equipment, faltas } = await this.catalogue.updateEquipment(ctx, id, dto);
    return { ...success(`Equipment ${id} updated`, equipment), faltas };
  }
}
