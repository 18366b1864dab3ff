import { ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { jest } from '@jest/globals';
import { DataSource } from 'typeorm';

import { createHttpApp } from '../../../src/bootstrap/http';
import { TransactionRunner } from '../../../src/database/transaction';
import { Notification } from '../../../src/modules/webhooks/entities/notification.entity';
import { WebhookDelivery } from '../../../src/modules/webhooks/entities/webhook-delivery.entity';
import { NotificationsService } from '../../../src/modules/webhooks/notifications/notifications.service';
import { startTestApp, TestApp } from '../../support/harness';
import { entryArgs } from '../../support/service-process';
import { FAST, startWebhookApp, WebhookTestApp } from '../../support/webhook-app';
import { eventually, sleep, WebhookReceiver } from '../../support/webhook-receiver';

/**
 * Nothing is lost when the process that delivers dies. With REDIS_URL: the real worker as a
 * separate process on Bull, killed with SIGKILL mid-batch. Without it: the worker refuses to
 * start, and the API's inline driver recovers every pending delivery after a restart.
 */
jest.setTimeout(180_000);

const ROOT = process.cwd();
const REDIS = !!process.env.REDIS_URL;

let receiver: WebhookReceiver;
beforeAll(async () => {
  receiver = await WebhookReceiver.start();
});
afterAll(async () => {
  await receiver?.close();
});

interface WorkerProcess {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function spawnWorker(env: Record<string, string | undefined>, cwd = ROOT): WorkerProcess {
  let output = '';
  const child = spawn(process.execPath, entryArgs('worker'), {
    cwd,
    env: { ...process.env, TS_NODE_PROJECT: join(ROOT, 'tsconfig.json'), LOG_LEVEL: 'log', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function waitForOutput(worker: WorkerProcess, text: string, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!worker.output().includes(text)) {
    if (worker.child.exitCode !== null) throw new Error(`worker exited (${worker.child.exitCode}): ${worker.output()}`);
    if (Date.now() > deadline) throw new Error(`worker did not print "${text}": ${worker.output()}`);
    await sleep(100);
  }
}

const recordBatch = (t: TestApp, accountId: number, n: number) =>
  t.app.get(TransactionRunner).run(async (tx) => {
    const ids: number[] = [];
    for (let i = 1; i <= n; i++)
      ids.push(await t.app.get(NotificationsService).record(tx, accountId, 'customer_created', [{ id: i, nome: `Cliente ${i}` }]));
    return ids;
  });

const receivedIds = (path: string) => new Set(receiver.at(path).map((r) => r.json.id_event as number));

if (REDIS) {
  describe('the worker as a separate process on Redis', () => {
    let t: TestApp;
    const workers: WorkerProcess[] = [];
    beforeAll(async () => {
      // The API alone: on Redis it only enqueues.
      t = await startTestApp({ ...FAST, WEBHOOK_TIMEOUT_MS: '3000' });
    });
    afterAll(async () => {
      for (const w of workers) if (w.child.exitCode === null) w.child.kill('SIGKILL');
      await t?.close();
    });

    const workerEnv = () => ({
      DATABASE_URL: t.env.DATABASE_URL,
      SQLITE_PATH: t.env.SQLITE_PATH,
      REDIS_URL: t.env.REDIS_URL,
      QUEUE_PREFIX: t.env.QUEUE_PREFIX,
      WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true',
      WEBHOOK_RETRY_SCHEDULE: FAST.WEBHOOK_RETRY_SCHEDULE,
      WEBHOOK_TIMEOUT_MS: '3000',
      WEBHOOK_SWEEP_INTERVAL_MS: '500',
      WEBHOOK_SWEEP_GRACE_MS: '2000',
      WEBHOOK_CONCURRENCY: '4',
    });
    const start = async () => {
      const w = spawnWorker(workerEnv());
      workers.push(w);
      await waitForOutput(w, 'worker started');
      return w;
    };

    it('delivers every notification of a batch after a SIGKILL in the middle of it (at least once, none lost)', async () => {
      const { accountId, token } = await t.newAccount();
      const path = `/batch-${accountId}`;
      receiver.route(path, [{ status: 200, delayMs: 250 }]);
      await t.request('POST', '/api/v1/webhooks', { token, body: { url: receiver.url(path), events: ['customer_created'] } });

      const first = await start();
      const ids = await recordBatch(t, accountId, 40);
      await receiver.waitForCount(6, path, 60_000);
      first.child.kill('SIGKILL');
      expect(await first.exited).toBeNull(); // killed by the signal
      const before = receivedIds(path).size;
      expect(before).toBeLessThan(ids.length); // it really died mid-batch

      await start();
      await receiver.waitUntil(() => ids.every((id) => receivedIds(path).has(id)), 90_000, 'every id_event');
      const rows = await eventually(
        () => t.app.get(DataSource).getRepository(WebhookDelivery).findBy({ account_id: accountId }),
        (r) => r.length === ids.length && r.every((d) => d.status === 'succeeded'),
        30_000,
        'every delivery succeeded',
      );
      expect(rows).toHaveLength(40);
    });

    it('finishes the running delivery on SIGTERM before exiting', async () => {
      const { accountId, token } = await t.newAccount();
      const path = `/graceful-${accountId}`;
      receiver.route(path, [{ status: 200, delayMs: 1500 }]);
      await t.request('POST', '/api/v1/webhooks', { token, body: { url: receiver.url(path), events: ['customer_created'] } });
      const w = workers.at(-1)!;
      await recordBatch(t, accountId, 1);
      await receiver.waitForCount(1, path, 30_000);
      w.child.kill('SIGTERM');
      expect(await w.exited).toBe(0);
      const [d] = await t.app.get(DataSource).getRepository(WebhookDelivery).findBy({ account_id: accountId });
      expect(d).toMatchObject({ status: 'succeeded', attempt_count: 1 });
    });

    it('takes WEBHOOK_CONCURRENCY from a .env file: at most that many deliveries at once', async () => {
      const { accountId, token } = await t.newAccount();
      const path = `/env-concurrency-${accountId}`;
      receiver.route(path, [{ status: 200, delayMs: 1500 }]);
      await t.request('POST', '/api/v1/webhooks', { token, body: { url: receiver.url(path), events: ['customer_created'] } });
      const dir = mkdtempSync(join(tmpdir(), 'eos-worker-'));
      try {
        writeFileSync(join(dir, '.env'), 'WEBHOOK_CONCURRENCY=2\n');
        // Only the file sets it (spawn leaves out a variable whose value is undefined).
        const w = spawnWorker({ ...workerEnv(), WEBHOOK_CONCURRENCY: undefined }, dir);
        workers.push(w);
        await waitForOutput(w, 'worker started');
        expect(w.output()).toContain('concurrency 2');
        const ids = await recordBatch(t, accountId, 6);
        await receiver.waitUntil(() => ids.every((id) => receivedIds(path).has(id)), 60_000, 'every id_event');
        // Each answer takes 1.5 s: with 2 at a time, no 3 requests arrive within a second.
        const arrivals = receiver
          .at(path)
          .map((r) => r.at)
          .sort((a, b) => a - b);
        const mostAtOnce = Math.max(...arrivals.map((at) => arrivals.filter((other) => other >= at && other < at + 1000).length));
        expect(mostAtOnce).toBeLessThanOrEqual(2);
        w.child.kill('SIGTERM');
        expect(await w.exited).toBe(0);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });
  });
} else {
  describe('without Redis (embedded default)', () => {
    it('the worker refuses to start and says the API delivers in-process', async () => {
      const w = spawnWorker({ REDIS_URL: '' });
      expect(await w.exited).toBe(1);
      expect(w.output()).toMatch(/needs REDIS_URL/);
    });

    it('delivers every pending notification after the API restarts in the middle of a batch', async () => {
      const t = await startTestApp({ ...FAST, WEBHOOK_CONCURRENCY: '2' });
      let second: Awaited<ReturnType<typeof createHttpApp>> | undefined;
      try {
        const { accountId, token } = await t.newAccount();
        const path = `/restart-${accountId}`;
        receiver.route(path, [{ status: 200, delayMs: 150 }]);
        await t.request('POST', '/api/v1/webhooks', { token, body: { url: receiver.url(path), events: ['customer_created'] } });
        const ids = await recordBatch(t, accountId, 20);
        await receiver.waitForCount(4, path);
        await t.app.close(); // the in-process queue is gone; the deliveries stay pending in the database
        expect(receivedIds(path).size).toBeLessThan(ids.length);

        second = await createHttpApp(t.env, { logger: t.logger() });
        await receiver.waitUntil(() => ids.every((id) => receivedIds(path).has(id)), 30_000, 'every id_event');
        const rows = await eventually(
          () => second!.get(DataSource).getRepository(WebhookDelivery).findBy({ account_id: accountId }),
          (r) => r.every((d) => d.status === 'succeeded'),
          10_000,
          'every delivery succeeded',
        );
        expect(rows).toHaveLength(20);
      } finally {
        await second?.close();
        // The first app is already closed; a second close may throw before the file is removed.
        await t.close().catch(() => undefined);
        for (const suffix of ['', '-wal', '-shm']) rmSync(t.env.SQLITE_PATH + suffix, { force: true });
      }
    });
  });
}

describe('the sweeper', () => {
  let t: WebhookTestApp;
  beforeAll(async () => {
    t = await startWebhookApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('hands back a delivery that was committed but never queued', async () => {
    const { accountId, token } = await t.newAccount();
    const path = `/lost-${accountId}`;
    const res = await t.request('POST', '/api/v1/webhooks', { token, body: { url: receiver.url(path), events: ['customer_created'] } });
    // As if the process died between the commit and the enqueue: rows only, no job.
    const idEvent = await t.app.get(TransactionRunner).run(async (tx) => {
      const n = await tx.manager.save(
        Notification,
        tx.manager.create(Notification, { account_id: accountId, event: 'customer_created', payload: [{ id: 9 }], created_at: new Date() }),
      );
      await tx.manager.save(
        WebhookDelivery,
        tx.manager.create(WebhookDelivery, {
          account_id: accountId,
          webhook_id: res.body.data.id,
          notification_id: n.id,
          event: 'customer_created',
          status: 'pending',
          attempt_count: 0,
          series_offset: 0,
          next_attempt_at: new Date(Date.now() - 1000),
          created_at: new Date(),
        }),
      );
      return n.id;
    });
    await receiver.waitForCount(1, path, 20_000);
    expect(receiver.at(path)[0].json).toMatchObject({ id_event: idEvent, event: 'customer_created', data: [{ id: 9 }] });
  });
});
