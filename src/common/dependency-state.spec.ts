import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';

import { addressOf, Dependencies } from './dependency-state';

describe('DependencyState', () => {
  let warn: jest.SpiedFunction<Logger['warn']>;
  let log: jest.SpiedFunction<Logger['log']>;
  beforeEach(() => {
    warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    log = jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  const redis = () => new Dependencies({ REDIS_URL: 'redis://app:s3cret@cache.internal:6380/2' }, 'Retrying every 2 s').redis!;

  it('logs a loss once, however many connections fail and retry, naming the variable and host:port but no password', () => {
    const state = redis();
    const [a, b] = [{}, {}];
    for (let retry = 0; retry < 30; retry++) {
      state.connectionFailed(a, 'connect ECONNREFUSED 10.0.0.9:6380');
      state.connectionFailed(b, 'connect ECONNREFUSED 10.0.0.9:6380');
    }
    expect(state.status).toBe('down');
    expect(warn.mock.calls).toEqual([
      [
        'redis is down: cannot use the Redis server of REDIS_URL (cache.internal:6380): connect ECONNREFUSED 10.0.0.9:6380. Retrying every 2 s',
      ],
    ]);
    expect(JSON.stringify(warn.mock.calls)).not.toContain('s3cret');
  });

  it('logs the return once, when the last failing connection is ready again', () => {
    const state = redis();
    const [a, b] = [{}, {}];
    state.connectionFailed(a, 'connect ECONNREFUSED 10.0.0.9:6380');
    state.connectionFailed(b, 'connect ECONNREFUSED 10.0.0.9:6380');
    state.connectionReady(a);
    expect(state.status).toBe('down');
    expect(log).not.toHaveBeenCalled();
    state.connectionReady(b);
    state.connectionReady(a);
    expect(state.status).toBe('up');
    expect(log.mock.calls).toEqual([['redis is up again: the Redis server of REDIS_URL (cache.internal:6380) answers']]);
  });

  it('says nothing at a start where everything answers', () => {
    const state = redis();
    state.connectionReady({});
    state.checked(null);
    expect(state.status).toBe('up');
    expect(warn).not.toHaveBeenCalled();
    expect(log).not.toHaveBeenCalled();
  });

  it('is down after a failed check until a check passes or a connection is ready again', () => {
    const database = new Dependencies({ DATABASE_URL: 'mysql://root:pw@db.internal/app' }).database;
    database.checked('connect ECONNREFUSED 10.0.0.7:3306');
    database.checked('Connection lost: The server closed the connection.');
    expect(database.status).toBe('down');
    expect(database.cause).toBe('Connection lost: The server closed the connection.');
    expect(warn.mock.calls).toEqual([
      ['database is down: cannot use the database server of DATABASE_URL (db.internal:3306): connect ECONNREFUSED 10.0.0.7:3306'],
    ]);
    database.checked(null);
    expect(log.mock.calls).toEqual([['database is up again: the database server of DATABASE_URL (db.internal:3306) answers']]);

    const state = redis();
    state.checked('no answer in 3000 ms');
    state.connectionReady({});
    expect(state.status).toBe('up');
  });

  it('names a dependency without a URL by its name only', () => {
    const sqlite = new Dependencies({}).database;
    sqlite.checked('SQLITE_BUSY: database is locked');
    expect(warn.mock.calls).toEqual([['database is down: SQLITE_BUSY: database is locked']]);
    expect(new Dependencies({}).redis).toBeUndefined();
  });
});

describe('addressOf', () => {
  it('gives host:port, with the default port, and never the user or password', () => {
    expect(addressOf('redis://:pw@127.0.0.1:6390', 6379)).toBe('127.0.0.1:6390');
    expect(addressOf('rediss://user:pw@cache.example.com', 6379)).toBe('cache.example.com:6379');
    expect(addressOf('mysql://root@[::1]:3307/app', 3306)).toBe('[::1]:3307');
  });
});
