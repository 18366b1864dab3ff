import type { DataSource } from 'typeorm';

import { countTransactionRetry, poolStats, retryCause, statementKind, StatementMetricsSubscriber } from './database-metrics';
import { registry } from './metrics';

async function sample(name: string, labels: Record<string, string>, suffix = ''): Promise<number> {
  const metric = registry.getSingleMetric(name);
  if (!metric) return 0;
  const { values } = await metric.get();
  return values
    .filter((v) => (suffix ? (v as { metricName?: string }).metricName === `${name}${suffix}` : true))
    .filter((v) => Object.entries(labels).every(([k, l]) => v.labels[k] === l))
    .reduce((sum, v) => sum + v.value, 0);
}

describe('statementKind', () => {
  it.each([
    ['SELECT `o`.`id` FROM `orders` `o` WHERE `o`.`account_id` = ?', 'read'],
    ['  select 1', 'read'],
    ['(SELECT 1) UNION (SELECT 2)', 'read'],
    ['WITH t AS (SELECT 1) SELECT * FROM t', 'read'],
    ['SELECT * FROM `webhooks` WHERE `id` IN (?) FOR UPDATE', 'write'],
    ['SELECT * FROM `webhook_deliveries` ORDER BY id LIMIT 200 FOR UPDATE SKIP LOCKED', 'write'],
    ['INSERT INTO `orders`(`id`) VALUES (?)', 'write'],
    ['UPDATE `events` SET `ultimo_pedido` = ? WHERE `id` = ?', 'write'],
    ['DELETE FROM `guests` WHERE `account_id` = ?', 'write'],
    ['START TRANSACTION', 'transaction'],
    ['BEGIN TRANSACTION', 'transaction'],
    ['COMMIT', 'transaction'],
    ['ROLLBACK', 'transaction'],
    ['SET SESSION TRANSACTION ISOLATION LEVEL READ COMMITTED', 'transaction'],
    ['CREATE TABLE `x` (`id` int)', 'other'],
    ['', 'other'],
  ])('%s → %s', (sql, kind) => {
    expect(statementKind(sql)).toBe(kind);
  });
});

describe('retryCause', () => {
  it('tells a deadlock, a lock wait and a Galera certification conflict apart, by code or errno, wrapped by TypeORM or not', () => {
    expect(
      retryCause({
        driverError: {
          code: 'ER_LOCK_DEADLOCK',
          errno: 1213,
          message: 'Deadlock found when trying to get lock; try restarting transaction',
        },
      }),
    ).toBe('deadlock');
    expect(retryCause({ code: 'ER_LOCK_DEADLOCK' })).toBe('deadlock');
    expect(retryCause({ errno: 1213 })).toBe('deadlock');
    expect(retryCause({ driverError: { code: 'ER_LOCK_WAIT_TIMEOUT', errno: 1205, message: 'Lock wait timeout exceeded' } })).toBe(
      'lock_wait',
    );
    expect(
      retryCause({
        driverError: {
          code: 'ER_LOCK_DEADLOCK',
          errno: 1213,
          message: 'WSREP detected deadlock/conflict and aborted the transaction. Try restarting the transaction',
        },
      }),
    ).toBe('certification');
    expect(retryCause(new Error('something else'))).toBe('other');
    expect(retryCause(null)).toBe('other');
  });

  it('countTransactionRetry counts one retry under its cause', async () => {
    const before = await sample('event_orders_db_transaction_retries_total', { cause: 'lock_wait' });
    countTransactionRetry({ code: 'ER_LOCK_WAIT_TIMEOUT' });
    expect(await sample('event_orders_db_transaction_retries_total', { cause: 'lock_wait' })).toBe(before + 1);
  });
});

describe('StatementMetricsSubscriber', () => {
  it('times successful statements by kind (ms to seconds) and counts failed ones', async () => {
    const subscriber = new StatementMetricsSubscriber();
    const count = () => sample('event_orders_db_statement_duration_seconds', { kind: 'write' }, '_count');
    const sum = () => sample('event_orders_db_statement_duration_seconds', { kind: 'write' }, '_sum');
    const failed = () => sample('event_orders_db_statements_failed_total', { kind: 'write' });
    const [c0, s0, f0] = [await count(), await sum(), await failed()];
    subscriber.afterQuery({ query: 'INSERT INTO t VALUES (1)', success: true, executionTime: 12 } as never);
    subscriber.afterQuery({ query: 'UPDATE t SET a = 1', success: false, error: new Error('deadlock') } as never);
    expect(await count()).toBe(c0 + 1);
    expect(await sum()).toBeCloseTo(s0 + 0.012, 6);
    expect(await failed()).toBe(f0 + 1);
  });
});

describe('poolStats', () => {
  const queue = (length: number) => ({ length });
  it("reads mysql2's pool: connections lent out, idle, the limit, and requests waiting", () => {
    const dataSource = {
      driver: {
        pool: { config: { connectionLimit: 10 }, _allConnections: queue(7), _freeConnections: queue(2), _connectionQueue: queue(3) },
      },
    };
    expect(poolStats(dataSource as unknown as DataSource)).toEqual({ inUse: 5, idle: 2, max: 10, waiting: 3 });
  });

  it('is null without a mysql2 pool (SQLite)', () => {
    expect(poolStats({ driver: {} } as unknown as DataSource)).toBeNull();
    expect(poolStats({ driver: { pool: {} } } as unknown as DataSource)).toBeNull();
  });
});
