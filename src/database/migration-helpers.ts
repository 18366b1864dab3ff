import { TableColumnOptions, TableIndexOptions } from 'typeorm';

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
