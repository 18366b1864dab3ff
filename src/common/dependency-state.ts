import { Logger } from '@nestjs/common';

import type { Env } from '../config/env';

/** Where a dependency is, as an operator fixes it: the variable that names it and its host:port (never a password). */
export interface DependencyTarget {
  variable: string;
  /** What the variable points at, in words: "the database server", "the Redis server". */
  server: string;
  address: string;
}

/** `host:port` of a URL: the user name and password are left out. */
export function addressOf(url: string, defaultPort: number): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || defaultPort}`;
  } catch {
    return 'an address that is not a URL';
  }
}

/** How often a lost dependency is tried again: every Redis client of the service retries at this pace. */
export const RETRY_MAX_MS = 2000;

/**
 * Whether one dependency of this process (the database, Redis) answers, from two kinds of
 * evidence: its connections (a Redis client that fails to connect, or connects again) and
 * checks (the readiness probe's). It is down while any connection fails or the last check
 * failed; a connection that comes back clears a failed check, since it is fresher news.
 *
 * Each change is logged once: one warning when it goes down (what, where, the first cause and
 * what the process does meanwhile), one line when it is up again. Retries in between, from any
 * number of clients, log nothing: a server down for an hour is two lines.
 */
export class DependencyState {
  private readonly failingConnections = new Map<object, string>();
  private failedCheck: string | null = null;
  private wasDown = false;

  constructor(
    readonly name: string,
    private readonly options: { target?: DependencyTarget; whileDown?: string } = {},
    private readonly logger = new Logger('Dependencies'),
  ) {}

  get status(): 'up' | 'down' {
    return this.isDown() ? 'down' : 'up';
  }

  /** Why it is down (for the log and the readiness check; never for an answer). */
  get cause(): string | undefined {
    return this.failingConnections.values().next().value ?? this.failedCheck ?? undefined;
  }

  /** A connection to it failed (or failed again). */
  connectionFailed(connection: object, cause: string): void {
    this.failingConnections.set(connection, cause);
    this.changed();
  }

  /** A connection to it is ready (again). */
  connectionReady(connection: object): void {
    this.failingConnections.delete(connection);
    this.failedCheck = null;
    this.changed();
  }

  /** A check's outcome: `null` when it passed, else its cause. */
  checked(failure: string | null): void {
    this.failedCheck = failure;
    this.changed();
  }

  private isDown(): boolean {
    return this.failingConnections.size > 0 || this.failedCheck !== null;
  }

  private changed(): void {
    const down = this.isDown();
    if (down === this.wasDown) return;
    this.wasDown = down;
    if (down) this.logger.warn(this.downLine());
    else this.logger.log(this.upLine());
  }

  private downLine(): string {
    const { target, whileDown } = this.options;
    const where = target ? `cannot use ${target.server} of ${target.variable} (${target.address}): ` : '';
    return `${this.name} is down: ${where}${this.cause}${whileDown ? `. ${whileDown}` : ''}`;
  }

  private upLine(): string {
    const { target } = this.options;
    return `${this.name} is up again${target ? `: ${target.server} of ${target.variable} (${target.address}) answers` : ''}`;
  }
}

/**
 * The dependencies of one process, each tracked once whatever number of connections it has:
 * made at its start (the API, the worker, the CLI) and shared by everything in it that talks
 * to them. `whileRedisDown` says what this process does while Redis is down.
 */
export class Dependencies {
  readonly database: DependencyState;
  /** Only with REDIS_URL. */
  readonly redis?: DependencyState;

  constructor(env: Pick<Env, 'DATABASE_URL' | 'REDIS_URL'>, whileRedisDown = `Retrying every ${RETRY_MAX_MS / 1000} s`) {
    this.database = new DependencyState('database', {
      target: env.DATABASE_URL
        ? { variable: 'DATABASE_URL', server: 'the database server', address: addressOf(env.DATABASE_URL, 3306) }
        : undefined,
    });
    if (env.REDIS_URL) {
      this.redis = new DependencyState('redis', {
        target: { variable: 'REDIS_URL', server: 'the Redis server', address: addressOf(env.REDIS_URL, 6379) },
        whileDown: whileRedisDown,
      });
    }
  }
}
