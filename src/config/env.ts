import { existsSync } from 'node:fs';

import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';

import { Custom, Durations, envMessage, Flag, HostName, Milliseconds, OneOf, Port, Text, Url, UrlList, WholeNumber } from './env-kinds';
import { isTrustProxy, parseTrustProxy, TRUST_PROXY_RULE, type TrustProxy } from './trust-proxy';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'log', 'debug', 'verbose'] as const;
export type LogLevelName = (typeof LOG_LEVELS)[number];

/**
 * Every environment variable the processes read. Validated once at boot; a bad
 * value stops the process with one line naming the variable (see `validateEnv`).
 */
export class Env {
  @Port()
  PORT = 3000;

  /** Address the API listens on: `0.0.0.0` (every IPv4 interface), `127.0.0.1`, `::`… */
  @HostName()
  HOST = '0.0.0.0';

  /**
   * Port of this process's Prometheus `/metrics` endpoint, never the API's port; unset: no
   * metrics. The API and each worker need a port of their own (0: any free port).
   */
  @Port(0)
  METRICS_PORT?: number;

  /** Address `/metrics` listens on; the default keeps it to this machine. */
  @HostName()
  METRICS_HOST = '127.0.0.1';

  /**
   * Who may tell the client address (for the rate limit) in X-Forwarded-For: `false` (nobody), a
   * hop count, or a list of proxy addresses/CIDRs; never everyone (`trust-proxy.ts`).
   */
  @Custom({ rule: TRUST_PROXY_RULE, parse: parseTrustProxy, accepts: isTrustProxy })
  TRUST_PROXY: TrustProxy = false;

  @Url(['mysql', 'mariadb'])
  DATABASE_URL?: string;

  /**
   * Replicas of DATABASE_URL for reads, comma-separated `mysql://` URLs (optional). GET and HEAD
   * requests read from them (round-robin); every write, every transaction and every other
   * request uses DATABASE_URL. Needs DATABASE_URL.
   */
  @UrlList(['mysql', 'mariadb'])
  DATABASE_READ_URLS?: string;

  /**
   * `wsrep_sync_wait` set on each replica connection (Galera only, 0-15): 1 makes every read
   * wait until the node has applied what the cluster committed before it (causal reads).
   */
  @WholeNumber(0, 15)
  DATABASE_READ_SYNC_WAIT?: number;

  /**
   * File of the embedded SQLite database, used when DATABASE_URL is unset. Whether it can be
   * written is checked when the database is opened (`database/sqlite-path.ts`).
   */
  @Text()
  SQLITE_PATH = 'data/app.sqlite';

  @Url(['redis', 'rediss'])
  REDIS_URL?: string;

  @OneOf(['development', 'production', 'test'])
  NODE_ENV: 'development' | 'production' | 'test' = 'development';

  @OneOf(LOG_LEVELS)
  LOG_LEVEL: LogLevelName = 'log';

  /** Largest accepted request body, in bytes. */
  @WholeNumber(1024)
  BODY_LIMIT = 1024 * 1024;

  /** Run pending migrations when the API starts. */
  @Flag()
  RUN_MIGRATIONS = true;

  /**
   * How long, in ms, a transaction that meets contention (a deadlock, a lock wait timeout, a
   * cluster certification conflict, SQLite busy) is retried before the request answers 503
   * `busy` with nothing written (0: never retried). On MySQL/MariaDB a statement waits for a row
   * lock at most about half of it (`innodb_lock_wait_timeout` of the service's sessions).
   */
  @Milliseconds(0, 60000)
  DB_RETRY_BUDGET_MS = 3000;

  /**
   * Requests of one account a process lets use the database at the same time (its pool holds 10
   * connections): one account's burst never takes the whole pool, the rest is left to the
   * others. A request past it waits for a slot of its own account (ACCOUNT_DB_WAIT_MS).
   */
  @WholeNumber(1, 1000)
  ACCOUNT_DB_CONCURRENCY = 8;

  /** How long (ms) a request past ACCOUNT_DB_CONCURRENCY waits for its account's slot before 503 `busy` with `Retry-After` (0: no wait). */
  @Milliseconds(0, 60000)
  ACCOUNT_DB_WAIT_MS = 2000;

  /** How long, in hours, the answer to a POST with an `Idempotency-Key` is kept and replayed. */
  @WholeNumber(1, 720)
  IDEMPOTENCY_TTL_HOURS = 24;

  /** Requests per minute per API token (or per IP address without one). */
  @WholeNumber(1)
  RATE_LIMIT_PER_MINUTE = 600;

  /**
   * Answers (accept or decline) to proposal pages per minute from one client address; one
   * proposal takes twice as many from all addresses together.
   */
  @WholeNumber(1)
  PROPOSAL_ANSWERS_PER_MINUTE = 10;

  /**
   * How long an API process keeps a token it has resolved, in ms (0: look it up on every
   * request). A token revoked with the CLI stops working in every API process within this time.
   */
  @Milliseconds(0, 60000)
  TOKEN_CACHE_TTL_MS = 5000;

  @Flag()
  WEBHOOK_ALLOW_PRIVATE_NETWORKS = false;

  @Milliseconds(100)
  WEBHOOK_TIMEOUT_MS = 15000;

