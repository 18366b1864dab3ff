/**
 * The list scenarios of `npm run bench`: the by-event list against the floor, the unfiltered
 * first page, every documented filter × every documented `field_sort` × both directions, and
 * deep pages by `page` and by cursor. Each runs at concurrency 1 and N; the first answers of
 * each are checked (page size, sort order with ties by id, totals against COUNT(*)).
 */
import type mysql from 'mysql2/promise';
import { ORDER_ITEM_SORT_FIELDS } from '../src/modules/orders/dto/list-orders.query';
import type { Samples } from './dataset';
import { CpuShare, cpuProbe, describeCpu, describePaired, mergeCpu, pairedCpu } from './cpu';
import { BenchRequest, LoadResult, mergeLoads, runLoad } from './load';
import { addRow, Budget, joinNotes } from './table';

export interface ListSettings {
  origins: string[];
  floorOrigin?: string;
  token: string;
  concurrency: number;
  c1: { requests: number; ms: number };
  cN: { requests: number; ms: number };
  /** Unmeasured load under concurrency before each concurrent measurement (LoadOptions.warmupMs). */
  cNWarmupMs?: number;
  /** A cell whose p50 at concurrency 1 is above this is not run under concurrency (it would take minutes). */
  skipConcurrentAboveMs: number;
  /** Regular expression on the scenario name: only the matching cells run. */
  only?: RegExp;
  /** The by-event rows (against the floor) run unless false: `npm run bench` runs them apart, with more requests. */
  byEvent?: boolean;
  /** The PID of the server behind each origin, to count its CPU (bench/cpu.ts): the by-event rows and every row that misses report it. */
  pids?: Map<string, number>;
}

/** The targets of the issue, per kind of list. */
export const LIST_BUDGET: Budget = { c1p50: 25, cNp99: 100 };
export const BY_EVENT_BUDGET: Budget = { c1p50: 25, cNp99: 40, ratio: 0.8 };
/** `page` deep pages: no worse than before (p50 113 ms, p99 3.6 s under 32 connections). */
export const DEEP_PAGE_BUDGET: Budget = { c1p50: 113, cNp99: 3600 };
export const CURSOR_BUDGET: Budget = { c1p50: 25, cNp99: 100 };

type Query = Record<string, string | number>;
interface Filter {
  name: string;
  /** The i-th value of the filter (rotating over the samples). */
  query: (i: number) => Query;
  /** The SQL condition and parameters of the same filter, for the COUNT(*) check. */
  sql: (q: Query) => [string, unknown[]];
}

const path = (q: Query) => `/api/v1/orders?${new URLSearchParams(Object.entries(q).map(([k, v]): [string, string] => [k, String(v)])).toString()}`;

interface ListBody {
  data: Record<string, unknown>[];
  pagination: { page: number; page_size: number; total_page: number; total_data: number; next_cursor?: string | null };
}

export function filters(s: Samples): Filter[] {
  const at = <T>(list: T[], i: number) => list[i % list.length];
  return [
    { name: 'no filter', query: () => ({}), sql: () => ['', []] },
    { name: 'idevento', query: (i) => ({ idevento: at(s.events, i) }), sql: (q) => ['AND id_evento = ?', [q.idevento]] },
    {
      name: 'pedido',
      query: (i) => ({ pedido: at(s.orders, i).ref }),
      sql: (q) => {
        const [e, n] = String(q.pedido).split('-').map(Number);
        return ['AND id_evento = ? AND numero_pedido = ?', [e, n]];
      },
    },
    { name: 'idpedido (ID)', query: (i) => ({ idpedido: at(s.orders, i).id }), sql: (q) => ['AND idpedido = ?', [q.idpedido]] },
    {
      name: 'idpedido (<e>-<s>)',
      query: (i) => ({ idpedido: at(s.orders, i).ref }),
      sql: (q) => {
        const [e, n] = String(q.idpedido).split('-').map(Number);
        return ['AND id_evento = ? AND numero_pedido = ?', [e, n]];
      },
    },
    { name: 'tipo', query: (i) => ({ tipo: i % 2 === 0 ? 2 : 7 }), sql: (q) => ['AND tipo = ?', [q.tipo]] },
  ];
}

