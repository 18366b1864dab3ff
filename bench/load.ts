/**
 * The load generator of `npm run bench`: keep-alive connections (undici `Pool`, one per origin),
 * a fixed number of requests in flight, bounded by a request count AND a time limit, so every
 * measurement stops by itself. Loopback only: it refuses any other host.
 */
import { Pool } from 'undici';

export interface BenchRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  body?: unknown;
}

export interface LoadOptions {
  /** One or more `http://127.0.0.1:PORT` origins; requests go round-robin over them. */
  origins: string[];
  /** Requests in flight at once (= keep-alive connections per origin). */
  concurrency: number;
  /** Stop after this many requests... */
  maxRequests: number;
  /** ...or once this much time has passed (requests in flight are awaited). */
  maxMs: number;
  /** Request number `i` (0-based). */
  request: (i: number) => BenchRequest;
  headers?: Record<string, string>;
  /** Expected status (default 200); anything else counts as an error. */
  expectStatus?: number;
  /** Called with the body of the first few answers of each origin, to check them; returns a problem or null. */
  check?: (body: string, req: BenchRequest) => string | null;
  /** Requests sent before measuring (default: one per connection). */
  warmup?: number;
  /**
   * Then this long (ms) of the same load, unmeasured, so that measuring starts at the server's
   * steady state under this concurrency rather than at the start of a burst (a process idle for
   * a few seconds has given back its young heap and database connections wait idle).
   */
  warmupMs?: number;
  /** Called once the warm-up is over, as the measured requests start (to count their CPU, say). */
  onMeasure?: () => void;
}

export interface LoadResult {
  count: number;
  errors: number;
  firstError: string | null;
  p50: number;
  p99: number;
  max: number;
  /** Completed requests per second over the measured wall time. */
  rps: number;
  wallMs: number;
  /** Per request, in completion order: for callers that need the answers (e.g. created IDs). */
  bodies?: string[];
  /** Every measured request's latency (ms), ascending. */
  latencies: number[];
}

/** Two measurements of the same scenario as one: every latency of both, the requests of both over the time of both. */
export function mergeLoads(a: LoadResult, b: LoadResult): LoadResult {
  const latencies = [...a.latencies, ...b.latencies].sort((x, y) => x - y);
  const wallMs = a.wallMs + b.wallMs;
  return {
    count: latencies.length,
    errors: a.errors + b.errors,
    firstError: a.firstError ?? b.firstError,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: latencies[latencies.length - 1] ?? Number.NaN,
    rps: (latencies.length / wallMs) * 1000,
    wallMs,
    latencies,
  };
}

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

const pools = new Map<string, Pool>();

function poolFor(origin: string, connections: number): Pool {
  const key = `${origin}#${connections}`;
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

/**
 * Sends one request and reads its answer whole. The body is decoded only where it is wanted
 * (`decode`, or an unexpected status whose body says why): decoding every answer cost the load
 * generator about a tenth of its CPU, which it takes from the server it measures on a small machine.
 */
async function send(pool: Pool, req: BenchRequest, headers: Record<string, string>, decode = true, expect = 200): Promise<{ status: number; body: string }> {
  const hasBody = req.body !== undefined;
  const res = await pool.request({
    method: req.method,
    path: req.path,
    headers: hasBody ? { ...headers, 'content-type': 'application/json' } : headers,
    body: hasBody ? JSON.stringify(req.body) : undefined,
  });
  if (decode || res.statusCode !== expect) return { status: res.statusCode, body: await res.body.text() };
  for await (const chunk of res.body) void chunk;
  return { status: res.statusCode, body: '' };
}

/** Runs one measurement; `keepBodies` keeps every answer body (for the write benchmarks). */
export async function runLoad(opts: LoadOptions, keepBodies = false): Promise<LoadResult> {
  const headers = opts.headers ?? {};
  const expect = opts.expectStatus ?? 200;
  const perOrigin = opts.origins.map((o) => poolFor(o, Math.max(1, Math.ceil(opts.concurrency / opts.origins.length))));

  const warm = opts.warmup ?? opts.concurrency;
  await Promise.all(
    Array.from({ length: warm }, async (_, i) => {
      const req = opts.request(i);
      const { status, body } = await send(perOrigin[i % perOrigin.length], req, headers);
      if (status !== expect) throw new Error(`${req.method} ${req.path}: warm-up answered HTTP ${status}: ${body.slice(0, 300)}`);
      const problem = opts.check?.(body, req);
      if (problem) throw new Error(`${req.method} ${req.path}: ${problem}`);
    }),
  );

  if (opts.warmupMs) {
    let sent = 0;
    const until = performance.now() + opts.warmupMs;
    const warmer = async () => {
      while (performance.now() < until) {
        const i = sent++;
        const req = opts.request(i);
        const { status, body } = await send(perOrigin[i % perOrigin.length], req, headers, false, expect);
        if (status !== expect) throw new Error(`${req.method} ${req.path}: warm-up answered HTTP ${status}: ${body.slice(0, 300)}`);
      }
    };
    await Promise.all(Array.from({ length: opts.concurrency }, warmer));
  }

  const latencies: number[] = [];
  const bodies: string[] = [];
  let issued = 0;
  let errors = 0;
  let firstError: string | null = null;
  opts.onMeasure?.();
  const started = performance.now();
  const deadline = started + opts.maxMs;
  const worker = async () => {
    while (issued < opts.maxRequests && performance.now() < deadline) {
      const i = warm + issued++;
      const req = opts.request(i);
      const t0 = performance.now();
      try {
        const { status, body } = await send(perOrigin[i % perOrigin.length], req, headers, keepBodies, expect);
        latencies.push(performance.now() - t0);
        if (keepBodies) bodies.push(body);
        if (status !== expect) {
          errors++;
          firstError ??= `${req.method} ${req.path}: HTTP ${status} ${body.slice(0, 200)}`;
        }
      } catch (error) {
        errors++;
        firstError ??= `${req.method} ${req.path}: ${(error as Error).message}`;
      }
    }
  };
  await Promise.all(Array.from({ length: opts.concurrency }, worker));
  const wallMs = performance.now() - started;
  latencies.sort((a, b) => a - b);
  return {
    count: latencies.length,
    errors,
    firstError,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: latencies[latencies.length - 1] ?? Number.NaN,
    rps: (latencies.length / wallMs) * 1000,
    wallMs,
    bodies: keepBodies ? bodies : undefined,
    latencies,
  };
}
