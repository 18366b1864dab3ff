/**
 * `npm run bench:profile -- [--quick] [--floor | --orders] [--path '/api/v1/orders?idevento=E&limit=100'] [--seconds 15] [--concurrency 32]`
 *
 * Where the API spends its CPU on one request shape: starts the built API (`node --cpu-prof
 * dist/main.js`) on the bench dataset (seeded by `npm run bench`; this script does not seed),
 * sends the request under load, stops the API and prints the functions with the most self time,
 * grouped by package (`node_modules/<name>`, `src`, `node:` internals), from the `.cpuprofile`
 * it leaves in the run's directory (open it in Chrome DevTools for the whole picture). In the
 * path, `E` stands for an event of the dataset that has items. `--floor` profiles the floor
 * server (bench/floor.ts) on the by-event list instead, for comparison; `--orders` creates
 * 10-item orders (as `npm run bench` does) in 8 new events instead of reading. The profile covers the
 * process's start too (module loading shows as `wrapSafe`, `compileSourceTextModule`).
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { SourceMap, type SourceMapPayload, type SourceMapping } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import mysql from 'mysql2/promise';
import { createToken, dropToken, loadSamples, serverUrl } from './dataset';
import { BenchRequest, closePools, runLoad } from './load';
import { apiNodeFlags, startChild, stopAll, stopChild, waitHealthy } from './processes';
import { orderFixture } from './writes';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : fallback;
}

/** `…/src/modules/orders/orders.query.ts` → `modules/orders/orders.query.ts`. */
function srcFile(url: string): string {
  return url.replace(/^.*?\/(?:src|dist)\//, '');
}

/** `node_modules/typeorm/...` → `typeorm`; the project's files → `src`; Node's → `node`. */
export function packageOf(url: string): string {
  const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (m) return m[1];
  if (url.includes('/dist/') || url.includes('/src/')) return 'src';
  if (url.startsWith('node:') || url === '') return url === '' ? '(native / GC / idle)' : 'node';
  return url;
}

/** Where a profiled position (0-based line and column) comes from, before bundling. */
export type SourceOf = (url: string, line: number, column: number) => { url: string; line: number };

/**
 * The bundled entry (`dist/main.js`) holds the application and its libraries in one file: its
 * source map (written by `npm run build`) gives each position's own file, and so its package.
 */
export function bundleSources(bundle: string): SourceOf {
  const mapFile = `${bundle}.map`;
  if (!existsSync(mapFile)) throw new Error(`${mapFile} not found: run npm run build`);
  const map = new SourceMap(JSON.parse(readFileSync(mapFile, 'utf8')) as SourceMapPayload);
  const bundleUrl = pathToFileURL(resolve(bundle)).href;
  const dir = dirname(resolve(bundle));
  return (url, line, column) => {
    if (url !== bundleUrl) return { url, line };
    const entry = map.findEntry(line, column) as Partial<SourceMapping>;
    return entry.originalSource
      ? { url: resolve(dir, entry.originalSource), line: entry.originalLine ?? 0 }
      : { url, line };
  };
}

/** Self time per function and per package, in ms. */
export function summarise(profile: CpuProfile, sourceOf: SourceOf = (url, line) => ({ url, line })) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000));
  const functions = new Map<string, number>();
  const packages = new Map<string, number>();
  for (const [id, ms] of self) {
    const frame = byId.get(id)!.callFrame;
    if (frame.functionName === '(idle)' || frame.functionName === '(program)') continue;
    const { url, line } = sourceOf(frame.url, frame.lineNumber, frame.columnNumber);
    const pkg = packageOf(url);
    const key = `${frame.functionName || '(anonymous)'}  ${pkg}${url ? `:${pkg === 'src' ? `${srcFile(url)}:` : ''}${line + 1}` : ''}`;
    functions.set(key, (functions.get(key) ?? 0) + ms);
    packages.set(pkg, (packages.get(pkg) ?? 0) + ms);
  }
  const sorted = (m: Map<string, number>) => [...m.entries()].sort((a, b) => b[1] - a[1]);
  return { functions: sorted(functions), packages: sorted(packages) };
}

