import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';

import {
  CHECK_FAILED,
  CHECK_TIMED_OUT,
  type CheckResult,
  READINESS_CACHE_MS,
  READINESS_CHECK_TIMEOUT_MS,
  ReadinessRegistry,
} from './readiness';

/** A check whose answers the test hands out one by one, counting its runs. */
function controlledCheck() {
  const pending: ((outcome: CheckResult | Error) => void)[] = [];
  const check = jest.fn(
    () =>
      new Promise<CheckResult>((resolve, reject) => {
        pending.push((outcome) => (outcome instanceof Error ? reject(outcome) : resolve(outcome)));
      }),
  );
  return { check, answer: (outcome: CheckResult | Error) => pending.shift()!(outcome) };
}

describe('ReadinessRegistry', () => {
  let warn: jest.SpiedFunction<Logger['warn']>;
  beforeEach(() => {
    jest.useFakeTimers({ now: new Date('2026-01-01T00:00:00Z') });
    warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('runs one probe for every caller while it runs, and serves its answer for the cache window', async () => {
    const registry = new ReadinessRegistry();
    const { check, answer } = controlledCheck();
    registry.register('database', check);
    const callers = Array.from({ length: 20 }, () => registry.current());
    expect(check).toHaveBeenCalledTimes(1);
    answer({ status: 'up' });
    const answers = await Promise.all(callers);
    expect(new Set(answers).size).toBe(1);
    expect(answers[0]).toEqual({ ok: true, checks: { database: { status: 'up' } } });

    jest.advanceTimersByTime(READINESS_CACHE_MS - 1);
    expect(await registry.current()).toBe(answers[0]);
    expect(check).toHaveBeenCalledTimes(1);

    jest.advanceTimersByTime(1);
    const next = registry.current();
    expect(check).toHaveBeenCalledTimes(2);
    answer(new Error('connect ECONNREFUSED 10.0.0.7:3306'));
    expect(await next).toEqual({ ok: false, checks: { database: { status: 'down', error: CHECK_FAILED } } });
  });

  it('answers a failed check with a fixed text and logs its cause, once while the cause stays the same', async () => {
    const registry = new ReadinessRegistry();
    const { check, answer } = controlledCheck();
    registry.register('queue', check);
    const log = jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);
    for (let i = 0; i < 3; i++) {
      const probe = registry.current();
      answer(new Error('getaddrinfo ENOTFOUND redis.internal'));
      const { checks } = await probe;
      expect(JSON.stringify(checks)).not.toMatch(/ENOTFOUND|redis\.internal/);
      expect(checks.queue).toEqual({ status: 'down', error: CHECK_FAILED });
      jest.advanceTimersByTime(READINESS_CACHE_MS);
    }
    expect(warn.mock.calls).toEqual([['queue is down: getaddrinfo ENOTFOUND redis.internal']]);

    const back = registry.current();
    answer({ status: 'up', driver: 'bull' });
    expect((await back).ok).toBe(true);
    expect(log.mock.calls).toEqual([['queue is up again']]);
  });

  it('answers an up check with its status only, whatever details the check returns', async () => {
    const registry = new ReadinessRegistry();
    registry.register('database', async () => ({ status: 'up', driver: 'mysql', host: 'db.internal:3306' }));
    registry.register('queue', async () => ({ status: 'up', driver: 'bull', depth: 12, pending_deliveries: 40 }));
    expect(await registry.current()).toEqual({ ok: true, checks: { database: { status: 'up' }, queue: { status: 'up' } } });
  });

  it('keeps the details of a check that answers down out of the answer', async () => {
    const registry = new ReadinessRegistry();
    registry.register('queue', async () => ({ status: 'down', error: 'Connection is closed (127.0.0.1:6379)' }));
    const { ok, checks } = await registry.current();
    expect(ok).toBe(false);
    expect(checks.queue).toEqual({ status: 'down', error: CHECK_FAILED });
    expect(warn.mock.calls[0][0]).toContain('127.0.0.1:6379');
  });

  it('answers a check that does not answer in time as down, and the others as they are', async () => {
    const registry = new ReadinessRegistry();
    registry.register('database', async () => ({ status: 'up' }));
    registry.register('queue', () => new Promise<CheckResult>(() => undefined));
    const probe = registry.current();
    await jest.advanceTimersByTimeAsync(READINESS_CHECK_TIMEOUT_MS);
    expect(await probe).toEqual({ ok: false, checks: { database: { status: 'up' }, queue: { status: 'down', error: CHECK_TIMED_OUT } } });
  });
});
