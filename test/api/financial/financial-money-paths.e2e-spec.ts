import { AsaasStandIn } from '../../support/asaas-stand-in';
import { chargeRequests, startChargeApp } from '../../support/charge-requests';
import { countRows, entryRows, notificationsOf } from '../../support/db-probes';
import { FinancialAccount, financialAccount } from '../../support/financial-factories';
import { TestApp } from '../../support/harness';

// The money paths of financial entries: which return applies to which charge, the charge's state
// machine (out-of-order gateway events included), parts that add up, scoped payment dates.
let t: TestApp;
let asaas: AsaasStandIn;
beforeAll(async () => {
  ({ t, asaas } = await startChargeApp());
});
afterAll(async () => {
  await t.close();
  await asaas.close();
});

const WEBHOOK_TOKEN = 'segredo-do-webhook-asaas-money-paths';
const { receivable, useAsaas, issue, cancel, manualReturn, webhook } = chargeRequests(() => t, WEBHOOK_TOKEN, 100);

async function manualCharge(a: FinancialAccount) {
  const id = await receivable(a);
  expect((await issue(a, id, { forma: 'pix' })).status).toBe(201);
  return id;
}

async function asaasCharge() {
  const a = await financialAccount(t);
  await useAsaas(a);
  const id = await receivable(a);
  const res = await issue(a, id, { forma: 'boleto' });
  expect(res.status).toBe(201);
  return { a, id, payment: res.body.data.cobranca.id_externo as string };
}

const chargeStatus = async (a: FinancialAccount, id: number) => (await a.get(id)).body.cobranca.status as string;

describe('a repeated return is recognised per charge, never account-wide', () => {
  it("the same manual reference on another entry's charge applies there (200, paid, history, notification)", async () => {
    const a = await financialAccount(t);
    const first = await manualCharge(a);
    const second = await manualCharge(a);
    const body = { status: 'paga', valor_pago: 100, data_pagamento: '2026-11-25', id_evento: 'r1' };
    expect((await manualReturn(a, first, body)).status).toBe(200);
    const notes = (await notificationsOf(t, a.accountId)).length;
    const res = await manualReturn(a, second, body);
    expect(res.status).toBe(200);
    expect(res.body.message).not.toMatch(/already/);
    expect(res.body.data).toMatchObject({
      id: second,
      pago: true,
      datapagamento: '2026-11-25',
      valorpago: 100,
      cobranca: expect.objectContaining({ status: 'paga' }),
    });
    expect((await a.history(second)).body.data[0]).toMatchObject({ acao: 'retorno_gateway' });
    expect((await notificationsOf(t, a.accountId)).at(-1)).toEqual({
      event: 'financial_entry_updated',
      payload: [expect.objectContaining({ id: second, pago: true })],
    });
    expect((await notificationsOf(t, a.accountId)).length).toBe(notes + 1);
    // On the same charge the reference is a repeat: nothing changes.
    const history = (await a.history(second)).body.pagination.total_data;
    const again = await manualReturn(a, second, body);
    expect(again.status).toBe(200);
    expect(again.body.message).toMatch(/already applied/);
    expect((await a.history(second)).body.pagination.total_data).toBe(history);
  });

  it('a new charge of the same entry takes a reference its cancelled charge had seen', async () => {
    const a = await financialAccount(t);
    const id = await manualCharge(a);
    expect((await manualReturn(a, id, { status: 'vencida', id_evento: 'aviso-1' })).status).toBe(200);
    expect((await cancel(a, id)).status).toBe(200);
    expect((await issue(a, id, { forma: 'boleto' })).status).toBe(201);
    const res = await manualReturn(a, id, { status: 'vencida', id_evento: 'aviso-1' });
    expect(res.status).toBe(200);
    expect(res.body.data.cobranca.status).toBe('vencida');
  });

  it('the same Asaas event sent twice is applied once; each charge keeps its own events', async () => {
    const one = await asaasCharge();
    const two = await asaasCharge();
    const body = asaas.webhook('PAYMENT_RECEIVED', one.payment, { value: 100 });
    expect((await webhook(body)).status).toBe(200);
    const rows = await entryRows(t, one.a.accountId);
    const again = await webhook(body);
    expect(again.status).toBe(200);
    expect(again.body.message).toMatch(/already applied/);
    expect(await entryRows(t, one.a.accountId)).toEqual(rows);
    // An event for the other charge applies there, in its own account.
    expect((await webhook(asaas.webhook('PAYMENT_RECEIVED', two.payment, { value: 100 }))).status).toBe(200);
    expect((await two.a.get(two.id)).body).toMatchObject({ pago: true, cobranca: expect.objectContaining({ status: 'paga' }) });
  });
});

