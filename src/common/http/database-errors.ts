import { QueryFailedError } from 'typeorm';

import { AppError, type ErrorKind, type FieldError } from '../errors';

/** What a refused write answers: the error kind, the message and the field errors. */
export interface DatabaseRefusal {
  kind: ErrorKind;
  message: string;
  errors: FieldError[];
}

const UNIQUE_VIOLATIONS = new Set(['ER_DUP_ENTRY', 'SQLITE_CONSTRAINT_UNIQUE', 'SQLITE_CONSTRAINT_PRIMARYKEY']);

/** A write refused by a unique key (MySQL/MariaDB or SQLite), for the callers that name the duplicate themselves. */
export const isUniqueViolation = (error: unknown): boolean => {
  const code = (error as { driverError?: { code?: unknown }; code?: unknown })?.driverError?.code ?? (error as { code?: unknown })?.code;
  return typeof code === 'string' && UNIQUE_VIOLATIONS.has(code);
};
/** MySQL/MariaDB 1451 (and 1217 without details): a delete of a row that others still reference. */
const REFERENCED = new Set(['ER_ROW_IS_REFERENCED_2', 'ER_ROW_IS_REFERENCED']);
/** MySQL/MariaDB 1452 (and 1216 without details): a write that names a row that does not exist. */
const NO_PARENT = new Set(['ER_NO_REFERENCED_ROW_2', 'ER_NO_REFERENCED_ROW']);
/**
 * SQLite: SQLITE_CONSTRAINT_FOREIGNKEY (or SQLITE_CONSTRAINT_TRIGGER when a key declared
 * ON DELETE RESTRICT refuses a delete), both "FOREIGN KEY constraint failed". It does not say which key
 * failed: the statement tells the side (a DELETE is the parent side).
 */
const isSqliteForeignKey = (code: string, message = '') =>
  code === 'SQLITE_CONSTRAINT_FOREIGNKEY' || (code === 'SQLITE_CONSTRAINT_TRIGGER' && /FOREIGN KEY constraint failed/i.test(message));

/** The noun of a referenced table, as the services' own messages name it. */
const NOUNS: Record<string, string> = {
  clients: 'client',
  events: 'event',
  orders: 'order',
  budgets: 'budget',
  budget_proposals: 'budget proposal',
  financial_entries: 'financial entry',
  how_met: 'how-met source',
  event_types: 'event type',
  event_locations: 'event location',
  sellers: 'seller',
  cards: 'card',
  cost_centers: 'cost centre',
  financial_categories: 'financial category',
};
const nounOf = (table: string | undefined) => (table && NOUNS[table]) ?? 'row';

/**
 * `(`db`.`orders`, CONSTRAINT `FK_orders_id_evento` FOREIGN KEY (`account_id`, `id_evento`)
 * REFERENCES `events` (`account_id`, `id`))`: the child table, its column and the parent table.
 */
function parseMysqlForeignKey(message: string): { child?: string; column?: string; parent?: string } {
  const match = /`([^`]+)`,\s*CONSTRAINT\s+`[^`]+`\s+FOREIGN KEY\s*\(([^)]*)\)\s*REFERENCES\s+`([^`]+)`/i.exec(message);
  if (!match) return {};
  const columns = match[2].split(',').map((c) => c.trim().replace(/`/g, ''));
  return { child: match[1], column: columns.find((c) => c !== 'account_id'), parent: match[3] };
}

