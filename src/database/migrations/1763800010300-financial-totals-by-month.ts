import { MigrationInterface, QueryRunner, Table, TableColumnOptions } from 'typeorm';
import { createRunningTotalsTable, date, int, varchar } from '../migration-helpers';

/** The running totals tables that get month rows, with their own key column. */
const TABLES: { name: string; column?: TableColumnOptions }[] = [
  { name: 'financial_totals' },
  { name: 'financial_totals_categoria', column: int('id_categoria') },
  { name: 'financial_totals_forma', column: varchar('forma_pagamento', 20) },
  { name: 'financial_totals_evento', column: int('idevento') },
  { name: 'financial_totals_cliente', column: int('id_cliente') },
];

/** The paid value once paid, else the value: what an entry adds to its running totals. */
const AMOUNT = 'SUM(CASE WHEN pago = 1 THEN COALESCE(valorpago, valor) ELSE valor END)';
/** The first day of the due date's month, on MySQL/MariaDB and SQLite alike. */
const MONTH = "CONCAT(SUBSTR(data_vencimento, 1, 7), '-01')";

/**
 * Drops a table by SQL: TypeORM's \`dropTable\` drops the indexes of the table it last loaded in
 * this run, and on SQLite those of the shape before 1763800010000 were gone with that table.
 */
const dropTable = (q: QueryRunner, name: string) => q.query(`DROP TABLE ${name}`);

/**
 * Month rows in the running totals of financial entries (all but the table by payment date):
 * a `periodo` key column before the due date, `dia` for the rows by due date as before and `mes`
 * for a row per month (due date its first day) summing that month's entries.
 *
 * An overview without a due-date range summed every day row of the account (about 850 rows for
 * 14 months of entries, and four more per day of history); it now sums a month row for each
 * whole month and day rows for today's month and the partial ends of a range. The tables are
 * built again in the new shape (key: account, own column, `tipo`, `pago`, `periodo`, due date)
 * and backfilled from the entries, which hold everything they count.
 */
export class FinancialTotalsByMonth1763800010300 implements MigrationInterface {
  name = 'FinancialTotalsByMonth1763800010300';

  async up(q: QueryRunner): Promise<void> {
    for (const { name, column } of TABLES) {
      const own = column ? [column.name] : [];
      await dropTable(q, name);
      const key: TableColumnOptions[] = [
        int('account_id'),
        ...(column ? [column] : []),
        varchar('tipo', 10),
        { name: 'pago', type: 'boolean' },
        varchar('periodo', 3),
        date('data_vencimento'),
      ];
      await q.createTable(
        new Table({
          name,
          columns: [...key.map((c) => ({ ...c, isPrimary: true })), { name: 'total', type: 'decimal', precision: 16, scale: 2 }, int('quantidade')],
        }),
      );
      const head = ['account_id', ...own, 'tipo', 'pago'].join(', ');
      const counted = column ? `WHERE ${column.name} IS NOT NULL` : '';
      await q.query(
        `INSERT INTO ${name} (${head}, periodo, data_vencimento, total, quantidade) ` +
          `SELECT ${head}, 'dia', data_vencimento, ${AMOUNT}, COUNT(*) FROM financial_entries ${counted} GROUP BY ${head}, data_vencimento ` +
          `UNION ALL SELECT ${head}, 'mes', ${MONTH}, ${AMOUNT}, COUNT(*) FROM financial_entries ${counted} GROUP BY ${head}, ${MONTH}`,
      );
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const { name, column } of [...TABLES].reverse()) {
      await dropTable(q, name);
      await createRunningTotalsTable(q, name, column);
    }
  }
}