describe('a charge only moves forward', () => {
  it('manual: vencida after paga is 409 charge_final, changes nothing and is recorded as ignored', async () => {
    const a = await financialAccount(t);
    const id = await manualCharge(a);
    expect((await manualReturn(a, id, { status: 'paga', id_evento: 'p1' })).status).toBe(200);
    const rows = await entryRows(t, a.accountId);
    const notes = (await notificationsOf(t, a.accountId)).length;
    const res = await manualReturn(a, id, { status: 'vencida', id_evento: 'v1' });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      status: 'error',
      errors: [{ field: 'status', code: 'charge_final', message: expect.stringContaining('paga') }],
    });
    expect(await entryRows(t, a.accountId)).toEqual(rows);
    expect(await chargeStatus(a, id)).toBe('paga');
    expect((await notificationsOf(t, a.accountId)).length).toBe(notes);
    const [ignored] = (await a.history(id)).body.data;
    expect(ignored).toMatchObject({
      acao: 'retorno_ignorado',
      alteracoes: [
        { campo: 'cobranca.status', de: 'paga', para: 'vencida' },
        { campo: 'id_evento_gateway', de: null, para: 'v1' },
      ],
    });
    // Sent again: still 409, recorded once.
    const history = (await a.history(id)).body.pagination.total_data;
    expect((await manualReturn(a, id, { status: 'vencida', id_evento: 'v1' })).status).toBe(409);
    expect((await a.history(id)).body.pagination.total_data).toBe(history);
    // The entry is not stuck: a refund is still possible.
    expect((await manualReturn(a, id, { status: 'estornada' })).body.data).toMatchObject({
      pago: false,
      cobranca: expect.objectContaining({ status: 'estornada' }),
    });
    expect((await manualReturn(a, id, { status: 'paga' })).status).toBe(409);
    expect((await issue(a, id, { forma: 'pix' })).status).toBe(201);
  });

  it('manual: paga on a charge cancelled with DELETE is 409 charge_final; the entry stays unpaid and chargeable', async () => {
    const a = await financialAccount(t);
    const id = await manualCharge(a);
    expect((await cancel(a, id)).status).toBe(200);
    const res = await manualReturn(a, id, { status: 'paga', id_evento: 'tarde' });
    expect(res.status).toBe(409);
    expect(res.body.errors[0].code).toBe('charge_final');
    expect((await a.get(id)).body).toMatchObject({ pago: false, cobranca: expect.objectContaining({ status: 'cancelada' }) });
    expect((await a.history(id)).body.data[0].acao).toBe('retorno_ignorado');
    expect((await a.put(id, { pago: true })).status).toBe(200);
  });

  it('manual: pendente → vencida → paga moves forward; a return with the status it has changes nothing', async () => {
    const a = await financialAccount(t);
    const id = await manualCharge(a);
    expect((await manualReturn(a, id, { status: 'vencida' })).body.data.cobranca.status).toBe('vencida');
    const same = await manualReturn(a, id, { status: 'vencida' });
    expect(same.status).toBe(200);
    expect(same.body.message).toMatch(/already vencida/);
    expect((await manualReturn(a, id, { status: 'paga' })).body.data).toMatchObject({
      pago: true,
      cobranca: expect.objectContaining({ status: 'paga' }),
    });
    expect((await cancel(a, id)).body.errors[0].code).toBe('no_open_charge');
  });

  it('Asaas: PAYMENT_OVERDUE after PAYMENT_RECEIVED is acknowledged (200), changes nothing, is recorded as ignored', async () => {
    const { a, id, payment } = await asaasCharge();
    const overdue = asaas.webhook('PAYMENT_OVERDUE', payment);
    const received = asaas.webhook('PAYMENT_RECEIVED', payment, { value: 100 });
    expect((await webhook(received)).status).toBe(200);
    const rows = await entryRows(t, a.accountId);
    const res = await webhook(overdue);
    expect(res.status).toBe(200);
    expect(res.body.message).toMatch(/ignored/);
    expect(await entryRows(t, a.accountId)).toEqual(rows);
    expect(await chargeStatus(a, id)).toBe('paga');
    expect((await a.history(id)).body.data[0]).toMatchObject({
      acao: 'retorno_ignorado',
      usuario: { id_token: null, nome: 'gateway asaas' },
    });
    // The entry is not stuck in an issued charge.
    expect((await a.put(id, { observacoes: 'conferido' })).status).toBe(200);
    // Resent: 200 again, no second record.
    const history = (await a.history(id)).body.pagination.total_data;
    expect((await webhook(overdue)).status).toBe(200);
    expect((await a.history(id)).body.pagination.total_data).toBe(history);
  });

  it('Asaas: PAYMENT_RECEIVED after PAYMENT_DELETED (a charge cancelled) is ignored; the entry stays unpaid', async () => {
    const { a, id, payment } = await asaasCharge();
    expect((await webhook(asaas.webhook('PAYMENT_DELETED', payment))).status).toBe(200);
    expect(await chargeStatus(a, id)).toBe('cancelada');
    const res = await webhook(asaas.webhook('PAYMENT_RECEIVED', payment, { value: 100 }));
    expect(res.status).toBe(200);
    expect((await a.get(id)).body).toMatchObject({ pago: false, cobranca: expect.objectContaining({ status: 'cancelada' }) });
    expect(await countRows(t, 'financial_history', a.accountId)).toBeGreaterThan(0);
    expect((await a.history(id)).body.data[0].acao).toBe('retorno_ignorado');
  });

  it('Asaas: PAYMENT_OVERDUE then PAYMENT_RECEIVED (in order) pays; PAYMENT_RESTORED after payment is ignored', async () => {
    const { a, id, payment } = await asaasCharge();
    expect((await webhook(asaas.webhook('PAYMENT_OVERDUE', payment))).status).toBe(200);
    expect(await chargeStatus(a, id)).toBe('vencida');
    expect((await webhook(asaas.webhook('PAYMENT_RECEIVED', payment, { value: 100 }))).status).toBe(200);
    expect((await a.get(id)).body).toMatchObject({ pago: true, cobranca: expect.objectContaining({ status: 'paga' }) });
    expect((await webhook(asaas.webhook('PAYMENT_RESTORED', payment))).status).toBe(200);
    expect((await a.get(id)).body).toMatchObject({ pago: true, cobranca: expect.objectContaining({ status: 'paga' }) });
  });
});

