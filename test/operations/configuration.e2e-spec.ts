import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { freePort } from '../support/processes';
import { buildIsCurrent, cleanEnv, Entry, startService } from '../support/service-process';

/**
 * From the start of a process to its exit: a few seconds when it runs the build, more when ts-node
 * compiles first. A coarse bound, no timing claim: it tells a refusal at start from a start that
 * retried (30 s and more) on a machine as loaded as a CI run can be (5.5 s was seen there).
 */
const EXIT_BUDGET_MS = buildIsCurrent() ? 20_000 : 45_000;

/** Starts `entry` with `vars` over the test run's environment (no database, queue or port of its own) and waits for its exit. */
async function start(entry: Entry, args: string[], vars: Record<string, string>) {
  const startedAt = Date.now();
  const p = startService(entry, args, { ...cleanEnv(), NODE_ENV: 'development', ...vars });
  const code = await p.exited;
  return { code, stdout: p.stdout(), stderr: p.stderr(), ms: Date.now() - startedAt };
}

/** Exit 1, nothing on standard output, one line on standard error, no stack trace, within the budget. */
function expectOneLine(run: Awaited<ReturnType<typeof start>>, line: string | RegExp): void {
  expect({ code: run.code, stdout: run.stdout }).toEqual({ code: 1, stdout: '' });
  const lines = run.stderr.trimEnd().split('\n');
  expect(lines).toHaveLength(1);
  if (typeof line === 'string') expect(lines[0]).toBe(line);
  else expect(lines[0]).toMatch(line);
  expect(run.stderr).not.toContain('    at ');
  expect(run.ms).toBeLessThan(EXIT_BUDGET_MS);
}

/**
 * A configuration that cannot work stops each process (the API, the worker, the CLI) at once,
 * with one line naming the variable, what it must be and the value got: the same line in each.
 */
describe('a bad configuration', () => {
  const dir = mkdtempSync(join(tmpdir(), 'eos-configuration-'));
  /** A regular file: a path below it cannot be a folder (ENOTDIR), even for root. */
  const file = join(dir, 'file');
  const underFile = join(file, 'data', 'app.sqlite');
  const underFileLine = `SQLITE_PATH must be a file this process can write (got "${underFile}"): ${file} is a file, not a folder (ENOTDIR)`;
  beforeAll(() => writeFileSync(file, ''));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  describe('npm start (the API)', () => {
    it('PORT=abc: says PORT must be a whole number from 1 to 65535', async () => {
      expectOneLine(await start('main', [], { PORT: 'abc' }), 'PORT must be a whole number from 1 to 65535 (got "abc")');
    });

    it('PORT=0, which listened on a random port before: refused the same way', async () => {
      expectOneLine(await start('main', [], { PORT: '0' }), 'PORT must be a whole number from 1 to 65535 (got "0")');
    });

    it('SQLITE_PATH below a file: names the file in the way', async () => {
      expectOneLine(await start('main', [], { PORT: String(await freePort()), SQLITE_PATH: underFile }), underFileLine);
    });

    it('SQLITE_PATH at a file that is no SQLite database: says so at once (it retried for 30 s before)', async () => {
      const notes = join(dir, 'notes.txt');
      writeFileSync(notes, 'not a database');
      expectOneLine(
        await start('main', [], { PORT: String(await freePort()), SQLITE_PATH: notes }),
        `SQLITE_PATH must be a SQLite database file, or a new one (got "${notes}"): ${notes} holds something else`,
      );
    });

    it('SQLITE_PATH in a folder nobody can write (/sys, even for root): names the folder and the reason', async () => {
      expectOneLine(
        await start('main', [], { PORT: String(await freePort()), SQLITE_PATH: '/sys/app.sqlite' }),
        /^SQLITE_PATH must be a file this process can write \(got "\/sys\/app\.sqlite"\): the folder \/sys is not writable \((EACCES|EROFS|EPERM)\)$/,
      );
    });
  });

  describe('npm run worker', () => {
    it('a timeout past what a Node timer can wait: names the variable and the largest value', async () => {
      expectOneLine(
        await start('worker', [], { WEBHOOK_TIMEOUT_MS: '2147483648' }),
        'WEBHOOK_TIMEOUT_MS must be a whole number of milliseconds from 100 to 2147483647 (got "2147483648")',
      );
    });

    it('a Redis URL of another scheme: names REDIS_URL, the password masked', async () => {
      expectOneLine(
        await start('worker', [], { REDIS_URL: 'http://:s3cret@127.0.0.1:6379' }),
        'REDIS_URL must be a redis:// or rediss:// URL (got "http://***@127.0.0.1:6379")',
      );
    });

    it('SQLITE_PATH below a file: the same line as the API (REDIS_URL, which it needs, naming a port nothing listens on)', async () => {
      expectOneLine(
        await start('worker', [], { REDIS_URL: `redis://127.0.0.1:${await freePort()}`, SQLITE_PATH: underFile }),
        underFileLine,
      );
    });
  });

  describe('npm run cli', () => {
    it('a boolean it cannot read: lists the words it takes', async () => {
      expectOneLine(
        await start('cli', ['account:list'], { RUN_MIGRATIONS: 'sim' }),
        'RUN_MIGRATIONS must be true or false (also 1/0, yes/no, on/off) (got "sim")',
      );
    });

    it('SQLITE_PATH below a file: the same line as the API', async () => {
      expectOneLine(await start('cli', ['account:list'], { SQLITE_PATH: underFile }), underFileLine);
    });

    it('still answers help, which needs no configuration', async () => {
      const help = await start('cli', ['help'], { PORT: 'abc' });
      expect(help.code).toBe(0);
      expect(help.stdout).toContain('account:create');
    });
  });
});
