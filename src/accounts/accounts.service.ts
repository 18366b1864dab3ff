import { Injectable, Logger } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, Repository } from 'typeorm';

import { TokenAuthenticator } from '../common/auth/token-authenticator';
import { DEFAULT_TIMEZONE, isValidTimeZone } from '../common/dates';
import { AppError, badRequest } from '../common/errors';
import { isUniqueViolation } from '../common/http/database-errors';
import { AuthenticatedCaller, contextFor, RequestContext } from '../common/request-context';
import { Tx } from '../common/request-context';
import type { Env } from '../config/env';
import { TransactionRunner } from '../database/transaction';
import { AccountDirectory, AccountSeeder } from './account-directory';
import { slugFromName, slugProblem } from './account-slug';
import { Account } from './entities/account.entity';
import { ApiToken } from './entities/api-token.entity';
import { CachedCaller, TokenCache } from './token-cache';
import { isTokenFormato, TokenFormato } from './token-formato';
import { generateToken, hashToken, TOKEN_MAX_LENGTH, TOKEN_MIN_LENGTH } from './token-hash';

function assertSlug(slug: string): void {
  const problem = slugProblem(slug);
  if (problem) throw badRequest(`Invalid slug "${slug}": ${problem}`);
}
const slugTaken = (slug: string) => new AppError('conflict', `the slug "${slug}" belongs to another account`);

const LAST_USED_RESOLUTION_MS = 5 * 60 * 1000;

/**
 * Accounts and their API tokens. Provides the AuthGuard's `TokenAuthenticator` and the modules'
 * `AccountDirectory`; the CLI and the demo use it whole.
 */
@Injectable()
export class AccountsService implements TokenAuthenticator, AccountDirectory {
  private readonly logger = new Logger(AccountsService.name);
  private readonly seeders: AccountSeeder[] = [];
  private readonly cache: TokenCache;

  constructor(
    @InjectRepository(Account) private readonly accounts: Repository<Account>,
    @InjectRepository(ApiToken) private readonly tokens: Repository<ApiToken>,
    private readonly transactions: TransactionRunner,
    config: ConfigService<Env, true>,
  ) {
    this.cache = new TokenCache(config.get('TOKEN_CACHE_TTL_MS', { infer: true }));
  }

  registerSeeder(seeder: AccountSeeder): void {
    this.seeders.push(seeder);
  }

  /**
   * Creates an account (with its default lookups) and its first token. Its slug is `slug` when
   * given (409 when another account has it), else one made from the name (with the account's ID
   * after it when another account has that one).
   */
  async createAccount(
    nome: string,
    timezone = DEFAULT_TIMEZONE,
    { slug }: { slug?: string } = {},
  ): Promise<{ account: Account; token: string }> {
    const name = nome.trim();
    if (!name) throw badRequest('The account name is required');
    if (!isValidTimeZone(timezone)) throw badRequest(`Unknown time zone ${timezone}`);
    if (slug !== undefined) assertSlug(slug);
    return this.transactions.run(async (tx) => {
      const repo = tx.manager.getRepository(Account);
      if (slug !== undefined && (await repo.existsBy({ slug }))) throw slugTaken(slug);
      const account = await repo.save(tx.manager.create(Account, { nome: name, timezone, slug: slug ?? null })).catch((error: unknown) => {
        throw slug !== undefined && isUniqueViolation(error) ? slugTaken(slug) : error;
      });
      if (slug === undefined) {
        // The name's slug, else with the account's ID after it, else a counter too: never one another account has.
        const base = slugFromName(name);
        let candidate = base;
        if (await repo.existsBy({ slug: candidate })) candidate = `${base}-${account.id}`;
        for (let n = 2; await repo.existsBy({ slug: candidate }); n++) candidate = `${base}-${account.id}-${n}`;
        account.slug = candidate;
        await repo.update({ id: account.id }, { slug: account.slug }).catch((error: unknown) => {
          throw isUniqueViolation(error) ? slugTaken(candidate) : error;
        });
      }
      for (const seeder of this.seeders) await seeder.seedAccount(tx, account.id);
      const token = await this.issueToken(tx, account.id, 'default');
      return { account, token };
    });
  }

  countAccounts(): Promise<number> {
    return this.accounts.count();
  }

  /** The account's time zone (for webhook timestamps), or undefined when there is no such account. */
  async timezoneOf(accountId: number): Promise<string | undefined> {
    const row = await this.accounts.findOne({ where: { id: accountId }, select: { id: true, timezone: true } });
    return row?.timezone;
  }

  listAccounts(): Promise<Account[]> {
    return this.accounts.find({ order: { id: 'ASC' } });
  }

