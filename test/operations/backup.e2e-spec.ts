import { execFile } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';

import { seed } from '../../bench/seed';
import { createHttpApp } from '../../src/bootstrap/http';
import { validateEnv } from '../../src/config/env';
import { commandIn } from '../support/cli-in';
import { startTestApp, TestApp } from '../support/harness';
import { cleanEnv, runService } from '../support/service-process';

const ROOT = process.cwd();
/** A file's permission bits: backups and the database hold gateway keys and webhook secrets, so 0600. */
const modeOf = (path: string) => statSync(path).mode & 0o777;
const MARIADB = !!process.env.DATABASE_URL;
const run = promisify(execFile);

/**
 * The commands of a code block of docs/operations.md, as written: the block whose marker line
 * above its fence says `runs it: <name>`. The tests run them with bash, so that the page and
 * the tests cannot drift apart.
 */
function documented(name: string): string {
  const lines = readFileSync(join(ROOT, 'docs/operations.md'), 'utf8').split('\n');
  const marker = lines.findIndex((l) => l.includes(`backup.e2e-spec.ts runs it: ${name})`));
  if (marker < 0 || !/^```bash$/.test(lines[marker + 1])) throw new Error(`docs/operations.md has no bash block marked "runs it: ${name}"`);
  const end = lines.indexOf('```', marker + 2);
  return lines.slice(marker + 2, end).join('\n');
}

/** Runs documented commands with bash in `cwd`, failing on the first one that fails. */
async function runDocumented(script: string, cwd: string, env: Record<string, string | undefined>) {
  return run('bash', ['--noprofile', '--norc', '-e', '-o', 'pipefail', '-c', script], { cwd, env, timeout: 150_000 });
}

/**
 * A fresh clone as far as the CLI sees one: the project's files linked into an empty folder,
 * with an empty `data/` (git keeps only its .gitkeep) and no `backups/`.
 */
function freshCheckout(parent: string): string {
  const dir = mkdtempSync(join(parent, 'clone-'));
  for (const name of [
    'package.json',
    'package-lock.json',
    'tsconfig.json',
    'tsconfig.build.json',
    'nest-cli.json',
    'node_modules',
    'scripts',
    'src',
    'dist',
  ])
    if (existsSync(join(ROOT, name))) symlinkSync(join(ROOT, name), join(dir, name));
  mkdirSync(join(dir, 'data'));
  return dir;
}

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
      // The copy and the database it was taken from are their owner's alone.
      expect(modeOf(file)).toBe(0o600);
      for (const suffix of ['', '-wal', '-shm'])
        expect({ suffix, mode: modeOf(t.env.SQLITE_PATH + suffix) }).toEqual({ suffix, mode: 0o600 });

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
      const again = await commandIn(t, ['backup', file]);
      expect(again.code).toBe(2);
      expect(again.stderr).toContain('already exists: choose another file');
      const none = await commandIn(t, ['backup']);
      expect(none.code).toBe(2);
      expect(none.stderr).toContain('backup: the backup file is required');
    }, 120_000);

    it('makes the folder of the file; a path it cannot write is one line naming it (exit 1), no stack trace', async () => {
      const nested = join(dir, 'new', 'folder', 'copy.sqlite');
      const made = await commandIn(t, ['backup', nested]);
      expect(made.code).toBe(0);
      expect(existsSync(nested)).toBe(true);
      expect([modeOf(join(dir, 'new')), modeOf(join(dir, 'new', 'folder')), modeOf(nested)]).toEqual([0o700, 0o700, 0o600]);

      writeFileSync(join(dir, 'a-file'), '');
      const under = join(dir, 'a-file', 'sub', 'copy.sqlite');
      const refused = await commandIn(t, ['backup', under]);
      expect(refused.code).toBe(1);
      expect(refused.stderr.trim().split('\n')).toEqual([
        `backup: cannot write ${under}: its folder ${join(dir, 'a-file', 'sub')} cannot be made or written (ENOTDIR)`,
      ]);
    }, 120_000);

    it("runs docs/operations.md's backup and restore as written in a fresh clone: backups/ is made (and ignored by git), the copy back holds the writes", async () => {
      const clone = freshCheckout(dir);
      const env = { ...cleanEnv(), SQLITE_PATH: t.env.SQLITE_PATH };
      const written = [];
      for (let n = 1; n <= 3; n++)
        written.push((await t.request('POST', '/api/v1/clients', { token, body: { nome: `Documentado ${n}` } })).body.data[0].id);

      const backup = await runDocumented(documented('sqlite backup'), clone, env);
      expect(backup.stdout).toMatch(/^backup of .* written to .*\/backups\/app-\d{4}-\d{2}-\d{2}\.sqlite: \d+ pages/);
      const [file] = readdirSync(join(clone, 'backups'));
      expect(file).toMatch(/^app-\d{4}-\d{2}-\d{2}\.sqlite$/);
      expect(modeOf(join(clone, 'backups', file))).toBe(0o600);
      await expect(run('git', ['check-ignore', '-q', `backups/${file}`], { cwd: ROOT })).resolves.toBeDefined();

      await runDocumented(documented('sqlite restore'), clone, env);
      const restored = await restoredClientIds({ SQLITE_PATH: join(clone, 'data', 'app.sqlite') }, token);
      expect(restored).toEqual(expect.arrayContaining(written));
    }, 180_000);
  });
} else {
  describe('mariadb-dump --single-transaction, as docs/operations.md shows', () => {
    const client = ['mariadb', 'mysql'].find((name) => existsSync(`/usr/bin/${name}`));

    it('the tools the page names are installed with MariaDB', () => {
      expect(existsSync('/usr/bin/mariadb-dump')).toBe(true);
      expect(existsSync('/usr/bin/mariadb')).toBe(true);
    });

    it("the CLI's backup refuses MariaDB and names the procedure (exit 2)", async () => {
      const refused = await commandIn(t, ['backup', join(dir, 'never.sqlite')]);
      expect(refused.code).toBe(2);
      expect(refused.stderr).toContain('on MySQL/MariaDB back up with mariadb-dump --single-transaction (docs/operations.md, Backups)');
      expect(existsSync(join(dir, 'never.sqlite'))).toBe(false);
    }, 120_000);

    it("dumps while the API writes and restores into a fresh database with docs/operations.md's commands as written; the API started on it holds every acknowledged write", async () => {
      const docs = readFileSync(join(ROOT, 'docs/operations.md'), 'utf8');
      expect(docs).toContain(
        'mariadb-dump --defaults-extra-file=dump.cnf --single-transaction --quick --hex-blob --default-character-set=utf8mb4',
      );
      // The option files of the page (its first block writes them with the reader's passwords), for the test's server.
      const folder = mkdtempSync(join(dir, 'mariadb-'));
      const url = new URL(t.env.DATABASE_URL!);
      const db = url.pathname.slice(1);
      const options = [
        '[client]',
        `host=${url.hostname}`,
        `port=${url.port || '3306'}`,
        `user=${decodeURIComponent(url.username)}`,
        ...(url.password ? [`password=${decodeURIComponent(url.password)}`] : []),
        '',
      ].join('\n');
      for (const name of ['dump.cnf', 'restore.cnf']) {
        expect(docs).toContain(`cat > ${name} <<'CNF'`);
        writeFileSync(join(folder, name), options, { mode: 0o600 });
      }
      const env: Record<string, string | undefined> = { ...process.env, DB: db };
      delete env.MYSQL_PWD;

      const writer = new Writer(t, token);
      while (writer.acknowledged.length < 20) await new Promise((r) => setTimeout(r, 20));
      const before = writer.acknowledged.length;
      await runDocumented(documented('mariadb dump'), folder, env);
      const during = writer.acknowledged.length - before;
      await new Promise((r) => setTimeout(r, 200));
      const acknowledged = await writer.stop();
      expect(during).toBeGreaterThan(0);
      const dumps = readdirSync(folder).filter((f) => f.endsWith('.sql'));
      expect(dumps).toEqual([expect.stringMatching(new RegExp(`^${db}-\\d{4}-\\d{2}-\\d{2}\\.sql$`))]);
      // The dump holds the gateway keys and webhook secrets: the page's umask makes it its owner's alone.
      expect(modeOf(join(folder, dumps[0]))).toBe(0o600);

      const restoredUrl = new URL(url.toString());
      restoredUrl.pathname = `/${db}_restored`;
      const drop = () =>
        run(client!, [`--defaults-extra-file=${join(folder, 'restore.cnf')}`, '-e', `DROP DATABASE IF EXISTS \`${db}_restored\``]);
      try {
        await runDocumented(documented('mariadb restore'), folder, env);
        const restored = await restoredClientIds({ DATABASE_URL: restoredUrl.toString() }, token);
        expectConsistentPrefix(restored, acknowledged, before);
      } finally {
        await drop();
      }
    }, 180_000);
  });
}
