import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import { isMysqlFamily } from '../../database/data-source';
import { OrderItemCount } from './entities/order-item-count.entity';

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

/**
 * The maintained counts behind the order list's `total_data`: items per account, event and
 * `tipo`. Only OrderItemsRepository calls `add` and `subtract`, with the manager of the
 * transaction that inserts or deletes the items, so the counts commit (or roll back) with them
 * and stay exact under concurrent writes (the counter row is updated in place, under its lock).
 */
@Injectable()
export class OrderItemCountsRepository {
  constructor(@InjectRepository(OrderItemCount) private readonly repository: Repository<OrderItemCount>) {}

  async add(accountId: number, groups: ItemGroup[], manager: EntityManager): Promise<void> {
    if (groups.length === 0) return;
    const values = groups.map(() => '(?, ?, ?, ?)').join(', ');
    const params = groups.flatMap((g) => [accountId, g.id_evento, g.tipo, g.n]);
    const upsert = isMysqlFamily(manager.connection.options.type)
      ? 'ON DUPLICATE KEY UPDATE n = n + VALUES(n)'
      : 'ON CONFLICT (account_id, id_evento, tipo) DO UPDATE SET n = n + excluded.n';
    await manager.query(`INSERT INTO order_item_counts (account_id, id_evento, tipo, n) VALUES ${values} ${upsert}`, params);
  }

  async subtract(accountId: number, groups: ItemGroup[], manager: EntityManager): Promise<void> {
    for (const g of groups) {
      await manager.query('UPDATE order_item_counts SET n = n - ? WHERE account_id = ? AND id_evento = ? AND tipo = ?', [g.n, accountId, g.id_evento, g.tipo]);
    }
  }

  /** The number of items of the account, optionally of one event and/or one `tipo`: a sum of at most a few thousand small rows. */
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
    const [row] = (await (manager ?? this.repository.manager).query(`SELECT COALESCE(SUM(n), 0) AS n FROM order_item_counts WHERE ${where.join(' AND ')}`, params)) as {
      n: number | string;
    }[];
    return Number(row?.n ?? 0);
  }
}
