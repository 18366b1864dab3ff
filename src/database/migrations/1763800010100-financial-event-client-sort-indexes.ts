import { MigrationInterface, QueryRunner, TableIndex } from 'typeorm';
import { index } from '../migration-helpers';

/**
 * The entries of one event, or of one client, sorted by due date, value or payment date (the
 * overview's `idevento` / `id_cliente` with `field_sort`): with these indexes the page is a walk
 * of the first rows of the index; without them every entry of the event or client (hundreds to
 * thousands) was read and sorted on each request.
 */
const INDEXES = [
  index('IDX_financial_entries_account_evento_vencimento', ['account_id', 'idevento', 'data_vencimento']),
  index('IDX_financial_entries_account_evento_valor', ['account_id', 'idevento', 'valor']),
  index('IDX_financial_entries_account_evento_pagamento', ['account_id', 'idevento', 'datapagamento']),
  index('IDX_financial_entries_account_cliente_vencimento', ['account_id', 'id_cliente', 'data_vencimento']),
  index('IDX_financial_entries_account_cliente_valor', ['account_id', 'id_cliente', 'valor']),
  index('IDX_financial_entries_account_cliente_pagamento', ['account_id', 'id_cliente', 'datapagamento']),
];

export class FinancialEventClientSortIndexes1763800010100 implements MigrationInterface {
  name = 'FinancialEventClientSortIndexes1763800010100';

  async up(q: QueryRunner): Promise<void> {
    for (const options of INDEXES) await q.createIndex('financial_entries', new TableIndex(options));
  }

  async down(q: QueryRunner): Promise<void> {
    for (const options of [...INDEXES].reverse()) await q.dropIndex('financial_entries', options.name!);
  }
}
