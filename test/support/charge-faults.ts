import { DataSource } from 'typeorm';
import { TestApp } from './harness';

const isSqlite = (t: TestApp) => t.app.get(DataSource).options.type === 'better-sqlite3';

/**
 * Makes every write of `event` (INSERT or UPDATE) on `table` fail for one account, with a trigger
 * in the real database, until `drop`: the transaction that records a gateway's result fails after
 * the gateway answered, as a failed commit does.
 */
export async function failWrites(t: TestApp, table: string, event: 'INSERT' | 'UPDATE', accountId: number): Promise<{ drop: () => Promise<void> }> {
  const ds = t.app.get(DataSource);
  const name = `test_fail_${table}_${event.toLowerCase()}_${accountId}`;
  if (isSqlite(t)) {
    await ds.query(`CREATE TRIGGER ${name} BEFORE ${event} ON ${table} WHEN NEW.account_id = ${accountId} BEGIN SELECT RAISE(ABORT, 'injected failure'); END`);
  } else {
    await ds.query(
      `CREATE TRIGGER ${name} BEFORE ${event} ON ${table} FOR EACH ROW BEGIN IF NEW.account_id = ${accountId} THEN SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = 'injected failure'; END IF; END`,
    );
  }
  return { drop: async () => void (await ds.query(`DROP TRIGGER ${name}`)) };
}

/**
 * Holds, from a connection of its own, the lock that recording a charge of the entry needs (its
 * row on MariaDB/MySQL; the write lock of the file on SQLite) until `release`.
 */
export async function holdEntry(t: TestApp, accountId: number, entryId: number): Promise<{ release: () => Promise<void> }> {
  if (!isSqlite(t)) {
    const mysql = await import('mysql2/promise');
    const connection = await mysql.createConnection({ uri: t.env.DATABASE_URL! });
    await connection.query('START TRANSACTION');
    await connection.query('SELECT id FROM financial_entries WHERE id = ? AND account_id = ? FOR UPDATE', [entryId, accountId]);
    return {
      release: async () => {
        await connection.query('ROLLBACK');
        await connection.end();
      },
    };
  }
  const other = await new DataSource({ type: 'better-sqlite3', database: t.env.SQLITE_PATH }).initialize();
  await other.query('BEGIN IMMEDIATE');
  return {
    release: async () => {
      await other.query('ROLLBACK');
      await other.destroy();
    },
  };
}

/** Waits until `check` holds (polling), or fails after `ms`. */
export async function until(check: () => boolean, ms = 10_000, what = 'the condition'): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
