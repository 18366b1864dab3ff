import { countRows } from '../support/db-probes';
import { startTestApp, TestApp } from '../support/harness';
import { inBatches } from '../support/in-batches';
import { holdOrderCounter } from '../support/locks';
import { orderFactories } from '../support/order-factories';
import { resendWhileBusy } from '../support/resend-busy';

// Real contention on the real database: another connection holds the lock the order creation
// needs (the event's order counter on MariaDB/MySQL; the write lock of the file on SQLite).
// The service's default retry budget (3 s), as it runs.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('a write that stays contended past the retry budget', () => {
  it('answers 503 busy with Retry-After and writes nothing; the next try succeeds', async () => {
    const { accountId, token } = await t.newAccount();
    const f = orderFactories(t, accountId);
    const event = await f.event({ nome: 'Formatura' });
    const product = await f.product({ nome: 'Cadeira', valor: 10, valorcusto: 4 });
    const hold = await holdOrderCounter(t, accountId, event.id);
    let res;
    try {
      res = await t.request('POST', '/api/v1/orders', {
        token,
        headers: { 'x-request-id': 'contended-1' },
        body: { id_evento: event.id, itens: [{ id_produto: product.id }] },
      });
    } finally {
      await hold.release();
    }
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('1');
    expect(res.headers.get('x-request-id')).toBe('contended-1');
    expect(res.body).toEqual({
      status: 'error',
      message: 'The database is busy: nothing was written; retry the request',
      errors: [
        { code: 'busy', message: expect.stringMatching(/^the database stayed contended \((lock wait|deadlock)\); retry after 1 s$/) },
      ],
    });
    expect(await countRows(t, 'orders', accountId)).toBe(0);
    expect(await countRows(t, 'order_items', accountId)).toBe(0);
    expect(await countRows(t, 'notifications', accountId)).toBe(0);

    // The counter did not move: the retry takes number 1.
    const retry = await t.request('POST', '/api/v1/orders', { token, body: { id_evento: event.id, itens: [{ id_produto: product.id }] } });
    expect(retry.status).toBe(201);
    expect(retry.body.data.sequencial).toBe(1);
  }, 30_000);
});

describe('a race of order creations on one event', () => {
  it('120 creations, 16 at a time: no answer of 500 or more but 503 busy, numbers unique and gap-free', async () => {
    const { accountId, token } = await t.newAccount();
    const f = orderFactories(t, accountId);
    const event = await f.event({ nome: 'Congresso' });
    const product = await f.product({ nome: 'Mesa', valor: 20, valorcusto: 8 });
    const create = () => t.request('POST', '/api/v1/orders', { token, body: { id_evento: event.id, itens: [{ id_produto: product.id }] } });
    // The last in line may wait past the retry budget on a loaded machine: 503 `busy`, nothing
    // written, sent again as a client does (any other 503 fails here). No other 5xx.
    const responses = await resendWhileBusy(
      await inBatches(
        Array.from({ length: 120 }, () => create),
        16,
      ),
      create,
    );
    expect(responses.filter((r) => r.status >= 500)).toEqual([]);
    const created = responses.filter((r) => r.status === 201);
    expect(created.length).toBe(120);
    const numbers = created.map((r) => r.body.data.sequencial as number).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: created.length }, (_, i) => i + 1));
    expect(await countRows(t, 'orders', accountId)).toBe(created.length);
  }, 120_000);
});
