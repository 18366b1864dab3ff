import { DataSource } from 'typeorm';
import { TestApp } from './harness';

/**
 * Holds, from a connection of its own, the lock an order creation in `eventId` needs (the event's
 * order counter row on MariaDB/MySQL; the write lock of the file on SQLite) until `release`.
 */
export async function holdOrderCounter(t: TestApp, accountId: number, eventId: number): Promise<{ release: () => Promise<void> }> {
  if (t.app.get(DataSource).options.type !== 'better-sqlite3') {
    const mysql = await import('mysql2/promise');
    const connection = await mysql.createConnection({ uri: t.env.DATABASE_URL! });
    await connection.query('START TRANSACTION');
    await connection.query('SELECT ultimo_pedido FROM events WHERE id = ? AND account_id = ? FOR UPDATE', [eventId, accountId]);
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
