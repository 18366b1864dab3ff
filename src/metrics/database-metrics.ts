import type { AfterQueryEvent, DataSource, EntitySubscriberInterface } from 'typeorm';

import { dbStatementDuration, dbStatementsFailed, dbTransactionRetries } from './metrics';

export type StatementKind = 'read' | 'write' | 'transaction' | 'other';

const READS = new Set(['SELECT', 'WITH', 'SHOW', 'EXPLAIN', 'DESCRIBE', 'PRAGMA', 'VALUES']);
const WRITES = new Set(['INSERT', 'UPDATE', 'DELETE', 'REPLACE', 'UPSERT']);
const TRANSACTION = new Set(['START', 'BEGIN', 'COMMIT', 'ROLLBACK', 'SAVEPOINT', 'RELEASE', 'SET']);
/** How a locking read ends (TypeORM writes the lock clause last). */
const LOCKING_ENDS = ['FOR UPDATE', 'SKIP LOCKED', 'NOWAIT'];

/** The first word of a statement, upper-cased, past blanks and opening parentheses (no regex: it runs per statement). */
function firstWord(sql: string): string {
  let start = 0;
  while (start < sql.length && (sql.charCodeAt(start) <= 32 || sql.charCodeAt(start) === 40)) start++;
  let end = start;
  while (end < sql.length && end - start < 12) {
    const c = sql.charCodeAt(end) | 32; // lower case
    if (c < 97 || c > 122) break;
    end++;
  }
  return sql.slice(start, end).toUpperCase();
}

/**
 * The kind of a statement from its first word: a read, a write, transaction control (`START
 * TRANSACTION`, `COMMIT`, `SET SESSION …`), or other (DDL of the migrations). A locking read
 * (`SELECT … FOR UPDATE`) counts as a write: it waits on, and takes, row locks as writes do.
 */
export function statementKind(sql: string): StatementKind {
  const word = firstWord(sql);
  if (READS.has(word)) {
    const tail = sql.trimEnd();
    return LOCKING_ENDS.some((end) => tail.endsWith(end)) ? 'write' : 'read';
  }
  if (WRITES.has(word)) return 'write';
  return TRANSACTION.has(word) ? 'transaction' : 'other';
}

/**
 * Times every statement through TypeORM's `afterQuery` event: TypeORM already times each
 * statement (to the millisecond) on both drivers, so listening costs a call and a histogram
 * observation, and needs no wrapper around the driver.
 */
export class StatementMetricsSubscriber implements EntitySubscriberInterface {
  // The labelled series, made once: a statement costs no label hashing.
  private readonly durations = new Map<StatementKind, ReturnType<typeof dbStatementDuration.labels>>();

  afterQuery(event: AfterQueryEvent): void {
    const kind = statementKind(event.query);
    if (event.success && event.executionTime !== undefined) {
      let series = this.durations.get(kind);
      if (!series) this.durations.set(kind, (series = dbStatementDuration.labels(kind)));
      series.observe(event.executionTime / 1000);
    } else if (!event.success) dbStatementsFailed.labels(kind).inc();
  }
}

/** Adds the subscriber to a data source; returns what takes it off. */
export function instrumentStatements(dataSource: DataSource): () => void {
  const subscriber = new StatementMetricsSubscriber();
  (dataSource.subscribers as EntitySubscriberInterface[]).push(subscriber);
  return () => {
    const list = dataSource.subscribers as EntitySubscriberInterface[];
    const at = list.indexOf(subscriber);
    if (at >= 0) list.splice(at, 1);
  };
}

export type RetryCause = 'deadlock' | 'lock_wait' | 'certification' | 'other';

/**
 * Why the database aborted a transaction: a Galera cluster's certification conflict (MariaDB
 * reports it as a deadlock whose message names `WSREP`), a deadlock, or a lock wait timeout.
 */
export function retryCause(error: unknown): RetryCause {
  const e = error as {
    driverError?: { code?: string; errno?: number; message?: string };
    code?: string;
    errno?: number;
    message?: string;
  } | null;
  const code = e?.driverError?.code ?? e?.code;
  const errno = e?.driverError?.errno ?? e?.errno;
  const message = `${e?.driverError?.message ?? ''} ${e?.message ?? ''}`;
  if (/WSREP|certification/i.test(message)) return 'certification';
  if (code === 'ER_LOCK_DEADLOCK' || errno === 1213) return 'deadlock';
  if (code === 'ER_LOCK_WAIT_TIMEOUT' || errno === 1205) return 'lock_wait';
  return 'other';
}

/** Counts one retried transaction (the TransactionRunner calls it before running the work again). */
export function countTransactionRetry(error: unknown): void {
  dbTransactionRetries.labels(retryCause(error)).inc();
}

export interface PoolStats {
  inUse: number;
  idle: number;
  max: number;
  waiting: number;
}

interface Mysql2Pool {
  config?: { connectionLimit?: number };
  _allConnections?: { length: number };
  _freeConnections?: { length: number };
  _connectionQueue?: { length: number };
}

/**
 * The mysql2 pool's counts, read from its queues (mysql2 has no public API for them), or null
 * when the data source has no such pool (SQLite, or a mysql2 that changed its internals).
 */
export function poolStats(dataSource: DataSource): PoolStats | null {
  const pool = (dataSource.driver as unknown as { pool?: Mysql2Pool }).pool;
  if (!pool?._allConnections || !pool._freeConnections || !pool._connectionQueue) return null;
  const all = pool._allConnections.length;
  const idle = pool._freeConnections.length;
  return { inUse: all - idle, idle, max: pool.config?.connectionLimit ?? 0, waiting: pool._connectionQueue.length };
}
