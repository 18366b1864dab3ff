/**
 * The financial overview scenarios of `npm run bench`: `GET /api/v1/financial` with no filter,
 * each filter alone, a few combinations, and no filter, `tipo`, `idevento`, `status` and 30-day
 * due and payment date ranges each with every documented `field_sort` both ways, at about
 * 1,000,000 financial entries of the bench account. The first answers of each cell are checked:
 * `totais` against a direct SUM over the filtered entries, `total_data` against COUNT(*), the
 * page size and the sort order.
 */
import type mysql from 'mysql2/promise';
import { dateInZone } from '../src/common/dates';
import { rebuildRunningTotals } from '../src/modules/financial/financial-totals.repository';
import { ENTRY_SORT_FIELDS } from '../src/modules/financial/dto/list-entries.query';
import { LOOKUP_DEFAULTS } from '../src/modules/lookups/lookup-kinds';
import type { Samples } from './dataset';
import { describeCpu } from './cpu';
import { ListSettings, LIST_BUDGET, measure } from './lists';
import type { BenchRequest } from './load';
import { addRow } from './table';

/** Receivables per order: 3 plans of 3 monthly installments. */
const PLANS_PER_ORDER = 3;

type Query = Record<string, string | number>;
type Where = [string, unknown[]];

interface FinancialSamples {
  today: string;
  events: number[];
  clients: number[];
  categories: number[];
  total: number;
}

interface Filter {
  name: string;
  query: (i: number) => Query;
  /** The same filter in SQL over `financial_entries`, for the checks. */
  sql: (q: Query) => Where;
}

interface OverviewBody {
  data: Record<string, unknown>[];
  pagination: { page: number; page_size: number; total_page: number; total_data: number };
  totais: Record<string, number>;
}

const path = (q: Query) => `/api/v1/financial?${new URLSearchParams(Object.entries(q).map(([k, v]): [string, string] => [k, String(v)])).toString()}`;
const at = <T>(list: T[], i: number) => list[i % list.length];

/**
 * Gives the bench account about 1,000,000 financial entries unless it already holds them: per
 * order, 3 plans of 3 monthly receivables due around today (some paid, some overdue, some open),
 * one payable per event, a category on every entry when the account has categories, and the
 * running totals rebuilt from the entries. Runs after the migrations were applied.
 */
