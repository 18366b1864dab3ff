import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type Decimal from 'decimal.js';
import { EntityManager, Repository } from 'typeorm';

import { D } from '../../../common/decimal';
import { isMysqlFamily } from '../../../database/engine';
import { FinancialEntryTotal } from '../entities/financial-entry-total.entity';

/** The columns of an entry the kept sums are kept by and add up. */
export const TOTALLED_COLUMNS = [
  'tipo',
  'pago',
  'forma_pagamento',
  'data_vencimento',
  'datacompetencia',
  'id_categoria',
  'valor',
  'valorpago',
  'datapagamento',
  'idevento',
] as const;

/** What an entry adds to (or, counted negatively, takes off) the kept sums. */
export interface TotalledEntry {
  tipo: string;
  pago: boolean | number;
  forma_pagamento: string;
  data_vencimento: string;
  datacompetencia: string;
  id_categoria: number | null;
  valor: number | string;
  valorpago: number | string | null;
  datapagamento: string | null;
  idevento: number | null;
}

/**
 * A table of kept sums: per account and `key`, the number of entries, their `valor` and what
 * was paid (`valorpago`, else `valor`), in cents. `keyOf` is an entry's key; `keySql`, the same
 * key as SQL over `financial_entries` (for a rebuild). A table that sums some entries only says
 * which: `counts`, and the same condition as SQL, `whereSql`.
 */
interface KeptSums {
  table: string;
  key: readonly string[];
  keyOf: (e: TotalledEntry) => (string | number)[];
  keySql: readonly string[];
  counts?: (e: TotalledEntry) => boolean;
  whereSql?: string;
}

/** The kept sums, always written in this order (so concurrent writers lock alike). */
export const KEPT_SUMS: readonly KeptSums[] = [
  // The overview's `totais`: per type, paid state, payment form and due date.
  {
    table: 'financial_entry_totals',
    key: ['tipo', 'pago', 'forma_pagamento', 'data_vencimento'],
    keyOf: (e) => [e.tipo, e.pago ? 1 : 0, e.forma_pagamento, String(e.data_vencimento).slice(0, 10)],
    keySql: ['tipo', 'pago', 'forma_pagamento', 'data_vencimento'],
  },
  // The income statement: per competence month, type, category (0 without one) and paid state.
  {
    table: 'financial_month_totals',
    key: ['competencia', 'tipo', 'id_categoria', 'pago'],
    keyOf: (e) => [String(e.datacompetencia).slice(0, 7), e.tipo, e.id_categoria ?? 0, e.pago ? 1 : 0],
    keySql: ['SUBSTR(datacompetencia, 1, 7)', 'tipo', 'COALESCE(id_categoria, 0)', 'pago'],
  },
  // The commissions on receipts: the paid receipts of events, per payment month and event.
  {
    table: 'financial_event_receipts',
    key: ['mes_pagamento', 'idevento'],
    keyOf: (e) => [String(e.datapagamento).slice(0, 7), Number(e.idevento)],
    keySql: ['SUBSTR(datapagamento, 1, 7)', 'idevento'],
    counts: (e) => e.tipo === 'receita' && Boolean(e.pago) && e.idevento !== null && e.idevento !== undefined && Boolean(e.datapagamento),
    whereSql: "tipo = 'receita' AND pago = 1 AND idevento IS NOT NULL AND datapagamento IS NOT NULL",
  },
];

/** The kept sums of one competence month, type, category (null: none) and paid state, in reais. */
export interface MonthSums {
  competencia: string;
  tipo: 'receita' | 'despesa';
  id_categoria: number | null;
  pago: boolean;
  quantidade: number;
  valor: Decimal;
  valorPago: Decimal;
}

/** One row's change: entries and cents under one key. */
export interface Delta {
  key: (string | number)[];
  quantidade: number;
  valor: number;
  pagoValor: number;
}

/** The key of the totals rows: the columns a filter answered by the totals may test. */
const KEY_COLUMNS = ['tipo', 'pago', 'forma_pagamento', 'data_vencimento'] as const;

const cents = (value: number | string) => new D(String(value)).times(100).toNumber();

/** The filters a sum of the totals rows can answer: equalities and ranges on their key. */
export type TotalsFilter = {
  column: 'tipo' | 'pago' | 'forma_pagamento' | 'data_vencimento';
  value: string | number;
  op?: '<' | '>=' | '<=';
};

/**
 * The conditional sums of the overview's `totais`, named as its fields, over rows whose type,
 * paid state, due date, value and value paid are the expressions given: per type, the unpaid
 * values, the paid values and the unpaid values due before the date bound to each `?` (today).
 */