  /** Delays after the first attempt, e.g. `5s,5m,30m,2h,5h,10h,10h`. */
  @Durations()
  WEBHOOK_RETRY_SCHEDULE = '5s,5m,30m,2h,5h,10h,10h';

  /** Prefix of the Bull keys in Redis. */
  @Text()
  QUEUE_PREFIX = 'bull';

  /** Webhook deliveries one process sends at the same time. */
  @WholeNumber(1, 200)
  WEBHOOK_CONCURRENCY = 100;

  /** How often the sweeper looks for deliveries still pending past their due time. */
  @Milliseconds(100)
  WEBHOOK_SWEEP_INTERVAL_MS = 5000;

  /** How long past its due time a pending delivery waits before the sweeper hands it to the queue again. */
  @Milliseconds(0)
  WEBHOOK_SWEEP_GRACE_MS = 10000;

  /** Webhooks one account may have (a create beyond it answers 409 `limit_reached`). */
  @WholeNumber(1, 1000)
  WEBHOOKS_PER_ACCOUNT_MAX = 20;

  /** How long one DNS lookup of a webhook's host may take (every server and retry included). */
  @Milliseconds(100, 60000)
  WEBHOOK_DNS_TIMEOUT_MS = 5000;

  /**
   * Deliveries of one account a process sends at the same time (at most WEBHOOK_CONCURRENCY):
   * one account's slow or dead receivers never take more, the rest is left to the others.
   */
  @WholeNumber(1, 200)
  WEBHOOK_ACCOUNT_CONCURRENCY = 10;

  /** Days notifications and their delivery attempts are kept (the delivery log), then deleted. */
  @WholeNumber(1, 3650)
  NOTIFICATION_RETENTION_DAYS = 30;

  /** API key of the Asaas payment gateway, for accounts without a key of their own. Never logged. */
  @Text({ secret: true })
  ASAAS_API_KEY?: string;

  /** Base URL of the Asaas API v3; the default is the Asaas sandbox. */
  @Url(['http', 'https'], '[^\\s/?#]+[^\\s?#]*')
  ASAAS_BASE_URL = 'https://api-sandbox.asaas.com/v3';

  /**
   * Calls per minute each account may make on the service's own Asaas key (ASAAS_API_KEY), which
   * every account without a key of its own shares (Asaas limits the key as a whole); an account past
   * it gets 429 `gateway_budget_spent` with Retry-After, the others keep theirs. Per process.
   */
  @WholeNumber(1, 100000)
  ASAAS_SHARED_KEY_CALLS_PER_MINUTE = 30;

  /** Timeout of each request to a payment gateway (issuing an Asaas charge makes up to four). */
  @Milliseconds(100)
  GATEWAY_TIMEOUT_MS = 10000;
}

/**
 * A configuration that cannot work: its message is the one line the process prints before it
 * exits 1, naming the variable (`<VAR> must be … (got "…")`, see `envMessage`).
 */
export class EnvError extends Error {}

/** Parses and validates the environment; throws an `EnvError` whose message names the variable. */
export function validateEnv(raw: Record<string, unknown>): Env {
  const cleaned = Object.fromEntries(Object.entries(raw).filter(([, v]) => v !== '' && v !== undefined));
  const env = plainToInstance(Env, cleaned, { exposeDefaultValues: true });
  const errors = validateSync(env, { skipMissingProperties: false, whitelist: false });
  if (errors.length > 0) {
    const first = errors[0];
    const rule = Object.values(first.constraints ?? {})[0] ?? 'valid';
    throw new EnvError(envMessage(first.property, rule, cleaned[first.property]));
  }
  if (env.DATABASE_READ_URLS && !env.DATABASE_URL) {
    throw new EnvError(
      envMessage(
        'DATABASE_READ_URLS',
        'set only with DATABASE_URL, the primary they copy',
        cleaned.DATABASE_READ_URLS,
        'DATABASE_URL is unset',
      ),
    );
  }
  if (env.METRICS_PORT !== undefined && env.METRICS_PORT !== 0 && env.METRICS_PORT === env.PORT) {
    throw new EnvError(
      envMessage('METRICS_PORT', 'another port than PORT', cleaned.METRICS_PORT, 'metrics are never served on the public API port'),
    );
  }
  return env;
}

/** Reads `.env` of the working directory into process.env; a variable already set wins. */
export function readEnvFile(): void {
  if (existsSync('.env')) process.loadEnvFile('.env');
}

let cached: Env | undefined;
/**
 * The validated environment of this process (validated on first use). A `.env` file in the
 * working directory is read first when it exists; variables already set in the environment win.
 */
export function loadEnv(): Env {
  if (!cached) {
    readEnvFile();
    cached = validateEnv(process.env);
  }
  return cached;
}

/** The replica URLs of DATABASE_READ_URLS, in order (none when unset). */
export function readUrls(env: Pick<Env, 'DATABASE_READ_URLS'>): string[] {
  return (env.DATABASE_READ_URLS ?? '')
    .split(',')
    .map((url) => url.trim())
    .filter((url) => url !== '');
}

export function isEmbeddedDatabase(env: Env): boolean {
  return !env.DATABASE_URL;
}
