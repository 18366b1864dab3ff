import { AsyncLocalStorage } from 'node:async_hooks';

import { awayFromDatabase } from './account-admission';

/**
 * No network call inside a database transaction: a payment gateway call, a DNS lookup or a
 * webhook post made while a transaction holds locks makes every writer behind those locks wait
 * for a remote host, and a contention retry of the transaction would repeat the call (a second
 * live payment). The TransactionRunner runs every unit of work inside `insideTransaction`; each
 * place that talks to the network calls `assertNoTransaction` first, so a call made from a
 * transaction fails at once, loudly, in every test that reaches it, instead of slowing every
 * tenant in production.
 */
const open = new AsyncLocalStorage<string>();

/** A network call was attempted inside a database transaction: a programming error. */
export class NetworkCallInTransaction extends Error {
  constructor(readonly call: string) {
    super(`network call inside a database transaction: ${call} (make it before the transaction opens or after it commits)`);
    this.name = 'NetworkCallInTransaction';
  }
}

/** How many calls were refused since start (tests read it; metrics may). */
let refused = 0;
export const networkCallsRefused = (): number => refused;

/** Runs `work` marked as inside a transaction (the TransactionRunner's units of work). */
export function insideTransaction<T>(work: () => Promise<T>): Promise<T> {
  return open.run('transaction', work);
}

/** True while the caller runs inside a transaction of the TransactionRunner. */
export const inTransaction = (): boolean => open.getStore() !== undefined;

/** Throws `NetworkCallInTransaction` when called from inside a transaction; `call` names it. */
export function assertNoTransaction(call: string): void {
  if (open.getStore() === undefined) return;
  refused++;
  throw new NetworkCallInTransaction(call);
}

/**
 * Runs `work` outside any transaction scope even when called from one (an after-commit hook
 * registered inside a transaction runs after it, outside).
 */
export function outsideTransaction<T>(work: () => T): T {
  return open.exit(work);
}

/**
 * A network call made for a request: refused inside a transaction (`assertNoTransaction`), and made
 * with the request's database slot given to its account's next request until it returns
 * (`awayFromDatabase`): a request waiting on a remote host holds no share of the database.
 */
export function networkCall<T>(call: string, work: () => Promise<T>): Promise<T> {
  assertNoTransaction(call);
  return awayFromDatabase(work);
}