export function totaisSumsSql(c: { tipo: string; pago: string; due: string; value: string; paid: string }): string {
  return (['receita', 'despesa'] as const)
    .flatMap((tipo) => {
      const [open, paid, late] = tipo === 'receita' ? ['a_receber', 'recebido', 'vencido_receber'] : ['a_pagar', 'pago', 'vencido_pagar'];
      return [
        `SUM(CASE WHEN ${c.tipo} = '${tipo}' AND ${c.pago} = 0 THEN ${c.value} ELSE 0 END) AS ${open}`,
        `SUM(CASE WHEN ${c.tipo} = '${tipo}' AND ${c.pago} = 1 THEN ${c.paid} ELSE 0 END) AS ${paid}`,
        `SUM(CASE WHEN ${c.tipo} = '${tipo}' AND ${c.pago} = 0 AND ${c.due} < ? THEN ${c.value} ELSE 0 END) AS ${late}`,
      ];
    })
    .join(', ');
}

/** Over the totals rows (`ft`), in cents. */
const SUMS_SQL = totaisSumsSql({
  tipo: 'ft.tipo',
  pago: 'ft.pago',
  due: 'ft.data_vencimento',
  value: 'ft.valor_centavos',
  paid: 'ft.pago_centavos',
});

const SUM_NAMES = ['a_receber', 'recebido', 'vencido_receber', 'a_pagar', 'pago', 'vencido_pagar'] as const;

/**
 * The maintained totals of the overview (`financial_entry_totals`): per account, type, paid state,
 * payment form and due date, the number of entries, their `valor` and what was paid. Only
 * FinancialEntriesRepository calls `add` and `change`, with the manager of the transaction that
 * writes the entries, so the totals commit (or roll back) with them and stay exact under
 * concurrent writes: each row is updated in place under its lock, the rows of one write always
 * in the same order.
 */
@Injectable()
export class FinancialEntryTotalsRepository {
  constructor(@InjectRepository(FinancialEntryTotal) private readonly repository: Repository<FinancialEntryTotal>) {}

  /** Whether the totals rows alone answer these filters (all on their key columns). */
  static answers(filters: { column: string }[]): filters is TotalsFilter[] {
    return filters.every((f) => (KEY_COLUMNS as readonly string[]).includes(f.column));
  }

  /** Adds new entries to the totals. */
  add(accountId: number, entries: TotalledEntry[], manager: EntityManager): Promise<void> {
    return this.apply(accountId, (kept) => entries.flatMap((e) => deltaOf(kept, e, 1)), manager);
  }

  /**
   * Moves changed entries: takes their old values off and adds their new ones, in one statement
   * for all of them (nothing when no totalled column changed).
   */
  change(accountId: number, moves: { before: TotalledEntry; after: TotalledEntry }[], manager: EntityManager): Promise<void> {
    return this.apply(
      accountId,
      (kept) => moves.flatMap(({ before, after }) => [...deltaOf(kept, before, -1), ...deltaOf(kept, after, 1)]),
      manager,
    );
  }

  /**
   * The number of entries and the sums of `totais` (as decimal strings) over the account's rows
   * that meet `filters`, the overdue ones due before `today`.
   */
  async sums(accountId: number, filters: TotalsFilter[], today: string, manager?: EntityManager) {
    const where = ['ft.account_id = ?', ...filters.map((f) => `ft.${f.column} ${f.op ?? '='} ?`)].join(' AND ');
    const [row] = (await (manager ?? this.repository.manager).query(
      `SELECT SUM(ft.quantidade) AS quantidade, ${SUMS_SQL} FROM financial_entry_totals ft WHERE ${where}`,
      [today, today, accountId, ...filters.map((f) => f.value)],
    )) as Record<string, unknown>[];
    const decimal = (value: unknown) => new D(value === null || value === undefined ? 0 : String(value)).dividedBy(100).toFixed(2);
    const sums = Object.fromEntries(SUM_NAMES.map((name) => [name, decimal(row?.[name])])) as Record<(typeof SUM_NAMES)[number], string>;
    return { quantidade: Number(row?.quantidade ?? 0), ...sums };
  }

  /**
   * Rebuilds the account's totals from its entries, in the caller's transaction: after entries
   * were written without this repository (a fix by hand in SQL, a version that did not keep the
   * totals still writing during an upgrade). Run it while the account takes no financial writes.
   * Answers the number of entries counted.
   */
  async rebuild(accountId: number, manager: EntityManager): Promise<number> {
    await rebuildTotals(accountId, (sql, params) => manager.query(sql, params));
    const [row] = (await manager.query('SELECT COALESCE(SUM(quantidade), 0) AS n FROM financial_entry_totals WHERE account_id = ?', [
      accountId,
    ])) as { n: number | string }[];
    return Number(row.n);
  }

  /**
   * The account's entries per competence month, type, category and paid state, for the months
   * from `de` to `ate` (`YYYY-MM`, both included): a few rows per month, whatever the account's size.
   */
  async byMonth(accountId: number, de: string, ate: string): Promise<MonthSums[]> {
    const rows = (await this.repository.manager.query(
      'SELECT competencia, tipo, id_categoria, pago, quantidade, valor_centavos, pago_centavos FROM financial_month_totals ' +
        'WHERE account_id = ? AND competencia >= ? AND competencia <= ? AND quantidade <> 0 ORDER BY competencia, tipo, id_categoria, pago',
      [accountId, de, ate],
    )) as Record<string, unknown>[];
    return rows.map((r) => ({
      competencia: String(r.competencia),
      tipo: String(r.tipo) as MonthSums['tipo'],
      id_categoria: Number(r.id_categoria) || null,
      pago: Number(r.pago) === 1,
      quantidade: Number(r.quantidade),
      valor: new D(String(r.valor_centavos)).dividedBy(100),
      valorPago: new D(String(r.pago_centavos)).dividedBy(100),
    }));
  }

