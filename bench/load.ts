/**
 * The load generator of `npm run bench`: keep-alive connections (undici `Pool`, one per origin),
 * a fixed number of requests in flight for a fixed time, every request with its own account's
 * token. Latencies are kept per kind (`read`, `write`); any answer outside 2xx is an error.
 * Loopback only: it refuses any other host.
 */
import { Pool } from 'undici';

export type Kind = 'read' | 'write';

export interface BenchRequest {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  token: string;
  kind: Kind;
  /** A label its latency is also kept under (the account's size, say). */
  tag?: string;
  /**
   * What a client sends when this list request answers 400 `sort_needs_filter` (bounded cost): the
   * same request narrowed (one event, say). The two count as one request, its latency their sum.
   */
  narrowed?: BenchRequest;
}

export interface LoadOptions {
  origin: string;
  /** Requests in flight at once (= keep-alive connections). */
  concurrency: number;
  /** Measured time (ms); requests in flight at its end are awaited and counted. */
  ms: number;
  /** Unmeasured load before it (ms), so that measuring starts at the server's steady state. */
  warmupMs?: number;
  /** Request number `i` (0-based, warm-up included). */
  request: (i: number) => BenchRequest;
  /** Called as the measured requests start (to count their CPU, say). */
  onMeasure?: () => void;
  /** Its own connections, apart from another load on the same origin running at the same time. */
  pool?: string;
  /**
   * Count a 503 `busy` of the per-account limit (the account's share of the database stayed taken)
   * as shed, not as an error. A 503 of a contended database is still an error.
   */
  shedOk?: boolean;
}

export interface Latencies {
  /** Every measured latency (ms), ascending. */
  sorted: number[];
  p50: number;
  p99: number;
}

export interface LoadResult {
  count: number;
  /** Requests that met `sort_needs_filter` and were sent again narrowed (counted once each). */
  narrowed: number;
  /** Requests answered 503 `busy`, with `shedOk` (else they are errors). */
  shed: number;
  errors: number;
  firstError: string | null;
  wallMs: number;
  /** Completed requests per second over the measured wall time. */
  rps: number;
  read: Latencies;
  write: Latencies;
  all: Latencies;
  /** Read latencies per request tag. */
  readsByTag: Record<string, Latencies>;
}

/** The message of the per-account limit's 503 (src/common/http/account-admission.ts), told apart from a contended database's. */
const ADMISSION_REFUSED = "The account's share of the database is busy";

export function assertLoopback(origin: string): void {
  const host = new URL(origin).hostname;
  if (host !== '127.0.0.1' && host !== 'localhost' && host !== '[::1]') {
    throw new Error(`bench load refuses ${origin}: loopback origins only`);
  }
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank];
}

