import { QueryRunner, Table, TableColumnOptions, TableIndexOptions } from 'typeorm';

/**
 * Column builders for hand-written migrations that run unchanged on MySQL/MariaDB and SQLite
 * (TypeORM's Table API writes the dialect). Keep them in step with the entity decorators:
 * the e2e suite checks that the migrated schema matches the entities on both drivers.
 */
export const pk = (name = 'id'): TableColumnOptions => ({
  name,
  type: 'integer',
  isPrimary: true,
  isGenerated: true,
  generationStrategy: 'increment',
});
export const int = (name: string, opts: Partial<TableColumnOptions> = {}): TableColumnOptions => ({
  name,
  type: 'integer',
  ...opts,
});
export const varchar = (name: string, length: number, opts: Partial<TableColumnOptions> = {}): TableColumnOptions => ({
  name,
  type: 'varchar',
  length: String(length),
  ...opts,
});
export const text = (name: string, opts: Partial<TableColumnOptions> = {}): TableColumnOptions => ({
  name,
  type: 'text',
  ...opts,
});
export const money = (name: string, opts: Partial<TableColumnOptions> = {}): TableColumnOptions => ({
  name,
  type: 'decimal',
  precision: 12,
  scale: 2,
  ...opts,
});
export const qty = (name: string, opts: Partial<TableColumnOptions> = {}): TableColumnOptions => ({
  name,
  type: 'decimal',
  precision: 12,
  scale: 3,
  ...opts,
});
export const date = (name: string, opts: Partial<TableColumnOptions> = {}): TableColumnOptions => ({
  name,
  type: 'date',
  ...opts,
});
export const datetime = (name: string, opts: Partial<TableColumnOptions> = {}): TableColumnOptions => ({
  name,
  type: 'datetime',
  ...opts,
});
export const createdAt = (name = 'created_at'): TableColumnOptions => ({
  name,
  type: 'datetime',
  default: 'CURRENT_TIMESTAMP',
});
export const bool = (name: string, dflt: boolean): TableColumnOptions => ({
  name,
  type: 'boolean',
  default: dflt ? 1 : 0,
});
export const index = (name: string, columnNames: string[], isUnique = false): TableIndexOptions => ({
  name,
  columnNames,
  isUnique,
});

/**
 * A table of running totals of financial entries, keyed by account, `column` if given (named as in
 * `financial_entries`), `tipo`, `pago` and due date, holding the sum and the number of entries of
 * each key; backfilled from the entries already stored (an entry whose `column` is NULL is not
 * counted). The key is the primary key: on MySQL/MariaDB the rows of one account (and column
 * value) are then stored together in key order, and a read of them is one range of the table
 * instead of a lookup by surrogate ID per row. `surrogate` builds the earlier shape instead (an
 * `id` primary key and the key as a unique index), for migrations that go back to it.
 */
export async function createRunningTotalsTable(q: QueryRunner, name: string, column?: TableColumnOptions, surrogate = false): Promise<void> {
  const key = ['account_id', ...(column ? [column.name] : []), 'tipo', 'pago', 'data_vencimento'];
  const keyColumns: TableColumnOptions[] = [int('account_id'), ...(column ? [column] : []), varchar('tipo', 10), { name: 'pago', type: 'boolean' }, date('data_vencimento')];
  await q.createTable(
    new Table({
      name,
      columns: [
        ...(surrogate ? [pk()] : []),
        ...keyColumns.map((c) => ({ ...c, isPrimary: !surrogate })),
        { name: 'total', type: 'decimal', precision: 16, scale: 2 },
        int('quantidade'),
      ],
      indices: surrogate ? [index(`UQ_${name}_key`, key, true)] : [],
    }),
  );
  await q.query(
    `INSERT INTO ${name} (${key.join(', ')}, total, quantidade) ` +
      `SELECT ${key.join(', ')}, SUM(CASE WHEN pago = 1 THEN COALESCE(valorpago, valor) ELSE valor END), COUNT(*) ` +
      `FROM financial_entries${column ? ` WHERE ${column.name} IS NOT NULL` : ''} GROUP BY ${key.join(', ')}`,
  );
}
