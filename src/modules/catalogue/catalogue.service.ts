import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { dateInZone } from '../../common/dates';
import { money } from '../../common/decimal';
import { Page, paginate } from '../../common/pagination';
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

const emptyToNull = (value: string | undefined): string | null => (value === undefined || value === '' ? null : value);

/** Products/services and equipment: the catalogue order and budget items look up by ID. */
@Injectable()
export class CatalogueService {
  constructor(
    private readonly products: ProductRepository,
    private readonly equipment: EquipmentRepository,
  ) {}

  async listProducts(accountId: number, query: ListProductsQuery): Promise<Page<ProductView>> {
    const qb = this.products.query(accountId);
    const term = query.search?.trim();
    if (term) qb.andWhere(`(product.nome LIKE :term ${LIKE_ESCAPE} OR product.descricao LIKE :term ${LIKE_ESCAPE})`, { term: containsPattern(term) });
    const page = await paginate(qb, query, { id: 'product.id', nome: 'product.nome', valor: 'product.valor' });
    return { data: page.data.map(productView), pagination: page.pagination };
  }

  async getProduct(accountId: number, id: number): Promise<ProductView> {
    const row = await this.products.findById(accountId, id);
    if (!row) throw productNotFound(id);
    return productView(row);
  }

  async createProduct(accountId: number, timezone: string, dto: CreateProductDto): Promise<ProductView> {
    const row = await this.products.create(accountId, {
      nome: dto.nome,
      valor: money(dto.valor),
      valorcusto: money(dto.valorcusto ?? 0),
      descricao: emptyToNull(dto.descricao),
      medida: emptyToNull(dto.medida),
      datacadastro: dateInZone(new Date(), timezone),
    });
    return this.getProduct(accountId, row.id);
  }

  async listEquipment(accountId: number, query: ListEquipmentQuery): Promise<Page<EquipmentView>> {
    const qb = this.equipment.query(accountId);
    const term = query.search?.trim();
    if (term) qb.andWhere(`(equipment.nome LIKE :term ${LIKE_ESCAPE} OR equipment.descricao LIKE :term ${LIKE_ESCAPE})`, { term: containsPattern(term) });
    const page = await paginate(qb, query, { id: 'equipment.id', nome: 'equipment.nome' });
    return { data: page.data.map(equipmentView), pagination: page.pagination };
  }

  async getEquipment(accountId: number, id: number): Promise<EquipmentView> {
    const row = await this.equipment.findById(accountId, id);
    if (!row) throw equipmentNotFound(id);
    return equipmentView(row);
  }

  async createEquipment(accountId: number, timezone: string, dto: CreateEquipmentDto): Promise<EquipmentView> {
    const row = await this.equipment.create(accountId, {
      nome: dto.nome,
      valor: money(dto.valor),
      valorcusto: money(dto.valorcusto ?? 0),
      descricao: emptyToNull(dto.descricao),
      medida: emptyToNull(dto.medida),
      estoque: dto.estoque ?? 0,
      datacadastro: dateInZone(new Date(), timezone),
    });
    return this.getEquipment(accountId, row.id);
  }

  /** For order and budget items: the account's products among `ids` (others are simply absent). */
  findProducts(accountId: number, ids: number[], manager?: EntityManager): Promise<Product[]> {
    return this.products.findByIds(accountId, ids, manager);
  }

  /** For order and budget items: the account's equipment among `ids` (others are simply absent). */
  findEquipment(accountId: number, ids: number[], manager?: EntityManager): Promise<Equipment[]> {
    return this.equipment.findByIds(accountId, ids, manager);
  }
}
