import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import { isMysqlFamily } from '../../database/data-source';
import { ORDER_ITEM_COUNT_STRIPES, OrderItemCount } from './entities/order-item-count.entity';

/** Items of one (event, tipo) group. */
export interface ItemGroup {
  id_evento: number;
  tipo: number;
  n: number;
}

/** Groups items by event and `tipo` (what the counters are kept by). */
export function groupItems(items: { id_evento: number; tipo: number }[]): ItemGroup[] {
  const groups = new Map<string, ItemGroup>();
  for (const { id_evento, tipo } of items) {
    const key = `${id_evento}:${tipo}`;
    const group = groups.get(key);
    if (group) group.n++;
    else groups.set(key, { id_evento, tipo, n: 1 });
  }
  // A fixed order, so that concurrent transactions lock the counter rows in the same order.
  return [...groups.values()].sort((a, b) => a.id_evento - b.id_evento || a.tipo - b.tipo);
}

/** The same groups by `tipo` and stripe (the event's ID modulo ORDER_ITEM_COUNT_STRIPES), in a fixed order. */
export function stripeGroups(groups: ItemGroup[]): { tipo: number; stripe: number; n: number }[] {
  const byKey = new Map<string, { tipo: number; stripe: number; n: number }>();
  for (const g of groups) {
    const stripe = g.id_evento % ORDER_ITEM_COUNT_STRIPES;
    const key = `${g.tipo}:${stripe}`;
    const found = byKey.get(key);
    if (found) found.n += g.n;
    else byKey.set(key, { tipo: g.tipo, stripe, n: g.n });
  }
  return [...byKey.values()].sort((a, b) => a.tipo - b.tipo || a.stripe - b.stripe);
}

/**
 * The maintained counts behind the order list's `total_data`: items per account, event and
 * `tipo` (`order_item_counts`), and per account and `tipo` in stripes (`order_item_tipo_counts`,
 * for the lists without an event). Only OrderItemsRepository calls `add` and `subtract`, with
 * the manager of the transaction that inserts or deletes the items, so the counts commit (or
 * roll back) with them and stay exact under concurrent writes (each counter row is updated in
 * place, under its lock; the rows of one table always in the same order, the per-event rows
 * before the stripes).
 */
@Injectable()
export class OrderItemCountsRepository {
  constructor(@InjectRepository(OrderItemCount) private readonly repository: Repository<OrderItemCount>) {}

  async add(accountId: number, groups: ItemGroup[], manager: EntityManager): Promise<void> {
    if (groups.length === 0) return;
    const mysql = isMysqlFamily(manager.connection.options.type);
    const upsert = (keys: string) => (mysql ? 'ON DUPLICATE KEY UPDATE n = n + VALUES(n)' : `ON CONFLICT (${keys}) DO UPDATE SET n = n + excluded.n`);
    await manager.query(
      `INSERT INTO order_item_counts (account_id, id_evento, tipo, n) VALUES ${groups.map(() => '(?, ?, ?, ?)').join(', ')} ${upsert('account_id, id_evento, tipo')}`,
      groups.flatMap((g) => [accountId, g.id_evento, g.tipo, g.n]),
    );
    const stripes = stripeGroups(groups);
    await manager.query(
      `INSERT INTO order_item_tipo_counts (account_id, tipo, stripe, n) VALUES ${stripes.map(() => '(?, ?, ?, ?)').join(', ')} ${upsert('account_id, tipo, stripe')}`,
      stripes.flatMap((g) => [accountId, g.tipo, g.stripe, g.n]),
    );
  }

  async subtract(accountId: number, groups: ItemGroup[], manager: EntityManager): Promise<void> {
    for (const g of groups) {
      await manager.query('UPDATE order_item_counts SET n = n - ? WHERE account_id = ? AND id_evento = ? AND tipo = ?', [g.n, accountId, g.id_evento, g.tipo]);
    }
    for (const g of stripeGroups(groups)) {
      await manager.query('UPDATE order_item_tipo_counts SET n = n - ? WHERE account_id = ? AND tipo = ? AND stripe = ?', [g.n, accountId, g.tipo, g.stripe]);
    }
  }

  /**
   * The number of items of the account, optionally of one event and/or one `tipo`: a sum of a
   * few small rows (an event's by `tipo`, or the account's stripes).
   */
  async total(accountId: number, filter: { idevento?: number; tipo?: number }, manager?: EntityManager): Promise<number> {
    const where = ['account_id = ?'];
    const params = [accountId];
    if (filter.idevento !== undefined) {
      where.push('id_evento = ?');
      params.push(filter.idevento);
    }
    if (filter.tipo !== undefined) {
      where.push('tipo = ?');
      params.push(filter.tipo);
    }
    const table = filter.idevento === undefined ? 'order_item_tipo_counts' : 'order_item_counts';
    const [row] = (await (manager ?? this.repository.manager).query(`SELECT COALESCE(SUM(n), 0) AS n FROM ${table} WHERE ${where.join(' AND ')}`, params)) as {
      n: number | string;
    }[];
    return Number(row?.n ?? 0);
  }
}
