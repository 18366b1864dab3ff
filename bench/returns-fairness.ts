/**
 * `npm run bench -- --only returns-fairness [--skip-build] [--inline] [--seconds 20]`
 *
 * One tenant's parallel charge returns beside another tenant's reads, on the built service: tenant
 * X posts manual returns (`POST /api/v1/financial/{id}/charge/return`) on its charged entries from
 * 32 connections at once, as fast as they are answered; tenant Y reads its clients and its
 * financial entries, one request at a time. Y's read latency is measured:
 *  1. Y alone (X idle): the reference;
 *  2. X busy, with the per-account share of the defaults (ACCOUNT_DB_CONCURRENCY 8), which every
 *     route takes, manual returns included;
 *  3. X busy, with a share as large as the pool (ACCOUNT_DB_CONCURRENCY 10): what X could take
 *     when its returns took no slot.
 * Each phase on a fresh database and a fresh API (MariaDB/MySQL; `--inline`: SQLite). Prints Y's
 * p50/p99, X's answers by status; exits 1 when Y's p99 under phase 2 exceeds TARGET_P99_MS.
 *
 * BENCH_MYSQL (default mysql://root@127.0.0.1:3306) chooses the server, BENCH_PORT_BASE (default
 * 3800) the port. Every process it starts, it stops.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { apiNodeFlags, Child, ROOT, startChild, stopAll, stopChild, waitHealthy } from './processes';
import { arg, call, createAccount, freshDatabase, has, pct } from './rounds';

/** Y's read p99 with X's returns under way, with the default share, must stay under this. */
const TARGET_P99_MS = 1000;
const X_CONNECTIONS = 32;
const X_ENTRIES = 200;

interface Phase {
  name: string;
  xBusy: boolean;
  env: Record<string, string>;
}

interface PhaseResult {
  phase: Phase;
  yLatencies: number[];
  xStatuses: Map<number, number>;
}

const log = (line: string) => process.stderr.write(`[returns-fairness] ${line}\n`);

/** A receivable with a manual charge, `count` times; their IDs. */
async function chargedEntries(origin: string, token: string, count: number): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const entry = await call(origin, token, 'POST', '/api/v1/financial', {
      tipo: 'receita',
      descricao: `Parcela ${i}`,
      valor: 100 + i,
      data_vencimento: '2030-06-10',
    });
    if (entry.status !== 201) throw new Error(`entry: ${entry.status} ${JSON.stringify(entry.json)}`);
    const id = entry.json.data[0].id as number;
    const charge = await call(origin, token, 'POST', `/api/v1/financial/${id}/charge`, { forma: 'pix', gateway: 'manual' });
    if (charge.status !== 201) throw new Error(`charge: ${charge.status} ${JSON.stringify(charge.json)}`);
    ids.push(id);
  }
  return ids;
}

async function runPhase(
  phase: Phase,
  i: number,
  options: { inline: boolean; seconds: number; server: string; logDir: string; port: number },
): Promise<PhaseResult> {
  const children: Child[] = [];
  let sqlite: string | undefined;
  try {
    const env: Record<string, string> = {
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '1000000000',
      METRICS_PORT: '',
      REDIS_URL: '',
      ...phase.env,
    };
    if (options.inline) {
      sqlite = join(options.logDir, `returns-${i}.sqlite`);
      Object.assign(env, { SQLITE_PATH: sqlite, DATABASE_URL: '' });
    } else {
      const url = await freshDatabase(options.server, `bench_eos_returns_${i}`);
      env.DATABASE_URL = url;
    }
    const api = startChild(`returns-${i}-api`, [...apiNodeFlags(), 'dist/main.js'], { ...env, PORT: String(options.port) }, options.logDir);
    children.push(api);
    const origin = `http://127.0.0.1:${options.port}`;
    await waitHealthy(api, `${origin}/health`, 120_000);
    const x = createAccount(env, 'Tenant X (returns)');
    const y = createAccount(env, 'Tenant Y (reads)');
    const entries = await chargedEntries(origin, x, X_ENTRIES);
    for (let n = 0; n < 50; n++) await call(origin, y, 'POST', '/api/v1/clients', { nome: `Cliente ${n}` });
    await chargedEntries(origin, y, 20);

    const until = performance.now() + options.seconds * 1000;
    const xStatuses = new Map<number, number>();
    const yLatencies: number[] = [];
    let sequence = 0;
    const xLoop = async () => {
      while (performance.now() < until) {
        const id = entries[sequence++ % entries.length];
        const r = await call(origin, x, 'POST', `/api/v1/financial/${id}/charge/return`, {
          status: 'paga',
          id_evento: `retorno-${sequence}`,
        });
        xStatuses.set(r.status, (xStatuses.get(r.status) ?? 0) + 1);
      }
    };
    const yLoop = async () => {
      const reads = ['/api/v1/clients?limit=20', '/api/v1/financial?limit=20'];
      let n = 0;
      while (performance.now() < until) {
        const started = performance.now();
        const r = await call(origin, y, 'GET', reads[n++ % reads.length]);
        if (r.status !== 200) throw new Error(`Y's read: ${r.status} ${JSON.stringify(r.json)}`);
        yLatencies.push(performance.now() - started);
      }
    };
    log(`${phase.name}: ${options.seconds} s`);
    await Promise.all([...(phase.xBusy ? Array.from({ length: X_CONNECTIONS }, xLoop) : []), yLoop()]);
    return { phase, yLatencies: yLatencies.sort((a, b) => a - b), xStatuses };
  } finally {
    for (const c of children.reverse()) await stopChild(c);
    if (sqlite) for (const suffix of ['', '-wal', '-shm']) rmSync(sqlite + suffix, { force: true });
  }
}

