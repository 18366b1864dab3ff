/**
 * `npm run bench:metrics -- [--skip-build] [--rounds N] [--ms MS] [--events N] [--items N]`
 *
 * What the Prometheus metrics cost the by-event order list: the built API (`node dist/main.js`)
 * started twice over ONE seeded MariaDB/MySQL database, one without METRICS_PORT, one with it
 * (and scraped every 5 s while it runs, three times as often as a usual Prometheus), then the
 * same by-event list load (`/api/v1/orders?idevento=E&limit=100`, 32 connections) sent to each
 * in turn, in short rounds, alternating A B B A A B B A…, so that whatever the machine does
 * meanwhile falls on both alike; then both under one load, round-robin, for each one's CPU per
 * request at the same moment. Prints each one's throughput and p50/p99, each round's ratio and
 * the paired CPU; exits 1 when the median round's ratio says the metrics cost more than 5 % of
 * the throughput.
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
import { describePaired, pairedCpu } from './cpu';
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
      process.stderr.write(
        `bench:metrics: round ${round + 1}/${rounds}: without ${rps.plain.toFixed(0)}, with ${rps.metered.toFixed(0)} req/s (${(rps.metered / rps.plain).toFixed(3)})\n`,
      );
    }
    const a = withoutMetrics!;
    const b = withMetrics!;
    // Then both under one load, round-robin, at the same moment: each one's CPU per request,
    // which a machine whose speed drifts between rounds (other work on it) cannot skew.
    const paired = await pairedCpu([plain.proc.pid!, metered.proc.pid!], (onMeasure) =>
      runLoad({
        origins: [`http://127.0.0.1:${ports.plain}`, `http://127.0.0.1:${ports.metered}`],
        concurrency: CONCURRENCY,
        maxRequests: Infinity,
        maxMs: 2 * roundMs,
        warmupMs: 300,
        request: (i) => ({ method: 'GET', path: paths[Math.floor(i / 2) % paths.length] }),
        headers,
        onMeasure,
      }),
    );

    // The metered API counted what it was sent.
    const families = parsePrometheusTextFormat(await (await fetch(metricsUrl)).text());
    const counted = (families.find((f) => f.name === 'event_orders_http_requests_total')?.metrics ?? [])
      .filter((sample) => sample.labels?.route === '/api/v1/orders')
      .reduce((sum, sample) => sum + Number(sample.value), 0);
    if (counted < b.count) throw new Error(`the metered API counted ${counted} by-event lists, fewer than the ${b.count} measured`);

    // The verdict: the median of the rounds' ratios (one slow round, either way, does not decide it).
    const sorted = [...roundRatios].sort((x, y) => x - y);
    const ratio = sorted.length % 2 ? sorted[(sorted.length - 1) / 2] : (sorted[sorted.length / 2 - 1] + sorted[sorted.length / 2]) / 2;
    const cost = 1 - ratio;
    process.stdout.write(
      [
        '',
        `by-event list (idevento=E&limit=100), ${CONCURRENCY} connections, ${samples.totalItems.toLocaleString('en')} items, ${rounds} alternating rounds of ${roundMs} ms each:`,
        `  without METRICS_PORT: ${fmt(a)}`,
        `  with METRICS_PORT:    ${fmt(b)}; /metrics scraped ${scrapes} times meanwhile`,
        `  all rounds together: ratio with/without ${(b.rps / a.rps).toFixed(3)}; per round ${roundRatios.map((r) => r.toFixed(3)).join(', ')}`,
        `  ${describePaired(paired, ['with metrics', 'without'])}`,
        `  ratio with/without (median of the rounds): ${ratio.toFixed(3)} (metrics cost ${(cost * 100).toFixed(1)} % of the throughput; target ≤ ${(MAX_COST * 100).toFixed(0)} %)`,
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
