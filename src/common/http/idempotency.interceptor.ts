import {
  CallHandler,
  createParamDecorator,
  ExecutionContext,
  HttpException,
  Injectable,
  NestInterceptor,
  SetMetadata,
} from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { InjectDataSource } from '@nestjs/typeorm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { lastValueFrom, Observable, of } from 'rxjs';
import { DataSource } from 'typeorm';

import type { Env } from '../../config/env';
import { isMysqlFamily } from '../../database/engine';
import { FairSlots } from '../../database/fair-slots';
import {
  type Claim,
  type ClaimOutcome,
  IdempotencyStore,
  IN_FLIGHT_RETRY_AFTER_SECONDS,
  isKeyInFlight,
} from '../../database/idempotency/idempotency.store';
import { IdempotencyKey } from '../../database/idempotency/idempotency-key.entity';
import { TransactionRunner } from '../../database/transaction';
import { countIdempotencyConflict, countIdempotencyReplay } from '../../metrics/idempotency-metrics';
import { AppError } from '../errors';
import type { AuthenticatedCaller, RequestContext, Tx, TxContext } from '../request-context';
import { BUSY_RETRY_AFTER_SECONDS, busyError, contentionCause, databaseRefusal } from './database-errors';
import { toErrorResponse } from './error-response';
import { idempotencyHeaderLines, idempotencyKeyOf, operationPathOf, queryOf } from './idempotency-key';
import { rawBodyOf } from './json-bodies';

export { IDEMPOTENCY_HEADER, idempotencyKeyOf } from './idempotency-key';
export const REPLAYED_HEADER = 'idempotent-replayed';

/** The request as the interceptor and `@Ctx()` share it. */
export interface KeyedHttpRequest extends FastifyRequest {
  caller?: AuthenticatedCaller;
  /** While a keyed POST runs: its transaction, which the handler's writes join. */
  txContext?: TxContext;
  /** While a keyed POST of a route with its own transactions runs: where it stores its answer. */
  keyedAnswer?: KeyedAnswerStore;
}

/** Keyed transactions one API process runs at once on MySQL (every account's together): the rest of its pool stays free for their reads. */
const MYSQL_KEYED_SLOTS = 4;