export async function ensureFinancial(db: mysql.Connection, accountId: number): Promise<number> {
  const q = async (sql: string, params: unknown[] = []) => (await db.query<mysql.RowDataPacket[]>(sql, params))[0];
  const [{ orders }] = await q('SELECT COUNT(*) AS orders FROM orders WHERE account_id = ?', [accountId]);
  const [{ n }] = await q('SELECT COUNT(*) AS n FROM financial_entries WHERE account_id = ?', [accountId]);
  const wanted = Number(orders) * PLANS_PER_ORDER * 3;
  // Every account has financial categories (accounts seeded before the seed made them get the defaults now).
  const [{ c }] = await q('SELECT COUNT(*) AS c FROM financial_categories WHERE account_id = ?', [accountId]);
  if (Number(c) === 0) {
    const names = LOOKUP_DEFAULTS.financialcategory;
    await q(`INSERT INTO financial_categories (account_id, nome, ativo) VALUES ${names.map(() => '(?, ?, 1)').join(', ')}`, names.flatMap((nome) => [accountId, nome]));
  }
  // Entries made while the account had no categories are made again, with categories.
  const [{ categorised }] = await q('SELECT COUNT(*) AS categorised FROM financial_entries WHERE account_id = ? AND id_categoria IS NOT NULL', [accountId]);
  // Each full run adds a few thousand orders (the write rows): entries for 90% of the orders are
  // reused. Rebuilding a million entries leaves the database purging the old ones for minutes,
  // which every measurement after it would pay for.
  if (Number(n) >= wanted * 0.9 && Number(categorised) > 0) {
    process.stderr.write(`dataset: reusing ${Number(n).toLocaleString('en')} financial entries of account ${accountId}\n`);
    return Number(n);
  }
  process.stderr.write(`dataset: adding about ${wanted.toLocaleString('en')} financial entries to account ${accountId} (a few minutes)...\n`);
  // Rows that name an entry first: the foreign keys refuse to delete an entry still named.
  for (const table of ['financial_history', 'financial_apportionments', 'financial_charges']) await q(`DELETE FROM ${table} WHERE account_id = ?`, [accountId]);
  await q('DELETE FROM financial_entries WHERE account_id = ?', [accountId]);
  const categories = (await q('SELECT id FROM financial_categories WHERE account_id = ? ORDER BY id', [accountId])).map((r) => Number(r.id));
  const category = (key: string) => (categories.length ? `ELT(1 + MOD(${key}, ${categories.length}), ${categories.join(',')})` : 'NULL');
  // Deterministic pseudo-random per (order, plan): first due date in [-180, 180) days, value, payment form.
  const seed = '(o.id * 7919 + p.k * 104729)';
  const first = `(MOD(${seed}, 360) - 180)`;
  const offset = `(${first} + (n.k - 1) * 30)`;
  const due = `DATE_ADD(CURDATE(), INTERVAL ${offset} DAY)`;
  const paid = `(${offset} < -15 AND MOD(${seed} + n.k, 5) <> 0)`;
  const [lo, hi] = [(await q('SELECT MIN(id) AS lo, MAX(id) AS hi FROM orders WHERE account_id = ?', [accountId]))[0]].map((r) => [Number(r.lo), Number(r.hi)])[0];
  const step = 20_000;
  for (let from = lo; from <= hi; from += step) {
    await q(
      `INSERT INTO financial_entries (account_id, tipo, descricao, valor, data_vencimento, datapagamento, pago, forma_pagamento, idevento, id_cliente, id_categoria,
         numeroparcela, totalparcelas, datacompetencia, datacadastro, datahoraupdate)
       SELECT o.account_id, 'receita', CONCAT('Pedido ', o.id, ': parcela ', n.k, '/3'), 300 + MOD(${seed}, 970000) / 100, ${due},
         CASE WHEN ${paid} THEN ${due} END, ${paid}, ELT(1 + MOD(${seed}, 4), 'pix', 'boleto', 'transferencia', 'dinheiro'), o.id_evento, o.id_cliente,
         ${category(seed)}, n.k, 3, ${due}, DATE_ADD(CURDATE(), INTERVAL ${first} - 10 DAY), NOW()
       FROM orders o
       CROSS JOIN (SELECT 0 AS k UNION ALL SELECT 1 UNION ALL SELECT 2) p
       CROSS JOIN (SELECT 1 AS k UNION ALL SELECT 2 UNION ALL SELECT 3) n
       WHERE o.account_id = ? AND o.id >= ? AND o.id < ?
       ORDER BY o.id, p.k, n.k`,
      [accountId, from, from + step],
    );
  }
  const eventOffset = '(MOD(e.id * 7919, 360) - 180)';
  await q(
    `INSERT INTO financial_entries (account_id, tipo, descricao, valor, data_vencimento, datapagamento, pago, forma_pagamento, idevento, id_categoria,
       datacompetencia, datacadastro, datahoraupdate)
     SELECT e.account_id, 'despesa', CONCAT('Fornecedores do evento ', e.id), 200 + MOD(e.id * 104729, 480000) / 100, DATE_ADD(CURDATE(), INTERVAL ${eventOffset} DAY),
       CASE WHEN ${eventOffset} < 0 AND MOD(e.id, 10) < 7 THEN DATE_ADD(CURDATE(), INTERVAL ${eventOffset} DAY) END, ${eventOffset} < 0 AND MOD(e.id, 10) < 7,
       'boleto', e.id, ${category('e.id')}, DATE_ADD(CURDATE(), INTERVAL ${eventOffset} DAY), DATE_ADD(CURDATE(), INTERVAL ${eventOffset} - 20 DAY), NOW()
     FROM events e WHERE e.account_id = ?`,
    [accountId],
  );
  // Each plan went in consecutively: its ID is its first installment's.
  await q('UPDATE financial_entries SET idparcelamento = id - (numeroparcela - 1) WHERE account_id = ? AND numeroparcela IS NOT NULL', [accountId]);
  await rebuildRunningTotals(q, accountId);
  const [{ total }] = await q('SELECT COUNT(*) AS total FROM financial_entries WHERE account_id = ?', [accountId]);
  return Number(total);
}

