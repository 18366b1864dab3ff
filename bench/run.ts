/**
 * `npm run bench -- [--quick] [--only REGEX] [--skip-build] [--no-writes] [--no-two] [--keep-buffer-pool]`
 * (`--only deliveries`: just the webhook delivery rows, one worker then two, on a larger backlog)
 *
 * The performance benchmark on MariaDB/MySQL + Redis, loopback only:
 *  1. builds the API (`npm run build`) unless --skip-build;
 *  2. seeds the dataset into its own database, or reuses it (full: 2,000 events, 1,000,000
 *     items in `bench_eventorders`; --quick: 200 events, 50,000 items in
 *     `bench_eventorders_quick`);
 *  3. raises the server's InnoDB buffer pool to hold the bench database for the run, unless
 *     --keep-buffer-pool (see `fitBufferPool`), and puts it back at the end;
 *  4. starts the built API (`node dist/main.js`, with the node flags of `npm run start:prod`) as a child process, timing its cold start to
 *     `/health` and reading its idle RSS, and the floor server (bench/floor.ts);
 *  5. times every list scenario and every financial overview scenario (bench/financial.ts, about
 *     1,000,000 entries added to the account on first use) at concurrency 1 and 32, the writes,
 *     the webhook deliveries;
 *     then again with two API processes (and two workers);
 *  6. prints ONE table, and exits 1 naming every row that misses its target.
 *
 * BENCH_MYSQL (default mysql://root@127.0.0.1:3306) and BENCH_REDIS (default
 * redis://127.0.0.1:6379) choose the servers. Every process it starts, it stops.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import mysql from 'mysql2/promise';
import { BufferPool, createToken, DatasetSpec, dropToken, ensureDataset, fitBufferPool, loadSamples, serverUrl } from './dataset';
import { ensureFinancial, runFinancialScenarios } from './financial';
import { closePools } from './load';
import { ListSettings, runListScenarios } from './lists';
import { apiNodeFlags, Child, ROOT, rssMb, sleep, startChild, stopAll, stopChild, waitHealthy } from './processes';
import { Receiver } from './receiver';
import { addRow, missed, renderTable } from './table';
import { batchesAndDeliveries, clearQueue, createOrders, WriteSettings } from './writes';

const COLD_START_MS = 1500;
const IDLE_RSS_MB = 150;
/** How long the API is left without requests before its idle RSS is read. */
const IDLE_WAIT_MS = 30_000;
const CONCURRENCY = 32;
// BENCH_PORT_BASE moves every port the bench opens (and its queue prefix), so two runs can share a machine.
const PORT_BASE = Number(process.env.BENCH_PORT_BASE ?? 3800);
const API_PORTS = [PORT_BASE + 1, PORT_BASE + 2];
const FLOOR_PORT = PORT_BASE + 9;

const has = (flag: string) => process.argv.includes(`--${flag}`);
function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

