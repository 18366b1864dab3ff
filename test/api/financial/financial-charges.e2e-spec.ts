import { AsaasStandIn } from '../../support/asaas-stand-in';
import { chargeRequests, startChargeApp } from '../../support/charge-requests';
import { countRows, entryRows, expectTotalsKept, notificationsOf } from '../../support/db-probes';
import { financialAccount } from '../../support/financial-factories';
import { TestApp } from '../../support/harness';

let t: TestApp;
let asaas: AsaasStandIn;
beforeAll(async () => {
  ({ t, asaas } = await startChargeApp());
});
afterAll(async () => {
  await t.close();
  await asaas.close();
});

const WEBHOOK_TOKEN = 'segredo-do-webhook-asaas-0123456789';
const { receivable, useAsaas, issue, cancel, manualReturn, webhook } = chargeRequests(() => t, WEBHOOK_TOKEN, 1500);

async function asaasAccount() {
  const a = await financialAccount(t);
  await useAsaas(a);
  return a;
}

describe('charges through the manual gateway', () => {
  it('issues a manual charge with its outside reference, records history and financial_entry_updated', async () => {
    const a = await financialAccount(t);
    const id = await receivable(a);
    const res = await issue(a, id, { forma: 'boleto', id_externo: 'BOLETO-42' });
    expect(res.status).toBe(201);
    expect(res.body.data.cobranca).toEqual({
      id: expect.any(Number),
      gateway: 'manual',
      forma: 'boleto',
      status: 'pendente',
      id_externo: 'BOLETO-42',
      link: null,
      linha_digitavel: null,
      pix_copia_e_cola: null,
      valor: 1500,
      data_vencimento: '2030-06-10',
    });
    expect((await a.history(id)).body.data[0]).toMatchObject({
      acao: 'cobranca_emitida',
      alteracoes: [{ campo: 'cobranca', de: null, para: expect.objectContaining({ id_externo: 'BOLETO-42' }) }],
    });
    const last = (await notificationsOf(t, a.accountId)).at(-1)!;
    expect(last.event).toBe('financial_entry_updated');
    expect(last.payload).toEqual([expect.objectContaining({ id, cobranca: expect.objectContaining({ status: 'pendente' }) })]);
    expect(last.payload[0]).not.toHaveProperty('parcelas');
    // A second charge while one is open, a despesa, a paid entry: 409.
    expect((await issue(a, id, { forma: 'pix' })).body.errors[0].code).toBe('charge_issued');
    const despesa = (await a.post({ tipo: 'despesa', descricao: 'x', valor: 1, data_vencimento: '2030-01-01' })).body.data[0].id;
    expect((await issue(a, despesa, { forma: 'pix' })).body.errors[0].code).toBe('not_receivable');
    const paid = await receivable(a, { pago: true });
    expect((await issue(a, paid, { forma: 'pix' })).body.errors[0].code).toBe('already_paid');
    expect((await issue(a, id, { forma: 'cheque' })).status).toBe(400);
  });

  it('records a manual return: paga sets pago, datapagamento and valorpago; the same id_evento twice changes nothing the second time', async () => {
    const a = await financialAccount(t);
    const id = await receivable(a);
    await issue(a, id, { forma: 'pix' });
    const notes = (await notificationsOf(t, a.accountId)).length;
    const body = { status: 'paga', valor_pago: 1490.5, data_pagamento: '2030-06-09', id_evento: 'recibo-1' };
    const res = await manualReturn(a, id, body);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      pago: true,
      status: 'pago',
      datapagamento: '2030-06-09',
      valorpago: 1490.5,
      cobranca: expect.objectContaining({ status: 'paga' }),
    });
    const history = await a.history(id);
    expect(history.body.data[0]).toMatchObject({ acao: 'retorno_gateway', usuario: { nome: 'default' } });
    const again = await manualReturn(a, id, body);
    expect(again.status).toBe(200);
    expect(again.body.message).toMatch(/already applied/);
    expect((await a.history(id)).body.pagination.total_data).toBe(history.body.pagination.total_data);
    expect((await notificationsOf(t, a.accountId)).length).toBe(notes + 1);
    expect((await a.list({ status: 'pago' })).body.totais.recebido).toBe(1490.5);
    await expectTotalsKept(t, a.accountId);
    // estornada undoes the payment.
    const refund = await manualReturn(a, id, { status: 'estornada', id_evento: 'estorno-1' });
    expect(refund.body.data).toMatchObject({ pago: false, valorpago: null, cobranca: expect.objectContaining({ status: 'estornada' }) });
    expect((await a.list({ status: 'pago' })).body.totais.recebido).toBe(0);
    expect((await a.list({ tipo: 'receita' })).body.totais.a_receber).toBe(Number(refund.body.data.valor));
    await expectTotalsKept(t, a.accountId);
    expect((await manualReturn(a, id, { status: 'talvez' })).status).toBe(400);
  });

  it('cancels an open charge (then rule 3 no longer applies); a second cancel is 409', async () => {
    const a = await financialAccount(t);
    const id = await receivable(a);
    await issue(a, id, { forma: 'pix' });
    expect((await a.put(id, { valor: 10 })).status).toBe(409);
    const res = await cancel(a, id);
    expect(res.status).toBe(200);
    expect(res.body.data.cobranca.status).toBe('cancelada');
    expect((await cancel(a, id)).body.errors[0].code).toBe('no_open_charge');
    expect((await a.put(id, { valor: 10 })).status).toBe(200);
    expect((await issue(a, id, { forma: 'pix' })).status).toBe(201);
  });

  it('keeps charges of other accounts out of reach (404) and needs the token', async () => {
    const a = await financialAccount(t);
    const b = await financialAccount(t);
    const id = await receivable(b);
    expect((await issue(a, id, { forma: 'pix' })).status).toBe(404);
    await issue(b, id, { forma: 'pix' });
    expect((await cancel(a, id)).status).toBe(404);
    expect((await manualReturn(a, id, { status: 'paga' })).status).toBe(404);
    expect((await t.request('POST', `/api/v1/financial/${id}/charge`, { body: { forma: 'pix' } })).status).toBe(401);
    expect((await entryRows(t, b.accountId))[0].pago).toBeFalsy();
  });
});

