import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { EnvError } from '../config/env';
import { prepareSqliteFile } from './sqlite-path';

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
