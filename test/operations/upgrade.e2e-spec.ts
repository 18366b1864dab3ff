import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';

import { createHttpApp } from '../../src/bootstrap/http';
import { validateEnv } from '../../src/config/env';
import { createDataSource } from '../../src/database/data-source';
import { MIGRATIONS } from '../../src/database/schema';
import { freshMysqlDatabase } from '../support/harness';
import { cleanEnv } from '../support/service-process';

/**
 * An upgrade from the last release: a database made by 1.0.0's own code, at 1.0.0's schema with
 * data in every family (test/fixtures/upgrade/, made once by scripts/make-upgrade-fixtures.mjs),
 * is started on by this tree's API, which applies the newer migrations; every answer 1.0.0 gave
 * to its reads is still given (fields added since are allowed), the schema is exactly what the
 * entities describe, and writes go on where the data left off. The SQLite file on the embedded
 * default, the MariaDB dump with DATABASE_URL set.
 */
const ROOT = process.cwd();
const FIXTURES = join(ROOT, 'test/fixtures/upgrade');
const RELEASE_MIGRATIONS = ['Baseline1764000000000', 'GatewayEventsPerCharge1764000100000', 'IdempotencyKeys1764000200000'];
const MARIADB = !!process.env.DATABASE_URL;

interface Fixture {
  version: string;
  token: string;
  event: number;
  reads: { path: string; body: unknown }[];
}
const fixture: Fixture = JSON.parse(readFileSync(join(FIXTURES, `1.0.0-${MARIADB ? 'mariadb' : 'sqlite'}.json`), 'utf8'));

let database: Record<string, string>;
let cleanup: () => Promise<void>;
let app: NestFastifyApplication;
let base: string;
let appliedBefore: string[];

const migrationNames = async (ds: DataSource) =>
  (await ds.query('SELECT name FROM migrations ORDER BY id')).map((r: { name: string }) => r.name);

beforeAll(async () => {
  if (MARIADB) {
    const db = await freshMysqlDatabase(process.env.DATABASE_URL!);
    database = { DATABASE_URL: db.url };
    cleanup = db.drop;
    const mysql = await import('mysql2/promise');
    const connection = await mysql.createConnection({ uri: db.url, multipleStatements: true });
    await connection.query(readFileSync(join(FIXTURES, '1.0.0-mariadb.sql'), 'utf8'));
    await connection.end();
  } else {
    const dir = mkdtempSync(join(tmpdir(), 'eos-upgrade-'));
    copyFileSync(join(FIXTURES, '1.0.0.sqlite'), join(dir, 'app.sqlite'));
    database = { SQLITE_PATH: join(dir, 'app.sqlite') };
    cleanup = async () => rmSync(dir, { recursive: true, force: true });
  }
  const env = validateEnv({ ...cleanEnv(), NODE_ENV: 'test', LOG_LEVEL: 'fatal', RATE_LIMIT_PER_MINUTE: '100000', ...database });
  const before = await createDataSource(env);
  await before.initialize();
  appliedBefore = await migrationNames(before);
  await before.destroy();

  app = await createHttpApp(env, { logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.getHttpServer().address() as { port: number }).port}`;
}, 120_000);
afterAll(async () => {
  await app?.close();
  await cleanup?.();
});

const get = async (path: string) => {
  const res = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${fixture.token}` } });
  return { status: res.status, body: (await res.json()) as unknown };
};

describe(`an upgrade from ${fixture.version} (${MARIADB ? 'MariaDB dump' : 'SQLite file'})`, () => {
  it(`starts from ${fixture.version}'s schema and applies this tree's newer migrations at start`, async () => {
    expect(appliedBefore).toEqual(RELEASE_MIGRATIONS);
    const applied = await migrationNames(app.get(DataSource));
    expect(applied).toEqual(MIGRATIONS.map((m) => m.name));
    expect(applied.length).toBeGreaterThan(RELEASE_MIGRATIONS.length);
    expect((await app.get(DataSource).driver.createSchemaBuilder().log()).upQueries.map((q) => q.query)).toEqual([]);
  });

  it.each(fixture.reads.map((r) => [r.path, r]))(
    `GET %s answers what ${fixture.version} answered (new fields allowed)`,
    async (_path, read) => {
      const answer = await get(read.path);
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject(read.body as object);
    },
  );

  it('takes writes where the data left off: the next order of the event is number 3, totals and lists follow', async () => {
    const created = await fetch(`${base}/api/v1/orders`, {
      method: 'POST',
      headers: { authorization: `Bearer ${fixture.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ id_evento: fixture.event, itens: [{ id_produto: 1, quantidade: 2 }] }),
    });
    expect(created.status).toBe(201);
    expect(((await created.json()) as { data: { sequencial: number } }).data.sequencial).toBe(3);
    const orders = await get(`/api/v1/orders?idevento=${fixture.event}`);
    const before = fixture.reads.find((r) => r.path === `/api/v1/orders?idevento=${fixture.event}`)!.body as {
      pagination: { total_data: number };
    };
    expect((orders.body as { pagination: { total_data: number } }).pagination.total_data).toBe(before.pagination.total_data + 1);
    const overview = await get('/api/v1/financial?tipo=receita');
    expect(overview.status).toBe(200);
  });
});
