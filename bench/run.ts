/**
 * `npm run bench -- [--quick] [--against <git ref>] [--accounts 1x250000,6x50000,…] [--skip-build]`
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
 *  6. every documented filter × sort on the largest account, one request at a time;
 *  7. prints the tables and exits 1 naming every target missed (2 when the bench itself fails).
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
import { parseTiers } from '../src/seed';
import { cpuProbe, CpuShare, describeCpu, setDatabasePidFile } from './cpu';
import { closePools, latencies, LoadResult, mergeLoads, runLoad, send } from './load';
import { apiNodeFlags, Child, sleep, startChild, stopAll, waitHealthy } from './processes';
import { build, currentVersion, previousVersion, Seeded, seedVersion, serverUrl, storage, Storage, Version } from './versions';
import {
  AccountSamples,
  byEvent,
  ENTRY_FILTERS,
  ENTRY_SORT_FIELDS,
  entriesList,
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
  seedRatio: 2,
};

const PORT_BASE = Number(process.env.BENCH_PORT_BASE ?? 3800);
const FLOOR_PORT = PORT_BASE + 9;

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

async function main(): Promise<number> {
  const startedAt = performance.now();
  const quick = has('quick');
  const against = arg('against');
  const tiers = parseTiers(arg('accounts') ?? (quick ? QUICK_ACCOUNTS : ACCOUNTS));
  const server = process.env.BENCH_MYSQL ?? 'mysql://root@127.0.0.1:3306';
  const redisUrl = process.env.BENCH_REDIS ?? 'redis://127.0.0.1:6379';
  const logDir = mkdtempSync(join(tmpdir(), 'eos-bench-'));
  const rounds = quick ? 4 : 6;
  const segmentMs = quick ? 6000 : 15_000;
  const warmupMs = quick ? 3000 : 10_000;
  log(`${quick ? 'quick' : 'full'} run (${tiers.map((t) => `${t.count} × ${int(t.items)}`).join(', ')} items); process logs in ${logDir}`);

  const versions: Version[] = [currentVersion()];
  const measured: Measured[] = [];
  try {
    if (!has('skip-build')) {
      log('npm run build');
      build(versions[0].root);
    }
    if (against) versions.push(previousVersion(against, log));

    const admin = await mysql.createConnection({ uri: server.replace(/^mariadb:/, 'mysql:') });
    const [[pool]] = await admin.query<mysql.RowDataPacket[]>('SELECT @@innodb_buffer_pool_size AS size, VERSION() AS version, @@pid_file AS pidFile');
    setDatabasePidFile(String(pool.pidFile));
    await admin.end();
    const poolMb = Number(pool.size) / 1024 / 1024;

    for (const [i, v] of versions.entries()) {
      log(`seeding ${v.label} (${v.commit}) into ${v.database}`);
      const seeded = await seedVersion(v, server, tiers, logDir);
      const perRow = seeded.rows.order_items + seeded.rows.financial_entries + seeded.rows.orders;
      log(`  ${v.label}: ${int(seeded.rows.order_items)} items, ${int(seeded.rows.financial_entries)} entries, ${int(seeded.rows.orders)} orders in ${seeded.seconds.toFixed(1)} s (${int(perRow / seeded.seconds)} rows/s)`);
      const sizes = await storage(server, v.database, ['financial_entries', 'order_items']);
      const port = PORT_BASE + 1 + i;
      const api = startChild(
        `api-${v.label.replace(/[^\w.-]/g, '_')}`,
        [...apiNodeFlags(v.root), 'dist/main.js'],
        {
          DATABASE_URL: serverUrl(server, v.database),
          REDIS_URL: redisUrl,
          QUEUE_PREFIX: `bench-eos-${PORT_BASE}-${i}`,
          PORT: String(port),
          NODE_ENV: 'production',
          LOG_LEVEL: 'warn',
          RATE_LIMIT_PER_MINUTE: '1000000000',
        },
        logDir,
        v.root,
      );
      const origin = `http://127.0.0.1:${port}`;
      await waitHealthy(api, `${origin}/health`, 600_000);
      const db = await mysql.createConnection({ uri: serverUrl(server, v.database) });
      const samples = await loadSamples(db, seeded.accounts).finally(() => db.end());
      measured.push({ version: v, seeded, storage: sizes, api, origin, samples, mixed: [], cpu: [] });
    }
    const floor = startChild('floor', [...apiNodeFlags(), 'node_modules/ts-node/dist/bin.js', '--transpile-only', 'bench/floor.ts'], { DATABASE_URL: serverUrl(server, versions[0].database), PORT: String(FLOOR_PORT) }, logDir);
    await waitHealthy(floor, `http://127.0.0.1:${FLOOR_PORT}/health`);

    // The mixed load: every version, alternately, each with the same sequence of request shapes.
    log(`mixed load at ${CONCURRENCY} connections: ${rounds} rounds of ${segmentMs / 1000} s per version`);
    // Warm-ups: unmeasured, but their failures count as errors too.
    const warmup = (what: string, r: LoadResult) => r.errors > 0 && miss(`${what} (warm-up): ${r.errors} failed requests, first: ${r.firstError}`);
    for (const m of measured) warmup(`mixed load on ${m.version.label}`, await runLoad({ origin: m.origin, concurrency: CONCURRENCY, ms: 1, warmupMs, request: mixedRequest(m.samples, 99) }));
    let round = 0;
    await alternate(
      rounds,
      measured.map((m) => async () => {
        const probe = cpuProbe([m.api.proc.pid!]);
        const r = await runLoad({ origin: m.origin, concurrency: CONCURRENCY, ms: segmentMs, request: mixedRequest(m.samples, 1 + round++), onMeasure: probe.start });
        const cpu = probe.stop(r.count);
        if (cpu) m.cpu.push(cpu);
        m.mixed.push(r);
        log(`  ${m.version.label}: ${r.rps.toFixed(0)} req/s, reads p99 ${ms(r.read.p99)} ms, writes p99 ${ms(r.write.p99)} ms, ${r.errors} errors`);
      }),
    );

    // The by-event list: this version against the floor, alternately, on the same database.
    const current = measured[0];
    const floorOrigin = `http://127.0.0.1:${FLOOR_PORT}`;
    const byEventRounds = quick ? 2 : 4;
    const byEventMs = quick ? 4000 : 10_000;
    log(`by-event list against the floor: ${byEventRounds} rounds of ${byEventMs / 1000} s each`);
    const byEventSeq = (seed: number) => {
      const pick = (rand: () => number) => current.samples[Math.floor(rand() * current.samples.length)];
      return (i: number) => {
        const rand = prng(seed * 7919 + i);
        return byEvent(rand, pick(rand));
      };
    };
    for (const origin of [current.origin, floorOrigin]) warmup(`by-event list on ${origin}`, await runLoad({ origin, concurrency: CONCURRENCY, ms: 1, warmupMs: 2000, request: byEventSeq(7) }));
    const cpuOf: Record<string, CpuShare[]> = { api: [], floor: [] };
    const [apiByEvent, floorByEvent] = await alternate(
      byEventRounds,
      ([['api', current.origin, current.api], ['floor', floorOrigin, floor]] as const).map(([name, origin, child]) => async () => {
        const probe = cpuProbe([child.proc.pid!]);
        const r = await runLoad({ origin, concurrency: CONCURRENCY, ms: byEventMs, request: byEventSeq(11), onMeasure: probe.start });
        const cpu = probe.stop(r.count);
        if (cpu) cpuOf[name].push(cpu);
        return r;
      }),
    );
    const apiBE = mergeLoads(apiByEvent);
    const floorBE = mergeLoads(floorByEvent);

    // Every documented filter × sort on the largest account, one request at a time.
    const largest = [...current.samples].sort((a, b) => b.items - a.items)[0];
    const perCell = quick ? 6 : 12;
    log(`filter × sort matrix on account ${largest.accountId} (${int(largest.items)} items): ${perCell} requests per cell, one at a time`);
    const one = new Pool(current.origin, { connections: 1 });
    const cell = async (request: (rand: () => number, sort: 'asc' | 'desc') => ReturnType<typeof ordersList>, key: number) => {
      const times: number[] = [];
      for (let i = 0; i <= perCell; i++) {
        const req = request(prng(key * 131 + i), i % 2 === 0 ? 'asc' : 'desc');
        const t0 = performance.now();
        const { status, body } = await send(one, req);
        if (i > 0) times.push(performance.now() - t0);
        if (status < 200 || status >= 300) miss(`matrix: ${req.path} answered HTTP ${status} ${body.slice(0, 200)}`);
      }
      return latencies(times).p50;
    };
    const orderCells: number[][] = [];
    for (const [f, filter] of ORDER_FILTERS.entries()) {
      orderCells.push([]);
      for (const [s, field] of ORDER_ITEM_SORT_FIELDS.entries()) orderCells[f].push(await cell((rand, dir) => ordersList(rand, largest, filter, field, dir), f * 100 + s));
    }
    const entryCells: number[][] = [];
    for (const [f, filter] of ENTRY_FILTERS.entries()) {
      entryCells.push([]);
      for (const [s, field] of ENTRY_SORT_FIELDS.entries()) entryCells[f].push(await cell((rand, dir) => entriesList(rand, largest, filter === 'none' ? [] : [filter], field, dir), 10_000 + f * 100 + s));
    }
    await one.close();

    // ---- Report ----
    const out: string[] = [];
    const prev = measured[1];
    out.push(`MariaDB/MySQL ${pool.version}, InnoDB buffer pool ${poolMb.toFixed(0)} MB as configured (nothing raised, nothing read in first); ${cpus().length} cores.`);
    out.push(`Accounts: ${tiers.map((t) => `${t.count} × ${int(t.items)} items`).join(', ')}${quick ? ' (quick scale)' : ''}.`);
    out.push('');
    out.push(`| measure | ${measured.map((m) => `${m.version.label} (${m.version.commit})`).join(' | ')}${prev ? ' | ratio | target' : ' | target'} |`);
    out.push(`|---|${measured.map(() => '---:|').join('')}${prev ? '---:|---|' : '---|'}`);
    const row = (name: string, cells: string[], target: string, ratio?: number | false) =>
      out.push(`| ${name} | ${cells.join(' | ')}${prev ? ` | ${ratio === undefined || ratio === false || !Number.isFinite(ratio) ? '' : `${ratio.toFixed(2)}×`}` : ''} | ${target} |`);

    const mixed = measured.map((m) => mergeLoads(m.mixed));
    const [mc, mp] = mixed;
    row(`mixed load, req/s (c${CONCURRENCY})`, mixed.map((r) => r.rps.toFixed(0)), prev ? `≥ ${TARGET.throughputRatio}× previous` : 'reported', mp && mc.rps / mp.rps);
    row('reads p50 / p99, ms', mixed.map((r) => `${ms(r.read.p50)} / ${ms(r.read.p99)}`), prev ? `p99 ≤ previous (aim ${TARGET.readP99Ms})` : `p99 ≤ ${TARGET.readP99Ms}`, mp && mc.read.p99 / mp.read.p99);
    row('writes p50 / p99, ms', mixed.map((r) => `${ms(r.write.p50)} / ${ms(r.write.p99)}`), prev ? `p99 ≤ previous (aim ${TARGET.writeP99Ms})` : `p99 ≤ ${TARGET.writeP99Ms}`, mp && mc.write.p99 / mp.write.p99);
    row('requests / errors', mixed.map((r) => `${int(r.count)} / ${r.errors}`), '0 errors');
    const seedRates = measured.map((m) => (m.seeded.rows.order_items + m.seeded.rows.financial_entries + m.seeded.rows.orders) / m.seeded.seconds);
    row('seeding, rows/s (items + entries + orders)', seedRates.map(int), prev ? `≥ ${TARGET.seedRatio}× previous` : 'reported', prev && seedRates[0] / seedRates[1]);
    row('seeding, s', measured.map((m) => m.seeded.seconds.toFixed(0)), '');
    for (const [table, target] of [['financial_entries', TARGET.entryBytes], ['order_items', TARGET.itemBytes]] as const) {
      const st = measured.map((m) => m.storage.find((s) => s.table === table)!);
      row(`${table}: B/row (secondary indexes)`, st.map((s) => `${int(s.bytesPerRow)} (${s.secondaryIndexes})`), `≤ ${target} B`, prev && st[0].bytesPerRow / st[1].bytesPerRow);
    }
    const beRatio = apiBE.rps / floorBE.rps;
    out.push('');
    out.push(`| by-event list, c${CONCURRENCY} | req/s | p50 ms | p99 ms | ratio | target |`);
    out.push('|---|---:|---:|---:|---:|---|');
    out.push(`| this version | ${apiBE.rps.toFixed(0)} | ${ms(apiBE.all.p50)} | ${ms(apiBE.all.p99)} | ${beRatio.toFixed(2)}× | ≥ ${TARGET.floorRatio}× the floor |`);
    out.push(`| floor (Fastify + mysql2, same SQL) | ${floorBE.rps.toFixed(0)} | ${ms(floorBE.all.p50)} | ${ms(floorBE.all.p99)} | | |`);

    const matrix = (title: string, filters: readonly string[], fields: readonly string[], cells: number[][]) => {
      out.push('');
      out.push(`| ${title} | ${fields.join(' | ')} |`);
      out.push(`|---|${fields.map(() => '---:|').join('')}`);
      for (const [f, filter] of filters.entries()) out.push(`| ${filter} | ${cells[f].map((v) => (v > TARGET.cellP50Ms ? `**${ms(v)}**` : ms(v))).join(' | ')} |`);
    };
    out.push('');
    out.push(`Filter × sort on the largest account (${int(largest.items)} items), p50 ms of ${perCell} requests one at a time, asc and desc alternately, first page of 50 (target ≤ ${TARGET.cellP50Ms} ms; misses in bold):`);
    matrix('GET /orders: filter \\ field_sort', ORDER_FILTERS, ORDER_ITEM_SORT_FIELDS, orderCells);
    matrix('GET /financial: filter \\ field_sort', ENTRY_FILTERS, ENTRY_SORT_FIELDS, entryCells);
    process.stdout.write(`\n${out.join('\n')}\n\n`);
    for (const m of measured) {
      const cpu = averageCpu(m.cpu);
      if (cpu) process.stdout.write(`mixed load, ${m.version.label}: ${describeCpu(cpu, 'API')}\n`);
    }
    const apiCpu = averageCpu(cpuOf.api);
    const floorCpu = averageCpu(cpuOf.floor);
    if (apiCpu && floorCpu) process.stdout.write(`by-event list: API ${describeCpu(apiCpu, 'API')}; floor ${describeCpu(floorCpu, 'floor')}\n`);

    // ---- Targets ----
    const curCpu = averageCpu(current.cpu);
    const cause = curCpu ? ` (${describeCpu(curCpu, 'API')})` : '';
    for (const m of measured) {
      const r = mergeLoads(m.mixed);
      if (r.errors > 0) miss(`mixed load on ${m.version.label}: ${r.errors} failed requests, first: ${r.firstError}`);
    }
    if (mp) {
      if (mc.rps < TARGET.throughputRatio * mp.rps) miss(`mixed load throughput ${(mc.rps / mp.rps).toFixed(2)}× the previous version's < ${TARGET.throughputRatio}×${cause}`);
      if (mc.read.p99 > mp.read.p99) miss(`mixed load reads p99 ${ms(mc.read.p99)} ms > previous ${ms(mp.read.p99)} ms${cause}`);
      if (mc.write.p99 > mp.write.p99) miss(`mixed load writes p99 ${ms(mc.write.p99)} ms > previous ${ms(mp.write.p99)} ms${cause}`);
      if (seedRates[0] < TARGET.seedRatio * seedRates[1]) miss(`seeding ${(seedRates[0] / seedRates[1]).toFixed(2)}× the previous version's rows/s < ${TARGET.seedRatio}×`);
    } else {
      if (mc.read.p99 > TARGET.readP99Ms) miss(`mixed load reads p99 ${ms(mc.read.p99)} ms > ${TARGET.readP99Ms} ms${cause}`);
      if (mc.write.p99 > TARGET.writeP99Ms) miss(`mixed load writes p99 ${ms(mc.write.p99)} ms > ${TARGET.writeP99Ms} ms${cause}`);
    }
    for (const [table, target] of [['financial_entries', TARGET.entryBytes], ['order_items', TARGET.itemBytes]] as const) {
      const s = current.storage.find((x) => x.table === table)!;
      if (s.bytesPerRow > target) miss(`${table}: ${int(s.bytesPerRow)} B per row > ${target} B (${s.secondaryIndexes} secondary indexes)`);
    }
    if (apiBE.errors + floorBE.errors > 0) miss(`by-event list: ${apiBE.errors} API and ${floorBE.errors} floor failed requests, first: ${apiBE.firstError ?? floorBE.firstError}`);
    if (beRatio < TARGET.floorRatio) {
      const why = apiCpu && floorCpu ? ` (CPU per request: API ${apiCpu.server.toFixed(2)} ms against floor ${floorCpu.server.toFixed(2)} ms)` : '';
      miss(`by-event list ${beRatio.toFixed(2)}× the floor < ${TARGET.floorRatio}×${why}`);
    }
    const slow = (name: string, filters: readonly string[], fields: readonly string[], cells: number[][]) =>
      cells.flatMap((r, f) => r.flatMap((v, s) => (v > TARGET.cellP50Ms ? [`${name} ${filters[f]} × ${fields[s]} ${ms(v)} ms`] : [])));
    const slowCells = [...slow('orders', ORDER_FILTERS, ORDER_ITEM_SORT_FIELDS, orderCells), ...slow('financial', ENTRY_FILTERS, ENTRY_SORT_FIELDS, entryCells)];
    if (slowCells.length) miss(`${slowCells.length} filter × sort cell(s) with p50 > ${TARGET.cellP50Ms} ms: ${slowCells.join(', ')}`);

    log(`wall time ${((performance.now() - startedAt) / 1000).toFixed(0)} s`);
  } finally {
    await closePools();
    await stopAll();
    for (const v of versions) v.cleanup();
  }
  if (misses.length === 0) {
    process.stdout.write('bench: every target met.\n');
    return 0;
  }
  process.stderr.write(`\nbench: ${misses.length} target(s) MISSED:\n${misses.map((m) => `  - ${m}`).join('\n')}\n`);
  return 1;
}

main().then(
  (code) => process.exit(code),
  async (error) => {
    process.stderr.write(`bench failed: ${(error as Error)?.stack ?? error}\n`);
    await stopAll();
    process.exit(2);
  },
);
