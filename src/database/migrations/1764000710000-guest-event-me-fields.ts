import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';

import { int, text, varchar } from '../migration-helpers';

const GUEST_COLUMNS = [
  varchar('genero', 20, { isNullable: true }),
  varchar('idade', 10, { isNullable: true }),
  varchar('mesa', 20, { isNullable: true }),
  int('id_grupo', { isNullable: true }),
  text('observacoes', { isNullable: true }),
  varchar('envio_email', 20, { isNullable: true }),
  int('id_usuario', { isNullable: true }),
];

const EVENT_COLUMNS = [text('informacoes', { isNullable: true }), varchar('codigo_interno', 50, { isNullable: true })];

/**
 * ME Eventos' guest fields (gender, age, table, group, note, invitation e-mail status, the user who
 * registered the guest) and its event fields `informacoes` and `codigointerno`. All nullable.
 */
export class GuestEventMeFields1764000710000 implements MigrationInterface {
  name = 'GuestEventMeFields1764000710000';

  async up(q: QueryRunner): Promise<void> {
    await q.addColumns(
      'guests',
      GUEST_COLUMNS.map((c) => new TableColumn(c)),
    );
    await q.addColumns(
      'events',
      EVENT_COLUMNS.map((c) => new TableColumn(c)),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropColumns(
      'events',
      EVENT_COLUMNS.map((c) => c.name),
    );
    await q.dropColumns(
      'guests',
      GUEST_COLUMNS.map((c) => c.name),
    );
  }
}