describe('the manual return body is validated as every body is', () => {
  it('names the field and uses the usual codes', async () => {
    const a = await financialAccount(t);
    const id = await manualCharge(a);
    const rows = await entryRows(t, a.accountId);
    const cases: [unknown, string, string][] = [
      [{ status: 'paga', valor_pago: -1 }, 'valor_pago', 'min'],
      [{ status: 'paga', valor_pago: 1.005 }, 'valor_pago', 'max_decimal_places'],
      [{ status: 'paga', valor_pago: 1e-7 }, 'valor_pago', 'max_decimal_places'],
      [{ status: 'paga', valor_pago: '1e1' }, 'valor_pago', 'is_number'],
      [{ status: 'paga', data_pagamento: '2026-02-30' }, 'data_pagamento', 'invalid_date'],
      [{ status: 'vencida', valor_pago: 10 }, 'valor_pago', 'not_applicable'],
      [{ status: 'talvez' }, 'status', 'is_in'],
      [{ valor_pago: 10 }, 'status', 'required'],
      [{ status: 'paga', id_evento: '   ' }, 'id_evento', 'required'],
      [{ status: 'paga', id_evento: 'x'.repeat(101) }, 'id_evento', 'max_length'],
    ];
    for (const [body, field, code] of cases) {
      const res = await manualReturn(a, id, body);
      expect({ body, status: res.status }).toEqual({ body, status: 400 });
      expect(res.body.errors).toEqual(expect.arrayContaining([expect.objectContaining({ field, code })]));
    }
    expect((await manualReturn(a, id, [])).status).toBe(400);
    // An unknown field is refused under Prefer: handling=strict (by default it is ignored).
    const strict = await t.request('POST', `/api/v1/financial/${id}/charge/return`, {
      token: a.token,
      body: { status: 'paga', extra: 1 },
      headers: { prefer: 'handling=strict' },
    });
    expect(strict.status).toBe(400);
    expect(strict.body.errors).toEqual([expect.objectContaining({ field: 'extra', code: 'unknown_field' })]);
    expect(await entryRows(t, a.accountId)).toEqual(rows);
    // A whole number as id_evento is read as its digits.
    expect((await manualReturn(a, id, { status: 'vencida', id_evento: 881 })).status).toBe(200);
    expect((await manualReturn(a, id, { status: 'vencida', id_evento: '881' })).body.message).toMatch(/already applied/);
  });
});

