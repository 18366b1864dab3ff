import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { D } from '../../common/decimal';
import { isMysqlFamily } from '../../database/data-source';
import { ENTRY_TIPOS, FinancialEntry } from './entities/financial-entry.entity';
import { DateRange, monthStart, totalsSpans } from './totals-spans';

/** The fields of an entry the running totals are kept by. */
type Counted = Pick<
  FinancialEntry,
  'tipo' | 'pago' | 'data_vencimento' | 'valor' | 'valorpago' | 'id_categoria' | 'forma_pagamento' | 'datapagamento' | 'idevento' | 'id_cliente'
>;

/**
 * The tables of running totals: each keyed by (account, its own column if any, tipo, pago, due
 * date), holding the sum and the number of the entries of its key. `financial_totals` counts every
 * entry; the others count the entries whose column is set, so that a filter on that column reads
 * them instead of the entries. `column` is a column of `financial_entries` of the same name.
 *
 * The tables with `months` hold each entry twice, in a `periodo` key column before the due date:
 * in its day's row (`dia`, by due date) and in its month's row (`mes`, due date the month's first
 * day). An overview then sums a month row for each whole month of its range and day rows for the
 * rest (totalsSpans): a few rows per month of history instead of four per day. The table by
 * payment date has no month rows: its reads are ranges of payment dates, which month rows by due
 * date would not shorten.
 */
export const TOTALS_TABLES = [
  { table: 'financial_totals', column: undefined, months: true },
  { table: 'financial_totals_categoria', column: 'id_categoria', months: true },
  { table: 'financial_totals_forma', column: 'forma_pagamento', months: true },
  { table: 'financial_totals_pagamento', column: 'datapagamento', months: false },
  { table: 'financial_totals_evento', column: 'idevento', months: true },
  { table: 'financial_totals_cliente', column: 'id_cliente', months: true },
] as const;
type TotalsTable = (typeof TOTALS_TABLES)[number];

/** `periodo` of a row of running totals: one due date, or every due date of the month its due date starts. */
export const PERIODO_DIA = 'dia';
export const PERIODO_MES = 'mes';

/** The key columns of a table of running totals after `account_id`. */
const keyColumns = ({ column, months }: TotalsTable): string[] => [...(column ? [column] : []), 'tipo', 'pago', ...(months ? ['periodo'] : []), 'data_vencimento'];

/** What an entry adds to its row of the running totals: the amount is the paid value once paid. */
const amountOf = (e: Counted): string => new D(e.pago ? (e.valorpago ?? e.valor) : e.valor).toFixed(2);

/** SQL: the amount an entry adds, as `amountOf` computes it, summed (over `financial_entries` alone in its FROM). */
export const AMOUNT_SQL = 'SUM(CASE WHEN pago = 1 THEN COALESCE(valorpago, valor) ELSE valor END)';

/**
 * Filters the running totals can answer: `tipo`, `pago`/`status` and the due date, and at most
 * one of category, payment form, payment-date range, event and client.
 */
export interface TotalsFilter {
  tipo?: string;
  pago?: boolean;
  vencimentoInicio?: string;
  vencimentoFim?: string;
  categoria?: number;
  forma?: string;
  pagamentoInicio?: string;
  pagamentoFim?: string;
  evento?: number;
  cliente?: number;
}

/** A condition on a table of running totals and the values of its `?`s. */
type Condition = [sql: string, values: unknown[]];
const when = (value: unknown, sql: string): Condition[] => (value === undefined ? [] : [[sql, [value]]]);

/** The conditions on a table of running totals by day only for `tipo`, `pago` and the due-date range. */
const byDay = (filter: TotalsFilter, due: DateRange): Condition[] => [
  ...when(filter.tipo || undefined, 'tipo = ?'),
  ...when(filter.pago === undefined ? undefined : filter.pago ? 1 : 0, 'pago = ?'),
  ...when(due.from, 'data_vencimento >= ?'),
  ...when(due.to, 'data_vencimento <= ?'),
];

/** The filters of TotalsFilter that name a table of running totals: their conditions on its column (none when absent). */
const DIMENSIONS: { table: TotalsTable['table']; conditions: (f: TotalsFilter) => Condition[] }[] = [
  { table: 'financial_totals_categoria', conditions: (f) => when(f.categoria, 'id_categoria = ?') },
  { table: 'financial_totals_forma', conditions: (f) => when(f.forma, 'forma_pagamento = ?') },
  { table: 'financial_totals_pagamento', conditions: (f) => [...when(f.pagamentoInicio, 'datapagamento >= ?'), ...when(f.pagamentoFim, 'datapagamento <= ?')] },
  { table: 'financial_totals_evento', conditions: (f) => when(f.evento, 'idevento = ?') },
  { table: 'financial_totals_cliente', conditions: (f) => when(f.cliente, 'id_cliente = ?') },
];

