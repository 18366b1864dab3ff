import { accessSync, closeSync, constants, existsSync, mkdirSync, openSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

import { DataSource } from 'typeorm';

import { isMysqlFamily } from '../../database/engine';
import { SECRET_FILE_MODE } from '../../database/sqlite-path';
import { CliCommand, CommandError, UsageError } from '../command';
import { Progress } from '../progress';

/** What the backup uses of better-sqlite3's connection (the one TypeORM opened on SQLITE_PATH). */
interface SqliteConnection {
  readonly name: string;
  backup(
    destination: string,
    options: { progress: (info: { totalPages: number; remainingPages: number }) => number },
  ): Promise<{ totalPages: number; remainingPages: number }>;
  pragma(source: string, options?: { simple?: boolean }): unknown;
  close(): void;
}

/**
 * Makes the folder of the backup file (`backups/` of the documented command does not exist in a
 * fresh clone; made for its owner alone, as the copies in it are) and checks that it can be
 * written, so that a path that cannot be used is one line naming it, not better-sqlite3's error
 * from deep inside the copy.
 */
function prepareFolder(destination: string, asGiven: string): void {
  const folder = dirname(destination);
  try {
    mkdirSync(folder, { recursive: true, mode: 0o700 });
    accessSync(folder, constants.W_OK);
  } catch (error) {
    const { code } = error as NodeJS.ErrnoException;
    throw new CommandError(`cannot write ${asGiven}: its folder ${folder} cannot be made or written (${code ?? String(error)})`);
  }
}

/** Pages copied per step of the backup while the database does not change (16 MiB of 4 KiB pages). */
const STEP_PAGES = 4096;

/**
 * Copies the SQLite database with SQLite's online backup API, page by page, while the API keeps
 * reading and writing it. A write by another process between two steps makes SQLite start the
 * copy again; after the first such restart the rest is copied in one step, which holds a read
 * transaction (in WAL mode writers go on meanwhile), so the copy always ends, consistent as of
 * that moment. The copy is written beside the destination and renamed once checked.
 */
async function backupSqlite(
  db: SqliteConnection,
  destination: string,
  stepPages: number,
  progress: Progress,
): Promise<{ pages: number; restarts: number }> {
  const partial = `${destination}.partial`;
  rmSync(partial, { force: true });
  // The copy holds the gateway keys and webhook secrets: made 0600 before SQLite writes a page of
  // it (SQLite would make it 0644; the -wal and -shm of the check below take its mode), and renamed as it is.
  closeSync(openSync(partial, 'wx', SECRET_FILE_MODE));
  let restarts = 0;
  let lastRemaining = Infinity;
  let allAtOnce = false;
  let steps = 0;
  try {
    const result = await db.backup(partial, {
      progress: ({ totalPages, remainingPages }) => {
        steps++;
        // A restart shows as more pages left than after the previous step; one that went unseen
        // shows as more steps than the database needs.
        const restarted = remainingPages > lastRemaining || steps > Math.ceil(totalPages / stepPages) + 2;
        if (restarted && !allAtOnce) {
          restarts++;
          allAtOnce = true;
          progress.note('the database changed during the copy; copying the rest in one step');
        }
        lastRemaining = remainingPages;
        progress.update(totalPages - remainingPages, totalPages);
        return allAtOnce ? Math.max(totalPages, 1) : stepPages;
      },
    });
    const copy = new (db.constructor as new (file: string, options: { fileMustExist: boolean }) => SqliteConnection)(partial, {
      fileMustExist: true,
    });
    try {
      const check = copy.pragma('quick_check', { simple: true });
      if (check !== 'ok') throw new Error(`the copy failed its integrity check: ${String(check)}`);
      // One file, no -wal beside it: the copy is complete in itself.
      copy.pragma('wal_checkpoint(TRUNCATE)');
    } finally {
      copy.close();
    }
    for (const suffix of ['-wal', '-shm']) rmSync(partial + suffix, { force: true });
    renameSync(partial, destination);
    progress.finish(result.totalPages);
    return { pages: result.totalPages, restarts };
  } catch (error) {
    for (const suffix of ['', '-wal', '-shm']) rmSync(partial + suffix, { force: true });
    throw error;
  }
}

/** Operator commands of the installation itself: the schema and backups. */
export const OPERATIONS_COMMANDS: CliCommand[] = [
  {
    name: 'migrate',
    usage: '',
    description:
      'Applies the pending migrations and exits (what the API does at start unless RUN_MIGRATIONS=false); run it once before starting the API processes and workers of a new version.',
    skipMigrations: true,
    async run(app, _args, out) {
      const applied = await app.get(DataSource).runMigrations({ transaction: 'each' });
      if (applied.length === 0) out('the schema is up to date: no pending migration');
      for (const m of applied) out(`applied ${m.name}`);
    },
  },
  {
    name: 'migrate:revert',
    usage: '',
    description:
      "Reverts the last applied migration (its down step) and exits; run it once per migration of a version being rolled back, with that version's code, before starting the previous version.",
    skipMigrations: true,
    async run(app, _args, out) {
      const ds = app.get(DataSource);
      const before: { name: string }[] = await ds.query('SELECT name FROM migrations ORDER BY id DESC');
      if (before.length === 0) throw new UsageError('no migration to revert');
      await ds.undoLastMigration({ transaction: 'each' });
      out(`reverted ${before[0].name}`);
    },
  },
  {
    name: 'backup',
    usage: '<file> [--step-pages=N]',
    description:
      "Copies the embedded SQLite database (SQLITE_PATH) into <file> with SQLite's online backup API, while the API keeps running; progress on standard error. On MySQL/MariaDB use mariadb-dump (docs/operations.md).",
    skipMigrations: true,
    async run(app, args, out, io) {
      const positional = args.filter((a) => !a.startsWith('--'));
      const step = args.find((a) => a.startsWith('--step-pages='));
      const stepPages = step ? Number(step.slice('--step-pages='.length)) : STEP_PAGES;
      if (!Number.isInteger(stepPages) || stepPages < 1) throw new UsageError('--step-pages must be a positive integer');
      const unknown = args.find((a) => a.startsWith('--') && !a.startsWith('--step-pages='));
      if (unknown) throw new UsageError(`unknown option ${unknown}`);
      if (positional.length !== 1) throw new UsageError('the backup file is required');
      const ds = app.get(DataSource);
      if (isMysqlFamily(ds.options.type)) {
        throw new UsageError(
          'backup copies the embedded SQLite database; on MySQL/MariaDB back up with mariadb-dump --single-transaction (docs/operations.md, Backups)',
        );
      }
      const destination = resolve(positional[0]);
      if (existsSync(destination))
        throw new UsageError(`${positional[0]} already exists: choose another file (a backup never overwrites one)`);
      const db = (ds.driver as unknown as { databaseConnection: SqliteConnection }).databaseConnection;
      if (resolve(db.name) === destination) throw new UsageError('the backup file cannot be the database itself');
      prepareFolder(destination, positional[0]);
      const { pages, restarts } = await backupSqlite(
        db,
        destination,
        stepPages,
        new Progress('backup', 'pages', null, io && ((line) => io.stderr(`${line}\n`))),
      ).catch((error: unknown) => {
        // SQLite's own refusals (a full disk, a file it cannot create) are the operator's to fix: one line.
        const code = (error as { code?: unknown }).code;
        if (typeof code === 'string' && code.startsWith('SQLITE_'))
          throw new CommandError(`cannot write ${positional[0]}: ${(error as Error).message} (${code})`);
        throw error;
      });
      const mib = (statSync(destination).size / 1024 / 1024).toFixed(1);
      out(
        `backup of ${db.name} written to ${destination}: ${pages} pages (${mib} MiB)${restarts ? ', copied again after the database changed during the copy' : ''}`,
      );
    },
  },
];
