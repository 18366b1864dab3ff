import { DataSource } from 'typeorm';

import { IdempotencyKey } from '../../../src/database/idempotency/idempotency-key.entity';
import { AsaasStandIn } from '../../support/asaas-stand-in';
import { until } from '../../support/charge-faults';
import { chargeRequests, startChargeApp } from '../../support/charge-requests';
import { financialAccount } from '../../support/financial-factories';
import { TestApp } from '../../support/harness';

// A keyed charge may run as long as its gateway calls may take (8 × GATEWAY_TIMEOUT_MS + 10 s:
// 90 s with the default 10 s), longer than an ordinary key's one-minute claim: its key's claim
// holds that long, so a retry with the key meanwhile is 409 in flight, never a second run.
let t: TestApp;
let asaas: AsaasStandIn;
beforeAll(async () => {
  ({ t, asaas } = await startChargeApp({ GATEWAY_TIMEOUT_MS: '10000' }));
});
afterAll(async () => {
  await t.close();
  await asaas.close();
});

const { receivable, useAsaas, issue } = chargeRequests(() => t, 'segredo-do-webhook-asaas-prazo-0123456789', 180);

it("a keyed charge's key is claimed for as long as the charge may run, and a retry meanwhile is 409 in flight", async () => {
  const a = await financialAccount(t);
  await useAsaas(a);
  const id = await receivable(a);
  asaas.fail({ delayMs: 1500, match: (r) => r.method === 'POST' && r.path === '/v3/payments' });
  const headers = { 'Idempotency-Key': `prazo-${id}` };
  const first = issue(a, id, { forma: 'pix' }, headers);
  await until(() => asaas.requestsTo('POST', '/v3/payments').length > 0, 10_000, 'the payment request');

  const [key] = await t.app
    .get(DataSource)
    .getRepository(IdempotencyKey)
    .find({ where: { account_id: a.accountId } });
  expect(key!.locked_until!.getTime() - key!.created_at.getTime()).toBeGreaterThanOrEqual(90_000 - 1000);
  const retry = await issue(a, id, { forma: 'pix' }, headers);
  expect(retry.status).toBe(409);
  expect(retry.body.errors[0].code).toBe('idempotency_key_in_flight');

  const done = await first;
  expect(done.status).toBe(201);
  const replay = await issue(a, id, { forma: 'pix' }, headers);
  expect(replay.status).toBe(201);
  expect(replay.headers.get('idempotent-replayed')).toBe('true');
  expect(replay.body).toEqual(done.body);
  expect(asaas.livePayments(`${id}-`)).toHaveLength(1);
});
