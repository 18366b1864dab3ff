import { request as httpRequest } from 'node:http';

import { Logger, LoggerService } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';

import { Env, validateEnv } from '../../../src/config/env';
import { asaasConnectionOf, asaasCustomerReference, AsaasGateway } from '../../../src/modules/financial/charges/gateways/asaas.gateway';
import { ASAAS_USER_AGENT } from '../../../src/modules/financial/charges/gateways/asaas-client';
import {
  ChargeCustomer,
  ChargeRequest,
  GatewayError,
  GatewaySettings,
} from '../../../src/modules/financial/charges/gateways/payment-gateway';
import { AsaasStandIn, asaasWebhookBody } from '../../support/asaas-stand-in';
import { freePort } from '../../support/processes';

/**
 * AsaasGateway against the local Asaas stand-in (test/support/asaas-stand-in.ts): real HTTP on
 * 127.0.0.1, no network reaches Asaas.
 */

// Nest's ConfigService reads process.env for keys the validated config leaves unset: a key the
// developer exported must not turn the "no key" cases into real ones.
delete process.env.ASAAS_API_KEY;

const DUE = '2099-12-10';
const WEBHOOK_TOKEN = 'whk_9f2c1e7d-token-of-the-account-0123456789';
let seq = 1000;

const ACCOUNT = 7;
const customer = (over: Partial<ChargeCustomer> = {}): ChargeCustomer => ({
  accountId: ACCOUNT,
  id: ++seq,
  nome: 'Maria da Silva Eventos',
  documento: '52998224725',
  email: 'maria@example.com.br',
  telefone: '11987654321',
  ...over,
});
const request = (over: Partial<ChargeRequest> = {}): ChargeRequest => ({
  entryId: ++seq,
  valor: '150.00',
  dataVencimento: DUE,
  forma: 'boleto',
  descricao: 'Casamento Silva: parcela 1/3',
  customer: customer(),
  ...over,
});

function gatewayFor(raw: Record<string, string>): AsaasGateway {
  return new AsaasGateway(new ConfigService<Env, true>(validateEnv(raw)));
}

async function failure(promise: Promise<unknown>): Promise<GatewayError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof GatewayError) return error;
    throw error;
  }
  throw new Error('expected a GatewayError');
}

/** Every line the adapter logs, to prove the API key never appears in one. */
const logged: string[] = [];
const capture: LoggerService = {
  log: (m: unknown) => void logged.push(String(m)),
  warn: (m: unknown) => void logged.push(String(m)),
  error: (m: unknown) => void logged.push(String(m)),
  debug: (m: unknown) => void logged.push(String(m)),
  verbose: (m: unknown) => void logged.push(String(m)),
};

