/**
 * `npm run bench -- --only webhook-fairness [--skip-build] [--inline] [--seconds 30]`
 *
 * Webhook deliveries shared between accounts, measured on the built service: one tenant ("X")
 * whose 20 webhooks never answer (a receiver on loopback that reads each request and never
 * replies), busy with its changes (a client created every 100 ms: 200 deliveries a second to
 * dead receivers, each holding a slot for WEBHOOK_TIMEOUT_MS), against another tenant ("Y"),
 * a client created every 200 ms, its one webhook answering at once. Y's delivery latency is the
 * time from the answer of its POST to the arrival of the delivery at its receiver.
 *
 * Three phases, each on a fresh database and fresh processes (API and worker on MariaDB + Redis;
 * `--inline`: the API alone on SQLite, delivering in-process):
 *  1. Y alone (X idle): the reference;
 *  2. X busy, with the per-account share of the defaults (WEBHOOK_ACCOUNT_CONCURRENCY=10);
 *  3. X busy, without a share (WEBHOOK_ACCOUNT_CONCURRENCY = WEBHOOK_CONCURRENCY = 100): the
 *     single FIFO of old.
 * Prints Y's p50/p99/max and how many of Y's deliveries arrived within the phase, and X's
 * attempts and most requests open at once. Exits 1 when Y's p99 under phase 2 exceeds
 * TARGET_P99_MS, 0 otherwise (phase 3 is there to show what the share prevents).
 *
 * BENCH_MYSQL (default mysql://root@127.0.0.1:3306) and BENCH_REDIS (default
 * redis://127.0.0.1:6379) choose the servers, BENCH_PORT_BASE (default 3800) the ports. Every
 * process it starts, it stops.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, IncomingMessage, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { apiNodeFlags, Child, ROOT, sleep, startChild, stopAll, stopChild, waitHealthy } from './processes';
import { arg, createAccount, freshDatabase, has } from './rounds';

/** Y's p99 with X busy, with the default share, must stay under this. */
const TARGET_P99_MS = 1000;
const X_WEBHOOKS = 20;
const X_EVERY_MS = 100;
const Y_EVERY_MS = 200;

interface Phase {
  name: string;
  xBusy: boolean;
  env: Record<string, string>;
}

interface PhaseResult {
  phase: Phase;
  ySent: number;
  yLatencies: number[];
  xAttempts: number;
  xMaxOpen: number;
}

/** Reads every request and never answers; counts the requests and the most open at once. */
class DeadReceiver {
  received = 0;
  open = 0;
  maxOpen = 0;
  private constructor(private readonly server: Server) {}

