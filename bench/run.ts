/**
 * `npm run bench -- [--quick] [--against <git ref>] [--accounts 1x250000,6x50000,…] [--skip-build] [--only metrics]`
 *
 * The benchmark of the real workload, on MariaDB/MySQL, loopback only:
 *  1. builds this version (`npm run build`) unless --skip-build; with --against, checks the ref
 *     out into a temporary git worktree and builds it there (bench/versions.ts);
 *  2. seeds each version's own database (`bench_eos_current`, `bench_eos_against`: dropped and
 *     created) with that version's seed code: many accounts of uneven sizes (ACCOUNTS; --quick,
 *     about a tenth), timing the seeding and reading the bytes per row it left;
 *  3. measures with the database as configured: nothing raises the InnoDB buffer pool or reads
 *     the indexes in first (the pool size is printed);
 *  4. starts each version's built API and the floor server (bench/floor.ts), then drives the
 *     mixed load (bench/workload.ts: lists with random documented filters and sorts, views,
 *     order creation, installment plans; 90 % reads) over all accounts at once at 32 connections,
 *     alternating the versions in short rounds (A B, B A, …) so that a drift of the machine
 *     weighs on both alike;
 *  5. the by-event list of this version against the floor, alternated the same way;
 *  6. what the Prometheus metrics cost the by-event list: two more APIs of this version on its
 *     database, one without METRICS_PORT and one with it (its /metrics scraped every 5 s),
 *     alternated the same way;
 *  7. every documented filter × sort on the largest account, one request at a time;
 *  8. prints the tables and exits 1 naming every target missed (2 when the bench itself fails).
 *
 * `--only metrics` (`npm run bench:metrics`): this version only, on a small seed
 * (METRICS_ACCOUNTS unless --accounts), and only the metrics cost: a check that takes a minute or two.
 *
 * `--only webhook-fairness` (`npm run bench:webhook-fairness`): one tenant whose 20 webhooks never
 * answer, busy with its changes, against another tenant's delivery p99 (bench/webhook-fairness.ts).
 *
 * BENCH_MYSQL (default mysql://root@127.0.0.1:3306) and BENCH_REDIS (default
 * redis://127.0.0.1:6379) choose the servers, BENCH_PORT_BASE (default 3800) the ports. Every process it starts, it stops; the
 * temporary worktree is removed at the end; the databases stay until the next run.
 */
import { mkdtempSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';

import mysql from 'mysql2/promise';
import { Pool } from 'undici';

import { Scrape } from '../test/support/metrics-scrape';
import { cpuProbe, CpuShare, describeCpu, setDatabasePidFile } from './cpu';
import { BenchRequest, closePools, latencies, LoadResult, mergeLoads, runLoad, send } from './load';
import { apiNodeFlags, Child, startChild, stopAll, stopChild, waitHealthy } from './processes';
import { parseTiers } from './seed';
import { build, currentVersion, previousVersion, Seeded, seedVersion, serverUrl, Storage, storage, Version } from './versions';
import { webhookFairness } from './webhook-fairness';
import {
  AccountSamples,
  byEvent,
  entriesList,
  ENTRY_FILTERS,
  ENTRY_SORT_FIELDS,
  loadSamples,
  mixedRequest,
  ORDER_FILTERS,
  ORDER_ITEM_SORT_FIELDS,
  ordersList,
  prng,
} from './workload';

/** The accounts of a full run: 1,000,000 order items and about 1,100,000 financial entries. */
const ACCOUNTS = '1x250000,6x50000,60x5000,300x500';
/** --quick: about a tenth. */
const QUICK_ACCOUNTS = '1x25000,6x5000,30x1000,60x250';
/** --only metrics: enough for the by-event list, seeded in seconds. */
const METRICS_ACCOUNTS = '1x10000,10x500';
const CONCURRENCY = 32;

/** The targets. */
const TARGET = {
  entryBytes: 700,
  itemBytes: 400,
  /** Mixed load against the previous version: throughput at least this ratio, p99 no worse. */
  throughputRatio: 1.2,
  /** Without a previous version to compare with, the aims on a 2-core machine are the targets. */
  readP99Ms: 120,
  writeP99Ms: 150,
  floorRatio: 0.85,
  cellP50Ms: 50,
  /** A cell refused with `sort_needs_filter` (bounded cost) is answered before any query. */
  refusedP50Ms: 10,
  seedRatio: 2,
  /** The most throughput of the by-event list the metrics may cost. */
  metricsCost: 0.05,
};

const PORT_BASE = Number(process.env.BENCH_PORT_BASE ?? 3800);
const FLOOR_PORT = PORT_BASE + 9;
/** The metrics-cost row: the API without metrics, with them, and its /metrics. */
const METRICS_COST_PORTS = { off: PORT_BASE + 5, on: PORT_BASE + 6, metrics: PORT_BASE + 7 };
const SCRAPE_EVERY_MS = 5000;

const has = (flag: string) => process.argv.includes(`--${flag}`);
function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}
const log = (line: string) => process.stderr.write(`bench: ${line}\n`);
const ms = (v: number) => (Number.isFinite(v) ? (v >= 100 ? v.toFixed(0) : v.toFixed(1)) : '-');
const int = (v: number) => Math.round(v).toLocaleString('en');

