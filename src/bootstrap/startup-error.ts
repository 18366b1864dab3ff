import { EnvError } from '../config/env';

/** A start that cannot go on for a reason its message says whole (a busy port): told alone, no stack trace. */
export class StartError extends Error {}

/**
 * The line a process (the API, the worker, the CLI) prints when it cannot start: a bad variable
 * or a start it cannot make, in its own words and the same in every process; any other fault
 * after `prefix` ("Failed to start: "), as `describeStartupError` tells it.
 */
export function startupFailureLine(error: unknown, prefix = ''): string {
  if (error instanceof EnvError || error instanceof StartError) return error.message;
  return `${prefix}${describeStartupError(error)}`;
}

/** Prints `startupFailureLine` on standard error and exits 1. */
export function exitOnStartupFailure(error: unknown, prefix = ''): never {
  process.stderr.write(`${startupFailureLine(error, prefix)}\n`);
  process.exit(1);
}

/**
 * The one line a process prints when it cannot start: the variable at fault, or what to do about
 * an unreachable or missing database. Only a fault nobody foresaw gets its stack trace.
 */
export function describeStartupError(error: unknown): string {
  if (error instanceof EnvError) return error.message;
  const e = error as
    | {
        code?: string;
        errno?: number;
        message?: string;
        address?: string;
        port?: number;
        sqlMessage?: string;
        path?: string;
        syscall?: string;
      }
    | undefined;
  if (e?.code === 'ER_BAD_DB_ERROR') {
    const name = /Unknown database '([^']+)'/.exec(e.sqlMessage ?? e.message ?? '')?.[1] ?? 'named in DATABASE_URL';
    return `Database "${name}" does not exist: create it (CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci) or fix DATABASE_URL`;
  }
  if (e?.code === 'ER_ACCESS_DENIED_ERROR' || e?.code === 'ER_DBACCESS_DENIED_ERROR') {
    return `The database refused the user of DATABASE_URL: ${e.sqlMessage ?? e.message}`;
  }
  if (e?.code === 'ECONNREFUSED' || e?.code === 'ENOTFOUND' || e?.code === 'ETIMEDOUT') {
    return `Cannot reach the database server of DATABASE_URL (${e.code}${e.address ? ` ${e.address}:${e.port}` : ''}): is it running?`;
  }
  // A file or folder the process needs cannot be made or opened (SQLITE_PATH under a file, a read-only disk…).
  if (e?.path && e.syscall && ['ENOTDIR', 'EACCES', 'EPERM', 'EROFS', 'ENOENT'].includes(e.code ?? '')) {
    return `Cannot ${e.syscall} ${e.path} (${e.code}): check the path and its permissions (SQLITE_PATH for the embedded database)`;
  }
  return `${(error as Error)?.stack ?? error}`;
}