  static async start(): Promise<DeadReceiver> {
    const server = createServer();
    const r = new DeadReceiver(server);
    server.on('request', (req: IncomingMessage) => {
      r.received++;
      r.open++;
      r.maxOpen = Math.max(r.maxOpen, r.open);
      req.resume();
      req.socket.once('close', () => r.open--);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return r;
  }

  url(path: string) {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}${path}`;
  }

  async close() {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

/** Answers 200 at once and notes when each client's delivery came (by the client's `nome`). */
class FastReceiver {
  readonly arrivals = new Map<string, number>();
  private constructor(private readonly server: Server) {}

  static async start(): Promise<FastReceiver> {
    const server = createServer();
    const r = new FastReceiver(server);
    server.on('request', (req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const at = performance.now();
        try {
          const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { data?: { nome?: string }[] };
          for (const item of body.data ?? []) if (item.nome && !r.arrivals.has(item.nome)) r.arrivals.set(item.nome, at);
        } catch {
          /* not ours */
        }
        res.writeHead(200).end('ok');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return r;
  }

  url(path: string) {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}${path}`;
  }

  async close() {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

const log = (line: string) => process.stderr.write(`[webhook-fairness] ${line}\n`);
const pct = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : Number.NaN;

async function post(origin: string, token: string, path: string, body: unknown): Promise<{ status: number; json: any }> {
  const res = await fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, json: text ? JSON.parse(text) : undefined };
}

async function runPhase(
  phase: Phase,
  i: number,
  options: { inline: boolean; seconds: number; server: string; redis: string; logDir: string; port: number },
): Promise<PhaseResult> {
  const dead = await DeadReceiver.start();
  const fast = await FastReceiver.start();
  const children: Child[] = [];
  let sqlite: string | undefined;
  try {
    const env: Record<string, string> = {
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '1000000000',
      METRICS_PORT: '',
      WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true',
      WEBHOOK_CONCURRENCY: '100',
      ...phase.env,
    };
    if (options.inline) {
      sqlite = join(options.logDir, `fairness-${i}.sqlite`);
      Object.assign(env, { SQLITE_PATH: sqlite, DATABASE_URL: '', REDIS_URL: '' });
    } else {
      const url = await freshDatabase(options.server, `bench_eos_fairness_${i}`);
      Object.assign(env, {
        DATABASE_URL: url,
        REDIS_URL: options.redis,
        QUEUE_PREFIX: `bench-fairness-${options.port}-${i}`,
      });
    }
    const api = startChild(
      `fairness-${i}-api`,
      [...apiNodeFlags(), 'dist/main.js'],
      { ...env, PORT: String(options.port) },
      options.logDir,
    );
    children.push(api);
    const origin = `http://127.0.0.1:${options.port}`;
    await waitHealthy(api, `${origin}/health`, 120_000);
    if (!options.inline) {
      const worker = startChild(`fairness-${i}-worker`, ['dist/worker.js'], env, options.logDir);
      children.push(worker);
    }
    const x = createAccount(env, 'Tenant X (dead receivers)');
    const y = createAccount(env, 'Tenant Y');
    for (let n = 1; n <= X_WEBHOOKS; n++) {
      const r = await post(origin, x, '/api/v1/webhooks', { url: dead.url(`/dead/${n}`), events: ['customer_created'] });
      if (r.status !== 201) throw new Error(`webhook of X: ${r.status} ${JSON.stringify(r.json)}`);
    }
    const yHook = await post(origin, y, '/api/v1/webhooks', { url: fast.url('/fast'), events: ['customer_created'] });
    if (yHook.status !== 201) throw new Error(`webhook of Y: ${yHook.status} ${JSON.stringify(yHook.json)}`);
    await sleep(2000); // the worker connects to Redis

    const sentAt = new Map<string, number>();
    const until = performance.now() + options.seconds * 1000;
    const loop = async (token: string, prefix: string, everyMs: number, record: boolean) => {
      let n = 0;
      while (performance.now() < until) {
        const next = performance.now() + everyMs;
        const nome = `${prefix}-${n++}`;
        const r = await post(origin, token, '/api/v1/clients', { nome });
        if (r.status !== 201) throw new Error(`POST /clients for ${prefix}: ${r.status} ${JSON.stringify(r.json)}`);
        if (record) sentAt.set(nome, performance.now());
        await sleep(Math.max(0, next - performance.now()));
      }
    };
    log(`${phase.name}: ${options.seconds} s`);
    await Promise.all([phase.xBusy ? loop(x, 'X', X_EVERY_MS, false) : Promise.resolve(), loop(y, 'Y', Y_EVERY_MS, true)]);
    await sleep(3000); // the last of Y's deliveries
    const latencies = [...sentAt].flatMap(([nome, at]) => {
      const arrived = fast.arrivals.get(nome);
      return arrived === undefined ? [] : [Math.max(0, arrived - at)];
    });
    return { phase, ySent: sentAt.size, yLatencies: latencies.sort((a, b) => a - b), xAttempts: dead.received, xMaxOpen: dead.maxOpen };
  } finally {
    for (const c of children.reverse()) await stopChild(c);
    await dead.close();
    await fast.close();
    if (sqlite) for (const suffix of ['', '-wal', '-shm']) rmSync(sqlite + suffix, { force: true });
  }
}

export async function webhookFairness(): Promise<number> {
  const inline = has('inline');
  const seconds = Number(arg('seconds') ?? 30);
  const server = process.env.BENCH_MYSQL ?? 'mysql://root@127.0.0.1:3306';
  const redis = process.env.BENCH_REDIS ?? 'redis://127.0.0.1:6379';
  const port = Number(process.env.BENCH_PORT_BASE ?? 3800) + 20;
  const logDir = mkdtempSync(join(tmpdir(), 'eos-bench-fairness-'));
  if (!has('skip-build')) {
    log('npm run build');
    execFileSync('npm', ['run', '-s', 'build'], { cwd: ROOT, stdio: 'inherit' });
  }
  log(`${inline ? 'in-process driver, SQLite' : 'Bull on Redis, MariaDB/MySQL'}; process logs in ${logDir}`);
  const phases: Phase[] = [
    { name: 'Y alone', xBusy: false, env: {} },
    { name: 'X busy, per-account share 10 (default)', xBusy: true, env: { WEBHOOK_ACCOUNT_CONCURRENCY: '10' } },
    { name: 'X busy, no share (single FIFO)', xBusy: true, env: { WEBHOOK_ACCOUNT_CONCURRENCY: '100' } },
  ];
  const results: PhaseResult[] = [];
  try {
    for (const [i, phase] of phases.entries()) results.push(await runPhase(phase, i, { inline, seconds, server, redis, logDir, port }));
  } finally {
    await stopAll();
  }
  const ms = (v: number) => (Number.isFinite(v) ? v.toFixed(0) : '–');
  const out = [
    `Webhook fairness (${inline ? 'in-process driver, SQLite' : 'Bull on Redis, MariaDB'}; WEBHOOK_CONCURRENCY 100, WEBHOOK_TIMEOUT_MS 15000; ${seconds} s per phase; X: ${X_WEBHOOKS} dead webhooks, a change every ${X_EVERY_MS} ms; Y: a change every ${Y_EVERY_MS} ms)`,
    '',
    '| phase | Y deliveries arrived / sent | Y p50 ms | Y p99 ms | Y max ms | X attempts | X most open at once |',
    '|---|---|---|---|---|---|---|',
    ...results.map((r) => {
      const l = r.yLatencies;
      return `| ${r.phase.name} | ${l.length} / ${r.ySent} | ${ms(pct(l, 50))} | ${ms(pct(l, 99))} | ${ms(l[l.length - 1] ?? Number.NaN)} | ${r.xAttempts} | ${r.xMaxOpen} |`;
    }),
  ];
  process.stdout.write(`\n${out.join('\n')}\n\n`);
  const fair = results[1];
  const p99 = pct(fair.yLatencies, 99);
  const missed =
    fair.yLatencies.length < fair.ySent
      ? `${fair.ySent - fair.yLatencies.length} of Y's deliveries did not arrive`
      : p99 > TARGET_P99_MS
        ? `Y's p99 ${ms(p99)} ms > ${TARGET_P99_MS} ms`
        : null;
  if (missed) {
    process.stderr.write(`webhook-fairness: target MISSED: ${missed}\n`);
    return 1;
  }
  process.stdout.write(`webhook-fairness: Y's p99 with X busy ${ms(p99)} ms ≤ ${TARGET_P99_MS} ms: target met.\n`);
  return 0;
}