async function main() {
  const quick = process.argv.includes('--quick');
  const server = process.env.BENCH_MYSQL ?? 'mysql://root@127.0.0.1:3306';
  const databaseUrl = serverUrl(server, quick ? 'bench_eventorders_quick' : 'bench_eventorders');
  const seconds = Number(arg('seconds', '15'));
  const concurrency = Number(arg('concurrency', '32'));
  const port = Number(process.env.BENCH_PORT_BASE ?? 3800) + 5;
  const dir = mkdtempSync(join(tmpdir(), 'eos-profile-'));

  const db = await mysql.createConnection({ uri: databaseUrl });
  const [[account]] = await db.query<mysql.RowDataPacket[]>('SELECT id FROM accounts ORDER BY id LIMIT 1');
  if (!account) throw new Error(`no dataset in ${databaseUrl}: run npm run bench first`);
  const accountId = Number(account.id);
  const [[event]] = await db.query<mysql.RowDataPacket[]>(
    'SELECT id_evento AS id FROM order_item_counts WHERE account_id = ? AND n > 100 ORDER BY id_evento LIMIT 1',
    [accountId],
  );
  const path = arg('path', '/api/v1/orders?idevento=E&limit=100').replace('E', String(event.id));
  const token = await createToken(db, accountId);

  const floor = process.argv.includes('--floor');
  const program = [...apiNodeFlags(), ...(floor ? ['node_modules/ts-node/dist/bin.js', '--transpile-only', 'bench/floor.ts'] : ['dist/main.js'])];
  const api = startChild(floor ? 'floor' : 'api', ['--cpu-prof', `--cpu-prof-dir=${dir}`, ...program], {
    DATABASE_URL: databaseUrl,
    REDIS_URL: process.env.BENCH_REDIS ?? 'redis://127.0.0.1:6379',
    QUEUE_PREFIX: 'bench-eos-profile',
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_MINUTE: '1000000000',
    PORT: String(port),
  }, dir);
  try {
    await waitHealthy(api, `http://127.0.0.1:${port}/health`, 120_000);
    const origin = `http://127.0.0.1:${port}`;
    const headers = { authorization: `Bearer ${token}` };
    let request = (): BenchRequest => ({ method: 'GET', path });
    if (process.argv.includes('--orders')) {
      const { events, itens } = await orderFixture(origin, token, await loadSamples(db, accountId));
      let n = 0;
      request = () => ({ method: 'POST', path: '/api/v1/orders', body: { id_evento: events[n++ % events.length], itens } });
    }
    const result = await runLoad({
      origins: [origin],
      concurrency,
      maxRequests: 1_000_000,
      maxMs: seconds * 1000,
      headers,
      request,
      expectStatus: process.argv.includes('--orders') ? 201 : 200,
    });
    process.stdout.write(`${request().path}: ${result.count} requests, ${result.rps.toFixed(0)} req/s, p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms, ${result.errors} errors\n`);
    await stopChild(api);
  } finally {
    await dropToken(db, token).catch(() => undefined);
    await db.end();
    await closePools();
    await stopAll();
  }
  const file = readdirSync(dir).find((f) => f.endsWith('.cpuprofile'));
  if (!file) throw new Error(`no .cpuprofile in ${dir}`);
  const profile = JSON.parse(readFileSync(join(dir, file), 'utf8')) as CpuProfile;
  const { functions, packages } = summarise(profile, floor ? undefined : bundleSources('dist/main.js'));
  const total = packages.reduce((s, [, ms]) => s + ms, 0);
  process.stdout.write(`\nself time by package (busy ${total.toFixed(0)} ms):\n`);
  for (const [pkg, ms] of packages.slice(0, 15)) process.stdout.write(`  ${((ms / total) * 100).toFixed(1).padStart(5)} %  ${pkg}\n`);
  process.stdout.write('\nfunctions with the most self time:\n');
  for (const [fn, ms] of functions.slice(0, 30)) process.stdout.write(`  ${((ms / total) * 100).toFixed(1).padStart(5)} %  ${fn}\n`);
  process.stdout.write(`\nprofile: ${join(dir, file)}\n`);
}

if (require.main === module) {
  main().then(
    () => process.exit(0),
    (e: Error) => {
      process.stderr.write(`profile failed: ${e.stack}\n`);
      process.exit(1);
    },
  );
}
