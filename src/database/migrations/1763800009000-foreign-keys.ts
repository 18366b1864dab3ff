import { MigrationInterface, QueryRunner, TableForeignKey, TableIndex } from 'typeorm';

/**
 * Foreign keys for every reference between business rows, so that a delete racing an insert
 * can never leave an orphan (the services' reference checks are unlocked reads).
 *
 * Each key is account-consistent: `(account_id, <column>) → <parent>(account_id, id)`, so a
 * row can only name a parent of its own account; each parent gets the unique key
 * `UQ_<table>_account_id (account_id, id)` the keys point to. Every key refuses the delete of a
 * parent still named: NO ACTION, which InnoDB enforces as RESTRICT (at once) and SQLite at the
 * end of the statement (the RESTRICT keyword itself would read back as NO ACTION on MariaDB after
 * an in-place ALTER). The rows that go with a parent (an event's guests, an order's items, a
 * budget's proposals and items) are deleted by the services first, never by a cascade. A NULL
 * column references nothing.
 *
 * Left without a key: `order_items.id_produto` and `budget_items.idproduto` (a product or an
 * equipment depending on `tipo`), `budget_items.idevento` (0 when unlinked; the budget's own
 * `idevento` carries the key), and the internal pointers written by the services themselves
 * (`financial_entries.idcobranca` / `idparcelamento`, gateway events, webhook tables).
 *
 * The rows are checked first (see `danglingReferences`): a required reference that dangles stops
 * the migration before anything changes; optional ones that dangle become NULL.
 *
 * Tables are listed parents first. MySQL/MariaDB: one ALTER TABLE per table (unique key, the
 * `(account_id, <column>)` indexes the keys need and the keys together), run in place (no table
 * copy) since the rows are already checked. SQLite: the unique keys and indexes are plain
 * CREATE INDEX; the keys need one table rebuild per child table (TypeORM copies the rows and
 * recreates the indexes; the AUTOINCREMENT counter is kept).
 */
interface TableKeys {
  table: string;
  /** Referenced by other tables: gets `UQ_<table>_account_id`. */
  parent?: boolean;
  /** New `(account_id, column)` indexes, for keys that no existing index starts with. */
  indexes?: [name: string, column: string][];
  /** `[column, parent table]`. */
  references?: [column: string, parent: string][];
}

const TABLES: TableKeys[] = [
  { table: 'how_met', parent: true },
  { table: 'event_types', parent: true },
  { table: 'event_locations', parent: true },
  { table: 'sellers', parent: true },
  { table: 'cards', parent: true },
  { table: 'cost_centers', parent: true },
  { table: 'financial_categories', parent: true },
  {
    table: 'clients',
    parent: true,
    indexes: [['IDX_clients_account_como_conheceu', 'id_como_conheceu']],
    references: [['id_como_conheceu', 'how_met']],
  },
  {
    table: 'events',
    parent: true,
    indexes: [
      ['IDX_events_account_tipo_evento', 'id_tipo_evento'],
      ['IDX_events_account_local', 'id_local'],
      ['IDX_events_account_vendedor', 'id_vendedor'],
      ['IDX_events_account_como_conheceu', 'id_como_conheceu'],
    ],
    references: [
      ['id_cliente', 'clients'],
      ['id_tipo_evento', 'event_types'],
      ['id_local', 'event_locations'],
      ['id_vendedor', 'sellers'],
      ['id_como_conheceu', 'how_met'],
    ],
  },
  {
    table: 'orders',
    parent: true,
    indexes: [['IDX_orders_account_cliente', 'id_cliente']],
    references: [
      ['id_evento', 'events'],
      ['id_cliente', 'clients'],
    ],
  },
  {
    table: 'order_items',
    indexes: [
      ['IDX_order_items_account_cliente', 'id_cliente'],
      ['IDX_order_items_account_vendedor', 'id_vendedor'],
    ],
    references: [
      ['idpedido', 'orders'],
      ['id_evento', 'events'],
      ['id_cliente', 'clients'],
      ['id_vendedor', 'sellers'],
    ],
  },
  { table: 'guests', references: [['id_evento', 'events']] },
  {
    table: 'budgets',
    parent: true,
    references: [
      ['id_cliente', 'clients'],
      ['idevento', 'events'],
    ],
  },
  { table: 'budget_proposals', parent: true, references: [['idorcamento', 'budgets']] },
  {
    table: 'budget_items',
    references: [
      ['idorcamento', 'budgets'],
      ['idproposta', 'budget_proposals'],
    ],
  },
  {
    table: 'financial_entries',
    parent: true,
    indexes: [['IDX_financial_entries_account_cartao', 'idcartao']],
    references: [
      ['idevento', 'events'],
      ['id_cliente', 'clients'],
      ['id_categoria', 'financial_categories'],
      ['idcartao', 'cards'],
    ],
  },
  {
    table: 'financial_apportionments',
    indexes: [['IDX_financial_apportionments_account_centro', 'id_centro_custo']],
    references: [
      ['entry_id', 'financial_entries'],
      ['id_centro_custo', 'cost_centers'],
    ],
  },
  { table: 'financial_charges', references: [['entry_id', 'financial_entries']] },
  { table: 'financial_history', references: [['entry_id', 'financial_entries']] },
];

/** MySQL identifiers, comma-separated. */
const quoted = (...names: string[]) => names.map((name) => `\`${name}\``).join(', ');
const uniqueKey = (table: string) =>
  new TableIndex({ name: `UQ_${table}_account_id`, columnNames: ['account_id', 'id'], isUnique: true });
