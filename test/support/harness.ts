import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { NestFastifyApplication } from '@nestjs/platform-fastify';

import { AccountsService } from '../../src/accounts/accounts.service';
import { createHttpApp } from '../../src/bootstrap/http';
import { contentionCause } from '../../src/common/http/database-errors';
import { Env, validateEnv } from '../../src/config/env';

/**
 * The real API on a real port over a real database: a fresh SQLite file per test file by
 * default, or a fresh MariaDB/MySQL database on the server of DATABASE_URL (dropped at close).
 * REDIS_URL, when set, is used with a key prefix of its own.
 */
export interface TestApp {
  app: NestFastifyApplication;
  env: Env;
  baseUrl: string;
  request<T = any>(method: string, path: string, options?: RequestOptions): Promise<TestResponse<T>>;
  /** Makes an account with its own token (and default lookups). */
  newAccount(name?: string): Promise<{ accountId: number; token: string }>;
  close(): Promise<void>;
}

export interface RequestOptions {
  token?: string | null;
  body?: unknown;
  /** Sent as is (for malformed JSON and other content types). */
  rawBody?: string;
  headers?: Record<string, string>;
  query?: Record<string, string | number | boolean | undefined>;
}

export interface TestResponse<T> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

/** A response as the tests read it: its status and headers, its body parsed as JSON (else its text), and its text. */
export async function answerOf(response: Response): Promise<TestResponse<any>> {
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    /* not JSON: keep the text */
  }
  return { status: response.status, headers: response.headers, body: parsed as any, text };
}

const unique = () => `${process.pid}_${randomBytes(4).toString('hex')}`;

export async function freshMysqlDatabase(url: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const mysql = await import('mysql2/promise');
  const parsed = new URL(url);
  const name = `${process.env.TEST_DB_PREFIX ?? 'eos_test'}_${unique()}`;
  parsed.pathname = '/';
  const admin = await mysql.createConnection({ uri: parsed.toString() });
  await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await admin.end();
  parsed.pathname = `/${name}`;
  return {
    url: parsed.toString(),
    drop: async () => {
      const c = await mysql.createConnection({ uri: url });
      await c.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await c.end();
    },
  };
}

export async function startTestApp(overrides: Record<string, string> = {}): Promise<TestApp> {
  const id = unique();
  let cleanup: () => Promise<void>;
  const vars: Record<string, string | undefined> = {
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'fatal',
    QUEUE_PREFIX: `test_${id}`,
    WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true',
    ...overrides,
  };
  let env: Env;
  let app: NestFastifyApplication;
  if (vars.DATABASE_URL) {
    // On a Galera cluster the migrations of two test files (each on a database of its own) can
    // abort each other's reads of the schema (DDL runs in total order): the file then starts again
    // on a new database, as an operator would rerun `migrate`.
    const server = vars.DATABASE_URL;
    for (let attempt = 1; ; attempt++) {
      const db = await freshMysqlDatabase(server);
      vars.DATABASE_URL = db.url;
      cleanup = db.drop;
      env = validateEnv(vars);
      try {
        app = await createHttpApp(env, { logger: env.LOG_LEVEL === 'fatal' ? false : undefined });
        break;
      } catch (error) {
        await db.drop().catch(() => undefined);
        if (attempt >= 3 || !contentionCause(error)) throw error;
      }
    }
  } else {
    const file = join(tmpdir(), `eos-test-${id}.sqlite`);
    vars.SQLITE_PATH = file;
    cleanup = async () => {
      for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true });
    };
    env = validateEnv(vars);
    app = await createHttpApp(env, { logger: env.LOG_LEVEL === 'fatal' ? false : undefined });
  }
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.getHttpServer().address() as { port: number };
  const baseUrl = `http://127.0.0.1:${address.port}`;

  return {
    app,
    env,
    baseUrl,
    async request(method, path, options = {}) {
      const url = new URL(path, baseUrl);
      for (const [k, v] of Object.entries(options.query ?? {})) if (v !== undefined) url.searchParams.set(k, String(v));
      const headers: Record<string, string> = { ...(options.headers ?? {}) };
      if (options.token) headers.authorization ??= `Bearer ${options.token}`;
      let body: string | undefined;
      if (options.rawBody !== undefined) body = options.rawBody;
      else if (options.body !== undefined) {
        body = JSON.stringify(options.body);
        headers['content-type'] ??= 'application/json';
      }
      return answerOf(await fetch(url, { method, headers, body }));
    },
    async newAccount(name = `Conta ${id}`) {
      const { account, token } = await app.get(AccountsService).createAccount(name);
      return { accountId: account.id, token };
    },
    async close() {
      await app.close();
      await cleanup();
    },
  };
}
