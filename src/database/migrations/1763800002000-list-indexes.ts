import { MigrationInterface, QueryRunner, TableIndex } from 'typeorm';
import { index } from '../migration-helpers';

/**
 * Indexes for the guest list's filters, sorts and search beyond the first migration: guests of
 * one event by name (the usual screen), guests by attendance across events, e-mail and phone.
 */
const INDEXES: [string, ReturnType<typeof index>][] = [
  ['guests', index('IDX_guests_account_evento_nome', ['account_id', 'id_evento', 'nome'])],
  ['guests', index('IDX_guests_account_presenca', ['account_id', 'presenca'])],
  ['guests', index('IDX_guests_account_email', ['account_id', 'email'])],
  ['guests', index('IDX_guests_account_telefone', ['account_id', 'telefone'])],
];

export class ListIndexes1763800002000 implements MigrationInterface {
  name = 'ListIndexes1763800002000';

  async up(q: QueryRunner): Promise<void> {
    for (const [table, options] of INDEXES) await q.createIndex(table, new TableIndex(options));
  }

  async down(q: QueryRunner): Promise<void> {
    for (const [table, options] of [...INDEXES].reverse()) await q.dropIndex(table, options.name!);
  }
}
