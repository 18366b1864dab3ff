import { createServer, IncomingMessage, Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { startWebhookApp, WebhookTestApp } from '../../support/webhook-app';
import { eventually, WebhookReceiver } from '../../support/webhook-receiver';

// Deliveries are shared fairly between accounts: one account whose 20 receivers never answer,
// with hundreds of deliveries queued, holds at most WEBHOOK_ACCOUNT_CONCURRENCY of them in
// flight, and another account's deliveries arrive within a bound meanwhile. On the in-process
// driver (SQLite default) and on Bull/Redis (REDIS_URL set: the worker runs in this process).

/** A receiver that reads each request and never answers; it counts requests open at once. */
class SilentReceiver {
  open = 0;
  maxOpen = 0;
  received = 0;
  /** When the first request arrived (ms since the epoch). */
  firstAt = 0;
  private readonly held = new Set<IncomingMessage>();
  private constructor(private readonly server: Server) {}

  static async start(): Promise<SilentReceiver> {
    const server = createServer();
    const receiver = new SilentReceiver(server);
    server.on('request', (req: IncomingMessage) => {
      receiver.received++;
      receiver.firstAt ||= Date.now();
      receiver.open++;
      receiver.maxOpen = Math.max(receiver.maxOpen, receiver.open);
      receiver.held.add(req);
      req.resume();
      // The sender gives up at its timeout and closes the connection.
      req.socket.once('close', () => {
        receiver.open--;
        receiver.held.delete(req);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return receiver;
  }

  url(path: string): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}${path}`;
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

const PER_ACCOUNT = 4;
// Long enough that the other account's deliveries, queued behind 300 of the stuck account's, are
// made before the stuck account's first attempts time out even on a loaded machine (each of those
// 300 is deferred in a few Redis round trips on Bull); without fairness they would wait 15 timeouts.
const TIMEOUT_MS = 8000;

let t: WebhookTestApp;
let silent: SilentReceiver;
let fast: WebhookReceiver;
beforeAll(async () => {
  silent = await SilentReceiver.start();
  fast = await WebhookReceiver.start();
  t = await startWebhookApp({
    WEBHOOK_TIMEOUT_MS: String(TIMEOUT_MS),
    WEBHOOK_ACCOUNT_CONCURRENCY: String(PER_ACCOUNT),
    WEBHOOK_CONCURRENCY: '20',
    // The failed attempts of the stuck account come back late, out of the way of this test.
    WEBHOOK_RETRY_SCHEDULE: '10m',
  });
});
afterAll(async () => {
  await silent?.close();
  await t?.close();
  await fast?.close();
});

describe('deliveries fair between accounts', () => {
  it("delivers another account's notifications within a bound while one account's 20 dead receivers have 300 deliveries queued", async () => {
    const stuck = await t.newAccount();
    for (let n = 1; n <= 20; n++) await t.createWebhook(stuck.token, { url: silent.url(`/dead/${n}`) });
    const other = await t.newAccount();
    await t.createWebhook(other.token, { url: fast.url('/fast') });

    // 15 changes of the stuck account: 300 deliveries, queued ahead of the other account's.
    const queuedAt = Date.now();
    for (let n = 0; n < 15; n++) await t.record(stuck.accountId, 'customer_created', [{ id: n, nome: `Cliente ${n}` }]);
    await eventually(
      async () => silent.open,
      (open) => open >= PER_ACCOUNT,
      5000,
      "the stuck account's first attempts",
    );

    for (let n = 0; n < 5; n++) await t.record(other.accountId, 'customer_created', [{ id: n, nome: `Outro ${n}` }]);
    await fast.waitForCount(5, '/fast', TIMEOUT_MS);

    // Without fairness the other account would wait for whole rounds of timeouts; here each of its
    // deliveries arrives before the stuck account's first attempt could time out.
    const lastArrival = Math.max(...fast.at('/fast').map((r) => r.at));
    expect(lastArrival - silent.firstAt).toBeLessThan(TIMEOUT_MS);
    // Meanwhile the stuck account never had more than its share in flight, and is still stuck: at
    // most its share per timeout since its deliveries were queued.
    expect(silent.maxOpen).toBeLessThanOrEqual(PER_ACCOUNT);
    const rounds = 1 + Math.floor((Date.now() - queuedAt) / TIMEOUT_MS);
    expect(silent.received).toBeLessThanOrEqual(PER_ACCOUNT * rounds);
  });

  it('keeps the stuck account at its share over time, its deferred deliveries coming back in turn', async () => {
    // After the first timeouts, the next of its deliveries go out, never more than its share at once.
    await eventually(
      async () => silent.received,
      (n) => n >= 2 * PER_ACCOUNT,
      4 * TIMEOUT_MS,
      'a second round of the stuck account',
    );
    expect(silent.maxOpen).toBeLessThanOrEqual(PER_ACCOUNT);
    expect(silent.maxOpen).toBe(PER_ACCOUNT);
  });
});
