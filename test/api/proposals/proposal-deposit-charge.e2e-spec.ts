import { dateInZone } from '../../../src/common/dates';
import { AsaasStandIn } from '../../support/asaas-stand-in';
import { chargeRequests, startChargeApp } from '../../support/charge-requests';
import { countRows } from '../../support/db-probes';
import { financialAccount } from '../../support/financial-factories';
import { TestApp } from '../../support/harness';
import { orderFactories } from '../../support/order-factories';
import { openPage, postForm, visibleText } from '../../support/proposal-page';

// The deposit's charge of an accepted proposal, through the Asaas stand-in: issued after the
// booking committed, shown on the confirmation page; a gateway failure leaves the booking whole.
let t: TestApp;
let asaas: AsaasStandIn;
beforeAll(async () => {
  ({ t, asaas } = await startChargeApp({ PROPOSAL_ANSWERS_PER_MINUTE: '1000' }));
});
afterAll(async () => {
  await t.close();
  await asaas.close();
});

const { useAsaas } = chargeRequests(() => t, 'segredo-do-webhook-asaas-propostas-0123', 100);
// Days from today in the account's time zone (the service's today), not UTC's: they differ for three hours each night.
const inDays = (days: number) => dateInZone(new Date(Date.now() + days * 86_400_000));

/** An account on Asaas with a proposal of 1,000.00 whose terms charge a 20 % deposit by Pix. */
async function proposal(terms: Record<string, unknown> = {}) {
  const a = await financialAccount(t);
  await useAsaas(a);
  const product = await orderFactories(t, a.accountId).product({ valor: 1000 });
  const budget = (
    await t.request('POST', '/api/v1/budgets', {
      token: a.token,
      body: {
        id_cliente: a.client.id,
        nome_evento: 'Casamento',
        data_evento: inDays(90),
        entrada_percentual: 20,
        parcelas: 2,
        forma_pagamento: 'pix',
        cobrar_entrada: true,
        itens: [{ idproduto: product.id, tipo: 'produto' }],
        ...terms,
      },
    })
  ).body.data;
  const link = budget.link_proposta as string;
  const page = await openPage(t, link);
  return { a, budget, link, fields: { nome: 'Maria da Silva', cpf: '52998224725', aceite: 'sim', ...page.form! } };
}

describe("an accepted proposal's deposit", () => {
  it('is charged through the gateway after the booking committed, and its Pix code is on the confirmation page', async () => {
    const { a, budget, link, fields } = await proposal();
    const paymentsBefore = asaas.requestsTo('POST', '/v3/payments').length;
    expect((await postForm(t, `${link}/aceitar`, fields)).status).toBe(303);
    const payments = asaas.requestsTo('POST', '/v3/payments').slice(paymentsBefore);
    expect(payments).toHaveLength(1);
    expect(payments[0].json).toMatchObject({ value: 200, billingType: 'PIX' });

    const aceite = (await t.request('GET', `/api/v1/budgets/${budget.id}`, { token: a.token })).body.aceite;
    const deposit = (await a.get(aceite.id_lancamento_entrada)).body;
    expect(deposit).toMatchObject({ valor: 200, forma_pagamento: 'pix', cobranca: { gateway: 'asaas', forma: 'pix', status: 'pendente' } });
    const page = visibleText((await openPage(t, link)).html);
    expect(page).toContain('Proposta aceita');
    expect(page).toContain('Pix copia e cola:');
    expect(page).toContain(deposit.cobranca.pix_copia_e_cola);
  });

  it('is not charged when the terms do not ask for it', async () => {
    const { link, fields } = await proposal({ cobrar_entrada: false });
    const before = asaas.requestsTo('POST', '/v3/payments').length;
    expect((await postForm(t, `${link}/aceitar`, fields)).status).toBe(303);
    expect(asaas.requestsTo('POST', '/v3/payments').length).toBe(before);
    expect(visibleText((await openPage(t, link)).html)).toContain('A empresa enviará a cobrança da entrada.');
  });

  it('leaves the booking whole when the gateway fails: no charge, the page says the company will send it', async () => {
    const { a, budget, link, fields } = await proposal();
    asaas.fail({ status: 503, match: (r) => r.method === 'POST' && r.path === '/v3/payments', times: Infinity });
    try {
      expect((await postForm(t, `${link}/aceitar`, fields)).status).toBe(303);
    } finally {
      asaas.clearFaults();
    }
    const view = (await t.request('GET', `/api/v1/budgets/${budget.id}`, { token: a.token })).body;
    expect(view.status).toBe('APROVADO');
    expect((await a.get(view.aceite.id_lancamento_entrada)).body.cobranca).toBeNull();
    expect(await countRows(t, 'orders', a.accountId)).toBe(1);
    expect(visibleText((await openPage(t, link)).html)).toContain('A empresa enviará a cobrança da entrada.');
    // The company issues it later, as for any receivable.
    const issued = await t.request('POST', `/api/v1/financial/${view.aceite.id_lancamento_entrada}/charge`, {
      token: a.token,
      body: { forma: 'pix' },
    });
    expect(issued.status).toBe(201);
  });
});
