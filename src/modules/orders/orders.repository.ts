import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, In, Repository } from 'typeorm';
import { OrderRef } from '../../common/order-ref';
import { AccountScopedRepository } from '../../database/account-scoped.repository';
import { isMysqlFamily } from '../../database/data-source';
import { EventEntity } from '../events/entities/event.entity';
import { Order, OrderItem } from './entities/order.entity';
import { groupItems, OrderItemCountsRepository } from './order-item-counts.repository';

@Injectable()
export class OrdersRepository extends AccountScopedRepository<Order> {
  constructor(@InjectRepository(Order) repository: Repository<Order>) {
    super(repository, 'o');
  }

  /** The order named by its ID or by `<event_id>-<sequence>`; locked for update when a manager is given on MySQL. */
  findByRef(accountId: number, ref: OrderRef, manager?: EntityManager, lock = false): Promise<Order | null> {
    const qb = this.query(accountId, manager);
    if (ref.kind === 'id') qb.andWhere('o.id = :id', { id: ref.id });
    else qb.andWhere('o.id_evento = :eventId AND o.numero = :numero', { eventId: ref.eventId, numero: ref.sequence });
    if (lock && manager && isMysqlFamily(manager.connection.options.type)) qb.setLock('pessimistic_write');
    return qb.getOne();
  }
}

export interface OrderItemFilters {
  idevento?: number;
  /** Order as `<event_id>-<sequence>` (from `pedido` or `idpedido`). */
  numbers?: { eventId: number; sequence: number }[];
  /** Order internal ID (from `idpedido`). */
  orderId?: number;
  tipo?: number;
}

/** Sort fields of the list → column (every one has an index starting with account_id). */
export const ORDER_ITEM_SORT_COLUMNS: Record<string, string> = {
  id: 'oi.id',
  idpedido: 'oi.idpedido',
  id_evento: 'oi.id_evento',
  numero_pedido: 'oi.numero_pedido',
  id_produto: 'oi.id_produto',
  nome: 'oi.nome',
  tipo: 'oi.tipo',
  ordem: 'oi.ordem',
  quantidade: 'oi.quantidade',
  valor: 'oi.valor',
  valorvenda: 'oi.valorvenda',
  valortotal: 'oi.valortotal',
  datacadastro: 'oi.datacadastro',
};

export type ItemWithEvent = { item: OrderItem; nomeevento: string };

/** A keyset position: the page starts after the row with this sort value and ID. */
export interface AfterPosition {
  value: string | number;
  id: number;
}

/**
 * The only writer of order items: every insert and delete here also updates the maintained
 * counts (OrderItemCountsRepository) with the same transaction manager.
 */
@Injectable()
export class OrderItemsRepository extends AccountScopedRepository<OrderItem> {
  constructor(
    @InjectRepository(OrderItem) repository: Repository<OrderItem>,
    private readonly counts: OrderItemCountsRepository,
  ) {
    super(repository, 'oi');
  }

  /**
   * The highest `ordem` and item ID of the order. On MySQL a locking read (FOR UPDATE): it
   * sees the latest committed rows, not the transaction's snapshot.
   */
  async maxOrdemAndId(accountId: number, orderId: number, manager: EntityManager): Promise<{ maxOrdem: number; maxId: number }> {
    const qb = this.query(accountId, manager)
      .select('MAX(oi.ordem)', 'maxOrdem')
      .addSelect('MAX(oi.id)', 'maxId')
      .andWhere('oi.idpedido = :orderId', { orderId });
    if (isMysqlFamily(manager.connection.options.type)) qb.setLock('pessimistic_write');
    const row = await qb.getRawOne<{ maxOrdem: number | string | null; maxId: number | string | null }>();
    const num = (v: number | string | null | undefined) => (v === null || v === undefined ? 0 : Number(v));
    return { maxOrdem: num(row?.maxOrdem), maxId: num(row?.maxId) };
  }

  ofOrder(accountId: number, orderId: number, manager?: EntityManager, ids?: number[]): Promise<OrderItem[]> {
    const qb = this.query(accountId, manager).andWhere('oi.idpedido = :orderId', { orderId });
    if (ids) qb.andWhere('oi.id IN (:...ids)', { ids: ids.length ? ids : [0] });
    return qb.orderBy('oi.ordem', 'ASC').addOrderBy('oi.id', 'ASC').getMany();
  }

  /** Deletes items of an order (all, or those of `ids`) and takes them off the counts. The caller holds the order's lock. */
  async deleteOfOrder(accountId: number, orderId: number, manager: EntityManager, ids?: number[]): Promise<number> {
    const where: Record<string, unknown> = { account_id: accountId, idpedido: orderId };
    if (ids) where.id = In(ids);
    const doomed = await this.repo(manager).find({ select: { id_evento: true, tipo: true }, where });
    const result = await this.repo(manager).delete(where);
    await this.counts.subtract(accountId, groupItems(doomed), manager);
    return result.affected ?? 0;
  }

