import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { createdAt, datetime, index, int, pk, varchar } from '../migration-helpers';

/** Accounts and API tokens. */
export class Foundation1763800000000 implements MigrationInterface {
  name = 'Foundation1763800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'accounts',
        columns: [pk(), varchar('nome', 150), varchar('timezone', 64, { default: "'America/Sao_Paulo'" }), createdAt()],
      }),
    );
    await q.createTable(
      new Table({
        name: 'api_tokens',
        columns: [
          pk(),
          int('account_id'),
          varchar('name', 100),
          varchar('token_hash', 64),
          varchar('prefix', 12),
          createdAt(),
          datetime('last_used_at', { isNullable: true }),
          datetime('revoked_at', { isNullable: true }),
        ],
        indices: [index('IDX_api_tokens_account', ['account_id']), index('UQ_api_tokens_hash', ['token_hash'], true)],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('api_tokens');
    await q.dropTable('accounts');
  }
}