interface Measured {
  version: Version;
  seeded: Seeded;
  storage: Storage[];
  api: Child;
  origin: string;
  samples: AccountSamples[];
  mixed: LoadResult[];
  cpu: CpuShare[];
}

const misses: string[] = [];
const miss = (what: string) => misses.push(what);
/** Warm-ups are unmeasured, but their failures count as errors too. */
const warmup = (what: string, r: LoadResult) =>
  r.errors > 0 && miss(`${what} (warm-up): ${r.errors} failed requests, first: ${r.firstError}`);

/** Runs `segments` alternately: round r measures them in order, r+1 in reverse, and so on. */
async function alternate<T>(rounds: number, segments: (() => Promise<T>)[]): Promise<T[][]> {
  const results: T[][] = segments.map(() => []);
  for (let r = 0; r < rounds; r++) {
    const order = segments.map((_, i) => i);
    if (r % 2 === 1) order.reverse();
    for (const i of order) results[i].push(await segments[i]());
  }
  return results;
}

function averageCpu(shares: CpuShare[]): CpuShare | undefined {
  if (shares.length === 0) return undefined;
  const avg = (f: (c: CpuShare) => number | undefined) => {
    const v = shares.map(f).filter((x): x is number => x !== undefined);
    return v.length ? v.reduce((a, b) => a + b, 0) / v.length : undefined;
  };
  return { server: avg((c) => c.server)!, servers: [avg((c) => c.server)!], database: avg((c) => c.database), load: avg((c) => c.load)! };
}

interface MetricsCost {
  off: LoadResult;
  on: LoadResult;
  cpuOff?: CpuShare;
  cpuOn?: CpuShare;
  scrapes: number;
}

/**
 * What the Prometheus metrics cost the by-event list: two APIs of the same build on the same
 * database, one without METRICS_PORT and one with it (its /metrics scraped every 5 s meanwhile,
 * three times as often as Prometheus does by default), the same by-event load sent to each in
 * alternating rounds; each one's throughput and CPU per request.
 */
