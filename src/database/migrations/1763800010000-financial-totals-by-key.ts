import { MigrationInterface, QueryRunner, TableColumnOptions } from 'typeorm';
import { createRunningTotalsTable, date, int, varchar } from '../migration-helpers';

/** The running totals tables that exist before this migration, with their own key column. */
const EARLIER: { name: string; column?: TableColumnOptions }[] = [
  { name: 'financial_totals' },
  { name: 'financial_totals_categoria', column: int('id_categoria') },
  { name: 'financial_totals_forma', column: varchar('forma_pagamento', 20) },
  { name: 'financial_totals_pagamento', column: date('datapagamento') },
];

/** The tables this migration adds: by event and by client. */
const ADDED: { name: string; column: TableColumnOptions }[] = [
  { name: 'financial_totals_evento', column: int('idevento') },
  { name: 'financial_totals_cliente', column: int('id_cliente') },
];

/**
 * Every table of running totals of financial entries keyed by its key (account, its own column
 * if any, `tipo`, `pago`, due date) as primary key, and two more tables, by event and by client.
 *
 * The overview reads a range of one of these tables per request (a few hundred rows for one
 * event, a few thousand for a whole account). With a surrogate `id` primary key and the key as a
 * unique index, MySQL/MariaDB looked every row of that range up by its `id`; keyed by the key,
 * the range is stored together. The four earlier tables are built again in the new shape and
 * backfilled from the entries (they hold nothing the entries do not give); the two new ones let
 * the overview filtered by `idevento` or `id_cliente` read a few rows per due date instead of
 * summing every entry of the event or client.
 */
export class FinancialTotalsByKey1763800010000 implements MigrationInterface {
  name = 'FinancialTotalsByKey1763800010000';

  async up(q: QueryRunner): Promise<void> {
    for (const { name, column } of EARLIER) {
      await q.dropTable(name);
      await createRunningTotalsTable(q, name, column);
    }
    for (const { name, column } of ADDED) await createRunningTotalsTable(q, name, column);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const { name } of [...ADDED].reverse()) await q.dropTable(name);
    for (const { name, column } of [...EARLIER].reverse()) {
      await q.dropTable(name);
      await createRunningTotalsTable(q, name, column, true);
    }
  }
}
