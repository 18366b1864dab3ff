/**
 * The bench dataset: one account seeded by `npm run seed` into a database of its own (not named
 * `eos_%`, which CI drops), reused while it still holds the expected number of items; plus the
 * samples the scenarios rotate through and a throw-away API token.
 */
import { spawnSync } from 'node:child_process';
import mysql from 'mysql2/promise';
import { generateToken, hashToken } from '../src/accounts/token-hash';
import { ROOT } from './processes';

export interface DatasetSpec {
  database: string;
  accountName: string;
  events: number;
  items: number;
}

export interface Samples {
  accountId: number;
  totalItems: number;
  /** Events spread over the account, each with items. */
  events: number[];
  /** Orders spread over the account: internal ID and `<event_id>-<sequence>`. */
  orders: { id: number; ref: string }[];
  products: number[];
  equipment: number[];
}

/** `mysql://root@127.0.0.1:3306` (or with `?socketPath=…`) and a database → the database's URL. */
export const serverUrl = (base: string, database: string) => {
  const [server, query] = base.split('?');
  return `${server.replace(/\/+$/, '')}/${database}${query ? `?${query}` : ''}`;
};

async function accountOf(db: mysql.Connection, name: string): Promise<{ id: number; items: number } | null> {
  const [accounts] = await db.query<mysql.RowDataPacket[]>('SELECT id FROM accounts WHERE nome = ? ORDER BY id DESC LIMIT 1', [name]).catch(() => [[]] as never);
  if (!accounts?.length) return null;
  const id = Number(accounts[0].id);
  const [[row]] = await db.query<mysql.RowDataPacket[]>('SELECT COUNT(*) AS n FROM order_items WHERE account_id = ?', [id]);
  return { id, items: Number(row.n) };
}

