import { MigrationInterface, QueryRunner, TableIndex } from 'typeorm';
import { index } from '../migration-helpers';

/**
 * Indexes for the guest list's filters and sorts beyond the first migration: guests of one
 * event by name (the usual screen) and guests by attendance across events.
 */
const INDEXES: [string, ReturnType<typeof index>][] = [
  ['guests', index('IDX_guests_account_evento_nome', ['account_id', 'id_evento', 'nome'])],
  ['guests', index('IDX_guests_account_presenca', ['account_id', 'presenca'])],
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
