import { DataSource } from 'typeorm';

import { networkCallsRefused } from '../../../src/database/network-guard';
import { ChargeRecovery } from '../../../src/modules/financial/charges/charge-recovery.service';
import { FinancialChargeOperation } from '../../../src/modules/financial/entities/financial-charge-operation.entity';
import { AsaasStandIn } from '../../support/asaas-stand-in';
import { failWrites, holdEntry, until } from '../../support/charge-faults';
import { chargeRequests, startChargeApp } from '../../support/charge-requests';
import { countRows, entryRows } from '../../support/db-probes';
import { FinancialAccount, financialAccount } from '../../support/financial-factories';
import { TestApp } from '../../support/harness';

// A charge exists at the gateway exactly once: the gateway is called outside any transaction,
// and a payment the service does not record is removed (or reused by its reference on the next
// attempt). Proved against the Asaas stand-in, with failures injected in the real database.
let t: TestApp;
let asaas: AsaasStandIn;
beforeAll(async () => {
  ({ t, asaas } = await startChargeApp({ DB_RETRY_BUDGET_MS: '1500' }));
});
afterAll(async () => {
  await t.close();
  await asaas.close();
});
afterEach(() => asaas.clearFaults());

const WEBHOOK_TOKEN = 'segredo-do-webhook-asaas-fases-0123456789';
const { receivable, useAsaas, issue, cancel, manualReturn, webhook } = chargeRequests(() => t, WEBHOOK_TOKEN, 250);

async function asaasEntry(): Promise<{ a: FinancialAccount; id: number }> {
  const a = await financialAccount(t);
  await useAsaas(a);
  return { a, id: await receivable(a) };
}

/** The entry's payments at the stand-in (our reference starts with the entry ID). */
const live = (id: number) => asaas.livePayments(`${id}-`);
const made = (id: number) => asaas.requestsTo('POST', '/v3/payments').filter((r) => String(r.json?.externalReference).startsWith(`${id}-`));
/** Charges the service recorded for the account, and operations left in flight. */
const recorded = (a: FinancialAccount) => countRows(t, 'financial_charges', a.accountId);
const inFlight = (a: FinancialAccount) => countRows(t, 'financial_charge_operations', a.accountId);

describe('the final transaction fails after the gateway answered', () => {
  it('a failed commit leaves no live payment and no charge; a retry then makes exactly one of each', async () => {
    const { a, id } = await asaasEntry();
    const rows = await entryRows(t, a.accountId);
    const trigger = await failWrites(t, 'financial_charges', 'INSERT', a.accountId);
    let res;
    try {
      res = await issue(a, id, { forma: 'pix' });
    } finally {
      await trigger.drop();
    }
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(made(id)).toHaveLength(1);
    expect(live(id)).toHaveLength(0);
    const [removed] = [...asaas.payments.values()].filter((p) => (p.externalReference ?? '').startsWith(`${id}-`));
    expect(removed.deleted).toBe(true);
    expect(asaas.requestsTo('DELETE', `/v3/payments/${removed.id}`)).toHaveLength(1);
    expect(await recorded(a)).toBe(0);
    expect(await inFlight(a)).toBe(0);
    expect(await entryRows(t, a.accountId)).toEqual(rows);

    const retry = await issue(a, id, { forma: 'pix' });
    expect(retry.status).toBe(201);
    expect(live(id).map((p) => p.id)).toEqual([retry.body.data.cobranca.id_externo]);
    expect(await recorded(a)).toBe(1);
    expect(await inFlight(a)).toBe(0);
  });

  it('contention that outlasts the retry budget (503 busy) removes the payment it made; the retry makes one', async () => {
    const { a, id } = await asaasEntry();
    // The payment's creation is slowed so the test can take the entry's lock in between; its
    // removal too, so the lock is let go before the service records that it undid the charge (a
    // SQLite writer waiting for the lock holds the whole process).
    asaas.fail({ delayMs: 600, match: (r) => r.method === 'POST' && r.path === '/v3/payments' });
    asaas.fail({ delayMs: 400, match: (r) => r.method === 'DELETE' });
    const lookUps = () => asaas.requestsTo('GET', '/v3/payments').length;
    const before = lookUps();
    const pending = issue(a, id, { forma: 'boleto' });
    await until(() => made(id).length === 1, 10_000, 'the payment request');
    const hold = await holdEntry(t, a.accountId, id);
    let released = false;
    const release = async () => {
      if (!released) await hold.release();
      released = true;
    };
    try {
      // The look-up of what to remove comes after the 503; the lock is let go once it arrived.
      const watcher = until(() => lookUps() > before, 20_000, 'the look-up').then(release, release);
      const res = await pending;
      await watcher;
      expect(res.status).toBe(503);
      expect(res.body.errors[0].code).toBe('busy');
    } finally {
      await release();
    }
    expect(live(id)).toHaveLength(0);
    expect(await recorded(a)).toBe(0);
    const retry = await issue(a, id, { forma: 'boleto' });
    expect(retry.status).toBe(201);
    expect(live(id)).toHaveLength(1);
    expect(await recorded(a)).toBe(1);
  }, 60_000);

  it('the entry changed while the gateway issued (its value): 409 entry_changed, the payment removed, nothing recorded', async () => {
    const { a, id } = await asaasEntry();
    asaas.fail({ delayMs: 500, match: (r) => r.method === 'POST' && r.path === '/v3/payments' });
    const pending = issue(a, id, { forma: 'pix' });
    await until(() => made(id).length === 1, 10_000, 'the payment request');
    expect((await a.put(id, { valor: 300 })).status).toBe(200);
    const res = await pending;
    expect(res.status).toBe(409);
    expect(res.body.errors[0].code).toBe('entry_changed');
    expect(live(id)).toHaveLength(0);
    expect(await recorded(a)).toBe(0);
    const retry = await issue(a, id, { forma: 'pix' });
    expect(retry.status).toBe(201);
    expect(asaas.payments.get(retry.body.data.cobranca.id_externo)!.value).toBe(300);
  });
});

