import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';

import { D } from '../../common/decimal';
import { isMysqlFamily } from '../../database/engine';
import { OrderItemCount } from './entities/order-item-count.entity';

/** Items of one (event, tipo, seller) group: how many, and their `valortotal` in cents. */
export interface ItemGroup {
  id_evento: number;
  tipo: number;
  /** 0 for items without a seller. */
  id_vendedor: number;
  n: number;
  centavos: number;
}

/** What the counters read of an item. */
export interface CountedItem {
  id_evento: number;
  tipo: number;
  id_vendedor: number | null;
  valortotal: number | string;
}

const centsOf = (value: number | string) => new D(String(value)).times(100).toNumber();

/**
 * Groups items by event, `tipo` and seller (what the counters are kept by), each counted `sign`
 * times (1 for items added, -1 for items taken off), without the groups that add up to nothing,
 * in a fixed order so that concurrent transactions lock the counter rows in the same order.
 */
export function groupItems(items: CountedItem[], sign: 1 | -1 = 1): ItemGroup[] {
  return tallied(
    items.map((it) => ({
      id_evento: it.id_evento,
      tipo: Number(it.tipo),
      id_vendedor: it.id_vendedor ?? 0,
      n: sign,
      centavos: sign * centsOf(it.valortotal),
    })),
  );
}

/** What edits that changed items' `valortotal` move: the new value in, the old one out, per group. */
export function groupEdits(edits: { item: CountedItem; valortotal: number }[]): ItemGroup[] {
  return tallied(
    edits.map(({ item, valortotal }) => ({
      id_evento: item.id_evento,
      tipo: Number(item.tipo),
      id_vendedor: item.id_vendedor ?? 0,
      n: 0,
      centavos: centsOf(valortotal) - centsOf(item.valortotal),
    })),
  );
}

/** The groups summed per key, without those that add up to nothing, in key order. */
function tallied(groups: ItemGroup[]): ItemGroup[] {
  const sums = new Map<string, ItemGroup>();
  for (const g of groups) {
    const k = `${g.id_evento}:${g.tipo}:${g.id_vendedor}`;
    const found = sums.get(k);
    if (found) {
      found.n += g.n;
      found.centavos += g.centavos;
    } else sums.set(k, { ...g });
  }
  return [...sums.values()]
    .filter((g) => g.n !== 0 || g.centavos !== 0)
    .sort((a, b) => a.id_evento - b.id_evento || a.tipo - b.tipo || a.id_vendedor - b.id_vendedor);
}

/**
 * The maintained counts behind the order list's `total_data`: items per account, event and
 * `tipo` (`order_item_counts`), with their sales per seller. Only OrderItemsRepository calls `add`, with the
 * manager of the transaction that inserts or deletes the items, so the counts commit (or roll
 * back) with them and stay exact under concurrent writes (each counter row is updated in place,
 * under its lock, always in the same order).
 */
@Injectable()
export class OrderItemCountsRepository {
  constructor(@InjectRepository(OrderItemCount) private readonly repository: Repository<OrderItemCount>) {}

  /** Adds the groups to the counts (negative `n` and cents take them off), in one upsert. */
  async add(accountId: number, groups: ItemGroup[], manager: EntityManager): Promise<void> {
    if (groups.length === 0) return;
    const upsert = isMysqlFamily(manager.connection.options.type)
      ? 'ON DUPLICATE KEY UPDATE n = n + VALUES(n), valor_centavos = valor_centavos + VALUES(valor_centavos)'
      : 'ON CONFLICT (account_id, id_evento, tipo, id_vendedor) DO UPDATE SET n = n + excluded.n, valor_centavos = valor_centavos + excluded.valor_centavos';
    await manager.query(
      `INSERT INTO order_item_counts (account_id, id_evento, tipo, id_vendedor, n, valor_centavos) VALUES ${groups.map(() => '(?, ?, ?, ?, ?, ?)').join(', ')} ${upsert}`,
      groups.flatMap((g) => [accountId, g.id_evento, g.tipo, g.id_vendedor, g.n, g.centavos]),
    );
  }

  /**
   * Per event among `eventIds` and seller (null: items without one), the items' `valortotal`
   * summed in cents: a few counter rows per event, one statement per 500 events.
   */
  async salesBySeller(
    accountId: number,
    eventIds: number[],
  ): Promise<{ id_evento: number; id_vendedor: number | null; centavos: number }[]> {
    const unique = [...new Set(eventIds)];
    const out: { id_evento: number; id_vendedor: number | null; centavos: number }[] = [];
    for (let i = 0; i < unique.length; i += 500) {
      const chunk = unique.slice(i, i + 500);
      const rows = (await this.repository.manager.query(
        `SELECT id_evento, id_vendedor, SUM(valor_centavos) AS centavos FROM order_item_counts WHERE account_id = ? AND id_evento IN (${chunk.map(() => '?').join(', ')}) GROUP BY id_evento, id_vendedor HAVING SUM(n) > 0`,
        [accountId, ...chunk],
      )) as Record<string, unknown>[];
      for (const r of rows)
        out.push({ id_evento: Number(r.id_evento), id_vendedor: Number(r.id_vendedor) || null, centavos: Number(r.centavos) });
    }
    return out;
  }

  /** Rebuilds the account's counters from its items, in the caller's transaction (after items were written by hand in SQL). */
  async rebuild(accountId: number, manager: EntityManager): Promise<void> {
    await rebuildItemCounts(accountId, (sql, params) => manager.query(sql, params));
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

/** Rebuilds an account's item counters from its items through `query` (the seed's own connection, or a transaction's). */
export async function rebuildItemCounts(accountId: number, query: (sql: string, params: unknown[]) => Promise<unknown>): Promise<void> {
  await query('DELETE FROM order_item_counts WHERE account_id = ?', [accountId]);
  await query(
    'INSERT INTO order_item_counts (account_id, id_evento, tipo, id_vendedor, n, valor_centavos) ' +
      'SELECT account_id, id_evento, tipo, COALESCE(id_vendedor, 0), COUNT(*), SUM(ROUND(valortotal * 100)) FROM order_items ' +
      'WHERE account_id = ? GROUP BY account_id, id_evento, tipo, COALESCE(id_vendedor, 0)',
    [accountId],
  );
}