/** Checks one answer: page size, sort order (ties by id in the same direction) and the total. */
function checker(db: mysql.Connection, accountId: number, filter: Filter, expected: Map<string, number>) {
  return (q: Query) =>
    (body: string): string | null => {
      const page = JSON.parse(body) as ListBody;
      const limit = Number(q.limit ?? 100);
      if (page.data.length > limit) return `${page.data.length} rows for limit ${limit}`;
      const key = JSON.stringify(filter.sql(q));
      const total = expected.get(key);
      if (total !== undefined && page.pagination.total_data !== total) return `total_data ${page.pagination.total_data}, COUNT(*) says ${total}`;
      if (page.pagination.page === 1 && page.data.length !== Math.min(limit, page.pagination.total_data)) return `first page holds ${page.data.length} of ${page.pagination.total_data}`;
      const field = String(q.field_sort ?? 'id');
      const sign = q.sort === 'desc' ? -1 : 1;
      if (field === 'nome') return null; // collation order: not re-implemented here
      for (let i = 1; i < page.data.length; i++) {
        const a = page.data[i - 1];
        const b = page.data[i];
        const av = a[field] as number | string;
        const bv = b[field] as number | string;
        const cmp = av < bv ? -1 : av > bv ? 1 : Math.sign(Number(a.id) - Number(b.id));
        if (cmp * sign >= 0) return `rows ${a.id} and ${b.id} out of order for ${field} ${q.sort ?? 'asc'}`;
      }
      return null;
    };
}

/** COUNT(*) of every value a filter takes in the run (the truth the totals are checked against). */
async function expectedTotals(db: mysql.Connection, accountId: number, filter: Filter, values: Query[]): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  for (const q of values) {
    const key = JSON.stringify(filter.sql(q));
    if (out.has(key)) continue;
    const [where, params] = filter.sql(q);
    const [[row]] = await db.query<mysql.RowDataPacket[]>(`SELECT COUNT(*) AS n FROM order_items WHERE account_id = ? ${where}`, [accountId, ...params]);
    out.set(key, Number(row.n));
  }
  return out;
}

type Measured = { c1: LoadResult; cN?: LoadResult; cpu?: CpuShare; skipped?: string };
const halved = (m: { requests: number; ms: number }) => ({ requests: Math.ceil(m.requests / 2), ms: Math.ceil(m.ms / 2) });

/** One scenario at concurrency 1, then (unless it is too slow for that) under the settings' concurrency. */
export async function measure(
  settings: ListSettings,
  origins: string[],
  request: (i: number) => BenchRequest,
  check: ((body: string, req: BenchRequest) => string | null) | undefined,
): Promise<Measured> {
  const headers = { authorization: `Bearer ${settings.token}` };
  const c1 = await runLoad({ origins, concurrency: 1, maxRequests: settings.c1.requests, maxMs: settings.c1.ms, request, headers, check, warmup: 2 });
  if (c1.p50 > settings.skipConcurrentAboveMs) {
    return { c1, skipped: `not run under concurrency: p50 at concurrency 1 is ${c1.p50.toFixed(0)} ms` };
  }
  // The CPU counted is the measured requests' (bench/cpu.ts), after runLoad's warm-up.
  const pids = origins.map((o) => settings.pids?.get(o));
  const probe = pids.every((pid) => pid !== undefined) ? cpuProbe(pids as number[]) : undefined;
  const cN = await runLoad({
    origins,
    concurrency: settings.concurrency,
    maxRequests: settings.cN.requests,
    maxMs: settings.cN.ms,
    request,
    headers,
    check,
    warmupMs: settings.cNWarmupMs,
    onMeasure: probe?.start,
  });
  const cpu = probe?.stop(cN.count);
  return { c1, cN, cpu };
}

