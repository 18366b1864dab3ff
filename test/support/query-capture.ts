import { DataSource, Logger as TypeOrmLogger } from 'typeorm';

/** The SQL `ds` runs while `work` runs (to count statements, e.g. one multi-row INSERT). */
export async function capturingQueries<T>(ds: DataSource, work: () => Promise<T>): Promise<{ result: T; queries: string[] }> {
  const original = ds.logger;
  const queries: string[] = [];
  const capture: TypeOrmLogger = {
    logQuery: (query) => void queries.push(query),
    logQueryError: () => undefined,
    logQuerySlow: () => undefined,
    logSchemaBuild: () => undefined,
    logMigration: () => undefined,
    log: () => undefined,
  };
  (ds as { logger: TypeOrmLogger }).logger = capture;
  try {
    return { result: await work(), queries };
  } finally {
    (ds as { logger: TypeOrmLogger }).logger = original;
  }
}

/** The INSERT statements into `table` among `queries`. */
export const insertsInto = (queries: string[], table: string): string[] =>
  queries.filter((q) => new RegExp(`^INSERT INTO [\`"]?${table}[\`"]?`, 'i').test(q.trim()));
