import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { isMysqlFamily } from './data-source';

/** A running transaction: its manager, and hooks that run only after it commits. */
export interface Tx {
  readonly manager: EntityManager;
  /** Runs after a successful commit (never after a rollback); failures are logged, not thrown. */
  afterCommit(hook: () => unknown): void;
}

const RETRYABLE = new Set(['ER_LOCK_DEADLOCK', 'ER_LOCK_WAIT_TIMEOUT']);
const MAX_ATTEMPTS = 4;

/**
 * Runs multi-row writes in one transaction. On MySQL a deadlock or lock timeout retries the
 * whole unit of work; on SQLite (one connection) transactions are queued one after another.
 */
@Injectable()
export class TransactionRunner {
  private readonly logger = new Logger(TransactionRunner.name);
  private sqliteQueue: Promise<unknown> = Promise.resolve();

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  run<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    if (isMysqlFamily(this.dataSource.options.type)) return this.runWithRetry(work);
    const next = this.sqliteQueue.then(() => this.once(work));
    this.sqliteQueue = next.catch(() => undefined);
    return next;
  }

  private async runWithRetry<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.once(work);
      } catch (error) {
        const code = (error as { driverError?: { code?: string }; code?: string }).driverError?.code ?? (error as { code?: string }).code;
        if (!code || !RETRYABLE.has(code) || attempt >= MAX_ATTEMPTS) throw error;
        this.logger.warn(`transaction retried after ${code} (attempt ${attempt})`);
        await new Promise((r) => setTimeout(r, 10 * attempt + Math.random() * 20));
      }
    }
  }

  private async once<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    const hooks: (() => unknown)[] = [];
    const result = await this.dataSource.transaction((manager) => work({ manager, afterCommit: (h) => hooks.push(h) }));
    for (const hook of hooks) {
      try {
        await hook();
      } catch (error) {
        this.logger.error(`after-commit hook failed: ${(error as Error).message}`, (error as Error).stack);
      }
    }
    return result;
  }
}
