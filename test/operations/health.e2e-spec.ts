import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';

import { CHECK_FAILED, CHECK_TIMED_OUT, READINESS_CACHE_MS } from '../../src/health/readiness';
import { readinessProbes } from '../../src/metrics/metrics';
import { leastStatements } from '../support/db-probes';
import { startTestApp, TestApp } from '../support/harness';
import { waitFor } from '../support/processes';
import { tcpForwarder } from '../support/tcp-forwarder';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** Checks of `check` run so far in this process with `outcome` (the probe counter of /metrics). */
async function checksRun(check: string, outcome = 'up'): Promise<number> {
  const { values } = await readinessProbes.get();
  return values.filter((v) => v.labels.check === check && v.labels.outcome === outcome).reduce((sum, v) => sum + v.value, 0);
}

describe('health', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The webhook sweeper asleep for the suite: its sweeps would run statements during a probe's count.
    t = await startTestApp({ WEBHOOK_SWEEP_INTERVAL_MS: '3600000' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('GET /health answers ok', async () => {
    const res = await t.request('GET', '/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
  });

  it('GET /health/ready checks the database and the queue, and says of each only that it is up', async () => {
    const res = await t.request('GET', '/health/ready');
    expect(res.status).toBe(200);
    // No driver, queue depth or backlog of deliveries: those are on the metrics port.
    expect(res.body).toEqual({ status: 'ok', checks: { database: { status: 'up' }, queue: { status: 'up' } } });
  });

  it('runs no count over the deliveries of every account per probe', async () => {
    const ds = t.app.get(DataSource);
    const before = await checksRun('database');
    // A probe past the cache window costs one statement, the database check: a count over the
    // deliveries (or any other read) beside it would make 2.
    const probe = await leastStatements(ds, async () => expect((await t.request('GET', '/health/ready')).status).toBe(200), 3, {
      settle: () => sleep(READINESS_CACHE_MS),
    });
    expect(probe).toBeLessThanOrEqual(1);
    // Each of the three ran a new probe (none was answered from the cache with no statement).
    expect((await checksRun('database')) - before).toBe(3);
  });

  it('runs one probe for many calls within the cache window, concurrent or not, and a new one after it', async () => {
    const ds = t.app.get(DataSource);
    const before = await checksRun('database');
    let answers: number[] = [];
    // Forty calls in one window cost one probe and its one statement: a probe per call would make 40.
    const calls = await leastStatements(
      ds,
      async () => {
        const concurrent = await Promise.all(Array.from({ length: 30 }, () => t.request('GET', '/health/ready')));
        const sequential = [];
        for (let i = 0; i < 10; i++) sequential.push(await t.request('GET', '/health/ready'));
        answers = [...answers, ...[...concurrent, ...sequential].map((a) => a.status)];
      },
      3,
      { settle: () => sleep(READINESS_CACHE_MS) },
    );
    expect(answers).toEqual(answers.map(() => 200));
    expect(calls).toBeLessThanOrEqual(1);
    // One probe per window: three windows, three probes.
    expect((await checksRun('database')) - before).toBe(3);

    await sleep(READINESS_CACHE_MS);
    expect((await t.request('GET', '/health/ready')).status).toBe(200);
    expect((await checksRun('database')) - before).toBe(4);
  });

  it('echoes a well-formed X-Request-Id and makes one otherwise', async () => {
    const echoed = await t.request('GET', '/health', { headers: { 'x-request-id': 'abc-123' } });
    expect(echoed.headers.get('x-request-id')).toBe('abc-123');
    const made = await t.request('GET', '/health', { headers: { 'x-request-id': 'bad id with spaces' } });
    expect(made.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const fresh = await t.request('GET', '/health');
    expect(fresh.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

/** The text a 503 of /health/ready must not carry: the driver's own message, the host and the port. */
function expectNoDetails(text: string, secrets: string[]) {
  for (const secret of secrets) expect(text).not.toContain(secret);
}

describe('readiness when a dependency is gone', () => {
  let warn: jest.SpiedFunction<Logger['warn']>;
  beforeEach(() => {
    warn = jest.spyOn(Logger.prototype, 'warn');
  });
  afterEach(() => {
    warn.mockRestore();
  });

  it('answers 503 for a failing database, naming no host, port or driver message, once its cached answer is older than the window', async () => {
    const mysqlUrl = process.env.DATABASE_URL;
    // On MySQL/MariaDB the API talks to the server through a forwarder the test cuts: the driver's
    // errors then name 127.0.0.1 and the forwarder's port. On SQLite the data source is closed.
    const forwarder = mysqlUrl ? await tcpForwarder(new URL(mysqlUrl).hostname, Number(new URL(mysqlUrl).port || 3306)) : undefined;
    const overrides: Record<string, string> = {};
    if (mysqlUrl && forwarder) {
      const through = new URL(mysqlUrl);
      through.host = `127.0.0.1:${forwarder.port}`;
      overrides.DATABASE_URL = through.toString();
    }
    const t = await startTestApp(overrides);
    try {
      expect((await t.request('GET', '/health/ready')).status).toBe(200);
      const ds = t.app.get(DataSource);
      if (forwarder) await forwarder.cut();
      else await ds.destroy();
      // Within the window the last probe's answer stands.
      expect((await t.request('GET', '/health/ready')).status).toBe(200);

      await sleep(READINESS_CACHE_MS);
      const res = await t.request('GET', '/health/ready');
      expect(res.status).toBe(503);
      expect(res.body.status).toBe('unavailable');
      expect(res.body.checks.database).toEqual({ status: 'down', error: CHECK_FAILED });
      // What the driver says now, as the check saw it: in the log, not in the answer.
      const driverMessage = await ds.query('SELECT 1').then(
        () => 'no error',
        (error: Error) => error.message,
      );
      expect(driverMessage).not.toBe('no error');
      expectNoDetails(res.text, [driverMessage, ...(forwarder ? ['127.0.0.1', String(forwarder.port), 'ECONNREFUSED'] : [])]);
      expect(warn.mock.calls.some(([line]) => String(line).startsWith('database is down: '))).toBe(true);
    } finally {
      await forwarder?.restore();
      await t.close().catch(() => undefined);
      await forwarder?.close();
    }
  });

  const redisUrl = process.env.REDIS_URL;
  // The queue check asks Redis only where there is one (the production layout).
  if (redisUrl) {
    it('answers 503 for an unreachable Redis, naming no host, port or driver message', async () => {
      const target = new URL(redisUrl);
      const forwarder = await tcpForwarder(target.hostname, Number(target.port || 6379));
      const through = new URL(redisUrl);
      through.host = `127.0.0.1:${forwarder.port}`;
      const t = await startTestApp({ REDIS_URL: through.toString() });
      try {
        const up = await t.request('GET', '/health/ready');
        expect(up.status).toBe(200);
        expect(up.body.checks.queue).toEqual({ status: 'up' });
        await forwarder.cut();
        await sleep(READINESS_CACHE_MS);
        const res = await t.request('GET', '/health/ready');
        expect(res.status).toBe(503);
        expect(res.body.checks.queue.status).toBe('down');
        expect([CHECK_FAILED, CHECK_TIMED_OUT]).toContain(res.body.checks.queue.error);
        expect(Object.keys(res.body.checks.queue)).toEqual(['status', 'error']);
        expectNoDetails(res.text, ['127.0.0.1', String(forwarder.port), 'ECONNREFUSED', 'Connection is closed', 'redis']);
        expect(warn.mock.calls.some(([line]) => String(line).startsWith('redis is down: '))).toBe(true);
        // Back once Redis is: a later probe sees it.
        await forwarder.restore();
        await waitFor(async () => (await t.request('GET', '/health/ready')).status === 200, 'the queue check up again', 20_000);
      } finally {
        await forwarder.restore();
        await t.close().catch(() => undefined);
        await forwarder.close();
      }
    }, 30_000);
  }
});