const accountIndex = ([name, column]: [string, string]) => new TableIndex({ name, columnNames: ['account_id', column] });
const foreignKey = (table: string, [column, parent]: [string, string]) =>
  new TableForeignKey({
    name: `FK_${table}_${column}`,
    columnNames: ['account_id', column],
    referencedTableName: parent,
    referencedColumnNames: ['account_id', 'id'],
    onDelete: 'NO ACTION',
    onUpdate: 'NO ACTION',
  });

export class ForeignKeys1763800009000 implements MigrationInterface {
  name = 'ForeignKeys1763800009000';

  async up(q: QueryRunner): Promise<void> {
    const mysql = q.connection.driver.options.type !== 'better-sqlite3';
    for (const t of TABLES) await danglingReferences(q, t, 'refuse required');
    for (const t of TABLES) {
      const indexes = [...(t.parent ? [uniqueKey(t.table)] : []), ...(t.indexes ?? []).map(accountIndex)];
      const keys = (t.references ?? []).map((r) => foreignKey(t.table, r));
      await danglingReferences(q, t, 'clear optional');
      if (mysql) {
        const clauses = [
          ...indexes.map((i) => `ADD ${i.isUnique ? 'UNIQUE ' : ''}INDEX ${quoted(i.name!)} (${quoted(...i.columnNames)})`),
          ...keys.map(
            (k) =>
              `ADD CONSTRAINT ${quoted(k.name!)} FOREIGN KEY (${quoted(...k.columnNames)}) ` +
              `REFERENCES ${quoted(k.referencedTableName)} (${quoted(...k.referencedColumnNames)}) ON DELETE ${k.onDelete} ON UPDATE ${k.onUpdate}`,
          ),
        ];
        await q.query('SET foreign_key_checks = 0');
        try {
          await q.query(`ALTER TABLE ${quoted(t.table)} ${clauses.join(', ')}`);
        } finally {
          await q.query('SET foreign_key_checks = 1');
        }
        continue;
      }
      for (const i of indexes) await q.createIndex(t.table, i);
      if (keys.length > 0) await keepingSequence(q, t.table, () => q.createForeignKeys(t.table, keys));
    }
  }

  async down(q: QueryRunner): Promise<void> {
    const mysql = q.connection.driver.options.type !== 'better-sqlite3';
    for (const t of [...TABLES].reverse()) {
      const indexes = [...(t.indexes ?? []).map(([name]) => name), ...(t.parent ? [`UQ_${t.table}_account_id`] : [])];
      const keys = (t.references ?? []).map(([column]) => `FK_${t.table}_${column}`);
      if (mysql) {
        const clauses = [...keys.map((k) => `DROP FOREIGN KEY ${quoted(k)}`), ...indexes.map((i) => `DROP INDEX ${quoted(i)}`)];
        await q.query(`ALTER TABLE ${quoted(t.table)} ${clauses.join(', ')}`);
        continue;
      }
      if (keys.length > 0) {
        const table = (await q.getTable(t.table))!;
        await keepingSequence(q, t.table, () => q.dropForeignKeys(table, table.foreignKeys.filter((k) => keys.includes(k.name!))));
      }
      for (const i of indexes) await q.dropIndex(t.table, i);
    }
  }
}

/**
 * The keys are added without checking the rows (MySQL: `foreign_key_checks = 0`, so the ALTER
 * runs in place instead of copying a million-row table; SQLite: migrations run with foreign
 * keys off), so the rows are checked here first, every table before any changes: a required
 * reference that names no row of the account stops the migration with the count. Then an
 * optional one (a nullable column) that dangles (its row was deleted before the services counted
 * that table, e.g. a financial entry's client) names nothing and becomes NULL.
 */
async function danglingReferences(q: QueryRunner, t: TableKeys, action: 'refuse required' | 'clear optional'): Promise<void> {
  if (!t.references?.length) return;
  const table = (await q.getTable(t.table))!;
  const e = (name: string) => q.connection.driver.escape(name);
  const child = e(t.table);
  for (const [column, parent] of t.references) {
    const dangling =
      `${e(column)} IS NOT NULL AND NOT EXISTS ` +
      `(SELECT 1 FROM ${e(parent)} p WHERE p.${e('account_id')} = ${child}.${e('account_id')} AND p.${e('id')} = ${child}.${e(column)})`;
    const optional = table.findColumnByName(column)?.isNullable ?? false;
    if (action === 'clear optional' && optional) await q.query(`UPDATE ${child} SET ${e(column)} = NULL WHERE ${dangling}`);
    if (action === 'refuse required' && !optional) {
      const [{ n }] = (await q.query(`SELECT COUNT(*) AS n FROM ${child} WHERE ${dangling}`)) as { n: number | string }[];
      if (Number(n) > 0) throw new Error(`${n} row(s) of ${t.table} name in ${column} a row of ${parent} that does not exist in their account: fix them, then migrate again`);
    }
  }
}

/**
 * SQLite: a table rebuild inserts the rows with their IDs into a new table, so AUTOINCREMENT
 * would restart after the highest remaining ID; the counter of the old table is carried over so
 * that an ID is never handed out twice.
 */
async function keepingSequence(q: QueryRunner, table: string, rebuild: () => Promise<void>): Promise<void> {
  const [row] = (await q.query(`SELECT seq FROM sqlite_sequence WHERE name = ?`, [table])) as { seq: number }[];
  await rebuild();
  if (row) {
    await q.query(`UPDATE sqlite_sequence SET seq = MAX(seq, ?) WHERE name = ?`, [row.seq, table]);
    await q.query(`INSERT INTO sqlite_sequence (name, seq) SELECT ?, ? WHERE NOT EXISTS (SELECT 1 FROM sqlite_sequence WHERE name = ?)`, [table, row.seq, table]);
  }
}
