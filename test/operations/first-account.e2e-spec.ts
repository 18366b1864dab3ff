import { execFile } from 'node:child_process';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

import { freshMysqlDatabase } from '../support/harness';
import { freePort } from '../support/processes';
import { cleanEnv, ServiceProcess, startService } from '../support/service-process';

const run = promisify(execFile);

/**
 * Production mode has no demo account: a start on a database without any account says, once,
 * how to make the first one, and the command it names works as printed. On MariaDB (and Redis)
 * when DATABASE_URL is set, else on the embedded SQLite file in production mode.
 */
describe('the first account in production', () => {
  const id = `${process.pid}_${Date.now()}`;
  const sqlite = join(tmpdir(), `eos-first-account-${id}.sqlite`);
  let env: Record<string, string | undefined>;
  let drop = async () => {};
  const started: ServiceProcess[] = [];

  beforeAll(async () => {
    env = { ...cleanEnv(), NODE_ENV: 'production', LOG_LEVEL: 'log', PORT: String(await freePort()) };
    if (process.env.DATABASE_URL) {
      const db = await freshMysqlDatabase(process.env.DATABASE_URL);
      env.DATABASE_URL = db.url;
      drop = db.drop;
    } else env.SQLITE_PATH = sqlite;
    if (process.env.REDIS_URL) Object.assign(env, { REDIS_URL: process.env.REDIS_URL, QUEUE_PREFIX: `first_${id}` });
  });
  afterAll(async () => {
    for (const p of started) await p.stop();
    await drop();
    for (const suffix of ['', '-wal', '-shm']) rmSync(sqlite + suffix, { force: true });
  });

  const startApi = async () => {
    const api = startService('main', [], env);
    started.push(api);
    await api.waitForOutput('Swagger UI:', 120_000);
    return api;
  };
  const hintLines = (api: ServiceProcess) =>
    api
      .stdout()
      .split('\n')
      .filter((l) => l.includes('account:create'));

  it('logs, once, how to create the first account (npm, the image, Compose), and the npm command works as printed', async () => {
    const api = await startApi();
    const lines = hintLines(api);
    expect(lines).toHaveLength(1);
    const { message, level, context } = JSON.parse(lines[0]);
    expect({ level, context }).toEqual({ level: 'log', context: 'Main' });
    expect(message).toMatch(/^No account yet: create the first one/);
    expect(message).toContain('npm run -s cli -- account:create "Buffet Alegria" | tail -n 1');
    expect(message).toContain('npm run -s cli:prod -- account:create "Buffet Alegria" | tail -n 1');
    expect(message).toContain(
      'docker run --rm -e DATABASE_URL -e REDIS_URL event-orders node dist/cli.js account:create "Buffet Alegria" | tail -n 1',
    );
    expect(message).toContain('docker compose run --rm -T api node dist/cli.js account:create "Buffet Alegria" | tail -n 1');
    expect(api.stdout()).not.toContain('Demo API token');

    // The npm form, as a reader pastes it, in the environment of the API.
    const command = /From the source: (npm run -s cli -- account:create .*? \| tail -n 1);/.exec(message)![1];
    const { stdout } = await run('bash', ['-c', command], { env: env as NodeJS.ProcessEnv, timeout: 120_000 });
    const token = stdout.trim();
    expect(token).toMatch(/^eos_[A-Za-z0-9_-]{43}$/);
    const account = await fetch(`http://127.0.0.1:${env.PORT}/api/v1/account`, { headers: { authorization: `Bearer ${token}` } });
    expect(account.status).toBe(200);
    expect(await account.json()).toMatchObject({ nome: 'Buffet Alegria' });
    expect(await api.stop()).toBe(0);
  }, 240_000);

  it('says nothing of it once an account exists', async () => {
    const api = await startApi();
    expect(hintLines(api)).toEqual([]);
    expect(api.stdout()).not.toContain('Demo API token');
    expect(await api.stop()).toBe(0);
  }, 180_000);
});
