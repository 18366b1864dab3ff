import { EnvError } from '../config/env';
import { describeStartupError, StartError, startupFailureLine } from './startup-error';

describe('describeStartupError', () => {
  it('says which database to create when MySQL answers ER_BAD_DB_ERROR, in one line', () => {
    // The shape mysql2 gives the error of a connection to a database that does not exist.
    const error = Object.assign(new Error("Unknown database 'eventorders'"), {
      code: 'ER_BAD_DB_ERROR',
      errno: 1049,
      sqlMessage: "Unknown database 'eventorders'",
    });
    const line = describeStartupError(error);
    expect(line).toBe(
      'Database "eventorders" does not exist: create it (CREATE DATABASE `eventorders` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci) or fix DATABASE_URL',
    );
    expect(line).not.toContain('\n');
  });

  it('names an unreachable database server without a stack trace', () => {
    const error = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:3307'), {
      code: 'ECONNREFUSED',
      address: '127.0.0.1',
      port: 3307,
    });
    expect(describeStartupError(error)).toBe(
      'Cannot reach the database server of DATABASE_URL (ECONNREFUSED 127.0.0.1:3307): is it running?',
    );
  });

  it('names a path the process cannot make, without a stack trace', () => {
    const error = Object.assign(new Error("ENOTDIR: not a directory, mkdir '/etc/passwd/data'"), {
      code: 'ENOTDIR',
      syscall: 'mkdir',
      path: '/etc/passwd/data',
    });
    expect(describeStartupError(error)).toBe(
      'Cannot mkdir /etc/passwd/data (ENOTDIR): check the path and its permissions (SQLITE_PATH for the embedded database)',
    );
  });

  it('prints a configuration error as its own message and anything unforeseen with its stack', () => {
    expect(describeStartupError(new EnvError('PORT must be a whole number from 1 to 65535 (got "x")'))).toBe(
      'PORT must be a whole number from 1 to 65535 (got "x")',
    );
    expect(describeStartupError(new Error('boom'))).toMatch(/^Error: boom\n\s+at /);
  });

  it('gives the API, the worker and the CLI the same line for a bad variable or a start they cannot make; anything else after their prefix', () => {
    const bad = new EnvError('PORT must be a whole number from 1 to 65535 (got "abc")');
    for (const prefix of ['Failed to start: ', 'Worker failed to start: ', '']) {
      expect(startupFailureLine(bad, prefix)).toBe('PORT must be a whole number from 1 to 65535 (got "abc")');
      expect(startupFailureLine(new StartError('Port 3000 is already in use'), prefix)).toBe('Port 3000 is already in use');
    }
    const refused = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED', address: '127.0.0.1', port: 3306 });
    expect(startupFailureLine(refused, 'Worker failed to start: ')).toBe(
      'Worker failed to start: Cannot reach the database server of DATABASE_URL (ECONNREFUSED 127.0.0.1:3306): is it running?',
    );
  });
});