  /**
   * What the paid receipts of each event brought in (`valorpago`, else `valor`, in cents), over
   * the payment months from `de` to `ate` (`YYYY-MM`, both included): a row per event and month.
   */
  async receivedByEvent(accountId: number, de: string, ate: string): Promise<{ id_evento: number; centavos: number }[]> {
    const rows = (await this.repository.manager.query(
      'SELECT idevento, SUM(pago_centavos) AS centavos FROM financial_event_receipts ' +
        'WHERE account_id = ? AND mes_pagamento >= ? AND mes_pagamento <= ? GROUP BY idevento HAVING SUM(quantidade) > 0',
      [accountId, de, ate],
    )) as Record<string, unknown>[];
    return rows.map((r) => ({ id_evento: Number(r.idevento), centavos: Number(r.centavos) }));
  }

  /** Applies the deltas of every kept table, one upsert per table that moved, in KEPT_SUMS' order. */
  private async apply(accountId: number, deltasOf: (kept: KeptSums) => Delta[], manager: EntityManager): Promise<void> {
    const mysql = isMysqlFamily(manager.connection.options.type);
    for (const kept of KEPT_SUMS) {
      const rows = net(deltasOf(kept));
      if (rows.length === 0) continue;
      const columns = ['account_id', ...kept.key, 'quantidade', 'valor_centavos', 'pago_centavos'];
      const sums = ['quantidade', 'valor_centavos', 'pago_centavos'];
      const upsert = mysql
        ? `ON DUPLICATE KEY UPDATE ${sums.map((c) => `${c} = ${c} + VALUES(${c})`).join(', ')}`
        : `ON CONFLICT (${['account_id', ...kept.key].join(', ')}) DO UPDATE SET ${sums.map((c) => `${c} = ${c} + excluded.${c}`).join(', ')}`;
      await manager.query(
        `INSERT INTO ${kept.table} (${columns.join(', ')}) VALUES ${rows.map(() => `(${columns.map(() => '?').join(', ')})`).join(', ')} ${upsert}`,
        rows.flatMap((r) => [accountId, ...r.key, r.quantidade, r.valor, r.pagoValor]),
      );
    }
  }
}

/** Rebuilds an account's kept sums from its entries through `query` (the seed's own connection, or a transaction's). */
export async function rebuildTotals(accountId: number, query: (sql: string, params: unknown[]) => Promise<unknown>): Promise<void> {
  for (const kept of KEPT_SUMS) {
    await query(`DELETE FROM ${kept.table} WHERE account_id = ?`, [accountId]);
    await query(
      `INSERT INTO ${kept.table} (account_id, ${kept.key.join(', ')}, quantidade, valor_centavos, pago_centavos) ` +
        `SELECT account_id, ${kept.keySql.join(', ')}, COUNT(*), SUM(ROUND(valor * 100)), SUM(ROUND(COALESCE(valorpago, valor) * 100)) ` +
        `FROM financial_entries WHERE account_id = ?${kept.whereSql ? ` AND ${kept.whereSql}` : ''} GROUP BY account_id, ${kept.keySql.join(', ')}`,
      [accountId],
    );
  }
}

/** What an entry adds to (or takes off) one kept table: nothing when the table does not sum it. */
function deltaOf(kept: KeptSums, e: TotalledEntry, sign: 1 | -1): Delta[] {
  if (kept.counts && !kept.counts(e)) return [];
  return [
    {
      key: kept.keyOf(e),
      quantidade: sign,
      valor: sign * cents(e.valor),
      pagoValor: sign * cents(e.valorpago ?? e.valor),
    },
  ];
}

/**
 * The deltas summed per key, without those that add up to nothing (an update that moved no
 * kept column), in a fixed order so that concurrent transactions lock the rows alike.
 */
export function net(deltas: Delta[]): Delta[] {
  const byKey = new Map<string, Delta>();
  for (const d of deltas) {
    const key = keyOf(d);
    const found = byKey.get(key);
    if (!found) byKey.set(key, { ...d });
    else {
      found.quantidade += d.quantidade;
      found.valor += d.valor;
      found.pagoValor += d.pagoValor;
    }
  }
  return [...byKey.values()]
    .filter((d) => d.quantidade !== 0 || d.valor !== 0 || d.pagoValor !== 0)
    .sort((a, b) => (keyOf(a) < keyOf(b) ? -1 : keyOf(a) > keyOf(b) ? 1 : 0));
}

const keyOf = (d: Delta) => d.key.join('|');
