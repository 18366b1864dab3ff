import { MigrationInterface, QueryRunner, TableColumn, TableIndex } from 'typeorm';

import { varchar } from '../migration-helpers';

/** The slug a name suggested when this migration was written (kept here: a migration never changes). */
function slugOf(nome: string): string {
  const base = nome
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 50)
    .replace(/-+$/, '');
  return base && !['api', 'docs', 'docs-json', 'health', 'metrics', 'p', 'static', 'public'].includes(base) ? base : 'conta';
}

/**
 * Each account gets its slug (the `<conta>` of ME Eventos' addresses, under which every route
 * also answers), made from its name and unique; each token its `formato` (`nativo`, every
 * existing token, or `me-eventos`: the values ME writes in a form of its own, such as `pago`
 * "sim"/"nao", are answered so).
 */
export class AccountSlugTokenFormato1764000750000 implements MigrationInterface {
  name = 'AccountSlugTokenFormato1764000750000';

  async up(q: QueryRunner): Promise<void> {
    await q.addColumn('api_tokens', new TableColumn(varchar('formato', 20, { default: "'nativo'" })));
    await q.addColumn('accounts', new TableColumn(varchar('slug', 60, { isNullable: true })));
    const taken = new Set<string>();
    const accounts = (await q.query('SELECT id, nome FROM accounts ORDER BY id')) as { id: number; nome: string }[];
    for (const { id, nome } of accounts) {
      // The name's slug, else with the account's ID after it, else a counter too: never one already given.
      const base = slugOf(nome);
      let slug = taken.has(base) ? `${base}-${id}` : base;
      for (let n = 2; taken.has(slug); n++) slug = `${base}-${id}-${n}`;
      taken.add(slug);
      await q.query('UPDATE accounts SET slug = ? WHERE id = ?', [slug, id]);
    }
    await q.createIndex('accounts', new TableIndex({ name: 'UQ_accounts_slug', columnNames: ['slug'], isUnique: true }));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropIndex('accounts', 'UQ_accounts_slug');
    await q.dropColumn('accounts', 'slug');
    await q.dropColumn('api_tokens', 'formato');
  }
}