/** One group of the overview's totals. */
export interface TotalsRow {
  tipo: string;
  pago: boolean;
  vencido: boolean;
  total: string;
  /** How many entries the group holds. */
  quantidade: number;
}

/** A group of the totals from the values a grouped statement reads (flags as 0/1, sums as text or numbers). */
export const totalsRow = (tipo: string, pago: unknown, vencido: boolean, total: unknown, quantidade: unknown): TotalsRow => ({
  tipo,
  pago: Number(pago) === 1,
  vencido,
  total: String(total ?? 0),
  quantidade: Number(quantidade ?? 0),
});

/**
 * Builds an account's running totals again from its entries, for entries written outside
 * FinancialTotalsRepository (the seed's and the bench's bulk loads). `query` runs one statement.
 */
export async function rebuildRunningTotals(query: (sql: string, params: unknown[]) => Promise<unknown>, accountId: number): Promise<void> {
  for (const { table, column, months } of TOTALS_TABLES) {
    const head = ['account_id', ...(column ? [column] : []), 'tipo', 'pago'].join(', ');
    const counted = `FROM financial_entries WHERE account_id = ?${column ? ` AND ${column} IS NOT NULL` : ''}`;
    // Day rows, and with months the month rows in the same statement (the month's first day on MySQL/MariaDB and SQLite alike).
    const month = "CONCAT(SUBSTR(data_vencimento, 1, 7), '-01')";
    const byDay = `SELECT ${head}, ${months ? `'${PERIODO_DIA}', ` : ''}data_vencimento, ${AMOUNT_SQL}, COUNT(*) ${counted} GROUP BY ${head}, data_vencimento`;
    const byMonth = `SELECT ${head}, '${PERIODO_MES}', ${month}, ${AMOUNT_SQL}, COUNT(*) ${counted} GROUP BY ${head}, ${month}`;
    await query(`DELETE FROM ${table} WHERE account_id = ?`, [accountId]);
    await query(
      `INSERT INTO ${table} (${head}, ${months ? 'periodo, ' : ''}data_vencimento, total, quantidade) ${months ? `${byDay} UNION ALL ${byMonth}` : byDay}`,
      months ? [accountId, accountId] : [accountId],
    );
  }
}

/** One change of a row of running totals. */
interface Delta {
  key: unknown[];
  amount: InstanceType<typeof D>;
  count: number;
}

/**
 * Per-account running totals (TOTALS_TABLES), changed in the same transaction as every entry
 * write (create, update, gateway return). The overview's `totais` and `total_data` then read a few
 * rows per due date instead of scanning the entries.
 */
