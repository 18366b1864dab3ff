import { EntityManager } from 'typeorm';

/** A value of a row to insert: what both drivers bind as a `?` parameter. */
export type InsertValue = string | number | boolean | null | undefined;

const bound = (value: InsertValue): string | number | null =>
  value === undefined ? null : typeof value === 'boolean' ? (value ? 1 : 0) : value;

/**
 * One multi-row `INSERT` of `rows` into `table` (column names from the first row, written by
 * code, never by a request; every value a bound `?` parameter). Answers the generated IDs in the order
 * of `rows`, in the same round trip: MariaDB and SQLite through `RETURNING id`; MySQL, which has
 * no `RETURNING`, as the statement's first ID and its successors by `auto_increment_increment`
 * (InnoDB hands one INSERT whose row count is known in advance consecutive auto-increment values
 * under `innodb_autoinc_lock_mode` 1 and 2, the defaults; a multi-primary group steps them by
 * more than 1), read in a second statement. An ID is never read back by a SELECT of the rows.
 *
 * The values go in as given: no entity transformer runs, so the caller passes values already in
 * their column's form (money rounded to its scale, dates as `YYYY-MM-DD`).
 */
export async function insertRows(manager: EntityManager, table: string, rows: Record<string, InsertValue>[]): Promise<number[]> {
  if (rows.length === 0) return [];
  const columns = Object.keys(rows[0]);
  const tuple = `(${columns.map(() => '?').join(', ')})`;
  const sql = `INSERT INTO ${table} (${columns.join(', ')}) VALUES ${rows.map(() => tuple).join(', ')}`;
  const params = rows.flatMap((row) => columns.map((column) => bound(row[column])));
  let ids: number[];
  if (manager.connection.options.type === 'mysql') {
    const result = (await manager.query(sql, params)) as { insertId: number | string; affectedRows: number };
    const first = Number(result.insertId);
    // The step is more than 1 on a multi-primary group (and a Galera cluster): read it, as the
    // cluster may change it when a member joins or leaves.
    const step =
      rows.length === 1
        ? 1
        : Number(((await manager.query('SELECT @@auto_increment_increment AS step')) as { step: number | string }[])[0].step);
    ids = result.affectedRows === rows.length ? rows.map((_, i) => first + i * step) : [];
  } else {
    // Auto-increment IDs grow in the order of the VALUES; RETURNING's own row order is not promised.
    ids = ((await manager.query(`${sql} RETURNING id`, params)) as { id: number | string }[])
      .map((r) => Number(r.id))
      .sort((a, b) => a - b);
  }
  if (ids.length !== rows.length || ids.some((id) => !Number.isSafeInteger(id) || id <= 0)) {
    throw new Error(`the insert into ${table} reported ${ids.length} generated IDs for ${rows.length} rows`);
  }
  return ids;
}