describe('concurrent charges on one entry', () => {
  it('10 at once, keyed and unkeyed: one 201, the rest 409; live payments at the gateway = charges recorded = 1', async () => {
    const { a, id } = await asaasEntry();
    asaas.fail({ delayMs: 300, times: Infinity, match: (r) => r.method === 'POST' && r.path === '/v3/payments' });
    const refused = networkCallsRefused();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => issue(a, id, { forma: 'pix' }, i % 2 === 0 ? { 'idempotency-key': `conc-${id}-${i}` } : {})),
    );
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
    for (const r of answers.filter((r) => r.status === 409))
      expect(['charge_in_progress', 'charge_issued']).toContain(r.body.errors[0].code);
    expect(live(id)).toHaveLength(1);
    expect(await recorded(a)).toBe(1);
    expect(await inFlight(a)).toBe(0);
    expect(networkCallsRefused()).toBe(refused);
  });

  it('10 at once with one Idempotency-Key: one runs, the others are told it is in flight; the replay answers the same charge', async () => {
    const { a, id } = await asaasEntry();
    asaas.fail({ delayMs: 300, match: (r) => r.method === 'POST' && r.path === '/v3/payments' });
    const key = { 'idempotency-key': `same-${id}` };
    const answers = await Promise.all(Array.from({ length: 10 }, () => issue(a, id, { forma: 'boleto' }, key)));
    const created = answers.filter((r) => r.status === 201);
    expect(created).toHaveLength(1);
    for (const r of answers.filter((r) => r.status !== 201)) expect(r.body.errors[0].code).toBe('idempotency_key_in_flight');
    const replay = await issue(a, id, { forma: 'boleto' }, key);
    expect(replay.status).toBe(201);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body).toEqual(created[0].body);
    expect(live(id)).toHaveLength(1);
    expect(made(id)).toHaveLength(1);
    expect(await recorded(a)).toBe(1);
  });
});