  /**
   * Inserts the items of one request with one multi-row INSERT and reads them back with one
   * SELECT, in insertion order. The caller holds the order (locked or just created), so the
   * rows of the order with an ID above `maxIdBefore` are exactly these.
   */
  async insertMany(accountId: number, orderId: number, maxIdBefore: number, rows: Partial<OrderItem>[], manager: EntityManager): Promise<OrderItem[]> {
    if (rows.length === 0) return [];
    await manager.createQueryBuilder().insert().into(OrderItem).values(rows).updateEntity(false).execute();
    await this.counts.add(accountId, groupItems(rows as { id_evento: number; tipo: number }[]), manager);
    return this.query(accountId, manager)
      .andWhere('oi.idpedido = :orderId AND oi.id > :maxIdBefore', { orderId, maxIdBefore })
      .orderBy('oi.id', 'ASC')
      .getMany();
  }

  /**
   * One page of item IDs, the total, and whether rows follow the page. The page is read as IDs
   * first (an index-only walk of the filter or sort index), the rows are then fetched by
   * primary key. With `after` (a cursor) the page starts after that position (keyset: the sort
   * column, then the ID), so a deep page costs what the first one does; otherwise at `offset`.
   */
  async pageIds(
    accountId: number,
    f: OrderItemFilters,
    sortColumn: string,
    direction: 'ASC' | 'DESC',
    offset: number,
    limit: number,
    after?: AfterPosition,
  ): Promise<{ ids: number[]; total: number; more: boolean }> {
    const base = () => {
      const qb = this.query(accountId);
      if (f.idevento !== undefined) qb.andWhere('oi.id_evento = :idevento', { idevento: f.idevento });
      if (f.orderId !== undefined) qb.andWhere('oi.idpedido = :orderId', { orderId: f.orderId });
      (f.numbers ?? []).forEach((n, i) =>
        qb.andWhere(`oi.id_evento = :ne${i} AND oi.numero_pedido = :ns${i}`, { [`ne${i}`]: n.eventId, [`ns${i}`]: n.sequence }),
      );
      if (f.tipo !== undefined) qb.andWhere('oi.tipo = :tipo', { tipo: f.tipo });
      return qb;
    };
    // Without an order filter the total is a sum of maintained counts; an order's items are few.
    const total =
      f.orderId === undefined && !f.numbers?.length
        ? await this.counts.total(accountId, { idevento: f.idevento, tipo: f.tipo })
        : Number((await base().select('COUNT(*)', 'n').getRawOne<{ n: number | string }>())?.n ?? 0);
    if (total === 0 || (!after && offset >= total)) return { ids: [], total, more: false };
    const qb = base().select('oi.id', 'id');
    if (after) {
      const op = direction === 'ASC' ? '>' : '<';
      if (sortColumn === 'oi.id') qb.andWhere(`oi.id ${op} :afterId`, { afterId: after.id });
      else qb.andWhere(`(${sortColumn} ${op} :afterValue OR (${sortColumn} = :afterValue AND oi.id ${op} :afterId))`, { afterValue: after.value, afterId: after.id });
    }
    if (sortColumn !== 'oi.id') qb.orderBy(sortColumn, direction).addOrderBy('oi.id', direction);
    else qb.orderBy('oi.id', direction);
    const rows = await qb
      .offset(after ? 0 : offset)
      .limit(limit + 1)
      .getRawMany<{ id: number | string }>();
    return { ids: rows.slice(0, limit).map((r) => Number(r.id)), total, more: rows.length > limit };
  }

  /** Items by ID with their event name, in the order of `ids`. */
  async withEvent(accountId: number, ids: number[], manager?: EntityManager): Promise<ItemWithEvent[]> {
    if (ids.length === 0) return [];
    const { entities, raw } = await this.query(accountId, manager)
      .leftJoin(EventEntity, 'ev', 'ev.id = oi.id_evento AND ev.account_id = oi.account_id')
      .addSelect('ev.nome', 'nomeevento')
      .andWhere('oi.id IN (:...ids)', { ids })
      .getRawAndEntities<{ oi_id: number | string; nomeevento: string | null }>();
    const names = new Map(raw.map((r) => [Number(r.oi_id), r.nomeevento ?? '']));
    const byId = new Map(entities.map((e) => [e.id, e]));
    return ids.filter((id) => byId.has(id)).map((id) => ({ item: byId.get(id)!, nomeevento: names.get(id) ?? '' }));
  }
}
