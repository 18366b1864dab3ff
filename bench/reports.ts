/**
 * The reports, one request at a time, on the largest account and on a small one of the same seeded
 * database: an event's costs, a year's results (and the longest period, 24 months), a month's
 * commissions on sales and on receipts. Target: p99 ≤ 50 ms on the largest account; the small
 * account's times beside them show whether the cost grows with the account's size (it should
 * not: each report reads its event or its period).
 *
 * In the full bench (`npm run bench`), after the filter × sort matrix; alone with
 * `npm run bench -- --only reports [--accounts 1x250000,60x500] [--skip-build] [--samples 60]`,
 * which seeds only this version.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import mysql from 'mysql2/promise';
import { Pool } from 'undici';

import { BenchRequest, Latencies, latencies, send } from './load';
import { apiNodeFlags, startChild, stopAll, waitHealthy } from './processes';
import { arg, has, ms } from './rounds';
import { parseTiers } from './seed';
import { build, currentVersion, seedVersion, serverUrl } from './versions';
import { AccountSamples, loadSamples } from './workload';

export const REPORTS_TARGET_P99_MS = 50;

const log = (line: string) => process.stderr.write(`[reports] ${line}\n`);

/** `YYYY-MM` of the month `offset` months from now. */
const month = (offset: number) => {
  const d = new Date();
  const m = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + offset, 1));
  return m.toISOString().slice(0, 7);
};

/** The reports measured, each a path of one account (`i`: the request's number, to vary it). */
const REPORTS: [string, (a: AccountSamples, i: number) => string][] = [
  ["an event's costs", (a, i) => `/api/v1/events/${a.events[i % a.events.length]}/costs`],
  ['results, 12 months', () => `/api/v1/reports/results?de=${month(-2)}&ate=${month(9)}`],
  ['results, 24 months', () => `/api/v1/reports/results?de=${month(-12)}&ate=${month(11)}`],
  ['commissions, a month, vendido', (_, i) => `/api/v1/reports/commissions?de=${month(i % 3)}&ate=${month(i % 3)}`],
  ['commissions, a month, recebido', (_, i) => `/api/v1/reports/commissions?de=${month(-(i % 3))}&ate=${month(-(i % 3))}&base=recebido`],
];

export interface ReportTimes {
  name: string;
  large: Latencies;
  small: Latencies;
}

/** Each report `samples` times (after one unmeasured) on `large` and on `small`, one at a time. */
export async function measureReports(
  origin: string,
  large: AccountSamples,
  small: AccountSamples,
  samples: number,
  miss: (m: string) => void,
) {
  const one = new Pool(origin, { connections: 1 });
  const times = async (a: AccountSamples, path: (a: AccountSamples, i: number) => string) => {
    const out: number[] = [];
    for (let i = 0; i <= samples; i++) {
      const req: BenchRequest = { method: 'GET', path: path(a, i), token: a.token, kind: 'read' };
      const t0 = performance.now();
      const { status, body } = await send(one, req);
      if (i > 0) out.push(performance.now() - t0);
      if (status !== 200) miss(`reports: ${req.path} answered HTTP ${status} ${body.slice(0, 200)}`);
    }
    return latencies(out);
  };
  const rows: ReportTimes[] = [];
  for (const [name, path] of REPORTS) rows.push({ name, large: await times(large, path), small: await times(small, path) });
  await one.close();
  return rows;
}

/** The table of the reports' times, and a miss for each report over its target on the largest account. */
export function reportsTable(rows: ReportTimes[], large: AccountSamples, small: AccountSamples, miss: (m: string) => void): string[] {
  const out = [
    `| report, one at a time | ${large.items.toLocaleString('en')}-item account p50 / p99 ms | ${small.items.toLocaleString('en')}-item account p50 / p99 ms | target |`,
    '|---|---:|---:|---|',
  ];
  for (const r of rows) {
    out.push(
      `| ${r.name} | ${ms(r.large.p50)} / ${ms(r.large.p99)} | ${ms(r.small.p50)} / ${ms(r.small.p99)} | p99 ≤ ${REPORTS_TARGET_P99_MS} ms |`,
    );
    if (r.large.p99 > REPORTS_TARGET_P99_MS)
      miss(`${r.name} on the largest account: p99 ${ms(r.large.p99)} ms > ${REPORTS_TARGET_P99_MS} ms`);
  }
  return out;
}

/** `--only reports`: seeds this version alone, starts its API and measures the reports. */
export async function reportsOnly(): Promise<number> {
  const server = process.env.BENCH_MYSQL ?? 'mysql://root@127.0.0.1:3306';
  const port = Number(process.env.BENCH_PORT_BASE ?? 3800) + 50;
  const tiers = parseTiers(arg('accounts') ?? '1x250000,60x500');
  const samples = Number(arg('samples') ?? 60);
  const logDir = mkdtempSync(join(tmpdir(), 'eos-bench-reports-'));
  const misses: string[] = [];
  const miss = (m: string) => misses.push(m);
  try {
    const v = currentVersion();
    if (!has('skip-build')) {
      log('npm run build');
      build(v.root);
    }
    log(`seeding ${tiers.map((t) => `${t.count} × ${t.items}`).join(', ')} into ${v.database}`);
    const seeded = await seedVersion(v, server, tiers, logDir);
    const api = startChild(
      'api-reports',
      [...apiNodeFlags(v.root), 'dist/main.js'],
      {
        DATABASE_URL: serverUrl(server, v.database),
        REDIS_URL: process.env.BENCH_REDIS ?? 'redis://127.0.0.1:6379',
        QUEUE_PREFIX: `bench-eos-reports-${port}`,
        PORT: String(port),
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        RATE_LIMIT_PER_MINUTE: '1000000000',
        METRICS_PORT: '',
      },
      logDir,
      v.root,
    );
    const origin = `http://127.0.0.1:${port}`;
    await waitHealthy(api, `${origin}/health`, 600_000);
    const db = await mysql.createConnection({ uri: serverUrl(server, v.database) });
    const samplesOf = await loadSamples(db, seeded.accounts).finally(() => db.end());
    const bySize = [...samplesOf].sort((a, b) => a.items - b.items);
    const [small, large] = [bySize[0], bySize[bySize.length - 1]];
    log(`${REPORTS.length} reports × ${samples} requests on accounts of ${large.items} and ${small.items} items, one at a time`);
    const rows = await measureReports(origin, large, small, samples, miss);
    process.stdout.write(`${reportsTable(rows, large, small, miss).join('\n')}\n`);
  } finally {
    await stopAll();
  }
  for (const m of misses) process.stdout.write(`MISSED: ${m}\n`);
  return misses.length ? 1 : 0;
}
