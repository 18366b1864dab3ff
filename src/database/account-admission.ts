import { AsyncLocalStorage } from 'node:async_hooks';

import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';

import { AppError } from '../common/errors';
import type { Env } from '../config/env';

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

/** A slot of an account held by the work running in this async context. */
export interface HeldSlot {
  readonly admission: AccountAdmission;
  readonly accountId: number;
  /** Network calls of this work under way: while any runs, the slot is given back. */
  away: number;
  /** The slot given back for good (the work ended). */
  released: boolean;
}

const held = new AsyncLocalStorage<HeldSlot>();

/**
 * Concurrent database work per account in one process, at most `limit` (ACCOUNT_DB_CONCURRENCY):
 * one account's requests never take the whole connection pool. Every request of an account that
 * touches the database passes here once (`run`, or `enter`/`leave` around an Observable): the
 * authenticated routes by the admission interceptor, the public routes that act for an account
 * (a gateway's return at the account's return URL, the proposal page) as soon as they know it.
 *
 * A request past its account's limit waits for a slot of that same account (first come, first
 * served), at most `waitMs` (ACCOUNT_DB_WAIT_MS), then is refused (503 `busy`); a slot freed goes
 * to a waiter of its own account only, so no account ever waits for, or takes, another's.
 *
 * A slot is for database work: while the work calls the network (a payment gateway, a DNS lookup:
 * `awayFromDatabase`, which every network call goes through), the slot is given to the account's
 * next request and taken back, ahead of new requests, when the call returns.
 */
@Injectable()
export class AccountAdmission {
  readonly limit: number;
  readonly waitMs: number;
  private readonly running = new Map<number, number>();
  private readonly waiting = new Map<number, (() => void)[]>();

  constructor(config: ConfigService<Env, true>) {
    this.limit = config.get('ACCOUNT_DB_CONCURRENCY', { infer: true });
    this.waitMs = config.get('ACCOUNT_DB_WAIT_MS', { infer: true });
  }

  /** Admission with the given share, for tests and tools. */
  static of(limit: number, waitMs: number): AccountAdmission {
    const values: Record<string, number> = { ACCOUNT_DB_CONCURRENCY: limit, ACCOUNT_DB_WAIT_MS: waitMs };
    return new AccountAdmission({ get: (key: string) => values[key] } as unknown as ConfigService<Env, true>);
  }

  /**
   * Runs `work` holding a slot of the account (taken first, waiting at most `waitMs`; 503 `busy`
   * when none came), given back when it ends. Work already holding the account's slot (nested)
   * runs at once.
   */
  async run<T>(accountId: number, work: () => Promise<T>): Promise<T> {
    const current = held.getStore();
    if (current && current.accountId === accountId && !current.released) return work();
    const slot = await this.enter(accountId);
    try {
      return await held.run(slot, work);
    } finally {
      this.leave(slot);
    }
  }

  /** Takes a slot of the account (see `run`); the caller runs its work `within` it and ends with `leave`. */
  async enter(accountId: number): Promise<HeldSlot> {
    await this.acquire(accountId);
    return { admission: this, accountId, away: 0, released: false };
  }

  /** Calls `start` in the slot's context: what it starts (a handler's Observable) runs holding the slot. */
  within<T>(slot: HeldSlot, start: () => T): T {
    return held.run(slot, start);
  }

  /** Gives the slot back for good (once; not while a network call has it away: that call's return does). */
  leave(slot: HeldSlot): void {
    if (slot.released) return;
    slot.released = true;
    if (slot.away === 0) this.release(slot.accountId);
  }

  /** Takes a slot of the account, waiting for one at most `waitMs`; throws 503 `busy` when none came. */
  async acquire(accountId: number): Promise<void> {
    const n = this.running.get(accountId) ?? 0;
    if (n < this.limit) {
      this.running.set(accountId, n + 1);
      return;
    }
    if (this.waitMs <= 0) throw accountBusyError(this.limit, this.waitMs);
    const queue = this.queueOf(accountId);
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

  /**
   * Takes a slot back for work that gave it away during a network call: first in the account's
   * queue and without a time limit (the work is half done; what remains is short), so a payment
   * made at the gateway is always recorded.
   */
  async reacquire(accountId: number): Promise<void> {
    const n = this.running.get(accountId) ?? 0;
    if (n < this.limit) {
      this.running.set(accountId, n + 1);
      return;
    }
    await new Promise<void>((resolve) => this.queueOf(accountId).unshift(resolve));
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

  private queueOf(accountId: number): (() => void)[] {
    const queue = this.waiting.get(accountId) ?? [];
    this.waiting.set(accountId, queue);
    return queue;
  }
}

/** The account whose slot the calling work holds, if any (tests and the admission checks read it). */
export const admittedAccount = (): number | undefined => {
  const slot = held.getStore();
  return slot && !slot.released ? slot.accountId : undefined;
};

/**
 * Runs a network call of work that may hold an account's slot: the slot goes to the account's
 * next request while the call is under way (nobody uses the database meanwhile) and comes back,
 * ahead of new requests, when the last of the work's calls returns.
 */
export async function awayFromDatabase<T>(call: () => Promise<T>): Promise<T> {
  const slot = held.getStore();
  if (!slot || slot.released) return call();
  if (slot.away++ === 0) slot.admission.release(slot.accountId);
  try {
    return await call();
  } finally {
    // The slot was given back when the first call left; the work, if it has not ended, takes it again.
    if (--slot.away === 0 && !slot.released) await slot.admission.reacquire(slot.accountId);
  }
}
