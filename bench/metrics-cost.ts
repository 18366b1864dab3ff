/**
 * `npm run bench:metrics -- [--skip-build] [--rounds N] [--ms MS] [--events N] [--items N]`
 *
 * What the Prometheus metrics cost the by-event order list: the built API (`node dist/main.js`)
 * started twice over ONE seeded MariaDB/MySQL database, one without METRICS_PORT, one with it
 * (and scraped every 5 s while it runs, three times as often as a usual Prometheus), then the
 * same by-event list load (`/api/v1/orders?idevento=E&limit=100`, 32 connections) sent to each
 * in turn, in short rounds, alternating A B B A A B B A…, so that whatever the machine does
 * meanwhile falls on both alike; and in each round both under one load, round-robin, for each
 * one's CPU per request at the same moment (read from /proc). Prints each one's throughput and
 * p50/p99, each round's ratios, and the throughput ratio the CPU per request gives; exits 1 when
 * the metrics cost more than 5 % of the throughput. On a machine shared with other work the
 * alternating throughput swings from round to round; the CPU per request under one load does
 * not, and decides (the median round's throughput ratio decides where /proc cannot be read).
 *
 * The dataset (default 100 events, 20,000 items) lives in its own database,
 * `bench_eventorders_metrics`, seeded on first use and reused. BENCH_MYSQL (default
 * mysql://root@127.0.0.1:3306) chooses the server; BENCH_PORT_BASE (default 3860) the ports.
 * No Redis: the list does not touch the queue. Every process it starts, it stops.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import mysql from 'mysql2/promise';
import parsePrometheusTextFormat from 'parse-prometheus-text-format';
import { createToken, dropToken, ensureDataset, loadSamples, serverUrl } from './dataset';
import { pairedCpu } from './cpu';
import { closePools, LoadResult, mergeLoads, runLoad } from './load';
import { apiNodeFlags, ROOT, startChild, stopAll, stopChild, waitHealthy } from './processes';

/** The most throughput the metrics may cost (a share of the by-event list's requests/s without them). */
const MAX_COST = 0.05;
const CONCURRENCY = 32;
const SCRAPE_EVERY_MS = 5000;