describe('an interrupted charge is resumed through its reference', () => {
  it('a keyed retry after a crash (the payment made, not recorded, not removable then) reuses the payment', async () => {
    const { a, id } = await asaasEntry();
    const key = { 'idempotency-key': `crash-${id}` };
    // The record fails, and the gateway cannot be asked to remove what it made: as after a crash.
    const trigger = await failWrites(t, 'financial_charges', 'INSERT', a.accountId);
    asaas.fail({ status: 503, times: Infinity, match: (r) => r.method === 'DELETE' || (r.method === 'GET' && r.path === '/v3/payments') });
    let first;
    try {
      first = await issue(a, id, { forma: 'pix' }, key);
    } finally {
      await trigger.drop();
      asaas.clearFaults();
    }
    expect(first.status).toBeGreaterThanOrEqual(500);
    expect(live(id)).toHaveLength(1);
    const orphan = live(id)[0];
    expect(await recorded(a)).toBe(0);
    expect(await inFlight(a)).toBe(1);

    const retry = await issue(a, id, { forma: 'pix' }, key);
    expect(retry.status).toBe(201);
    expect(retry.body.data.cobranca.id_externo).toBe(orphan.id);
    expect(made(id)).toHaveLength(1);
    expect(live(id)).toHaveLength(1);
    expect(await recorded(a)).toBe(1);
    expect(await inFlight(a)).toBe(0);
    expect((await issue(a, id, { forma: 'pix' }, key)).headers.get('idempotent-replayed')).toBe('true');
  });

  it('while the request that started it may still run, the entry answers 409 charge_in_progress with Retry-After; once its time is over the next one resumes', async () => {
    const { a, id } = await asaasEntry();
    const operations = t.app.get(DataSource).getRepository(FinancialChargeOperation);
    const now = new Date();
    // An operation of a request that is still running (its time not over), as the database holds it.
    await operations.insert({
      account_id: a.accountId,
      entry_id: id,
      operacao: 'emissao',
      gateway: 'asaas',
      forma: 'pix',
      referencia: `${id}-crashedrefAAAA`,
      charge_id: null,
      claim: 'c0ffee00-0000-4000-8000-000000000000',
      locked_until: new Date(now.getTime() + 60_000),
      created_at: now,
    });
    const key = { 'idempotency-key': `busy-${id}` };
    const busy = await issue(a, id, { forma: 'pix' }, key);
    expect(busy.status).toBe(409);
    expect(busy.body.errors[0].code).toBe('charge_in_progress');
    expect(Number(busy.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await cancel(a, id)).body.errors[0].code).toBe('charge_in_progress');
    expect((await issue(a, id, { forma: 'pix', gateway: 'manual' })).body.errors[0].code).toBe('charge_in_progress');
    // Its process died: the lease runs out.
    await operations.update({ account_id: a.accountId, entry_id: id }, { locked_until: new Date(now.getTime() - 1000) });
    // The same key again: the 409 "come back later" was not kept with it.
    const resumed = await issue(a, id, { forma: 'pix' }, key);
    expect(resumed.status).toBe(201);
    expect(resumed.headers.get('idempotent-replayed')).toBeNull();
    expect(asaas.payments.get(resumed.body.data.cobranca.id_externo)!.externalReference).toBe(`${id}-crashedrefAAAA`);
    expect(await inFlight(a)).toBe(0);
  });

  it('an interrupted charge is withdrawn by DELETE /charge: its payment removed at the gateway, the entry free', async () => {
    const { a, id } = await asaasEntry();
    const trigger = await failWrites(t, 'financial_charges', 'INSERT', a.accountId);
    asaas.fail({ status: 503, times: Infinity, match: (r) => r.method === 'DELETE' || (r.method === 'GET' && r.path === '/v3/payments') });
    try {
      expect((await issue(a, id, { forma: 'boleto' })).status).toBeGreaterThanOrEqual(500);
    } finally {
      await trigger.drop();
      asaas.clearFaults();
    }
    expect(live(id)).toHaveLength(1);
    const res = await cancel(a, id);
    expect(res.status).toBe(200);
    expect(res.body.message).toMatch(/interrupted charge .* withdrawn .*1 payment removed/);
    expect(res.body.data.cobranca).toBeNull();
    expect(live(id)).toHaveLength(0);
    expect(await inFlight(a)).toBe(0);
    expect((await cancel(a, id)).body.errors[0].code).toBe('no_open_charge');
    expect((await issue(a, id, { forma: 'pix', gateway: 'manual' })).status).toBe(201);
  });
});

describe('cancelling is ordered: recorded as in flight, the gateway, then recorded', () => {
  it('a cancellation whose record fails after the gateway removed the payment is finished by the next one', async () => {
    const { a, id } = await asaasEntry();
    const { cobranca } = (await issue(a, id, { forma: 'pix' })).body.data;
    const trigger = await failWrites(t, 'financial_charges', 'UPDATE', a.accountId);
    let res;
    try {
      res = await cancel(a, id);
    } finally {
      await trigger.drop();
    }
    expect(res.status).toBeGreaterThanOrEqual(500);
    expect(asaas.payments.get(cobranca.id_externo)!.deleted).toBe(true);
    expect((await a.get(id)).body.cobranca.status).toBe('pendente');
    const again = await cancel(a, id);
    expect(again.status).toBe(200);
    expect(again.body.data.cobranca.status).toBe('cancelada');
    expect(await inFlight(a)).toBe(0);
  });

  it('a gateway that cannot remove the payment changes nothing (502) and leaves nothing in flight', async () => {
    const { a, id } = await asaasEntry();
    const { cobranca } = (await issue(a, id, { forma: 'pix' })).body.data;
    asaas.fail({ status: 503, match: (r) => r.method === 'DELETE' });
    const res = await cancel(a, id);
    expect(res.status).toBe(502);
    expect(asaas.payments.get(cobranca.id_externo)!.deleted).toBe(false);
    expect((await a.get(id)).body.cobranca.status).toBe('pendente');
    expect(await inFlight(a)).toBe(0);
    expect((await cancel(a, id)).status).toBe(200);
  });
});