async function metricsCost(
  startApi: (name: string, port: number, env: Record<string, string>) => Child,
  request: (i: number) => BenchRequest,
  rounds: number,
  segmentMs: number,
  warmupMs: number,
): Promise<MetricsCost> {
  const { off, on, metrics } = METRICS_COST_PORTS;
  const apis = [
    { name: 'without metrics', child: startApi('api-metrics-off', off, {}), origin: `http://127.0.0.1:${off}`, cpu: [] as CpuShare[] },
    {
      name: 'with metrics',
      child: startApi('api-metrics-on', on, { METRICS_PORT: String(metrics) }),
      origin: `http://127.0.0.1:${on}`,
      cpu: [] as CpuShare[],
    },
  ];
  const metricsUrl = `http://127.0.0.1:${metrics}/metrics`;
  let scrapes = 0;
  let scraper: NodeJS.Timeout | undefined;
  try {
    for (const a of apis) await waitHealthy(a.child, `${a.origin}/health`);
    scraper = setInterval(
      () =>
        void Scrape.of(metricsUrl).then(
          () => scrapes++,
          () => undefined,
        ),
      SCRAPE_EVERY_MS,
    );
    for (const a of apis)
      warmup(`by-event list ${a.name}`, await runLoad({ origin: a.origin, concurrency: CONCURRENCY, ms: 1, warmupMs, request }));
    const [offRuns, onRuns] = await alternate(
      rounds,
      apis.map((a) => async () => {
        const probe = cpuProbe([a.child.proc.pid!]);
        const r = await runLoad({ origin: a.origin, concurrency: CONCURRENCY, ms: segmentMs, request, onMeasure: probe.start });
        const cpu = probe.stop(r.count);
        if (cpu) a.cpu.push(cpu);
        log(`  ${a.name}: ${r.rps.toFixed(0)} req/s, ${r.errors} errors`);
        return r;
      }),
    );
    // The metered API counted every by-event list it answered (warm-up included): the metrics were on.
    const result = {
      off: mergeLoads(offRuns),
      on: mergeLoads(onRuns),
      cpuOff: averageCpu(apis[0].cpu),
      cpuOn: averageCpu(apis[1].cpu),
      scrapes,
    };
    const counted = (await Scrape.of(metricsUrl)).value('event_orders_http_requests_total', { route: '/api/v1/orders' });
    if (counted < result.on.count)
      throw new Error(`the API with METRICS_PORT counted ${counted} by-event lists, fewer than the ${result.on.count} measured on it`);
    return result;
  } finally {
    clearInterval(scraper);
    await Promise.all(apis.map((a) => stopChild(a.child)));
  }
}

/** The metrics-cost table, and its target. */
function reportMetricsCost(c: MetricsCost, out: string[]): void {
  const ratio = c.on.rps / c.off.rps;
  const cost = 1 - ratio;
  const cpu = (share?: CpuShare) => (share ? share.server.toFixed(2) : '-');
  const pct = (v: number) => `${(v * 100).toFixed(1)} %`;
  out.push('');
  out.push(`| metrics cost, by-event list c${CONCURRENCY} | req/s | p50 ms | p99 ms | API CPU ms/request | ratio | target |`);
  out.push('|---|---:|---:|---:|---:|---:|---|');
  out.push(`| without METRICS_PORT | ${c.off.rps.toFixed(0)} | ${ms(c.off.all.p50)} | ${ms(c.off.all.p99)} | ${cpu(c.cpuOff)} | | |`);
  out.push(
    `| with METRICS_PORT (${c.scrapes} scrapes) | ${c.on.rps.toFixed(0)} | ${ms(c.on.all.p50)} | ${ms(c.on.all.p99)} | ${cpu(c.cpuOn)} | ${ratio.toFixed(3)}× | metrics cost ≤ ${pct(TARGET.metricsCost)} of the throughput |`,
  );
  if (c.off.errors + c.on.errors > 0)
    miss(
      `metrics cost: ${c.off.errors} failed requests without metrics, ${c.on.errors} with, first: ${c.off.firstError ?? c.on.firstError}`,
    );
  if (cost > TARGET.metricsCost)
    miss(
      `metrics cost ${pct(cost)} of the by-event list's throughput > ${pct(TARGET.metricsCost)} (API CPU per request: ${cpu(c.cpuOff)} ms without, ${cpu(c.cpuOn)} ms with)`,
    );
}

/** 0 when every target was met, else 1 after naming each one missed. */
function verdict(): number {
  if (misses.length === 0) {
    process.stdout.write('bench: every target met.\n');
    return 0;
  }
  process.stderr.write(`\nbench: ${misses.length} target(s) MISSED:\n${misses.map((m) => `  - ${m}`).join('\n')}\n`);
  return 1;
}

