import { MigrationInterface, QueryRunner, TableIndex } from 'typeorm';
import { index } from '../migration-helpers';

/**
 * Covering indexes of the overview's three ranges: due dates, a status's unpaid entries by due
 * date (`aberto` from today, `vencido` before it) and payment dates, each followed by the type,
 * `pago`, the other dates, `numeroparcela` and `datahoraupdate`. A page under such a range sorted
 * by a date that runs against it (a month of due dates by competence date, overdue entries by
 * registration date) walked the sort's index past every entry outside the range first (0.5-3 s
 * at a million entries); it now reads the range from these index entries alone and sorts it.
 * They are separate from the `(account_id, <range column>)` indexes, whose entries keep ties in
 * ID order for a page sorted by the range's own column.
 */
const LATER = ['datacompetencia', 'datacadastro', 'numeroparcela', 'datahoraupdate'];
const INDEXES = [
  index('IDX_financial_entries_range_vencimento', ['account_id', 'data_vencimento', 'tipo', 'pago', 'datapagamento', ...LATER]),
  index('IDX_financial_entries_range_pago_vencimento', ['account_id', 'pago', 'data_vencimento', 'tipo', 'datapagamento', ...LATER]),
  index('IDX_financial_entries_range_pagamento', ['account_id', 'datapagamento', 'tipo', 'pago', 'data_vencimento', ...LATER]),
];

export class FinancialRangeCoveringIndexes1763800010500 implements MigrationInterface {
  name = 'FinancialRangeCoveringIndexes1763800010500';

  async up(q: QueryRunner): Promise<void> {
    for (const options of INDEXES) await q.createIndex('financial_entries', new TableIndex(options));
  }

  async down(q: QueryRunner): Promise<void> {
    for (const options of [...INDEXES].reverse()) await q.dropIndex('financial_entries', options.name!);
  }
}
