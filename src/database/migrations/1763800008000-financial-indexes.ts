import { MigrationInterface, QueryRunner, TableIndex } from 'typeorm';
import { index } from '../migration-helpers';

/**
 * Indexes for the financial overview at a million entries: `field_sort=valor` without a filter
 * and with `tipo` (a filesort of every entry of the account before), `tipo` sorted by due date
 * (the older `(account_id, tipo, pago, data_vencimento)` cannot give that order), and the
 * `forma_pagamento` filter, alone or with a due-date range (no index before).
 */
const INDEXES: [string, ReturnType<typeof index>][] = [
  ['financial_entries', index('IDX_financial_entries_account_valor', ['account_id', 'valor'])],
  ['financial_entries', index('IDX_financial_entries_account_tipo_valor', ['account_id', 'tipo', 'valor'])],
  ['financial_entries', index('IDX_financial_entries_account_tipo_vencimento', ['account_id', 'tipo', 'data_vencimento'])],
  ['financial_entries', index('IDX_financial_entries_account_forma_vencimento', ['account_id', 'forma_pagamento', 'data_vencimento'])],
];

export class FinancialIndexes1763800008000 implements MigrationInterface {
  name = 'FinancialIndexes1763800008000';

  async up(q: QueryRunner): Promise<void> {
    for (const [table, options] of INDEXES) await q.createIndex(table, new TableIndex(options));
  }

  async down(q: QueryRunner): Promise<void> {
    for (const [table, options] of [...INDEXES].reverse()) await q.dropIndex(table, options.name!);
  }
}
