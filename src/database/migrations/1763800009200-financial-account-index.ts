import { MigrationInterface, QueryRunner, TableIndex } from 'typeorm';
import { index } from '../migration-helpers';

/**
 * `(account_id)` alone on `financial_entries`: InnoDB appends the primary key, so the overview's
 * default order (`id`) is an index walk that stops after the page. Without it, the first page
 * without a filter (or with `tipo`, `pago`, `status` or a due-date range) read every matching
 * entry of the account through another `(account_id, …)` index and sorted them by `id`.
 */
const INDEX = index('IDX_financial_entries_account', ['account_id']);

export class FinancialAccountIndex1763800009200 implements MigrationInterface {
  name = 'FinancialAccountIndex1763800009200';

  async up(q: QueryRunner): Promise<void> {
    await q.createIndex('financial_entries', new TableIndex(INDEX));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropIndex('financial_entries', INDEX.name!);
  }
}