@Injectable()
export class FinancialTotalsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Moves the contribution of an entry from `before` (null on create) to `after`. */
  move(manager: EntityManager, accountId: number, before: Counted | null, after: Counted | null): Promise<void> {
    return this.moveMany(manager, accountId, [[before, after]]);
  }

  /**
   * Moves the contributions of several entries (`[before, after]` each, null before a create):
   * one multi-row upsert per table whose rows change, its rows in key order so that concurrent
   * writers lock them in the same order.
   */
  async moveMany(manager: EntityManager, accountId: number, changes: [Counted | null, Counted | null][]): Promise<void> {
    for (const totals of TOTALS_TABLES) {
      const deltas = new Map<string, Delta>();
      const add = (entry: Counted, sign: 1 | -1) => {
        const value = totals.column === undefined ? undefined : entry[totals.column];
        if (value === null) return;
        const head = [...(value === undefined ? [] : [value]), entry.tipo, entry.pago ? 1 : 0];
        const keys = totals.months
          ? [[...head, PERIODO_DIA, entry.data_vencimento], [...head, PERIODO_MES, monthStart(entry.data_vencimento)]]
          : [[...head, entry.data_vencimento]];
        const amount = new D(amountOf(entry)).times(sign);
        for (const key of keys) {
          const id = JSON.stringify(key);
          const delta = deltas.get(id) ?? { key, amount: new D(0), count: 0 };
          delta.amount = delta.amount.plus(amount);
          delta.count += sign;
          deltas.set(id, delta);
        }
      };
      for (const [before, after] of changes) {
        if (before) add(before, -1);
        if (after) add(after, 1);
      }
      const rows = [...deltas.entries()]
        .filter(([, d]) => d.count !== 0 || !d.amount.isZero())
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([, d]) => d);
      if (rows.length > 0) await this.upsert(manager, accountId, totals, rows);
    }
  }

  private async upsert(manager: EntityManager, accountId: number, totals: TotalsTable, rows: Delta[]): Promise<void> {
    const key = keyColumns(totals);
    // One row: account_id, the key, total, quantidade.
    const tuple = `(${Array.from({ length: key.length + 3 }, () => '?').join(', ')})`;
    const update = isMysqlFamily(manager.connection.options.type)
      ? 'ON DUPLICATE KEY UPDATE total = total + VALUES(total), quantidade = quantidade + VALUES(quantidade)'
      : `ON CONFLICT (account_id, ${key.join(', ')}) DO UPDATE SET total = total + excluded.total, quantidade = quantidade + excluded.quantidade`;
    await manager.query(
      `INSERT INTO ${totals.table} (account_id, ${key.join(', ')}, total, quantidade) VALUES ${rows.map(() => tuple).join(', ')} ${update}`,
      rows.flatMap((r) => [accountId, ...r.key, r.amount.toFixed(2), r.count]),
    );
  }

  /** Whether the running totals can answer this filter (else its totals are summed over the entries). */
  static serves(filter: TotalsFilter): boolean {
    return DIMENSIONS.filter((d) => d.conditions(filter).length > 0).length <= 1;
  }

  /** The totals and entry counts grouped by tipo, pago and "due before today", from the running totals. */
  async grouped(accountId: number, today: string, filter: TotalsFilter): Promise<TotalsRow[]> {
    const named = DIMENSIONS.map((d) => ({ table: d.table, conditions: d.conditions(filter) })).filter((d) => d.conditions.length > 0);
    if (named.length > 1) throw new Error('these filters combine more than one kind of running totals');
    const table = TOTALS_TABLES.find((t) => t.table === (named[0]?.table ?? 'financial_totals'))!;
    const due: DateRange = { from: filter.vencimentoInicio || undefined, to: filter.vencimentoFim || undefined };
    const conditions: Condition[] = [
      ['account_id = ?', [accountId]],
      ...(named[0]?.conditions ?? []),
      ...(table.months ? this.byPeriod(today, filter, due) : byDay(filter, due)),
    ];
    // Grouped by the leading key columns only (the table's order, so no temporary table), each
    // group split into "due before today" and the rest by conditional sums.
    const before = 'CASE WHEN data_vencimento < ? THEN';
    const rows: { tipo: string; pago: unknown; total_vencido: unknown; quantidade_vencido: unknown; total_em_dia: unknown; quantidade_em_dia: unknown }[] =
      await this.dataSource.query(
        `SELECT tipo, pago, SUM(${before} total ELSE 0 END) AS total_vencido, SUM(${before} quantidade ELSE 0 END) AS quantidade_vencido, ` +
          `SUM(${before} 0 ELSE total END) AS total_em_dia, SUM(${before} 0 ELSE quantidade END) AS quantidade_em_dia ` +
          `FROM ${table.table} WHERE ${[...conditions.map(([sql]) => sql), 'quantidade <> 0'].join(' AND ')} GROUP BY tipo, pago`,
        [today, today, today, today, ...conditions.flatMap(([, values]) => values)],
      );
    return rows
      .flatMap((r) => [totalsRow(r.tipo, r.pago, true, r.total_vencido, r.quantidade_vencido), totalsRow(r.tipo, r.pago, false, r.total_em_dia, r.quantidade_em_dia)])
      .filter((g) => g.quantidade !== 0);
  }

  /**
   * The conditions on a table with month rows for `tipo`, `pago` and the due-date range: the day
   * and month rows that cover the range (totalsSpans), within every `tipo` and `pago` asked for,
   * each listed, so that the read is a few short ranges of the primary key rather than every row
   * of the account between them.
   */
  private byPeriod(today: string, filter: TotalsFilter, due: DateRange): Condition[] {
    // Every `tipo` and `pago` listed when not filtered, so that the read is ranges of the key.
    const tipos = filter.tipo ? [filter.tipo] : [...ENTRY_TIPOS];
    const pagos = filter.pago === undefined ? [0, 1] : [filter.pago ? 1 : 0];
    const spans = totalsSpans(today, due);
    const ranges: [string, unknown[]][] = [
      ...spans.days.map((r) => [PERIODO_DIA, r] as const),
      ...spans.months.map((r) => [PERIODO_MES, r] as const),
    ].map(([periodo, r]) => {
      const parts: Condition[] = [['periodo = ?', [periodo]], ...when(r.from, 'data_vencimento >= ?'), ...when(r.to, 'data_vencimento <= ?')];
      return [`(${parts.map(([sql]) => sql).join(' AND ')})`, parts.flatMap(([, values]) => values)];
    });
    if (ranges.length === 0) return [['1 = 0', []]];
    return [
      [`tipo IN (${tipos.map(() => '?').join(', ')})`, tipos],
      [`pago IN (${pagos.map(() => '?').join(', ')})`, pagos],
      [`(${ranges.map(([sql]) => sql).join(' OR ')})`, ranges.flatMap(([, values]) => values)],
    ];
  }
}