export async function returnsFairness(): Promise<number> {
  const inline = has('inline');
  const seconds = Number(arg('seconds') ?? 20);
  const server = process.env.BENCH_MYSQL ?? 'mysql://root@127.0.0.1:3306';
  const port = Number(process.env.BENCH_PORT_BASE ?? 3800) + 30;
  const logDir = mkdtempSync(join(tmpdir(), 'eos-bench-returns-'));
  if (!has('skip-build')) {
    log('npm run build');
    execFileSync('npm', ['run', '-s', 'build'], { cwd: ROOT, stdio: 'inherit' });
  }
  log(`${inline ? 'SQLite' : 'MariaDB/MySQL'}; process logs in ${logDir}`);
  const phases: Phase[] = [
    { name: 'Y alone', xBusy: false, env: {} },
    { name: 'X returns at 32 connections, share 8 (default)', xBusy: true, env: { ACCOUNT_DB_CONCURRENCY: '8' } },
    { name: 'X returns at 32 connections, share 10 (the whole pool)', xBusy: true, env: { ACCOUNT_DB_CONCURRENCY: '10' } },
  ];
  const results: PhaseResult[] = [];
  try {
    for (const [i, phase] of phases.entries()) results.push(await runPhase(phase, i, { inline, seconds, server, logDir, port }));
  } finally {
    await stopAll();
  }
  const ms = (v: number) => (Number.isFinite(v) ? v.toFixed(0) : '–');
  const statuses = (m: Map<number, number>) =>
    [...m]
      .sort(([a], [b]) => a - b)
      .map(([s, n]) => `${s}: ${n}`)
      .join(', ') || '–';
  const out = [
    `Returns beside reads (${inline ? 'SQLite' : 'MariaDB'}; ${seconds} s per phase; X: manual returns from ${X_CONNECTIONS} connections on ${X_ENTRIES} charged entries; Y: one read at a time)`,
    '',
    "| phase | Y reads | Y p50 ms | Y p99 ms | Y max ms | X's answers by status |",
    '|---|---|---|---|---|---|',
    ...results.map((r) => {
      const l = r.yLatencies;
      return `| ${r.phase.name} | ${l.length} | ${ms(pct(l, 50))} | ${ms(pct(l, 99))} | ${ms(l[l.length - 1] ?? Number.NaN)} | ${statuses(r.xStatuses)} |`;
    }),
  ];
  process.stdout.write(`\n${out.join('\n')}\n\n`);
  const p99 = pct(results[1].yLatencies, 99);
  if (!(p99 <= TARGET_P99_MS)) {
    process.stderr.write(`returns-fairness: target MISSED: Y's p99 ${ms(p99)} ms > ${TARGET_P99_MS} ms\n`);
    return 1;
  }
  process.stdout.write(`returns-fairness: Y's read p99 beside X's returns ${ms(p99)} ms ≤ ${TARGET_P99_MS} ms: target met.\n`);
  return 0;
}
