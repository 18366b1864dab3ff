import { Body, Controller, Get, Param, Post, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';

import { ApiErrors } from '../../common/http/api-errors';
import { success } from '../../common/http/success';
import { IdParamPipe } from '../../common/ids';
import { Ctx, RequestContext } from '../../common/request-context';
import { CatalogueService } from './catalogue.service';
import { ListProductsQuery } from './dto/catalogue-list.query';
import { ProductPage, ProductView, ProductWriteResponse } from './dto/catalogue-views.dto';
import { CreateProductDto } from './dto/create-catalogue.dto';

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
  list(@Ctx() ctx: RequestContext, @Query() query: ListProductsQuery) {
    return this.catalogue.listProducts(ctx, query);
  }

  @Get(':id')
  @ApiOperation({ summary: 'View a product or service', description: 'Answers the product itself, not wrapped.' })
  @ApiOkResponse({ type: ProductView })
  @ApiErrors(400, 404)
  view(@Ctx() ctx: RequestContext, @Param('id', IdParamPipe) id: number) {
    return this.catalogue.getProduct(ctx, id);
  }

  @Post()
  @ApiOperation({
    summary: 'Create a product or service',
    description:
      'Its `id` is what order items take as `id_produto` (tipo 2). `valorcusto` defaults to 0; `datacadastro` is today in the account time zone.',
  })
  @ApiCreatedResponse({ type: ProductWriteResponse })
  @ApiErrors(400)
  async create(@Ctx() ctx: RequestContext, @Body() dto: CreateProductDto) {
    const data = await this.catalogue.createProduct(ctx, dto);
    return success(`Product ${data.id} created`, data);
  }
}
