import { MigrationInterface, QueryRunner, Table, TableColumn, TableForeignKey } from 'typeorm';

import { date, index, int, pk, text, varchar } from '../migration-helpers';

const BUDGET_COLUMNS = [
  varchar('nome_evento', 150, { isNullable: true }),
  date('data_evento', { isNullable: true }),
  int('id_tipo_evento', { isNullable: true }),
  int('id_como_conheceu', { isNullable: true }),
  int('id_vendedor', { isNullable: true }),
  int('numero_convidados', { isNullable: true }),
  text('mensagem', { isNullable: true }),
  varchar('codigo_interno', 50, { isNullable: true }),
];

/**
 * Budgets as ME Eventos' leads: what the lead's web form says of the event (name, date, type,
 * guests, how the lead met the house, the seller, the message, the account's code), and the
 * budget's follow-ups (`budget_followups`, each under its budget by a foreign key).
 */
export class BudgetLeads1764000720000 implements MigrationInterface {
  name = 'BudgetLeads1764000720000';

  async up(q: QueryRunner): Promise<void> {
    await q.addColumns(
      'budgets',
      BUDGET_COLUMNS.map((c) => new TableColumn(c)),
    );
    await q.createTable(
      new Table({
        name: 'budget_followups',
        columns: [
          pk(),
          int('account_id'),
          int('idorcamento'),
          date('data'),
          text('texto'),
          date('proximo_contato', { isNullable: true }),
          date('datacadastro'),
        ],
        indices: [
          index('UQ_budget_followups_account_id', ['account_id', 'id'], true),
          index('IDX_budget_followups_account_budget', ['account_id', 'idorcamento', 'data']),
        ],
        foreignKeys: [
          new TableForeignKey({
            name: 'FK_budget_followups_idorcamento',
            columnNames: ['account_id', 'idorcamento'],
            referencedTableName: 'budgets',
            referencedColumnNames: ['account_id', 'id'],
            onDelete: 'NO ACTION',
            onUpdate: 'NO ACTION',
          }),
        ],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('budget_followups');
    await q.dropColumns(
      'budgets',
      BUDGET_COLUMNS.map((c) => c.name),
    );
  }
}
