import { MigrationInterface, QueryRunner, TableIndex } from 'typeorm';
import { index } from '../migration-helpers';

/**
 * One index per range column (due date, payment date) and per date or number a page under that
 * range may be sorted by: the range's column, `tipo`, `pago`, then the sort column, so that the
 * entries of one due (or payment) day, type and paid state are in page order (ties by ID). A page
 * under a range sorted by another column reads, of each such group, only its first entries, and
 * only of the groups that can hold the page (a month of due dates by competence date: the
 * latest day or two), instead of the whole range (some 95,000 entries a month at a million
 * entries). Each index also holds what such a page filters on, so a page too deep for that reads
 * the range from its entries alone. They replace the three covering indexes of 1763800010500,
 * whose sort columns came after the others.
 */
const SORTS: Record<string, string[]> = {
  vencimento: ['datapagamento', 'datacompetencia', 'datacadastro', 'numeroparcela', 'datahoraupdate'],
  pagamento: ['data_vencimento', 'datacompetencia', 'datacadastro', 'numeroparcela', 'datahoraupdate'],
};
const RANGE_COLUMN: Record<string, string> = { vencimento: 'data_vencimento', pagamento: 'datapagamento' };
const SHORT: Record<string, string> = {
  datapagamento: 'pagamento',
  data_vencimento: 'vencimento',
  datacompetencia: 'competencia',
  datacadastro: 'cadastro',
  numeroparcela: 'numeroparcela',
  datahoraupdate: 'datahoraupdate',
};
const INDEXES = Object.entries(SORTS).flatMap(([range, sorts]) =>
  sorts.map((sort) => index(`IDX_financial_entries_range_${range}_${SHORT[sort]}`, ['account_id', RANGE_COLUMN[range], 'tipo', 'pago', sort])),
);

const LATER = ['datacompetencia', 'datacadastro', 'numeroparcela', 'datahoraupdate'];
const REPLACED = [
  index('IDX_financial_entries_range_vencimento', ['account_id', 'data_vencimento', 'tipo', 'pago', 'datapagamento', ...LATER]),
  index('IDX_financial_entries_range_pago_vencimento', ['account_id', 'pago', 'data_vencimento', 'tipo', 'datapagamento', ...LATER]),
  index('IDX_financial_entries_range_pagamento', ['account_id', 'datapagamento', 'tipo', 'pago', 'data_vencimento', ...LATER]),
];

export class FinancialRangeSortIndexes1763800010600 implements MigrationInterface {
  name = 'FinancialRangeSortIndexes1763800010600';

  async up(q: QueryRunner): Promise<void> {
    for (const options of INDEXES) await q.createIndex('financial_entries', new TableIndex(options));
    for (const options of REPLACED) await q.dropIndex('financial_entries', options.name!);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const options of REPLACED) await q.createIndex('financial_entries', new TableIndex(options));
    for (const options of [...INDEXES].reverse()) await q.dropIndex('financial_entries', options.name!);
  }
}
