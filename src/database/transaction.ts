import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { RequestContext, TxContext } from '../common/request-context';
import type { NotificationKind } from '../modules/webhooks/notification-kinds';
import { logFields } from '../common/http/request-context';
import { isMysqlFamily } from './data-source';
import { countTransactionRetry } from '../metrics/database-metrics';

/** A running transaction: its manager, and hooks that run only after it commits. */
export interface Tx {
  readonly manager: EntityManager;
  /** Runs after a successful commit (never after a rollback); failures are logged, not thrown. */
  afterCommit(hook: () => unknown): void;
}

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

const RETRYABLE = new Set(['ER_LOCK_DEADLOCK', 'ER_LOCK_WAIT_TIMEOUT']);
const MAX_ATTEMPTS = 4;

/**
 * Runs multi-row writes in one transaction. On MySQL a deadlock or lock timeout retries the
 * whole unit of work (counted in `retries`); on SQLite (one connection) transactions are queued
 * one after another. MySQL transactions run at READ COMMITTED: a plain read sees the latest
 * committed rows (no stale snapshot after a row lock is taken) and takes no gap locks, so a
 * unit of work that locks its parent row first (an order, a webhook) can read the children
 * plainly.
 *
 * `run(ctx, work)` is the way a request's writes run: `work` receives the context bound to the
 * transaction, with `emit` for notifications. Called with a context that is already in a
 * transaction, it joins it (a service can call another module's service inside its own unit of
 * work). `run(work)` is for work of no account (account creation, the delivery worker).
 */
@Injectable()
export class TransactionRunner {
  private readonly logger = new Logger(TransactionRunner.name);
  private sqliteQueue: Promise<unknown> = Promise.resolve();
  private outbox?: OutboxWriter;
  private retryCount = 0;
  /** The pooled MySQL connections whose session already defaults to READ COMMITTED. */
  private readonly readCommittedSessions = new WeakSet<object>();

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** How many times a unit of work was retried after a deadlock or lock timeout since start. */
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

  /** `requestId`: the request the work is for, named in the log lines about it. */
  private schedule<T>(requestId: string | undefined, work: (tx: Tx) => Promise<T>): Promise<T> {
    if (isMysqlFamily(this.dataSource.options.type)) return this.runWithRetry(requestId, work);
    const next = this.sqliteQueue.then(() => this.once(requestId, work));
    this.sqliteQueue = next.catch(() => undefined);
    return next;
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

  private async runWithRetry<T>(requestId: string | undefined, work: (tx: Tx) => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.once(requestId, work);
      } catch (error) {
        const code = (error as { driverError?: { code?: string }; code?: string }).driverError?.code ?? (error as { code?: string }).code;
        if (!code || !RETRYABLE.has(code) || attempt >= MAX_ATTEMPTS) throw error;
        this.retryCount++;
        countTransactionRetry(error);
        this.logger.warn(`transaction retried after ${code} (attempt ${attempt})`, ...logFields(requestId));
        await new Promise((r) => setTimeout(r, 10 * attempt + Math.random() * 20));
      }
    }
  }

  private async once<T>(requestId: string | undefined, work: (tx: Tx) => Promise<T>): Promise<T> {
    const hooks: (() => unknown)[] = [];
    const run = (manager: EntityManager) => work({ manager, afterCommit: (h) => hooks.push(h) });
    const result = isMysqlFamily(this.dataSource.options.type) ? await this.readCommitted(run) : await this.dataSource.transaction(run);
    for (const hook of hooks) {
      try {
        await hook();
      } catch (error) {
        this.logger.error(`after-commit hook failed: ${(error as Error).message}`, (error as Error).stack, ...logFields(requestId));
      }
    }
    return result;
  }
}