async function cell(
  settings: ListSettings,
  db: mysql.Connection,
  samples: Samples,
  name: string,
  filter: Filter,
  extra: Query,
  budget: Budget,
): Promise<void> {
  if (settings.only && !settings.only.test(name)) return;
  const queries = Array.from({ length: 24 }, (_, i) => ({ ...filter.query(i), ...extra }));
  const totals = await expectedTotals(db, samples.accountId, filter, queries);
  const check = checker(db, samples.accountId, filter, totals);
  const byPath = new Map(queries.map((q) => [path(q), q]));
  const request = (i: number): BenchRequest => ({ method: 'GET', path: path(queries[i % queries.length]) });
  const r = await measure(settings, settings.origins, request, (body, req) => check(byPath.get(req.path)!)(body));
  addRow(name, r.c1, r.cN, budget, r.skipped, r.skipped ? [r.skipped] : [], describeCpu(r.cpu, 'API'));
}

/** Every list scenario, in table order. */
export async function runListScenarios(settings: ListSettings, db: mysql.Connection, samples: Samples): Promise<void> {
  const [none, byEvent] = filters(samples);

  // The by-event list against the floor: same URLs, same connections.
  if (settings.byEvent !== false && (!settings.only || settings.only.test('by-event list'))) {
    const queries = Array.from({ length: 24 }, (_, i) => ({ ...byEvent.query(i), limit: 100 }));
    const totals = await expectedTotals(db, samples.accountId, byEvent, queries);
    const check = checker(db, samples.accountId, byEvent, totals);
    const byPath = new Map(queries.map((q) => [path(q), q]));
    const request = (i: number): BenchRequest => ({ method: 'GET', path: path(queries[i % queries.length]) });
    const verify = (body: string, req: BenchRequest) => check(byPath.get(req.path)!)(body);
    // Both servers warmed alike first (the JIT, the pools, the token cache): 3 s at full concurrency, unmeasured.
    const headers = { authorization: `Bearer ${settings.token}` };
    const warmUp = (origins: string[]) => runLoad({ origins, concurrency: settings.concurrency, maxRequests: Infinity, maxMs: 3000, request, headers });
    await warmUp(settings.origins);
    if (settings.floorOrigin) await warmUp([settings.floorOrigin]);
    // Measured in two halves, in the order service, floor, floor, service, each server's halves
    // then taken as one: whatever the machine does meanwhile (the database's background work, a
    // slower minute) falls on both alike rather than on whichever went first.
    const half = { ...settings, skipConcurrentAboveMs: Infinity, c1: halved(settings.c1), cN: halved(settings.cN) };
    const both = (a: Measured, b: Measured) => ({ c1: mergeLoads(a.c1, b.c1), cN: mergeLoads(a.cN!, b.cN!), cpu: mergeCpu(a.cpu, a.cN!.count, b.cpu, b.cN!.count) });
    if (settings.floorOrigin) {
      const service1 = await measure(half, settings.origins, request, verify);
      const floor1 = await measure(half, [settings.floorOrigin], request, verify);
      const floor = both(floor1, await measure(half, [settings.floorOrigin], request, verify));
      const service = both(service1, await measure(half, settings.origins, request, verify));
      // Then both under one load, round-robin: each one's CPU per request on the same machine at
      // the same moment, which a drift of the machine's speed between the halves cannot skew.
      const servicePid = settings.pids?.get(settings.origins[0]);
      const floorPid = settings.pids?.get(settings.floorOrigin);
      const paired =
        servicePid !== undefined && floorPid !== undefined
          ? await pairedCpu([servicePid, floorPid], (onMeasure) =>
              runLoad({
                origins: [settings.origins[0], settings.floorOrigin!],
                concurrency: settings.concurrency,
                maxRequests: settings.cN.requests,
                maxMs: settings.cN.ms,
                request: (i) => request(Math.floor(i / 2)),
                headers,
                warmupMs: settings.cNWarmupMs,
                onMeasure,
              }),
            )
          : undefined;
      // Each row's note says where the machine's CPU went per request under concurrency, and the throughput that bounds.
      addRow('floor: bare Fastify + mysql2, same SQL, by-event list', floor.c1, floor.cN, {}, describeCpu(floor.cpu, 'floor'));
      const ratio = service.cN!.rps / floor.cN!.rps;
      const slow = ratio >= BY_EVENT_BUDGET.ratio! ? [] : [`throughput ${ratio.toFixed(2)}× the floor's, below ${BY_EVENT_BUDGET.ratio}×`];
      const note = joinNotes(`${ratio.toFixed(2)}× the floor`, describeCpu(service.cpu, 'API'), describePaired(paired, ['API', 'floor']));
      addRow('by-event list (idevento=E&limit=100)', service.c1, service.cN, BY_EVENT_BUDGET, note, slow);
    } else {
      const service = await measure({ ...settings, skipConcurrentAboveMs: Infinity }, settings.origins, request, verify);
      addRow(`by-event list (idevento=E&limit=100), ${settings.origins.length} API processes`, service.c1, service.cN, { cNp99: BY_EVENT_BUDGET.cNp99 }, describeCpu(service.cpu, 'API processes'));
    }
  }
  const processes = settings.origins.length > 1 ? `, ${settings.origins.length} API processes` : '';
  await cell(settings, db, samples, `unfiltered first page (limit=100)${processes}`, none, { limit: 100 }, LIST_BUDGET);
  if (settings.origins.length > 1) return;

  for (const filter of filters(samples)) {
    for (const field of ORDER_ITEM_SORT_FIELDS) {
      for (const sort of ['asc', 'desc'] as const) {
        await cell(settings, db, samples, `${filter.name} × field_sort=${field} ${sort}`, filter, { field_sort: field, sort }, LIST_BUDGET);
      }
    }
  }
  await deepPages(settings, db, samples);
}

