import { MigrationInterface, QueryRunner, TableIndex } from 'typeorm';
import { index } from '../migration-helpers';

/**
 * `(account_id, pago)` and `(account_id, tipo, pago)` on `financial_entries`: with the primary key
 * the engine appends, each walks one `pago` value of the account (or of one `tipo`) in ID order.
 * The overview sorted by `status` reads its page as the entries of one status after the other,
 * each in ID order, and stops after the page; without them it sorted every matching entry by an
 * expression of `pago` and today's date.
 */
const INDEXES = [
  index('IDX_financial_entries_account_pago', ['account_id', 'pago']),
  index('IDX_financial_entries_account_tipo_pago', ['account_id', 'tipo', 'pago']),
  // `tipo` × `field_sort=datapagamento`: without it the engine walks the payment-date index of the
  // whole account and keeps the rows of one `tipo`, which takes a second for the rare one.
  index('IDX_financial_entries_account_tipo_pagamento', ['account_id', 'tipo', 'datapagamento']),
];

export class FinancialStatusIndexes1763800009900 implements MigrationInterface {
  name = 'FinancialStatusIndexes1763800009900';

  async up(q: QueryRunner): Promise<void> {
    for (const options of INDEXES) await q.createIndex('financial_entries', new TableIndex(options));
  }

  async down(q: QueryRunner): Promise<void> {
    for (const options of [...INDEXES].reverse()) await q.dropIndex('financial_entries', options.name!);
  }
}
