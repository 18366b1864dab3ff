import { Injectable, Logger, Optional } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';

import { busyError, ContentionCause, contentionCause } from '../common/http/database-errors';
import { logFields } from '../common/http/request-context';
import type { NotificationKind, RequestContext, Tx, TxContext } from '../common/request-context';
import type { Env } from '../config/env';
import { countTransactionRetry } from '../metrics/database-metrics';
import { isMysqlFamily } from './engine';
import { insideTransaction, outsideTransaction } from './network-guard';

/** A notification emitted on a TxContext, waiting for the commit. */
export interface EmittedNotification {
  kind: NotificationKind;
  data: unknown[];
}

/**
 * Writes the notifications emitted in a transaction, inside it, just before it commits (the
 * outbox); hands them to the queue with `tx.afterCommit`. The notifications module registers it.
 */
export interface OutboxWriter {
  write(ctx: TxContext, notifications: EmittedNotification[]): Promise<void>;
}

/** The first retry waits about this long (ms); each further one about twice as long… */
export const RETRY_BASE_MS = 20;
/** …up to this (ms). */
export const RETRY_CAP_MS = 500;
/** The retry budget when no configuration is at hand (DB_RETRY_BUDGET_MS). */
const DEFAULT_BUDGET_MS = 3000;

/**
 * The wait before retry number `retry` (1, 2, …): exponential from RETRY_BASE_MS, capped at
 * RETRY_CAP_MS, with jitter (a random half of it) so that transactions that collided do not
 * collide again in step. `random` is in [0, 1).
 */
export function retryDelay(retry: number, random: () => number = Math.random): number {
  const ceiling = Math.min(RETRY_CAP_MS, RETRY_BASE_MS * 2 ** Math.max(0, retry - 1));
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}

/**
 * `innodb_lock_wait_timeout` of the service's MySQL sessions, in whole seconds: at most half the
 * retry budget (rounded down, at least 1), so that a statement stuck behind a lock leaves room
 * for a retry and the request ends within its budget instead of after the server's default 50 s.
 */
export function lockWaitSeconds(budgetMs: number): number {
  return Math.max(1, Math.floor(budgetMs / 2000));
}

/** The longest a statement waits for a lock (ms): MySQL's whole seconds; SQLite's busy timeout is set to the same. */
export function lockWaitMs(budgetMs: number): number {
  return lockWaitSeconds(budgetMs) * 1000;
}

/**
 * Runs multi-row writes in one transaction. Contention (see `contentionCause`: a deadlock, a
 * lock wait timeout, a cluster certification conflict, SQLite busy) re-runs the whole unit of
 * work (counted in `retries`) after a jittered exponential wait (`retryDelay`), for at most
 * DB_RETRY_BUDGET_MS; then it throws a 503 `busy` error (`busyError`), nothing written. A re-run
 * starts from nothing: the notifications emitted and the after-commit hooks registered by a
 * failed attempt are dropped with it, so `work` must keep no state of its own between attempts.
 * On SQLite (one connection) transactions are queued one after another. MySQL transactions
 * run at READ COMMITTED: a plain read sees the latest
 * committed rows (no stale snapshot after a row lock is taken) and takes no gap locks, so a
 * unit of work that locks its parent row first (an order, a webhook) can read the children
 * plainly.
 *
 * No network call happens inside a unit of work: `work` runs marked (network-guard.ts), and the
 * gateway client, the DNS resolver and the webhook sender refuse to run there.
 *
 * `run(ctx, work)` is the way a request's writes run: `work` receives the context bound to the
 * transaction, with `emit` for notifications. Called with a context that is already in a
 * transaction, it joins it (a service can call another module's service inside its own unit of
 * work). `run(work)` is for work of no account (account creation, the delivery worker).
 *
 * The budget holds for the whole unit of work: a statement waits for a lock at most `lockWaitMs`
 * (about half the budget: MySQL's `innodb_lock_wait_timeout`, SQLite's busy timeout), and a retry
 * starts only when it can still end within the budget if it takes as long as a failed attempt did.
 */