describe('gateway settings and the gateway webhook', () => {
  it('manual shows its true return URL and padrao while it is the effective default', async () => {
    const a = await financialAccount(t);
    const manual = await t.request('GET', '/api/v1/financial/gateways/manual', { token: a.token });
    expect(manual.status).toBe(200);
    expect(manual.body).toMatchObject({ gateway: 'manual', padrao: true, url_retorno: '/api/v1/financial/{id}/charge/return' });
    // Asaas has no return URL until its settings are first saved: then one of the account's own.
    expect((await t.request('GET', '/api/v1/financial/gateways/asaas', { token: a.token })).body).toMatchObject({
      padrao: false,
      url_retorno: null,
    });
    const put = await t.request('PUT', '/api/v1/financial/gateways/asaas', { token: a.token, body: { padrao: true } });
    expect(put.body.data.padrao).toBe(true);
    expect(put.body.data.url_retorno).toMatch(/^\/api\/v1\/financial\/gateway\/asaas\/[\w-]{32}$/);
    expect((await t.request('GET', '/api/v1/financial/gateways/manual', { token: a.token })).body.padrao).toBe(false);
    // Turning asaas off as default makes manual the effective default again.
    expect((await t.request('PUT', '/api/v1/financial/gateways/asaas', { token: a.token, body: { padrao: false } })).body.data.padrao).toBe(
      false,
    );
    expect((await t.request('GET', '/api/v1/financial/gateways/manual', { token: a.token })).body.padrao).toBe(true);
  });

  it('a body that is not an event is 400 after the token check; an unknown payment is acknowledged', async () => {
    const { a } = await asaasCharge();
    const rows = await entryRows(t, a.accountId);
    for (const body of [[], {}, { foo: 1 }, { id: 'evt_1' }, 'texto']) {
      expect({ body, status: (await webhook(body, null)).status }).toEqual({ body, status: 401 });
      expect({ body, status: (await webhook(body, 'token-de-ninguem')).status }).toEqual({ body, status: 401 });
      const res = await webhook(body);
      expect({ body, status: res.status }).toEqual({ body, status: 400 });
      expect(res.body).toMatchObject({ status: 'error', errors: [expect.objectContaining({ code: 'invalid_payload' })] });
    }
    const unknown = {
      id: 'evt_x',
      event: 'PAYMENT_RECEIVED',
      dateCreated: '2030-06-10 10:00:00',
      payment: { object: 'payment', id: 'pay_desconhecido', status: 'RECEIVED', value: 10 },
    };
    expect((await webhook(unknown, 'token-de-ninguem')).status).toBe(401);
    expect((await webhook(unknown)).status).toBe(200);
    expect(await entryRows(t, a.accountId)).toEqual(rows);
  });
});

