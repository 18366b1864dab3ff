import { DataSource, EntityMetadata, EntitySubscriberInterface, EntityTarget, Logger as TypeOrmLogger, QueryRunner } from 'typeorm';

import { TestApp } from './harness';

/**
 * Probes of the database under test: the statements a piece of work runs, and the rows it left.
 * Suites assert effects and statement counts with these, never SQL text (STYLE.md).
 */

/** Counts rows of a table for an account (atomicity checks). */
export async function countRows(t: TestApp, table: string, accountId: number): Promise<number> {
  const ds = t.app.get(DataSource);
  const rows = await ds.query(`SELECT COUNT(*) AS n FROM ${table} WHERE account_id = ?`, [accountId]);
  return Number(rows[0].n);
}

/** Notifications recorded for an account, oldest first. */
export async function notificationsOf(t: TestApp, accountId: number): Promise<{ event: string; payload: any[] }[]> {
  const ds = t.app.get(DataSource);
  const rows = await ds.query(`SELECT event, payload FROM notifications WHERE account_id = ? ORDER BY id`, [accountId]);
  return rows.map((r: { event: string; payload: unknown }) => ({
    event: r.event,
    payload: typeof r.payload === 'string' ? JSON.parse(r.payload) : r.payload,
  }));
}

/** Entries rows straight from the database (to check that nothing changed). */
export async function entryRows(t: TestApp, accountId: number) {
  const ds = t.app.get(DataSource);
  return ds.query(`SELECT * FROM financial_entries WHERE account_id = ? ORDER BY id`, [accountId]);
}

/**
 * The account's kept sums (the overview's totals per type, paid state, payment form and due date;
 * the income statement's per competence month, type, category and paid state) against the same
 * sums taken over its entries: equal per key (rows that count nothing aside), as they must be
 * after any sequence of writes that committed.
 */
export async function expectTotalsKept(t: TestApp, accountId: number) {
  const ds = t.app.get(DataSource);
  const norm = (rows: Record<string, unknown>[]) =>
    rows
      .map((r) => ({
        key: String(r.k),
        n: Number(r.n),
        valor: Math.round(Number(r.valor)),
        pago: Math.round(Number(r.pago_valor)),
      }))
      .filter((r) => r.n !== 0 || r.valor !== 0 || r.pago !== 0)
      .sort((a, b) => (a.key < b.key ? -1 : 1));
  const tables = [
    {
      table: 'financial_entry_totals',
      kept: ['tipo', 'pago', 'forma_pagamento', 'data_vencimento'],
      summed: ['tipo', 'pago', 'forma_pagamento', 'data_vencimento'],
    },
    {
      table: 'financial_month_totals',
      kept: ['competencia', 'tipo', 'id_categoria', 'pago'],
      summed: ['SUBSTR(datacompetencia, 1, 7)', 'tipo', 'COALESCE(id_categoria, 0)', 'pago'],
    },
    {
      table: 'financial_event_receipts',
      kept: ['mes_pagamento', 'idevento'],
      summed: ['SUBSTR(datapagamento, 1, 7)', 'idevento'],
      where: "tipo = 'receita' AND pago = 1 AND idevento IS NOT NULL AND datapagamento IS NOT NULL",
    },
  ];
  const keyed = (rows: Record<string, unknown>[], n: number) =>
    rows.map((r) => ({ ...r, k: Array.from({ length: n }, (_, i) => String(r[`k${i}`]).slice(0, 10)).join('|') }));
  for (const { table, kept, summed, where } of tables as { table: string; kept: string[]; summed: string[]; where?: string }[]) {
    const keptRows = await ds.query(
      `SELECT ${kept.map((c, i) => `${c} AS k${i}`).join(', ')}, quantidade AS n, valor_centavos AS valor, pago_centavos AS pago_valor FROM ${table} WHERE account_id = ?`,
      [accountId],
    );
    const summedRows = await ds.query(
      `SELECT ${summed.map((c, i) => `${c} AS k${i}`).join(', ')}, COUNT(*) AS n, SUM(ROUND(valor * 100)) AS valor, SUM(ROUND(COALESCE(valorpago, valor) * 100)) AS pago_valor FROM financial_entries WHERE account_id = ?${where ? ` AND ${where}` : ''} GROUP BY ${summed.join(', ')}`,
      [accountId],
    );
    expect({ table, rows: norm(keyed(keptRows, kept.length)) }).toEqual({ table, rows: norm(keyed(summedRows, summed.length)) });
    // Every entry is in the first two; the receipts only hold paid receivables of events.
    if (!where) expect(norm(keyed(summedRows, summed.length)).length).toBeGreaterThan(0);
  }
}

/** What a statement count takes in. */
export interface CountOptions {
  /**
   * Only the statements of the first transaction `work` runs, from its BEGIN to its COMMIT (by
   * the query runner's state as each runs, and TypeORM's commit event): the work's own unit of
   * work, without what runs beside it or after its commit (the in-process webhook sender
   * starting on what it committed while the answer is on its way).
   */
  firstTransaction?: boolean;
}

