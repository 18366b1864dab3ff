import { Body, Controller, Get, Param, Post, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AccountContext } from '../../accounts/accounts.service';
import { CurrentAccount } from '../../common/auth/current-account.decorator';
import { ApiErrors } from '../../common/http/api-errors';
import { IdParamPipe } from '../../common/http/id-param.pipe';
import { CatalogueService } from './catalogue.service';
import { ListEquipmentQuery, ListProductsQuery } from './dto/catalogue-list.query';
import { EquipmentPage, EquipmentView, EquipmentWriteResponse, ProductPage, ProductView, ProductWriteResponse } from './dto/catalogue-views.dto';
import { CreateEquipmentDto, CreateProductDto } from './dto/create-catalogue.dto';

@ApiTags('catalogue')
@Controller('products-services')
export class ProductsController {
  constructor(private readonly catalogue: CatalogueService) {}

  @Get()
  @ApiOperation({
    summary: 'List products and services',
    description: '`search` matches part of `nome` or `descricao` (case-insensitive). Sortable by `id` (default), `nome` or `valor`.',
  })
  @ApiOkResponse({ type: ProductPage })
  @ApiErrors(400)
  list(@CurrentAccount() account: AccountContext, @Query() query: ListProductsQuery) {
    return this.catalogue.listProducts(account.id, query);
  }

  @Get(':id')
  @ApiOperation({ summary: 'View a product or service', description: 'Answers the product itself, not wrapped.' })
  @ApiOkResponse({ type: ProductView })
  @ApiErrors(400, 404)
  view(@CurrentAccount() account: AccountContext, @Param('id', IdParamPipe) id: number) {
    return this.catalogue.getProduct(account.id, id);
  }

  @Post()
  @ApiOperation({
    summary: 'Create a product or service',
    description: 'Its `id` is what order items take as `id_produto` (tipo 2). `valorcusto` defaults to 0; `datacadastro` is today in the account time zone.',
  })
  @ApiCreatedResponse({ type: ProductWriteResponse })
  @ApiErrors(400)
  async create(@CurrentAccount() account: AccountContext, @Body() dto: CreateProductDto) {
    const data = await this.catalogue.createProduct(account.id, account.timezone, dto);
    return { status: 'success', message: `Product ${data.id} created`, data };
  }
}

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
  list(@CurrentAccount() account: AccountContext, @Query() query: ListEquipmentQuery) {
    return this.catalogue.listEquipment(account.id, query);
  }

  @Get(':id')
  @ApiOperation({ summary: 'View an equipment item', description: 'Answers the equipment itself, not wrapped.' })
  @ApiOkResponse({ type: EquipmentView })
  @ApiErrors(400, 404)
  view(@CurrentAccount() account: AccountContext, @Param('id', IdParamPipe) id: number) {
    return this.catalogue.getEquipment(account.id, id);
  }

  @Post()
  @ApiOperation({
    summary: 'Create an equipment item',
    description: 'Its `id` is what order items take as `id_item` (tipo 7). `valorcusto` and `estoque` default to 0; `datacadastro` is today in the account time zone.',
  })
  @ApiCreatedResponse({ type: EquipmentWriteResponse })
  @ApiErrors(400)
  async create(@CurrentAccount() account: AccountContext, @Body() dto: CreateEquipmentDto) {
    const data = await this.catalogue.createEquipment(account.id, account.timezone, dto);
    return { status: 'success', message: `Equipment ${data.id} created`, data };
  }
}
