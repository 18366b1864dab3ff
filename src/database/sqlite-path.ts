import { chmodSync, closeSync, mkdirSync, openSync, readSync, Stats, statSync, unlinkSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';

import { EnvError } from '../config/env';
import { envMessage } from '../config/env-kinds';

/** Read and written by its owner alone: the database and its copies hold gateway keys and webhook secrets. */
export const SECRET_FILE_MODE = 0o600;

const codeOf = (error: unknown) => (error as NodeJS.ErrnoException)?.code ?? 'unknown error';

/** What is at `path`: null when nothing is, or when a folder on the way is a file (the walk up finds it). */
function statOf(path: string): Stats | null {
  try {
    return statSync(path);
  } catch (error) {
    if (codeOf(error) === 'ENOENT' || codeOf(error) === 'ENOTDIR') return null;
    throw error;
  }
}

/**
 * Makes the SQLite file of SQLITE_PATH ready to be opened for writing, before TypeORM opens it:
 * its folder exists (made, with any folder missing above it) and takes new files (SQLite writes
 * its `-wal` and `-shm` files beside the database), and the file, when it exists, is a file this
 * process can write. Otherwise an `EnvError` naming SQLITE_PATH and what stands in the way:
 * TypeORM would retry the connection for 30 s, a stack trace each time, without naming it.
 * Returns the file's absolute path.
 */
export function prepareSqliteFile(path: string): string {
  const file = resolve(path);
  const folder = dirname(file);
  const refuse = (why: string, error?: unknown) =>
    new EnvError(envMessage('SQLITE_PATH', 'a file this process can write', path, error ? `${why} (${codeOf(error)})` : why));

  // The folders missing above the file, made one at a time: a recursive mkdir spins forever on
  // some paths (under /proc) instead of failing.
  const missing: string[] = [];
  let existing = folder;
  for (;;) {
    let stat: Stats | null;
    try {
      stat = statOf(existing);
    } catch (error) {
      throw refuse(`${existing} cannot be read`, error);
    }
    if (stat?.isDirectory()) break;
    if (stat) throw refuse(`${existing} is a file, not a folder (ENOTDIR)`);
    missing.unshift(existing);
    existing = dirname(existing);
  }
  for (const dir of missing) {
    try {
      mkdirSync(dir);
    } catch (error) {
      if (codeOf(error) !== 'EEXIST') throw refuse(`the folder ${dir} cannot be created`, error);
    }
  }

  const stat = statOf(file);
  if (stat?.isDirectory()) throw refuse(`${file} is a folder (EISDIR)`);
  // A file made and removed, rather than access(2): that answers yes to root where nothing can be
  // written (/proc, /sys).
  const probe = join(folder, `.${basename(file)}.${process.pid}.write-check`);
  try {
    closeSync(openSync(probe, 'wx'));
    unlinkSync(probe);
  } catch (error) {
    throw refuse(`the folder ${folder} is not writable`, error);
  }

  if (stat) {
    let header: Buffer;
    try {
      const fd = openSync(file, 'r+');
      try {
        header = Buffer.alloc(SQLITE_HEADER.length);
        header = header.subarray(0, readSync(fd, header, 0, header.length, 0));
      } finally {
        closeSync(fd);
      }
    } catch (error) {
      throw refuse(`the file ${file} is not writable`, error);
    }
    // An empty file becomes a database; anything else must already be one.
    if (header.length > 0 && !header.equals(SQLITE_HEADER.subarray(0, header.length)))
      throw new EnvError(envMessage('SQLITE_PATH', 'a SQLite database file, or a new one', path, `${file} holds something else`));
    if (header.length > 0 && header.length < SQLITE_HEADER.length)
      throw new EnvError(envMessage('SQLITE_PATH', 'a SQLite database file, or a new one', path, `${file} is cut short`));
  }
  return file;
}

/** The first 16 bytes of every SQLite database file. */
const SQLITE_HEADER = Buffer.from('SQLite format 3\0', 'latin1');

/**
 * The SQLite file of SQLITE_PATH, readable by its owner alone, before SQLite opens it: made empty
 * with mode 0600 when it does not exist (SQLite would make it 0644, and gives its `-wal` and `-shm`
 * files the database file's mode), and, when an earlier version left it (or its `-wal` and `-shm`)
 * readable by others, narrowed to its owner. A file of another owner is left as it is.
 */
export function createOwnerOnly(file: string): void {
  try {
    closeSync(openSync(file, 'wx', SECRET_FILE_MODE));
  } catch (error) {
    if (codeOf(error) !== 'EEXIST') throw error;
  }
  for (const suffix of ['', '-wal', '-shm']) {
    const stat = statOf(file + suffix);
    if (!stat || (stat.mode & 0o077) === 0) continue;
    try {
      chmodSync(file + suffix, stat.mode & 0o700);
    } catch (error) {
      if (codeOf(error) !== 'EPERM') throw error;
    }
  }
}
