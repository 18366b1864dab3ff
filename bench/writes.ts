/**
 * Write scenarios of `npm run bench`: 10-item orders under 16 connections (sequences checked
 * gap-free afterwards), 100-client batches, and webhook delivery of the backlog those batches
 * leave (worker(s) started only once the backlog is queued; 0 lost, 0 duplicates, every attempt
 * logged).
 */
import Redis from 'ioredis';
import type mysql from 'mysql2/promise';
import type { Samples } from './dataset';
import { runLoad } from './load';
import { Child, sleep, startChild, stopChild } from './processes';
import type { Receiver } from './receiver';
import { addRow } from './table';

export const CREATE_ORDERS_PER_S = 300;
export const CLIENTS_PER_S = 2000;
export const DELIVERIES_PER_S = 500;

export interface WriteSettings {
  origins: string[];
  token: string;
  label: string;
  orders: { requests: number; ms: number };
  batches: number;
  /** `--only`: the write rows whose names match (all when absent). */
  only?: RegExp;
}

async function api<T>(origin: string, token: string, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${origin}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (res.status >= 300) throw new Error(`${method} ${path}: HTTP ${res.status} ${text.slice(0, 300)}`);
  return JSON.parse(text) as T;
}

/** 8 new events and the 10 items (6 products, 4 equipment) of every order the write benchmarks create in them. */
export async function orderFixture(origin: string, token: string, samples: Samples): Promise<{ events: number[]; itens: object[] }> {
  const events: number[] = [];
  for (let i = 0; i < 8; i++) {
    const created = await api<{ data: { id: number } }>(origin, token, 'POST', '/api/v1/events', { nome: `Bench ${Date.now()} #${i}`, data_evento: '2027-06-01' });
    events.push(created.data.id);
  }
  const itens = Array.from({ length: 10 }, (_, k) =>
    k < 6 ? { id_produto: samples.products[k % samples.products.length], quantidade: 2 } : { id_item: samples.equipment[k % samples.equipment.length], quantidade: 1, ndias: 2 },
  );
  return { events, itens };
}

/** 10-item orders (6 products, 4 equipment) spread over 8 new events; then the sequence check. */
export async function createOrders(s: WriteSettings, db: mysql.Connection, samples: Samples): Promise<void> {
  const { events, itens } = await orderFixture(s.origins[0], s.token, samples);
  const r = await runLoad(
    {
      origins: s.origins,
      concurrency: 16,
      maxRequests: s.orders.requests,
      maxMs: s.orders.ms,
      request: (i) => ({ method: 'POST', path: '/api/v1/orders', body: { id_evento: events[i % events.length], itens } }),
      headers: { authorization: `Bearer ${s.token}` },
      expectStatus: 201,
      warmup: 16,
    },
    true,
  );
  const created = r.count - r.errors + 16; // and the warm-up orders
  const rate = ((r.count - r.errors) / r.wallMs) * 1000;
  const problems = rate >= CREATE_ORDERS_PER_S ? [] : [`${rate.toFixed(0)} orders/s < ${CREATE_ORDERS_PER_S}`];
  // Gap-free: each event's orders are numbered 1..n, n distinct, n in all.
  const [seq] = await db.query<mysql.RowDataPacket[]>(
    `SELECT id_evento, COUNT(*) AS n, COUNT(DISTINCT numero) AS d, MIN(numero) AS lo, MAX(numero) AS hi FROM orders WHERE id_evento IN (${events.join(',')}) GROUP BY id_evento`,
  );
  const bad = seq.filter((x) => Number(x.lo) !== 1 || Number(x.hi) !== Number(x.n) || Number(x.d) !== Number(x.n));
  const total = seq.reduce((sum, x) => sum + Number(x.n), 0);
  if (bad.length > 0) problems.push(`order sequences with gaps or repeats in events ${bad.map((x) => x.id_evento).join(', ')}`);
  if (total !== created) problems.push(`${total} orders in the database, ${created} answered 201`);
  const [[items]] = await db.query<mysql.RowDataPacket[]>(`SELECT COUNT(*) AS n FROM order_items WHERE id_evento IN (${events.join(',')})`);
  if (Number(items.n) !== created * 10) problems.push(`${items.n} items stored for ${created} orders of 10`);
  const gapFree = bad.length === 0 && total === created ? ', sequences gap-free' : '';
  addRow(`create 10-item orders, 16 connections${s.label}`, undefined, r, {}, `${rate.toFixed(0)} orders/s${gapFree}`, problems);
}

/** Deletes the Bull keys of the bench's queue prefix, so a run starts from an empty queue. */
export async function clearQueue(redisUrl: string, prefix: string): Promise<void> {
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 2 });
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 1000);
      if (keys.length) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

export interface DeliverySettings {
  databaseUrl: string;
  redisUrl: string;
  queuePrefix: string;
  logDir: string;
  workers: number;
  receiver: Receiver;
  receiverUrl: string;
  timeoutMs: number;
}

/**
 * Client batches of 100 (each client one `customer_created` notification, one delivery to the
 * receiver), then the worker(s) deliver the backlog.
 */
