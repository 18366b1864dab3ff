import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/**
 * The notification kinds a transaction may emit, as keys. Empty here: the webhooks module, which
 * owns the kinds, adds them by declaration merging (`notification-kinds.ts`). So this layer never
 * imports a module, and `emit` still refuses a misspelt kind when the code is compiled.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface NotificationKinds {}

/** A kind of notification (`customer_created`…): one of the keys the webhooks module declares. */
export type NotificationKind = keyof NotificationKinds & string;

/** A running transaction: its manager, and hooks that run only after it commits. */
export interface Tx {
  readonly manager: EntityManager;
  /** Runs after a successful commit (never after a rollback); failures are logged, not thrown. */
  afterCommit(hook: () => unknown): void;
}

/** The account a piece of work runs for. */
export interface ContextAccount {
  readonly id: number;
  readonly nome: string;
  /** IANA time zone of the account (dates such as `datacadastro` are "today" there). */
  readonly timezone: string;
  /** The `<conta>` of ME Eventos' addresses (`/<slug>/api/v1/...`); known for a request's caller. */
  readonly slug?: string | null;
}

/** The API token of the caller; null for work started by the CLI or at start-up (demo data). */
export interface ContextToken {
  readonly id: number;
  readonly name: string;
  /** The form of the values its answers carry: `nativo` (ours) or `me-eventos` (ME Eventos' `pago: "sim"`…). */
  readonly formato?: 'nativo' | 'me-eventos';
}

/**
 * What every service method receives first: who is calling (account, token) and the request ID
 * for logs and webhook deliveries. Controllers get it with `@Ctx()`; the CLI and start-up code
 * build one with `contextFor`. Inside `TransactionRunner.run(ctx, work)` the work receives a
 * `TxContext`, which also carries the transaction.
 */
export interface RequestContext {
  readonly account: ContextAccount;
  readonly token: ContextToken | null;
  readonly requestId: string;
  /** The `If-Match` header of the request, when sent (a PUT or DELETE checks it with `checkPreconditions`). */
  readonly ifMatch?: string;
  /** The `If-None-Match` header of the request, when sent (checked with `If-Match`). */
  readonly ifNoneMatch?: string;
  /** Set only on a `TxContext`. */
  readonly tx?: Tx;
}

/** A request context bound to a running transaction. */
export interface TxContext extends RequestContext {
  readonly tx: Tx;
  /**
   * Records a notification (the outbox): buffered, written at commit with the transaction's
   * other notifications in one multi-row insert, handed to the queue after the commit; nothing
   * is sent when the transaction rolls back. `data` is the affected resource(s) as the API's
   * view returns them.
   */
  emit(kind: NotificationKind, data: unknown[]): void;
}

/** The caller as the AuthGuard leaves it on the request. */
export interface AuthenticatedCaller {
  account: ContextAccount;
  token: ContextToken;
}

/** A context for work that no API request started (CLI commands, start-up demo data). */
export function contextFor(account: ContextAccount, requestId = `internal-${process.pid}-${Date.now()}`): RequestContext {
  return { account: { id: account.id, nome: account.nome, timezone: account.timezone }, token: null, requestId };
}

/**
 * Builds the RequestContext of an authenticated request: the caller set by the AuthGuard and the
 * request ID. A POST with an `Idempotency-Key` runs in a transaction opened before its handler
 * (see IdempotencyInterceptor): its context is that transaction's, which the service's writes join.
 */
export const Ctx = createParamDecorator((_: unknown, execution: ExecutionContext): RequestContext => {
  const request = execution
    .switchToHttp()
    .getRequest<{ id: string; caller: AuthenticatedCaller; txContext?: TxContext; headers: Record<string, unknown> }>();
  if (request.txContext) return request.txContext;
  const ifMatch = request.headers['if-match'];
  const ifNoneMatch = request.headers['if-none-match'];
  return {
    account: request.caller.account,
    token: request.caller.token,
    requestId: request.id,
    ...(typeof ifMatch === 'string' ? { ifMatch } : {}),
    ...(typeof ifNoneMatch === 'string' ? { ifNoneMatch } : {}),
  };
});
