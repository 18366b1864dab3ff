import { createHash, randomUUID } from 'node:crypto';

import { Injectable, Optional } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { EntityManager, QueryFailedError } from 'typeorm';

import { AppError } from '../../common/errors';
import { carriesAny, mayCarrySql } from '../../common/privacy/stored-copies';
import type { Env } from '../../config/env';
import { TransactionRunner } from '../transaction';
import { IdempotencyKey } from './idempotency-key.entity';

/** How long a running request holds its key before a request with the same key may take it over. */
export const CLAIM_LEASE_MS = 60_000;
/** IDEMPOTENCY_TTL_HOURS when no configuration is at hand (the env schema's default too). */
export const DEFAULT_IDEMPOTENCY_TTL_HOURS = 24;
/** Seconds a client is told to wait when its key is still in flight. */
export const IN_FLIGHT_RETRY_AFTER_SECONDS = 1;

/** One POST with an `Idempotency-Key`. */
export interface KeyedRequest {
  accountId: number;
  /** The key as parsed (a quoted key without its quotes). */
  key: string;
  method: string;
  /** The operation: the matched route with the resources its parameters name (`/api/v1/financial/6/charge`). */
  path: string;
  /** The query string with its `?`, or empty. */
  query: string;
  /** The body's bytes as received (never the parsed value: hashing bytes cannot recurse). */
  body: Buffer | string;
  /** How long the claim holds (ms), for a request that may run longer than CLAIM_LEASE_MS. */
  leaseMs?: number;
}

/** The key is this request's to run: its answer is recorded with `complete` (or the claim dropped). */
export interface Claim {
  readonly id: number;
  readonly accountId: number;
  readonly token: string;
  /** Until when the claim holds if nothing gives it back: after it, a request with the key takes it over. */
  readonly lockedUntil: Date;
}

export type ClaimOutcome = { kind: 'claimed'; claim: Claim } | { kind: 'replay'; status: number; body: string };

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** 409: the first request with the key has not answered yet. */
export function keyInFlight(): AppError {
  return new AppError(
    'conflict',
    'A request with this Idempotency-Key is still running',
    [
      {
        field: 'Idempotency-Key',
        code: 'idempotency_key_in_flight',
        message: `a request with this key has not finished; retry after ${IN_FLIGHT_RETRY_AFTER_SECONDS} s`,
      },
    ],
    { 'retry-after': String(IN_FLIGHT_RETRY_AFTER_SECONDS) },
  );
}

export const isKeyInFlight = (error: unknown) => error instanceof AppError && error.errors[0]?.code === 'idempotency_key_in_flight';

/** 422: the key was used for another request (another method, path or body). */
export function keyReused(): AppError {
  return new AppError('unprocessable', 'This Idempotency-Key was already used for another request', [
    {
      field: 'Idempotency-Key',
      code: 'idempotency_key_reused',
      message: 'the key was sent before with another method, path or body; use a new key for a new request',
    },
  ]);
}

const UNIQUE = new Set(['ER_DUP_ENTRY', 'SQLITE_CONSTRAINT_UNIQUE']);
const isUniqueViolation = (error: unknown) =>
  error instanceof QueryFailedError && UNIQUE.has((error.driverError as { code?: string } | undefined)?.code ?? '');

/**
 * The keys of an account's POSTs in the database, so that every API process sees them: unique
 * on account + (method, path, key). `claim` takes a key in its own short statement (visible at
 * once to the other processes: a second request answers 409 in flight); `complete` stores the
 * answer inside the request's transaction, with its writes; a request that failed without
 * writing stores its 4xx answer alone (`answerAlone`) or gives the key back (`release`).
 */
@Injectable()
export class IdempotencyStore {
  private readonly ttlMs: number;

  constructor(
    private readonly transactions: TransactionRunner,
    @Optional() config?: ConfigService<Env, true>,
  ) {
    this.ttlMs = (config?.get('IDEMPOTENCY_TTL_HOURS', { infer: true }) ?? DEFAULT_IDEMPOTENCY_TTL_HOURS) * 3_600_000;
  }

