import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, In, Repository } from 'typeorm';

import { ListSource, sqlListSource } from '../../common/list-page';
import { AccountScopedRepository } from '../../database/account-scoped.repository';
import { insertRows } from '../../database/insert-rows';
import { OrderItem } from './entities/order-item.entity';
import { groupEdits, groupItems, OrderItemCountsRepository } from './order-item-counts.repository';
import type { OrderItemRow } from './order-items.views';

export interface OrderItemFilters {
  idevento?: number;
  /** Order as `<event_id>-<sequence>` (from `pedido` or `idpedido`). */
  numbers?: { eventId: number; sequence: number }[];
  /** Order internal ID (from `idpedido`). */
  orderId?: number;
  tipo?: number;
}

/** Sort fields of the list → column. */
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
   * The highest `ordem` of the order (0 without items), a plain read: the caller holds the
   * order's row lock, so no other unit of work adds items to it meanwhile, and on MySQL the
   * runner's READ COMMITTED makes the read see every committed item (no snapshot, no gap lock).
   */
  async maxOrdem(accountId: number, orderId: number, manager: EntityManager): Promise<number> {
    const row = await this.query(accountId, manager)
      .select('MAX(oi.ordem)', 'maxOrdem')
      .andWhere('oi.idpedido = :orderId', { orderId })
      .getRawOne<{ maxOrdem: number | string | null }>();
    return row?.maxOrdem === null || row?.maxOrdem === undefined ? 0 : Number(row.maxOrdem);
  }

  /** What the account's orders hold of each equipment, per event: the sum of the tipo 7 quantities (the reservations' source). */
  async equipmentHeld(
    accountId: number,
    manager?: EntityManager,
  ): Promise<{ id_evento: number; id_equipamento: number; quantidade: number }[]> {
    const rows = await this.query(accountId, manager)
      .select('oi.id_evento', 'id_evento')
      .addSelect('oi.id_produto', 'id_equipamento')
      .addSelect('SUM(oi.quantidade)', 'quantidade')
      .andWhere('oi.tipo = 7')
      .groupBy('oi.id_evento')
      .addGroupBy('oi.id_produto')
      .getRawMany<{ id_evento: unknown; id_equipamento: unknown; quantidade: unknown }>();
    return rows.map((r) => ({
      id_evento: Number(r.id_evento),
      id_equipamento: Number(r.id_equipamento),
      quantidade: Math.round(Number(r.quantidade) * 1000) / 1000,
    }));
  }

  /** The lines of one event of the account, by order number and `ordem` (its cost report). */
  ofEvent(accountId: number, eventId: number): Promise<OrderItem[]> {
    return this.query(accountId)
      .andWhere('oi.id_evento = :eventId', { eventId })
      .orderBy('oi.numero_pedido', 'ASC')
      .addOrderBy('oi.ordem', 'ASC')
      .addOrderBy('oi.id', 'ASC')
      .getMany();
  }

  /** Rebuilds the account's counters from its items (the caller's transaction); the number of items counted. */
  async rebuildCounts(accountId: number, manager: EntityManager): Promise<number> {
    await this.counts.rebuild(accountId, manager);
    const [row] = (await manager.query('SELECT COALESCE(SUM(n), 0) AS n FROM order_item_counts WHERE account_id = ?', [accountId])) as {
      n: number | string;
    }[];
    return Number(row.n);
  }

  /** Per event among `eventIds` and seller (null: lines without one), the lines' `valortotal` summed in cents (the kept counters). */
  salesBySeller(accountId: number, eventIds: number[]): Promise<{ id_evento: number; id_vendedor: number | null; centavos: number }[]> {
    return this.counts.salesBySeller(accountId, eventIds);
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
    const doomed = await this.repo(manager).find({ select: { id_evento: true, tipo: true, id_vendedor: true, valortotal: true }, where });
    const result = await this.repo(manager).delete(where);
    await this.counts.add(accountId, groupItems(doomed, -1), manager);
    return result.affected ?? 0;
  }

  /**
   * Inserts the items of one request with one multi-row INSERT and answers them as stored, in
   * insertion order, with the IDs the INSERT generated: no read back, since every column is set
   * here and the values are already rounded to their column's scale.
   */
  async insertMany(accountId: number, rows: Omit<OrderItem, 'id' | 'account_id'>[], manager: EntityManager): Promise<OrderItem[]> {
    if (rows.length === 0) return [];
    const stored = rows.map((row) => ({ account_id: accountId, ...row }));
    const ids = await insertRows(manager, 'order_items', stored);
    await this.counts.add(accountId, groupItems(rows), manager);
    return stored.map((row, i) => Object.assign(new OrderItem(), row, { id: ids[i] }));
  }

  /**
   * The items matching the list filters, for the list primitive: a page is the filtered items'
   * IDs in the page's order (ties by ID) joined to their rows in one statement; by cursor (keyset
   * on the sort column, then the ID) too. Without an order filter the total is a sum of maintained
   * counts (an order's items are few: those are counted). The hottest list of the API, so its
   * statements are written out (sqlListSource) rather than built by the query builder on every
   * request: the filters are bound parameters, and the sort column and direction come from the
   * whitelist (ORDER_ITEM_SORT_COLUMNS) through ListOptions.
   */
  filteredSource(accountId: number, f: OrderItemFilters): ListSource<OrderItemRow> {
    // Every filter is a column equal to a value.
    const where: string[] = ['oi.account_id = ?'];
    const params: unknown[] = [accountId];
    const is = (column: string, value: unknown) => {
      where.push(`oi.${column} = ?`);
      params.push(value);
    };
    if (f.idevento !== undefined) is('id_evento', f.idevento);
    if (f.orderId !== undefined) is('idpedido', f.orderId);
    for (const n of f.numbers ?? []) {
      is('id_evento', n.eventId);
      is('numero_pedido', n.sequence);
    }
    if (f.tipo !== undefined) is('tipo', f.tipo);
    const manager = this.repository.manager;
    const from = `FROM order_items oi WHERE ${where.join(' AND ')}`;
    const byOrder = f.orderId !== undefined || (f.numbers ?? []).length > 0;
    return sqlListSource<OrderItemRow>({
      query: (sql, values) => manager.query(sql, values),
      from,
      params,
      idColumn: 'oi.id',
      total: byOrder
        ? async () => Number(((await manager.query(`SELECT COUNT(*) AS n ${from}`, params)) as { n: number | string }[])[0]?.n ?? 0)
        : () => this.counts.total(accountId, { idevento: f.idevento, tipo: f.tipo }),
      // The list only builds views of its rows: read as the driver answers, no entity per row.
      rows: (ids) => this.rawByIds(accountId, ids) as Promise<OrderItemRow[]>,
      pageOfRows: (sql, values, orderBy) => this.pageOfRows(accountId, sql, values, orderBy, true) as Promise<OrderItemRow[]>,
      idOf: (row) => row.id,
    });
  }

  /** The account's items among `ids`, in the order of `ids` (unknown ones left out). */
  async inOrderOf(accountId: number, ids: number[], manager?: EntityManager): Promise<OrderItem[]> {
    const byId = new Map((await this.findByIds(accountId, [...new Set(ids)], manager)).map((item) => [item.id, item]));
    return ids.filter((id) => byId.has(id)).map((id) => byId.get(id)!);
  }

  /**
   * Rewrites the given columns of items of the account (`item`: each as it was read under the
   * order's lock), one UPDATE per item, then moves the kept sales of those whose `valortotal`
   * changed, in one upsert.
   */
  async updateMany(accountId: number, edits: { item: OrderItem; changes: Partial<OrderItem> }[], manager: EntityManager): Promise<void> {
    for (const { item, changes } of edits) await this.repo(manager).update({ id: item.id, account_id: accountId }, changes);
    const moved = edits
      .filter(({ changes }) => changes.valortotal !== undefined)
      .map(({ item, changes }) => ({ item, valortotal: changes.valortotal! }));
    await this.counts.add(accountId, groupEdits(moved), manager);
  }
}