async function main(): Promise<number> {
  const quick = has('quick');
  const only = arg('only') ? new RegExp(arg('only')!, 'i') : undefined;
  const server = process.env.BENCH_MYSQL ?? 'mysql://root@127.0.0.1:3306';
  const redisUrl = process.env.BENCH_REDIS ?? 'redis://127.0.0.1:6379';
  const queuePrefix = PORT_BASE === 3800 ? 'bench-eos' : `bench-eos-${PORT_BASE}`;
  const spec: DatasetSpec = quick
    ? { database: 'bench_eventorders_quick', accountName: 'Bench 50k', events: 200, items: 50_000 }
    : { database: 'bench_eventorders', accountName: 'Bench 1M', events: 2000, items: 1_000_000 };
  const databaseUrl = serverUrl(server, spec.database);
  const logDir = mkdtempSync(join(tmpdir(), 'eos-bench-'));
  process.stderr.write(`bench: ${quick ? 'quick' : 'full'} run; process logs in ${logDir}\n`);

  if (!has('skip-build')) {
    process.stderr.write('bench: npm run build\n');
    const built = spawnSync('npm', ['run', '-s', 'build'], { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit'] });
    if (built.status !== 0) throw new Error('build failed');
  }
  const accountId = await ensureDataset(server, spec);
  await clearQueue(redisUrl, queuePrefix);

  const apiEnv = {
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    QUEUE_PREFIX: queuePrefix,
    NODE_ENV: 'production',
    // Request logs off: the bench measures the service, not the log pipe.
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_MINUTE: '1000000000',
    WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true',
  };
  const startApi = (port: number, name: string) => startChild(name, [...apiNodeFlags(), 'dist/main.js'], { ...apiEnv, PORT: String(port) }, logDir);

  // A first start applies any pending migration; the measured cold start is a start with none.
  const first = startApi(API_PORTS[0], 'api-migrate');
  await waitHealthy(first, `http://127.0.0.1:${API_PORTS[0]}/health`, 600_000);
  await stopChild(first);
  // Cold start: the median of three starts (one start alone is at the mercy of the database's background work).
  const starts: number[] = [];
  for (let i = 0; i < 2; i++) {
    const probe = startApi(API_PORTS[0], `api-start-${i + 1}`);
    starts.push(await waitHealthy(probe, `http://127.0.0.1:${API_PORTS[0]}/health`));
    await stopChild(probe);
  }
  const api: Child = startApi(API_PORTS[0], 'api-1');
  starts.push(await waitHealthy(api, `http://127.0.0.1:${API_PORTS[0]}/health`));
  const coldMs = [...starts].sort((a, b) => a - b)[1];
  await sleep(3000);
  const rssAfterStart = rssMb(api.proc.pid!);
  await sleep(IDLE_WAIT_MS - 3000);
  const rssIdleAfterStart = rssMb(api.proc.pid!);
  const floor = startChild('floor', [...apiNodeFlags(), 'node_modules/ts-node/dist/bin.js', '--transpile-only', 'bench/floor.ts'], { DATABASE_URL: databaseUrl, PORT: String(FLOOR_PORT) }, logDir);
  await waitHealthy(floor, `http://127.0.0.1:${FLOOR_PORT}/health`);

  const db = await mysql.createConnection({ uri: databaseUrl });
  const token = await createToken(db, accountId);
  const receiver = new Receiver();
  const receiverUrl = await receiver.start();
  let bufferPool: BufferPool | undefined;
  try {
    const entries = await ensureFinancial(db, accountId);
    bufferPool = await fitBufferPool(db, spec.database, has('keep-buffer-pool'));
    const samples = await loadSamples(db, accountId);
    process.stderr.write(
      `bench: account ${accountId}, ${samples.totalItems.toLocaleString('en')} order items, ${entries.toLocaleString('en')} financial entries; cold start ${coldMs.toFixed(0)} ms, idle RSS ${rssIdleAfterStart.toFixed(0)} MB\n`,
    );
    const origin1 = [`http://127.0.0.1:${API_PORTS[0]}`];
    const lists: ListSettings = {
      origins: origin1,
      floorOrigin: `http://127.0.0.1:${FLOOR_PORT}`,
      token,
      concurrency: CONCURRENCY,
      c1: quick ? { requests: 15, ms: 1500 } : { requests: 60, ms: 2000 },
      cN: quick ? { requests: 160, ms: 2000 } : { requests: 1600, ms: 4000 },
      cNWarmupMs: quick ? 300 : 1000,
      skipConcurrentAboveMs: 1000,
      only,
      pids: new Map([
        [origin1[0], api.proc.pid!],
        [`http://127.0.0.1:${FLOOR_PORT}`, floor.proc.pid!],
      ]),
    };
    if (!only || only.test('by-event list')) {
      // The headline row gets more requests than the matrix cells.
      const longer = quick ? {} : { c1: { requests: 300, ms: 8000 }, cN: { requests: 4000, ms: 10_000 } };
      await runListScenarios({ ...lists, ...longer, only: /by-event list/ }, db, samples);
    }
    await runListScenarios({ ...lists, byEvent: false }, db, samples);
    await runFinancialScenarios(lists, db, samples);

    const writes: WriteSettings = {
      origins: origin1,
      token,
      label: '',
      orders: quick ? { requests: 300, ms: 5000 } : { requests: 3000, ms: 10_000 },
      batches: quick ? 5 : 20,
      only,
    };
    const delivery = { databaseUrl, redisUrl, queuePrefix, logDir, workers: 1, receiver, receiverUrl, timeoutMs: quick ? 30_000 : 90_000 };
    // --only picks write rows by their names too ("create 10-item orders", "100-client batches").
    // A pattern naming "webhook deliveries" (`--only deliveries`) runs the delivery rows on a
    // larger backlog: the client batches that queue it, then one worker (and two unless --no-two).
    const writeRow = (name: string) => !only || only.test(name);
    const deliveriesOnly = !!only && only.test('webhook deliveries');
    const deliveryBatches = quick ? 30 : 50;
    if (!has('no-writes')) {
      if (writeRow('create 10-item orders')) await createOrders(writes, db, samples);
      if (!deliveriesOnly && writeRow('100-client batches')) await batchesAndDeliveries(writes, delivery, db, accountId);
    }
    if (deliveriesOnly) {
      await batchesAndDeliveries({ ...writes, batches: deliveryBatches }, delivery, db, accountId);
      if (!has('no-two')) await batchesAndDeliveries({ ...writes, batches: deliveryBatches }, { ...delivery, workers: 2 }, db, accountId);
    }

    addRow('cold start to /health', undefined, undefined, {}, `${coldMs.toFixed(0)} ms (median of ${starts.map((ms) => ms.toFixed(0)).join(', ')} ms)`, coldMs < COLD_START_MS ? [] : [`cold start ${coldMs.toFixed(0)} ms ≥ ${COLD_START_MS} ms`]);
    // Idle: V8 gives back the heap a burst of work grew once allocation has been quiet for a
    // while (its memory reducer, after about 10-20 s); 3 s after a burst the heap is still at its peak.
    const rssJustAfterLoad = rssMb(api.proc.pid!);
    await sleep(IDLE_WAIT_MS);
    const rssAfterLoad = rssMb(api.proc.pid!);
    const rss = Math.max(rssIdleAfterStart, rssAfterLoad);
    addRow(
      'idle RSS of the API',
      undefined,
      undefined,
      {},
      `${rssIdleAfterStart.toFixed(0)} MB idle after start (${rssAfterStart.toFixed(0)} MB 3 s after it), ${rssAfterLoad.toFixed(0)} MB idle after the load (${rssJustAfterLoad.toFixed(0)} MB at its end)`,
      rss < IDLE_RSS_MB ? [] : [`idle RSS ${rss.toFixed(0)} MB ≥ ${IDLE_RSS_MB} MB`],
    );

    if (!has('no-two') && !only) {
      const api2 = startApi(API_PORTS[1], 'api-2');
      await waitHealthy(api2, `http://127.0.0.1:${API_PORTS[1]}/health`);
      const both = API_PORTS.map((p) => `http://127.0.0.1:${p}`);
      const pids = new Map([...lists.pids!, [both[1], api2.proc.pid!]]);
      await runListScenarios({ ...lists, origins: both, floorOrigin: undefined, pids, only: /by-event list|unfiltered first page/ }, db, samples);
      if (!has('no-writes')) {
        const two = { ...writes, origins: both, label: ', 2 API processes' };
        await createOrders(two, db, samples);
        await batchesAndDeliveries(two, { ...delivery, workers: 2 }, db, accountId);
      }
      await stopChild(api2);
    }
  } finally {
    await bufferPool?.restore().catch((e) => process.stderr.write(`bench: could not put the buffer pool back: ${(e as Error).message}\n`));
    await dropToken(db, token).catch(() => undefined);
    await db.end();
    await receiver.stop();
    await closePools();
    await stopAll();
  }

  if (bufferPool) {
    const pool = (mb: number) => `${(mb / 1024).toFixed(mb % 1024 === 0 ? 0 : 2)} GB`;
    const changed = bufferPool.duringMb === bufferPool.beforeMb ? 'as configured' : `raised from ${pool(bufferPool.beforeMb)} for the run, then put back`;
    const warmed = bufferPool.warmedMs === undefined ? 'not read in first: it does not hold the database' : `read into the pool first (${(bufferPool.warmedMs / 1000).toFixed(0)} s)`;
    process.stdout.write(`\nMariaDB/MySQL InnoDB buffer pool: ${pool(bufferPool.duringMb)} (${changed}); bench database ${pool(bufferPool.databaseMb)} of data and indexes, ${warmed}.\n`);
  }
  process.stdout.write(`\n${renderTable(CONCURRENCY)}\n\n`);
  const misses = missed();
  if (misses.length === 0) {
    process.stdout.write('bench: every row meets its target.\n');
    return 0;
  }
  process.stderr.write(`\nbench: ${misses.length} row(s) MISS their target:\n`);
  for (const r of misses) process.stderr.write(`  - ${r.scenario}: ${r.problems.join('; ')}\n`);
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
