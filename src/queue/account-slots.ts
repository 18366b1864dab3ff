/**
 * Deliveries in flight per account in this process, capped at WEBHOOK_ACCOUNT_CONCURRENCY, so
 * that one account's slow or dead receivers (each attempt may hold a slot for the whole
 * WEBHOOK_TIMEOUT_MS) never take more than their share of the process's WEBHOOK_CONCURRENCY.
 * Both drivers use it: the in-process driver picks the next job from an account under its cap
 * (round robin), the Bull processor puts a job of an account at its cap back for later
 * (`DeliveryDeferred`).
 */
export class AccountSlots {
  private readonly inFlight = new Map<number, number>();

  constructor(readonly perAccount: number) {}

  /** Takes a slot for the account; false (and nothing taken) when it is at its cap. */
  tryAcquire(accountId: number): boolean {
    const n = this.inFlight.get(accountId) ?? 0;
    if (n >= this.perAccount) return false;
    this.inFlight.set(accountId, n + 1);
    return true;
  }

  hasRoom(accountId: number): boolean {
    return (this.inFlight.get(accountId) ?? 0) < this.perAccount;
  }

  release(accountId: number): void {
    const n = (this.inFlight.get(accountId) ?? 0) - 1;
    if (n > 0) this.inFlight.set(accountId, n);
    else this.inFlight.delete(accountId);
  }

  /** Deliveries of the account in flight now. */
  of(accountId: number): number {
    return this.inFlight.get(accountId) ?? 0;
  }
}

/**
 * Thrown by the Bull processor for a job whose account is at its cap: Bull moves the job, with
 * its job ID (so the deduplication of attempts holds), to its delayed set for `deferDelay`, and
 * no attempt is made or counted. No stack: Bull keeps none for it.
 */
export class DeliveryDeferred extends Error {
  constructor(accountId: number) {
    super(`account ${accountId} has its share of deliveries in flight; deferred`);
    this.name = 'DeliveryDeferred';
    this.stack = '';
  }
}

/** Bull's name for the backoff strategy of deferred jobs (queue settings `backoffStrategies`). */
export const DEFER_BACKOFF = 'deliveryDeferred';
/** The first and the longest wait of a deferred job. */
export const DEFER_FIRST_MS = 250;
export const DEFER_MAX_MS = 30_000;

/**
 * Bull's backoff for a job that failed with `err`: a deferred job waits 250 ms, then twice as
 * long at each deferral up to 30 s (with ±20% jitter), so an account with thousands of jobs
 * waiting costs the queue a few moves a second, not a busy loop; any other failure (a crash of
 * the processor) is not retried by Bull (-1): the delivery stays pending and the sweeper hands it
 * back, as before.
 */
export function deferDelay(attemptsMade: number, err?: Error): number {
  return deferDelayWith(Math.random, attemptsMade, err);
}

/** `deferDelay` with its randomness given (Bull calls a strategy with a third argument of its own). */
export function deferDelayWith(random: () => number, attemptsMade: number, err?: Error): number {
  if (err?.name !== 'DeliveryDeferred') return -1;
  const base = Math.min(DEFER_MAX_MS, DEFER_FIRST_MS * 2 ** Math.min(16, Math.max(0, attemptsMade - 1)));
  return Math.round(base * (0.8 + 0.4 * random()));
}