describe('gateway settings', () => {
  it('stores asaas settings with write-only secrets and one default gateway per account', async () => {
    const a = await financialAccount(t);
    const token = 'segredo-webhook-de-32-caracteres-no-minimo';
    const put = await t.request('PUT', '/api/v1/financial/gateways/asaas', {
      token: a.token,
      body: { api_key: '$aact_hmlg_segredo', webhook_token: token, padrao: true },
    });
    expect(put.status).toBe(200);
    expect(put.text).not.toContain('segredo');
    expect(put.body.data).toMatchObject({
      gateway: 'asaas',
      padrao: true,
      api_key_configurada: true,
      webhook_token_configurado: true,
      url_retorno: expect.stringMatching(/^\/api\/v1\/financial\/gateway\/asaas\/[\w-]{32}$/),
    });
    expect(put.body.data).not.toHaveProperty('webhook_token_gerado');
    await t.request('PUT', '/api/v1/financial/gateways/manual', { token: a.token, body: { padrao: true } });
    const view = await t.request('GET', '/api/v1/financial/gateways/asaas', { token: a.token });
    expect(view.body).toMatchObject({ padrao: false, api_key_configurada: true, url_retorno: put.body.data.url_retorno });
    expect(JSON.stringify(view.body)).not.toContain(token);
    expect((await t.request('PUT', '/api/v1/financial/gateways/manual', { token: a.token, body: { api_key: 'x' } })).status).toBe(400);
    expect((await t.request('GET', '/api/v1/financial/gateways/paypal', { token: a.token })).status).toBe(404);
    const other = await financialAccount(t);
    expect((await t.request('GET', '/api/v1/financial/gateways/asaas', { token: other.token })).body).toMatchObject({
      api_key_configurada: false,
      padrao: false,
      url_retorno: null,
    });
  });
});