/** Seeds the dataset unless the database already holds it; returns the account ID. */
export async function ensureDataset(server: string, spec: DatasetSpec): Promise<number> {
  const admin = await mysql.createConnection({ uri: server.replace(/^mariadb:/, 'mysql:') });
  try {
    await admin.query(`CREATE DATABASE IF NOT EXISTS \`${spec.database}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    await admin.changeUser({ database: spec.database });
    const existing = await accountOf(admin, spec.accountName);
    // The bench itself adds orders; a dataset with fewer items than asked is seeded again.
    if (existing && existing.items >= spec.items) {
      process.stderr.write(`dataset: reusing account ${existing.id} of ${spec.database} (${existing.items.toLocaleString('en')} items)\n`);
      return existing.id;
    }
    process.stderr.write(`dataset: seeding ${spec.items.toLocaleString('en')} items in ${spec.events} events into ${spec.database} (a few minutes)...\n`);
    const seeded = spawnSync(
      process.execPath,
      ['node_modules/ts-node/dist/bin.js', '--transpile-only', 'src/seed.ts', '--events', String(spec.events), '--items', String(spec.items), '--name', spec.accountName],
      { cwd: ROOT, env: { ...process.env, DATABASE_URL: serverUrl(server, spec.database) }, stdio: ['ignore', 'inherit', 'inherit'] },
    );
    if (seeded.status !== 0) throw new Error(`seed failed (exit ${seeded.status})`);
    const created = await accountOf(admin, spec.accountName);
    if (!created) throw new Error('seed finished but its account is missing');
    return created.id;
  } finally {
    await admin.end();
  }
}

/** Values the scenarios rotate through, spread over the whole account. */
export async function loadSamples(db: mysql.Connection, accountId: number, count = 24): Promise<Samples> {
  const q = async (sql: string, params: unknown[]) => (await db.query<mysql.RowDataPacket[]>(sql, params))[0];
  const [{ n }] = await q('SELECT COUNT(*) AS n FROM order_items WHERE account_id = ?', [accountId]);
  const spread = async (table: string) => {
    const all = (await q(`SELECT id FROM ${table} WHERE account_id = ? ORDER BY id`, [accountId])).map((r) => Number(r.id));
    return Array.from({ length: Math.min(count, all.length) }, (_, i) => all[Math.floor((i * all.length) / Math.min(count, all.length))]);
  };
  const eventsWithItems = (await q('SELECT DISTINCT id_evento AS id FROM orders WHERE account_id = ? ORDER BY id_evento', [accountId])).map((r) => Number(r.id));
  const events = Array.from({ length: Math.min(count, eventsWithItems.length) }, (_, i) => eventsWithItems[Math.floor((i * eventsWithItems.length) / count)]);
  const orderIds = await spread('orders');
  const orders = (await q(`SELECT id, id_evento, numero FROM orders WHERE id IN (${orderIds.map(() => '?').join(',')}) ORDER BY id`, orderIds)).map((r) => ({
    id: Number(r.id),
    ref: `${Number(r.id_evento)}-${Number(r.numero)}`,
  }));
  return { accountId, totalItems: Number(n), events, orders, products: await spread('products'), equipment: await spread('equipment') };
}

/** A fresh API token of the account (stored hashed, as the CLI does); removed by `dropToken`. */
export async function createToken(db: mysql.Connection, accountId: number): Promise<string> {
  const token = generateToken();
  await db.query(`INSERT INTO api_tokens (account_id, name, token_hash, prefix) VALUES (?, 'bench', ?, ?)`, [accountId, hashToken(token), token.slice(0, 12)]);
  return token;
}

export async function dropToken(db: mysql.Connection, token: string): Promise<void> {
  await db.query('DELETE FROM api_tokens WHERE token_hash = ?', [hashToken(token)]);
}

/** The server's InnoDB buffer pool against the bench database's size, and what `fitBufferPool` changed. */
export interface BufferPool {
  /** The pool's size before the bench changed it, and the size it measures with (MB). */
  beforeMb: number;
  duringMb: number;
  /** Data and indexes of the bench database (MB). */
  databaseMb: number;
  /** How long reading the database into the pool took (ms), when the pool holds it. */
  warmedMs: number | undefined;
  /** Puts the pool back as it was (does nothing when the bench left it alone). */
  restore(): Promise<void>;
}

const MB = 1024 * 1024;

async function setBufferPool(db: mysql.Connection, bytes: number): Promise<void> {
  await db.query('SET GLOBAL innodb_buffer_pool_size = ?', [bytes]);
  // The resize runs in the background; it is done once the variable reads the new size and the
  // status says so (MariaDB 10.11 reports "Completed resizing buffer pool at …").
  for (let i = 0; i < 600; i++) {
    const [[row]] = await db.query<mysql.RowDataPacket[]>("SELECT @@innodb_buffer_pool_size AS size, (SELECT VARIABLE_VALUE FROM information_schema.GLOBAL_STATUS WHERE VARIABLE_NAME = 'INNODB_BUFFER_POOL_RESIZE_STATUS') AS status");
    if (Number(row.size) === bytes && !/resizing|withdrawing|allocating/i.test(String(row.status ?? ''))) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the InnoDB buffer pool did not finish resizing within a minute');
}

/**
 * A MySQL/MariaDB server keeps the pages it reads in its InnoDB buffer pool. Its packaged default
 * (128 MB) holds a tenth of the bench database (order items, financial entries and their
 * indexes: about 2 GB), so every cell would read most of its pages from the operating system's
 * cache instead, which no production server sized for its data does. Unless `keep` is set, the
 * pool is raised for the run to the database's size and a quarter more, rounded up to a GB, and
 * `restore` puts it back; a pool that holds the database is then filled with it (`warmBufferPool`).
 * Both the API and the floor server read through the same pool.
 */
export async function fitBufferPool(db: mysql.Connection, database: string, keep: boolean): Promise<BufferPool> {
  const [[row]] = await db.query<mysql.RowDataPacket[]>(
    'SELECT @@innodb_buffer_pool_size AS pool, (SELECT SUM(data_length + index_length) FROM information_schema.TABLES WHERE table_schema = ?) AS size',
    [database],
  );
  const before = Number(row.pool);
  const size = Number(row.size ?? 0);
  const wanted = Math.ceil((size * 1.25) / (1024 * MB)) * 1024 * MB;
  const result = { beforeMb: before / MB, duringMb: before / MB, databaseMb: size / MB, warmedMs: undefined as number | undefined, restore: async () => undefined };
  if (keep || before >= wanted) return before >= size ? { ...result, warmedMs: await warmBufferPool(db, database) } : result;
  await setBufferPool(db, wanted);
  return { ...result, duringMb: wanted / MB, warmedMs: await warmBufferPool(db, database), restore: () => setBufferPool(db, before) };
}

/**
 * Reads every index of every table of the bench database once (`COUNT(*)` through each index,
 * the primary key included), so that the pool holds them before the first measurement. InnoDB
 * reads with O_DIRECT by default, so the operating system keeps no copy: without this, the first
 * cells after a start (or a resize) would wait on the disk for pages the later ones find in
 * memory. Answers how long it took (ms).
 */
async function warmBufferPool(db: mysql.Connection, database: string): Promise<number> {
  const started = Date.now();
  const [indexes] = await db.query<mysql.RowDataPacket[]>(
    'SELECT DISTINCT s.TABLE_NAME AS tbl, s.INDEX_NAME AS idx FROM information_schema.STATISTICS s ' +
      'JOIN information_schema.TABLES t ON t.TABLE_SCHEMA = s.TABLE_SCHEMA AND t.TABLE_NAME = s.TABLE_NAME ' +
      "WHERE s.TABLE_SCHEMA = ? AND t.TABLE_TYPE = 'BASE TABLE' ORDER BY s.TABLE_NAME, s.INDEX_NAME",
    [database],
  );
  for (const { tbl, idx } of indexes) await db.query(`SELECT COUNT(*) FROM ${mysql.escapeId(database)}.${mysql.escapeId(String(tbl))} FORCE INDEX (${mysql.escapeId(String(idx))})`);
  return Date.now() - started;
}