@Injectable()
export class TransactionRunner {
  private readonly logger = new Logger(TransactionRunner.name);
  private sqliteQueue: Promise<unknown> = Promise.resolve();
  private outbox?: OutboxWriter;
  private retryCount = 0;
  /** Whether SQLite's busy timeout was set to the lock wait of the budget. */
  private sqliteWaitBounded = false;
  /** The pooled MySQL connections whose session already defaults to READ COMMITTED. */
  private readonly readCommittedSessions = new WeakSet<object>();

  /** DB_RETRY_BUDGET_MS. */
  private readonly budgetMs: number;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Optional() config?: ConfigService<Env, true>,
  ) {
    this.budgetMs = config?.get('DB_RETRY_BUDGET_MS', { infer: true }) ?? DEFAULT_BUDGET_MS;
  }

  /** How many times a unit of work was retried after contention since start. */
  get retries(): number {
    return this.retryCount;
  }

  /** Called once by the notifications module. */
  useOutbox(outbox: OutboxWriter): void {
    this.outbox = outbox;
  }

  run<T>(work: (tx: Tx) => Promise<T>): Promise<T>;
  run<T>(ctx: RequestContext, work: (ctx: TxContext) => Promise<T>): Promise<T>;
  run<T>(ctxOrWork: RequestContext | ((tx: Tx) => Promise<T>), contextWork?: (ctx: TxContext) => Promise<T>): Promise<T> {
    if (typeof ctxOrWork === 'function') return this.schedule(undefined, (tx) => ctxOrWork(tx));
    const ctx = ctxOrWork;
    if (ctx.tx) return contextWork!(ctx as TxContext);
    return this.schedule(ctx.requestId, async (tx) => {
      const emitted: EmittedNotification[] = [];
      const bound: TxContext = { ...ctx, tx, emit: (kind, data) => void emitted.push({ kind, data }) };
      const result = await contextWork!(bound);
      if (emitted.length > 0) {
        if (!this.outbox) throw new Error('notifications emitted but no outbox is registered (NotificationsModule missing)');
        await this.outbox.write(bound, emitted);
      }
      return result;
    });
  }

  /**
   * Account-less work retried for at most `budgetMs` (instead of DB_RETRY_BUDGET_MS): for a
   * short write that must end within a time promised to a client (giving an `Idempotency-Key`
   * back within the `Retry-After` of a 503).
   */
  runWithin<T>(budgetMs: number, work: (tx: Tx) => Promise<T>): Promise<T> {
    return this.schedule(undefined, work, Math.max(0, Math.min(budgetMs, this.budgetMs)));
  }

  /** `requestId`: the request the work is for, named in the log lines about it. */
  private schedule<T>(requestId: string | undefined, work: (tx: Tx) => Promise<T>, budgetMs = this.budgetMs): Promise<T> {
    const submitted = Date.now();
    if (isMysqlFamily(this.dataSource.options.type)) return this.runWithRetry(requestId, work, budgetMs, submitted);
    // On SQLite the wait in the queue counts: it is this process's lock wait.
    const next = this.sqliteQueue.then(async () => {
      await this.boundSqliteWait();
      return this.runWithRetry(requestId, work, budgetMs, submitted);
    });
    this.sqliteQueue = next.catch(() => undefined);
    return next;
  }

  /**
   * SQLite waits for another process's write lock synchronously, up to its busy timeout: set
   * once to the same bound as MySQL's lock wait, so that one wait cannot outlast the budget.
   */
  private async boundSqliteWait(): Promise<void> {
    if (this.sqliteWaitBounded) return;
    await this.dataSource.query(`PRAGMA busy_timeout = ${lockWaitMs(this.budgetMs)}`);
    this.sqliteWaitBounded = true;
  }

  /**
   * A MySQL transaction at READ COMMITTED. The level is the session default of each pooled
   * connection, set once when the runner first uses it, so a transaction costs `START
   * TRANSACTION` alone, not one more round trip for `SET TRANSACTION ISOLATION LEVEL` each time
   * (outside transactions the level changes nothing: an autocommit read takes no locks).
   */
  private async readCommitted<T>(run: (manager: EntityManager) => Promise<T>): Promise<T> {
    const runner = this.dataSource.createQueryRunner();
    try {
      const connection = (await runner.connect()) as object;
      if (!this.readCommittedSessions.has(connection)) {
        await runner.query('SET SESSION TRANSACTION ISOLATION LEVEL READ COMMITTED');
        await runner.query(`SET SESSION innodb_lock_wait_timeout = ${lockWaitSeconds(this.budgetMs)}`);
        this.readCommittedSessions.add(connection);
      }
      await runner.startTransaction();
      try {
        const result = await run(runner.manager);
        await runner.commitTransaction();
        return result;
      } catch (error) {
        await runner.rollbackTransaction().catch(() => undefined);
        throw error;
      }
    } finally {
      await runner.release();
    }
  }

  /**
   * Retries only while a retry can end within the budget: its wait plus as long as the longest
   * failed attempt took (an attempt that failed on a lock wait took the lock wait; a retry started
   * at the end of the budget that waited as long would answer that much later).
   */
  private async runWithRetry<T>(
    requestId: string | undefined,
    work: (tx: Tx) => Promise<T>,
    budgetMs: number,
    started: number,
  ): Promise<T> {
    let attemptMs = 0;
    for (let retry = 0; ; retry++) {
      const attemptStarted = Date.now();
      try {
        const result = await this.once(requestId, work);
        if (retry > 0)
          this.logger.log(`transaction committed after ${retry} ${retry === 1 ? 'retry' : 'retries'}`, {
            ...logFields(requestId)[0],
            retries: retry,
          });
        return result;
      } catch (error) {
        const cause = contentionCause(error);
        if (!cause) throw error;
        attemptMs = Math.max(attemptMs, Date.now() - attemptStarted);
        const delay = retryDelay(retry + 1);
        const elapsed = Date.now() - started;
        if (elapsed + delay + attemptMs > budgetMs) {
          this.logger.warn(
            `503 busy: the transaction stayed contended (${cause}) after ${retry} ${retry === 1 ? 'retry' : 'retries'} in ${elapsed} ms; nothing written`,
            {
              ...logFields(requestId)[0],
              cause,
              retries: retry,
            },
          );
          throw busyError(cause);
        }
        countTransactionRetry(error);
        this.retried(cause, retry + 1, requestId);
        await new Promise((resolve) => setTimeout(resolve, delay));
      }
    }
  }

  /** Every retry passes here once (the one place to count retries by cause). */
  private retried(cause: ContentionCause, retry: number, requestId: string | undefined): void {
    this.retryCount++;
    this.logger.warn(`transaction retried after contention (${cause}), retry ${retry}`, { ...logFields(requestId)[0], cause, retry });
  }

  private async once<T>(requestId: string | undefined, work: (tx: Tx) => Promise<T>): Promise<T> {
    const hooks: (() => unknown)[] = [];
    // Marked as inside a transaction: a network call from `work` fails (network-guard.ts).
    const run = (manager: EntityManager) => insideTransaction(() => work({ manager, afterCommit: (h) => hooks.push(h) }));
    const result = isMysqlFamily(this.dataSource.options.type) ? await this.readCommitted(run) : await this.dataSource.transaction(run);
    for (const hook of hooks) {
      try {
        await outsideTransaction(() => hook());
      } catch (error) {
        this.logger.error(`after-commit hook failed: ${(error as Error).message}`, (error as Error).stack, ...logFields(requestId));
      }
    }
    return result;
  }
}
