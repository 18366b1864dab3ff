import { createHash } from 'node:crypto';

import { MigrationInterface, QueryRunner, TableColumn, TableIndex } from 'typeorm';

import { index, varchar } from '../migration-helpers';

/**
 * The key as src/modules/webhooks/destination-key.ts computed it when this migration was
 * written (a migration keeps its own copy: it must give the same result however that file evolves).
 */
function destinationKey(url: string): string {
  const u = new URL(url);
  const host = u.hostname.toLowerCase().replace(/\.$/, '');
  return createHash('sha256')
    .update(`${u.protocol}//${host}${u.port ? `:${u.port}` : ''}${u.pathname || '/'}${u.search}`)
    .digest('hex');
}

const UNIQUE_DESTINATION = index('UQ_webhooks_account_destination', ['account_id', 'destination_key'], true);

/**
 * One webhook per destination URL in an account: `destination_key` (the SHA-256 of the
 * normalised URL, see destination-key.ts) under a unique index with the account. The webhooks
 * already there get their key; where an account already had the same destination twice, the
 * oldest keeps the key and the later ones keep none (a unique index admits several NULLs), so
 * they go on working and a new duplicate is still refused.
 */
export class WebhookDestinations1764000430000 implements MigrationInterface {
  name = 'WebhookDestinations1764000430000';

  async up(q: QueryRunner): Promise<void> {
    await q.addColumn('webhooks', new TableColumn(varchar('destination_key', 64, { isNullable: true })));
    const rows: { id: number; account_id: number; url: string }[] = await q.query('SELECT id, account_id, url FROM webhooks ORDER BY id');
    const taken = new Set<string>();
    for (const row of rows) {
      let key: string;
      try {
        key = destinationKey(row.url);
      } catch {
        continue; // not a URL (never accepted by the API): left without a key
      }
      if (taken.has(`${row.account_id}:${key}`)) continue;
      taken.add(`${row.account_id}:${key}`);
      await q.query('UPDATE webhooks SET destination_key = ? WHERE account_id = ? AND id = ?', [key, row.account_id, row.id]);
    }
    await q.createIndex('webhooks', new TableIndex(UNIQUE_DESTINATION));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropIndex('webhooks', UNIQUE_DESTINATION.name!);
    await q.dropColumn('webhooks', 'destination_key');
  }
}