async function financialSamples(db: mysql.Connection, s: Samples, count = 24): Promise<FinancialSamples> {
  const q = async (sql: string, params: unknown[] = []) => (await db.query<mysql.RowDataPacket[]>(sql, params))[0];
  const [account] = await q('SELECT timezone FROM accounts WHERE id = ?', [s.accountId]);
  const spread = (all: number[]) => Array.from({ length: Math.min(count, all.length) }, (_, i) => all[Math.floor((i * all.length) / Math.min(count, all.length))]);
  const ids = async (sql: string) => spread((await q(sql, [s.accountId])).map((r) => Number(r.id)));
  const [{ n }] = await q('SELECT COUNT(*) AS n FROM financial_entries WHERE account_id = ?', [s.accountId]);
  return {
    today: dateInZone(new Date(), String(account.timezone)),
    events: s.events,
    clients: await ids('SELECT DISTINCT id_cliente AS id FROM financial_entries WHERE account_id = ? AND id_cliente IS NOT NULL ORDER BY id_cliente'),
    categories: await ids('SELECT id FROM financial_categories WHERE account_id = ? ORDER BY id'),
    total: Number(n),
  };
}

const day = (today: string, offset: number) => {
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
};

function filters(f: FinancialSamples, planIds: number[]): Filter[] {
  const status = (v: string): Where =>
    v === 'pago' ? ['AND pago = 1', []] : v === 'vencido' ? ['AND pago = 0 AND data_vencimento < ?', [f.today]] : ['AND pago = 0 AND data_vencimento >= ?', [f.today]];
  // 30-day windows spread over the year around today.
  const window = (i: number) => [day(f.today, -180 + (i % 12) * 30), day(f.today, -180 + (i % 12) * 30 + 29)];
  return [
    { name: 'no filter', query: () => ({}), sql: () => ['', []] },
    { name: 'tipo', query: (i) => ({ tipo: i % 2 ? 'despesa' : 'receita' }), sql: (q) => ['AND tipo = ?', [q.tipo]] },
    { name: 'status', query: (i) => ({ status: at(['aberto', 'vencido', 'pago'], i) }), sql: (q) => status(String(q.status)) },
    { name: 'pago', query: (i) => ({ pago: i % 2 ? 'true' : 'false' }), sql: (q) => ['AND pago = ?', [q.pago === 'true' ? 1 : 0]] },
    { name: 'idevento', query: (i) => ({ idevento: at(f.events, i) }), sql: (q) => ['AND idevento = ?', [q.idevento]] },
    { name: 'id_cliente', query: (i) => ({ id_cliente: at(f.clients, i) }), sql: (q) => ['AND id_cliente = ?', [q.id_cliente]] },
    { name: 'id_categoria', query: (i) => ({ id_categoria: at(f.categories, i) }), sql: (q) => ['AND id_categoria = ?', [q.id_categoria]] },
    {
      name: 'forma_pagamento',
      query: (i) => ({ forma_pagamento: at(['pix', 'boleto', 'transferencia', 'dinheiro'], i) }),
      sql: (q) => ['AND forma_pagamento = ?', [q.forma_pagamento]],
    },
    { name: 'idparcelamento', query: (i) => ({ idparcelamento: at(planIds, i) }), sql: (q) => ['AND idparcelamento = ?', [q.idparcelamento]] },
    {
      name: 'vencimento range (30 days)',
      query: (i) => ({ vencimento_inicio: window(i)[0], vencimento_fim: window(i)[1] }),
      sql: (q) => ['AND data_vencimento >= ? AND data_vencimento <= ?', [q.vencimento_inicio, q.vencimento_fim]],
    },
    {
      name: 'pagamento range (30 days)',
      query: (i) => ({ pagamento_inicio: window(i)[0], pagamento_fim: window(i)[1] }),
      sql: (q) => ['AND datapagamento >= ? AND datapagamento <= ?', [q.pagamento_inicio, q.pagamento_fim]],
    },
    {
      name: 'tipo + status',
      query: (i) => ({ tipo: 'receita', status: at(['aberto', 'vencido', 'pago'], i) }),
      sql: (q) => {
        const [w, p] = status(String(q.status));
        return [`AND tipo = ? ${w}`, [q.tipo, ...p]];
      },
    },
    {
      name: 'idevento + pago',
      query: (i) => ({ idevento: at(f.events, i), pago: i % 2 ? 'true' : 'false' }),
      sql: (q) => ['AND idevento = ? AND pago = ?', [q.idevento, q.pago === 'true' ? 1 : 0]],
    },
    {
      name: 'forma_pagamento + vencimento range',
      query: (i) => ({ forma_pagamento: at(['pix', 'boleto'], i), vencimento_inicio: window(i)[0], vencimento_fim: window(i)[1] }),
      sql: (q) => ['AND forma_pagamento = ? AND data_vencimento >= ? AND data_vencimento <= ?', [q.forma_pagamento, q.vencimento_inicio, q.vencimento_fim]],
    },
  ];
}

