import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';

import { varchar } from '../migration-helpers';

/** How a webhook's bodies are written: `padrao` (ours, every existing webhook) or `me-eventos`. */
export class WebhookFormato1764000730000 implements MigrationInterface {
  name = 'WebhookFormato1764000730000';

  async up(q: QueryRunner): Promise<void> {
    await q.addColumn('webhooks', new TableColumn(varchar('formato', 20, { default: "'padrao'" })));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropColumn('webhooks', 'formato');
  }
}