export async function batchesAndDeliveries(s: WriteSettings, d: DeliverySettings, db: mysql.Connection, accountId: number): Promise<void> {
  const hook = await api<{ data: { id: number } }>(s.origins[0], s.token, 'POST', '/api/v1/webhooks', { url: d.receiverUrl, events: ['customer_created'] });
  const webhookId = hook.data.id;
  try {
    const stamp = Date.now();
    const r = await runLoad({
      origins: s.origins,
      concurrency: 4,
      maxRequests: s.batches,
      maxMs: 120_000,
      request: (i) => ({
        method: 'POST',
        path: '/api/v1/clients',
        body: Array.from({ length: 100 }, (_, k) => ({ nome: `Cliente ${stamp} ${i}-${k}`, email: `c${stamp}.${i}.${k}@bench.example` })),
      }),
      headers: { authorization: `Bearer ${s.token}` },
      expectStatus: 201,
      warmup: 0,
    });
    const clientsPerS = ((r.count - r.errors) * 100 * 1000) / r.wallMs;
    const slow = clientsPerS >= CLIENTS_PER_S ? [] : [`${clientsPerS.toFixed(0)} clients/s < ${CLIENTS_PER_S}`];
    addRow(`100-client batches, 4 connections${s.label}`, undefined, r, {}, `${clientsPerS.toFixed(0)} clients/s`, slow);

    // Only the notifications of these batches: another run on the same account (a shared
    // dataset) may add clients, and so deliveries to this webhook, that another queue holds.
    const [deliveryRows] = await db.query<mysql.RowDataPacket[]>(
      'SELECT d.id, d.notification_id FROM webhook_deliveries d JOIN notifications n ON n.id = d.notification_id WHERE d.account_id = ? AND d.webhook_id = ? AND n.payload LIKE ?',
      [accountId, webhookId, `%Cliente ${stamp} %`],
    );
    const expected = deliveryRows.map((x) => Number(x.notification_id));
    if (!s.only || s.only.test('webhook deliveries')) await deliver(s, d, db, accountId, webhookId, expected);
  } finally {
    await api(s.origins[0], s.token, 'DELETE', `/api/v1/webhooks/${webhookId}`).catch(() => undefined);
  }
}

async function deliver(s: WriteSettings, d: DeliverySettings, db: mysql.Connection, accountId: number, webhookId: number, expected: number[]): Promise<void> {
  d.receiver.reset();
  const workers: Child[] = [];
  const spawnedAt = performance.now();
  for (let w = 0; w < d.workers; w++) {
    workers.push(
      startChild(
        `worker-${d.workers}-${w}`,
        ['dist/worker.js'],
        {
          DATABASE_URL: d.databaseUrl,
          REDIS_URL: d.redisUrl,
          QUEUE_PREFIX: d.queuePrefix,
          WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true',
          LOG_LEVEL: 'warn',
          NODE_ENV: 'production',
        },
        d.logDir,
      ),
    );
  }
  const deadline = performance.now() + d.timeoutMs;
  while (performance.now() < deadline && d.receiver.tally(expected).lost > 0) await sleep(50);
  await sleep(500); // late duplicates would arrive now
  await Promise.all(workers.map(stopChild));

  const { lost, duplicates } = d.receiver.tally(expected);
  // Sustained: first to last request received. From spawn: the worker's start included.
  const span = d.receiver.lastAt - d.receiver.firstAt;
  const perS = d.receiver.received > 1 ? ((d.receiver.received - 1) / span) * 1000 : 0;
  const fromSpawnS = d.receiver.received > 0 ? (d.receiver.lastAt - spawnedAt) / 1000 : 0;
  const perSFromSpawn = fromSpawnS > 0 ? d.receiver.received / fromSpawnS : 0;
  const [[logged]] = await db.query<mysql.RowDataPacket[]>(
    'SELECT COUNT(*) AS n FROM webhook_attempts a JOIN webhook_deliveries d ON d.id = a.delivery_id WHERE d.account_id = ? AND d.webhook_id = ?',
    [accountId, webhookId],
  );
  const [[succeeded]] = await db.query<mysql.RowDataPacket[]>("SELECT COUNT(*) AS n FROM webhook_deliveries WHERE account_id = ? AND webhook_id = ? AND status = 'succeeded'", [
    accountId,
    webhookId,
  ]);
  const problems: string[] = [];
  if (!(perS >= DELIVERIES_PER_S)) problems.push(`${perS.toFixed(0)} deliveries/s < ${DELIVERIES_PER_S}`);
  if (lost > 0) problems.push(`${lost} of ${expected.length} not delivered within ${d.timeoutMs / 1000} s`);
  if (duplicates > 0) problems.push(`${duplicates} duplicate deliveries`);
  if (lost === 0 && Number(succeeded.n) !== expected.length) problems.push(`${succeeded.n} of ${expected.length} deliveries marked succeeded`);
  if (Number(logged.n) < d.receiver.received) problems.push(`${logged.n} attempts logged for ${d.receiver.received} requests received`);
  const note =
    `${perS.toFixed(0)} deliveries/s sustained (first to last received), ${perSFromSpawn.toFixed(0)}/s from the worker's spawn ` +
    `(backlog ${expected.length}, last received ${fromSpawnS.toFixed(1)} s after spawn), ${expected.length - lost}/${expected.length} delivered, ${duplicates} duplicates, ${logged.n} attempts logged`;
  addRow(`webhook deliveries, ${d.workers} worker${d.workers > 1 ? 's' : ''}${s.label}`, undefined, undefined, {}, note, problems);
}