/** The truth of one filter value: COUNT(*) and the `totais` summed directly over the entries. */
async function truth(db: mysql.Connection, accountId: number, today: string, [where, params]: Where) {
  const [[row]] = await db.query<mysql.RowDataPacket[]>(
    `SELECT COUNT(*) AS n,
       COALESCE(SUM(CASE WHEN tipo = 'receita' AND pago = 0 THEN valor END), 0) AS a_receber,
       COALESCE(SUM(CASE WHEN tipo = 'receita' AND pago = 1 THEN COALESCE(valorpago, valor) END), 0) AS recebido,
       COALESCE(SUM(CASE WHEN tipo = 'receita' AND pago = 0 AND data_vencimento < ? THEN valor END), 0) AS vencido_receber,
       COALESCE(SUM(CASE WHEN tipo = 'despesa' AND pago = 0 THEN valor END), 0) AS a_pagar,
       COALESCE(SUM(CASE WHEN tipo = 'despesa' AND pago = 1 THEN COALESCE(valorpago, valor) END), 0) AS pago,
       COALESCE(SUM(CASE WHEN tipo = 'despesa' AND pago = 0 AND data_vencimento < ? THEN valor END), 0) AS vencido_pagar
     FROM financial_entries WHERE account_id = ? ${where}`,
    [today, today, accountId, ...params],
  );
  const cents = (v: unknown) => Math.round(Number(v) * 100);
  const totais: Record<string, number> = {};
  for (const k of ['a_receber', 'recebido', 'vencido_receber', 'a_pagar', 'pago', 'vencido_pagar']) totais[k] = cents(row[k]);
  totais.saldo = totais.recebido - totais.pago;
  return { count: Number(row.n), totais };
}

