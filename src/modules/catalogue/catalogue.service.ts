import { Injectable } from '@nestjs/common';
import { dateInZone } from '../../common/dates';
import { money } from '../../common/decimal';
import { Page, paginate } from '../../common/pagination';
import type { RequestContext } from '../../common/request-context';
import { containsPattern, LIKE_ESCAPE } from '../../common/search';
import { equipmentNotFound, productNotFound } from './catalogue.errors';
import { EquipmentRepository, ProductRepository } from './catalogue.repository';
import { ListEquipmentQuery, ListProductsQuery } from './dto/catalogue-list.query';
import { CreateEquipmentDto, CreateProductDto } from './dto/create-catalogue.dto';
import { EquipmentView, ProductView } from './dto/catalogue-views.dto';
import { Equipment, Product } from './entities/catalogue.entity';

export function productView(p: Product): ProductView {
  return { id: p.id, nome: p.nome, descricao: p.descricao, valor: p.valor, valorcusto: p.valorcusto, medida: p.medida, datacadastro: p.datacadastro };
}

export function equipmentView(e: Equipment): EquipmentView {
  return {
    id: e.id,
    nome: e.nome,
    descricao: e.descricao,
    valor: e.valor,
    valorcusto: e.valorcusto,
    medida: e.medida,
    estoque: e.estoque,
    datacadastro: e.datacadastro,
  };
}

/** The catalogue values an order or budget item copies. */
export interface CataloguePrice {
  id: number;
  nome: string;
  valor: number;
  valorcusto: number;
  medida: string | null;
}

export interface CataloguePrices {
  products: Map<number, CataloguePrice>;
  equipment: Map<number, CataloguePrice>;
}

const emptyToNull = (value: string | undefined): string | null => (value === undefined || value === '' ? null : value);

/** Products/services and equipment: the catalogue order and budget items look up by ID. */
@Injectable()
export class CatalogueService {
  constructor(
    private readonly products: ProductRepository,
    private readonly equipment: EquipmentRepository,
  ) {}

  async listProducts(ctx: RequestContext, query: ListProductsQuery): Promise<Page<ProductView>> {
    const qb = this.products.query(ctx.account.id);
    const term = query.search?.trim();
    if (term) qb.andWhere(`(product.nome LIKE :term ${LIKE_ESCAPE} OR product.descricao LIKE :term ${LIKE_ESCAPE})`, { term: containsPattern(term) });
    const page = await paginate(qb, query, { id: 'product.id', nome: 'product.nome', valor: 'product.valor' });
    return { data: page.data.map(productView), pagination: page.pagination };
  }

  async getProduct(ctx: RequestContext, id: number): Promise<ProductView> {
    const row = await this.products.findById(ctx.account.id, id);
    if (!row) throw productNotFound(id);
    return productView(row);
  }

  async createProduct(ctx: RequestContext, dto: CreateProductDto): Promise<ProductView> {
    const row = await this.products.create(ctx.account.id, {
      nome: dto.nome,
      valor: money(dto.valor),
      valorcusto: money(dto.valorcusto ?? 0),
      descricao: emptyToNull(dto.descricao),
      medida: emptyToNull(dto.medida),
      datacadastro: dateInZone(new Date(), ctx.account.timezone),
    });
    return this.getProduct(ctx, row.id);
  }

  async listEquipment(ctx: RequestContext, query: ListEquipmentQuery): Promise<Page<EquipmentView>> {
    const qb = this.equipment.query(ctx.account.id);
    const term = query.search?.trim();
    if (term) qb.andWhere(`(equipment.nome LIKE :term ${LIKE_ESCAPE} OR equipment.descricao LIKE :term ${LIKE_ESCAPE})`, { term: containsPattern(term) });
    const page = await paginate(qb, query, { id: 'equipment.id', nome: 'equipment.nome' });
    return { data: page.data.map(equipmentView), pagination: page.pagination };
  }

  async getEquipment(ctx: RequestContext, id: number): Promise<EquipmentView> {
    const row = await this.equipment.findById(ctx.account.id, id);
    if (!row) throw equipmentNotFound(id);
    return equipmentView(row);
  }

  async createEquipment(ctx: RequestContext, dto: CreateEquipmentDto): Promise<EquipmentView> {
    const row = await this.equipment.create(ctx.account.id, {
      nome: dto.nome,
      valor: money(dto.valor),
      valorcusto: money(dto.valorcusto ?? 0),
      descricao: emptyToNull(dto.descricao),
      medida: emptyToNull(dto.medida),
      estoque: dto.estoque ?? 0,
      datacadastro: dateInZone(new Date(), ctx.account.timezone),
    });
    return this.getEquipment(ctx, row.id);
  }

  /**
   * What order and budget items take from the catalogue: the account's products and equipment
   * among the IDs, keyed by ID (unknown ones, or another account's, are simply absent). Reads in
   * the caller's transaction when the context has one.
   */
  async pricesFor(ctx: RequestContext, productIds: number[], equipmentIds: number[]): Promise<CataloguePrices> {
    const m = ctx.tx?.manager;
    const accountId = ctx.account.id;
    const price = (row: Product | Equipment): CataloguePrice => ({ id: row.id, nome: row.nome, valor: row.valor, valorcusto: row.valorcusto, medida: row.medida });
    const [products, equipment] = [
      await this.products.findByIds(accountId, [...new Set(productIds)], m),
      await this.equipment.findByIds(accountId, [...new Set(equipmentIds)], m),
    ];
    return { products: new Map(products.map((p) => [p.id, price(p)])), equipment: new Map(equipment.map((e) => [e.id, price(e)])) };
  }
}
