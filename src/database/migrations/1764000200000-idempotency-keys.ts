import { MigrationInterface, QueryRunner, Table } from 'typeorm';

import { createdAt, datetime, index, int, pk, varchar } from '../migration-helpers';

/** The Idempotency-Key of POST requests, with the answer stored in the request's own transaction. */
export class IdempotencyKeys1764000200000 implements MigrationInterface {
  name = 'IdempotencyKeys1764000200000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'idempotency_keys',
        columns: [
          pk(),
          int('account_id'),
          varchar('scope', 64),
          varchar('idempotency_key', 255),
          varchar('method', 10),
          varchar('path', 1000),
          varchar('fingerprint', 64),
          varchar('claim', 36, { isNullable: true }),
          datetime('locked_until', { isNullable: true }),
          int('status_code', { isNullable: true }),
          { name: 'response', type: 'json', isNullable: true },
          createdAt(),
          datetime('expires_at'),
        ],
        indices: [
          index('UQ_idempotency_keys_account_scope', ['account_id', 'scope'], true),
          index('IDX_idempotency_keys_expires', ['expires_at']),
        ],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('idempotency_keys');
  }
}
