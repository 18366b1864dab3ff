import { jest } from '@jest/globals';

import { call, caughtUp, onNode, Proc, ready, spawnProcess, stopProcess } from '../support/cluster-processes';
import { startTestApp, TestApp } from '../support/harness';
import { freePort } from '../support/processes';

/**
 * Equipment stock on the Galera cluster: orders for the same equipment on the same day, sent
 * at once through API processes on nodes 1 and 2, never take more than the stock. The two
 * nodes' transactions lock the equipment row each on its own node; the cluster's certification
 * refuses the second to commit, the transaction runner retries it on its node, and it then
 * sees the first one's reservation: a 409 when the stock is full, never an oversell, never a 500.
 */
jest.setTimeout(300_000);

const NODES = process.env.CLUSTER_NODE_URLS!.split(',');

describe('equipment stock on a Galera cluster', () => {
  let t: TestApp;
  let apiA: Proc;
  let apiB: Proc;
  let token: string;
  let accountId: number;

  beforeAll(async () => {
    // Migrated through node 1 (the in-process app makes the database and runs the migrations).
    t = await startTestApp({ DATABASE_URL: NODES[0] });
    ({ token, accountId } = await t.newAccount('Locadora do cluster'));
    const dbUrl = t.env.DATABASE_URL!;
    await caughtUp(onNode(dbUrl, NODES[1]), accountId);
    const common = {
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      RUN_MIGRATIONS: 'false',
      REDIS_URL: process.env.REDIS_URL!,
      QUEUE_PREFIX: `cluster_stock_${process.pid}_${Date.now()}`,
      RATE_LIMIT_PER_MINUTE: '100000',
      DB_RETRY_BUDGET_MS: '3000',
    };
    const [portA, portB] = [await freePort(), await freePort()];
    apiA = spawnProcess('api-node1', 'main', { ...common, PORT: String(portA), DATABASE_URL: onNode(dbUrl, NODES[0]) });
    apiB = spawnProcess('api-node2', 'main', { ...common, PORT: String(portB), DATABASE_URL: onNode(dbUrl, NODES[1]) });
    apiA.baseUrl = `http://127.0.0.1:${portA}`;
    apiB.baseUrl = `http://127.0.0.1:${portB}`;
  });

  afterAll(async () => {
    await Promise.all([stopProcess(apiA), stopProcess(apiB)]);
    await t?.close();
    for (const p of [apiA, apiB]) if (p && /error/i.test(p.output())) console.log(`${p.name}:\n${p.output().slice(-4000)}`);
  });

  it('orders through two nodes that together exceed the stock never oversell: 201 up to the stock, then 409 (or 503 busy)', async () => {
    for (const p of [apiA, apiB]) await ready(p);
    const stock = 20;
    const post = (body: unknown) => call(apiA.baseUrl!, 'POST', '/api/v1/equipment', token, body);
    const equipment = (await post({ nome: 'Cadeira Tiffany', valor: 8.5, estoque: stock, controle_estoque: true })).body.data.id;
    const events: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await call(apiA.baseUrl!, 'POST', '/api/v1/events', token, {
        nome: `Festa ${i}`,
        data_evento: '2034-06-12',
        data_fim: '2034-06-13',
      });
      events.push(res.body.data.id);
    }
    // Both nodes must hold the rows before the race starts.
    await caughtUp(onNode(t.env.DATABASE_URL!, NODES[1]), accountId);
    const apis = [apiA.baseUrl!, apiB.baseUrl!];
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        call(apis[i % 2], 'POST', '/api/v1/orders', token, {
          id_evento: events[i % events.length],
          itens: [{ id_item: equipment, quantidade: 1 }],
        }),
      ),
    );
    const created = answers.filter((a) => a.status === 201).length;
    const refused = answers.filter((a) => a.status === 409);
    const busy = answers.filter((a) => a.status === 503);
    expect(answers.filter((a) => ![201, 409, 503].includes(a.status)).map((a) => `${a.status} ${a.text}`)).toEqual([]);
    for (const a of refused) expect(a.body.errors[0].code).toBe('insufficient_stock');
    for (const a of busy) expect(a.body.errors[0].code).toBe('busy');
    expect(created).toBeLessThanOrEqual(stock);
    if (refused.length > 0) expect(created).toBe(stock);

    // The invariant, read on node 1 after the cluster applied everything: no day above the stock,
    // and what is reserved is what was answered 201.
    const mysql = await import('mysql2/promise');
    const db = await mysql.createConnection({ uri: t.env.DATABASE_URL! });
    await db.query('SET SESSION wsrep_sync_wait = 1');
    // Every event reserves the same two days: their periods add up to what each day holds.
    const [periods] = (await db.query(
      'SELECT inicio, fim, SUM(quantidade) AS total FROM equipment_holdings WHERE account_id = ? AND id_equipamento = ? GROUP BY inicio, fim',
      [accountId, equipment],
    )) as unknown as [{ inicio: unknown; fim: unknown; total: unknown }[]];
    const day = (v: unknown) => (v instanceof Date ? v.toLocaleDateString('sv-SE') : String(v).slice(0, 10));
    expect(periods.map((p) => `${day(p.inicio)} ${day(p.fim)} ${Number(p.total)}`)).toEqual([`2034-06-12 2034-06-13 ${created}`]);
    const [[{ n }]] = (await db.query('SELECT COUNT(*) AS n FROM order_items WHERE account_id = ? AND id_produto = ? AND tipo = 7', [
      accountId,
      equipment,
    ])) as unknown as [{ n: unknown }[]];
    await db.end();
    expect(Number(n)).toBe(created);
    for (const p of [apiA, apiB]) expect(p.output()).not.toMatch(/"statusCode":500|Internal server error/);
  });

  it('a proposal accepted at once through both nodes, on its page and by the API, books once', async () => {
    for (const p of [apiA, apiB]) await ready(p);
    const chairs = (
      await call(apiA.baseUrl!, 'POST', '/api/v1/equipment', token, { nome: 'Cadeira', valor: 5, estoque: 50, controle_estoque: true })
    ).body.data.id;
    const budget = (
      await call(apiA.baseUrl!, 'POST', '/api/v1/budgets', token, {
        nome_evento: 'Festa do cluster',
        data_evento: '2034-07-20',
        entrada_percentual: 50,
        parcelas: 2,
        itens: [{ idproduto: chairs, tipo: 'item', quantidade: 10 }],
      })
    ).body.data;
    await caughtUp(onNode(t.env.DATABASE_URL!, NODES[1]), accountId);
    // The client's page, read through node 2.
    const html = await (await fetch(`${apiB.baseUrl}${budget.link_proposta}`)).text();
    const field = (name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(html)![1];
    const form = new URLSearchParams({
      nome: 'Ana',
      cpf: '52998224725',
      aceite: 'sim',
      versao: field('versao'),
      nonce: field('nonce'),
    }).toString();
    const onPage = (base: string) =>
      fetch(`${base}${budget.link_proposta}/aceitar`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form,
        redirect: 'manual',
      }).then((r) => r.status);
    const byApi = (base: string) =>
      call(base, 'POST', `/api/v1/budgets/${budget.id}/accept`, token, { nome: 'Ana', cpf: '52998224725' }).then((r) => r.status);
    const statuses = await Promise.all([
      onPage(apiA.baseUrl!),
      onPage(apiB.baseUrl!),
      byApi(apiA.baseUrl!),
      byApi(apiB.baseUrl!),
      byApi(apiA.baseUrl!),
      byApi(apiB.baseUrl!),
    ]);
    // 303 (the page's confirmation) or 200; 503 busy only if the cluster stayed contended past the retries.
    expect(statuses.filter((s) => ![200, 303, 503].includes(s))).toEqual([]);
    expect(statuses.filter((s) => s !== 503).length).toBeGreaterThan(0);

    const mysql = await import('mysql2/promise');
    const db = await mysql.createConnection({ uri: t.env.DATABASE_URL! });
    await db.query('SET SESSION wsrep_sync_wait = 1');
    const count = async (sql: string) => Number(((await db.query(sql, [accountId, budget.id])) as unknown as [{ n: unknown }[]])[0][0].n);
    expect(await count('SELECT COUNT(*) AS n FROM budget_answers WHERE account_id = ? AND idorcamento = ?')).toBe(1);
    const [[answer]] = (await db.query('SELECT idevento FROM budget_answers WHERE account_id = ? AND idorcamento = ?', [
      accountId,
      budget.id,
    ])) as unknown as [{ idevento: number }[]];
    const [[orders]] = (await db.query('SELECT COUNT(*) AS n FROM orders WHERE account_id = ? AND id_evento = ?', [
      accountId,
      answer.idevento,
    ])) as unknown as [{ n: unknown }[]];
    const [[entries]] = (await db.query(
      'SELECT COUNT(*) AS n, SUM(valor) AS total FROM financial_entries WHERE account_id = ? AND idevento = ?',
      [accountId, answer.idevento],
    )) as unknown as [{ n: unknown; total: unknown }[]];
    await db.end();
    expect(Number(orders.n)).toBe(1);
    expect([Number(entries.n), Number(entries.total)]).toEqual([3, 50]);
    for (const p of [apiA, apiB]) expect(p.output()).not.toMatch(/"statusCode":500|Internal server error/);
  });
});
