import { MigrationInterface, QueryRunner, TableIndex } from 'typeorm';
import { index } from '../migration-helpers';

/**
 * The overview sorted by the documented `field_sort` values that had no index: `descricao`,
 * `datacompetencia`, `datacadastro`, `numeroparcela`, `datahoraupdate` and `tipo` (ties by ID:
 * `(account_id, tipo)` holds them in that order, the `(account_id, tipo, …)` indexes do not).
 * Without them a page read and sorted every entry of the account (1.2-1.9 s at a million
 * entries); with them it walks the first entries of the index, as the other sorts do, and a
 * filter on an event, client or plan still reads its few entries by its own index. And
 * `(account_id, pago, …)` for the sorts whose values divide paid from unpaid entries, and
 * `(account_id, tipo, …)` for each type sorted by them.
 */
const INDEXES = [
  index('IDX_financial_entries_account_descricao', ['account_id', 'descricao']),
  index('IDX_financial_entries_account_competencia', ['account_id', 'datacompetencia']),
  index('IDX_financial_entries_account_cadastro', ['account_id', 'datacadastro']),
  index('IDX_financial_entries_account_numeroparcela', ['account_id', 'numeroparcela']),
  index('IDX_financial_entries_account_datahoraupdate', ['account_id', 'datahoraupdate']),
  index('IDX_financial_entries_account_tipo_id', ['account_id', 'tipo']),
  // Paid or unpaid entries (`pago`, `status=pago`) by payment date, competence date, registration
  // date or type: the account-wide index of such a date holds the other half of the entries
  // first (unpaid ones have no payment date, and the older ones are mostly paid), each read to
  // be skipped.
  index('IDX_financial_entries_account_pago_pagamento', ['account_id', 'pago', 'datapagamento']),
  index('IDX_financial_entries_account_pago_competencia', ['account_id', 'pago', 'datacompetencia']),
  index('IDX_financial_entries_account_pago_cadastro', ['account_id', 'pago', 'datacadastro']),
  index('IDX_financial_entries_account_pago_tipo', ['account_id', 'pago', 'tipo']),
  // One type's entries by those fields: payables are a few hundredths of the entries, and the
  // account-wide indexes put them among all the receivables.
  index('IDX_financial_entries_account_tipo_descricao', ['account_id', 'tipo', 'descricao']),
  index('IDX_financial_entries_account_tipo_competencia', ['account_id', 'tipo', 'datacompetencia']),
  index('IDX_financial_entries_account_tipo_cadastro', ['account_id', 'tipo', 'datacadastro']),
  index('IDX_financial_entries_account_tipo_numeroparcela', ['account_id', 'tipo', 'numeroparcela']),
  index('IDX_financial_entries_account_tipo_datahoraupdate', ['account_id', 'tipo', 'datahoraupdate']),
];

export class FinancialSortIndexes1763800010400 implements MigrationInterface {
  name = 'FinancialSortIndexes1763800010400';

  async up(q: QueryRunner): Promise<void> {
    for (const options of INDEXES) await q.createIndex('financial_entries', new TableIndex(options));
  }

  async down(q: QueryRunner): Promise<void> {
    for (const options of [...INDEXES].reverse()) await q.dropIndex('financial_entries', options.name!);
  }
}
