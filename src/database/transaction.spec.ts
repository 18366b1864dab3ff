import { QueryFailedError } from 'typeorm';
import { DataSource } from 'typeorm';

import { AppError } from '../common/errors';
import { contextFor, TxContext } from '../common/request-context';
import { EmittedNotification, lockWaitSeconds, RETRY_BASE_MS, RETRY_CAP_MS, retryDelay, TransactionRunner } from './transaction';

describe('retryDelay', () => {
  it('grows exponentially from the base and stops at the cap', () => {
    const top = () => 0.999999;
    expect(retryDelay(1, top)).toBe(RETRY_BASE_MS);
    expect(retryDelay(2, top)).toBe(RETRY_BASE_MS * 2);
    expect(retryDelay(3, top)).toBe(RETRY_BASE_MS * 4);
    expect(retryDelay(20, top)).toBe(RETRY_CAP_MS);
  });

  it('is jittered: between half the ceiling and the ceiling', () => {
    expect(retryDelay(3, () => 0)).toBe(RETRY_BASE_MS * 2);
    expect(retryDelay(3, () => 0.5)).toBe(RETRY_BASE_MS * 3);
    expect(retryDelay(30, () => 0)).toBe(RETRY_CAP_MS / 2);
    for (let i = 0; i < 50; i++) {
      const delay = retryDelay(4);
      expect(delay).toBeGreaterThanOrEqual(RETRY_BASE_MS * 4);
      expect(delay).toBeLessThanOrEqual(RETRY_BASE_MS * 8);
    }
  });
});

describe('lockWaitSeconds', () => {
  it('is at most half the budget in whole seconds (rounded down), at least 1', () => {
    expect(lockWaitSeconds(0)).toBe(1);
    expect(lockWaitSeconds(1500)).toBe(1);
    expect(lockWaitSeconds(3000)).toBe(1);
    expect(lockWaitSeconds(3999)).toBe(1);
    expect(lockWaitSeconds(4000)).toBe(2);
    expect(lockWaitSeconds(10000)).toBe(5);
    expect(lockWaitSeconds(11999)).toBe(5);
  });
});

/** A runner over an in-memory SQLite database, with an outbox that records what it is handed. */
async function runnerWith(budgetMs: number) {
  const ds = new DataSource({ type: 'better-sqlite3', database: ':memory:' });
  await ds.initialize();
  await ds.query('CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT)');
  const config = { get: (name: string) => (name === 'DB_RETRY_BUDGET_MS' ? budgetMs : undefined) };
  const runner = new TransactionRunner(ds, config as never);
  const written: EmittedNotification[][] = [];
  runner.useOutbox({ write: async (_ctx, notifications) => void written.push(notifications) });
  return { ds, runner, written };
}

const busy = () => new QueryFailedError('INSERT INTO t', [], Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' }));
const ctx = contextFor({ id: 1, nome: 'Conta', timezone: 'America/Sao_Paulo' }, 'req-test');

describe('TransactionRunner under contention', () => {
  it('re-runs the whole work after contention; a failed attempt leaves no rows, notifications or hooks', async () => {
    const { ds, runner, written } = await runnerWith(3000);
    let attempts = 0;
    const hooks: number[] = [];
    const result = await runner.run(ctx, async (c: TxContext) => {
      attempts++;
      await c.tx.manager.query('INSERT INTO t (v) VALUES (?)', [`attempt ${attempts}`]);
      c.emit('order_created', [{ attempt: attempts }]);
      c.tx.afterCommit(() => hooks.push(attempts));
      if (attempts < 3) throw busy();
      return attempts;
    });
    expect(result).toBe(3);
    expect(runner.retries).toBe(2);
    expect(await ds.query('SELECT v FROM t')).toEqual([{ v: 'attempt 3' }]);
    expect(written).toEqual([[{ kind: 'order_created', data: [{ attempt: 3 }] }]]);
    expect(hooks).toEqual([3]);
    await ds.destroy();
  });

  it('answers 503 busy with Retry-After once the budget is spent, with nothing written', async () => {
    // A budget that leaves room for retries however slow the machine (each attempt is fast).
    const { ds, runner, written } = await runnerWith(1000);
    let attempts = 0;
    const started = Date.now();
    const outcome = await runner
      .run(ctx, async (c) => {
        attempts++;
        await c.tx.manager.query('INSERT INTO t (v) VALUES (?)', ['never']);
        c.emit('order_created', [{}]);
        throw busy();
      })
      .catch((e: unknown) => e);
    expect(outcome).toBeInstanceOf(AppError);
    expect((outcome as AppError).kind).toBe('service_unavailable');
    expect((outcome as AppError).errors[0]!.code).toBe('busy');
    expect((outcome as AppError).headers['retry-after']).toBe('1');
    expect(attempts).toBeGreaterThan(1);
    expect(Date.now() - started).toBeLessThan(1000 + RETRY_CAP_MS);
    expect(await ds.query('SELECT COUNT(*) AS n FROM t')).toEqual([{ n: 0 }]);
    expect(written).toEqual([]);
    await ds.destroy();
  });

  it('starts no retry that could end past the budget: a failed attempt that took 700 ms is not run again with 1000 ms', async () => {
    const { ds, runner } = await runnerWith(1000);
    let attempts = 0;
    const started = Date.now();
    const outcome = await runner
      .run(async () => {
        attempts++;
        await new Promise((r) => setTimeout(r, 700));
        throw busy();
      })
      .catch((e: unknown) => e);
    expect((outcome as AppError).kind).toBe('service_unavailable');
    expect(attempts).toBe(1);
    expect(Date.now() - started).toBeLessThan(1000);
    await ds.destroy();
  });

  it('runWithin retries for its own, shorter budget', async () => {
    const { ds, runner } = await runnerWith(3000);
    let attempts = 0;
    const started = Date.now();
    const outcome = await runner
      .runWithin(200, async () => {
        attempts++;
        throw busy();
      })
      .catch((e: unknown) => e);
    expect((outcome as AppError).kind).toBe('service_unavailable');
    expect(attempts).toBeGreaterThan(1);
    expect(Date.now() - started).toBeLessThan(200 + 60);
    await ds.destroy();
  });

  it('never retries with a budget of 0, and never retries an error that is not contention', async () => {
    const { ds, runner } = await runnerWith(0);
    let attempts = 0;
    const outcome = await runner
      .run(async () => {
        attempts++;
        throw busy();
      })
      .catch((e: unknown) => e);
    expect((outcome as AppError).kind).toBe('service_unavailable');
    expect(attempts).toBe(1);

    const { runner: other, ds: ds2 } = await runnerWith(3000);
    let tries = 0;
    const failure = new Error('not contention');
    await expect(
      other.run(async () => {
        tries++;
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect(tries).toBe(1);
    await ds.destroy();
    await ds2.destroy();
  });
});