/**
 * `Idempotency-Key` on every POST that takes an API token. The first request with a key claims
 * it in the database (visible to every API process), then runs inside one transaction of the
 * TransactionRunner that its service's writes join (through `@Ctx()`), and its answer, status
 * and body, is stored in that same transaction: the writes and the answer commit together or
 * not at all. A contention retry re-runs the whole handler. The same key with the same request
 * answers the stored status and body with `Idempotent-Replayed: true` and writes nothing; with
 * another body 422 `idempotency_key_reused`; while the first still runs 409
 * `idempotency_key_in_flight` with `Retry-After`. A 4xx answer (nothing written) is stored on its
 * own; a 5xx or 429 answer is not stored and frees the key within the `Retry-After` it gives.
 * The key is read in both of its forms, quoted and bare (`idempotency-key.ts`); it belongs to the
 * operation (the route and the resources its path names) and the request is compared by its
 * bytes (the fingerprint hashes the raw body, never the parsed one).
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  /** On MySQL, the keyed transactions run at once, served account by account; none on SQLite (one connection). */
  private readonly slots?: FairSlots;

  constructor(
    private readonly store: IdempotencyStore,
    private readonly transactions: TransactionRunner,
    @InjectDataSource() dataSource: DataSource,
    private readonly config: ConfigService<Env, true>,
  ) {
    if (isMysqlFamily(dataSource.options.type)) this.slots = new FairSlots(MYSQL_KEYED_SLOTS);
  }

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    if (context.getType() !== 'http') return next.handle();
    const request = context.switchToHttp().getRequest<KeyedHttpRequest>();
    const reply = context.switchToHttp().getResponse<FastifyReply>();
    if (request.method !== 'POST' || !request.caller) return next.handle();
    const key = idempotencyKeyOf(idempotencyHeaderLines(request));
    if (key === undefined) return next.handle();

    const ctx: RequestContext = { account: request.caller.account, token: request.caller.token, requestId: request.id };
    const own = ownTransactionsOf(context);
    if (own) {
      // No slot: such a route holds no transaction while it waits for the network. Its claim
      // holds as long as the route may run, so a retry meanwhile meets the key in flight.
      const outcome = await this.claim(request, ctx, key, own.leaseMs?.(this.config));
      if (outcome.kind === 'replay') return this.replay(request, reply, outcome);
      return this.runWithOwnTransactions(request, reply, next, outcome.claim);
    }
    // The slot first, then the claim: the claim's lease counts the request's run, not its wait
    // for a slot. Accounts take turns at the slots: one account's burst of keyed requests never
    // makes another account's wait behind all of it.
    await this.slots?.acquire(ctx.account.id);
    try {
      const outcome = await this.claim(request, ctx, key);
      if (outcome.kind === 'replay') return this.replay(request, reply, outcome);
      return await this.runClaimed(request, reply, ctx, outcome.claim, next);
    } finally {
      this.slots?.release();
    }
  }

  /** Answers the stored status and body of the key, marked replayed. */
  private replay(request: KeyedHttpRequest, reply: FastifyReply, outcome: Extract<ClaimOutcome, { kind: 'replay' }>): Observable<unknown> {
    countIdempotencyReplay(request);
    reply.status(outcome.status);
    reply.header(REPLAYED_HEADER, 'true');
    return of(outcome.body === '' ? undefined : JSON.parse(outcome.body));
  }

  /** Claims the key for the operation and the request's bytes (see IdempotencyStore.claim). */
  private claim(request: KeyedHttpRequest, ctx: RequestContext, key: string, leaseMs?: number): Promise<ClaimOutcome> {
    return this.store
      .claim({
        accountId: ctx.account.id,
        key,
        method: request.method,
        path: operationPathOf(request),
        query: queryOf(request),
        body: rawBodyOf(request),
        leaseMs,
      })
      .catch((error: unknown) => {
        countIdempotencyConflict(request, error);
        throw error;
      });
  }

  /** Runs the handler in one transaction with the answer stored beside its writes. */
  private async runClaimed(
    request: KeyedHttpRequest,
    reply: FastifyReply,
    ctx: RequestContext,
    claim: Claim,
    next: CallHandler,
  ): Promise<Observable<unknown>> {
    try {
      const answer = await this.transactions.run(ctx, async (tx) => {
        request.txContext = tx;
        try {
          const body = await lastValueFrom(next.handle(), { defaultValue: undefined });
          const status = reply.statusCode;
          await this.store.complete(tx.tx.manager, claim, status, body === undefined ? '' : JSON.stringify(body));
          return { body };
        } finally {
          request.txContext = undefined;
        }
      });
      return of(answer.body);
    } catch (error) {
      // A slow first request whose claim was taken over meets its key in flight at the end.
      countIdempotencyConflict(request, error);
      throw await this.settle(claim, error, request.id);
    }
  }

  /**
   * A route marked `@OwnTransactions()` (it calls the network between its transactions): its
   * handler runs unwrapped, holding no transaction and no keyed slot, and stores its answer
   * through `@KeyedAnswer()` inside the transaction that records its result; right after it
   * returns, the answer as sent (with what the route's own interceptors added) replaces it, or is
   * stored when the handler stored none.
   */
  private async runWithOwnTransactions(
    request: KeyedHttpRequest,
    reply: FastifyReply,
    next: CallHandler,
    claim: Claim,
  ): Promise<Observable<unknown>> {
    let stored = false;
    const text = (body: unknown) => (body === undefined ? '' : JSON.stringify(body));
    request.keyedAnswer = {
      store: async (tx, body) => {
        await this.store.complete(tx.manager, claim, reply.statusCode, text(body));
        tx.afterCommit(() => void (stored = true));
      },
    };
    try {
      const body = await lastValueFrom(next.handle(), { defaultValue: undefined });
      if (!stored) await this.transactions.run((tx) => this.store.complete(tx.manager, claim, reply.statusCode, text(body)));
      else {
        await this.transactions
          .run((tx) =>
            tx.manager
              .createQueryBuilder()
              .update(IdempotencyKey)
              .set({ response: text(body) })
              .where('id = :id AND account_id = :accountId AND status_code = :status', {
                id: claim.id,
                accountId: claim.accountId,
                status: reply.statusCode,
              })
              .execute(),
          )
          .catch(() => undefined);
      }
      return of(body);
    } catch (error) {
      countIdempotencyConflict(request, error);
      // A refusal that asks to come back later (another request is at the same resource) frees the key for that retry.
      if (error instanceof AppError && error.headers['retry-after'] !== undefined) throw await this.giveBack(claim, error);
      throw await this.settle(claim, error, request.id);
    } finally {
      request.keyedAnswer = undefined;
    }
  }

  /**
   * After a failed run (rolled back): store a 4xx answer with the key, else give the key back.
   * Returns the error to answer.
   */
  private async settle(claim: Claim, error: unknown, requestId: string): Promise<unknown> {
    if (isKeyInFlight(error)) return error;
    const known = error instanceof AppError || error instanceof HttpException || databaseRefusal(error) !== undefined;
    if (known) {
      const { status, body } = toErrorResponse(error, requestId);
      if (status < 500 && status !== 429) {
        await this.store.answerAlone(claim, status, JSON.stringify(body));
        return error;
      }
    }
    return this.giveBack(claim, error);
  }

  /**
   * Gives the key of a 5xx or 429 back within the `Retry-After` that answer promises (retrying
   * contention that long). When the database stays busy even so, the claim holds until its lease
   * ends: the answer then says to retry after the lease, never before the key is free.
   */
  private async giveBack(claim: Claim, error: unknown): Promise<unknown> {
    const promised = promisedRetryAfter(error);
    const freed = await this.store.release(claim, (promised ?? IN_FLIGHT_RETRY_AFTER_SECONDS) * 1000);
    if (freed || promised === undefined) return error;
    const leaseLeft = Math.ceil((claim.lockedUntil.getTime() - Date.now()) / 1000);
    return leaseLeft > promised ? withRetryAfter(error, leaseLeft) : error;
  }
}