export function latencies(values: number[]): Latencies {
  const sorted = [...values].sort((a, b) => a - b);
  return { sorted, p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
}

/** Several measurements of the same load as one: every latency of each, their requests over their summed time. */
export function mergeLoads(results: LoadResult[]): LoadResult {
  const wallMs = results.reduce((s, r) => s + r.wallMs, 0);
  const count = results.reduce((s, r) => s + r.count, 0);
  const merge = (k: 'read' | 'write' | 'all') => latencies(results.flatMap((r) => r[k].sorted));
  const tags = [...new Set(results.flatMap((r) => Object.keys(r.readsByTag)))];
  return {
    count,
    narrowed: results.reduce((s, r) => s + r.narrowed, 0),
    shed: results.reduce((s, r) => s + r.shed, 0),
    errors: results.reduce((s, r) => s + r.errors, 0),
    firstError: results.find((r) => r.firstError)?.firstError ?? null,
    wallMs,
    rps: (count / wallMs) * 1000,
    read: merge('read'),
    write: merge('write'),
    all: merge('all'),
    readsByTag: Object.fromEntries(tags.map((t) => [t, latencies(results.flatMap((r) => r.readsByTag[t]?.sorted ?? []))])),
  };
}

const pools = new Map<string, Pool>();

function poolFor(origin: string, connections: number, name = ''): Pool {
  const key = `${origin}#${connections}#${name}`;
  let pool = pools.get(key);
  if (!pool) {
    assertLoopback(origin);
    pool = new Pool(origin, { connections, pipelining: 1, keepAliveTimeout: 30_000, headersTimeout: 120_000, bodyTimeout: 120_000 });
    pools.set(key, pool);
  }
  return pool;
}

/** Closes every pool the load generator opened. */
export async function closePools(): Promise<void> {
  await Promise.all([...pools.values()].map((p) => p.close()));
  pools.clear();
}

/** Sends one request and reads its answer whole; the body is decoded only when it is not a 2xx (to say why). */
export async function send(pool: Pool, req: BenchRequest): Promise<{ status: number; body: string }> {
  const hasBody = req.body !== undefined;
  const headers: Record<string, string> = { authorization: `Bearer ${req.token}` };
  if (hasBody) headers['content-type'] = 'application/json';
  const res = await pool.request({ method: req.method, path: req.path, headers, body: hasBody ? JSON.stringify(req.body) : undefined });
  if (res.statusCode < 200 || res.statusCode >= 300) return { status: res.statusCode, body: await res.body.text() };
  for await (const chunk of res.body) void chunk;
  return { status: res.statusCode, body: '' };
}

/** Sends a request as a client does: one refused with `sort_needs_filter` is sent again narrowed, when it has a narrowed form. */
export async function sendAsClient(pool: Pool, req: BenchRequest): Promise<{ status: number; body: string; narrowed: boolean }> {
  const first = await send(pool, req);
  if (first.status !== 400 || !req.narrowed || !first.body.includes('sort_needs_filter')) return { ...first, narrowed: false };
  return { ...(await send(pool, req.narrowed)), narrowed: true };
}

/** Runs one measurement. */
export async function runLoad(opts: LoadOptions): Promise<LoadResult> {
  const pool = poolFor(opts.origin, opts.concurrency, opts.pool);
  let i = 0;
  let errors = 0;
  let narrowed = 0;
  let shed = 0;
  let firstError: string | null = null;
  const fail = (req: BenchRequest, why: string) => {
    errors++;
    firstError ??= `${req.method} ${req.path}: ${why}`;
  };
  if (opts.warmupMs) {
    const until = performance.now() + opts.warmupMs;
    const warmer = async () => {
      while (performance.now() < until) {
        const req = opts.request(i++);
        const { status, body } = await sendAsClient(pool, req).catch((e: Error) => ({ status: 0, body: e.message }));
        if ((status < 200 || status >= 300) && !(status === 503 && opts.shedOk && body.includes(ADMISSION_REFUSED)))
          fail(req, `HTTP ${status} ${body.slice(0, 300)} (warm-up)`);
      }
    };
    await Promise.all(Array.from({ length: opts.concurrency }, warmer));
  }
  const times: Record<Kind, number[]> = { read: [], write: [] };
  const tagged = new Map<string, number[]>();
  opts.onMeasure?.();
  const started = performance.now();
  const deadline = started + opts.ms;
  const worker = async () => {
    while (performance.now() < deadline) {
      const req = opts.request(i++);
      const t0 = performance.now();
      try {
        const { status, body, narrowed: again } = await sendAsClient(pool, req);
        const took = performance.now() - t0;
        if (again) narrowed++;
        if (status === 503 && opts.shedOk && body.includes(ADMISSION_REFUSED)) {
          shed++;
          continue;
        }
        times[req.kind].push(took);
        if (req.tag !== undefined && req.kind === 'read') {
          if (!tagged.has(req.tag)) tagged.set(req.tag, []);
          tagged.get(req.tag)!.push(took);
        }
        if (status < 200 || status >= 300) fail(req, `HTTP ${status} ${body.slice(0, 300)}`);
      } catch (error) {
        fail(req, (error as Error).message);
      }
    }
  };
  await Promise.all(Array.from({ length: opts.concurrency }, worker));
  const wallMs = performance.now() - started;
  const count = times.read.length + times.write.length;
  return {
    count,
    narrowed,
    shed,
    errors,
    firstError,
    wallMs,
    rps: (count / wallMs) * 1000,
    read: latencies(times.read),
    write: latencies(times.write),
    all: latencies([...times.read, ...times.write]),
    readsByTag: Object.fromEntries([...tagged].map(([t, v]) => [t, latencies(v)])),
  };
}
