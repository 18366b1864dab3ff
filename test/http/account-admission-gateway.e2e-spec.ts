import { AsaasStandIn } from '../support/asaas-stand-in';
import { chargeRequests, startChargeApp } from '../support/charge-requests';
import { financialAccount } from '../support/financial-factories';
import { TestApp } from '../support/harness';

// A request waiting on the payment gateway holds no share of the database: with one slot per
// account and no wait, the account's other requests go through while Asaas takes its time to
// answer an issue or a cancellation, and the charge is recorded when the answer comes.
let t: TestApp;
let asaas: AsaasStandIn;
beforeAll(async () => {
  ({ t, asaas } = await startChargeApp({ ACCOUNT_DB_CONCURRENCY: '1', ACCOUNT_DB_WAIT_MS: '0', RATE_LIMIT_PER_MINUTE: '100000' }));
});
afterAll(async () => {
  await t?.close();
  await asaas?.close();
});

const { receivable, useAsaas, issue, cancel } = chargeRequests(() => t, 'segredo-do-webhook-asaas-admissao-0123', 90);

/** Resolves once the stand-in has received a request `matches` accepts. */
async function reached(matches: (r: { method: string; path: string }) => boolean): Promise<void> {
  const until = Date.now() + 10_000;
  while (!asaas.requests.some(matches)) {
    if (Date.now() > until) throw new Error('the gateway was never called');
    await new Promise((r) => setTimeout(r, 20));
  }
}

it("gives the account's one slot to its other requests while the gateway answers an issue and a cancellation", async () => {
  const a = await financialAccount(t);
  await useAsaas(a);
  const id = await receivable(a);

  asaas.fail({ delayMs: 1500, match: (r) => r.method === 'POST' && r.path === '/v3/payments' });
  const issuing = issue(a, id, { forma: 'pix' });
  await reached((r) => r.method === 'POST' && r.path === '/v3/payments');
  // The issue waits on Asaas: the account's next request finds its slot free.
  expect((await t.request('GET', `/api/v1/financial/${id}`, { token: a.token })).status).toBe(200);
  const issued = await issuing;
  expect(issued.status).toBe(201);
  const payment = issued.body.data.cobranca.id_externo as string;

  asaas.fail({ delayMs: 1500, match: (r) => r.method === 'DELETE' });
  const cancelling = cancel(a, id);
  await reached((r) => r.method === 'DELETE' && r.path.includes(payment));
  expect((await t.request('GET', '/api/v1/clients', { token: a.token })).status).toBe(200);
  const cancelled = await cancelling;
  expect(cancelled.status).toBe(200);
  expect(cancelled.body.data.cobranca).toMatchObject({ status: 'cancelada', id_externo: payment });
});
