import { MigrationInterface, QueryRunner, TableIndex } from 'typeorm';

import { index } from '../migration-helpers';

const NOME_EVENTO = index('IDX_budgets_account_nome_evento', ['account_id', 'nome_evento']);

/**
 * Budgets sorted by their event's name (`field_sort=nomeevento`, ME Eventos' own example of its
 * budget list) stay available without a narrowing filter: an index orders them, so a page costs
 * its rows, not the account's budgets.
 */
export class BudgetEventNameIndex1764000740000 implements MigrationInterface {
  name = 'BudgetEventNameIndex1764000740000';

  async up(q: QueryRunner): Promise<void> {
    await q.createIndex('budgets', new TableIndex(NOME_EVENTO));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropIndex('budgets', NOME_EVENTO.name!);
  }
}