describe('charges through Asaas (local stand-in) and its webhook', () => {
  it("issues a PIX charge at Asaas for the entry's client and applies PAYMENT_RECEIVED once", async () => {
    const a = await asaasAccount();
    const id = await receivable(a);
    const res = await issue(a, id, { forma: 'pix' });
    expect(res.status).toBe(201);
    const cobranca = res.body.data.cobranca;
    expect(cobranca).toMatchObject({ gateway: 'asaas', status: 'pendente', valor: 1500 });
    expect(asaas.payments.get(cobranca.id_externo)).toMatchObject({ value: 1500, dueDate: '2030-06-10', billingType: 'PIX' });

    const body = asaas.webhook('PAYMENT_RECEIVED', cobranca.id_externo, { value: 1500 });
    const notes = (await notificationsOf(t, a.accountId)).length;
    const ok = await webhook(body);
    expect(ok.status).toBe(200);
    const view = (await a.get(id)).body;
    expect(view).toMatchObject({ pago: true, status: 'pago', valorpago: 1500, cobranca: expect.objectContaining({ status: 'paga' }) });
    const history = (await a.history(id)).body;
    expect(history.data[0]).toMatchObject({ acao: 'retorno_gateway', usuario: { id_token: null, nome: 'gateway asaas' } });
    const after = await notificationsOf(t, a.accountId);
    expect(after).toHaveLength(notes + 1);
    expect(after.at(-1)).toEqual({
      event: 'financial_entry_updated',
      payload: [expect.objectContaining({ id, pago: true, status: 'pago' })],
    });

    // The same event again: 200, nothing changes, no second history record or notification.
    const rows = await entryRows(t, a.accountId);
    expect((await webhook(body)).status).toBe(200);
    expect(await entryRows(t, a.accountId)).toEqual(rows);
    expect((await a.history(id)).body.pagination.total_data).toBe(history.pagination.total_data);
    expect(await notificationsOf(t, a.accountId)).toHaveLength(notes + 1);
  });

  it('refuses a return with a wrong or missing asaas-access-token (401) and changes nothing', async () => {
    const a = await asaasAccount();
    const id = await receivable(a);
    const { cobranca } = (await issue(a, id, { forma: 'boleto' })).body.data;
    const rows = await entryRows(t, a.accountId);
    const history = await countRows(t, 'financial_history', a.accountId);
    const body = asaas.webhook('PAYMENT_RECEIVED', cobranca.id_externo);
    for (const token of ['errado', null]) {
      const res = await webhook(body, token);
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ status: 'error', errors: [expect.objectContaining({ code: 'unauthorized' })] });
    }
    expect(await entryRows(t, a.accountId)).toEqual(rows);
    expect(await countRows(t, 'financial_history', a.accountId)).toBe(history);
    expect(await countRows(t, 'financial_gateway_events', a.accountId)).toBe(0);
    // Another account's webhook token does not open this account's charges.
    const b = await financialAccount(t);
    await t.request('PUT', '/api/v1/financial/gateways/asaas', { token: b.token, body: { webhook_token: 'token-de-outra-conta' } });
    expect((await webhook(body, 'token-de-outra-conta')).status).toBe(401);
  });

  it('acknowledges a return for a charge it does not know (200) and changes nothing', async () => {
    const a = await asaasAccount();
    const id = await receivable(a);
    await issue(a, id, { forma: 'pix' });
    const rows = await entryRows(t, a.accountId);
    const res = await webhook({
      id: 'evt_x',
      event: 'PAYMENT_RECEIVED',
      dateCreated: '2030-06-10 10:00:00',
      payment: { object: 'payment', id: 'pay_desconhecido', status: 'RECEIVED', value: 10 },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toMatch(/no charge/);
    expect(await entryRows(t, a.accountId)).toEqual(rows);
  });

  it('marks the charge vencida on PAYMENT_OVERDUE (still an issued charge: rule 3 holds) and cancels at Asaas on DELETE', async () => {
    const a = await asaasAccount();
    const id = await receivable(a);
    const { cobranca } = (await issue(a, id, { forma: 'boleto' })).body.data;
    expect((await webhook(asaas.webhook('PAYMENT_OVERDUE', cobranca.id_externo))).status).toBe(200);
    expect((await a.get(id)).body.cobranca.status).toBe('vencida');
    expect((await a.put(id, { valor: 1 })).status).toBe(409);
    const res = await cancel(a, id);
    expect(res.status).toBe(200);
    expect(asaas.requestsTo('DELETE', `/v3/payments/${cobranca.id_externo}`)).toHaveLength(1);
  });

  it('answers 422 when Asaas needs a customer and 502 when Asaas fails, recording nothing', async () => {
    const a = await asaasAccount();
    const noClient = await receivable(a, { id_cliente: null });
    const res = await issue(a, noClient, { forma: 'pix' });
    expect(res.status).toBe(422);
    expect(res.body.errors[0].code).toBe('customer_required');
    const id = await receivable(a);
    asaas.fail({ status: 503, times: Infinity, match: (r) => r.method === 'POST' });
    try {
      const down = await issue(a, id, { forma: 'pix' });
      expect(down.status).toBe(502);
      expect(down.body.errors[0].code).toBe('gateway_unavailable');
    } finally {
      asaas.reset();
    }
    expect(await countRows(t, 'financial_charges', a.accountId)).toBe(0);
  });
});
