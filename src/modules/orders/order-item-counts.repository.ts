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

/** Sums the `n` of entries with the same key; the sums in the order `compare` gives. */
function tally<G extends { n: number }>(entries: G[], key: (g: G) => string, compare: (a: G, b: G) => number): G[] {
  const sums = new Map<string, G>();
  for (const entry of entries) {
    const k = key(entry);
    const found = sums.get(k);
    if (found) found.n += entry.n;
    else sums.set(k, { ...entry });
  }
  return [...sums.values()].sort(compare);
}

/** Groups items by event and `tipo` (what the counters are kept by). */
export function groupItems(items: { id_evento: number; tipo: number }[]): ItemGroup[] {
  // A fixed order, so that concurrent transactions lock the counter rows in the same order.
  return tally(
    items.map(({ id_evento, tipo }) => ({ id_evento, tipo, n: 1 })),
    (g) => `${g.id_evento}:${g.tipo}`,
    (a, b) => a.id_evento - b.id_evento || a.tipo - b.tipo,
  );
}

/** The same groups by `tipo` and stripe (the event's ID modulo ORDER_ITEM_COUNT_STRIPES), in a fixed order. */
export function stripeGroups(groups: ItemGroup[]): { tipo: number; stripe: number; n: number }[] {
  return tally(
    groups.map((g) => ({ tipo: g.tipo, stripe: g.id_evento % ORDER_ITEM_COUNT_STRIPES, n: g.n })),
    (g) => `${g.tipo}:${g.stripe}`,
    (a, b) => a.tipo - b.tipo || a.stripe - b.stripe,
  );
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

  /** Adds the groups to the counts (negative `n` takes them off), in one upsert per table. */
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

  /** Takes deleted items off the counts: their rows exist (the items were counted), so the upsert of `add` only updates them. */
  subtract(accountId: number, groups: ItemGroup[], manager: EntityManager): Promise<void> {
    return this.add(accountId, groups.map((g) => ({ ...g, n: -g.n })), manager);
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