describe('keyed requests on routes with gateway calls', () => {
  it('a keyed charge calls the gateway outside any transaction and replays its answer', async () => {
    const { a, id } = await asaasEntry();
    const refused = networkCallsRefused();
    const key = { 'idempotency-key': `k-${id}` };
    const first = await issue(a, id, { forma: 'boleto' }, key);
    expect(first.status).toBe(201);
    const replay = await issue(a, id, { forma: 'boleto' }, key);
    expect(replay.status).toBe(201);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body).toEqual(first.body);
    expect(made(id)).toHaveLength(1);
    expect(networkCallsRefused()).toBe(refused);
    // A keyed cancellation-free refusal is stored too: another key on a charged entry is 409, replayed.
    const other = await issue(a, id, { forma: 'boleto' }, { 'idempotency-key': `k2-${id}` });
    expect(other.status).toBe(409);
    expect((await issue(a, id, { forma: 'boleto' }, { 'idempotency-key': `k2-${id}` })).headers.get('idempotent-replayed')).toBe('true');
  });

  it('a keyed manual return ending in 409 charge_final keeps the history record it promises', async () => {
    const a = await financialAccount(t);
    const id = await receivable(a);
    expect((await issue(a, id, { forma: 'pix', gateway: 'manual' })).status).toBe(201);
    expect((await manualReturn(a, id, { status: 'paga', id_evento: 'pago-1' }, { 'idempotency-key': `r1-${id}` })).status).toBe(200);
    const key = { 'idempotency-key': `r2-${id}` };
    const res = await manualReturn(a, id, { status: 'vencida', id_evento: 'aviso-tarde' }, key);
    expect(res.status).toBe(409);
    expect(res.body.errors[0].code).toBe('charge_final');
    const history = (await a.history(id)).body;
    expect(history.data[0]).toMatchObject({
      acao: 'retorno_ignorado',
      alteracoes: [
        { campo: 'cobranca.status', de: 'paga', para: 'vencida' },
        { campo: 'id_evento_gateway', de: null, para: 'aviso-tarde' },
      ],
    });
    const replay = await manualReturn(a, id, { status: 'vencida', id_evento: 'aviso-tarde' }, key);
    expect(replay.status).toBe(409);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect((await a.history(id)).body.pagination.total_data).toBe(history.pagination.total_data);
  });

  it('a keyed manual return that applies stores its answer with the change', async () => {
    const a = await financialAccount(t);
    const id = await receivable(a);
    await issue(a, id, { forma: 'pix', gateway: 'manual' });
    const key = { 'idempotency-key': `r3-${id}` };
    const first = await manualReturn(a, id, { status: 'paga' }, key);
    expect(first.status).toBe(200);
    const replay = await manualReturn(a, id, { status: 'paga' }, key);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body).toEqual(first.body);
    expect((await a.history(id)).body.data.filter((h: { acao: string }) => h.acao === 'retorno_gateway')).toHaveLength(1);
  });
});

