import { MigrationInterface, QueryRunner, TableIndex } from 'typeorm';
import { index } from '../migration-helpers';

/**
 * The account-wide indexes of the overview's sort columns, `(account_id, <sort>)`, also hold, after
 * the ID (so that within one key their entries stay in ID order), the columns a status or a date
 * range filters on: `tipo`, `pago`, `data_vencimento` and `datapagamento`. A page under a 30-day
 * due range sorted by `valor` walks `(account_id, valor)` and, before, read the row of each entry
 * it passed to check its due date: 3,669 rows for the first 100 of a month of mostly paid entries
 * (5.5 ms of MariaDB's time); from the index's own entries, 0.8 ms. The same holds for the walk of
 * one key's entries in ID order that a page read group by group starts with (groupedTop).
 */
const WALKED = ['tipo', 'pago', 'data_vencimento', 'datapagamento'];
const SORTS: Record<string, string> = {
  valor: 'valor',
  descricao: 'descricao',
  tipo_id: 'tipo',
  pagamento: 'datapagamento',
  competencia: 'datacompetencia',
  cadastro: 'datacadastro',
  numeroparcela: 'numeroparcela',
  datahoraupdate: 'datahoraupdate',
};
const name = (short: string) => `IDX_financial_entries_account_${short}`;
const BEFORE = Object.entries(SORTS).map(([short, sort]) => index(name(short), ['account_id', sort]));
const AFTER = Object.entries(SORTS).map(([short, sort]) => index(name(short), ['account_id', sort, 'id', ...WALKED.filter((c) => c !== sort)]));

export class FinancialSortWalkColumns1763800010700 implements MigrationInterface {
  name = 'FinancialSortWalkColumns1763800010700';

  async up(q: QueryRunner): Promise<void> {
    await replace(q, BEFORE, AFTER);
  }

  async down(q: QueryRunner): Promise<void> {
    await replace(q, AFTER, BEFORE);
  }
}

/**
 * Each index replaced under its own name. On MySQL/MariaDB in one ALTER TABLE per index, which
 * swaps it at once: an API process still serving while the migration runs names these indexes in
 * its hints, and a hint naming a missing index fails the statement. On SQLite, drop then create, in
 * the migration's transaction.
 */
async function replace(q: QueryRunner, from: typeof BEFORE, to: typeof AFTER): Promise<void> {
  const mysql = q.connection.driver.options.type !== 'better-sqlite3';
  const escape = (identifier: string) => q.connection.driver.escape(identifier);
  for (const [i, options] of to.entries()) {
    if (mysql) {
      const columns = options.columnNames.map(escape).join(', ');
      await q.query(`ALTER TABLE ${escape('financial_entries')} DROP INDEX ${escape(from[i].name!)}, ADD INDEX ${escape(options.name!)} (${columns})`);
    } else {
      await q.dropIndex('financial_entries', from[i].name!);
      await q.createIndex('financial_entries', new TableIndex(options));
    }
  }
}
