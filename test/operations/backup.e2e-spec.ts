import { spawn } from 'node:child_process';
import { copyFileSync, createReadStream, createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';

import { seed } from '../../bench/seed';
import { createHttpApp } from '../../src/bootstrap/http';
import { validateEnv } from '../../src/config/env';
import { freshMysqlDatabase, startTestApp, TestApp } from '../support/harness';
import { cleanEnv, runService } from '../support/service-process';

const ROOT = process.cwd();
const MARIADB = !!process.env.DATABASE_URL;

/**
 * Backups taken while the API writes: a sequential writer creates clients through the API and
 * keeps the IDs the API acknowledged, in order; the backup runs meanwhile (the CLI's `backup` on
 * the embedded SQLite file, `mariadb-dump --single-transaction` on MariaDB, as
 * docs/operations.md shows); the backup is restored into a fresh place, the API started on it,
 * and it must hold every write acknowledged before the backup began, and exactly a prefix of
 * the writes (a consistent moment: no later write without the earlier ones).
 */
class Writer {
  readonly acknowledged: number[] = [];
  private running = true;
  private readonly done: Promise<void>;
  constructor(t: TestApp, token: string) {
    this.done = (async () => {
      for (let n = 1; this.running; n++) {
        const res = await t.request('POST', '/api/v1/clients', { token, body: { nome: `Cliente ${n}` } });
        if (res.status !== 201) throw new Error(`write ${n} answered ${res.status}: ${res.text}`);
        this.acknowledged.push(res.body.data[0].id);
      }
    })();
  }
  async stop(): Promise<number[]> {
    this.running = false;
    await this.done;
    return this.acknowledged;
  }
}

/** The API on a restored database: the client IDs of the account, in order. */
async function restoredClientIds(vars: Record<string, string | undefined>, token: string): Promise<number[]> {
  const env = validateEnv({
    ...cleanEnv(),
    NODE_ENV: 'test',
    LOG_LEVEL: 'fatal',
    QUEUE_PREFIX: `restored_${process.pid}_${Date.now()}`,
    REDIS_URL: process.env.REDIS_URL,
    ...vars,
  });
  const app: NestFastifyApplication = await createHttpApp(env, { logger: false });
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.getHttpServer().address() as { port: number };
    const ids: number[] = [];
    for (let page = 1; ; page++) {
      const res = await fetch(`http://127.0.0.1:${port}/api/v1/clients?limit=200&page=${page}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.status).toBe(200);
      const body = (await res.json()) as { data: { id: number }[]; pagination: { total_page: number } };
      ids.push(...body.data.map((c: { id: number }) => c.id));
      if (page >= body.pagination.total_page) break;
    }
    return ids;
  } finally {
    await app.close();
  }
}

/** What a consistent backup taken while the writer ran holds. */
function expectConsistentPrefix(restored: number[], acknowledged: number[], acknowledgedBeforeBackup: number) {
  const k = restored.length;
  // Every write acknowledged before the backup began…
  expect(k).toBeGreaterThanOrEqual(acknowledgedBeforeBackup);
  // …and the writes up to one moment, none after it without the ones before (one committed but not yet acknowledged at most).
  expect(restored.slice(0, Math.min(k, acknowledged.length))).toEqual(acknowledged.slice(0, k));
  expect(k).toBeLessThanOrEqual(acknowledged.length + 1);
}

let t: TestApp;
let token: string;
const dir = mkdtempSync(join(tmpdir(), 'eos-backup-'));
beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_PER_MINUTE: '1000000' });
  ({ token } = await t.newAccount('Buffet Backup'));
  // Enough pages that the copy takes many steps while the writer goes on.
  await seed(t.app.get(DataSource), { events: 20, items: 4000, name: 'Volume', batch: 0 }, () => undefined);
}, 120_000);
afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

if (!MARIADB) {
  describe('npm run cli -- backup (the embedded SQLite database)', () => {
    it('copies the database while the API writes; the copy, started on in a fresh directory, holds every acknowledged write', async () => {
      const writer = new Writer(t, token);
      while (writer.acknowledged.length < 20) await new Promise((r) => setTimeout(r, 20));
      const before = writer.acknowledged.length;
      const file = join(dir, 'copy.sqlite');
      const backup = await runService('cli', ['backup', file, '--step-pages=4'], { ...cleanEnv(), SQLITE_PATH: t.env.SQLITE_PATH });
      const during = writer.acknowledged.length - before;
      await new Promise((r) => setTimeout(r, 200));
      const acknowledged = await writer.stop();
      expect(backup.code).toBe(0);
      expect(during).toBeGreaterThan(0); // the API kept writing while the backup ran

      // Standard output: one result line; progress (pages, rate) on standard error.
      expect(backup.stdout.trim().split('\n')).toEqual([
        expect.stringMatching(new RegExp(`^backup of .* written to ${file}: \\d+ pages \\([\\d.]+ MiB\\)`)),
      ]);
      expect(backup.stderr).toMatch(/^backup: [\d,]+\/[\d,]+ pages \(100%\), [\d,]+ pages\/s in [\d.]+ s$/m);
      expect(existsSync(`${file}.partial`)).toBe(false);

      // Restored as the docs say: the file alone becomes SQLITE_PATH of a fresh directory.
      const fresh = mkdtempSync(join(dir, 'restored-'));
      copyFileSync(file, join(fresh, 'app.sqlite'));
      const restored = await restoredClientIds({ SQLITE_PATH: join(fresh, 'app.sqlite') }, token);
      expectConsistentPrefix(restored, acknowledged, before);
      expect(restored.length).toBeLessThan(acknowledged.length); // the writes after the backup are not in it
    }, 180_000);

    it('refuses to overwrite a file, and to run without one (exit 2)', async () => {
      const file = join(dir, 'exists.sqlite');
      copyFileSync(t.env.SQLITE_PATH, file);
      const again = await runService('cli', ['backup', file], { ...cleanEnv(), SQLITE_PATH: t.env.SQLITE_PATH });
      expect(again.code).toBe(2);
      expect(again.stderr).toContain('already exists: choose another file');
      const none = await runService('cli', ['backup'], { ...cleanEnv(), SQLITE_PATH: t.env.SQLITE_PATH });
      expect(none.code).toBe(2);
      expect(none.stderr).toContain('backup: the backup file is required');
    }, 120_000);
  });
} else {
  describe('mariadb-dump --single-transaction, as docs/operations.md shows', () => {
    const tool = ['mariadb-dump', 'mysqldump'].find((name) => existsSync(`/usr/bin/${name}`));
    const client = ['mariadb', 'mysql'].find((name) => existsSync(`/usr/bin/${name}`));

    it('the tools are installed with MariaDB', () => {
      expect(tool).toBeDefined();
      expect(client).toBeDefined();
    });

    it("the CLI's backup refuses MariaDB and names the procedure (exit 2)", async () => {
      const refused = await runService('cli', ['backup', join(dir, 'never.sqlite')], { ...cleanEnv(), DATABASE_URL: t.env.DATABASE_URL });
      expect(refused.code).toBe(2);
      expect(refused.stderr).toContain('on MySQL/MariaDB back up with mariadb-dump --single-transaction (docs/operations.md, Backups)');
      expect(existsSync(join(dir, 'never.sqlite'))).toBe(false);
    }, 120_000);

    it('dumps while the API writes; the dump, restored into a fresh database and started on, holds every acknowledged write', async () => {
      const docs = readFileSync(join(ROOT, 'docs/operations.md'), 'utf8');
      const flags = ['--single-transaction', '--quick', '--hex-blob', '--default-character-set=utf8mb4'];
      expect(docs).toContain(`mariadb-dump ${flags.join(' ')}`);
      const url = new URL(t.env.DATABASE_URL!);
      const connection = ['--protocol=tcp', '-h', url.hostname, '-P', url.port || '3306', '-u', decodeURIComponent(url.username)];
      const password = { ...process.env, MYSQL_PWD: decodeURIComponent(url.password) };

      const writer = new Writer(t, token);
      while (writer.acknowledged.length < 20) await new Promise((r) => setTimeout(r, 20));
      const before = writer.acknowledged.length;
      const file = join(dir, 'dump.sql');
      await new Promise<void>((resolve, reject) => {
        const dump = spawn(tool!, [...connection, ...flags, url.pathname.slice(1)], {
          env: password,
          stdio: ['ignore', 'pipe', 'inherit'],
        });
        dump.stdout.pipe(createWriteStream(file));
        dump.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${tool} exited ${code}`))));
      });
      const during = writer.acknowledged.length - before;
      await new Promise((r) => setTimeout(r, 200));
      const acknowledged = await writer.stop();
      expect(during).toBeGreaterThan(0);

      const fresh = await freshMysqlDatabase(process.env.DATABASE_URL!);
      try {
        const name = new URL(fresh.url).pathname.slice(1);
        await new Promise<void>((resolve, reject) => {
          const restore = spawn(client!, [...connection, name], { env: password, stdio: ['pipe', 'inherit', 'inherit'] });
          createReadStream(file).pipe(restore.stdin);
          restore.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${client} exited ${code}`))));
        });
        const restored = await restoredClientIds({ DATABASE_URL: fresh.url }, token);
        expectConsistentPrefix(restored, acknowledged, before);
      } finally {
        await fresh.drop();
      }
    }, 180_000);
  });
}
