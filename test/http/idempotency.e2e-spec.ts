import { DataSource } from 'typeorm';

import { IdempotencyStore } from '../../src/database/idempotency/idempotency.store';
import { IdempotencyKey } from '../../src/database/idempotency/idempotency-key.entity';
import { IdempotencyPurger } from '../../src/database/idempotency/idempotency-purger';
import { countRows } from '../support/db-probes';
import { startTestApp, TestApp, TestResponse } from '../support/harness';
import { holdOrderCounter } from '../support/locks';
import { orderFactories } from '../support/order-factories';

// Idempotency-Key on POST, on the real database (SQLite by default, MariaDB with DATABASE_URL).
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ DB_RETRY_BUDGET_MS: '1500' });
});
afterAll(async () => {
  await t.close();
});

const ds = () => t.app.get(DataSource);
const isMysql = () => ds().options.type !== 'better-sqlite3';

async function setup() {
  const { accountId, token } = await t.newAccount();
  const f = orderFactories(t, accountId);
  const event = await f.event({ nome: 'Bodas de Prata' });
  const product = await f.product({ nome: 'Bolo', valor: 300, valorcusto: 120 });
  const order = (key: string | undefined, body: unknown = { id_evento: event.id, itens: [{ id_produto: product.id }] }) =>
    t.request('POST', '/api/v1/orders', { token, body, headers: key === undefined ? {} : { 'idempotency-key': key } });
  return { accountId, token, event, product, order };
}

const replayed = (r: TestResponse<unknown>) => r.headers.get('idempotent-replayed') === 'true';

describe('the Idempotency-Key header', () => {
  it.each([
    ['empty', ''],
    ['longer than 255 characters', 'k'.repeat(256)],
    ['not ASCII', 'pedido-ação'],
  ])('is 400 when %s, and nothing is written', async (_, key) => {
    const { accountId, order } = await setup();
    const res = await order(key);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      status: 'error',
      message: 'Validation failed',
      errors: [
        {
          field: 'Idempotency-Key',
          code: 'invalid_idempotency_key',
          message: 'Idempotency-Key must be 1 to 255 printable ASCII characters, bare or as a quoted string ("…")',
        },
      ],
    });
    expect(await countRows(t, 'orders', accountId)).toBe(0);
  });

  it('accepts 255 printable characters, spaces and symbols included', async () => {
    const { order } = await setup();
    const key = `a b~!${'x'.repeat(250)}`;
    expect(key).toHaveLength(255);
    expect((await order(key)).status).toBe(201);
    const again = await order(key);
    expect(again.status).toBe(201);
    expect(replayed(again)).toBe(true);
  });
});