function checker(expected: Awaited<ReturnType<typeof truth>>, q: Query) {
  return (text: string): string | null => {
    const body = JSON.parse(text) as OverviewBody;
    if (!body.pagination || !body.totais) return 'no pagination or totais in the answer';
    if (body.pagination.total_data !== expected.count) return `total_data ${body.pagination.total_data}, COUNT(*) says ${expected.count}`;
    for (const [k, cents] of Object.entries(expected.totais)) {
      if (Math.round(Number(body.totais[k]) * 100) !== cents) return `totais.${k} ${body.totais[k]}, SUM says ${(cents / 100).toFixed(2)}`;
    }
    const limit = Number(q.limit ?? 100);
    if (body.data.length !== Math.min(limit, expected.count)) return `first page holds ${body.data.length} of ${expected.count}`;
    const field = String(q.field_sort ?? 'id');
    if (field === 'descricao' || field === 'status') return null; // collation / derived order: not re-implemented here
    const sign = q.sort === 'desc' ? -1 : 1;
    for (let i = 1; i < body.data.length; i++) {
      const a = body.data[i - 1];
      const b = body.data[i];
      const av = field === 'valor' ? Number(a[field]) : (a[field] as string | number | null);
      const bv = field === 'valor' ? Number(b[field]) : (b[field] as string | number | null);
      if (av === null || bv === null) continue; // NULL placement is the database's
      const cmp = av < bv ? -1 : av > bv ? 1 : Math.sign(Number(a.id) - Number(b.id));
      if (cmp * sign >= 0) return `rows ${a.id} and ${b.id} out of order for ${field} ${q.sort ?? 'asc'}`;
    }
    return null;
  };
}

/** Every financial overview cell, in table order (names start with "financial overview"). */
export async function runFinancialScenarios(settings: ListSettings, db: mysql.Connection, samples: Samples): Promise<void> {
  const names = (label: string) => `financial overview: ${label}`;
  const f = await financialSamples(db, samples);
  // Plans spread over the account.
  const planIds = (await db.query<mysql.RowDataPacket[]>(
    `SELECT DISTINCT idparcelamento AS id FROM financial_entries WHERE account_id = ? AND idparcelamento IS NOT NULL AND MOD(id, ?) = 0 LIMIT 24`,
    [samples.accountId, Math.max(1, Math.floor(f.total / 24))],
  ))[0].map((r) => Number(r.id));
  const all = filters(f, planIds);
  const sorts: [string, 'asc' | 'desc'][] = [];
  // Every documented field_sort but the ID (the filter rows above are in ID order), both ways.
  for (const field of ENTRY_SORT_FIELDS.filter((f) => f !== 'id')) for (const dir of ['asc', 'desc'] as const) sorts.push([field, dir]);
  const cells: { name: string; filter: Filter; extra: Query }[] = all.map((filter) => ({ name: names(filter.name), filter, extra: {} }));
  // Every sort with no filter, a type, an event, a status and the two 30-day date ranges (a sort
  // by a date runs with or against a range of dates).
  const sorted = ['tipo', 'idevento', 'status', 'vencimento range (30 days)', 'pagamento range (30 days)'].map((name) => all.find((x) => x.name === name)!);
  for (const filter of [all[0], ...sorted]) {
    for (const [field, sort] of sorts) cells.push({ name: names(`${filter.name} × field_sort=${field} ${sort}`), filter, extra: { field_sort: field, sort } });
  }
  for (const c of cells) {
    if (settings.only && !settings.only.test(c.name)) continue;
    const queries = Array.from({ length: 24 }, (_, i) => ({ ...c.filter.query(i), limit: 100, ...c.extra }));
    const checks = new Map<string, (body: string) => string | null>();
    for (const q of queries) {
      const p = path(q);
      if (!checks.has(p)) checks.set(p, checker(await truth(db, samples.accountId, f.today, c.filter.sql(q)), q));
    }
    const request = (i: number): BenchRequest => ({ method: 'GET', path: path(queries[i % queries.length]) });
    const r = await measure(settings, settings.origins, request, (body, req) => checks.get(req.path)!(body));
    addRow(c.name, r.c1, r.cN, LIST_BUDGET, r.skipped, r.skipped ? [r.skipped] : [], describeCpu(r.cpu, 'API'));
  }
}