async function main(): Promise<number> {
  const startedAt = performance.now();
  const quick = has('quick');
  const against = arg('against');
  const only = arg('only');
  if (only === 'webhook-fairness') return webhookFairness();
  if (only !== undefined && only !== 'metrics') throw new Error(`--only ${only}: the only row that runs alone is "metrics"`);
  const metricsOnly = only === 'metrics';
  if (metricsOnly && against) throw new Error('--only metrics measures this version only: leave out --against');
  const tiers = parseTiers(arg('accounts') ?? (metricsOnly ? METRICS_ACCOUNTS : quick ? QUICK_ACCOUNTS : ACCOUNTS));
  const server = process.env.BENCH_MYSQL ?? 'mysql://root@127.0.0.1:3306';
  const redisUrl = process.env.BENCH_REDIS ?? 'redis://127.0.0.1:6379';
  const logDir = mkdtempSync(join(tmpdir(), 'eos-bench-'));
  const rounds = quick ? 4 : 6;
  const segmentMs = quick ? 6000 : 15_000;
  const warmupMs = quick ? 3000 : 10_000;
  const metricsRounds = 6;
  const metricsMs = quick || metricsOnly ? 4000 : 10_000;
  log(
    `${metricsOnly ? 'metrics-only' : quick ? 'quick' : 'full'} run (${tiers.map((t) => `${t.count} × ${int(t.items)}`).join(', ')} items); process logs in ${logDir}`,
  );

  const versions: Version[] = [currentVersion()];
  const measured: Measured[] = [];
  /** The built API of version `v` (the `i`th) on its database; without metrics unless `extra` sets METRICS_PORT. */
  const startApi = (name: string, v: Version, i: number, port: number, extra: Record<string, string> = {}) =>
    startChild(
      name,
      [...apiNodeFlags(v.root), 'dist/main.js'],
      {
        DATABASE_URL: serverUrl(server, v.database),
        REDIS_URL: redisUrl,
        QUEUE_PREFIX: `bench-eos-${PORT_BASE}-${i}`,
        PORT: String(port),
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        RATE_LIMIT_PER_MINUTE: '1000000000',
        METRICS_PORT: '',
        ...extra,
      },
      logDir,
      v.root,
    );
  try {
    if (!has('skip-build')) {
      log('npm run build');
      build(versions[0].root);
    }
    if (against) versions.push(previousVersion(against, log));

    const admin = await mysql.createConnection({ uri: server.replace(/^mariadb:/, 'mysql:') });
    const [[pool]] = await admin.query<mysql.RowDataPacket[]>(
      'SELECT @@innodb_buffer_pool_size AS size, VERSION() AS version, @@pid_file AS pidFile',
    );
    setDatabasePidFile(String(pool.pidFile));
    await admin.end();
    const poolMb = Number(pool.size) / 1024 / 1024;

    for (const [i, v] of versions.entries()) {
      log(`seeding ${v.label} (${v.commit}) into ${v.database}`);
      const seeded = await seedVersion(v, server, tiers, logDir);
      const perRow = seeded.rows.order_items + seeded.rows.financial_entries + seeded.rows.orders;
      log(
        `  ${v.label}: ${int(seeded.rows.order_items)} items, ${int(seeded.rows.financial_entries)} entries, ${int(seeded.rows.orders)} orders in ${seeded.seconds.toFixed(1)} s (${int(perRow / seeded.seconds)} rows/s)`,
      );
      const sizes = await storage(server, v.database, ['financial_entries', 'order_items']);
      const port = PORT_BASE + 1 + i;
      const api = startApi(`api-${v.label.replace(/[^\w.-]/g, '_')}`, v, i, port);
      const origin = `http://127.0.0.1:${port}`;
      await waitHealthy(api, `${origin}/health`, 600_000);
      const db = await mysql.createConnection({ uri: serverUrl(server, v.database) });
      const samples = await loadSamples(db, seeded.accounts).finally(() => db.end());
      measured.push({ version: v, seeded, storage: sizes, api, origin, samples, mixed: [], cpu: [] });
    }
    const current = measured[0];
    const out: string[] = [];
    out.push(
      `MariaDB/MySQL ${pool.version}, InnoDB buffer pool ${poolMb.toFixed(0)} MB as configured (nothing raised, nothing read in first); ${cpus().length} cores.`,
    );
    out.push(`Accounts: ${tiers.map((t) => `${t.count} × ${int(t.items)} items`).join(', ')}${quick ? ' (quick scale)' : ''}.`);
    const byEventSeq = (seed: number) => {
      const pick = (rand: () => number) => current.samples[Math.floor(rand() * current.samples.length)];
      return (i: number) => {
        const rand = prng(seed * 7919 + i);
        return byEvent(rand, pick(rand));
      };
    };
    const measureMetricsCost = () => {
      log(`metrics cost on the by-event list: ${metricsRounds} rounds of ${metricsMs / 1000} s each, without and with METRICS_PORT`);
      return metricsCost(
        (name, port, env) => startApi(name, current.version, 0, port, env),
        byEventSeq(13),
        metricsRounds,
        metricsMs,
        2000,
      );
    };
    if (metricsOnly) {
      reportMetricsCost(await measureMetricsCost(), out);
      process.stdout.write(`\n${out.join('\n')}\n\n`);
      log(`wall time ${((performance.now() - startedAt) / 1000).toFixed(0)} s`);
      return verdict();
    }
    const floor = startChild(
      'floor',
      [...apiNodeFlags(), 'node_modules/ts-node/dist/bin.js', '--transpile-only', 'bench/floor.ts'],
      { DATABASE_URL: serverUrl(server, versions[0].database), PORT: String(FLOOR_PORT) },
      logDir,
    );
    await waitHealthy(floor, `http://127.0.0.1:${FLOOR_PORT}/health`);

    // The mixed load: every version, alternately, each with the same sequence of request shapes.
    log(`mixed load at ${CONCURRENCY} connections: ${rounds} rounds of ${segmentMs / 1000} s per version`);
    for (const m of measured)
      warmup(
        `mixed load on ${m.version.label}`,
        await runLoad({ origin: m.origin, concurrency: CONCURRENCY, ms: 1, warmupMs, request: mixedRequest(m.samples, 99) }),
      );
    let round = 0;
    await alternate(
      rounds,
      measured.map((m) => async () => {
        const probe = cpuProbe([m.api.proc.pid!]);
        const r = await runLoad({
          origin: m.origin,
          concurrency: CONCURRENCY,
          ms: segmentMs,
          request: mixedRequest(m.samples, 1 + round++),
          onMeasure: probe.start,
        });
        const cpu = probe.stop(r.count);
        if (cpu) m.cpu.push(cpu);
        m.mixed.push(r);
        log(
          `  ${m.version.label}: ${r.rps.toFixed(0)} req/s, reads p99 ${ms(r.read.p99)} ms, writes p99 ${ms(r.write.p99)} ms, ${r.errors} errors`,
        );
      }),
    );

    // The by-event list: this version against the floor, alternately, on the same database.
    const floorOrigin = `http://127.0.0.1:${FLOOR_PORT}`;
    const byEventRounds = quick ? 2 : 4;
    const byEventMs = quick ? 4000 : 10_000;
    log(`by-event list against the floor: ${byEventRounds} rounds of ${byEventMs / 1000} s each`);
    for (const origin of [current.origin, floorOrigin])
      warmup(
        `by-event list on ${origin}`,
        await runLoad({ origin, concurrency: CONCURRENCY, ms: 1, warmupMs: 2000, request: byEventSeq(7) }),
      );
    const cpuOf: Record<string, CpuShare[]> = { api: [], floor: [] };
    const [apiByEvent, floorByEvent] = await alternate(
      byEventRounds,
      (
        [
          ['api', current.origin, current.api],
          ['floor', floorOrigin, floor],
        ] as const
      ).map(([name, origin, child]) => async () => {
        const probe = cpuProbe([child.proc.pid!]);
        const r = await runLoad({ origin, concurrency: CONCURRENCY, ms: byEventMs, request: byEventSeq(11), onMeasure: probe.start });
        const cpu = probe.stop(r.count);
        if (cpu) cpuOf[name].push(cpu);
        return r;
      }),
    );
    const apiBE = mergeLoads(apiByEvent);
    const floorBE = mergeLoads(floorByEvent);
    const metricsCostRow = await measureMetricsCost();

    // Every documented filter × sort on the largest account, one request at a time.
    const largest = [...current.samples].sort((a, b) => b.items - a.items)[0];
    const perCell = quick ? 6 : 12;
    log(`filter × sort matrix on account ${largest.accountId} (${int(largest.items)} items): ${perCell} requests per cell, one at a time`);
    const one = new Pool(current.origin, { connections: 1 });
    // A cell is served (2xx) or refused (400 `sort_needs_filter`, bounded cost): its p50 either way,
    // negative for a refused one (shown as `400 <ms>`, against the refusal's own target).
    const cell = async (request: (rand: () => number, sort: 'asc' | 'desc') => ReturnType<typeof ordersList>, key: number) => {
      const times: number[] = [];
      let refused = false;
      for (let i = 0; i <= perCell; i++) {
        const req = request(prng(key * 131 + i), i % 2 === 0 ? 'asc' : 'desc');
        const t0 = performance.now();
        const { status, body } = await send(one, req);
        if (i > 0) times.push(performance.now() - t0);
        if (status === 400 && body.includes('sort_needs_filter')) refused = true;
        else if (status < 200 || status >= 300) miss(`matrix: ${req.path} answered HTTP ${status} ${body.slice(0, 200)}`);
      }
      return refused ? -latencies(times).p50 : latencies(times).p50;
    };
    const orderCells: number[][] = [];
    for (const [f, filter] of ORDER_FILTERS.entries()) {
      orderCells.push([]);
      for (const [s, field] of ORDER_ITEM_SORT_FIELDS.entries())
        orderCells[f].push(await cell((rand, dir) => ordersList(rand, largest, filter, field, dir), f * 100 + s));
    }
    const entryCells: number[][] = [];
    for (const [f, filter] of ENTRY_FILTERS.entries()) {
      entryCells.push([]);
      for (const [s, field] of ENTRY_SORT_FIELDS.entries())
        entryCells[f].push(
          await cell((rand, dir) => entriesList(rand, largest, filter === 'none' ? [] : [filter], field, dir), 10_000 + f * 100 + s),
        );
    }
    await one.close();

    // ---- Report ----
    const prev = measured[1];
    out.push('');
    out.push(
      `| measure | ${measured.map((m) => `${m.version.label} (${m.version.commit})`).join(' | ')}${prev ? ' | ratio | target' : ' | target'} |`,
    );
    out.push(`|---|${measured.map(() => '---:|').join('')}${prev ? '---:|---|' : '---|'}`);
    const row = (name: string, cells: string[], target: string, ratio?: number | false) =>
      out.push(
        `| ${name} | ${cells.join(' | ')}${prev ? ` | ${ratio === undefined || ratio === false || !Number.isFinite(ratio) ? '' : `${ratio.toFixed(2)}×`}` : ''} | ${target} |`,
      );

    const mixed = measured.map((m) => mergeLoads(m.mixed));
    const [mc, mp] = mixed;
    row(
      `mixed load, req/s (c${CONCURRENCY})`,
      mixed.map((r) => r.rps.toFixed(0)),
      prev ? `≥ ${TARGET.throughputRatio}× previous` : 'reported',
      mp && mc.rps / mp.rps,
    );
    row(
      'reads p50 / p99, ms',
      mixed.map((r) => `${ms(r.read.p50)} / ${ms(r.read.p99)}`),
      prev ? `p99 ≤ previous (aim ${TARGET.readP99Ms})` : `p99 ≤ ${TARGET.readP99Ms}`,
      mp && mc.read.p99 / mp.read.p99,
    );
    row(
      'writes p50 / p99, ms',
      mixed.map((r) => `${ms(r.write.p50)} / ${ms(r.write.p99)}`),
      prev ? `p99 ≤ previous (aim ${TARGET.writeP99Ms})` : `p99 ≤ ${TARGET.writeP99Ms}`,
      mp && mc.write.p99 / mp.write.p99,
    );
    row(
      'requests / errors',
      mixed.map((r) => `${int(r.count)} / ${r.errors}`),
      '0 errors',
    );
    row(
      'of which narrowed after sort_needs_filter (one request each)',
      mixed.map((r) => int(r.narrowed)),
      '',
    );
    const seedRates = measured.map(
      (m) => (m.seeded.rows.order_items + m.seeded.rows.financial_entries + m.seeded.rows.orders) / m.seeded.seconds,
    );
    row(
      'seeding, rows/s (items + entries + orders)',
      seedRates.map(int),
      prev ? `≥ ${TARGET.seedRatio}× previous` : 'reported',
      prev && seedRates[0] / seedRates[1],
    );
    row(
      'seeding, s',
      measured.map((m) => m.seeded.seconds.toFixed(0)),
      '',
    );
    for (const [table, target] of [
      ['financial_entries', TARGET.entryBytes],
      ['order_items', TARGET.itemBytes],
    ] as const) {
      const st = measured.map((m) => m.storage.find((s) => s.table === table)!);
      row(
        `${table}: B/row (secondary indexes)`,
        st.map((s) => `${int(s.bytesPerRow)} (${s.secondaryIndexes})`),
        `≤ ${target} B`,
        prev && st[0].bytesPerRow / st[1].bytesPerRow,
      );
    }
    const beRatio = apiBE.rps / floorBE.rps;
    out.push('');
    out.push(`| by-event list, c${CONCURRENCY} | req/s | p50 ms | p99 ms | ratio | target |`);
    out.push('|---|---:|---:|---:|---:|---|');
    out.push(
      `| this version | ${apiBE.rps.toFixed(0)} | ${ms(apiBE.all.p50)} | ${ms(apiBE.all.p99)} | ${beRatio.toFixed(2)}× | ≥ ${TARGET.floorRatio}× the floor |`,
    );
    out.push(`| floor (Fastify + mysql2, same SQL) | ${floorBE.rps.toFixed(0)} | ${ms(floorBE.all.p50)} | ${ms(floorBE.all.p99)} | | |`);
    reportMetricsCost(metricsCostRow, out);

    const matrix = (title: string, filters: readonly string[], fields: readonly string[], cells: number[][]) => {
      out.push('');
      out.push(`| ${title} | ${fields.join(' | ')} |`);
      out.push(`|---|${fields.map(() => '---:|').join('')}`);
      for (const [f, filter] of filters.entries())
        out.push(
          `| ${filter} | ${cells[f]
            .map((v) =>
              v < 0 ? (-v > TARGET.refusedP50Ms ? `**400 ${ms(-v)}**` : `400 ${ms(-v)}`) : v > TARGET.cellP50Ms ? `**${ms(v)}**` : ms(v),
            )
            .join(' | ')} |`,
        );
    };
    out.push('');
    out.push(
      `Filter × sort on the largest account (${int(largest.items)} items), p50 ms of ${perCell} requests one at a time, asc and desc alternately, first page of 50 (target ≤ ${TARGET.cellP50Ms} ms; \`400\`: refused with sort_needs_filter, target ≤ ${TARGET.refusedP50Ms} ms; misses in bold):`,
    );
    matrix('GET /orders: filter \\ field_sort', ORDER_FILTERS, ORDER_ITEM_SORT_FIELDS, orderCells);
    matrix('GET /financial: filter \\ field_sort', ENTRY_FILTERS, ENTRY_SORT_FIELDS, entryCells);
    process.stdout.write(`\n${out.join('\n')}\n\n`);
    for (const m of measured) {
      const cpu = averageCpu(m.cpu);
      if (cpu) process.stdout.write(`mixed load, ${m.version.label}: ${describeCpu(cpu, 'API')}\n`);
    }
    const apiCpu = averageCpu(cpuOf.api);
    const floorCpu = averageCpu(cpuOf.floor);
    if (apiCpu && floorCpu)
      process.stdout.write(`by-event list: API ${describeCpu(apiCpu, 'API')}; floor ${describeCpu(floorCpu, 'floor')}\n`);

    // ---- Targets ----
    const curCpu = averageCpu(current.cpu);
    const cause = curCpu ? ` (${describeCpu(curCpu, 'API')})` : '';
    for (const m of measured) {
      const r = mergeLoads(m.mixed);
      if (r.errors > 0) miss(`mixed load on ${m.version.label}: ${r.errors} failed requests, first: ${r.firstError}`);
    }
    if (mp) {
      if (mc.rps < TARGET.throughputRatio * mp.rps)
        miss(`mixed load throughput ${(mc.rps / mp.rps).toFixed(2)}× the previous version's < ${TARGET.throughputRatio}×${cause}`);
      if (mc.read.p99 > mp.read.p99) miss(`mixed load reads p99 ${ms(mc.read.p99)} ms > previous ${ms(mp.read.p99)} ms${cause}`);
      if (mc.write.p99 > mp.write.p99) miss(`mixed load writes p99 ${ms(mc.write.p99)} ms > previous ${ms(mp.write.p99)} ms${cause}`);
      if (seedRates[0] < TARGET.seedRatio * seedRates[1])
        miss(`seeding ${(seedRates[0] / seedRates[1]).toFixed(2)}× the previous version's rows/s < ${TARGET.seedRatio}×`);
    } else {
      if (mc.read.p99 > TARGET.readP99Ms) miss(`mixed load reads p99 ${ms(mc.read.p99)} ms > ${TARGET.readP99Ms} ms${cause}`);
      if (mc.write.p99 > TARGET.writeP99Ms) miss(`mixed load writes p99 ${ms(mc.write.p99)} ms > ${TARGET.writeP99Ms} ms${cause}`);
    }
    for (const [table, target] of [
      ['financial_entries', TARGET.entryBytes],
      ['order_items', TARGET.itemBytes],
    ] as const) {
      const s = current.storage.find((x) => x.table === table)!;
      if (s.bytesPerRow > target) miss(`${table}: ${int(s.bytesPerRow)} B per row > ${target} B (${s.secondaryIndexes} secondary indexes)`);
    }
    if (apiBE.errors + floorBE.errors > 0)
      miss(
        `by-event list: ${apiBE.errors} API and ${floorBE.errors} floor failed requests, first: ${apiBE.firstError ?? floorBE.firstError}`,
      );
    if (beRatio < TARGET.floorRatio) {
      const why =
        apiCpu && floorCpu ? ` (CPU per request: API ${apiCpu.server.toFixed(2)} ms against floor ${floorCpu.server.toFixed(2)} ms)` : '';
      miss(`by-event list ${beRatio.toFixed(2)}× the floor < ${TARGET.floorRatio}×${why}`);
    }
    const slow = (name: string, filters: readonly string[], fields: readonly string[], cells: number[][]) =>
      cells.flatMap((r, f) =>
        r.flatMap((v, s) =>
          v > TARGET.cellP50Ms || -v > TARGET.refusedP50Ms
            ? [`${name} ${filters[f]} × ${fields[s]} ${v < 0 ? 'refused in ' : ''}${ms(Math.abs(v))} ms`]
            : [],
        ),
      );
    const slowCells = [
      ...slow('orders', ORDER_FILTERS, ORDER_ITEM_SORT_FIELDS, orderCells),
      ...slow('financial', ENTRY_FILTERS, ENTRY_SORT_FIELDS, entryCells),
    ];
    if (slowCells.length) miss(`${slowCells.length} filter × sort cell(s) with p50 > ${TARGET.cellP50Ms} ms: ${slowCells.join(', ')}`);

    log(`wall time ${((performance.now() - startedAt) / 1000).toFixed(0)} s`);
  } finally {
    await closePools();
    await stopAll();
    for (const v of versions) v.cleanup();
  }
  return verdict();
}

main().then(
  (code) => process.exit(code),
  async (error) => {
    process.stderr.write(`bench failed: ${(error as Error)?.stack ?? error}\n`);
    await stopAll();
    process.exit(2);
  },
);