describe('a payment neither recorded nor removed (the record and the undo both failed)', () => {
  /** The record fails (trigger) and the gateway refuses the look-up and the removal (503): the payment stays live. */
  async function stranded(): Promise<{ a: FinancialAccount; id: number; paymentId: string }> {
    const { a, id } = await asaasEntry();
    asaas.fail({
      status: 503,
      times: Infinity,
      match: (r) => (r.method === 'DELETE' || r.method === 'GET') && r.path.startsWith('/v3/payments') && !r.path.includes('/pixQrCode'),
    });
    const trigger = await failWrites(t, 'financial_charges', 'INSERT', a.accountId);
    try {
      expect((await issue(a, id, { forma: 'pix' })).status).toBeGreaterThanOrEqual(400);
    } finally {
      await trigger.drop();
      asaas.clearFaults();
    }
    expect(live(id)).toHaveLength(1);
    expect(await recorded(a)).toBe(0);
    expect(await inFlight(a)).toBe(1);
    return { a, id, paymentId: live(id)[0].id };
  }

  it("paid by the payer, its return to the account's url_retorno records it as the entry's charge and pays the entry", async () => {
    const { a, id, paymentId } = await stranded();
    const res = await webhook(asaas.webhook('PAYMENT_RECEIVED', paymentId, { value: 250 }), WEBHOOK_TOKEN, await useAsaas(a));
    expect(res.status).toBe(200);
    expect(res.body.message).toMatch(/applied/);
    expect(await recorded(a)).toBe(1);
    expect(await inFlight(a)).toBe(0);
    expect((await a.get(id)).body).toMatchObject({
      pago: true,
      valorpago: 250,
      cobranca: expect.objectContaining({ status: 'paga', id_externo: paymentId }),
    });
  });

  it("the resolver records an open one as the entry's charge once the holder's time ran out", async () => {
    const { a, id, paymentId } = await stranded();
    const service = t.app.get(ChargeRecovery);
    // The lease was ended at once by the failed undo; the resolver takes it.
    expect(await service.resolveExpired()).toBeGreaterThanOrEqual(1);
    expect(await inFlight(a)).toBe(0);
    expect(await recorded(a)).toBe(1);
    expect(live(id).map((p) => p.id)).toEqual([paymentId]);
    expect((await a.get(id)).body.cobranca).toMatchObject({ status: 'pendente', id_externo: paymentId });
  });

  it('the resolver records a paid one as paga and pays the entry', async () => {
    const { a, id, paymentId } = await stranded();
    asaas.webhook('PAYMENT_RECEIVED', paymentId, { value: 250 });
    await t.app.get(ChargeRecovery).resolveExpired();
    expect(await inFlight(a)).toBe(0);
    expect((await a.get(id)).body).toMatchObject({
      pago: true,
      cobranca: expect.objectContaining({ status: 'paga', id_externo: paymentId }),
    });
  });

  it('the resolver removes an open one that no longer fits the entry (its value changed)', async () => {
    const { a, id } = await stranded();
    expect((await a.put(id, { valor: 300 })).status).toBe(200);
    await t.app.get(ChargeRecovery).resolveExpired();
    expect(live(id)).toHaveLength(0);
    expect(await recorded(a)).toBe(0);
    expect(await inFlight(a)).toBe(0);
  });

  it('the gateway still down, the resolver leaves the operation for its next run', async () => {
    const { a, id } = await stranded();
    asaas.fail({ status: 503, times: Infinity, match: (r) => r.method === 'GET' && r.path === '/v3/payments' });
    await t.app.get(ChargeRecovery).resolveExpired();
    expect(await inFlight(a)).toBe(1);
    expect(live(id)).toHaveLength(1);
    asaas.clearFaults();
    await t.app.get(ChargeRecovery).resolveExpired();
    expect(await inFlight(a)).toBe(0);
    expect(await recorded(a)).toBe(1);
  });
});

describe('a request whose hold on the entry ran out while the gateway answered', () => {
  it('removes its own payment when another request recorded another one, and answers 409 with Retry-After: live payments = charges = 1', async () => {
    const { a, id } = await asaasEntry();
    asaas.fail({ delayMs: 1500, match: (r) => r.method === 'POST' && r.path === '/v3/payments' });
    const first = issue(a, id, { forma: 'pix' });
    await until(() => made(id).length === 1, 10_000, 'the first payment request');
    // The first request stalls past its hold (as a paused process would): another takes the entry over.
    await t.app
      .get(DataSource)
      .getRepository(FinancialChargeOperation)
      .update({ entry_id: id, account_id: a.accountId }, { locked_until: new Date(Date.now() - 1000) });
    const second = await issue(a, id, { forma: 'pix' });
    expect(second.status).toBe(201);
    const lost = await first;
    expect(lost.status).toBe(409);
    expect(lost.body.errors[0].code).toBe('charge_in_progress');
    expect(lost.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(live(id)).toHaveLength(1);
    expect(live(id)[0]!.id).toBe(second.body.data.cobranca.id_externo);
    expect(await recorded(a)).toBe(1);
    expect(await inFlight(a)).toBe(0);
  });
});