/** Page 2,000 of 200 (or the middle of a smaller dataset) by `page`, then the same depth by cursor. */
async function deepPages(settings: ListSettings, db: mysql.Connection, samples: Samples): Promise<void> {
  const [none] = filters(samples);
  const depth = Math.max(2, Math.min(2000, Math.floor(samples.totalItems / 200 / 2)));
  const variants: { label: string; extra: Query }[] = [
    { label: '', extra: {} },
    { label: ', field_sort=nome', extra: { field_sort: 'nome' } },
    { label: ', field_sort=valortotal desc', extra: { field_sort: 'valortotal', sort: 'desc' } },
  ];
  for (const v of variants) {
    await cell(settings, db, samples, `deep page by page (page=${depth}&limit=200${v.label})`, none, { page: depth, limit: 200, ...v.extra }, DEEP_PAGE_BUDGET);
  }
  for (const v of variants) {
    const name = `deep page by cursor (depth ${(depth * 200).toLocaleString('en')}, limit=200${v.label})`;
    if (settings.only && !settings.only.test(name)) continue;
    // The cursor after page depth-1, as a client walking the list would hold it.
    const res = await fetch(`${settings.origins[0]}${path({ page: depth - 1, limit: 200, ...v.extra })}`, { headers: { authorization: `Bearer ${settings.token}` } });
    const body = (await res.json()) as ListBody;
    const cursor = body.pagination?.next_cursor;
    if (typeof cursor !== 'string') {
      addRow(name, undefined, undefined, {}, 'the API returns no pagination.next_cursor', ['no cursor pagination']);
      continue;
    }
    const expected = await fetch(`${settings.origins[0]}${path({ page: depth, limit: 200, ...v.extra })}`, { headers: { authorization: `Bearer ${settings.token}` } });
    const expectedIds = ((await expected.json()) as ListBody).data.map((r) => r.id).join(',');
    const request = (): BenchRequest => ({ method: 'GET', path: path({ cursor, limit: 200, ...v.extra }) });
    const check = (text: string) => {
      const ids = (JSON.parse(text) as ListBody).data.map((r) => r.id).join(',');
      return ids === expectedIds ? null : 'the cursor page differs from the same page by number';
    };
    const r = await measure(settings, settings.origins, request, check);
    addRow(name, r.c1, r.cN, CURSOR_BUDGET, r.skipped, r.skipped ? [r.skipped] : [], describeCpu(r.cpu, 'API'));
  }
}
