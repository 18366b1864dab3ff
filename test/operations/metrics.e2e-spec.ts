import { ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';

import { jest } from '@jest/globals';
import type { Histogram } from 'prom-client';

import { TransactionRunner } from '../../src/database/transaction';
import { registry } from '../../src/metrics/metrics';
import { MetricsService } from '../../src/metrics/metrics.module';
import { NotificationsService } from '../../src/modules/webhooks/notifications/notifications.service';
import { startTestApp, TestApp } from '../support/harness';
import { Scrape } from '../support/metrics-scrape';
import { freePort, waitFor } from '../support/processes';
import { entryArgs } from '../support/service-process';
import { FAST } from '../support/webhook-app';
import { eventually, WebhookReceiver } from '../support/webhook-receiver';

/**
 * `/metrics` of the API and of the process that delivers webhooks, scraped over HTTP before and
 * after known traffic. Embedded default: one process (the API delivers in-process) exposes both
 * families. With REDIS_URL: the API only enqueues, and a real worker process serves its own.
 */
jest.setTimeout(180_000);

const ROOT = process.cwd();
const REDIS = !!process.env.REDIS_URL;
const MYSQL = !!process.env.DATABASE_URL;
const RATE_LIMIT = 10;

const REQUESTS = 'event_orders_http_requests_total';
const DELIVERIES = 'event_orders_webhook_deliveries_total';

/** Count of a histogram's series in this process's registry (prom-client's own API). */
async function histogramCount(name: string, labels: Record<string, string>): Promise<number> {
  const metric = registry.getSingleMetric(name) as Histogram | undefined;
  if (!metric) return 0;
  const { values } = await metric.get();
  return values
    .filter((v) => v.metricName === `${name}_count` && Object.entries(labels).every(([k, l]) => v.labels[k] === l))
    .reduce((sum, v) => sum + v.value, 0);
}

interface WorkerProcess {
  child: ChildProcess;
  output: () => string;
}

function spawnWorker(env: Record<string, string | undefined>): WorkerProcess {
  let output = '';
  const child = spawn(process.execPath, entryArgs('worker'), {
    cwd: ROOT,
    env: { ...process.env, TS_NODE_PROJECT: join(ROOT, 'tsconfig.json'), LOG_LEVEL: 'log', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
  return { child, output: () => output };
}

let receiver: WebhookReceiver;
beforeAll(async () => {
  receiver = await WebhookReceiver.start();
});
afterAll(async () => {
  await receiver?.close();
});

describe('metrics off (METRICS_PORT unset)', () => {
  it('starts no metrics server, and the public API port never answers /metrics', async () => {
    const t = await startTestApp();
    try {
      expect(t.app.get(MetricsService).enabled).toBe(false);
      expect(t.app.get(MetricsService).address()).toBeNull();
      expect((await t.request('GET', '/metrics')).status).toBe(404);
    } finally {
      await t.close();
    }
  });
});

describe(`/metrics of the API${REDIS ? ' and of a worker process' : ' (which also delivers, in-process)'}`, () => {
  let t: TestApp;
  let apiMetrics: string;
  let workerMetrics: string | undefined;
  let worker: WorkerProcess | undefined;

  beforeAll(async () => {
    t = await startTestApp({ ...FAST, METRICS_PORT: '0', RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT) });
    apiMetrics = `http://127.0.0.1:${t.app.get(MetricsService).address()!.port}/metrics`;
    if (REDIS) {
      const port = await freePort();
      worker = spawnWorker({
        DATABASE_URL: t.env.DATABASE_URL,
        REDIS_URL: t.env.REDIS_URL,
        QUEUE_PREFIX: t.env.QUEUE_PREFIX,
        WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true',
        ...FAST,
        METRICS_PORT: String(port),
      });
      workerMetrics = `http://127.0.0.1:${port}/metrics`;
      await waitFor(() => {
        if (worker!.child.exitCode !== null) throw new Error(`worker exited: ${worker!.output()}`);
        return worker!.output().includes('worker started');
      }, 'the worker to start');
    }
  });
  afterAll(async () => {
    if (worker && worker.child.exitCode === null) {
      const exited = new Promise((resolve) => worker!.child.once('exit', resolve));
      worker.child.kill('SIGTERM');
      await exited;
    }
    await t?.close();
  });

  it('answers only GET /metrics on its port, in the Prometheus text format with the process metrics', async () => {
    const scrape = await Scrape.of(apiMetrics);
    expect(scrape.families.get(REQUESTS)?.type).toBe('COUNTER');
    expect(scrape.has('process_cpu_seconds_total')).toBe(true);
    expect(scrape.has('nodejs_eventloop_lag_seconds')).toBe(true);
    expect((await fetch(apiMetrics.replace('/metrics', '/'))).status).toBe(404);
    expect((await fetch(apiMetrics, { method: 'POST' })).status).toBe(404);
    // The public port keeps to the API.
    expect((await t.request('GET', '/metrics')).status).toBe(404);
  });

  it('counts Idempotency-Key replays and refusals by route, exactly', async () => {
    const { token } = await t.newAccount();
    const before = await Scrape.of(apiMetrics);
    const post = (key: string, nome: string) =>
      t.request('POST', '/api/v1/clients', { token, body: { nome }, headers: { 'Idempotency-Key': key } });
    expect((await post('metrics-key-1', 'Cliente A')).status).toBe(201);
    const replay = await post('metrics-key-1', 'Cliente A');
    expect([replay.status, replay.headers.get('idempotent-replayed')]).toEqual([201, 'true']);
    expect((await post('metrics-key-1', 'Cliente A')).status).toBe(201);
    expect((await post('metrics-key-1', 'Cliente B')).status).toBe(422);
    expect((await post('metrics-key-2', 'Cliente C')).status).toBe(201);
    const after = await Scrape.of(apiMetrics);
    const moved = (name: string, labels: Record<string, string> = {}) => after.value(name, labels) - before.value(name, labels);
    const route = { method: 'POST', route: '/api/v1/clients' };
    expect(moved('event_orders_idempotency_replays_total', route)).toBe(2);
    expect(moved('event_orders_idempotency_replays_total')).toBe(2);
    expect(moved('event_orders_idempotency_conflicts_total', { ...route, reason: 'reused' })).toBe(1);
    expect(moved('event_orders_idempotency_conflicts_total')).toBe(1);
  });

  it('counts exactly the traffic sent, by route template, and no label holds an ID or a name', async () => {
    const a = await t.newAccount(`Conta Metricas ${Date.now()}`);
    const b = await t.newAccount();
    const path = `/metrics-${a.accountId}`;
    receiver.route(path, [{ status: 200 }]);
    const hook = await t.request('POST', '/api/v1/webhooks', {
      token: a.token,
      body: { url: receiver.url(path), events: ['customer_created'] },
    });
    expect(hook.status).toBe(201);

    const deliverer = () => Scrape.of(workerMetrics ?? apiMetrics);
    const apiBefore = await Scrape.of(apiMetrics);
    const delivererBefore = await deliverer();
    const listCountBefore = await histogramCount('event_orders_http_request_duration_seconds', { method: 'GET', route: '/api/v1/clients' });
    const readsBefore = await histogramCount('event_orders_db_statement_duration_seconds', { kind: 'read' });

    // Three lists, a 404 of a matched route, a 404 of no route, RATE_LIMIT lists and one 429.
    for (let i = 0; i < 3; i++) expect((await t.request('GET', '/api/v1/clients', { token: a.token })).status).toBe(200);
    expect((await t.request('GET', '/api/v1/clients/987654321', { token: a.token })).status).toBe(404);
    expect((await t.request('GET', `/api/v1/no-such-resource/${a.accountId}123`, { token: a.token })).status).toBe(404);
    for (let i = 0; i < RATE_LIMIT; i++) expect((await t.request('GET', '/api/v1/events', { token: b.token })).status).toBe(200);
    expect((await t.request('GET', '/api/v1/events', { token: b.token })).status).toBe(429);
    // One delivery to the local receiver.
    const idEvent = await t.app
      .get(TransactionRunner)
      .run((tx) => t.app.get(NotificationsService).record(tx, a.accountId, 'customer_created', [{ id: 424242, nome: 'Cliente Metricas' }]));
    await receiver.waitForCount(1, path, 30_000);
    const delivererAfter = await eventually(
      deliverer,
      (s) => s.value(DELIVERIES, { outcome: 'delivered' }) > delivererBefore.value(DELIVERIES, { outcome: 'delivered' }),
      15_000,
      'the delivery counted',
    );
    const apiAfter = await Scrape.of(apiMetrics);

    const moved = (name: string, labels: Record<string, string> = {}) => apiAfter.value(name, labels) - apiBefore.value(name, labels);
    expect(moved(REQUESTS, { method: 'GET', route: '/api/v1/clients', status_class: '2xx' })).toBe(3);
    expect(moved(REQUESTS, { method: 'GET', route: '/api/v1/clients/:id', status_class: '4xx' })).toBe(1);
    expect(moved(REQUESTS, { method: 'GET', route: 'unmatched', status_class: '4xx' })).toBe(1);
    expect(moved(REQUESTS, { method: 'GET', route: '/api/v1/events', status_class: '2xx' })).toBe(RATE_LIMIT);
    expect(moved(REQUESTS, { method: 'GET', route: '/api/v1/events', status_class: '4xx' })).toBe(1);
    // The scrapes themselves are not API requests: nothing else moved.
    expect(moved(REQUESTS)).toBe(3 + 1 + 1 + RATE_LIMIT + 1);
    expect(moved('event_orders_http_rate_limited_total')).toBe(1);
    expect(moved('event_orders_http_server_errors_total')).toBe(0);
    expect(moved('event_orders_http_busy_total')).toBe(0);
    expect(
      (await histogramCount('event_orders_http_request_duration_seconds', { method: 'GET', route: '/api/v1/clients' })) - listCountBefore,
    ).toBe(3);
    expect(await histogramCount('event_orders_db_statement_duration_seconds', { kind: 'read' })).toBeGreaterThan(readsBefore);

    // The delivery: counted once, by the process that made it.
    const delivered = (s: Scrape) => s.value(DELIVERIES, { outcome: 'delivered' });
    expect(delivered(delivererAfter) - delivered(delivererBefore)).toBe(1);
    expect(delivererAfter.value(DELIVERIES) - delivererBefore.value(DELIVERIES)).toBe(1);
    expect(delivererAfter.families.get('event_orders_webhook_delivery_duration_seconds')?.type).toBe('HISTOGRAM');
    expect(delivererAfter.families.get('event_orders_webhook_queue_jobs')?.type).toBe('GAUGE');
    expect(delivererAfter.value('event_orders_webhook_queue_jobs', { state: 'waiting' })).toBeGreaterThanOrEqual(0);
    expect(delivererAfter.has('event_orders_webhook_queue_oldest_waiting_seconds')).toBe(true);
    expect(delivererAfter.has('event_orders_webhook_outbox_lag_deliveries')).toBe(true);
    expect(delivererAfter.has('event_orders_webhook_outbox_lag_seconds')).toBe(true);
    if (REDIS) {
      // The API only enqueues: it neither delivers nor reports the queue; the worker serves no HTTP.
      expect(apiAfter.value(DELIVERIES)).toBe(0);
      expect(apiAfter.has('event_orders_webhook_queue_jobs')).toBe(false);
      expect(delivererAfter.value(REQUESTS)).toBe(0);
      expect(delivererAfter.has('process_cpu_seconds_total')).toBe(true);
    }

    // The pool: on MySQL/MariaDB only (SQLite has one connection and no pool).
    for (const s of [apiAfter, delivererAfter]) {
      expect(s.has('event_orders_db_pool_connections_in_use')).toBe(MYSQL);
      if (MYSQL) expect(s.value('event_orders_db_pool_connections_max')).toBe(10);
    }

    // Bounded labels: templates, never the path sent, an ID, a token or an account's name.
    const secrets = [
      String(a.accountId),
      String(b.accountId),
      String(idEvent),
      '424242',
      '987654321',
      a.token,
      b.token,
      'Metricas',
      'Conta',
    ];
    for (const s of [apiAfter, delivererAfter]) {
      for (const { family, label, value } of s.labelValues().filter((l) => l.family.startsWith('event_orders_'))) {
        const tokens = value.split(/[^A-Za-z0-9_-]+/);
        for (const secret of secrets)
          expect({
            family,
            label,
            value,
            holds: tokens.includes(secret) || (value.includes(secret) && !/^\d+$/.test(secret)) ? secret : null,
          }).toMatchObject({ holds: null });
        if (label === 'route') expect(value === 'unmatched' || value.split('/').every((segment) => !/^\d+$/.test(segment))).toBe(true);
      }
    }
    const routes = new Set(
      apiAfter
        .labelValues()
        .filter((l) => l.label === 'route')
        .map((l) => l.value),
    );
    expect([...routes].filter((r) => r.includes('no-such-resource'))).toEqual([]);
  });
});
