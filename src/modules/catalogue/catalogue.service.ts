import { Injectable } from '@nestjs/common';

import { dateInZone } from '../../common/dates';
import { money } from '../../common/decimal';
import { badRequest } from '../../common/errors';
import { checkPreconditions } from '../../common/http/etag';
import { listOptions, listPage } from '../../common/list-page';
import { Page } from '../../common/pagination';
import type { RequestContext, TxContext } from '../../common/request-context';
import { containsPattern, LIKE_ESCAPE } from '../../common/search';
import { AccountScopedRepository } from '../../database/account-scoped.repository';
import { TransactionRunner } from '../../database/transaction';
import { equipmentNotFound, productNotFound } from './catalogue.errors';
import { ListEquipmentQuery, ListProductsQuery } from './dto/catalogue-list.query';
import { EquipmentView, ProductView } from './dto/catalogue-views.dto';
import { CreateEquipmentDto, CreateProductDto, UpdateEquipmentDto } from './dto/create-catalogue.dto';
import { EquipmentAvailabilitySummary, ListAvailabilityQuery } from './dto/equipment-availability.dto';
import { Equipment } from './entities/equipment.entity';
import { Product } from './entities/product.entity';
import { EquipmentRepository } from './equipment.repository';
import { EquipmentAvailabilityQuery, EquipmentAvailabilityRaw } from './equipment-availability-query.service';
import { EquipmentReservationsRepository, HoldingRow } from './equipment-reservations.repository';
import { ReservationSpan, reservedRange, Shortage } from './equipment-reservations.rules';
import { EquipmentReservations, ReservationChange, ReservationOptions } from './equipment-reservations.service';
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
    controle_estoque: Boolean(e.controle_estoque),
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

const emptyToNull = (value: string | null | undefined): string | null =>
  value === undefined || value === null || value === '' ? null : value;

/** Products/services and equipment: the catalogue order and budget items look up by ID. */
@Injectable()
export class CatalogueService {
  constructor(
    private readonly products: ProductRepository,
    private readonly equipment: EquipmentRepository,
    private readonly transactions: TransactionRunner,
    private readonly reservations: EquipmentReservations,
    private readonly reservationRows: EquipmentReservationsRepository,
    private readonly availability: EquipmentAvailabilityQuery,
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
    return equipmentView(
      await this.create(
        ctx,
        this.equipment,
        dto,
        { estoque: dto.estoque ?? 0, controle_estoque: dto.controle_estoque ?? false },
        equipmentNotFound,
      ),
    );
  }

  /**
   * Changes the fields sent, under the equipment's reservation lock (so no reservation is taken
   * against the old stock meanwhile). A stock below what is reserved is accepted; with stock
   * enforced, the days from today on left short are answered and notified (`equipment_overbooked`).
   */
  async updateEquipment(
    ctx: RequestContext,
    id: number,
    dto: UpdateEquipmentDto,
  ): Promise<{ equipment: EquipmentView; faltas: Shortage[] }> {
    const changes: Partial<Equipment> = {};
    if (dto.nome !== undefined) changes.nome = dto.nome;
    if (dto.valor !== undefined) changes.valor = money(dto.valor);
    if (dto.valorcusto !== undefined) changes.valorcusto = money(dto.valorcusto);
    if (dto.descricao !== undefined) changes.descricao = emptyToNull(dto.descricao);
    if (dto.medida !== undefined) changes.medida = emptyToNull(dto.medida);
    if (dto.estoque !== undefined) changes.estoque = dto.estoque;
    if (dto.controle_estoque !== undefined) changes.controle_estoque = dto.controle_estoque;
    if (Object.keys(changes).length === 0) {
      throw badRequest('Validation failed', [{ code: 'empty_update', message: 'Send at least one field to change' }]);
    }
    return this.transactions.run(ctx, async (c) => {
      if (!(await this.reservations.lock(c, [id])).has(id)) throw equipmentNotFound(id);
      const before = await this.get(c, this.equipment, id, equipmentNotFound);
      await checkPreconditions(c, `equipment ${id}`, async () => equipmentView(before));
      await this.equipment.updateColumns(c.account.id, id, changes, c.tx.manager);
      const after = await this.get(c, this.equipment, id, equipmentNotFound);
      const tighter = after.controle_estoque && (after.estoque < before.estoque || !before.controle_estoque);
      const faltas = tighter ? await this.reservations.afterStockChange(c, after, dateInZone(new Date(), c.account.timezone)) : [];
      return { equipment: equipmentView(after), faltas };
    });
  }

  /**
   * Moves an event's equipment reservations in the caller's transaction, which must hold the
   * event's row lock: see EquipmentReservations. Answers the shortages a write allowed with
   * `permitir_falta`; throws 409 `insufficient_stock` for those it does not allow.
   */
  reserve(ctx: TxContext, change: ReservationChange, options: ReservationOptions): Promise<Shortage[]> {
    return this.reservations.apply(ctx, change, options);
  }

  /** Each day of the period for one equipment: reserved, free, and the events (by ID) holding it. */
  availabilityOf(ctx: RequestContext, id: number, start: string, end: string): Promise<EquipmentAvailabilityRaw> {
    return this.availability.ofEquipment(ctx, id, start, end);
  }

  /** A page of the account's equipment with the fewest units free on a day of the period. */
  availabilityList(ctx: RequestContext, query: ListAvailabilityQuery): Promise<Page<EquipmentAvailabilitySummary>> {
    return this.availability.list(ctx, query);
  }

  /** The fewest units free of each equipment among `ids` on the days of `span` (budget views). */
  freeUnits(ctx: RequestContext, ids: number[], span: ReservationSpan): Promise<Map<number, number>> {
    return this.availability.freeUnits(ctx, ids, span);
  }

  /** Locks all the account's equipment for the rest of the transaction: no write moves reservations meanwhile. */
  lockAllEquipment(ctx: TxContext): Promise<void> {
    return this.reservationRows.lockAccount(ctx.account.id, ctx.tx.manager);
  }

  /** Every holding of the account (with the period it reserves), as stored. */
  storedReservations(ctx: RequestContext): Promise<HoldingRow[]> {
    return this.reservationRows.allOf(ctx.account.id, ctx.tx?.manager);
  }

  /**
   * Replaces the account's holdings with `holdings` (what each event's orders hold of each
   * equipment), each reserved over its event's days (`spans`; none when cancelled), in the
   * caller's transaction, which holds `lockAllEquipment`. Answers how many reserve days.
   */
  async replaceReservations(
    ctx: TxContext,
    holdings: { id_evento: number; id_equipamento: number; quantidade: number }[],
    spans: Map<number, ReservationSpan>,
  ): Promise<number> {
    const m = ctx.tx.manager;
    await this.reservationRows.clearAccount(ctx.account.id, m);
    const rows: HoldingRow[] = holdings
      .filter((h) => h.quantidade > 0)
      .map((h) => {
        const range = reservedRange(spans.get(h.id_evento) ?? null);
        return { ...h, inicio: range?.start ?? null, fim: range?.end ?? null };
      });
    await this.reservationRows.insertHoldings(ctx.account.id, rows, m);
    return rows.filter((r) => r.inicio !== null).length;
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
