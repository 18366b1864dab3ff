import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { MIGRATIONS } from '../../src/database/schema';
import { freshMysqlDatabase } from '../support/harness';
import { cleanEnv, runService } from '../support/service-process';

/**
 * The operator commands of upgrades and long runs, as processes: `migrate` and `migrate:revert`
 * (the schema step of an upgrade and of a rollback), and progress on standard error with
 * standard output kept for results (the seed's token, the rebuild's report).
 */
describe('operations commands', () => {
  const sqlite = join(tmpdir(), `eos-ops-cli-${process.pid}.sqlite`);
  let env: Record<string, string | undefined>;
  let drop = async () => {};
  beforeAll(async () => {
    env = { ...cleanEnv(), RUN_MIGRATIONS: 'false' };
    if (process.env.DATABASE_URL) {
      const db = await freshMysqlDatabase(process.env.DATABASE_URL);
      env.DATABASE_URL = db.url;
      drop = db.drop;
    } else env.SQLITE_PATH = sqlite;
  });
  afterAll(async () => {
    await drop();
    for (const suffix of ['', '-wal', '-shm']) rmSync(sqlite + suffix, { force: true });
  });

  const names = MIGRATIONS.map((m) => m.name);
  const last = names.at(-1)!;

  it('migrate applies every migration once; migrate:revert undoes the last one; migrate applies it again', async () => {
    const first = await runService('cli', ['migrate'], env);
    expect(first.code).toBe(0);
    expect(first.stdout.trim().split('\n')).toEqual(names.map((n) => `applied ${n}`));
    const again = await runService('cli', ['migrate'], env);
    expect(again.stdout.trim()).toBe('the schema is up to date: no pending migration');

    const reverted = await runService('cli', ['migrate:revert'], env);
    expect(reverted.code).toBe(0);
    expect(reverted.stdout.trim()).toBe(`reverted ${last}`);
    const reapplied = await runService('cli', ['migrate'], env);
    expect(reapplied.stdout.trim()).toBe(`applied ${last}`);
  }, 180_000);

  it('the seed prints progress (items done, rate) on standard error and only the token on standard output', async () => {
    const seeded = await runService('seed', ['--events', '4', '--items', '400'], env);
    expect(seeded.code).toBe(0);
    expect(seeded.stdout.trim()).toMatch(/^eos_[A-Za-z0-9_-]{43}$/);
    expect(seeded.stderr).toMatch(/^ {2}400 \/ 400 items, [\d,]+ orders \([\d,]+ items\/s\)$/m);
    expect(seeded.stderr).toMatch(/^done: [\d,]+ rows in [\d.]+ s/m);

    // The rebuild of the account's totals: its report on standard output, its progress on standard error.
    const accountId = /^account ID: (\d+)$/m.exec(seeded.stderr)![1];
    const rebuilt = await runService('cli', ['financial:rebuild-totals', accountId], env);
    expect(rebuilt.code).toBe(0);
    expect(rebuilt.stdout.trim()).toMatch(new RegExp(`^overview totals of account ${accountId} rebuilt from \\d+ entries$`));
    expect(rebuilt.stderr).toMatch(/^financial:rebuild-totals: [\d,]+ entries, [\d,]+ entries\/s in [\d.]+ s$/m);
  }, 180_000);
});
