import { QueryFailedError } from 'typeorm';

import { AppError, statusOf } from '../errors';
import { busyError, contentionCause } from './database-errors';
import { toErrorResponse } from './error-response';

/** A driver error as mysql2 or better-sqlite3 raises it. */
const driver = (code: string, message = '', errno?: number) => Object.assign(new Error(message), { code, errno });
const failed = (query: string, error: Error) => new QueryFailedError(query, [], error);

describe('contentionCause', () => {
  it('classifies a deadlock (1213) raised by a statement as a deadlock', () => {
    const error = failed(
      'UPDATE events SET ultimo_pedido = 1',
      driver('ER_LOCK_DEADLOCK', 'Deadlock found when trying to get lock; try restarting transaction', 1213),
    );
    expect(contentionCause(error)).toBe('deadlock');
  });

  it('classifies 1213 raised at COMMIT (a Galera certification failure) as certification', () => {
    const error = failed('COMMIT', driver('ER_LOCK_DEADLOCK', 'Deadlock found when trying to get lock; try restarting transaction', 1213));
    expect(contentionCause(error)).toBe('certification');
  });

  it('classifies 1213 naming WSREP as certification, wherever it is raised', () => {
    const error = failed(
      'INSERT INTO orders VALUES (1)',
      driver('ER_LOCK_DEADLOCK', 'WSREP detected deadlock/conflict and aborted the transaction. Try restarting the transaction', 1213),
    );
    expect(contentionCause(error)).toBe('certification');
  });

  it('classifies a lock wait timeout (1205) as lock_wait', () => {
    expect(
      contentionCause(
        failed('SELECT 1 FOR UPDATE', driver('ER_LOCK_WAIT_TIMEOUT', 'Lock wait timeout exceeded; try restarting transaction', 1205)),
      ),
    ).toBe('lock_wait');
  });

  it('knows the errors by number when the driver gives no code name', () => {
    expect(contentionCause(failed('UPDATE x', driver('', 'Deadlock', 1213)))).toBe('deadlock');
    expect(contentionCause(failed('UPDATE x', driver('', 'Lock wait', 1205)))).toBe('lock_wait');
  });

  it("classifies SQLite's SQLITE_BUSY and its extended codes as lock_wait", () => {
    expect(contentionCause(failed('INSERT INTO x', driver('SQLITE_BUSY', 'database is locked')))).toBe('lock_wait');
    expect(contentionCause(driver('SQLITE_BUSY_SNAPSHOT', 'database is locked'))).toBe('lock_wait');
  });

  it('answers undefined for everything that is not contention', () => {
    expect(contentionCause(failed('INSERT INTO x', driver('ER_DUP_ENTRY', 'Duplicate entry', 1062)))).toBeUndefined();
    expect(contentionCause(failed('INSERT INTO x', driver('SQLITE_CONSTRAINT_UNIQUE', 'UNIQUE constraint failed')))).toBeUndefined();
    expect(contentionCause(driver('ECONNREFUSED', 'connect ECONNREFUSED'))).toBeUndefined();
    expect(contentionCause(new Error('boom'))).toBeUndefined();
    expect(contentionCause(undefined)).toBeUndefined();
    expect(contentionCause('SQLITE_BUSY')).toBeUndefined();
  });
});

describe('busyError', () => {
  it('is a 503 with code busy and Retry-After', () => {
    const error = busyError('certification');
    expect(error).toBeInstanceOf(AppError);
    expect(statusOf(error.kind)).toBe(503);
    expect(error.headers).toEqual({ 'retry-after': '1' });
    expect(error.errors).toEqual([{ code: 'busy', message: 'the database stayed contended (certification); retry after 1 s' }]);
  });

  it('answers a contention error that escaped a transaction as 503 busy, never 500', () => {
    const response = toErrorResponse(
      failed('UPDATE events SET x = 1', driver('ER_LOCK_WAIT_TIMEOUT', 'Lock wait timeout exceeded', 1205)),
      'req-1',
    );
    expect(response.status).toBe(503);
    expect(response.headers['retry-after']).toBe('1');
    expect(response.body.errors[0]!.code).toBe('busy');
    expect(response.body.request_id).toBeUndefined();
  });
});
