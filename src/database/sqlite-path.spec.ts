import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { EnvError } from '../config/env';
import { createOwnerOnly, prepareSqliteFile } from './sqlite-path';

/** The message `prepareSqliteFile` throws for `path`. */
const refusal = (path: string): string => {
  try {
    prepareSqliteFile(path);
  } catch (error) {
    expect(error).toBeInstanceOf(EnvError);
    return (error as Error).message;
  }
  throw new Error(`${path} was accepted`);
};

describe('prepareSqliteFile (SQLITE_PATH, checked before the database is opened)', () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'eos-sqlite-path-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('makes the missing folders, leaves nothing behind, and answers the absolute path', () => {
    const file = join(dir, 'a', 'b', 'app.sqlite');
    expect(prepareSqliteFile(file)).toBe(file);
    expect(existsSync(join(dir, 'a', 'b'))).toBe(true);
    expect(readdirSync(join(dir, 'a', 'b'))).toEqual([]);
  });

  it('takes an existing database file it can write', () => {
    writeFileSync(join(dir, 'app.sqlite'), '');
    expect(prepareSqliteFile(join(dir, 'app.sqlite'))).toBe(join(dir, 'app.sqlite'));
  });

  it('refuses a file that is no SQLite database at once (before, TypeORM retried it for 30 s), and takes a real one', () => {
    const other = join(dir, 'notes.txt');
    writeFileSync(other, 'not a database');
    expect(refusal(other)).toBe(`SQLITE_PATH must be a SQLite database file, or a new one (got "${other}"): ${other} holds something else`);
    const short = join(dir, 'short.sqlite');
    writeFileSync(short, 'SQLite');
    expect(refusal(short)).toBe(`SQLITE_PATH must be a SQLite database file, or a new one (got "${short}"): ${short} is cut short`);
    const real = join(dir, 'real.sqlite');
    const db = new Database(real);
    db.exec('CREATE TABLE t (x INTEGER)');
    db.close();
    expect(prepareSqliteFile(real)).toBe(real);
  });

  it('names a file standing where a folder must be (ENOTDIR), however deep below it the path goes', () => {
    writeFileSync(join(dir, 'file'), '');
    for (const path of [join(dir, 'file', 'app.sqlite'), join(dir, 'file', 'data', 'x', 'app.sqlite')]) {
      expect(refusal(path)).toBe(
        `SQLITE_PATH must be a file this process can write (got ${JSON.stringify(path)}): ${join(dir, 'file')} is a file, not a folder (ENOTDIR)`,
      );
    }
  });

  it('names a folder given for the file (EISDIR)', () => {
    mkdirSync(join(dir, 'data'));
    expect(refusal(join(dir, 'data'))).toBe(
      `SQLITE_PATH must be a file this process can write (got ${JSON.stringify(join(dir, 'data'))}): ${join(dir, 'data')} is a folder (EISDIR)`,
    );
  });

  // Root writes nearly everywhere (the tests run as root in CI); /sys and /proc refuse even root.
  it('names a folder where no file can be made, and one that cannot be created, with the reason the system gave', () => {
    expect(refusal('/sys/app.sqlite')).toMatch(
      /^SQLITE_PATH must be a file this process can write \(got "\/sys\/app\.sqlite"\): the folder \/sys is not writable \((EACCES|EROFS|EPERM)\)$/,
    );
    expect(refusal('/proc/eos/app.sqlite')).toMatch(
      /^SQLITE_PATH must be a file this process can write \(got "\/proc\/eos\/app\.sqlite"\): the folder \/proc\/eos cannot be created \((ENOENT|EACCES|EROFS|EPERM)\)$/,
    );
  });

  it('shows a relative path as given, and the folder at fault in full', () => {
    const cwd = process.cwd();
    try {
      writeFileSync(join(dir, 'file'), '');
      process.chdir(dir);
      expect(refusal('file/app.sqlite')).toBe(
        `SQLITE_PATH must be a file this process can write (got "file/app.sqlite"): ${join(dir, 'file')} is a file, not a folder (ENOTDIR)`,
      );
    } finally {
      process.chdir(cwd);
    }
  });
});

/** better-sqlite3, as TypeORM opens SQLITE_PATH (the package ships no types). */
const Database = createRequire(join(process.cwd(), 'package.json'))('better-sqlite3') as new (file: string) => {
  pragma(source: string): unknown;
  exec(sql: string): void;
  prepare(sql: string): { run(...values: unknown[]): unknown };
  close(): void;
};

describe('createOwnerOnly (the database holds gateway keys and webhook secrets)', () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'eos-sqlite-mode-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));
  const mode = (path: string) => statSync(path).mode & 0o777;

  it('makes the file 0600 before SQLite opens it, and SQLite gives its -wal and -shm files the same mode', () => {
    const file = join(dir, 'app.sqlite');
    createOwnerOnly(file);
    expect(mode(file)).toBe(0o600);
    const db = new Database(file);
    try {
      db.pragma('journal_mode = WAL');
      db.exec('CREATE TABLE t (x TEXT)');
      db.prepare('INSERT INTO t VALUES (?)').run('$aact_segredo');
      for (const suffix of ['', '-wal', '-shm']) expect({ suffix, mode: mode(file + suffix) }).toEqual({ suffix, mode: 0o600 });
    } finally {
      db.close();
    }
  });

  it('narrows a database an earlier version left readable by others (and its -wal and -shm) to its owner', () => {
    const file = join(dir, 'app.sqlite');
    for (const suffix of ['', '-wal', '-shm']) {
      writeFileSync(file + suffix, '');
      chmodSync(file + suffix, 0o644);
    }
    createOwnerOnly(file);
    for (const suffix of ['', '-wal', '-shm']) expect({ suffix, mode: mode(file + suffix) }).toEqual({ suffix, mode: 0o600 });
  });

  it('leaves a file already owner-only as it is', () => {
    const file = join(dir, 'app.sqlite');
    writeFileSync(file, '');
    chmodSync(file, 0o400);
    createOwnerOnly(file);
    expect(mode(file)).toBe(0o400);
  });
});