describe('parts that add up', () => {
  it('apportions 0.02 in four parts of 25 % as 0.01, 0.01, 0, 0: none negative, the sum exact', async () => {
    const a = await financialAccount(t);
    const rateio = a.costCenters.slice(0, 4).map((id: number) => ({ id_centro_custo: id, percentual: 25 }));
    expect(rateio).toHaveLength(4);
    const res = await a.post({ tipo: 'despesa', descricao: 'r', valor: 0.02, data_vencimento: '2027-01-10', rateio });
    expect(res.status).toBe(201);
    expect(res.body.data[0].rateio.map((p: { valor: number }) => p.valor)).toEqual([0.01, 0.01, 0, 0]);
    expect((await a.get(res.body.data[0].id)).body.rateio.map((p: { valor: number }) => p.valor)).toEqual([0.01, 0.01, 0, 0]);
  });

  it('splits a plan of 0.10 in 4 installments as 0.03, 0.03, 0.02, 0.02', async () => {
    const a = await financialAccount(t);
    const res = await a.post({ tipo: 'receita', descricao: 'plano', valor: 0.1, data_vencimento: '2027-01-31', parcelas: 4 });
    expect(res.status).toBe(201);
    expect(res.body.data.map((e: { valor: number }) => e.valor)).toEqual([0.03, 0.03, 0.02, 0.02]);
  });
});

describe('scoped pago: true keeps the payment dates the other installments have', () => {
  it('sets today on the entry addressed and on installments without a date; keeps a planned one', async () => {
    const a = await financialAccount(t);
    const plan = (
      await a.post({ tipo: 'receita', descricao: 'plano', valor: 300, data_vencimento: '2027-01-10', parcelas: 3 })
    ).body.data.map((e: { id: number }) => e.id);
    expect((await a.put(plan[2], { datapagamento: '2027-03-15' })).status).toBe(200);
    const res = await a.put(plan[0], { pago: true, escopo: 'todos' });
    expect(res.status).toBe(200);
    const today = res.body.data.datapagamento as string;
    expect(today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((await a.get(plan[1])).body).toMatchObject({ pago: true, datapagamento: today });
    expect((await a.get(plan[2])).body).toMatchObject({ pago: true, datapagamento: '2027-03-15' });
  });
});

describe('IDs of the financial family are digits only', () => {
  it('path and list filters: 0x1, %2B1, %201, 1.0, 1e1, -1, 0, 2147483648 are 400', async () => {
    const a = await financialAccount(t);
    const id = await receivable(a);
    for (const bad of ['0x1', '%2B1', '%201', '1.0', '1e1', '-1', '0', '2147483648']) {
      const view = await t.request('GET', `/api/v1/financial/${bad}`, { token: a.token });
      expect({ bad, status: view.status, code: view.body.errors?.[0]?.code }).toEqual({ bad, status: 400, code: 'invalid_id' });
      for (const filter of ['idevento', 'id_cliente', 'id_categoria', 'idparcelamento']) {
        const res = await t.request('GET', `/api/v1/financial?${filter}=${bad}`, { token: a.token });
        expect({ bad, filter, status: res.status, field: res.body.errors?.[0]?.field }).toEqual({
          bad,
          filter,
          status: 400,
          field: filter,
        });
      }
    }
    expect(
      (await t.request('GET', `/api/v1/financial?id_cliente=${a.client.id}`, { token: a.token })).body.data.map(
        (e: { id: number }) => e.id,
      ),
    ).toEqual([id]);
  });
});
