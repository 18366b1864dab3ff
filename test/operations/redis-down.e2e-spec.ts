import { ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { CHECK_FAILED } from '../../src/health/readiness';
import { freshMysqlDatabase } from '../support/harness';
import { freePort, waitFor } from '../support/processes';
import { buildIsCurrent, cleanEnv, ServiceProcess, startService } from '../support/service-process';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/**
 * How long the test waits for a line about Redis: long enough for a process to start on a busy
 * machine. It is no timing claim: the first failed connection is reported at once (the unit
 * spec of DependencyState), and how soon that comes is the machine's.
 */
const WAIT_MS = buildIsCurrent() ? 60_000 : 90_000;
const PASSWORD = 'not-for-the-log';

/** A real Redis on `port`, forgetting everything when it stops. */
function startRedis(port: number): { child: ChildProcess; stop: () => Promise<void> } {
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--requirepass', PASSWORD],
    {
      stdio: 'ignore',
    },
  );
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  return {
    child,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

const output = (p: ServiceProcess) => p.stdout() + p.stderr();
/** Lines of `p` that talk about Redis being down, or are a driver's connection error. */
const downLines = (p: ServiceProcess) =>
  output(p)
    .split('\n')
    .filter((l) => /redis is down|ECONNREFUSED|Connection is closed/.test(l));
const upLines = (p: ServiceProcess) =>
  output(p)
    .split('\n')
    .filter((l) => l.includes('redis is up again'));

/**
 * Redis down at the start of the API and of the worker, then up, then lost and back: each
 * process tells each change in one line that names REDIS_URL and host:port (no password, no line
 * per retry), keeps running, and the API's readiness names the check that is down.
 */
describe('Redis down', () => {
  let redisPort: number;
  let api: ServiceProcess;
  let worker: ServiceProcess;
  let apiBase: string;
  let redis: ReturnType<typeof startRedis> | undefined;
  let cleanup: () => Promise<void> = async () => undefined;

  beforeAll(async () => {
    redisPort = await freePort();
    const apiPort = await freePort();
    apiBase = `http://127.0.0.1:${apiPort}`;
    const env: Record<string, string | undefined> = {
      ...cleanEnv(),
      NODE_ENV: 'production',
      REDIS_URL: `redis://:${PASSWORD}@127.0.0.1:${redisPort}`,
      QUEUE_PREFIX: `test_redis_down_${process.pid}`,
    };
    if (process.env.DATABASE_URL) {
      const db = await freshMysqlDatabase(process.env.DATABASE_URL);
      env.DATABASE_URL = db.url;
      cleanup = db.drop;
    } else {
      const sqlite = join(tmpdir(), `eos-redis-down-${process.pid}.sqlite`);
      env.SQLITE_PATH = sqlite;
      cleanup = async () => {
        for (const suffix of ['', '-wal', '-shm']) rmSync(sqlite + suffix, { force: true });
      };
    }
    api = startService('main', [], { ...env, PORT: String(apiPort) });
    // The API runs the migrations; the worker starts on the migrated database.
    await api.waitForOutput('API listening on');
    worker = startService('worker', [], env);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([api?.stop(), worker?.stop()]);
    await redis?.stop();
    await cleanup();
  });

  it(
    'tells, as it starts, in one line naming REDIS_URL and host:port, that Redis is down, and says what it does meanwhile',
    async () => {
      await api.waitForOutput('redis is down', WAIT_MS);
      await worker.waitForOutput('redis is down', WAIT_MS);
      for (const p of [api, worker]) {
        const [line] = downLines(p);
        expect(line).toContain(`cannot use the Redis server of REDIS_URL (127.0.0.1:${redisPort}): connect ECONNREFUSED`);
        expect(line).toContain('Retrying every 2 s');
      }
      expect(downLines(api)[0]).toContain('the API answers without');
      expect(downLines(worker)[0]).toContain('the worker keeps running and takes jobs once it answers');
    },
    2 * WAIT_MS + 10_000,
  );

  it('prints no line per retry while Redis stays down, and keeps running', async () => {
    await sleep(6000);
    for (const p of [api, worker]) {
      expect(downLines(p)).toHaveLength(1);
      expect(p.child.exitCode).toBeNull();
    }
  });

  it('answers readiness 503 naming the queue check as down, and no host, port or driver message', async () => {
    const res = await fetch(`${apiBase}/health/ready`);
    expect(res.status).toBe(503);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({
      status: 'unavailable',
      checks: { database: { status: 'up' }, queue: { status: 'down', error: CHECK_FAILED } },
    });
    for (const detail of ['127.0.0.1', String(redisPort), 'ECONNREFUSED', 'REDIS_URL']) expect(text).not.toContain(detail);
  });

  it('tells once that Redis is back, and answers readiness 200 again', async () => {
    redis = startRedis(redisPort);
    for (const p of [api, worker]) await p.waitForOutput('redis is up again', 10_000);
    await waitFor(async () => (await fetch(`${apiBase}/health/ready`)).status === 200, 'readiness 200', 10_000);
    for (const p of [api, worker]) {
      expect(upLines(p)).toEqual([
        expect.stringContaining(`redis is up again: the Redis server of REDIS_URL (127.0.0.1:${redisPort}) answers`),
      ]);
    }
  }, 90_000);

  it('tells a loss under a running process, once, and the return once', async () => {
    await redis!.stop();
    for (const p of [api, worker]) await waitFor(() => downLines(p).length === 2, 'the second down line', WAIT_MS);
    await sleep(3000);
    for (const p of [api, worker]) expect(downLines(p)).toHaveLength(2);

    redis = startRedis(redisPort);
    for (const p of [api, worker]) await waitFor(() => upLines(p).length === 2, 'the second up line', 10_000);
    await waitFor(async () => (await fetch(`${apiBase}/health/ready`)).status === 200, 'readiness 200', 10_000);
  }, 90_000);

  it('never prints the password of REDIS_URL, and stops on SIGTERM with 0', async () => {
    for (const p of [api, worker]) expect(output(p)).not.toContain(PASSWORD);
    expect(await worker.stop()).toBe(0);
    expect(await api.stop()).toBe(0);
  }, 60_000);
});
