import { DataSource, Logger as TypeOrmLogger } from 'typeorm';

/** A statement as TypeORM ran it, with the query runner (the connection) that ran it. */
export interface CapturedStatement {
  sql: string;
  runner: unknown;
}

/**
 * The SQL `ds` runs while `work` runs (to count statements, e.g. one multi-row INSERT); with
 * `statements`, the same with the query runner of each (to see which transaction ran it).
 */
export async function capturingQueries<T>(
  ds: DataSource,
  work: () => Promise<T>,
): Promise<{ result: T; queries: string[]; statements: CapturedStatement[] }> {
  const original = ds.logger;
  const statements: CapturedStatement[] = [];
  const capture: TypeOrmLogger = {
    logQuery: (query, _parameters, runner) => void statements.push({ sql: query.trim(), runner }),
    logQueryError: () => undefined,
    logQuerySlow: () => undefined,
    logSchemaBuild: () => undefined,
    logMigration: () => undefined,
    log: () => undefined,
  };
  (ds as { logger: TypeOrmLogger }).logger = capture;
  try {
    const result = await work();
    return { result, queries: statements.map((s) => s.sql), statements };
  } finally {
    (ds as { logger: TypeOrmLogger }).logger = original;
  }
}

/** The INSERT statements into `table` among `queries`. */
export const insertsInto = (queries: string[], table: string): string[] =>
  queries.filter((q) => new RegExp(`^INSERT INTO [\`"]?${table}[\`"]?`, 'i').test(q.trim()));

const TRANSACTION_CONTROL = /^(BEGIN|START TRANSACTION|COMMIT|ROLLBACK)\b/i;

/**
 * For each statement matching `pattern`: the transaction control statements around it on its
 * own connection, the last one before (`BEGIN`/`START TRANSACTION` when it ran in a
 * transaction) and the first one after (`COMMIT` when that transaction committed). A write made
 * outside any transaction has no `BEGIN` before it, or a `COMMIT` of an earlier one.
 */
export function transactionsAround(statements: CapturedStatement[], pattern: RegExp): { statement: string; opened?: string; closed?: string }[] {
  return statements.flatMap((s, i) => {
    if (!pattern.test(s.sql)) return [];
    const own = (c: CapturedStatement) => c.runner === s.runner && TRANSACTION_CONTROL.test(c.sql);
    const opened = statements.slice(0, i).filter(own).at(-1)?.sql;
    const closed = statements.slice(i + 1).find(own)?.sql;
    return [{ statement: s.sql, opened, closed }];
  });
}

/**
 * The statements among `queries` that read or write the account's data for the request itself:
 * without the caller's authentication (accounts, API tokens) and the webhook machinery that may
 * run beside it (the in-process sweeper and deliveries). What a list page costs is their number.
 */
export const requestStatements = (queries: string[]): string[] =>
  queries.filter((q) => !/\b(api_tokens|accounts|webhooks|webhook_deliveries|webhook_attempts|notifications)\b/i.test(q) && !TRANSACTION_CONTROL.test(q));
