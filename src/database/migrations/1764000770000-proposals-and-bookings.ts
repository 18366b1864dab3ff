import { MigrationInterface, QueryRunner, Table, TableColumn, TableForeignKey } from 'typeorm';

import { bool, date, datetime, index, int, pk, text, varchar } from '../migration-helpers';

const BUDGET_COLUMNS = [
  date('validade', { isNullable: true }),
  int('id_local', { isNullable: true }),
  { name: 'entrada_percentual', type: 'decimal', precision: 5, scale: 2, isNullable: true },
  int('parcelas', { isNullable: true }),
  date('primeiro_vencimento', { isNullable: true }),
  varchar('forma_pagamento', 20, { isNullable: true }),
  bool('cobrar_entrada', false),
];

/**
 * Proposals and bookings: a budget's validity, place and payment terms, and its answers
 * (`budget_answers`: an acceptance or a refusal of one proposal version, with its evidence and
 * what the acceptance booked), each under its budget by a foreign key.
 */
export class ProposalsAndBookings1764000770000 implements MigrationInterface {
  name = 'ProposalsAndBookings1764000770000';

  async up(q: QueryRunner): Promise<void> {
    await q.addColumns(
      'budgets',
      BUDGET_COLUMNS.map((c) => new TableColumn(c)),
    );
    await q.createTable(
      new Table({
        name: 'budget_answers',
        columns: [
          pk(),
          int('account_id'),
          int('idorcamento'),
          int('proposta'),
          varchar('decisao', 10),
          varchar('canal', 10),
          varchar('nome', 150, { isNullable: true }),
          varchar('cpf', 11, { isNullable: true }),
          text('motivo', { isNullable: true }),
          varchar('endereco', 45, { isNullable: true }),
          varchar('user_agent', 255, { isNullable: true }),
          int('id_token', { isNullable: true }),
          varchar('versao', 64),
          datetime('respondido_em'),
          int('idevento', { isNullable: true }),
          varchar('pedido', 30, { isNullable: true }),
          int('id_lancamento_entrada', { isNullable: true }),
        ],
        indices: [
          index('UQ_budget_answers_account_id', ['account_id', 'id'], true),
          index('IDX_budget_answers_account_budget', ['account_id', 'idorcamento']),
        ],
        foreignKeys: [
          new TableForeignKey({
            name: 'FK_budget_answers_idorcamento',
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
    await q.dropTable('budget_answers');
    await q.dropColumns(
      'budgets',
      BUDGET_COLUMNS.map((c) => c.name),
    );
  }
}
