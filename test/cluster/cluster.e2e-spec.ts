import { jest } from '@jest/globals';
import { DataSource } from 'typeorm';

import { call, caughtUp, onNode, Proc, ready, spawnProcess, stopProcess } from '../support/cluster-processes';
import { startTestApp, TestApp } from '../support/harness';
import { inBatches } from '../support/in-batches';
import { orderFactories } from '../support/order-factories';
import { freePort, waitFor } from '../support/processes';
import { WebhookReceiver } from '../support/webhook-receiver';

/**
 * The service on a three-node MariaDB Galera cluster (scripts/galera.sh, npm run test:cluster):
 * the schema migrated through node 1, two real API processes on nodes 1 and 2 (the first one
 * reading GET requests from a replica, node 3), the webhook worker on node 3. Orders raced
 * across both nodes answer no 500, keep their numbers gap-free, and a client that retries with
 * the same Idempotency-Key gets one order per key.
 */
jest.setTimeout(300_000);

const NODES = process.env.CLUSTER_NODE_URLS!.split(',');
const READER = { user: 'eos_reader', password: 'reader-pw' };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('the service on a Galera cluster', () => {
  let t: TestApp;
  let db: DataSource;
  let apiA: Proc;
  let apiB: Proc;
  let apiC: Proc;
  let worker: Proc;
  let receiver: WebhookReceiver;
  let token: string;
  let accountId: number;
  const queuePrefix = `cluster_${process.pid}_${Date.now()}`;

  beforeAll(async () => {
    receiver = await WebhookReceiver.start();
    // Migrated through node 1 (the in-process app makes the database and runs the migrations).
    t = await startTestApp({ DATABASE_URL: NODES[0], QUEUE_PREFIX: queuePrefix });
    db = t.app.get(DataSource);
    ({ token, accountId } = await t.newAccount('Conta do cluster'));
    const dbUrl = t.env.DATABASE_URL!;
    // A user that may only read: a replica connection that tried to write would fail.
    await db.query(`CREATE USER IF NOT EXISTS '${READER.user}'@'127.0.0.1' IDENTIFIED BY '${READER.password}'`);
    await db.query(`GRANT SELECT ON \`${new URL(dbUrl).pathname.slice(1)}\`.* TO '${READER.user}'@'127.0.0.1'`);

    const common = {
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      RUN_MIGRATIONS: 'false',
      REDIS_URL: process.env.REDIS_URL!,
      QUEUE_PREFIX: queuePrefix,
      WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true',
      RATE_LIMIT_PER_MINUTE: '100000',
      // The default budget (the run's other suites have a longer one, see jest.cluster.config.js).
      DB_RETRY_BUDGET_MS: '3000',
    };
    // Galera applies a writeset on the other nodes after the first one commits it: under the run's
    // other suites' DDL, nodes 2 and 3 can lag. Each must hold the database and the new account
    // before a process starts on it.
    for (const node of NODES.slice(1)) await caughtUp(onNode(dbUrl, node), accountId);
    const [portA, portB, portC] = [await freePort(), await freePort(), await freePort()];
    apiA = spawnProcess('api-node1', 'main', {
      ...common,
      PORT: String(portA),
      DATABASE_URL: onNode(dbUrl, NODES[0]),
      DATABASE_READ_URLS: onNode(dbUrl, NODES[2], READER),
      DATABASE_READ_SYNC_WAIT: '1',
    });
    apiB = spawnProcess('api-node2', 'main', { ...common, PORT: String(portB), DATABASE_URL: onNode(dbUrl, NODES[1]) });
    // Answers 503 busy at the first conflict (no retry budget): the client's retries are tried.
    apiC = spawnProcess('api-node2-impatient', 'main', {
      ...common,
      PORT: String(portC),
      DATABASE_URL: onNode(dbUrl, NODES[1]),
      DB_RETRY_BUDGET_MS: '0',
    });
    worker = spawnProcess('worker-node3', 'worker', { ...common, LOG_LEVEL: 'log', DATABASE_URL: onNode(dbUrl, NODES[2]) });
    apiA.baseUrl = `http://127.0.0.1:${portA}`;
    apiB.baseUrl = `http://127.0.0.1:${portB}`;
    apiC.baseUrl = `http://127.0.0.1:${portC}`;
    for (const p of [apiA, apiB, apiC]) await ready(p);
    await waitFor(
      () => {
        if (worker.child.exitCode !== null) throw new Error(`worker exited (${worker.child.exitCode}): ${worker.output()}`);
        return worker.output().includes('worker started');
      },
      'the worker to start',
      120_000,
    );
  });

  afterAll(async () => {
    await Promise.all([stopProcess(apiA), stopProcess(apiB), stopProcess(apiC), stopProcess(worker)]);
    await db?.query(`DROP USER IF EXISTS '${READER.user}'@'127.0.0.1'`).catch(() => undefined);
    await t?.close();
    await receiver?.close();
    // Any 500 an API process logged, for the report (the test below fails on it too).
    for (const p of [apiA, apiB, apiC, worker]) if (p && /error/i.test(p.output())) console.log(`${p.name}:\n${p.output().slice(-4000)}`);
  });

  /**
   * `count` creations of an order on one new event, `lanes` at a time, alternating `apis`, each
   * with its own Idempotency-Key. The client of an integrator: on 503 `busy` (or 409 while the
   * first request with the key is still running) it waits as told and sends the same request
   * with the same key again, to the next API process, in the other form of the key (bare, then
   * quoted as the IETF draft writes it, then bare…): both spell one key on every process.
   */
  async function race(apis: string[], count: number, lanes: number) {
    const f = orderFactories(t, accountId);
    const [event, product] = await Promise.all([f.event(), f.product()]);
    // Made through node 1: node 2 serves them once it has applied them (a causal read waits for it).
    await caughtUp(onNode(t.env.DATABASE_URL!, NODES[1]), accountId);
    const body = { id_evento: event.id, itens: [{ id_produto: product.id }] };
    const answers: { key: string; status: number; code?: string; retryAfter: string | null }[] = [];
    const create = (i: number) => async () => {
      const key = `race-${process.pid}-${event.id}-${i}`;
      for (let attempt = 0; ; attempt++) {
        const res = await call(apis[(i + attempt) % apis.length], 'POST', '/api/v1/orders', token, body, {
          'idempotency-key': attempt % 2 === 0 ? key : `"${key}"`,
        });
        answers.push({ key, status: res.status, code: res.body?.errors?.[0]?.code, retryAfter: res.headers.get('retry-after') });
        if ((res.status === 503 || res.status === 409) && attempt < 40) {
          await sleep(Math.min(1000, 1000 * Number(res.headers.get('retry-after') ?? 1)) * (0.2 + Math.random() / 2));
          continue;
        }
        return { key, res };
      }
    };
    const results = await inBatches(
      Array.from({ length: count }, (_, i) => create(i)),
      lanes,
    );
    const busy = answers.filter((a) => a.status === 503);
    console.log(
      `race of ${count} on ${apis.length} API processes: ${answers.length} answers, ${busy.length} of them 503 busy (retried by the client); statuses ${JSON.stringify(countBy(answers.map((a) => a.status)))}`,
    );

    // No 500: contention is retried by the service, then answered 503 busy with Retry-After.
    expect(answers.filter((a) => a.status >= 500 && !(a.status === 503 && a.code === 'busy'))).toEqual([]);
    for (const a of busy) expect(Number(a.retryAfter)).toBeGreaterThan(0);
    expect(results.map((r) => r.res.status)).toEqual(Array(count).fill(201));
    // One order per key, numbered 1..count without gaps.
    const ids = results.map((r) => r.res.body.data.idpedido as number);
    expect(new Set(ids).size).toBe(count);
    const rows: { numero: number }[] = await db.query('SELECT numero FROM orders WHERE account_id = ? AND id_evento = ? ORDER BY numero', [
      accountId,
      event.id,
    ]);
    expect(rows.map((r) => Number(r.numero))).toEqual(Array.from({ length: count }, (_, i) => i + 1));
    // Replayed on another process, the key quoted: the same order, nothing written.
    for (const i of [0, 1, Math.floor(count / 2), count - 1]) {
      const again = await call(apis[(i + 1) % apis.length], 'POST', '/api/v1/orders', token, body, {
        'idempotency-key': `"${results[i].key}"`,
      });
      expect(again.status).toBe(201);
      expect(again.headers.get('idempotent-replayed')).toBe('true');
      expect(again.body.data.idpedido).toBe(ids[i]);
    }
    const [{ n }] = await db.query('SELECT COUNT(*) AS n FROM orders WHERE account_id = ? AND id_evento = ?', [accountId, event.id]);
    expect(Number(n)).toBe(count);
    return { busy: busy.length };
  }

  it('races 300 order creations on one event through two nodes, 16 at a time: no 500, numbers gap-free, one order per Idempotency-Key', async () => {
    await race([apiA.baseUrl!, apiB.baseUrl!], 300, 16);
  });

  it('creates the order of each key once when the client retries after 503 busy (a process on node 2 without a retry budget)', async () => {
    const { busy } = await race([apiC.baseUrl!, apiA.baseUrl!], 100, 16);
    // Without a budget, the cluster's certification conflicts reach the client: it retried.
    expect(busy).toBeGreaterThan(0);
  });

  it('replays across the two nodes a key sent bare through one and quoted, with its ID zero-padded, through the other', async () => {
    const entry = await call(apiA.baseUrl!, 'POST', '/api/v1/financial', token, {
      tipo: 'receita',
      descricao: 'Sinal',
      valor: 800,
      data_vencimento: '2030-06-10',
    });
    expect(entry.status).toBe(201);
    const id = entry.body.data[0].id as number;
    const key = `cluster-charge-${process.pid}-${id}`;
    const first = await call(
      apiA.baseUrl!,
      'POST',
      `/api/v1/financial/${id}/charge`,
      token,
      { forma: 'pix', gateway: 'manual' },
      { 'idempotency-key': key },
    );
    expect(first.status).toBe(201);
    // Node 2 may not have applied node 1's commit yet (a 409: the entry has a charge, the key
    // unseen). Where every node is written, the nodes' wsrep_sync_wait=1 makes each read wait
    // for that; this cluster runs without it, so the test waits as such a read would (caughtUp's
    // read is causal).
    await caughtUp(onNode(t.env.DATABASE_URL!, NODES[1]), accountId);
    const again = await call(
      apiB.baseUrl!,
      'POST',
      `/api/v1/financial/00${id}/charge`,
      token,
      { forma: 'pix', gateway: 'manual' },
      { 'idempotency-key': `"${key}"` },
    );
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.text).toBe(first.text);
    const [{ n }] = await db.query('SELECT COUNT(*) AS n FROM financial_charges WHERE account_id = ? AND entry_id = ?', [accountId, id]);
    expect(Number(n)).toBe(1);
  });

  it('reads a GET through a replica that sees the write made through the other node just before', async () => {
    for (let i = 0; i < 20; i++) {
      const nome = `Cliente ${i} ${Date.now()}`;
      const created = await call(apiB.baseUrl!, 'POST', '/api/v1/clients', token, { nome });
      expect(created.status).toBe(201);
      const id = created.body.data[0].id;
      // Node 1's API reads GETs from node 3 as a user that may only read, with wsrep_sync_wait=1.
      const read = await call(apiA.baseUrl!, 'GET', `/api/v1/clients/${id}`, token);
      expect(read.status).toBe(200);
      expect(read.body).toMatchObject({ id, nome });
      // Changed through node 2 again: the replica's next read sees the change.
      const renamed = await call(apiB.baseUrl!, 'PUT', `/api/v1/clients/${id}`, token, { nome: `${nome} (2)` });
      expect(renamed.status).toBe(200);
      const again = await call(apiA.baseUrl!, 'GET', `/api/v1/clients/${id}`, token);
      expect(again.body).toMatchObject({ id, nome: `${nome} (2)` });
      // Writes of the API that reads from a replica (as a user that may only read) go to its
      // primary, node 1, and its own GET reads them back through the replica.
      const own = await call(apiA.baseUrl!, 'POST', '/api/v1/clients', token, { nome: `${nome} (A)` });
      expect(own.status).toBe(201);
      const ownId = own.body.data[0].id;
      expect((await call(apiA.baseUrl!, 'PUT', `/api/v1/clients/${ownId}`, token, { nome: `${nome} (A2)` })).status).toBe(200);
      expect((await call(apiA.baseUrl!, 'GET', `/api/v1/clients/${ownId}`, token)).body).toMatchObject({ id: ownId, nome: `${nome} (A2)` });
    }
    // The GETs did read from node 3, as the read-only user.
    const mysql = await import('mysql2/promise');
    const node3 = await mysql.createConnection({ uri: onNode(t.env.DATABASE_URL!, NODES[2]) });
    try {
      const [sessions] = await node3.query('SELECT COUNT(*) AS n FROM information_schema.processlist WHERE user = ? AND db = ?', [
        READER.user,
        new URL(t.env.DATABASE_URL!).pathname.slice(1),
      ]);
      expect(Number((sessions as { n: number }[])[0].n)).toBeGreaterThan(0);
      // A causal read on node 3 sees a write committed through node 2's API just before.
      const created = await call(apiB.baseUrl!, 'POST', '/api/v1/clients', token, { nome: 'Causal' });
      await node3.query('SET SESSION wsrep_sync_wait = 1');
      const [rows] = await node3.query('SELECT nome FROM clients WHERE account_id = ? AND id = ?', [accountId, created.body.data[0].id]);
      expect(rows).toEqual([{ nome: 'Causal' }]);
    } finally {
      await node3.end();
    }
  });

  it('delivers through the worker on node 3 the notification of an order created through node 2', async () => {
    const path = `/cluster-${accountId}`;
    const hook = await call(apiA.baseUrl!, 'POST', '/api/v1/webhooks', token, { url: receiver.url(path), events: ['order_created'] });
    expect(hook.status).toBe(201);
    const event = await orderFactories(t, accountId).event({ nome: 'Festa do cluster' });
    await caughtUp(onNode(t.env.DATABASE_URL!, NODES[1]), accountId);
    const created = await call(apiB.baseUrl!, 'POST', '/api/v1/orders', token, { id_evento: event.id });
    expect(created.status).toBe(201);
    await receiver.waitForCount(1, path, 60_000);
    const [delivered] = receiver.at(path);
    expect(delivered.json.event).toBe('order_created');
    expect(delivered.json.data[0]).toMatchObject({ idpedido: created.body.data.idpedido, id_evento: event.id });
  });
});

function countBy(values: number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const v of values) counts[v] = (counts[v] ?? 0) + 1;
  return counts;
}
