import { DataSource } from 'typeorm';

import { TestApp } from './harness';
import { HeldLock, holdRowLock } from './locks';

const isSqlite = (t: TestApp) => t.app.get(DataSource).options.type === 'better-sqlite3';

/**
 * Makes every write of `event` (INSERT or UPDATE) on `table` fail for one account, with a trigger
 * in the real database, until `drop`: the transaction that records a gateway's result fails after
 * the gateway answered, as a failed commit does.
 */
export async function failWrites(
  t: TestApp,
  table: string,
  event: 'INSERT' | 'UPDATE',
  accountId: number,
): Promise<{ drop: () => Promise<void> }> {
  const ds = t.app.get(DataSource);
  const name = `test_fail_${table}_${event.toLowerCase()}_${accountId}`;
  if (isSqlite(t)) {
    await ds.query(
      `CREATE TRIGGER ${name} BEFORE ${event} ON ${table} WHEN NEW.account_id = ${accountId} BEGIN SELECT RAISE(ABORT, 'injected failure'); END`,
    );
  } else {
    await ds.query(
      `CREATE TRIGGER ${name} BEFORE ${event} ON ${table} FOR EACH ROW BEGIN IF NEW.account_id = ${accountId} THEN SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = 'injected failure'; END IF; END`,
    );
  }
  return { drop: async () => void (await ds.query(`DROP TRIGGER ${name}`)) };
}

/** Holds the lock that recording a charge of the entry needs (its row; the file on SQLite). */
export function holdEntry(t: TestApp, accountId: number, entryId: number): Promise<HeldLock> {
  return holdRowLock(t, 'SELECT id FROM financial_entries WHERE id = ? AND account_id = ? FOR UPDATE', [entryId, accountId]);
}

/** Waits until `check` holds (polling), or fails after `ms`. */
export async function until(check: () => boolean, ms = 10_000, what = 'the condition'): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
