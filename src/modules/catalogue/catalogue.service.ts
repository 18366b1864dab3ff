import { Injectable } from '@nestjs/common';

import { dateInZone } from '../../common/dates';
import { money } from '../../common/decimal';
import { listOptions, listPage } from '../../common/list-page';
import { Page } from '../../common/pagination';
import type { RequestContext } from '../../common/request-context';
import { containsPattern, LIKE_ESCAPE } from '../../common/search';
import { AccountScopedRepository } from '../../database/account-scoped.repository';
import { TransactionRunner } from '../../database/transaction';
import { equipmentNotFound, productNotFound } from './catalogue.errors';
import { ListEquipmentQuery, ListProductsQuery } from './dto/catalogue-list.query';
import { EquipmentView, ProductView } from './dto/catalogue-views.dto';
import { CreateEquipmentDto, CreateProductDto } from './dto/create-catalogue.dto';
import { Equipment } from './entities/equipment.entity';
import { Product } from './entities/product.entity';
import { EquipmentRepository } from './equipment.repository';
import { ProductRepository } from './product.repository';

export function productView(p: Product): ProductView {
  return {
    id: p.id,
    nome: p.nome,
    descricao: p.descricao,
    valor: p.valor,
    valorcusto: p.valorcusto,
    medida: p.medida,
    datacadastro: p.datacadastro,
  };
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
    private readonly transactions: TransactionRunner,
  ) {}

  listProducts(ctx: RequestContext, query: ListProductsQuery): Promise<Page<ProductView>> {
    return this.list(ctx, this.products, query, { id: 'product.id', nome: 'product.nome', valor: 'product.valor' }, productView);
  }

  async getProduct(ctx: RequestContext, id: number): Promise<ProductView> {
    return productView(await this.get(ctx, this.products, id, productNotFound));
  }

  async createProduct(ctx: RequestContext, dto: CreateProductDto): Promise<ProductView> {
    return productView(await this.create(ctx, this.products, dto, {}, productNotFound));
  }

  listEquipment(ctx: RequestContext, query: ListEquipmentQuery): Promise<Page<EquipmentView>> {
    return this.list(ctx, this.equipment, query, { id: 'equipment.id', nome: 'equipment.nome' }, equipmentView);
  }

  async getEquipment(ctx: RequestContext, id: number): Promise<EquipmentView> {
    return equipmentView(await this.get(ctx, this.equipment, id, equipmentNotFound));
  }

  async createEquipment(ctx: RequestContext, dto: CreateEquipmentDto): Promise<EquipmentView> {
    return equipmentView(await this.create(ctx, this.equipment, dto, { estoque: dto.estoque ?? 0 }, equipmentNotFound));
  }

  /** Either family's list: `search` looks in the name and the description. */
  private list<T extends Product | Equipment, V>(
    ctx: RequestContext,
    repo: AccountScopedRepository<T>,
    query: ListProductsQuery | ListEquipmentQuery,
    sortColumns: Record<string, string>,
    view: (row: T) => V,
  ): Promise<Page<V>> {
    const term = query.search?.trim();
    const source = repo.listSource(ctx.account.id, (qb) => {
      const a = qb.alias;
      if (term)
        qb.andWhere(`(${a}.nome LIKE :term ${LIKE_ESCAPE} OR ${a}.descricao LIKE :term ${LIKE_ESCAPE})`, { term: containsPattern(term) });
    });
    return listPage(source, listOptions(query, sortColumns), view);
  }

  private async get<T extends Product | Equipment>(
    ctx: RequestContext,
    repo: AccountScopedRepository<T>,
    id: number,
    notFound: (id: number) => Error,
  ): Promise<T> {
    const row = await repo.findById(ctx.account.id, id, ctx.tx?.manager);
    if (!row) throw notFound(id);
    return row;
  }

  /**
   * A new row of either family, written and read back in a transaction of the runner (joining
   * the context's, if any; never a bare write on the shared connection); `datacadastro` is
   * today in the account's zone.
   */
  private async create<T extends Product | Equipment>(
    ctx: RequestContext,
    repo: AccountScopedRepository<T>,
    dto: CreateProductDto,
    extra: Partial<T>,
    notFound: (id: number) => Error,
  ): Promise<T> {
    const values = {
      nome: dto.nome,
      valor: money(dto.valor),
      valorcusto: money(dto.valorcusto ?? 0),
      descricao: emptyToNull(dto.descricao),
      medida: emptyToNull(dto.medida),
      ...extra,
      datacadastro: dateInZone(new Date(), ctx.account.timezone),
    } as Partial<T>;
    return this.transactions.run(ctx, async (c) => {
      const row = await repo.create(c.account.id, values, c.tx.manager);
      return this.get(c, repo, row.id, notFound);
    });
  }

  /**
   * What order and budget items take from the catalogue: the account's products and equipment
   * among the IDs, keyed by ID (unknown ones, or another account's, are simply absent). Reads in
   * the caller's transaction when the context has one.
   */
  async pricesFor(ctx: RequestContext, productIds: number[], equipmentIds: number[]): Promise<CataloguePrices> {
    const rows = await this.products.prices(ctx.account.id, productIds, equipmentIds, ctx.tx?.manager);
    const prices: CataloguePrices = { products: new Map(), equipment: new Map() };
    for (const { kind, ...price } of rows) (kind === 'product' ? prices.products : prices.equipment).set(price.id, price);
    return prices;
  }
}
