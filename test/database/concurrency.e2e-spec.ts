import { DataSource } from 'typeorm';

import { TransactionRunner } from '../../src/database/transaction';
import { WebhookRepository } from '../../src/modules/webhooks/webhook.repository';
import { leastStatements } from '../support/db-probes';
import { startTestApp, TestApp } from '../support/harness';
import { inBatches } from '../support/in-batches';
import { orderFactories } from '../support/order-factories';

// On MariaDB these run truly in parallel (row locks, deadlock retries); on SQLite the runner
// queues transactions, so the same assertions hold trivially there.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('concurrent item additions', () => {
  it('120 additions to 4 orders, 16 at a time: all succeed, ordem distinct and contiguous per order, no deadlock retry', async () => {
    const { accountId, token } = await t.newAccount();
    const f = orderFactories(t, accountId);
    const event = await f.event({ nome: 'Congresso' });
    const product = await f.product({ nome: 'Cadeira', valor: 10, valorcusto: 4 });
    const orders: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await t.request('POST', '/api/v1/orders', { token, body: { id_evento: event.id, itens: [{ id_produto: product.id }] } });
      expect(res.status).toBe(201);
      orders.push(res.body.data.idpedido);
    }
    const runner = t.app.get(TransactionRunner);
    const retriesBefore = runner.retries;

    const tasks = Array.from(
      { length: 120 },
      (_, i) => () =>
        t.request('POST', '/api/v1/orders', {
          token,
          body: { id_evento: event.id, idpedido: orders[i % 4], itens: [{ id_produto: product.id, quantidade: 1 + (i % 3) }] },
        }),
    );
    const responses = await inBatches(tasks, 16);
    expect(responses.map((r) => r.status)).toEqual(Array(120).fill(201));
    const newIds = responses.flatMap((r) => r.body.data.itens.map((item: { id: number }) => item.id));
    expect(new Set(newIds).size).toBe(120);

    for (const idpedido of orders) {
      const list = await t.request('GET', '/api/v1/orders', { token, query: { idpedido, limit: 100 } });
      expect(list.status).toBe(200);
      const ordens = list.body.data.map((item: { ordem: number }) => item.ordem).sort((a: number, b: number) => a - b);
      // 1 item at creation + 30 additions, numbered 1..31 without gaps or repeats.
      expect(ordens).toEqual(Array.from({ length: 31 }, (_, i) => i + 1));
    }
    expect(runner.retries - retriesBefore).toBe(0);
  });
});

describe('webhook PUT against a concurrent deactivation', () => {
  it('a PUT without `active` waits for the deactivation and never writes active=true back over it', async () => {
    const { accountId, token } = await t.newAccount();
    const created = await t.request('POST', '/api/v1/webhooks', {
      token,
      body: { url: 'https://example.com.br/hooks', events: ['order_created'] },
    });
    expect(created.status).toBe(201);
    const id = created.body.data.id as number;
    const runner = t.app.get(TransactionRunner);
    const webhooks = t.app.get(WebhookRepository);

    let put: Promise<{ status: number; body: any }> | undefined;
    let putSettledBeforeCommit = false;
    // The 410 path: lock the row, deactivate, and hold the transaction open while a PUT arrives.
    await runner.run(async (tx) => {
      expect(await webhooks.findByIdForUpdate(accountId, id, tx.manager)).not.toBeNull();
      expect(await webhooks.deactivate(accountId, id, 'gone', new Date(), tx.manager)).toBe(true);
      put = t.request('PUT', `/api/v1/webhooks/${id}`, { token, body: { url: 'https://example.com.br/hooks-v2' } });
      void put.then(() => (putSettledBeforeCommit = true));
      await new Promise((r) => setTimeout(r, 400));
    });
    expect(putSettledBeforeCommit).toBe(false);
    const res = await put!;
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ url: 'https://example.com.br/hooks-v2', active: false, deactivated_reason: 'gone' });
    const view = await t.request('GET', `/api/v1/webhooks/${id}`, { token });
    expect(view.body).toMatchObject({ url: 'https://example.com.br/hooks-v2', active: false, deactivated_reason: 'gone' });
  });

  it('a PUT of an unknown webhook still answers 404 in the envelope', async () => {
    const { token } = await t.newAccount();
    const res = await t.request('PUT', '/api/v1/webhooks/999999', { token, body: { url: 'https://example.com.br/x' } });
    expect(res.status).toBe(404);
    expect(res.body.status).toBe('error');
  });
});

describe('transaction isolation on MySQL/MariaDB', () => {
  it('runs every transaction at READ COMMITTED, setting it once per pooled connection, not before each transaction', async () => {
    const ds = t.app.get(DataSource);
    if (ds.options.type === 'better-sqlite3') {
      // SQLite has one writer and no isolation levels: the runner queues its transactions.
      expect(await t.app.get(TransactionRunner).run((tx) => tx.manager.query('SELECT 1 AS one'))).toEqual([{ one: 1 }]);
      return;
    }
    const runner = t.app.get(TransactionRunner);
    // Every transaction reads READ COMMITTED as its session's level (the effect).
    const levels = await inBatches(
      Array.from(
        { length: 24 },
        () => () =>
          runner.run(
            async (tx) =>
              (await tx.manager.query("SHOW SESSION VARIABLES WHERE Variable_name IN ('tx_isolation', 'transaction_isolation')"))[0]
                .Value as string,
          ),
      ),
      4,
    );
    expect(new Set(levels)).toEqual(new Set(['READ-COMMITTED']));
    // And costs its START TRANSACTION, its statement and its COMMIT (3), the level already the
    // session's: setting it before each transaction (SET TRANSACTION, or the session's settings
    // again) would make 4 or 5 each, 96 or more for 24. The session's two settings are paid once
    // per pooled connection: in the fewest of three runs, only by a connection the pool opened
    // for it, at most the 4 in use at once.
    const cost = await leastStatements(ds, () =>
      inBatches(
        Array.from({ length: 24 }, () => () => runner.run((tx) => tx.manager.query('SELECT 1'))),
        4,
      ),
    );
    expect(cost).toBeLessThanOrEqual(24 * 3 + 2 * 4);
  });
});
