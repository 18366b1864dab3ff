import { EntityManager } from 'typeorm';

export interface ReferenceCount {
  /** Table that holds the references, e.g. `events`, `orders`. */
  table: string;
  count: number;
}

/**
 * Counts, in every registered entity of the account that has one of `columns`, the rows that
 * point to `id` (e.g. `id_cliente`). Lets a delete answer 409 while anything — events today,
 * orders, budgets or financial entries as their modules register — still references the row,
 * without the deleting module knowing them all. `except` lists tables that are handled apart.
 */
export async function countReferences(
  manager: EntityManager,
  accountId: number,
  columns: string[],
  id: number,
  except: string[] = [],
): Promise<ReferenceCount[]> {
  const found: ReferenceCount[] = [];
  for (const meta of manager.connection.entityMetadatas) {
    if (except.includes(meta.tableName)) continue;
    if (!meta.findColumnWithDatabaseName('account_id')) continue;
    const refColumns = columns.filter((c) => meta.findColumnWithDatabaseName(c));
    if (refColumns.length === 0) continue;
    const qb = manager
      .createQueryBuilder()
      .select('COUNT(1)', 'n')
      .from(meta.tableName, 'r')
      .where('r.account_id = :accountId', { accountId });
    qb.andWhere(`(${refColumns.map((c) => `r.${c} = :refId`).join(' OR ')})`, { refId: id });
    const row = await qb.getRawOne<{ n: string | number }>();
    const count = Number(row?.n ?? 0);
    if (count > 0) found.push({ table: meta.tableName, count });
  }
  return found;
}
