import { CallHandler, createParamDecorator, ExecutionContext, HttpException, Injectable, NestInterceptor, SetMetadata } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { lastValueFrom, Observable, of } from 'rxjs';
import { DataSource } from 'typeorm';
import { AppError, badRequest } from '../errors';
import type { AuthenticatedCaller, RequestContext, Tx, TxContext } from '../request-context';
import { IdempotencyStore, isKeyInFlight, type Claim } from '../../database/idempotency/idempotency.store';
import { IdempotencyKey } from '../../database/idempotency/idempotency-key.entity';
import { countIdempotencyConflict, countIdempotencyReplay } from '../../metrics/idempotency-metrics';
import { TransactionRunner } from '../../database/transaction';
import { isMysqlFamily } from '../../database/engine';
import { databaseRefusal } from './database-errors';
import { toErrorResponse } from './error-response';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const REPLAYED_HEADER = 'idempotent-replayed';
/** 1 to 255 printable ASCII characters (space to tilde). */
const KEY = /^[\x20-\x7e]{1,255}$/;

/** The request as the interceptor and `@Ctx()` share it. */
export interface KeyedHttpRequest extends FastifyRequest {
  caller?: AuthenticatedCaller;
  /** While a keyed POST runs: its transaction, which the handler's writes join. */
  txContext?: TxContext;
  /** While a keyed POST of a route with its own transactions runs: where it stores its answer. */
  keyedAnswer?: KeyedAnswerStore;
}

/** The key of a request, or undefined without one; 400 when malformed. */
export function idempotencyKeyOf(header: unknown): string | undefined {
  if (header === undefined) return undefined;
  if (typeof header !== 'string' || !KEY.test(header)) {
    throw badRequest('Validation failed', [
      { field: 'Idempotency-Key', code: 'invalid_idempotency_key', message: 'Idempotency-Key must be 1 to 255 printable ASCII characters' },
    ]);
  }
  return header;
}

/** Keyed transactions one API process runs at once on MySQL: the rest of its pool stays free for their reads. */
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
 * own; a 5xx or 429 answer is not stored and frees the key.
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  private readonly slots: number;
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly store: IdempotencyStore,
    private readonly transactions: TransactionRunner,
    @InjectDataSource() dataSource: DataSource,
  ) {
    this.slots = isMysqlFamily(dataSource.options.type) ? MYSQL_KEYED_SLOTS : Number.POSITIVE_INFINITY;
  }

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    if (context.getType() !== 'http') return next.handle();
    const request = context.switchToHttp().getRequest<KeyedHttpRequest>();
    const reply = context.switchToHttp().getResponse<FastifyReply>();
    if (request.method !== 'POST' || !request.caller) return next.handle();
    const key = idempotencyKeyOf(request.headers[IDEMPOTENCY_HEADER]);
    if (key === undefined) return next.handle();

    const ctx: RequestContext = { account: request.caller.account, token: request.caller.token, requestId: request.id };
    const outcome = await this.store
      .claim({
        accountId: ctx.account.id,
        key,
        method: request.method,
        path: request.url.split('?')[0]!,
        url: request.url,
        body: request.body,
      })
      .catch((error: unknown) => {
        countIdempotencyConflict(request, error);
        throw error;
      });
    if (outcome.kind === 'replay') {
      countIdempotencyReplay(request);
      reply.status(outcome.status);
      reply.header(REPLAYED_HEADER, 'true');
      return of(outcome.body === '' ? undefined : JSON.parse(outcome.body));
    }

    const { claim } = outcome;
    if (ownsTransactions(context)) return this.runWithOwnTransactions(request, reply, next, claim);
    await this.acquire();
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
      await this.settle(claim, error, request.id);
      throw error;
    } finally {
      this.release();
    }
  }

  /**
   * A route marked `@OwnTransactions()` (it calls the network between its transactions): its
   * handler runs unwrapped, holding no transaction and no keyed slot, and stores its answer
   * through `@KeyedAnswer()` inside the transaction that records its result; right after it
   * returns, the answer as sent (with what the route's own interceptors added) replaces it, or is
   * stored when the handler stored none.
   */
  private async runWithOwnTransactions(request: KeyedHttpRequest, reply: FastifyReply, next: CallHandler, claim: Claim): Promise<Observable<unknown>> {
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
              .where('id = :id AND account_id = :accountId AND status_code = :status', { id: claim.id, accountId: claim.accountId, status: reply.statusCode })
              .execute(),
          )
          .catch(() => undefined);
      }
      return of(body);
    } catch (error) {
      countIdempotencyConflict(request, error);
      // A refusal that asks to come back later (another request is at the same resource) frees the key for that retry.
      if (error instanceof AppError && error.headers['retry-after'] !== undefined) await this.store.release(claim).catch(() => undefined);
      else await this.settle(claim, error, request.id);
      throw error;
    } finally {
      request.keyedAnswer = undefined;
    }
  }

  /** After a failed run (rolled back): store a 4xx answer with the key, else give the key back. */
  private async settle(claim: Claim, error: unknown, requestId: string): Promise<void> {
    if (isKeyInFlight(error)) return;
    const known = error instanceof AppError || error instanceof HttpException || databaseRefusal(error) !== undefined;
    if (known) {
      const { status, body } = toErrorResponse(error, requestId);
      if (status < 500 && status !== 429) return this.store.answerAlone(claim, status, JSON.stringify(body));
    }
    await this.store.release(claim).catch(() => undefined);
  }

  private async acquire(): Promise<void> {
    if (this.running < this.slots) {
      this.running++;
      return;
    }
    await new Promise<void>((resolve) => this.waiting.push(resolve));
  }

  private release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.running--;
  }
}

/**
 * Marks a route that manages its own transactions because it calls the network (a payment
 * gateway) between them: with an Idempotency-Key, its handler is not wrapped in one transaction;
 * it stores its answer itself, through `@KeyedAnswer()`, in the transaction that records its
 * result.
 */
const OWN_TRANSACTIONS = 'idempotency:own-transactions';
export const OwnTransactions = (): MethodDecorator => SetMetadata(OWN_TRANSACTIONS, true);
const ownsTransactions = (context: ExecutionContext): boolean => Reflect.getMetadata(OWN_TRANSACTIONS, context.getHandler()) === true;

/** Stores a keyed request's answer (the response body) inside `tx`, with the writes it answers for. */
export interface KeyedAnswerStore {
  store(tx: Tx, body: unknown): Promise<void>;
}

/** The answer store of a keyed request on an `@OwnTransactions()` route; undefined without a key. */
export const KeyedAnswer = createParamDecorator((_: unknown, execution: ExecutionContext): KeyedAnswerStore | undefined =>
  execution.switchToHttp().getRequest<KeyedHttpRequest>().keyedAnswer,
);