  static scopeOf(request: Pick<KeyedRequest, 'method' | 'path' | 'key'>): string {
    return sha256(`${request.method} ${request.path}\n${request.key}`);
  }

  /** SHA-256 of the method, the operation, the query string and the body's bytes. */
  static fingerprintOf(request: Pick<KeyedRequest, 'method' | 'path' | 'query' | 'body'>): string {
    return createHash('sha256').update(`${request.method} ${request.path}${request.query}\n`).update(request.body).digest('hex');
  }

  /**
   * Takes the key for this request, or says what to answer instead: the stored answer (replay),
   * 422 `idempotency_key_reused` (thrown) or 409 `idempotency_key_in_flight` (thrown).
   */
  async claim(request: KeyedRequest): Promise<ClaimOutcome> {
    // Through the runner (its own short transaction): on SQLite, whose one connection the runner
    // queues, a write beside it would land in whatever transaction is open.
    for (let round = 0; round < 5; round++) {
      const outcome = await this.transactions.run((tx) => this.claimIn(tx.manager, request));
      if (outcome) return outcome;
    }
    throw keyInFlight();
  }

  /** One try; undefined when the row changed under it (purged, taken over): try again. */
  private async claimIn(manager: EntityManager, request: KeyedRequest): Promise<ClaimOutcome | undefined> {
    const repo = manager.getRepository(IdempotencyKey);
    const scope = IdempotencyStore.scopeOf(request);
    const fingerprint = IdempotencyStore.fingerprintOf(request);
    const now = new Date();
    const token = randomUUID();
    const lockedUntil = new Date(now.getTime() + Math.max(CLAIM_LEASE_MS, request.leaseMs ?? 0));
    const fresh = {
      fingerprint,
      claim: token,
      locked_until: lockedUntil,
      status_code: null,
      response: null,
      created_at: now,
      expires_at: new Date(now.getTime() + this.ttlMs),
    };
    // A duplicate key does not end the transaction on MySQL or SQLite: the row is read next.
    const inserted = await repo
      .insert({
        account_id: request.accountId,
        scope,
        idempotency_key: request.key,
        method: request.method,
        path: request.path.slice(0, 1000),
        ...fresh,
      })
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) return undefined;
        throw error;
      });
    if (inserted)
      return { kind: 'claimed', claim: { id: Number(inserted.identifiers[0]!.id), accountId: request.accountId, token, lockedUntil } };
    const row = await repo.findOne({ where: { account_id: request.accountId, scope } });
    if (!row) return undefined; // purged in between
    const taken = (condition: string, parameters: Record<string, unknown>) =>
      repo
        .createQueryBuilder()
        .update(IdempotencyKey)
        .set(fresh)
        .where(`id = :id AND account_id = :accountId AND ${condition}`, { id: row.id, accountId: request.accountId, ...parameters })
        .execute();
    if (row.expires_at.getTime() <= now.getTime()) {
      // Expired and not purged yet: the key is free again.
      if ((await taken('expires_at <= :now', { now })).affected === 1)
        return { kind: 'claimed', claim: { id: row.id, accountId: request.accountId, token, lockedUntil } };
      return undefined;
    }
    if (row.fingerprint !== fingerprint) throw keyReused();
    if (row.status_code !== null) return { kind: 'replay', status: row.status_code, body: responseText(row.response) };
    if (row.locked_until && row.locked_until.getTime() > now.getTime()) throw keyInFlight();
    // The holder's lease ran out (its process died): take the key over. Its transaction, if it
    // still runs, can no longer record an answer (`complete` checks the claim) and rolls back.
    if ((await taken('claim = :old AND status_code IS NULL', { old: row.claim })).affected === 1) {
      return { kind: 'claimed', claim: { id: row.id, accountId: request.accountId, token, lockedUntil } };
    }
    return undefined;
  }

  /** Records the answer in the request's transaction; 409 in flight when the claim was taken over. */
  async complete(manager: EntityManager, claim: Claim, status: number, body: string): Promise<void> {
    const result = await manager
      .createQueryBuilder()
      .update(IdempotencyKey)
      .set({ status_code: status, response: body, claim: null, locked_until: null })
      .where('id = :id AND account_id = :accountId AND claim = :token AND status_code IS NULL', {
        id: claim.id,
        accountId: claim.accountId,
        token: claim.token,
      })
      .execute();
    if (result.affected !== 1) throw keyInFlight();
  }

  /** The answer of a request that wrote nothing (a 4xx): stored alone. */
  async answerAlone(claim: Claim, status: number, body: string): Promise<void> {
    await this.transactions.run((tx) => this.complete(tx.manager, claim, status, body)).catch(() => undefined);
  }

  /**
   * Gives the key back (the request failed with an answer that is not kept: 5xx, 429), retrying
   * contention for at most `withinMs`. True once the key is free; false when the database stayed
   * busy: the claim then holds until `claim.lockedUntil`, and the caller says so.
   */
  async release(claim: Claim, withinMs: number): Promise<boolean> {
    return this.transactions
      .runWithin(withinMs, (tx) =>
        tx.manager
          .createQueryBuilder()
          .delete()
          .from(IdempotencyKey)
          .where('id = :id AND account_id = :accountId AND claim = :token AND status_code IS NULL', {
            id: claim.id,
            accountId: claim.accountId,
            token: claim.token,
          })
          .execute(),
      )
      .then(
        () => true,
        () => false,
      );
  }

  /**
   * Deletes, in the caller's transaction, the account's kept answers that hold one of `markers` (a
   * person's values, anonymised in the same transaction): a repeated request with their key is
   * then run again instead of answering the person's data. Answers how many went.
   */
  async purgeCarrying(manager: EntityManager, accountId: number, markers: readonly string[]): Promise<number> {
    const sieve = mayCarrySql('k.response', markers);
    if (!sieve) return 0;
    const rows = await manager
      .getRepository(IdempotencyKey)
      .createQueryBuilder('k')
      .select(['k.id', 'k.response'])
      .where('k.account_id = :accountId', { accountId })
      .andWhere('k.response IS NOT NULL')
      .andWhere(sieve.where, sieve.params)
      .getMany();
    const ids = rows.filter((k) => carriesAny(parsedBody(responseText(k.response)), markers)).map((k) => k.id);
    for (let i = 0; i < ids.length; i += 500) {
      await manager
        .createQueryBuilder()
        .delete()
        .from(IdempotencyKey)
        .where('account_id = :accountId', { accountId })
        .andWhereInIds(ids.slice(i, i + 500))
        .execute();
    }
    return ids.length;
  }

  /** Deletes up to `batch` keys expired at `now`, of every account; returns how many. */
  purgeExpired(now: Date, batch: number): Promise<number> {
    return this.transactions.run((tx) => this.purgeIn(tx.manager, now, batch));
  }

  private async purgeIn(manager: EntityManager, now: Date, batch: number): Promise<number> {
    const repo = manager.getRepository(IdempotencyKey);
    const ids = await repo
      .createQueryBuilder('k')
      .select('k.id', 'id')
      .where('k.expires_at <= :now', { now })
      .orderBy('k.expires_at', 'ASC')
      .limit(batch)
      .getRawMany<{ id: number }>();
    if (ids.length === 0) return 0;
    await repo
      .createQueryBuilder()
      .delete()
      .from(IdempotencyKey)
      .whereInIds(ids.map((r) => Number(r.id)))
      .andWhere('expires_at <= :now', { now })
      .execute();
    return ids.length;
  }
}

/** A kept body as JSON when it is, else its text. */
function parsedBody(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The stored body as text, however the driver hands a JSON column back. */
function responseText(response: unknown): string {
  if (typeof response === 'string') return response;
  return response === null || response === undefined ? '' : JSON.stringify(response);
}