const has = (flag: string) => process.argv.includes(`--${flag}`);
function num(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  const value = i >= 0 ? Number(process.argv[i + 1]) : fallback;
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number`);
  return value;
}

const fmt = (r: LoadResult) => `${r.rps.toFixed(0)} req/s, p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms (${r.count} requests, ${r.errors} errors)`;

async function main(): Promise<number> {
  const rounds = num('rounds', 8);
  const roundMs = num('ms', 3000);
  const spec = { database: 'bench_eventorders_metrics', accountName: 'Bench metrics', events: num('events', 100), items: num('items', 20_000) };
  const server = process.env.BENCH_MYSQL ?? 'mysql://root@127.0.0.1:3306';
  const base = Number(process.env.BENCH_PORT_BASE ?? 3860);
  const ports = { plain: base + 1, metered: base + 2, metrics: base + 3 };
  const logDir = mkdtempSync(join(tmpdir(), 'eos-bench-metrics-'));
  process.stderr.write(`bench:metrics: ${rounds} rounds of ${roundMs} ms each per process; process logs in ${logDir}\n`);

  if (!has('skip-build')) {
    process.stderr.write('bench:metrics: npm run build\n');
    const built = spawnSync('npm', ['run', '-s', 'build'], { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit'] });
    if (built.status !== 0) throw new Error('build failed');
  }
  const accountId = await ensureDataset(server, spec);
  const databaseUrl = serverUrl(server, spec.database);
  const env = {
    DATABASE_URL: databaseUrl,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_MINUTE: '1000000000',
  };
  const start = (name: string, port: number, extra: Record<string, string> = {}) =>
    startChild(name, [...apiNodeFlags(), 'dist/main.js'], { ...env, PORT: String(port), ...extra }, logDir);

  // A first start applies any pending migration, alone; then both at once.
  const migrate = start('api-migrate', ports.plain);
  await waitHealthy(migrate, `http://127.0.0.1:${ports.plain}/health`, 600_000);
  await stopChild(migrate);
  const plain = start('api-plain', ports.plain, { METRICS_PORT: '' });
  const metered = start('api-metrics', ports.metered, { METRICS_PORT: String(ports.metrics) });
  await waitHealthy(plain, `http://127.0.0.1:${ports.plain}/health`);
  await waitHealthy(metered, `http://127.0.0.1:${ports.metered}/health`);
  const metricsUrl = `http://127.0.0.1:${ports.metrics}/metrics`;

  const db = await mysql.createConnection({ uri: databaseUrl });
  const token = await createToken(db, accountId);
  let scrapes = 0;
  const scraper = setInterval(() => {
    void fetch(metricsUrl)
      .then((r) => r.text())
      .then(() => scrapes++, () => undefined);
  }, SCRAPE_EVERY_MS);
  try {
    const samples = await loadSamples(db, accountId);
    const paths = samples.events.map((e) => `/api/v1/orders?idevento=${e}&limit=100`);
    const headers = { authorization: `Bearer ${token}` };
    const load = (port: number, ms: number, warmupMs = 0) =>
      runLoad({
        origins: [`http://127.0.0.1:${port}`],
        concurrency: CONCURRENCY,
        maxRequests: Infinity,
        maxMs: ms,
        warmupMs,
        request: (i) => ({ method: 'GET', path: paths[i % paths.length] }),
        headers,
      });
    // Both warmed alike (the JIT, the pools, the token cache), unmeasured.
    await load(ports.plain, 3000);
    await load(ports.metered, 3000);

    let withoutMetrics: LoadResult | undefined;
    let withMetrics: LoadResult | undefined;
    const roundRatios: number[] = [];
    // CPU (ms) of each API and of what both share (the load generator, a local database), over
    // the paired loads, and the requests each API answered there.
    const cpu = { plain: 0, metered: 0, shared: 0, requests: 0 };
    const cpuRatios: number[] = [];
    for (let round = 0; round < rounds; round++) {
      // A B, B A, A B…: each process goes first as often as the other.
      const order = round % 2 === 0 ? (['plain', 'metered'] as const) : (['metered', 'plain'] as const);
      const rps: Record<string, number> = {};
      for (const which of order) {
        const result = await load(ports[which], roundMs, 300);
        if (result.errors > 0) throw new Error(`${which}: ${result.errors} errors, first: ${result.firstError}`);
        rps[which] = result.rps;
        if (which === 'plain') withoutMetrics = withoutMetrics ? mergeLoads(withoutMetrics, result) : result;
        else withMetrics = withMetrics ? mergeLoads(withMetrics, result) : result;
      }
      roundRatios.push(rps.metered / rps.plain);
      // Then both under one load, round-robin, at the same moment: each one's CPU per request,
      // which a machine whose speed drifts between rounds (other work on it) cannot skew.
      let answered = 0;
      const paired = await pairedCpu([plain.proc.pid!, metered.proc.pid!], async (onMeasure) => {
        const result = await runLoad({
          origins: [`http://127.0.0.1:${ports.plain}`, `http://127.0.0.1:${ports.metered}`],
          concurrency: CONCURRENCY,
          maxRequests: Infinity,
          maxMs: roundMs,
          warmupMs: 300,
          request: (i) => ({ method: 'GET', path: paths[Math.floor(i / 2) % paths.length] }),
          headers,
          onMeasure,
        });
        answered = result.count / 2;
        return result;
      });
      let cpuNote = '';
      if (paired) {
        cpu.plain += paired.servers[0] * answered;
        cpu.metered += paired.servers[1] * answered;
        cpu.shared += (paired.load + (paired.database ?? 0)) * answered;
        cpu.requests += answered;
        cpuRatios.push(paired.servers[1] / paired.servers[0]);
        cpuNote = `; under one load ${paired.servers[0].toFixed(2)} against ${paired.servers[1].toFixed(2)} ms of CPU per request`;
      }
      process.stderr.write(
        `bench:metrics: round ${round + 1}/${rounds}: without ${rps.plain.toFixed(0)}, with ${rps.metered.toFixed(0)} req/s (${(rps.metered / rps.plain).toFixed(3)})${cpuNote}\n`,
      );
    }
    const a = withoutMetrics!;
    const b = withMetrics!;

    // The metered API counted what it was sent.
    const families = parsePrometheusTextFormat(await (await fetch(metricsUrl)).text());
    const counted = (families.find((f) => f.name === 'event_orders_http_requests_total')?.metrics ?? [])
      .filter((sample) => sample.labels?.route === '/api/v1/orders')
      .reduce((sum, sample) => sum + Number(sample.value), 0);
    if (counted < b.count) throw new Error(`the metered API counted ${counted} by-event lists, fewer than the ${b.count} measured`);

    const median = (values: number[]) => {
      const sorted = [...values].sort((x, y) => x - y);
      const mid = Math.floor(sorted.length / 2);
      return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
    };
    const roundsRatio = median(roundRatios);
    // The throughput each would reach alone is inversely proportional to the machine's CPU per
    // request: its own plus what the load generator (and a local database) spend on it.
    const perRequest = (ms: number) => ms / cpu.requests;
    const cpuRatio = cpu.requests > 0 ? (perRequest(cpu.plain) + perRequest(cpu.shared)) / (perRequest(cpu.metered) + perRequest(cpu.shared)) : undefined;
    // The verdict: the CPU measured under one load where /proc tells it (the alternating rounds'
    // throughput swings with whatever else the machine runs), else the median round.
    const ratio = cpuRatio ?? roundsRatio;
    const cost = 1 - ratio;
    process.stdout.write(
      [
        '',
        `by-event list (idevento=E&limit=100), ${CONCURRENCY} connections, ${samples.totalItems.toLocaleString('en')} items, ${rounds} alternating rounds of ${roundMs} ms each:`,
        `  without METRICS_PORT: ${fmt(a)}`,
        `  with METRICS_PORT:    ${fmt(b)}; /metrics scraped ${scrapes} times meanwhile`,
        `  throughput ratio with/without: ${(b.rps / a.rps).toFixed(3)} over all rounds, median round ${roundsRatio.toFixed(3)} (rounds: ${roundRatios.map((r) => r.toFixed(3)).join(', ')})`,
        cpu.requests > 0
          ? `  under one load, ${cpu.requests.toFixed(0)} requests each: ${perRequest(cpu.plain).toFixed(3)} ms of CPU per request without, ${perRequest(cpu.metered).toFixed(3)} with ` +
            `(rounds: ${cpuRatios.map((r) => r.toFixed(3)).join(', ')}), ${perRequest(cpu.shared).toFixed(3)} shared: ${cpuRatio!.toFixed(3)}× the throughput`
          : '  (no CPU counts: /proc is not readable here)',
        `  ratio with/without: ${ratio.toFixed(3)} (metrics cost ${(cost * 100).toFixed(1)} % of the throughput; target ≤ ${(MAX_COST * 100).toFixed(0)} %)`,
        '',
      ].join('\n'),
    );
    if (cost > MAX_COST) {
      process.stderr.write(`bench:metrics: MISS: the metrics cost ${(cost * 100).toFixed(1)} % > ${(MAX_COST * 100).toFixed(0)} %\n`);
      return 1;
    }
    process.stdout.write('bench:metrics: within the target.\n');
    return 0;
  } finally {
    clearInterval(scraper);
    await dropToken(db, token).catch(() => undefined);
    await db.end();
    await closePools();
    await stopAll();
  }
}

main().then(
  (code) => process.exit(code),
  async (error) => {
    process.stderr.write(`bench:metrics failed: ${(error as Error)?.stack ?? error}\n`);
    await stopAll();
    process.exit(2);
  },
);
