import { EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';

/**
 * A value of a row to insert: what both drivers bind as a `?` parameter. A `Date` only as
 * `insertEntities` hands it to MySQL's driver (which writes it in the connection's time zone);
 * SQLite's driver takes datetimes as text.
 */
export type InsertValue = string | number | boolean | Date | null | undefined;

/**
 * Rows per INSERT statement, on both engines. SQLite bounds each statement (its bound
 * parameters, its expression tree), so a write that fans out (one delivery per notification and
 * webhook: 500 clients to 20 webhooks is 10,000 rows) goes in statements of at most this many
 * rows; MySQL could take larger ones, and takes the same. No request batch is larger (500 items,
 * clients or budget lines), so their inserts stay one statement.
 */
export const ROWS_PER_INSERT = 500;

/** Bound parameters per statement: SQLite's SQLITE_MAX_VARIABLE_NUMBER (32,766 since 3.32). */
export const PARAMETERS_PER_INSERT = 32_766;

const bound = (value: InsertValue): string | number | Date | null =>
  value === undefined ? null : typeof value === 'boolean' ? (value ? 1 : 0) : value;

/**
 * Multi-row `INSERT`s of `rows` into `table` (column names from the first row, written by code,
 * never by a request; every value a bound `?` parameter), at most ROWS_PER_INSERT rows (and
 * PARAMETERS_PER_INSERT values) each. Answers the generated IDs in the order of `rows`, in the
 * same round trip: MariaDB and SQLite through `RETURNING id`; MySQL, which has no `RETURNING`, as
 * each statement's first ID and its successors by `auto_increment_increment` (InnoDB hands one
 * INSERT whose row count is known in advance consecutive auto-increment values under
 * `innodb_autoinc_lock_mode` 1 and 2, the defaults; a multi-primary group steps them by more
 * than 1), read once in another statement. An ID is never read back by a SELECT of the rows.
 *
 * The values go in as given: no entity transformer runs, so the caller passes values already in
 * their column's form (money rounded to its scale, dates as `YYYY-MM-DD`), or uses `insertEntities`.
 */
export async function insertRows(manager: EntityManager, table: string, rows: Record<string, InsertValue>[]): Promise<number[]> {
  if (rows.length === 0) return [];
  const columns = Object.keys(rows[0]);
  const perStatement = Math.max(1, Math.min(ROWS_PER_INSERT, Math.floor(PARAMETERS_PER_INSERT / Math.max(1, columns.length))));
  const mysql = manager.connection.options.type === 'mysql';
  let step: number | undefined;
  const ids: number[] = [];
  for (let start = 0; start < rows.length; start += perStatement) {
    const batch = rows.slice(start, start + perStatement);
    const tuple = `(${columns.map(() => '?').join(', ')})`;
    const sql = `INSERT INTO ${table} (${columns.join(', ')}) VALUES ${batch.map(() => tuple).join(', ')}`;
    const params = batch.flatMap((row) => columns.map((column) => bound(row[column])));
    let got: number[];
    if (mysql) {
      const result = (await manager.query(sql, params)) as { insertId: number | string; affectedRows: number };
      const first = Number(result.insertId);
      // The step is more than 1 on a multi-primary group (and a Galera cluster): read it, as the
      // cluster may change it when a member joins or leaves.
      if (batch.length > 1 && step === undefined)
        step = Number(((await manager.query('SELECT @@auto_increment_increment AS step')) as { step: number | string }[])[0].step);
      got = result.affectedRows === batch.length ? batch.map((_, i) => first + i * (step ?? 1)) : [];
    } else {
      // Auto-increment IDs grow in the order of the VALUES; RETURNING's own row order is not promised.
      got = ((await manager.query(`${sql} RETURNING id`, params)) as { id: number | string }[])
        .map((r) => Number(r.id))
        .sort((a, b) => a - b);
    }
    if (got.length !== batch.length || got.some((id) => !Number.isSafeInteger(id) || id <= 0)) {
      throw new Error(`the insert into ${table} reported ${got.length} generated IDs for ${batch.length} rows`);
    }
    ids.push(...got);
  }
  return ids;
}

/**
 * `insertRows` of entity values: the table and column names come from the entity's metadata,
 * and each value goes through the driver's own conversion for its column (transformers, JSON,
 * dates, booleans), as TypeORM's own insert would write it, without TypeORM's read back of the
 * rows' defaults (one `id = ? OR …` per row: past SQLite's expression depth at a thousand rows).
 * Every row has the properties of the first.
 */
export async function insertEntities<T extends ObjectLiteral>(
  manager: EntityManager,
  target: EntityTarget<T>,
  rows: Partial<T>[],
): Promise<number[]> {
  if (rows.length === 0) return [];
  const metadata = manager.connection.getMetadata(target);
  const driver = manager.connection.driver;
  const columns = Object.keys(rows[0]).map((property) => {
    const column = metadata.findColumnWithPropertyName(property);
    if (!column) throw new Error(`${metadata.tableName} has no column for ${property}`);
    return column;
  });
  return insertRows(
    manager,
    metadata.tableName,
    rows.map((row) =>
      Object.fromEntries(columns.map((c) => [c.databaseName, driver.preparePersistentValue(row[c.propertyName], c) as InsertValue])),
    ),
  );
}
