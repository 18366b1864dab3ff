import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { bool, createdAt, datetime, index, int, pk, varchar } from '../migration-helpers';

/** Webhook configuration, the deliveries of each notification and their attempt log. */
export class Webhooks1763800004000 implements MigrationInterface {
  name = 'Webhooks1763800004000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'webhooks',
        columns: [
          pk(),
          int('account_id'),
          varchar('url', 2000),
          { name: 'events', type: 'json' },
          varchar('token', 500, { isNullable: true }),
          varchar('secret', 200, { isNullable: true }),
          bool('active', true),
          varchar('deactivated_reason', 20, { isNullable: true }),
          datetime('deactivated_at', { isNullable: true }),
          datetime('failing_since', { isNullable: true }),
          createdAt(),
          createdAt('updated_at'),
        ],
        indices: [index('IDX_webhooks_account_active', ['account_id', 'active'])],
      }),
    );
    await q.createTable(
      new Table({
        name: 'webhook_deliveries',
        columns: [
          pk(),
          int('account_id'),
          int('webhook_id'),
          int('notification_id'),
          varchar('event', 50),
          varchar('status', 20, { default: "'pending'" }),
          int('attempt_count', { default: 0 }),
          int('series_offset', { default: 0 }),
          datetime('next_attempt_at', { isNullable: true }),
          int('last_status_code', { isNullable: true }),
          varchar('last_error', 500, { isNullable: true }),
          varchar('request_id', 128, { isNullable: true }),
          createdAt(),
          datetime('completed_at', { isNullable: true }),
        ],
        indices: [
          index('IDX_webhook_deliveries_account_webhook', ['account_id', 'webhook_id', 'status']),
          index('IDX_webhook_deliveries_status_due', ['status', 'next_attempt_at']),
          index('IDX_webhook_deliveries_notification', ['notification_id']),
        ],
      }),
    );
    await q.createTable(
      new Table({
        name: 'webhook_attempts',
        columns: [
          pk(),
          int('account_id'),
          int('delivery_id'),
          int('attempt'),
          datetime('attempted_at'),
          int('status_code', { isNullable: true }),
          int('duration_ms'),
          varchar('response_body', 1024, { isNullable: true }),
          varchar('error', 500, { isNullable: true }),
          { name: 'success', type: 'boolean' },
        ],
        indices: [index('IDX_webhook_attempts_account_delivery', ['account_id', 'delivery_id'])],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    for (const name of ['webhook_attempts', 'webhook_deliveries', 'webhooks']) await q.dropTable(name);
  }
}
