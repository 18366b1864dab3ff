import { isEmbeddedDatabase, loadEnv } from '../config/env';
import { prepareSqliteFile } from '../database/sqlite-path';
import { exitOnStartupFailure } from './startup-error';

/**
 * What a process checks before the rest of it is loaded (a second or more, several on a busy
 * machine): the environment and, on the embedded database, the SQLITE_PATH file. A
 * configuration that cannot work stops the process there, exit code 1, with its one line
 * (`exitOnStartupFailure`), the same in the API, the worker and the CLI. Run by `checked-start`,
 * which the entry points import first; the data source checks SQLITE_PATH again when it opens
 * the database, for every other way in (tests, bench, the TypeORM CLI).
 */
export function preflight(): void {
  try {
    const env = loadEnv();
    if (isEmbeddedDatabase(env) && env.SQLITE_PATH !== ':memory:') prepareSqliteFile(env.SQLITE_PATH);
  } catch (error) {
    exitOnStartupFailure(error);
  }
}
