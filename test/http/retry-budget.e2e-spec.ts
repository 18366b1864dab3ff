import { countRows } from '../support/db-probes';
import { startTestApp, TestApp, TestResponse } from '../support/harness';
import { holdOrderCounter } from '../support/locks';
import { orderFactories } from '../support/order-factories';

// DB_RETRY_BUDGET_MS bounds how long a write meets contention before its 503, on the real
// database (SQLite by default: another connection holds the file's write lock; MariaDB with
// DATABASE_URL: another connection holds the event's order counter row).
const BUDGET_MS = 3000;
/** What a request costs beside its waits (routing, a few statements, a loaded test machine). */
const SLACK_MS = 400;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ DB_RETRY_BUDGET_MS: String(BUDGET_MS) });
});
afterAll(async () => {
  await t.close();
});

async function setup() {
  const { accountId, token } = await t.newAccount();
  const f = orderFactories(t, accountId);
  const event = await f.event({ nome: 'Festa da Firma' });
  const product = await f.product({ nome: 'Coquetel', valor: 90, valorcusto: 40 });
  // The token's first use is recorded in a write of its own: done before the lock is taken.
  expect((await t.request('GET', '/api/v1/account', { token })).status).toBe(200);
  const order = (key?: string) =>
    t.request('POST', '/api/v1/orders', {
      token,
      body: { id_evento: event.id, itens: [{ id_produto: product.id }] },
      headers: key ? { 'idempotency-key': key } : {},
    });
  return { accountId, event, order };
}

async function timed(call: () => Promise<TestResponse<any>>): Promise<{ res: TestResponse<any>; ms: number }> {
  const started = Date.now();
  const res = await call();
  return { res, ms: Date.now() - started };
}

describe.each([
  ['without a key', undefined],
  ['with an Idempotency-Key', 'budget-key'],
])('a write that meets contention %s', (_, key) => {
  it(`answers 503 busy within DB_RETRY_BUDGET_MS (${BUDGET_MS} ms), nothing written`, async () => {
    const { accountId, event, order } = await setup();
    const hold = await holdOrderCounter(t, accountId, event.id);
    let outcome: { res: TestResponse<any>; ms: number };
    try {
      outcome = await timed(() => order(key));
    } finally {
      await hold.release();
    }
    expect(outcome.res.status).toBe(503);
    expect(outcome.res.body.errors[0].code).toBe('busy');
    expect(outcome.ms).toBeLessThan(BUDGET_MS + SLACK_MS);
    expect(await countRows(t, 'orders', accountId)).toBe(0);
  }, 30_000);

  it('is applied when the contention ends within the budget', async () => {
    const { accountId, event, order } = await setup();
    const hold = await holdOrderCounter(t, accountId, event.id);
    setTimeout(() => void hold.release(), 500);
    const { res, ms } = await timed(() => order(key));
    expect(res.status).toBe(201);
    expect(ms).toBeLessThan(BUDGET_MS + SLACK_MS);
    expect(await countRows(t, 'orders', accountId)).toBe(1);
  }, 30_000);
});