describe('AsaasGateway against the Asaas stand-in', () => {
  let standIn: AsaasStandIn;
  let asaas: AsaasGateway;
  /** The same with a short timeout, for the slow answers (the others get room on a loaded machine). */
  let impatient: AsaasGateway;
  const settings: GatewaySettings = { webhookToken: WEBHOOK_TOKEN };

  beforeAll(async () => {
    Logger.overrideLogger(capture);
    standIn = await AsaasStandIn.start();
    asaas = gatewayFor({ ASAAS_API_KEY: AsaasStandIn.API_KEY, ASAAS_BASE_URL: standIn.baseUrl, GATEWAY_TIMEOUT_MS: '10000' });
    impatient = gatewayFor({ ASAAS_API_KEY: AsaasStandIn.API_KEY, ASAAS_BASE_URL: standIn.baseUrl, GATEWAY_TIMEOUT_MS: '1000' });
  });
  afterAll(async () => {
    await standIn.close();
    Logger.overrideLogger(false);
  });
  beforeEach(() => standIn.reset());
  afterEach(() => {
    for (const line of logged) expect(line).not.toContain(AsaasStandIn.API_KEY);
    logged.length = 0;
  });

  describe('issue', () => {
    it('boleto: creates the customer and the payment, reads the boleto line; link is the invoice', async () => {
      const req = request({ forma: 'boleto', valor: '150.00' });
      const charge = await asaas.issue(req, settings);

      const payment = standIn.payments.get(charge.idExterno)!;
      expect(payment).toBeDefined();
      expect(charge).toEqual({
        idExterno: payment.id,
        status: 'pendente',
        link: payment.invoiceUrl,
        linhaDigitavel: expect.stringMatching(/^\d{37}0000015000$/),
        pixCopiaECola: null,
      });
      expect(payment).toMatchObject({
        billingType: 'BOLETO',
        value: 150,
        dueDate: DUE,
        description: 'Casamento Silva: parcela 1/3',
        externalReference: String(req.entryId),
        status: 'PENDING',
      });
      const created = [...standIn.customers.values()];
      expect(created).toHaveLength(1);
      expect(created[0]).toMatchObject({
        id: payment.customer,
        name: 'Maria da Silva Eventos',
        cpfCnpj: '52998224725',
        email: 'maria@example.com.br',
        mobilePhone: '11987654321',
        externalReference: `eos-${ACCOUNT}-client-${req.customer!.id}`,
      });
      expect(standIn.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
        'GET /v3/customers',
        'POST /v3/customers',
        'POST /v3/payments',
        `GET /v3/payments/${payment.id}/identificationField`,
      ]);
      expect(standIn.requests[0].query).toEqual({
        externalReference: `eos-${ACCOUNT}-client-${req.customer!.id}`,
        cpfCnpj: '52998224725',
        limit: '100',
      });
    });

    it('pix: reads the copy-and-paste code of the PIX QR code', async () => {
      const charge = await asaas.issue(request({ forma: 'pix', valor: '89.90' }), settings);
      const payment = standIn.payments.get(charge.idExterno)!;
      expect(payment.billingType).toBe('PIX');
      expect(payment.value).toBe(89.9);
      expect(charge.pixCopiaECola).toMatch(/^000201.*br\.gov\.bcb\.pix/);
      expect(charge.pixCopiaECola).toContain(payment.id);
      expect(charge.linhaDigitavel).toBeNull();
      expect(charge.link).toBe(payment.invoiceUrl);
      expect(standIn.requestsTo('GET', `/v3/payments/${payment.id}/pixQrCode`)).toHaveLength(1);
    });

    it('credit card: the payer pays on the invoice page, no boleto line or PIX code is read', async () => {
      const charge = await asaas.issue(request({ forma: 'cartao_credito' }), settings);
      const payment = standIn.payments.get(charge.idExterno)!;
      expect(payment.billingType).toBe('CREDIT_CARD');
      expect(charge).toMatchObject({ status: 'pendente', link: payment.invoiceUrl, linhaDigitavel: null, pixCopiaECola: null });
      expect(standIn.requestsTo('GET', /^\/v3\/payments\//)).toHaveLength(0);
    });

    it('sends the documented headers: access_token, a User-Agent, JSON; GETs carry no body', async () => {
      await asaas.issue(request(), settings);
      for (const r of standIn.requests) {
        expect(r.headers.access_token).toBe(AsaasStandIn.API_KEY);
        expect(r.headers['user-agent']).toBe(ASAAS_USER_AGENT);
        if (r.method === 'GET') expect(r.body).toBe('');
        if (r.method === 'POST') expect(r.headers['content-type']).toBe('application/json');
      }
    });

    it('reuses the Asaas customer of the same client: one customer for two charges', async () => {
      const client = customer();
      const first = await asaas.issue(request({ customer: client }), settings);
      const second = await asaas.issue(request({ customer: client, forma: 'pix' }), settings);
      expect(standIn.requestsTo('POST', '/v3/customers')).toHaveLength(1);
      expect(standIn.payments.get(second.idExterno)!.customer).toBe(standIn.payments.get(first.idExterno)!.customer);
    });

    it("among customers with the same CPF, takes only the one with the account's reference of this client", async () => {
      const client = customer({ documento: '11144477735' });
      standIn.addCustomer({ name: 'Same CPF, another system', cpfCnpj: '11144477735', externalReference: 'crm-77' });
      standIn.addCustomer({
        name: 'Same CPF, another account',
        cpfCnpj: '11144477735',
        externalReference: asaasCustomerReference(8, client.id),
      });
      const ours = standIn.addCustomer({
        name: client.nome,
        cpfCnpj: '11144477735',
        externalReference: asaasCustomerReference(ACCOUNT, client.id),
      });
      const charge = await asaas.issue(request({ customer: client }), settings);
      expect(standIn.payments.get(charge.idExterno)!.customer).toBe(ours.id);
      expect(standIn.requestsTo('POST', '/v3/customers')).toHaveLength(0);
    });

    it('a removed Asaas customer is not reused: a new one is created', async () => {
      const client = customer({ documento: '11144477735' });
      const removed = standIn.addCustomer({
        cpfCnpj: '11144477735',
        externalReference: asaasCustomerReference(ACCOUNT, client.id),
        deleted: true,
      });
      const charge = await asaas.issue(request({ customer: client }), settings);
      expect(standIn.payments.get(charge.idExterno)!.customer).not.toBe(removed.id);
      expect(standIn.requestsTo('POST', '/v3/customers')).toHaveLength(1);
    });

    it.each([
      ['registered at Asaas by other means (no reference)', () => null],
      ['of another system (a reference of its own)', () => 'crm-77'],
      ['made by an earlier version (the bare client ID, naming no account)', (id: number) => String(id)],
      ["of another account's client with the same ID", (id: number) => asaasCustomerReference(ACCOUNT + 1, id)],
    ])("never reuses a customer of the same CPF/CNPJ %s: a new one with this account's reference and contacts", async (_, reference) => {
      const client = customer({ documento: '11.222.333/0001-81' });
      const other = standIn.addCustomer({
        name: 'Someone else',
        cpfCnpj: '11222333000181',
        email: 'someone@else.example',
        mobilePhone: '11900000000',
        externalReference: reference(client.id),
      });
      const charge = await asaas.issue(request({ customer: client }), settings);
      const used = standIn.customers.get(standIn.payments.get(charge.idExterno)!.customer)!;
      expect(used.id).not.toBe(other.id);
      expect(used).toMatchObject({
        name: client.nome,
        email: client.email,
        mobilePhone: client.telefone,
        cpfCnpj: '11222333000181',
        externalReference: asaasCustomerReference(ACCOUNT, client.id),
      });
      // The next charge of the client finds the one made for it.
      const again = await asaas.issue(request({ customer: client, forma: 'pix' }), settings);
      expect(standIn.payments.get(again.idExterno)!.customer).toBe(used.id);
      expect(standIn.requestsTo('POST', '/v3/customers')).toHaveLength(1);
    });

    it('a client whose CPF/CNPJ changed gets a customer with the new one, not the old customer', async () => {
      const client = customer({ documento: '52998224725' });
      const first = await asaas.issue(request({ customer: client }), settings);
      const moved = await asaas.issue(request({ customer: { ...client, documento: '111.444.777-35' } }), settings);
      const [before, after] = [first, moved].map((c) => standIn.customers.get(standIn.payments.get(c.idExterno)!.customer)!);
      expect(after.id).not.toBe(before.id);
      expect(after).toMatchObject({ cpfCnpj: '11144477735', externalReference: before.externalReference });
    });

    it('sends a 10-digit phone as a landline and leaves out contacts the client lacks', async () => {
      await asaas.issue(request({ customer: customer({ telefone: '(11) 3333-4444', email: null }) }), settings);
      const body = standIn.requestsTo('POST', '/v3/customers')[0].json;
      expect(body.phone).toBe('1133334444');
      expect(body).not.toHaveProperty('mobilePhone');
      expect(body).not.toHaveProperty('email');
    });

    it("an account's own key goes to the service's address when the account chose none", async () => {
      const other = await AsaasStandIn.start({ apiKey: '$aact_hmlg_account-own-key' });
      try {
        const own = gatewayFor({ ASAAS_API_KEY: AsaasStandIn.API_KEY, ASAAS_BASE_URL: other.baseUrl });
        const charge = await own.issue(request(), { ...settings, apiKey: '$aact_hmlg_account-own-key' });
        expect(other.payments.has(charge.idExterno)).toBe(true);
        for (const r of other.requests) expect(r.headers.access_token).toBe('$aact_hmlg_account-own-key');
        expect(standIn.requests).toHaveLength(0);
      } finally {
        await other.close();
      }
    });

    it.each([
      ['an address of the account that is not Asaas', { baseUrl: 'http://127.0.0.1:9/v3' }],
      ['the same with a key of the account', { baseUrl: 'http://169.254.169.254/v3', apiKey: '$aact_own' }],
      ['no URL at all', { baseUrl: 'api-sandbox.asaas.com/v3' }],
      [
        'Asaas production without a key of the account (the service key stays with ASAAS_BASE_URL)',
        { baseUrl: 'https://api.asaas.com/v3' },
      ],
    ])('not_configured before any call: %s', async (_case, account) => {
      const error = await failure(asaas.issue(request(), { ...settings, ...account }));
      expect(error.code).toBe('not_configured');
      expect(standIn.requests).toHaveLength(0);
    });

    it('asaasConnectionOf: which key goes to which address', () => {
      const service = { apiKey: '$service', baseUrl: 'https://api-sandbox.asaas.com/v3' };
      expect(asaasConnectionOf({}, service)).toEqual(service);
      expect(asaasConnectionOf({ baseUrl: 'https://api-sandbox.asaas.com/v3/' }, service)).toEqual(service);
      expect(asaasConnectionOf({ apiKey: '$own' }, service)).toEqual({ apiKey: '$own', baseUrl: service.baseUrl });
      expect(asaasConnectionOf({ apiKey: '$own', baseUrl: 'https://api.asaas.com/v3' }, service)).toEqual({
        apiKey: '$own',
        baseUrl: 'https://api.asaas.com/v3',
      });
      expect(() => asaasConnectionOf({ baseUrl: 'https://api.asaas.com/v3' }, service)).toThrow(
        /service's key is used only with the service's own Asaas address/,
      );
      expect(() => asaasConnectionOf({ apiKey: '$own', baseUrl: 'https://evil.example/v3' }, service)).toThrow(
        /must be https:\/\/api.asaas.com\/v3 or/,
      );
      expect(() => asaasConnectionOf({}, { apiKey: null, baseUrl: service.baseUrl })).toThrow(/ASAAS_API_KEY/);
    });

    it('customer_required without a client, before any call to Asaas', async () => {
      const error = await failure(asaas.issue(request({ customer: null }), settings));
      expect(error.code).toBe('customer_required');
      expect(standIn.requests).toHaveLength(0);
    });

    it('customer_required for a client without CPF/CNPJ, before any call to Asaas', async () => {
      const client = customer({ documento: null });
      const error = await failure(asaas.issue(request({ customer: client }), settings));
      expect(error.code).toBe('customer_required');
      expect(error.message).toContain(`client ${client.id} has no CPF or CNPJ`);
      expect(standIn.requests).toHaveLength(0);
    });

    it('not_configured without a key (neither the account nor ASAAS_API_KEY), before any call', async () => {
      const unconfigured = gatewayFor({ ASAAS_BASE_URL: standIn.baseUrl });
      const error = await failure(unconfigured.issue(request(), settings));
      expect(error.code).toBe('not_configured');
      expect(error.message).toMatch(/ASAAS_API_KEY/);
      expect(standIn.requests).toHaveLength(0);
    });

    it("400 from Asaas is rejected with Asaas's own descriptions; nothing is created", async () => {
      const error = await failure(asaas.issue(request({ dataVencimento: '2020-01-10' }), settings));
      expect(error.code).toBe('rejected');
      expect(error.message).toBe('Asaas refused the request: A data de vencimento não pode ser inferior à data atual.');
      expect(standIn.payments.size).toBe(0);
    });

    it('401 from Asaas (a wrong key) is a not_configured error saying the key was refused, never showing it', async () => {
      const error = await failure(asaas.issue(request(), { ...settings, apiKey: '$aact_hmlg_wrong-key-123' }));
      expect(error.code).toBe('not_configured');
      expect(error.message).toMatch(/Asaas refused the API key \(HTTP 401\)/);
      expect(error.message).not.toContain('wrong-key-123');
      expect(standIn.requests).toHaveLength(1);
      expect(logged.join('\n')).not.toContain('wrong-key-123');
    });

    it('500 from Asaas is unavailable', async () => {
      standIn.fail({ status: 500, match: (r) => r.path === '/v3/payments' });
      const error = await failure(asaas.issue(request(), settings));
      expect(error.code).toBe('unavailable');
      expect(error.message).toBe('Asaas failed with HTTP 500; try again later');
      expect(standIn.payments.size).toBe(0);
    });

    it('429 from Asaas is unavailable (try again), 403 is rejected', async () => {
      standIn.fail({ status: 429 });
      expect((await failure(asaas.issue(request(), settings))).code).toBe('unavailable');
      standIn.fail({ status: 403 });
      const forbidden = await failure(asaas.issue(request(), settings));
      expect(forbidden.code).toBe('rejected');
      expect(forbidden.message).toContain('Simulated failure (HTTP 403)');
    });

    it('a redirect is not followed (it would carry the key elsewhere): unavailable', async () => {
      standIn.fail({ status: 302 });
      const error = await failure(asaas.issue(request(), settings));
      expect(error.code).toBe('unavailable');
      expect(error.message).toMatch(/unexpected HTTP 302/);
    });

    it('an answer slower than GATEWAY_TIMEOUT_MS is unavailable, without waiting for it', async () => {
      standIn.fail({ delayMs: 5000 });
      const started = Date.now();
      const error = await failure(impatient.issue(request(), settings));
      expect(error.code).toBe('unavailable');
      expect(error.message).toBe('Asaas did not answer within 1000 ms');
      expect(Date.now() - started).toBeLessThan(4000);
    });

    it('a dropped connection is unavailable', async () => {
      standIn.fail({ hangUp: true });
      const error = await failure(asaas.issue(request(), settings));
      expect(error.code).toBe('unavailable');
      expect(error.message).toMatch(/^Asaas could not be reached/);
    });

    it('a refused connection (nothing listening) is unavailable', async () => {
      const closedPort = await freePort();
      const nowhere = gatewayFor({ ASAAS_API_KEY: AsaasStandIn.API_KEY, ASAAS_BASE_URL: `http://127.0.0.1:${closedPort}/v3` });
      const error = await failure(nowhere.issue(request(), settings));
      expect(error.code).toBe('unavailable');
      expect(error.message).toBe('Asaas could not be reached (ECONNREFUSED)');
    });

    it('a payment Asaas made although its answer was lost is found and used, not left behind', async () => {
      standIn.fail({ dropAnswer: true, match: (r) => r.method === 'POST' && r.path === '/v3/payments' });
      const req = request({ forma: 'boleto' });
      const charge = await asaas.issue(req, settings);
      expect(standIn.payments.size).toBe(1);
      expect(charge.idExterno).toBe([...standIn.payments.keys()][0]);
      expect(charge.linhaDigitavel).toMatch(/^\d{47}$/);
      const lookup = standIn.requestsTo('GET', '/v3/payments')[0];
      expect(lookup.query).toMatchObject({ externalReference: String(req.entryId), billingType: 'BOLETO', status: 'PENDING' });
    });

    it('after a lost answer, only an open payment of the entry with the same terms is taken', async () => {
      const client = customer();
      const entryId = ++seq;
      const earlier = await asaas.issue(request({ entryId, customer: client, forma: 'pix', valor: '100.00' }), settings);
      standIn.fail({ dropAnswer: true, match: (r) => r.method === 'POST' && r.path === '/v3/payments' });
      const charge = await asaas.issue(request({ entryId, customer: client, forma: 'pix', valor: '150.00' }), settings);
      expect(charge.idExterno).not.toBe(earlier.idExterno);
      expect(standIn.payments.get(charge.idExterno)!.value).toBe(150);
    });

    it('a lost answer for a payment Asaas did not make stays unavailable', async () => {
      standIn.fail({ hangUp: true, match: (r) => r.method === 'POST' && r.path === '/v3/payments' });
      const error = await failure(asaas.issue(request(), settings));
      expect(error.code).toBe('unavailable');
      expect(standIn.payments.size).toBe(0);
      expect(standIn.requestsTo('GET', '/v3/payments')).toHaveLength(1);
    });

    it('when the boleto line cannot be read, the new payment is removed at Asaas and the issue fails', async () => {
      standIn.fail({ status: 500, match: (r) => r.path.endsWith('/identificationField') });
      const error = await failure(asaas.issue(request({ forma: 'boleto' }), settings));
      expect(error.code).toBe('unavailable');
      const [payment] = [...standIn.payments.values()];
      expect(payment.deleted).toBe(true);
      expect(standIn.requestsTo('DELETE', `/v3/payments/${payment.id}`)).toHaveLength(1);
    });

    it('when the PIX code times out, the new payment is removed too', async () => {
      standIn.fail({ delayMs: 5000, match: (r) => r.path.endsWith('/pixQrCode') });
      const error = await failure(impatient.issue(request({ forma: 'pix' }), settings));
      expect(error.code).toBe('unavailable');
      expect([...standIn.payments.values()][0].deleted).toBe(true);
    });
  });

  describe('our reference: resume and withdraw', () => {
    it('sends our reference as externalReference; a fresh attempt does not look it up', async () => {
      const charge = await asaas.issue(request({ reference: '77-fresh' }), settings);
      expect(standIn.payments.get(charge.idExterno)!.externalReference).toBe('77-fresh');
      expect(standIn.requestsTo('GET', '/v3/payments')).toHaveLength(0);
    });

    it('a resumed attempt reuses the open payment made under the reference with the same terms', async () => {
      const client = customer();
      const first = await asaas.issue(request({ reference: '78-r', customer: client, forma: 'pix' }), settings);
      const resumed = await asaas.issue(request({ reference: '78-r', customer: client, forma: 'pix', resume: true }), settings);
      expect(resumed.idExterno).toBe(first.idExterno);
      expect(standIn.requestsTo('POST', '/v3/payments')).toHaveLength(1);
      expect(resumed.pixCopiaECola).toContain(first.idExterno);
    });

    it('a resumed attempt with other terms removes what was made and makes one payment', async () => {
      const client = customer();
      const first = await asaas.issue(request({ reference: '79-r', customer: client, forma: 'pix' }), settings);
      const resumed = await asaas.issue(request({ reference: '79-r', customer: client, forma: 'boleto', resume: true }), settings);
      expect(resumed.idExterno).not.toBe(first.idExterno);
      expect(standIn.payments.get(first.idExterno)!.deleted).toBe(true);
      expect(standIn.livePayments('79-r').map((p) => p.id)).toEqual([resumed.idExterno]);
    });

    it('withdraw removes every open payment under the reference and counts them', async () => {
      await asaas.issue(request({ reference: '80-w', forma: 'pix' }), settings);
      await asaas.issue(request({ reference: '80-w', forma: 'boleto' }), settings);
      await asaas.issue(request({ reference: '80-other', forma: 'pix' }), settings);
      expect(await asaas.withdraw('80-w', settings)).toBe(2);
      expect(standIn.livePayments('80-w')).toHaveLength(0);
      expect(standIn.livePayments('80-other')).toHaveLength(1);
      expect(await asaas.withdraw('80-w', settings)).toBe(0);
    });

    it('withdraw is unavailable when Asaas cannot be asked', async () => {
      standIn.fail({ status: 503 });
      expect((await failure(asaas.withdraw('81-w', settings))).code).toBe('unavailable');
    });
  });

  describe('cancel', () => {
    it('removes the payment at Asaas', async () => {
      const charge = await asaas.issue(request(), settings);
      await asaas.cancel(charge.idExterno, settings);
      expect(standIn.payments.get(charge.idExterno)!.deleted).toBe(true);
      expect(standIn.requestsTo('DELETE', `/v3/payments/${charge.idExterno}`)).toHaveLength(1);
    });

    it('a payment already removed at Asaas (404) counts as cancelled', async () => {
      const charge = await asaas.issue(request({ forma: 'cartao_credito' }), settings);
      await asaas.cancel(charge.idExterno, settings);
      await expect(asaas.cancel(charge.idExterno, settings)).resolves.toBeUndefined();
      await expect(asaas.cancel('pay_doesnotexist00', settings)).resolves.toBeUndefined();
    });

    it('a payment already received is rejected with the description Asaas gives', async () => {
      const charge = await asaas.issue(request({ forma: 'pix' }), settings);
      standIn.webhook('PAYMENT_RECEIVED', charge.idExterno);
      const error = await failure(asaas.cancel(charge.idExterno, settings));
      expect(error.code).toBe('rejected');
      expect(error.message).toContain('Não é possível remover uma cobrança já recebida');
      expect(standIn.payments.get(charge.idExterno)!.deleted).toBe(false);
    });

    it('is unavailable on a 5xx, not_configured on a 401 or without a key', async () => {
      standIn.fail({ status: 503 });
      expect((await failure(asaas.cancel('pay_x', settings))).code).toBe('unavailable');
      expect((await failure(asaas.cancel('pay_x', { apiKey: 'wrong' }))).code).toBe('not_configured');
      expect((await failure(gatewayFor({ ASAAS_BASE_URL: standIn.baseUrl }).cancel('pay_x', {}))).code).toBe('not_configured');
    });

    it('escapes the payment id in the path', async () => {
      await asaas.cancel('pay_1/../../customers', settings);
      expect(standIn.requests[0].path).toBe('/v3/payments/pay_1%2F..%2F..%2Fcustomers');
    });
  });

  describe('parseReturn and chargeRefOf (webhooks)', () => {
    const headers = { 'asaas-access-token': WEBHOOK_TOKEN, 'content-type': 'application/json' };

    it('a PAYMENT_RECEIVED for a charge the gateway issued: paga, with the paid value and day', async () => {
      const charge = await asaas.issue(request({ forma: 'pix', valor: '320.50' }), settings);
      const body = standIn.webhook('PAYMENT_RECEIVED', charge.idExterno, { clientPaymentDate: '2026-11-20', paymentDate: '2026-11-21' });
      expect(asaas.chargeRefOf(body)).toBe(charge.idExterno);
      expect(asaas.parseReturn(headers, body, settings)).toEqual({
        eventId: body.id,
        idExterno: charge.idExterno,
        status: 'paga',
        valorPago: '320.50',
        dataPagamento: '2026-11-20',
        raw: body,
        payment: {
          idExterno: charge.idExterno,
          reference: standIn.payments.get(charge.idExterno)!.externalReference,
          status: 'paga',
          valor: '320.50',
          dataVencimento: DUE,
          link: standIn.payments.get(charge.idExterno)!.invoiceUrl,
          dataPagamento: '2026-11-20',
        },
      });
    });

    it('PAYMENT_OVERDUE, PAYMENT_DELETED, PAYMENT_REFUNDED, PAYMENT_RESTORED as the stand-in sends them', async () => {
      const charge = await asaas.issue(request(), settings);
      const statusOf = (event: string) => asaas.parseReturn(headers, standIn.webhook(event, charge.idExterno), settings)?.status;
      expect(statusOf('PAYMENT_OVERDUE')).toBe('vencida');
      expect(statusOf('PAYMENT_DELETED')).toBe('cancelada');
      expect(statusOf('PAYMENT_RESTORED')).toBe('pendente');
      expect(statusOf('PAYMENT_CONFIRMED')).toBe('paga');
      expect(statusOf('PAYMENT_REFUNDED')).toBe('estornada');
    });

    it('the same event twice parses to the same event id (the idempotency key)', () => {
      const body = asaasWebhookBody('PAYMENT_RECEIVED', { id: 'pay_1', status: 'RECEIVED', value: 10, clientPaymentDate: '2026-11-20' });
      expect(asaas.parseReturn(headers, body, settings)!.eventId).toBe(
        asaas.parseReturn(headers, structuredClone(body), settings)!.eventId,
      );
    });

    it('a wrong token is unauthorized, even for a well-formed body', () => {
      const body = asaasWebhookBody('PAYMENT_RECEIVED', { id: 'pay_1', status: 'RECEIVED', value: 10, clientPaymentDate: '2026-11-20' });
      const run = () => asaas.parseReturn({ 'asaas-access-token': 'whk_guess' }, body, settings);
      expect(run).toThrow(GatewayError);
      expect(run).toThrow(/does not match/);
    });

    it('a missing token is unauthorized; authentication comes before reading the body', () => {
      for (const body of [asaasWebhookBody('PAYMENT_OVERDUE', { id: 'pay_1' }), 'not json at all']) {
        try {
          asaas.parseReturn({ 'content-type': 'application/json' }, body, settings);
          throw new Error('expected unauthorized');
        } catch (error) {
          expect(error).toMatchObject({ code: 'unauthorized', message: 'the asaas-access-token header is missing' });
        }
      }
    });

    it('an account without a webhook token accepts no return', () => {
      const body = asaasWebhookBody('PAYMENT_OVERDUE', { id: 'pay_1' });
      expect(() => asaas.parseReturn(headers, body, {})).toThrow(/no Asaas webhook token is configured/);
    });

    it.each<[string, unknown]>([
      ['text that is not JSON', '{"event": "PAYMENT_RECEIVED"'],
      ['an event without id', { event: 'PAYMENT_RECEIVED', payment: { id: 'pay_1', value: 10, paymentDate: '2026-11-20' } }],
      ['a payment event without payment', { id: 'evt_1', event: 'PAYMENT_OVERDUE' }],
      ['a payment without value', asaasWebhookBody('PAYMENT_RECEIVED', { id: 'pay_1', clientPaymentDate: '2026-11-20' })],
    ])('a malformed body (%s) is invalid_payload', (_case, body) => {
      expect(() => asaas.parseReturn(headers, body, settings)).toThrow(expect.objectContaining({ code: 'invalid_payload' }));
    });

    it('events that change no charge status are null (acknowledged, ignored)', () => {
      for (const event of ['PAYMENT_UPDATED', 'PAYMENT_BANK_SLIP_VIEWED', 'PAYMENT_CHECKOUT_VIEWED', 'PAYMENT_ANTICIPATED']) {
        expect(asaas.parseReturn(headers, asaasWebhookBody(event, { id: 'pay_1', status: 'PENDING' }), settings)).toBeNull();
      }
    });
  });
});

describe('the Asaas stand-in answers as the Asaas documentation shows', () => {
  let standIn: AsaasStandIn;
  const call = (method: string, path: string, init: { key?: string | null; body?: string } = {}) =>
    fetch(`${standIn.baseUrl}${path}`, {
      method,
      headers: {
        ...(init.key === null ? {} : { access_token: init.key ?? AsaasStandIn.API_KEY }),
        ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      body: init.body,
    });

  beforeAll(async () => {
    standIn = await AsaasStandIn.start();
  });
  afterAll(() => standIn.close());

  it('401 without access_token or with another key', async () => {
    expect((await call('GET', '/customers', { key: null })).status).toBe(401);
    expect((await call('GET', '/customers', { key: '$aact_prod_other' })).status).toBe(401);
  });

  it('400 with { errors: [{ code, description }] } listing every invalid field', async () => {
    const res = await call('POST', '/payments', { body: JSON.stringify({ billingType: 'CHEQUE' }) });
    expect(res.status).toBe(400);
    const body = (await res.json()) as any;
    expect(body.errors.map((e: { code: string }) => e.code)).toEqual([
      'invalid_customer',
      'invalid_billingType',
      'invalid_value',
      'invalid_dueDate',
    ]);
    for (const e of body.errors) expect(typeof e.description).toBe('string');
  });

  it('403 for a GET with a body', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const req = httpRequest(
        `${standIn.baseUrl}/customers`,
        { method: 'GET', headers: { access_token: AsaasStandIn.API_KEY, 'content-type': 'application/json', 'content-length': 2 } },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('error', reject);
      req.end('{}');
    });
    expect(status).toBe(403);
  });

  it('the customer list is a paged list object filtered by cpfCnpj', async () => {
    await call('POST', '/customers', { body: JSON.stringify({ name: 'Ana', cpfCnpj: '529.982.247-25' }) });
    const res = await call('GET', '/customers?cpfCnpj=52998224725');
    expect(await res.json()).toMatchObject({
      object: 'list',
      hasMore: false,
      totalCount: 1,
      offset: 0,
      data: [{ object: 'customer', name: 'Ana', personType: 'FISICA' }],
    });
  });

  it('404 for an unknown payment; { deleted: true, id } on removal', async () => {
    expect((await call('GET', '/payments/pay_nope/pixQrCode')).status).toBe(404);
    const cus: any = await (await call('POST', '/customers', { body: JSON.stringify({ name: 'Bia', cpfCnpj: '11144477735' }) })).json();
    const pay: any = await (
      await call('POST', '/payments', { body: JSON.stringify({ customer: cus.id, billingType: 'PIX', value: 10, dueDate: DUE }) })
    ).json();
    expect(pay).toMatchObject({
      object: 'payment',
      status: 'PENDING',
      bankSlipUrl: null,
      invoiceUrl: expect.stringMatching(/^https:\/\//),
    });
    expect((await call('GET', `/payments/${pay.id}/identificationField`)).status).toBe(400);
    expect(await (await call('DELETE', `/payments/${pay.id}`)).json()).toEqual({ deleted: true, id: pay.id });
    expect((await call('DELETE', `/payments/${pay.id}`)).status).toBe(404);
  });
});
