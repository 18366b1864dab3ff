import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { NestFastifyApplication } from '@nestjs/platform-fastify';

import { AccountsService } from '../../src/accounts/accounts.service';
import { createHttpApp } from '../../src/bootstrap/http';
import { AppLogger } from '../../src/common/http/app-logger';
import { contentionCause } from '../../src/common/http/database-errors';
import { Env, validateEnv } from '../../src/config/env';
import { createDataSource } from '../../src/database/data-source';
import { appLogging } from './test-log';

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
  /** The logger for what a test starts beside this app (a worker, a second app): logs where this app's go. */
  logger(): AppLogger | false;
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

/** The migrations' sources, hashed: a template database is named after the schema it holds. */
function migrationsHash(): string {
  const dir = join(process.cwd(), 'src/database/migrations');
  const hash = createHash('sha256');
  for (const file of readdirSync(dir).sort()) hash.update(file).update(readFileSync(join(dir, file)));
  return hash.digest('hex').slice(0, 16);
}

/**
 * A fresh database on the server of `url` with the schema the migrations make (and their rows in
 * `migrations`, so the app finds none pending), cloned from a template database that the first
 * test file to ask builds by running the migrations (the others wait on a named lock): one
 * CREATE TABLE per table instead of every migration's statements, a second less per app on
 * MariaDB and more on a Galera cluster. The template is named after the migrations' hash: a
 * changed migration gets a template of its own. It stays on the server for the next runs (CI
 * drops every `eos_` database first). The migrations themselves are tested on empty databases
 * (test/database/migrations.e2e-spec.ts, the CLI's `migrate`).
 */
export async function freshMigratedDatabase(url: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const mysql = await import('mysql2/promise');
  const server = new URL(url);
  server.pathname = '/';
  const template = `${process.env.TEST_DB_PREFIX ?? 'eos_test'}_template_${migrationsHash()}`;
  const admin = await mysql.createConnection({ uri: server.toString() });
  try {
    await admin.query('SELECT GET_LOCK(?, 300)', [template]);
    try {
      const [ready] = await admin.query('SELECT 1 FROM information_schema.tables WHERE table_schema = ? AND table_name = ?', [
        template,
        'template_ready',
      ]);
      if ((ready as unknown[]).length === 0) {
        // Absent, or left half built by an interrupted run.
        await admin.query(`DROP DATABASE IF EXISTS \`${template}\``);
        await admin.query(`CREATE DATABASE \`${template}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
        server.pathname = `/${template}`;
        const source = await (await createDataSource({ DATABASE_URL: server.toString(), SQLITE_PATH: '' })).initialize();
        try {
          await source.runMigrations({ transaction: 'each' });
        } finally {
          await source.destroy();
        }
        await admin.query(`CREATE TABLE \`${template}\`.template_ready (id INT PRIMARY KEY)`);
      }
    } finally {
      await admin.query('SELECT RELEASE_LOCK(?)', [template]);
    }
    const fresh = await freshMysqlDatabase(url);
    const [tables] = await admin.query(
      'SELECT table_name AS name FROM information_schema.tables WHERE table_schema = ? AND table_name <> ?',
      [template, 'template_ready'],
    );
    const target = new URL(fresh.url).pathname.slice(1);
    try {
      await admin.query(`USE \`${target}\``);
      // Tables in any order: their foreign keys name tables made later.
      await admin.query('SET SESSION FOREIGN_KEY_CHECKS = 0');
      for (const { name } of tables as { name: string }[]) {
        const [[{ 'Create Table': create }]] = (await admin.query(`SHOW CREATE TABLE \`${template}\`.\`${name}\``)) as unknown as [
          { 'Create Table': string }[],
        ];
        await admin.query(create);
        await admin.query(`INSERT INTO \`${name}\` SELECT * FROM \`${template}\`.\`${name}\``);
      }
    } catch (error) {
      await fresh.drop().catch(() => undefined);
      throw error;
    }
    return fresh;
  } finally {
    await admin.end();
  }
}

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
  const logging = appLogging(overrides);
  let cleanup: () => Promise<void>;
  const vars: Record<string, string | undefined> = {
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: logging.defaultLevel,
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
      let db: { url: string; drop: () => Promise<void> } | undefined;
      try {
        db = await freshMigratedDatabase(server);
        vars.DATABASE_URL = db.url;
        cleanup = db.drop;
        env = validateEnv(vars);
        app = await createHttpApp(env, { logger: logging.logger(env.LOG_LEVEL) });
        break;
      } catch (error) {
        await db?.drop().catch(() => undefined);
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
    app = await createHttpApp(env, { logger: logging.logger(env.LOG_LEVEL) });
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
    logger: () => logging.logger(env.LOG_LEVEL),
  };
}
