import { DataSource, DataSourceOptions } from 'typeorm';

import { Env, readUrls } from '../config/env';
import { ENTITIES, MIGRATIONS } from './schema';
import { createOwnerOnly, prepareSqliteFile } from './sqlite-path';

export type DatabaseKind = 'mysql' | 'sqlite';

export const databaseKind = (env: Pick<Env, 'DATABASE_URL'>): DatabaseKind => (env.DATABASE_URL ? 'mysql' : 'sqlite');

/**
 * Options of the one data source, for both drivers: `DATABASE_URL=mysql://…` selects
 * MySQL/MariaDB through mysql2, otherwise the embedded SQLite file `SQLITE_PATH`.
 * The schema always comes from migrations, never from `synchronize`.
 */
export function buildDataSourceOptions(
  env: Pick<Env, 'DATABASE_URL' | 'SQLITE_PATH'> & Partial<Pick<Env, 'DATABASE_READ_URLS'>>,
  flavor: MysqlFlavor = 'mysql',
): DataSourceOptions {
  const common = {
    entities: ENTITIES,
    migrations: MIGRATIONS,
    migrationsTableName: 'migrations',
    synchronize: false,
    migrationsRun: false,
    // Failed queries surface as errors: the error filter logs the unexpected ones (500s).
    logging: false,
  };
  if (env.DATABASE_URL) {
    // `?socketPath=/run/mysqld/mysqld.sock`: a server on this host through its Unix socket
    // (cheaper per statement than loopback TCP); the URL's host and port are then ignored.
    const socketPath = new URL(env.DATABASE_URL).searchParams.get('socketPath') ?? undefined;
    const replicas = readUrls({ DATABASE_READ_URLS: env.DATABASE_READ_URLS });
    return {
      ...common,
      type: flavor,
      // With DATABASE_READ_URLS: TypeORM's replication, primary by default (see read-replicas.ts).
      ...(replicas.length > 0
        ? { replication: replicationOptions(env.DATABASE_URL, replicas) }
        : { url: env.DATABASE_URL.replace(/^mariadb:/, 'mysql:') }),
      charset: 'utf8mb4_unicode_ci',
      timezone: 'Z',
      // DATE columns as the 'YYYY-MM-DD' text stored: read as a UTC instant and formatted in the
      // process's zone, a date would come back a day early west of UTC.
      dateStrings: ['DATE'],
      supportBigNumbers: true,
      // `trace: false`: mysql2 would otherwise build an Error per statement to keep its call
      // site; a failed statement still surfaces as TypeORM's QueryFailedError with its own stack.
      // (With replicas, each URL's socketPath is its own: extra applies to every pool.)
      extra: { connectionLimit: 10, trace: false, ...(socketPath && replicas.length === 0 ? { socketPath } : {}) },
    };
  }
  const file = env.SQLITE_PATH === ':memory:' ? ':memory:' : prepareSqliteFile(env.SQLITE_PATH);
  if (file !== ':memory:') createOwnerOnly(file);
  return {
    ...common,
    type: 'better-sqlite3',
    database: file,
    enableWAL: true,
    prepareDatabase: (db: { pragma: (s: string) => unknown }) => {
      db.pragma('foreign_keys = ON');
      db.pragma('busy_timeout = 5000');
    },
  };
}

/** The TypeORM replication options of DATABASE_URL and DATABASE_READ_URLS. */
export function replicationOptions(primary: string, replicas: string[]) {
  const credentials = (url: string) => {
    const socketPath = new URL(url).searchParams.get('socketPath') ?? undefined;
    return { url: url.replace(/^mariadb:/, 'mysql:'), ...(socketPath ? { socketPath } : {}) };
  };
  return {
    master: credentials(primary),
    slaves: replicas.map(credentials),
    // Reads never go to a replica unless the request allows it (see read-replicas.ts).
    defaultMode: 'master' as const,
    // A replica that fails to connect is left out for 5 s, then tried again (mysql2's default
    // would remove it for good after 5 errors).
    canRetry: true,
    removeNodeErrorCount: 1,
    restoreNodeTimeout: 5000,
    selector: 'RR' as const,
  };
}

export type MysqlFlavor = 'mysql' | 'mariadb';

/**
 * Asks the server whether it is MariaDB or MySQL, so that TypeORM reads the schema with the
 * right dialect (MariaDB reports column defaults differently).
 */
export async function detectMysqlFlavor(url: string): Promise<MysqlFlavor> {
  if (url.startsWith('mariadb:')) return 'mariadb';
  const mysql = await import('mysql2/promise');
  const connection = await mysql.createConnection({ uri: url.replace(/^mariadb:/, 'mysql:'), connectTimeout: 10000 });
  try {
    const [rows] = await connection.query('SELECT VERSION() AS v');
    return /mariadb/i.test(String((rows as { v: string }[])[0]?.v)) ? 'mariadb' : 'mysql';
  } finally {
    await connection.end();
  }
}

/**
 * Options with the MySQL flavour detected (no probe on SQLite), and mysql2 handed to TypeORM as
 * imported here: TypeORM would otherwise load it with a require of its own, which the bundled
 * API (`npm run build`) cannot see, so that it would load mysql2 a second time from node_modules.
 */
export async function resolveDataSourceOptions(
  env: Pick<Env, 'DATABASE_URL' | 'SQLITE_PATH'> & Partial<Pick<Env, 'DATABASE_READ_URLS'>>,
): Promise<DataSourceOptions> {
  if (!env.DATABASE_URL) return buildDataSourceOptions(env);
  const [flavor, mysql2] = await Promise.all([detectMysqlFlavor(env.DATABASE_URL), import('mysql2')]);
  return { ...buildDataSourceOptions(env, flavor), driver: mysql2.default } as DataSourceOptions;
}

export const createDataSource = async (env: Pick<Env, 'DATABASE_URL' | 'SQLITE_PATH'>) =>
  new DataSource(await resolveDataSourceOptions(env));