describe('a POST repeated with its key', () => {
  it('creates once and answers the same status and body with Idempotent-Replayed, writing nothing and notifying nothing', async () => {
    const { accountId, order } = await setup();
    const first = await order('pedido-2026-0001');
    expect(first.status).toBe(201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const notifications = await countRows(t, 'notifications', accountId);
    expect(notifications).toBe(1);

    const second = await order('pedido-2026-0001');
    expect(second.status).toBe(201);
    expect(replayed(second)).toBe(true);
    expect(second.text).toBe(first.text);
    expect(await countRows(t, 'orders', accountId)).toBe(1);
    expect(await countRows(t, 'order_items', accountId)).toBe(1);
    expect(await countRows(t, 'notifications', accountId)).toBe(notifications);

    // Without a key, the same body is a new order.
    const plain = await order(undefined);
    expect(plain.status).toBe(201);
    expect(plain.body.data.sequencial).toBe(2);
  });

  it('is 422 idempotency_key_reused with another body, and writes nothing', async () => {
    const { accountId, event, order } = await setup();
    expect((await order('k-422')).status).toBe(201);
    const other = await order('k-422', { id_evento: event.id });
    expect(other.status).toBe(422);
    expect(other.body.errors).toEqual([
      {
        field: 'Idempotency-Key',
        code: 'idempotency_key_reused',
        message: 'the key was sent before with another method, path or body; use a new key for a new request',
      },
    ]);
    expect(replayed(other)).toBe(false);
    expect(await countRows(t, 'orders', accountId)).toBe(1);
  });

  it('belongs to its operation: the same key on another path is another request', async () => {
    const { accountId, token, order } = await setup();
    expect((await order('shared-key')).status).toBe(201);
    const client = await t.request('POST', '/api/v1/clients', {
      token,
      body: { nome: 'Marta Lima' },
      headers: { 'idempotency-key': 'shared-key' },
    });
    expect(client.status).toBe(201);
    expect(replayed(client)).toBe(false);
    expect(await countRows(t, 'clients', accountId)).toBe(1);
  });

  it("belongs to its account: another account's identical key and body create their own order", async () => {
    const a = await setup();
    const b = await setup();
    const body = (e: { id: number }, p: { id: number }) => ({ id_evento: e.id, itens: [{ id_produto: p.id }] });
    const first = await a.order('same-key-everywhere', body(a.event, a.product));
    const second = await b.order('same-key-everywhere', body(b.event, b.product));
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(replayed(second)).toBe(false);
    expect(second.body.data.idpedido).not.toBe(first.body.data.idpedido);
    expect(await countRows(t, 'orders', b.accountId)).toBe(1);
    // B's key against A's event is B's own request: A's stored answer never leaks.
    const cross = await b.order('same-key-everywhere', body(a.event, a.product));
    expect(cross.status).toBe(422);
    expect(cross.body.errors[0].code).toBe('idempotency_key_reused');
  });

  it('stores a 4xx answer: the same request is answered the same 422, replayed', async () => {
    const { accountId, order } = await setup();
    const body = { id_evento: 999999, itens: [] };
    const first = await order('unknown-event', body);
    expect(first.status).toBe(422);
    const second = await order('unknown-event', body);
    expect(second.status).toBe(422);
    expect(replayed(second)).toBe(true);
    expect(second.text).toBe(first.text);
    expect(await countRows(t, 'orders', accountId)).toBe(0);
  });

  it('N concurrent POSTs with one key create exactly one order; the others replay it or are 409 in flight', async () => {
    const { accountId, order } = await setup();
    const responses = await Promise.all(Array.from({ length: 12 }, () => order('burst-key')));
    const statuses = responses.map((r) => r.status);
    expect(statuses.every((s) => s === 201 || s === 409)).toBe(true);
    const created = responses.filter((r) => r.status === 201 && !replayed(r));
    expect(created).toHaveLength(1);
    for (const r of responses.filter((x) => x.status === 201)) expect(r.text).toBe(created[0]!.text);
    for (const r of responses.filter((x) => x.status === 409)) {
      expect(r.headers.get('retry-after')).toBe('1');
      expect(r.body.errors[0].code).toBe('idempotency_key_in_flight');
    }
    expect(await countRows(t, 'orders', accountId)).toBe(1);
    expect(await countRows(t, 'notifications', accountId)).toBe(1);
    const after = await order('burst-key');
    expect(after.status).toBe(201);
    expect(replayed(after)).toBe(true);
  });
});

describe('a key still in flight', () => {
  /** A claim as another API process holds it while its request runs. */
  async function claimElsewhere(accountId: number, key: string, body: unknown, lockedUntil: Date) {
    const path = '/api/v1/orders';
    const now = new Date();
    await ds()
      .getRepository(IdempotencyKey)
      .insert({
        account_id: accountId,
        scope: IdempotencyStore.scopeOf({ method: 'POST', path, key }),
        idempotency_key: key,
        method: 'POST',
        path,
        fingerprint: IdempotencyStore.fingerprintOf({ method: 'POST', path, query: '', body: JSON.stringify(body) }),
        claim: '00000000-0000-4000-8000-000000000000',
        locked_until: lockedUntil,
        status_code: null,
        response: null,
        created_at: now,
        expires_at: new Date(now.getTime() + 3_600_000),
      });
  }

  it('is 409 idempotency_key_in_flight with Retry-After, and writes nothing', async () => {
    const { accountId, event, product, order } = await setup();
    const body = { id_evento: event.id, itens: [{ id_produto: product.id }] };
    await claimElsewhere(accountId, 'running-elsewhere', body, new Date(Date.now() + 60_000));
    const res = await order('running-elsewhere', body);
    expect(res.status).toBe(409);
    expect(res.headers.get('retry-after')).toBe('1');
    expect(res.body.errors).toEqual([
      { field: 'Idempotency-Key', code: 'idempotency_key_in_flight', message: 'a request with this key has not finished; retry after 1 s' },
    ]);
    expect(await countRows(t, 'orders', accountId)).toBe(0);
  });

  it('is taken over once its holder stopped holding it (the lease ran out): created once', async () => {
    const { accountId, event, product, order } = await setup();
    const body = { id_evento: event.id, itens: [{ id_produto: product.id }] };
    await claimElsewhere(accountId, 'holder-died', body, new Date(Date.now() - 1000));
    const res = await order('holder-died', body);
    expect(res.status).toBe(201);
    expect(replayed(res)).toBe(false);
    expect(replayed(await order('holder-died', body))).toBe(true);
    expect(await countRows(t, 'orders', accountId)).toBe(1);
  });

  it('is 409 while the first request with it really runs (held behind a lock)', async () => {
    if (!isMysql()) {
      // SQLite waits for a lock synchronously (the process stops meanwhile): the claim row above stands in.
      expect(ds().options.type).toBe('better-sqlite3');
      return;
    }
    const { accountId, event, order } = await setup();
    const hold = await holdOrderCounter(t, accountId, event.id);
    let first: Promise<TestResponse<any>> | undefined;
    try {
      first = order('slow-first');
      await new Promise((r) => setTimeout(r, 300));
      const second = await order('slow-first');
      expect(second.status).toBe(409);
      expect(second.body.errors[0].code).toBe('idempotency_key_in_flight');
    } finally {
      await hold.release();
    }
    const done = await first!;
    expect([201, 503]).toContain(done.status);
  });
});

describe('a retry after a 503', () => {
  it('creates the order once: the 503 is not stored, the retry runs, the next one replays', async () => {
    const { accountId, event, order } = await setup();
    const hold = await holdOrderCounter(t, accountId, event.id);
    let busy: TestResponse<any>;
    try {
      busy = await order('after-busy');
    } finally {
      await hold.release();
    }
    expect(busy.status).toBe(503);
    expect(busy.body.errors[0].code).toBe('busy');
    expect(await countRows(t, 'orders', accountId)).toBe(0);
    const retry = await order('after-busy');
    expect(retry.status).toBe(201);
    expect(replayed(retry)).toBe(false);
    const again = await order('after-busy');
    expect(replayed(again)).toBe(true);
    expect(again.text).toBe(retry.text);
    expect(await countRows(t, 'orders', accountId)).toBe(1);
  }, 30_000);
});

describe('the key of a 5xx is free again within the Retry-After the answer gives', () => {
  /** The key's row, if any, must be free (gone, or its claim ended) by the time the client is told to retry. */
  async function expectFreeWithin(res: TestResponse<any>, answeredAt: number, accountId: number, key: string) {
    const retryAfter = Number(res.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    const rows = await ds()
      .getRepository(IdempotencyKey)
      .find({ where: { account_id: accountId, idempotency_key: key } });
    for (const row of rows) expect(row.locked_until!.getTime()).toBeLessThanOrEqual(answeredAt + retryAfter * 1000);
    return { retryAfter, rows };
  }

  it('gives the key back at once after a 503: Retry-After 1, and the retry runs', async () => {
    const { accountId, event, order } = await setup();
    const hold = await holdOrderCounter(t, accountId, event.id);
    let busy: TestResponse<any>;
    try {
      busy = await order('freed-after-busy');
    } finally {
      await hold.release();
    }
    expect(busy.status).toBe(503);
    const { retryAfter, rows } = await expectFreeWithin(busy, Date.now(), accountId, 'freed-after-busy');
    expect(retryAfter).toBe(1);
    expect(rows).toEqual([]);
    expect((await order('freed-after-busy')).status).toBe(201);
  }, 30_000);

  it('when the database is still too busy to give the key back, the 503 says to retry once the claim has ended', async () => {
    const { accountId, event, order } = await setup();
    if (!isMysql()) {
      // SQLite locks the whole file: a lock taken after the claim also stops the handler at once,
      // so the claim itself meets it. The 503 then holds no key at all.
      const hold = await holdOrderCounter(t, accountId, event.id);
      let busy: TestResponse<any>;
      try {
        busy = await order('still-busy');
      } finally {
        await hold.release();
      }
      expect(busy.status).toBe(503);
      expect((await expectFreeWithin(busy, Date.now(), accountId, 'still-busy')).rows).toEqual([]);
      return;
    }
    // The order waits on the event's counter (then 503); meanwhile another connection locks the
    // key's row, so that giving it back waits too and fails.
    const hold = await holdOrderCounter(t, accountId, event.id);
    const mysql = await import('mysql2/promise');
    const other = await mysql.createConnection({ uri: t.env.DATABASE_URL! });
    let busy: TestResponse<any>;
    let answeredAt = 0;
    try {
      const pending = order('still-busy').then((r) => ((answeredAt = Date.now()), r));
      for (let i = 0; i < 100; i++) {
        const [rows] = await other.query('SELECT id FROM idempotency_keys WHERE account_id = ? AND idempotency_key = ?', [
          accountId,
          'still-busy',
        ]);
        if ((rows as unknown[]).length > 0) break;
        await new Promise((r) => setTimeout(r, 10));
      }
      await other.query('START TRANSACTION');
      const [locked] = await other.query('SELECT id FROM idempotency_keys WHERE account_id = ? AND idempotency_key = ? FOR UPDATE', [
        accountId,
        'still-busy',
      ]);
      expect(locked).toHaveLength(1);
      busy = await pending;
    } finally {
      await other.query('ROLLBACK').catch(() => undefined);
      await other.end();
      await hold.release();
    }
    expect(busy.status).toBe(503);
    const { retryAfter, rows } = await expectFreeWithin(busy, answeredAt, accountId, 'still-busy');
    expect(rows).toHaveLength(1);
    expect(retryAfter).toBeGreaterThan(1);
    expect(busy.body.errors[0].message).toContain(`retry after ${retryAfter} s`);
  }, 30_000);
});

describe('the slots of keyed requests (MySQL: four per process)', () => {
  it('a request waiting for a slot has not claimed its key yet: the wait does not eat its lease', async () => {
    if (!isMysql()) {
      // SQLite runs its transactions one after another through the runner's queue: no slots.
      expect(ds().options.type).toBe('better-sqlite3');
      return;
    }
    const { accountId, event, order } = await setup();
    const hold = await holdOrderCounter(t, accountId, event.id);
    let all: Promise<TestResponse<any>[]> | undefined;
    try {
      const running = ['slot-1', 'slot-2', 'slot-3', 'slot-4'].map((k) => order(k));
      await new Promise((r) => setTimeout(r, 200));
      const waiting = order('slot-5');
      await new Promise((r) => setTimeout(r, 200));
      all = Promise.all([...running, waiting]);
      const claimed = (
        await ds()
          .getRepository(IdempotencyKey)
          .find({ where: { account_id: accountId } })
      )
        .map((k) => k.idempotency_key)
        .sort();
      expect(claimed).toEqual(['slot-1', 'slot-2', 'slot-3', 'slot-4']);
    } finally {
      await hold.release();
    }
    const statuses = (await all!).map((r) => r.status);
    expect(statuses.every((s) => s === 201 || s === 503)).toBe(true);
    expect(statuses[4]).toBe(201);
  }, 30_000);
});

describe('expiry', () => {
  it('the purge deletes expired keys (of every account); the key then runs as new', async () => {
    const { accountId, order } = await setup();
    expect((await order('old-key')).status).toBe(201);
    expect((await order('kept-key')).status).toBe(201);
    await ds()
      .getRepository(IdempotencyKey)
      .update({ account_id: accountId, idempotency_key: 'old-key' }, { expires_at: new Date(Date.now() - 1000) });
    // Expired but not yet purged: no longer replayed.
    const expired = await order('old-key');
    expect(expired.status).toBe(201);
    expect(replayed(expired)).toBe(false);
    expect(await countRows(t, 'orders', accountId)).toBe(3);

    await ds()
      .getRepository(IdempotencyKey)
      .update({ account_id: accountId, idempotency_key: 'old-key' }, { expires_at: new Date(Date.now() - 1000) });
    // The worker's purger (the API process runs one only on the embedded default, without Redis).
    expect(await new IdempotencyPurger(t.app.get(IdempotencyStore)).purge()).toBeGreaterThanOrEqual(1);
    const left = await ds()
      .getRepository(IdempotencyKey)
      .find({ where: { account_id: accountId } });
    expect(left.map((k) => k.idempotency_key)).toEqual(['kept-key']);
    expect(left[0]!.expires_at.getTime() - left[0]!.created_at.getTime()).toBe(24 * 3_600_000);
  });
});
