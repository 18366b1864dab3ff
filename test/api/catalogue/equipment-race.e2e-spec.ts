import { DataSource } from 'typeorm';

import { startTestApp, TestApp } from '../../support/harness';
import { cliOn } from '../../support/service-process';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 60_000);
afterAll(async () => {
  await t?.close();
}, 60_000);

describe('equipment stock under concurrency', () => {
  it('concurrent orders that together exceed the stock never oversell: successes fill it exactly, the rest are 409 (or 503 busy)', async () => {
    const { token } = await t.newAccount();
    const stock = 12;
    const equipment = (
      await t.request('POST', '/api/v1/equipment', { token, body: { nome: 'Cadeira', valor: 10, estoque: stock, controle_estoque: true } })
    ).body.data.id;
    // Three events sharing a day, two of them over several days: requests on different events conflict on that day.
    const events: number[] = [];
    for (const [data_evento, data_fim] of [
      ['2033-03-10', '2033-03-12'],
      ['2033-03-11', undefined],
      ['2033-03-09', '2033-03-11'],
    ]) {
      events.push((await t.request('POST', '/api/v1/events', { token, body: { nome: 'Festa', data_evento, data_fim } })).body.data.id);
    }
    const requests = Array.from({ length: 30 }, (_, i) =>
      t.request('POST', '/api/v1/orders', { token, body: { id_evento: events[i % 3], itens: [{ id_item: equipment, quantidade: 1 }] } }),
    );
    const answers = await Promise.all(requests);
    const statuses = answers.map((a) => a.status);
    const created = statuses.filter((s) => s === 201).length;
    const refused = answers.filter((a) => a.status === 409);
    const busy = answers.filter((a) => a.status === 503);
    expect(created + refused.length + busy.length).toBe(30);
    for (const a of refused) expect(a.body.errors[0].code).toBe('insufficient_stock');
    for (const a of busy) expect(a.body.errors[0].code).toBe('busy');
    // 2033-03-11 is a day of all three events: at most `stock` units, and every unit taken was answered 201.
    expect(created).toBe(stock);
    const days = await t.request('GET', `/api/v1/equipment/${equipment}/availability?start=2033-03-09&end=2033-03-12`, { token });
    for (const d of days.body.dias) expect(d.disponivel).toBeGreaterThanOrEqual(0);
    expect(days.body.dias.find((d: { dia: string }) => d.dia === '2033-03-11').reservado).toBe(stock);
    // The reservations agree with the orders: the order items of tipo 7 add up to what is reserved.
    let items = 0;
    for (const id of events)
      items += (await t.request('GET', `/api/v1/orders?idevento=${id}&tipo=7`, { token })).body.pagination.total_data;
    expect(items).toBe(created);
  }, 120_000);

  it('concurrent event moves and quantity raises never oversell', async () => {
    const { token } = await t.newAccount();
    const equipment = (
      await t.request('POST', '/api/v1/equipment', { token, body: { nome: 'Mesa', valor: 10, estoque: 10, controle_estoque: true } })
    ).body.data.id;
    const orders: { event: number; order: number; item: number }[] = [];
    for (let i = 0; i < 6; i++) {
      const event = (await t.request('POST', '/api/v1/events', { token, body: { nome: `E${i}`, data_evento: `2033-04-0${i + 1}` } })).body
        .data.id;
      const res = await t.request('POST', '/api/v1/orders', {
        token,
        body: { id_evento: event, itens: [{ id_item: equipment, quantidade: 4 }] },
      });
      orders.push({ event, order: res.body.data.idpedido, item: res.body.data.itens[0].id });
    }
    // Every event moved to the same day at once, and every quantity raised at once: only what fits succeeds.
    const answers = await Promise.all([
      ...orders.map((o) => t.request('PUT', `/api/v1/events/${o.event}`, { token, body: { data_evento: '2033-04-20' } })),
      ...orders.map((o) => t.request('PUT', `/api/v1/orders/${o.order}`, { token, body: { itens: [{ id: o.item, quantidade: 6 }] } })),
    ]);
    for (const a of answers) expect([200, 409, 503]).toContain(a.status);
    const days = await t.request('GET', `/api/v1/equipment/${equipment}/availability?start=2033-04-01&end=2033-04-30`, { token });
    for (const d of days.body.dias) expect(d.disponivel).toBeGreaterThanOrEqual(0);
  }, 120_000);

  it('equipment:rebuild-reservations rebuilds an account from its orders and events, matching a direct computation', async () => {
    const { token, accountId } = await t.newAccount();
    const post = (path: string, body: unknown) => t.request('POST', path, { token, body });
    const chairs = (await post('/api/v1/equipment', { nome: 'Cadeira', valor: 10, estoque: 100 })).body.data.id;
    const tables = (await post('/api/v1/equipment', { nome: 'Mesa', valor: 10, estoque: 10 })).body.data.id;
    const a = (await post('/api/v1/events', { nome: 'A', data_evento: '2033-05-01', data_fim: '2033-05-03' })).body.data.id;
    const b = (await post('/api/v1/events', { nome: 'B', data_evento: '2033-05-02' })).body.data.id;
    const c = (await post('/api/v1/events', { nome: 'C', data_evento: '2033-05-02', status: 'CANCELADO' })).body.data.id;
    await post('/api/v1/orders', {
      id_evento: a,
      itens: [
        { id_item: chairs, quantidade: 30 },
        { id_item: tables, quantidade: 2.5 },
      ],
    });
    await post('/api/v1/orders', { id_evento: a, itens: [{ id_item: chairs, quantidade: 5 }] });
    await post('/api/v1/orders', { id_evento: b, itens: [{ id_item: chairs, quantidade: 7 }] });
    await post('/api/v1/orders', { id_evento: c, itens: [{ id_item: chairs, quantidade: 9 }] });
    const ds = t.app.get(DataSource);
    const stored = () =>
      ds.query('SELECT id_equipamento, id_evento, quantidade, inicio, fim FROM equipment_holdings WHERE account_id = ?', [
        accountId,
      ]) as Promise<{ id_equipamento: unknown; id_evento: unknown; quantidade: unknown; inicio: unknown; fim: unknown }[]>;
    const day = (v: unknown) => (v === null ? '-' : v instanceof Date ? v.toLocaleDateString('sv-SE') : String(v).slice(0, 10));
    const norm = (rows: Awaited<ReturnType<typeof stored>>) =>
      rows.map((r) => `${Number(r.id_equipamento)} ${Number(r.id_evento)} ${Number(r.quantidade)} ${day(r.inicio)} ${day(r.fim)}`);
    // The direct computation: each event's tipo 7 quantities summed per equipment, over its days
    // (none when cancelled): one row per event and equipment, however long the event.
    const spans: Record<number, string> = { [a]: '2033-05-01 2033-05-03', [b]: '2033-05-02 2033-05-02', [c]: '- -' };
    const sums = (await ds.query(
      'SELECT id_evento, id_produto, SUM(quantidade) AS q FROM order_items WHERE account_id = ? AND tipo = 7 GROUP BY id_evento, id_produto',
      [accountId],
    )) as { id_evento: unknown; id_produto: unknown; q: unknown }[];
    const direct = sums.map((s) => `${Number(s.id_produto)} ${Number(s.id_evento)} ${Number(s.q)} ${spans[Number(s.id_evento)]}`).sort();
    expect(norm(await stored()).sort()).toEqual(direct);
    // Damaged outside the service: a holding lost, a wrong quantity and a wrong period.
    await ds.query('DELETE FROM equipment_holdings WHERE account_id = ? AND id_evento = ?', [accountId, b]);
    await ds.query('UPDATE equipment_holdings SET quantidade = 99 WHERE account_id = ? AND id_equipamento = ?', [accountId, tables]);
    await ds.query("UPDATE equipment_holdings SET inicio = '2033-04-01' WHERE account_id = ? AND id_evento = ?", [accountId, c]);
    expect(norm(await stored()).sort()).not.toEqual(direct);
    const out = await cliOn(t)('equipment:rebuild-reservations', String(accountId));
    expect(out.stdout).toContain(`account ${accountId}: 4 holding(s) rebuilt, 3 reserving their event's days; 5 stored row(s) differed`);
    expect(norm(await stored()).sort()).toEqual(direct);
  }, 240_000);

  it('a rebuild waits for an event move in progress and reserves on its new days, even when the event held nothing as stored', async () => {
    const { token, accountId } = await t.newAccount();
    const post = (path: string, body: unknown) => t.request('POST', path, { token, body });
    const chairs = (await post('/api/v1/equipment', { nome: 'Cadeira', valor: 10, estoque: 100, controle_estoque: true })).body.data.id;
    const event = (await post('/api/v1/events', { nome: 'Mudança', data_evento: '2034-02-01' })).body.data.id;
    expect((await post('/api/v1/orders', { id_evento: event, itens: [{ id_item: chairs, quantidade: 20 }] })).status).toBe(201);
    const ds = t.app.get(DataSource);
    // Lost outside the service (what a rebuild repairs): the event holds nothing as stored, so a
    // move of it locks no equipment and would not wait for a rebuild that locked only equipment.
    await ds.query('DELETE FROM equipment_holdings WHERE account_id = ?', [accountId]);

    // The move, in progress on a connection of its own (uncommitted until the rebuild waits for it).
    const mysqlFamily = ds.options.type !== 'better-sqlite3';
    const move = mysqlFamily
      ? await (async () => {
          const mysql = await import('mysql2/promise');
          const connection = await mysql.createConnection({ uri: t.env.DATABASE_URL! });
          await connection.query('START TRANSACTION');
          await connection.query("UPDATE events SET data_evento = '2034-03-01' WHERE account_id = ? AND id = ?", [accountId, event]);
          return { commit: async () => (await connection.query('COMMIT'), await connection.end()) };
        })()
      : await (async () => {
          const other = await new DataSource({ type: 'better-sqlite3', database: t.env.SQLITE_PATH }).initialize();
          await other.query('BEGIN IMMEDIATE');
          await other.query("UPDATE events SET data_evento = '2034-03-01' WHERE account_id = ? AND id = ?", [accountId, event]);
          return { commit: async () => (await other.query('COMMIT'), await other.destroy()) };
        })();
    const rebuilding = cliOn(t, { DB_RETRY_BUDGET_MS: '30000' })('equipment:rebuild-reservations', String(accountId));
    if (mysqlFamily) {
      // The rebuild's first statement waits for the moved event's row: seen in the process list.
      const waiting = async () =>
        Number(
          (
            await ds.query(
              "SELECT COUNT(*) AS n FROM information_schema.PROCESSLIST WHERE ID <> CONNECTION_ID() AND DB = DATABASE() AND INFO LIKE '%FROM `events`%FOR UPDATE%'",
            )
          )[0].n,
        ) > 0;
      const until = Date.now() + 45_000;
      while (!(await waiting())) {
        if (Date.now() > until) throw new Error('the rebuild never waited for the event being moved');
        await new Promise((r) => setTimeout(r, 100));
      }
    } else {
      // One writer at a time: the rebuild's first write waits for the file's lock.
      await new Promise((r) => setTimeout(r, 3000));
    }
    await move.commit();
    await rebuilding;
    const held = (await ds.query('SELECT inicio, fim, quantidade FROM equipment_holdings WHERE account_id = ? AND id_evento = ?', [
      accountId,
      event,
    ])) as { inicio: unknown; fim: unknown; quantidade: unknown }[];
    const day = (v: unknown) => (v instanceof Date ? v.toLocaleDateString('sv-SE') : String(v).slice(0, 10));
    expect(held.map((h) => `${day(h.inicio)} ${day(h.fim)} ${Number(h.quantidade)}`)).toEqual(['2034-03-01 2034-03-01 20']);
  }, 240_000);
});
