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
 *  6. fairness: the mixed load's reads per tenant size, and the noisy neighbour (the small
 *     tenants' mix beside the largest tenant's traffic, against beside a small tenant's);
 *  7. equipment: orders with stock-controlled equipment lines against orders of products, one at
 *     a time and at 8 connections; a month's availability on the largest account;
 *  8. what the Prometheus metrics cost the by-event list: two more APIs of this version on its
 *     database, one without METRICS_PORT and one with it (its /metrics scraped every 5 s),
 *     alternated the same way;
 *  9. every documented filter × sort on the largest account, one request at a time;
 * 10. the reports (an event's costs, the results, the commissions) on the largest account and the
 *     smallest, one request at a time (bench/reports.ts);
 * 11. prints the tables and exits 1 naming every target missed (2 when the bench itself fails).
 *
 * `--only metrics` (`npm run bench:metrics`): this version only, on a small seed
 * (METRICS_ACCOUNTS unless --accounts), and only the metrics cost: a check that takes a minute or two.
 *
 * `--only fairness [--admission 2,3,5,8,10]`: this version only, the mixed load and the noisy
 * neighbour on an API per value of ACCOUNT_DB_CONCURRENCY: what each limit gives (its measured default).
 *
 * `--only me-periods [--backend sqlite|mariadb|both]`: ME Eventos' period lists (`start` alone or
 * with `end`, ME's sorts) on the largest realistic account, on SQLite and MariaDB (bench/me-periods.ts).
 *
 * `--only cli [--runs 10]`: how long `npm run -s cli -- help` takes once built (bench/cli-start.ts).
 *
 * `--only webhook-fairness` (`npm run bench:webhook-fairness`): one tenant whose 20 webhooks never
 * answer, busy with its changes, against another tenant's delivery p99 (bench/webhook-fairness.ts).
 *
 * `--only long-event [--inline]`: an order of 300 stock-controlled lines on a one-day and on a 366-day
 * event, its move, another account's reads meanwhile, and what stock control adds to ordinary
 * orders one at a time and at 8 connections (bench/long-event.ts).
 *
 * `--only reports [--accounts 1x250000,60x500]`: this version only, and only the reports (bench/reports.ts).
 *
 * `--only returns-fairness [--inline]`: one tenant's manual returns from 32 connections beside another
 * tenant's reads, with the per-account share and with one as large as the pool (bench/returns-fairness.ts).
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
import { cliStart } from './cli-start';
import { cpuProbe, CpuShare, describeCpu, setDatabasePidFile } from './cpu';
import { BenchRequest, closePools, latencies, LoadResult, mergeLoads, runLoad, send } from './load';
import { longEvent } from './long-event';
import { mePeriods } from './me-periods';
import { apiNodeFlags, Child, startChild, stopAll, stopChild, waitHealthy } from './processes';
import { measureReports, reportsOnly, reportsTable } from './reports';
import { returnsFairness } from './returns-fairness';
import { parseTiers } from './seed';
import { build, currentVersion, previousVersion, Seeded, seedVersion, serverUrl, Storage, storage, Version } from './versions';
import { webhookFairness } from './webhook-fairness';
import {
  accountPicker,
  AccountSamples,
  byEvent,
  entriesList,
  ENTRY_FILTERS,
  ENTRY_SORT_FIELDS,
  equipmentMonth,
  loadControlled,
  loadSamples,
  mixedRequest,
  monthAvailability,
  ORDER_FILTERS,
  ORDER_ITEM_SORT_FIELDS,
  orderCreation,
  ordersList,
  pick,
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
  floorRatio: 0.9,
  cellP50Ms: 50,
  /** A cell refused with `sort_needs_filter` (bounded cost) is answered before any query. */
  refusedP50Ms: 10,
  seedRatio: 2,
  /** The most throughput of the by-event list the metrics may cost. */
  metricsCost: 0.05,
  /** Fairness: the largest tenant's reads p99 at most this multiple of the smallest tenants'. */
  sizeP99Ratio: 2,
  /** Noisy neighbour: the small tenants' reads p99 beside the large tenant, at most this multiple of it beside a small one. */
  neighbourP99Ratio: 1.5,
  /** An order with stock-controlled equipment lines costs at most this much more than one with products only. */
  equipmentOrderCost: 0.15,
  /** A month's availability on the largest account, one request at a time. */
  availabilityP50Ms: 20,
};

/** `--only fairness`: the values of ACCOUNT_DB_CONCURRENCY it compares (the pool holds 10: 10 is no limit). */
const ADMISSION_SWEEP = '2,3,5,8,10';

/** The noisy-neighbour round: the small tenants' connections, and the neighbour's. */
const NEIGHBOUR_CONCURRENCY = 16;
/**
 * The equipment-cost rounds: order creation one at a time (what the lines cost the order) and at
 * 8 connections (with the waits for the equipment rows' locks that concurrent orders of one
 * account meet).
 */
const ORDER_COST_CONCURRENCY = [1, 8] as const;

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

interface NoisyNeighbour {
  /** The small tenants (the two smallest sizes, the neighbour apart) and their sizes. */
  smallTenants: AccountSamples[];
  smallSizes: number[];
  largest: AccountSamples;
  /** The small tenant whose traffic stands in for the largest tenant's in the second half. */
  neighbour: AccountSamples;
  /** The small tenants' load and the neighbour's, beside the largest tenant and beside the small one. */
  large: { small: LoadResult; next: LoadResult };
  small: { small: LoadResult; next: LoadResult };
}

/**
 * The noisy-neighbour round: the small tenants' mix at NEIGHBOUR_CONCURRENCY connections while as
 * many more send the largest tenant's mix, against the same while they send one small tenant's
 * mix, in alternating rounds. A 503 `busy` of the neighbour (its account's share of the database
 * taken) is counted as shed, not as an error: it is the limit at work.
 */
async function noisyNeighbour(origin: string, samples: AccountSamples[], rounds: number, segmentMs: number): Promise<NoisyNeighbour> {
  const bySize = [...samples].sort((a, b) => a.items - b.items);
  const largest = bySize[bySize.length - 1];
  const neighbour = bySize[0];
  // The two smallest sizes, the largest tenant's apart (with only two sizes, the smaller alone).
  const smallSizes = [...new Set(bySize.map((a) => a.items))].filter((n) => n !== largest.items).slice(0, 2);
  const smallTenants = bySize.filter((a) => smallSizes.includes(a.items) && a !== neighbour);
  if (smallTenants.length === 0)
    throw new Error(
      'the noisy-neighbour round needs small tenants: give --accounts two sizes or more, with two or more accounts of the smallest',
    );
  log(
    `noisy neighbour: ${smallTenants.length} small tenants at ${NEIGHBOUR_CONCURRENCY} connections beside ${NEIGHBOUR_CONCURRENCY} more of the ${int(largest.items)}-item tenant or of a ${int(neighbour.items)}-item one, ${rounds} rounds of ${segmentMs / 1000} s each`,
  );
  // The k-th round beside the large tenant and the k-th beside the small one send the same requests.
  const roundsSent = new Map<AccountSamples, number>();
  const beside = (who: AccountSamples) => async () => {
    const k = roundsSent.get(who) ?? 0;
    roundsSent.set(who, k + 1);
    const seed = 500 + k;
    const [small, next] = await Promise.all([
      runLoad({
        origin,
        concurrency: NEIGHBOUR_CONCURRENCY,
        ms: segmentMs,
        pool: 'small tenants',
        request: mixedRequest(smallTenants, seed),
      }),
      runLoad({
        origin,
        concurrency: NEIGHBOUR_CONCURRENCY,
        ms: segmentMs,
        pool: 'neighbour',
        shedOk: true,
        request: mixedRequest([who], seed + 1000),
      }),
    ]);
    log(
      `  beside ${int(who.items)}: small tenants reads p99 ${ms(small.read.p99)} ms; neighbour ${next.rps.toFixed(0)} req/s, ${next.shed} shed`,
    );
    return { small, next };
  };
  const [besideLarge, besideSmall] = await alternate(rounds, [beside(largest), beside(neighbour)]);
  return {
    smallTenants,
    smallSizes,
    largest,
    neighbour,
    large: { small: mergeLoads(besideLarge.map((r) => r.small)), next: mergeLoads(besideLarge.map((r) => r.next)) },
    small: { small: mergeLoads(besideSmall.map((r) => r.small)), next: mergeLoads(besideSmall.map((r) => r.next)) },
  };
}

/** The reads p99 of the largest tenant size over the smallest's, in a load whose reads are tagged by size. */
function sizeRatio(r: LoadResult): number {
  const sizes = Object.keys(r.readsByTag).sort((a, b) => Number(b) - Number(a));
  return r.readsByTag[sizes[0]].p99 / r.readsByTag[sizes[sizes.length - 1]].p99;
}

interface AdmissionRow {
  limit: number;
  mixed: LoadResult;
  noisy: NoisyNeighbour;
}

/**
 * `--only fairness`: for each value of ACCOUNT_DB_CONCURRENCY, an API with it on this version's
 * database takes the mixed load and the noisy-neighbour round; what each limit gives the mix, the
 * largest tenant and its neighbours.
 */
async function admissionSweep(
  limits: number[],
  startApi: (limit: number, port: number) => Child,
  samples: AccountSamples[],
  opts: { rounds: number; segmentMs: number; warmupMs: number },
): Promise<AdmissionRow[]> {
  const rows: AdmissionRow[] = [];
  for (const limit of limits) {
    const port = PORT_BASE + 4;
    const api = startApi(limit, port);
    const origin = `http://127.0.0.1:${port}`;
    try {
      await waitHealthy(api, `${origin}/health`, 600_000);
      log(`ACCOUNT_DB_CONCURRENCY=${limit}: mixed load, ${opts.rounds} rounds of ${opts.segmentMs / 1000} s, then the noisy neighbour`);
      warmup(
        `mixed load, limit ${limit}`,
        await runLoad({
          origin,
          concurrency: CONCURRENCY,
          ms: 1,
          warmupMs: opts.warmupMs,
          request: mixedRequest(samples, 99),
          pool: `limit ${limit}`,
        }),
      );
      const mixed: LoadResult[] = [];
      for (let r = 0; r < opts.rounds; r++)
        mixed.push(
          await runLoad({
            origin,
            concurrency: CONCURRENCY,
            ms: opts.segmentMs,
            request: mixedRequest(samples, 1 + r),
            pool: `limit ${limit}`,
          }),
        );
      const noisy = await noisyNeighbour(origin, samples, opts.rounds, opts.segmentMs);
      rows.push({ limit, mixed: mergeLoads(mixed), noisy });
    } finally {
      await stopChild(api);
      await closePools();
    }
  }
  return rows;
}

/** The sweep's table: per limit, the mix and the fairness measures. */
function reportAdmission(rows: AdmissionRow[], out: string[]): void {
  const sizes = [...new Set(rows.flatMap((r) => Object.keys(r.mixed.readsByTag).map(Number)))].sort((a, b) => b - a);
  out.push('');
  out.push(
    `| ACCOUNT_DB_CONCURRENCY | mixed req/s (c${CONCURRENCY}) | reads p50 / p99 ms | writes p99 ms | ${int(sizes[0])} ÷ ${int(sizes[sizes.length - 1])} items reads p99 | small tenants' reads p99 beside the largest / beside a small one | ratio | largest tenant shed | errors |`,
  );
  out.push('|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const { limit, mixed, noisy } of rows) {
    const errors = mixed.errors + noisy.large.small.errors + noisy.small.small.errors + noisy.large.next.errors + noisy.small.next.errors;
    out.push(
      `| ${limit} | ${mixed.rps.toFixed(0)} | ${ms(mixed.read.p50)} / ${ms(mixed.read.p99)} | ${ms(mixed.write.p99)} | ${sizeRatio(mixed).toFixed(2)}× | ${ms(noisy.large.small.read.p99)} / ${ms(noisy.small.small.read.p99)} | ${(noisy.large.small.read.p99 / noisy.small.small.read.p99).toFixed(2)}× | ${int(noisy.large.next.shed)} | ${errors} |`,
    );
  }
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
  if (only === 'me-periods') return mePeriods();
  if (only === 'cli') return cliStart();
  if (only === 'returns-fairness') return returnsFairness();
  if (only === 'long-event') return longEvent();
  if (only === 'reports') return reportsOnly();
  if (only !== undefined && only !== 'metrics' && only !== 'fairness')
    throw new Error(
      `--only ${only}: the rows that run alone are "metrics", "fairness", "webhook-fairness", "returns-fairness", "long-event", "reports", "me-periods" and "cli"`,
    );
  const metricsOnly = only === 'metrics';
  const fairnessOnly = only === 'fairness';
  if ((metricsOnly || fairnessOnly) && against) throw new Error(`--only ${only} measures this version only: leave out --against`);
  const admission = (arg('admission') ?? ADMISSION_SWEEP).split(',').map((v) => {
    const n = Number(v);
    if (!Number.isInteger(n) || n < 1) throw new Error(`--admission ${v}: each value is a whole number of at least 1`);
    return n;
  });
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
    `${only ? `${only}-only ` : ''}${quick ? 'quick' : 'full'} run (${tiers.map((t) => `${t.count} × ${int(t.items)}`).join(', ')} items); process logs in ${logDir}`,
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
      const samples = await loadSamples(db, seeded.accounts)
        .then(async (s) => {
          if (i === 0) await loadControlled(db, s);
          return s;
        })
        .finally(() => db.end());
      measured.push({ version: v, seeded, storage: sizes, api, origin, samples, mixed: [], cpu: [] });
    }
    const current = measured[0];
    const out: string[] = [];
    out.push(
      `MariaDB/MySQL ${pool.version}, InnoDB buffer pool ${poolMb.toFixed(0)} MB as configured (nothing raised, nothing read in first); ${cpus().length} cores.`,
    );
    out.push(`Accounts: ${tiers.map((t) => `${t.count} × ${int(t.items)} items`).join(', ')}${quick ? ' (quick scale)' : ''}.`);
    const byEventSeq = (seed: number) => {
      return (i: number) => {
        const rand = prng(seed * 7919 + i);
        return byEvent(rand, pick(rand, current.samples));
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
    if (fairnessOnly) {
      await stopChild(current.api);
      reportAdmission(
        await admissionSweep(
          admission,
          (v, port) => startApi(`api-admission-${v}`, current.version, 0, port, { ACCOUNT_DB_CONCURRENCY: String(v) }),
          current.samples,
          {
            rounds: quick ? 2 : 3,
            segmentMs: quick ? 6000 : 12_000,
            warmupMs,
          },
        ),
        out,
      );
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

    // Noisy neighbour: the small tenants' mix, beside the largest tenant's traffic or beside the same
    // number of connections sent as one small tenant, alternately.
    const noisy = await noisyNeighbour(current.origin, current.samples, quick ? 2 : 4, quick ? 6000 : 12_000);
    const largest = noisy.largest;

    // What equipment lines with their stock enforced cost an order: the same orders of 6 lines, 3 of
    // them stock-controlled equipment (1 to 3 units each, so that the rounds never exhaust the
    // stock) or all products, alternately; one at a time, then at 8 connections.
    const orderCostRounds = 4;
    const orderCostMs = quick ? 4000 : 10_000;
    const ordersOf = (equipment: boolean, seed: number) => {
      const accountOf = accountPicker(current.samples);
      return (i: number) => {
        const rand = prng(seed * 7919 + i);
        const a = accountOf(rand);
        return orderCreation(rand, a, 6, (r, line) => (equipment && line % 2 === 1 ? pick(r, a.controlled) : undefined), 3);
      };
    };
    const orderCost: { concurrency: number; without: LoadResult; with: LoadResult }[] = [];
    for (const concurrency of ORDER_COST_CONCURRENCY) {
      log(
        `order with equipment against products only: ${orderCostRounds} rounds of ${orderCostMs / 1000} s each at ${concurrency} connection(s)`,
      );
      const [withoutEquipment, withEquipment] = await alternate(
        orderCostRounds,
        [false, true].map((equipment) => async () => {
          const r = await runLoad({
            origin: current.origin,
            concurrency,
            ms: orderCostMs,
            pool: 'orders',
            request: ordersOf(equipment, 17 + concurrency),
          });
          log(`  ${equipment ? 'with' : 'without'} equipment: ${r.rps.toFixed(0)} orders/s, p50 ${ms(r.write.p50)} ms, ${r.errors} errors`);
          return r;
        }),
      );
      orderCost.push({ concurrency, without: mergeLoads(withoutEquipment), with: mergeLoads(withEquipment) });
    }
    const metricsCostRow = await measureMetricsCost();

    // Every documented filter × sort on the largest account, one request at a time.
    const perCell = quick ? 6 : 12;
    log(`filter × sort matrix on account ${largest.accountId} (${int(largest.items)} items): ${perCell} requests per cell, one at a time`);
    const one = new Pool(current.origin, { connections: 1 });
    // `perCell` requests one at a time, the first unmeasured: their latencies, and whether they were
    // refused with `sort_needs_filter` (bounded cost); any other answer outside 2xx is a miss.
    const oneAtATime = async (what: string, request: (i: number) => BenchRequest) => {
      const times: number[] = [];
      let refused = false;
      for (let i = 0; i <= perCell; i++) {
        const req = request(i);
        const t0 = performance.now();
        const { status, body } = await send(one, req);
        if (i > 0) times.push(performance.now() - t0);
        if (status === 400 && body.includes('sort_needs_filter')) refused = true;
        else if (status < 200 || status >= 300) miss(`${what}: ${req.path} answered HTTP ${status} ${body.slice(0, 200)}`);
      }
      return { ...latencies(times), refused };
    };
    // A cell is served (2xx) or refused: its p50 either way, negative for a refused one (shown as
    // `400 <ms>`, against the refusal's own target).
    const cell = async (request: (rand: () => number, sort: 'asc' | 'desc') => BenchRequest, key: number) => {
      const r = await oneAtATime('matrix', (i) => request(prng(key * 131 + i), i % 2 === 0 ? 'asc' : 'desc'));
      return r.refused ? -r.p50 : r.p50;
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
    // A month's availability on the largest account, one request at a time.
    const monthAll = await oneAtATime('availability', (i) => monthAvailability(largest, (i * 17) % 240));
    const monthOne = await oneAtATime('availability', (i) => equipmentMonth(prng(31 + i), largest, (i * 17) % 240));
    await one.close();
    // The reports, one at a time, on the largest account and the smallest.
    const smallest = [...current.samples].sort((a, b) => a.items - b.items)[0];
    log(`reports on accounts of ${int(largest.items)} and ${int(smallest.items)} items, one at a time`);
    const reportRows = await measureReports(current.origin, largest, smallest, quick ? 20 : 60, miss);

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

    // Fairness: reads per tenant size in the mixed load, and the noisy-neighbour round.
    const sizes = [...new Set(current.samples.map((a) => a.items))].sort((a, b) => b - a);
    out.push('');
    out.push(
      `| mixed load, reads p50 / p99 ms by tenant size | ${sizes.map((n) => `${int(n)} items`).join(' | ')} | largest ÷ smallest p99 | target |`,
    );
    out.push(`|---|${sizes.map(() => '---:|').join('')}---:|---|`);
    const sizeRatios = measured.map((m, i) => {
      const r = mixed[i].readsByTag;
      const p99 = (n: number) => r[String(n)]?.p99 ?? Number.NaN;
      const ratio = sizeRatio(mixed[i]);
      out.push(
        `| ${m.version.label} | ${sizes.map((n) => `${ms(r[String(n)]?.p50 ?? Number.NaN)} / ${ms(p99(n))}`).join(' | ')} | ${ratio.toFixed(2)}× | ${i === 0 ? `≤ ${TARGET.sizeP99Ratio}×` : ''} |`,
      );
      return ratio;
    });
    const neighbourRatio = noisy.large.small.read.p99 / noisy.small.small.read.p99;
    out.push('');
    out.push(
      `| noisy neighbour: ${int(noisy.smallTenants.length)} small tenants (${noisy.smallSizes.map(int).join(' and ')} items), c${NEIGHBOUR_CONCURRENCY}, beside c${NEIGHBOUR_CONCURRENCY} of | small tenants req/s | reads p50 / p99 ms | neighbour req/s | neighbour shed (503) | ratio | target |`,
    );
    out.push('|---|---:|---:|---:|---:|---:|---|');
    out.push(
      `| the ${int(largest.items)}-item tenant | ${noisy.large.small.rps.toFixed(0)} | ${ms(noisy.large.small.read.p50)} / ${ms(noisy.large.small.read.p99)} | ${noisy.large.next.rps.toFixed(0)} | ${int(noisy.large.next.shed)} | ${neighbourRatio.toFixed(2)}× | ≤ ${TARGET.neighbourP99Ratio}× |`,
    );
    out.push(
      `| a ${int(noisy.neighbour.items)}-item tenant | ${noisy.small.small.rps.toFixed(0)} | ${ms(noisy.small.small.read.p50)} / ${ms(noisy.small.small.read.p99)} | ${noisy.small.next.rps.toFixed(0)} | ${int(noisy.small.next.shed)} | | |`,
    );

    // Equipment: what stock-controlled lines cost an order, and a month's availability.
    const costOf = (c: (typeof orderCost)[number]) => c.without.rps / c.with.rps - 1;
    out.push('');
    out.push(`| order creation, 6 lines | connections | orders/s | p50 / p99 ms | cost | target |`);
    out.push('|---|---:|---:|---:|---:|---|');
    for (const c of orderCost) {
      out.push(
        `| products only | ${c.concurrency} | ${c.without.rps.toFixed(0)} | ${ms(c.without.write.p50)} / ${ms(c.without.write.p99)} | | |`,
      );
      out.push(
        `| 3 of them stock-controlled equipment | ${c.concurrency} | ${c.with.rps.toFixed(0)} | ${ms(c.with.write.p50)} / ${ms(c.with.write.p99)} | ${(costOf(c) * 100).toFixed(1)} % | ≤ ${(TARGET.equipmentOrderCost * 100).toFixed(0)} % |`,
      );
    }
    out.push('');
    out.push(`| a month's availability, ${int(largest.items)}-item account, one at a time | p50 ms | p99 ms | target |`);
    out.push('|---|---:|---:|---|');
    out.push(
      `| GET /equipment/availability (first page) | ${ms(monthAll.p50)} | ${ms(monthAll.p99)} | p50 ≤ ${TARGET.availabilityP50Ms} ms |`,
    );
    out.push(`| GET /equipment/{id}/availability | ${ms(monthOne.p50)} | ${ms(monthOne.p99)} | p50 ≤ ${TARGET.availabilityP50Ms} ms |`);
    out.push('');
    out.push(...reportsTable(reportRows, largest, smallest, miss));

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
    if (sizeRatios[0] > TARGET.sizeP99Ratio)
      miss(
        `the ${int(sizes[0])}-item tenant's reads p99 ${sizeRatios[0].toFixed(2)}× the ${int(sizes[sizes.length - 1])}-item tenants' > ${TARGET.sizeP99Ratio}×`,
      );
    if (neighbourRatio > TARGET.neighbourP99Ratio)
      miss(
        `noisy neighbour: the small tenants' reads p99 beside the largest tenant ${neighbourRatio.toFixed(2)}× their p99 beside a small one > ${TARGET.neighbourP99Ratio}×`,
      );
    for (const [what, r] of [
      ['noisy neighbour, small tenants beside the largest', noisy.large.small],
      ['noisy neighbour, small tenants beside a small one', noisy.small.small],
      ['noisy neighbour, the largest tenant', noisy.large.next],
      ['noisy neighbour, the small neighbour', noisy.small.next],
      ...orderCost.flatMap((c) => [
        [`orders without equipment, c${c.concurrency}`, c.without] as const,
        [`orders with equipment, c${c.concurrency}`, c.with] as const,
      ]),
    ] as const)
      if (r.errors > 0) miss(`${what}: ${r.errors} failed requests, first: ${r.firstError}`);
    for (const c of orderCost)
      if (costOf(c) > TARGET.equipmentOrderCost)
        miss(
          `an order with stock-controlled equipment costs ${(costOf(c) * 100).toFixed(1)} % more than one of products at ${c.concurrency} connection(s) > ${(TARGET.equipmentOrderCost * 100).toFixed(0)} %`,
        );
    for (const [what, l] of [
      ['GET /equipment/availability', monthAll],
      ['GET /equipment/{id}/availability', monthOne],
    ] as const)
      if (l.p50 > TARGET.availabilityP50Ms)
        miss(`a month's ${what} on the largest account: p50 ${ms(l.p50)} ms > ${TARGET.availabilityP50Ms} ms`);
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