  async createToken(accountId: number, name = 'cli', formato: TokenFormato = 'nativo'): Promise<string> {
    if (!(await this.accounts.existsBy({ id: accountId }))) throw new AppError('not_found', `account ${accountId} not found`);
    return this.transactions.run((tx) => this.issueToken(tx, accountId, name, formato));
  }

  /** Sets the account's slug (the `<conta>` of its ME Eventos addresses); 409 when another account has it. */
  async setSlug(accountId: number, slug: string): Promise<Account> {
    assertSlug(slug);
    return this.transactions.run(async (tx) => {
      const repo = tx.manager.getRepository(Account);
      const account = await repo.findOneBy({ id: accountId });
      if (!account) throw new AppError('not_found', `account ${accountId} not found`);
      const holder = await repo.findOne({ where: { slug }, select: { id: true } });
      if (holder && holder.id !== accountId) throw slugTaken(slug);
      account.slug = slug;
      await repo.update({ id: accountId }, { slug }).catch((error: unknown) => {
        throw isUniqueViolation(error) ? slugTaken(slug) : error;
      });
      // A process keeps a checked token (and its account) for TOKEN_CACHE_TTL_MS: the new slug answers within that.
      return account;
    });
  }

  listTokens(accountId?: number): Promise<ApiToken[]> {
    return this.tokens.find({ where: accountId ? { account_id: accountId } : {}, order: { id: 'ASC' } });
  }

  /**
   * Revokes by token ID; returns false when there is no such active token. This process forgets
   * the token at once; other API processes within `TOKEN_CACHE_TTL_MS`.
   */
  async revokeToken(tokenId: number): Promise<boolean> {
    const affected = await this.transactions.run(async (tx) => {
      const result = await tx.manager.getRepository(ApiToken).update({ id: tokenId, revoked_at: IsNull() }, { revoked_at: new Date() });
      return result.affected ?? 0;
    });
    this.cache.forgetToken(tokenId);
    return affected > 0;
  }

  /** A context for CLI work on the account (no token), or null when there is no such account. */
  async contextFor(accountId: number): Promise<RequestContext | null> {
    const account = await this.accounts.findOneBy({ id: accountId });
    return account ? contextFor(account) : null;
  }

  /**
   * The caller of a token, or null when unknown or revoked. A token found is kept for
   * `TOKEN_CACHE_TTL_MS` (no lookup per request); `last_used_at` is written at most every 5
   * minutes, in a transaction of its own, without holding up the request.
   */
  async authenticate(token: string): Promise<AuthenticatedCaller | null> {
    // A token of a length never issued is unknown: no lookup needed.
    if (token.length < TOKEN_MIN_LENGTH || token.length > TOKEN_MAX_LENGTH) return null;
    const hash = hashToken(token);
    const found = this.cache.get(hash) ?? (await this.lookUp(hash));
    if (!found) return null;
    const now = Date.now();
    if (now - found.lastUsedMs > LAST_USED_RESOLUTION_MS) {
      this.cache.touched(hash, now);
      this.transactions
        .run((tx) => tx.manager.getRepository(ApiToken).update({ id: found.caller.token.id }, { last_used_at: new Date(now) }))
        .catch((e: Error) => this.logger.warn(`could not record token use: ${e.message}`));
    }
    return found.caller;
  }

  private async lookUp(hash: string): Promise<CachedCaller | null> {
    const row = await this.tokens
      .createQueryBuilder('t')
      .innerJoin(Account, 'a', 'a.id = t.account_id')
      .select([
        't.id AS token_id',
        't.name AS token_name',
        't.last_used_at AS last_used_at',
        'a.id AS id',
        'a.nome AS nome',
        'a.timezone AS timezone',
        'a.slug AS slug',
        't.formato AS formato',
      ])
      .where('t.token_hash = :hash AND t.revoked_at IS NULL', { hash })
      .getRawOne<{
        token_id: number;
        token_name: string;
        last_used_at: Date | string | null;
        id: number;
        nome: string;
        timezone: string;
        slug: string | null;
        formato: TokenFormato;
      }>();
    if (!row) return null;
    const found: CachedCaller = {
      caller: {
        account: { id: Number(row.id), nome: row.nome, timezone: row.timezone, slug: row.slug },
        token: { id: Number(row.token_id), name: row.token_name, formato: isTokenFormato(row.formato) ? row.formato : 'nativo' },
      },
      lastUsedMs: row.last_used_at ? new Date(row.last_used_at).getTime() : 0,
    };
    this.cache.set(hash, found);
    return found;
  }

  private async issueToken(tx: Tx, accountId: number, name: string, formato: TokenFormato = 'nativo'): Promise<string> {
    const token = generateToken();
    await tx.manager.getRepository(ApiToken).insert({
      account_id: accountId,
      name,
      formato,
      token_hash: hashToken(token),
      prefix: token.slice(0, 12),
    });
    return token;
  }
}
