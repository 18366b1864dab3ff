import { DataSource } from 'typeorm';

import { TestApp } from './harness';

/** A lock taken from a connection of its own, held until `release`. */
export interface HeldLock {
  release: () => Promise<void>;
}

/**
 * Holds, from a connection of its own, the row lock `lockSql` takes (a `SELECT … FOR UPDATE` on
 * MariaDB/MySQL), or the write lock of the whole file on SQLite, until `release`.
 */
export async function holdRowLock(t: TestApp, lockSql: string, parameters: unknown[]): Promise<HeldLock> {
  if (t.app.get(DataSource).options.type !== 'better-sqlite3') {
    const mysql = await import('mysql2/promise');
    const connection = await mysql.createConnection({ uri: t.env.DATABASE_URL! });
    await connection.query('START TRANSACTION');
    await connection.query(lockSql, parameters);
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

/** Holds the lock an order creation in `eventId` needs (the event's order counter row). */
export function holdOrderCounter(t: TestApp, accountId: number, eventId: number): Promise<HeldLock> {
  return holdRowLock(t, 'SELECT ultimo_pedido FROM events WHERE id = ? AND account_id = ? FOR UPDATE', [eventId, accountId]);
}