/** The seconds a failed request's answer tells the client to wait (`Retry-After`), if any. */
function promisedRetryAfter(error: unknown): number | undefined {
  if (error instanceof AppError) {
    const value = error.headers['retry-after'];
    return value === undefined ? undefined : Number(value);
  }
  // Contention outside the runner's retries answers 503 busy (see toErrorResponse).
  return contentionCause(error) ? BUSY_RETRY_AFTER_SECONDS : undefined;
}

/** The same answer with a later `Retry-After` (and the seconds its messages name). */
function withRetryAfter(error: unknown, seconds: number): AppError {
  if (!(error instanceof AppError)) return busyError(contentionCause(error)!, seconds);
  const errors = error.errors.map((e) => ({ ...e, message: e.message.replace(/retry after \d+ s/, `retry after ${seconds} s`) }));
  return new AppError(error.kind, error.message, errors, { ...error.headers, 'retry-after': String(seconds) });
}

/**
 * Marks a route that manages its own transactions because it calls the network (a payment
 * gateway) between them: with an Idempotency-Key, its handler is not wrapped in one transaction;
 * it stores its answer itself, through `@KeyedAnswer()`, in the transaction that records its
 * result.
 */
const OWN_TRANSACTIONS = 'idempotency:own-transactions';
export interface OwnTransactionsOptions {
  /** How long the route may run (ms), from the configuration: its key's claim holds at least that long. */
  leaseMs?: (config: ConfigService<Env, true>) => number;
}
export const OwnTransactions = (options: OwnTransactionsOptions = {}): MethodDecorator => SetMetadata(OWN_TRANSACTIONS, options);
export const ownTransactionsOf = (context: ExecutionContext): OwnTransactionsOptions | undefined =>
  Reflect.getMetadata(OWN_TRANSACTIONS, context.getHandler());

/** Stores a keyed request's answer (the response body) inside `tx`, with the writes it answers for. */
export interface KeyedAnswerStore {
  store(tx: Tx, body: unknown): Promise<void>;
}

/** The answer store of a keyed request on an `@OwnTransactions()` route; undefined without a key. */
export const KeyedAnswer = createParamDecorator(
  (_: unknown, execution: ExecutionContext): KeyedAnswerStore | undefined =>
    execution.switchToHttp().getRequest<KeyedHttpRequest>().keyedAnswer,
);
