import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import Redis from 'ioredis';

import { redisCounters } from '../../src/common/http/batched-rate-limit-store';
import { createDataSource } from '../../src/database/data-source';
import { startTestApp, TestApp } from '../support/harness';
import { freePort, holdDefaultPort } from '../support/processes';
import { entryArgs } from '../support/service-process';

// The rate limit keys on who the caller is, not on how the request spells it; the API process
// stops cleanly on SIGTERM and reads its configuration as documented.
describe('rate limit', () => {
  async function withApp(overrides: Record<string, string>, run: (t: TestApp) => Promise<void>) {
    const t = await startTestApp({ RATE_LIMIT_PER_MINUTE: '3', ...overrides });
    try {
      await run(t);
    } finally {
      await t.close();
    }
  }

  it('keys on the token ID: spelling the same token differently shares one bucket', async () => {
    await withApp({}, async (t) => {
      const { token } = await t.newAccount();
      for (const authorization of [`Bearer ${token}`, `bearer   ${token}`, token]) {
        expect((await t.request('GET', '/api/v1/account', { headers: { authorization } })).status).toBe(200);
      }
      const res = await t.request('GET', '/api/v1/account', { headers: { authorization: `BEARER ${token}` } });
      expect(res.status).toBe(429);
      expect(res.body.errors[0].code).toBe('rate_limited');
      // Another token of the same account has a bucket of its own.
      const other = await t.newAccount();
      expect((await t.request('GET', '/api/v1/account', { token: other.token })).status).toBe(200);
    });
  });

  it('keys unauthenticated requests on the address and ignores X-Forwarded-For unless TRUST_PROXY is on', async () => {
    await withApp({}, async (t) => {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        const res = await t.request('GET', '/api/v1/account', {
          headers: { authorization: `Bearer unknown-token-${i}-xxxxxxxxxxxx`, 'x-forwarded-for': `203.0.113.${i}` },
        });
        statuses.push(res.status);
      }
      expect(statuses).toEqual([401, 401, 401, 429]);
    });
    await withApp({ TRUST_PROXY: '1' }, async (t) => {
      for (let i = 0; i < 4; i++) {
        const res = await t.request('GET', '/api/v1/account', { headers: { 'x-forwarded-for': `203.0.113.${i}` } });
        expect(res.status).toBe(401);
      }
    });
  });

  // Redis holds the shared counters only when REDIS_URL is set (the production layout); the
  // embedded default keeps them in the process. Each run checks the behaviour of its own layout.
  const redisUrl = process.env.REDIS_URL;
  if (redisUrl) {
    it('shares the counters through Redis between API instances', async () => {
      const shared = { REDIS_URL: redisUrl, QUEUE_PREFIX: `test_rl_${process.pid}_${Date.now()}` };
      const a = await startTestApp({ RATE_LIMIT_PER_MINUTE: '3', ...shared });
      const b = await startTestApp({ RATE_LIMIT_PER_MINUTE: '3', ...shared });
      try {
        expect((await a.request('GET', '/api/v1/account')).status).toBe(401);
        expect((await b.request('GET', '/api/v1/account')).status).toBe(401);
        expect((await a.request('GET', '/api/v1/account')).status).toBe(401);
        const res = await b.request('GET', '/api/v1/account');
        expect(res.status).toBe(429);
        expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      } finally {
        await a.close();
        await b.close();
      }
    });

    it('adds a batch of hits to the Redis counters in one call, sets the window on a new key and reads every count back', async () => {
      const redis = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 1 });
      const prefix = `test_rl_batch_${process.pid}_${Date.now()}:`;
      try {
        const apply = redisCounters(redis, prefix);
        expect(await apply(60_000, ['a', 'b'], [3, 1])).toEqual([
          [3, expect.any(Number)],
          [1, expect.any(Number)],
        ]);
        const [[a, ttl]] = await apply(60_000, ['a'], [2]);
        expect(a).toBe(5);
        expect(ttl).toBeGreaterThan(50_000);
        expect(ttl).toBeLessThanOrEqual(60_000);
      } finally {
        await redis.del(`${prefix}a`, `${prefix}b`);
        await redis.quit();
      }
    });
  } else {
    it('without REDIS_URL keeps the counters in the process: each API instance counts on its own and needs no Redis', async () => {
      const a = await startTestApp({ RATE_LIMIT_PER_MINUTE: '3' });
      const b = await startTestApp({ RATE_LIMIT_PER_MINUTE: '3' });
      try {
        for (let i = 0; i < 3; i++) expect((await a.request('GET', '/api/v1/account')).status).toBe(401);
        expect((await a.request('GET', '/api/v1/account')).status).toBe(429);
        // The other instance has seen none of those requests.
        expect((await b.request('GET', '/api/v1/account')).status).toBe(401);
      } finally {
        await a.close();
        await b.close();
      }
    });
  }
});

