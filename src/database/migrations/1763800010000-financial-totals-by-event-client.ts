import { MigrationInterface, QueryRunner, TableColumnOptions } from 'typeorm';
import { createRunningTotalsTable, int } from '../migration-helpers';

/**
 * Running totals of financial entries by event and by client, beside those by category, payment
 * form and payment date, with the same key after their own column. The overview filtered by
 * `idevento` or `id_cliente` then reads a few rows per due date instead of summing every entry of
 * the event or client (hundreds to thousands per request at a million entries). Backfilled here
 * from the entries already stored; an entry without an event (or without a client) is not
 * counted in that table.
 */
const TABLES: { name: string; column: TableColumnOptions }[] = [
  { name: 'financial_totals_evento', column: int('idevento') },
  { name: 'financial_totals_cliente', column: int('id_cliente') },
];

export class FinancialTotalsByEventClient1763800010000 implements MigrationInterface {
  name = 'FinancialTotalsByEventClient1763800010000';

  async up(q: QueryRunner): Promise<void> {
    for (const { name, column } of TABLES) await createRunningTotalsTable(q, name, column);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const { name } of [...TABLES].reverse()) await q.dropTable(name);
  }
}
