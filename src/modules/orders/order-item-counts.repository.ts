import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';

import { isMysqlFamily } from '../../database/engine';
import { OrderItemCount } from './entities/order-item-count.entity';

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

/**
 * The maintained counts behind the order list's `total_data`: items per account, event and
 * `tipo` (`order_item_counts`). Only OrderItemsRepository calls `add` and `subtract`, with the
 * manager of the transaction that inserts or deletes the items, so the counts commit (or roll
 * back) with them and stay exact under concurrent writes (each counter row is updated in place,
 * under its lock, always in the same order).
 */
@Injectable()
export class OrderItemCountsRepository {
  constructor(@InjectRepository(OrderItemCount) private readonly repository: Repository<OrderItemCount>) {}

  /** Adds the groups to the counts (negative `n` takes them off), in one upsert. */
  async add(accountId: number, groups: ItemGroup[], manager: EntityManager): Promise<void> {
    if (groups.length === 0) return;
    const upsert = isMysqlFamily(manager.connection.options.type)
      ? 'ON DUPLICATE KEY UPDATE n = n + VALUES(n)'
      : 'ON CONFLICT (account_id, id_evento, tipo) DO UPDATE SET n = n + excluded.n';
    await manager.query(
      `INSERT INTO order_item_counts (account_id, id_evento, tipo, n) VALUES ${groups.map(() => '(?, ?, ?, ?)').join(', ')} ${upsert}`,
      groups.flatMap((g) => [accountId, g.id_evento, g.tipo, g.n]),
    );
  }

  /** Takes deleted items off the counts: their rows exist (the items were counted), so the upsert of `add` only updates them. */
  subtract(accountId: number, groups: ItemGroup[], manager: EntityManager): Promise<void> {
    return this.add(
      accountId,
      groups.map((g) => ({ ...g, n: -g.n })),
      manager,
    );
  }

  /**
   * The number of items of the account, optionally of one event and/or one `tipo`: a sum of the
   * counter rows (an event's one or two, or the account's one or two per event).
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
    const [row] = (await (manager ?? this.repository.manager).query(
      `SELECT COALESCE(SUM(n), 0) AS n FROM order_item_counts WHERE ${where.join(' AND ')}`,
      params,
    )) as {
      n: number | string;
    }[];
    return Number(row?.n ?? 0);
  }
}