describe('the API process', () => {
  // Another program on the default port changes no outcome here: every start is given a free port.
  let release: () => Promise<void>;
  beforeAll(async () => {
    release = await holdDefaultPort();
  });
  afterAll(() => release?.());

  /**
   * Starts `src/main.ts` in `cwd` and resolves once it has started (or rejects when it exits).
   * `env` names the port (PORT, or a .env file in `cwd`): the default may be taken.
   */
  function startApi(cwd: string, env: Record<string, string>) {
    const child = spawn(process.execPath, entryArgs('main'), {
      cwd,
      env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (c) => (output += c));
    child.stderr.on('data', (c) => (output += c));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    const listening = new Promise<void>((resolve, reject) => {
      const timer = setInterval(() => {
        // The last line of a start (after the demo account on the embedded default).
        if (output.includes('Swagger UI:')) {
          clearInterval(timer);
          resolve();
        }
      }, 100);
      void exited.then(() => {
        clearInterval(timer);
        reject(new Error(`exited before listening:\n${output}`));
      });
    });
    // Not every caller waits for it (a start that must fail): never an unhandled rejection.
    listening.catch(() => undefined);
    return { child, exited, listening, output: () => output };
  }

  it('exits 0 after a clean SIGTERM, reading PORT and HOST from a .env file that the real environment overrides', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'eos-proc-'));
    try {
      const port = await freePort();
      writeFileSync(join(dir, '.env'), `PORT=${port}\nHOST=127.0.0.1\nLOG_LEVEL=verbose\nSQLITE_PATH=${join(dir, 'app.sqlite')}\n`);
      const api = startApi(dir, { LOG_LEVEL: 'log' });
      await api.listening;
      const health = await fetch(`http://127.0.0.1:${port}/health`);
      expect(health.status).toBe(200);
      // LOG_LEVEL came from the real environment, not from the file: no verbose lines.
      expect(api.output()).not.toContain('"level":"verbose"');
      api.child.kill('SIGTERM');
      expect(await api.exited).toBe(0);
      expect(api.output()).toContain('SIGTERM: shutting down');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);

  it('refuses RUN_MIGRATIONS=flase at boot with one line naming it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'eos-proc-'));
    try {
      const api = startApi(dir, { PORT: String(await freePort()), RUN_MIGRATIONS: 'flase', SQLITE_PATH: join(dir, 'app.sqlite') });
      expect(await api.exited).toBe(1);
      expect(api.output().trim()).toBe('RUN_MIGRATIONS must be true or false (also 1/0, yes/no, on/off) (got "flase")');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);

  it('stops a start it cannot make with one line on its output, no stack trace (SQLITE_PATH under a file)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'eos-proc-'));
    try {
      writeFileSync(join(dir, 'file'), '');
      const api = startApi(dir, { PORT: String(await freePort()), SQLITE_PATH: join(dir, 'file', 'data', 'app.sqlite') });
      expect(await api.exited).toBe(1);
      expect(api.output().trim()).toBe(
        `SQLITE_PATH must be a file this process can write (got "${join(dir, 'file', 'data', 'app.sqlite')}"): ${join(dir, 'file')} is a file, not a folder (ENOTDIR)`,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);

  it('on a database that does not exist: one line saying what to create (MySQL/MariaDB), or the file and its folder made (SQLite)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'eos-proc-'));
    try {
      if (!process.env.DATABASE_URL) {
        // The embedded database is a file the API makes where SQLITE_PATH points, folders included.
        const file = join(dir, 'new', 'folder', 'app.sqlite');
        const ds = await (await createDataSource({ DATABASE_URL: undefined, SQLITE_PATH: file })).initialize();
        await ds.destroy();
        expect(existsSync(file)).toBe(true);
        return;
      }
      const url = new URL(process.env.DATABASE_URL!);
      url.pathname = '/eos_missing_database';
      const api = startApi(dir, { PORT: String(await freePort()), DATABASE_URL: url.toString() });
      expect(await api.exited).toBe(1);
      expect(api.output().trim()).toBe(
        'Failed to start: Database "eos_missing_database" does not exist: create it (CREATE DATABASE `eos_missing_database` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci) or fix DATABASE_URL',
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);

  it('runs node directly from npm scripts and the Docker image, so that signals reach it', async () => {
    const { readFileSync } = await import('node:fs');
    const scripts = JSON.parse(readFileSync('package.json', 'utf8')).scripts as Record<string, string>;
    for (const name of ['start', 'start:prod', 'worker', 'worker:prod'])
      expect(scripts[name]).toMatch(/(^|&& )exec node (--[\w-]+=\w+ )*dist\/\w+\.js$/);
    const image = /^CMD \["node", ((?:"--[\w-]+=\w+", )*)"dist\/main\.js"\]$/m.exec(readFileSync('Dockerfile', 'utf8'));
    expect(image).not.toBeNull();
    // The image runs the API with the node flags of `npm run start:prod`.
    const imageFlags = image![1]
      .split(', ')
      .filter(Boolean)
      .map((f) => JSON.parse(f) as string);
    expect(imageFlags).toEqual(scripts['start:prod'].split(' ').filter((w) => w.startsWith('--')));
  });
});
