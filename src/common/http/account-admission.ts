import { AppError } from '../errors';

/** The seconds a request refused for its account's share tells the client to wait. */
export const ACCOUNT_BUSY_RETRY_AFTER_SECONDS = 1;

/** 503 `busy`: the account's own share of the process's database work stayed taken for the whole wait. */
export function accountBusyError(limit: number, waitMs: number): AppError {
  return new AppError(
    'service_unavailable',
    "The account's share of the database is busy: nothing was done; retry the request",
    [
      {
        code: 'busy',
        message: `this account already has ${limit} requests using the database in this process, and none ended within ${waitMs} ms; retry after ${ACCOUNT_BUSY_RETRY_AFTER_SECONDS} s`,
      },
    ],
    { 'retry-after': String(ACCOUNT_BUSY_RETRY_AFTER_SECONDS) },
  );
}

/**
 * Concurrent database work per account in one process, at most `limit` (ACCOUNT_DB_CONCURRENCY):
 * one account's requests never take the whole connection pool. A request past its account's
 * limit waits for a slot of that same account (first come, first served), at most `waitMs`
 * (ACCOUNT_DB_WAIT_MS), then is refused (503 `busy`); a slot freed goes to a waiter of its own
 * account only, so no account ever waits for, or takes, another's.
 */
export class AccountAdmission {
  private readonly running = new Map<number, number>();
  private readonly waiting = new Map<number, (() => void)[]>();

  constructor(
    readonly limit: number,
    readonly waitMs: number,
  ) {}

  /** Takes a slot of the account, waiting for one at most `waitMs`; throws 503 `busy` when none came. */
  async acquire(accountId: number): Promise<void> {
    const n = this.running.get(accountId) ?? 0;
    if (n < this.limit) {
      this.running.set(accountId, n + 1);
      return;
    }
    if (this.waitMs <= 0) throw accountBusyError(this.limit, this.waitMs);
    const queue = this.waiting.get(accountId) ?? [];
    this.waiting.set(accountId, queue);
    await new Promise<void>((resolve, reject) => {
      const admit = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        const at = queue.indexOf(admit);
        if (at >= 0) queue.splice(at, 1);
        if (queue.length === 0 && this.waiting.get(accountId) === queue) this.waiting.delete(accountId);
        reject(accountBusyError(this.limit, this.waitMs));
      }, this.waitMs);
      queue.push(admit);
    });
  }

  /** Gives a slot back: to the account's next waiter, else free. */
  release(accountId: number): void {
    const queue = this.waiting.get(accountId);
    const next = queue?.shift();
    if (queue && queue.length === 0) this.waiting.delete(accountId);
    if (next) {
      next(); // the slot passes on: the running count stays
      return;
    }
    const n = (this.running.get(accountId) ?? 0) - 1;
    if (n > 0) this.running.set(accountId, n);
    else this.running.delete(accountId);
  }

  /** Requests of the account holding a slot now. */
  runningOf(accountId: number): number {
    return this.running.get(accountId) ?? 0;
  }

  /** Requests of the account waiting for a slot now. */
  waitingOf(accountId: number): number {
    return this.waiting.get(accountId)?.length ?? 0;
  }
}