/** The table a DELETE statement removes rows from (`DELETE FROM "events" WHERE …`). */
const deletedTable = (query: string) => /^\s*DELETE\s+FROM\s+[`"]?(\w+)[`"]?/i.exec(query)?.[1];

/** 409: the row is still referenced; the references were counted before the delete, so a row came in since. */
function referenced(parent: string | undefined, child?: string, column?: string): DatabaseRefusal {
  const noun = nounOf(parent);
  const by = child ? `rows of ${child}${column ? ` (${column})` : ''}` : 'other rows';
  return {
    kind: 'conflict',
    message: `The ${noun} cannot be deleted: ${by} still reference it`,
    errors: [{ code: 'referenced', message: `${by} reference this ${noun}` }],
  };
}

/** 422: a row the request names was deleted meanwhile (the same answer as the services' check). */
function vanished(parent: string | undefined, column?: string): DatabaseRefusal {
  const noun = nounOf(parent);
  const message = column ? `the ${noun} named by ${column} does not exist` : 'a row the request names does not exist';
  return {
    kind: 'unprocessable',
    message: 'The request names resources that do not exist or do not fit',
    errors: [column ? { field: column, code: 'not_found', message } : { code: 'not_found', message }],
  };
}

/**
 * Maps the constraint violations of both drivers to the error contract: a duplicate unique value
 * is 409 `duplicate`; a foreign key refusing a delete is 409 `referenced`; a foreign key refusing
 * an insert or update (its parent is gone) is 422 `not_found`. The services check first and
 * answer precisely; these are the backstop when a concurrent request changed the rows between
 * the check and the write. Anything else: undefined (a 500).
 */
export function databaseRefusal(error: unknown): DatabaseRefusal | undefined {
  if (!(error instanceof QueryFailedError)) return undefined;
  const driverError = error.driverError as { code?: string; message?: string } | undefined;
  const code = driverError?.code;
  if (!code) return undefined;
  if (UNIQUE_VIOLATIONS.has(code)) {
    const message = 'A record with the same unique value already exists';
    return { kind: 'conflict', message, errors: [{ code: 'duplicate', message }] };
  }
  if (REFERENCED.has(code)) {
    const { child, column, parent } = parseMysqlForeignKey(driverError?.message ?? '');
    return referenced(parent ?? deletedTable(error.query ?? ''), child, column);
  }
  if (NO_PARENT.has(code)) {
    const { column, parent } = parseMysqlForeignKey(driverError?.message ?? '');
    return vanished(parent, column);
  }
  if (isSqliteForeignKey(code, driverError?.message)) {
    const table = deletedTable(error.query ?? '');
    return table ? referenced(table) : vanished(undefined);
  }
  return undefined;
}

// ------------------------------------------------------------------ contention

/**
 * Why the database refused a statement for contention (the work may succeed when run again):
 * `deadlock` (MySQL/MariaDB 1213), `lock_wait` (1205, SQLite's SQLITE_BUSY: another writer held
 * the lock too long), `certification` (a Galera cluster's certification conflict: 1213 raised at
 * COMMIT or naming WSREP, when a write of another node won the same rows).
 */
export type ContentionCause = 'deadlock' | 'lock_wait' | 'certification';

/** 1213, 1205 and SQLite's busy codes; the text of Galera's certification failures. */
const DEADLOCK = new Set(['ER_LOCK_DEADLOCK', 1213]);
const LOCK_WAIT = new Set(['ER_LOCK_WAIT_TIMEOUT', 1205]);
const SQLITE_BUSY = /^SQLITE_BUSY(_\w+)?$/;
const WSREP = /wsrep|certification/i;

/**
 * The contention cause of an error thrown by a statement or a COMMIT (a TypeORM
 * `QueryFailedError` or a bare driver error), or undefined when it is not contention (a
 * constraint violation, a lost connection, a bug). Metrics count retries by this cause.
 */
export function contentionCause(error: unknown): ContentionCause | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const driverError = ((error as { driverError?: unknown }).driverError ?? error) as { code?: unknown; errno?: unknown; message?: unknown };
  const code = driverError.code;
  const message = typeof driverError.message === 'string' ? driverError.message : '';
  if (DEADLOCK.has(code as string) || DEADLOCK.has(driverError.errno as number)) {
    const query = (error as { query?: unknown }).query;
    const atCommit = typeof query === 'string' && /^\s*COMMIT\b/i.test(query);
    return atCommit || WSREP.test(message) ? 'certification' : 'deadlock';
  }
  if (LOCK_WAIT.has(code as string) || LOCK_WAIT.has(driverError.errno as number)) return 'lock_wait';
  if (typeof code === 'string' && SQLITE_BUSY.test(code)) return 'lock_wait';
  return undefined;
}

/** Seconds a client is told to wait after a 503 `busy`. */
export const BUSY_RETRY_AFTER_SECONDS = 1;

/** 503 `busy`: the database stayed contended after the retries; nothing was written. */
export function busyError(cause: ContentionCause, retryAfterSeconds = BUSY_RETRY_AFTER_SECONDS): AppError {
  const message = 'The database is busy: nothing was written; retry the request';
  return new AppError(
    'service_unavailable',
    message,
    [{ code: 'busy', message: `the database stayed contended (${cause.replace('_', ' ')}); retry after ${retryAfterSeconds} s` }],
    {
      'retry-after': String(retryAfterSeconds),
    },
  );
}