/** How many statements `ds` runs while `work` runs (the rule's cost, never its text), with work's result. */
export async function countingStatements<T>(
  ds: DataSource,
  work: () => Promise<T>,
  options: CountOptions = {},
): Promise<{ result: T; statements: number }> {
  const original = ds.logger;
  let statements = 0;
  let transaction: QueryRunner | undefined;
  let ended = false;
  const counts = (runner?: QueryRunner) => {
    if (!options.firstTransaction) return true;
    if (ended || !runner?.isTransactionActive) return false;
    transaction ??= runner;
    return runner === transaction;
  };
  const counter: TypeOrmLogger = {
    logQuery: (_query, _parameters, runner) => void (counts(runner) && statements++),
    logQueryError: () => undefined,
    logQuerySlow: () => undefined,
    logSchemaBuild: () => undefined,
    logMigration: () => undefined,
    log: () => undefined,
  };
  // The first transaction ends when its runner leaves it (a savepoint's release leaves it inside).
  const end = (event: { queryRunner: QueryRunner }) =>
    void (event.queryRunner === transaction && !event.queryRunner.isTransactionActive && (ended = true));
  const subscriber: EntitySubscriberInterface = { afterTransactionCommit: end, afterTransactionRollback: end };
  const subscribers = ds.subscribers as EntitySubscriberInterface[];
  (ds as { logger: TypeOrmLogger }).logger = counter;
  subscribers.push(subscriber);
  try {
    return { result: await work(), statements };
  } finally {
    (ds as { logger: TypeOrmLogger }).logger = original;
    subscribers.splice(subscribers.indexOf(subscriber), 1);
  }
}

/**
 * The steady statement count of `work`: the fewest over `runs` runs (`work(run)` makes its own
 * rows each time). A run may pay, once, what is not the work's: a pooled connection's first
 * transaction setting up its session (MySQL/MariaDB), a sweep of the in-process webhook worker.
 * A broken rule costs its statements on every run, so the least still shows it. `settle`, when
 * given, runs before each run and is not counted (e.g. waiting out a cache window).
 */
export async function leastStatements(
  ds: DataSource,
  work: (run: number) => Promise<unknown>,
  runs = 3,
  options: CountOptions & { settle?: () => Promise<unknown> } = {},
): Promise<number> {
  let least = Infinity;
  for (let run = 0; run < runs; run++) {
    await options.settle?.();
    least = Math.min(least, (await countingStatements(ds, () => work(run), options)).statements);
  }
  return least;
}

/**
 * `work`'s result and statement count, run again (up to `runs` times in all) while the count is
 * over `most`: the cheap form of `leastStatements` for work repeated many times (a read that
 * can run again), which pays a second run only when background work ran beside the first.
 */
export async function statementsWithin<T>(
  ds: DataSource,
  most: number,
  work: () => Promise<T>,
  runs = 3,
): Promise<{ result: T; statements: number }> {
  let best = await countingStatements(ds, work);
  for (let run = 1; run < runs && best.statements > most; run++) {
    const again = await countingStatements(ds, work);
    if (again.statements < best.statements) best = again;
  }
  return best;
}

/** A row an entity write (insert, update, remove) touched, as TypeORM's subscribers see it. */
export interface EntityWrite {
  /** The entity written: its class. */
  entity: EntityTarget<unknown>;
  /** Whether the query runner that wrote it was inside a transaction at that moment. */
  inTransaction: boolean;
  /** Whether that transaction committed afterwards, before `work` ended. */
  committed: boolean;
}

/**
 * The entity writes made while `work` runs: for each, whether it ran inside a transaction and
 * whether that transaction committed. Read from TypeORM's own events (after insert, update,
 * remove; after commit), never from the statements' text.
 */
export async function entityWrites<T>(ds: DataSource, work: () => Promise<T>): Promise<{ result: T; writes: EntityWrite[] }> {
  const seen: (EntityWrite & { runner: QueryRunner; open: boolean })[] = [];
  const write = (event: { metadata: EntityMetadata; queryRunner: QueryRunner }) =>
    void seen.push({
      entity: event.metadata.target,
      inTransaction: event.queryRunner.isTransactionActive,
      committed: false,
      runner: event.queryRunner,
      open: event.queryRunner.isTransactionActive,
    });
  // A transaction ends when its runner leaves it (a savepoint's release or rollback leaves it inside).
  const ended = (runner: QueryRunner, committed: boolean) => {
    if (runner.isTransactionActive) return;
    for (const w of seen) if (w.runner === runner && w.open) Object.assign(w, { open: false, committed });
  };
  const subscriber: EntitySubscriberInterface = {
    afterInsert: write,
    afterUpdate: write,
    afterRemove: write,
    afterSoftRemove: write,
    afterTransactionCommit: (event) => ended(event.queryRunner, true),
    afterTransactionRollback: (event) => ended(event.queryRunner, false),
  };
  const subscribers = ds.subscribers as EntitySubscriberInterface[];
  subscribers.push(subscriber);
  try {
    const result = await work();
    return { result, writes: seen.map(({ entity, inTransaction, committed }) => ({ entity, inTransaction, committed })) };
  } finally {
    subscribers.splice(subscribers.indexOf(subscriber), 1);
  }
}

/**
 * The account's kept item counters (per event, tipo and seller: how many items, their
 * `valortotal` in cents) against the same taken over its items, as they must be after any
 * sequence of writes that committed.
 */
export async function expectItemCountsKept(t: TestApp, accountId: number) {
  const ds = t.app.get(DataSource);
  const norm = (rows: Record<string, unknown>[]) =>
    rows
      .map((r) => [Number(r.id_evento), Number(r.tipo), Number(r.id_vendedor), Number(r.n), Math.round(Number(r.centavos))])
      .filter(([, , , n, c]) => n !== 0 || c !== 0)
      .sort((a, b) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2]);
  const kept = await ds.query(
    'SELECT id_evento, tipo, id_vendedor, n, valor_centavos AS centavos FROM order_item_counts WHERE account_id = ?',
    [accountId],
  );
  const counted = await ds.query(
    'SELECT id_evento, tipo, COALESCE(id_vendedor, 0) AS id_vendedor, COUNT(*) AS n, SUM(ROUND(valortotal * 100)) AS centavos FROM order_items WHERE account_id = ? GROUP BY id_evento, tipo, COALESCE(id_vendedor, 0)',
    [accountId],
  );
  expect(norm(kept)).toEqual(norm(counted));
}
