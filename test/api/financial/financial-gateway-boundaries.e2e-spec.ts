import { randomBytes } from 'node:crypto';

import { DataSource } from 'typeorm';

import { AsaasStandIn } from '../../support/asaas-stand-in';
import { chargeRequests, startChargeApp } from '../../support/charge-requests';
import { countRows, entryRows } from '../../support/db-probes';
import { FinancialAccount, financialAccount } from '../../support/financial-factories';
import { TestApp } from '../../support/harness';

// What a tenant cannot reach through the payment gateway settings: the operator's key, the
// operator's network, another account's charges; and a return URL of each account's own.
// The stand-in at ASAAS_BASE_URL is the operator's Asaas; `elsewhere` is an address a tenant names.
let t: TestApp;
let asaas: AsaasStandIn;
let elsewhere: AsaasStandIn;
beforeAll(async () => {
  ({ t, asaas } = await startChargeApp({ RATE_LIMIT_PER_MINUTE: '40' }));
  // It accepts the operator's key too: were the key sent there, it would answer and record it.
  elsewhere = await AsaasStandIn.start();
});
afterAll(async () => {
  await t.close();
  await asaas.close();
  await elsewhere.close();
});

const WEBHOOK_TOKEN = 'segredo-do-webhook-asaas-fronteiras-0123';
const { receivable, useAsaas, issue, webhook } = chargeRequests(() => t, WEBHOOK_TOKEN, 120);
const putAsaas = (a: FinancialAccount, body: unknown) => t.request('PUT', '/api/v1/financial/gateways/asaas', { token: a.token, body });
/** Every request that carried the operator's key, wherever it arrived. */
const keyed = (standIn: AsaasStandIn) => standIn.requests.filter((r) => r.headers.access_token === AsaasStandIn.API_KEY);

describe("operator settings stay the operator's", () => {
  it("a tenant cannot make the service's key leave for an address it names: 400, and every call goes to ASAAS_BASE_URL", async () => {
    const a = await financialAccount(t);
    for (const base_url of [
      elsewhere.baseUrl,
      'http://169.254.169.254/latest/meta-data',
      'http://10.0.0.7/v3',
      'https://api.asaas.com.attacker.example/v3',
      'https://api.asaas.com/v3/../../x',
      'HTTPS://API.ASAAS.COM/V3',
      'https://api.asaas.com/v3?x=1',
    ]) {
      const res = await putAsaas(a, { base_url, padrao: true });
      expect({ base_url, status: res.status }).toEqual({ base_url, status: 400 });
      expect(res.body.errors).toEqual([expect.objectContaining({ field: 'base_url', code: 'is_in' })]);
    }
    await useAsaas(a);
    const before = asaas.requests.length;
    const id = await receivable(a);
    expect((await issue(a, id, { forma: 'pix' })).status).toBe(201);
    const calls = asaas.requests.slice(before);
    expect(calls.length).toBeGreaterThan(0);
    for (const call of calls) expect(call.headers.access_token).toBe(AsaasStandIn.API_KEY);
    expect(elsewhere.requests).toHaveLength(0);
  });

  it('an address stored before the rule is refused before any call (422 gateway_not_configured), whatever the key', async () => {
    const a = await financialAccount(t);
    await useAsaas(a);
    await t.app
      .get(DataSource)
      .query('UPDATE financial_gateway_settings SET base_url = ? WHERE account_id = ?', [elsewhere.baseUrl, a.accountId]);
    const id = await receivable(a);
    const before = asaas.requests.length;
    const res = await issue(a, id, { forma: 'boleto' });
    expect(res.status).toBe(422);
    expect(res.body.errors[0].code).toBe('gateway_not_configured');
    // With a key of the account's own, still nowhere.
    expect((await putAsaas(a, { api_key: '$aact_hmlg_conta-propria' })).status).toBe(200);
    await t.app
      .get(DataSource)
      .query('UPDATE financial_gateway_settings SET base_url = ? WHERE account_id = ?', [elsewhere.baseUrl, a.accountId]);
    expect((await issue(a, id, { forma: 'boleto' })).status).toBe(422);
    expect(asaas.requests.length).toBe(before);
    expect(elsewhere.requests).toHaveLength(0);
    expect(await countRows(t, 'financial_charges', a.accountId)).toBe(0);
    expect(await countRows(t, 'financial_charge_operations', a.accountId)).toBe(0);
  });

  it("Asaas production or sandbox may be chosen; without a key of the account's own the service's key is not sent there (422, no call)", async () => {
    const a = await financialAccount(t);
    await useAsaas(a);
    for (const base_url of ['https://api.asaas.com/v3', 'https://api-sandbox.asaas.com/v3']) {
      const res = await putAsaas(a, { base_url });
      expect(res.status).toBe(200);
      expect(res.body.data.base_url).toBe(base_url);
      const id = await receivable(a);
      const before = asaas.requests.length;
      const charge = await issue(a, id, { forma: 'pix' });
      expect(charge.status).toBe(422);
      expect(charge.body.errors[0]).toMatchObject({
        field: 'gateway',
        code: 'gateway_not_configured',
        message: expect.stringContaining("service's key is used only with the service's own Asaas address"),
      });
      expect(asaas.requests.length).toBe(before);
    }
    expect(keyed(elsewhere)).toHaveLength(0);
    // null gives the service's own address back.
    expect((await putAsaas(a, { base_url: null })).body.data.base_url).toBeNull();
    const id = await receivable(a);
    expect((await issue(a, id, { forma: 'pix' })).status).toBe(201);
  });
});

describe('the webhook token', () => {
  it('is at least 32 visible characters and never the documented example (400)', async () => {
    const a = await financialAccount(t);
    const cases: [string, string][] = [
      ['um-segredo-longo-e-aleatorio', 'documented_example'],
      ['x'.repeat(31), 'min_length'],
      ['with a space in it, long enough to pass', 'matches'],
      ['acentuação-não-é-aceita-aqui-0123456789', 'matches'],
      ['x'.repeat(256), 'max_length'],
    ];
    for (const [webhook_token, code] of cases) {
      const res = await putAsaas(a, { webhook_token });
      expect({ webhook_token, status: res.status }).toEqual({ webhook_token, status: 400 });
      expect(res.body.errors).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'webhook_token', code })]));
    }
    expect((await putAsaas(a, { webhook_token: 'x'.repeat(32) })).status).toBe(200);
  });

  it('no example of the API document configures a token, nor shows the old example', async () => {
    const doc = (await t.request('GET', '/docs-json')).body;
    const put = doc.paths['/api/v1/financial/gateways/{gateway}'].put;
    const examples = Object.values(put.requestBody.content['application/json'].examples ?? {}) as { value: Record<string, unknown> }[];
    expect(examples.length).toBeGreaterThan(0);
    for (const example of examples) expect(example.value).not.toHaveProperty('webhook_token');
    expect(JSON.stringify(doc)).not.toContain('um-segredo-longo-e-aleatorio');
  });

  it('left out, it is generated and shown once; a token stored before the rule authenticates nothing', async () => {
    const a = await financialAccount(t);
    const first = await putAsaas(a, { padrao: true });
    expect(first.status).toBe(200);
    const generated = first.body.data.webhook_token_gerado as string;
    expect(generated).toMatch(/^[\w-]{43}$/);
    expect(first.body.data.webhook_token_configurado).toBe(true);
    const url = first.body.data.url_retorno as string;
    // Shown once: not in the view, not in the next answer.
    expect((await t.request('GET', '/api/v1/financial/gateways/asaas', { token: a.token })).text).not.toContain(generated);
    expect((await putAsaas(a, { padrao: true })).body.data).not.toHaveProperty('webhook_token_gerado');
    // It authenticates the account's returns.
    const unknown = {
      id: 'evt_gerado',
      event: 'PAYMENT_RECEIVED',
      payment: { object: 'payment', id: 'pay_de_ninguem', status: 'RECEIVED', value: 10, paymentDate: '2030-01-01' },
    };
    expect((await webhook(unknown, generated, url)).status).toBe(200);
    // A short token left from before the rule: refused at the return URL, shown as not configured, replaced on the next save.
    await t.app
      .get(DataSource)
      .query('UPDATE financial_gateway_settings SET webhook_token = ? WHERE account_id = ?', ['curto-antigo', a.accountId]);
    expect((await webhook(unknown, 'curto-antigo', url)).status).toBe(401);
    expect((await t.request('GET', '/api/v1/financial/gateways/asaas', { token: a.token })).body.webhook_token_configurado).toBe(false);
    const again = await putAsaas(a, { padrao: true });
    expect(again.body.data.webhook_token_gerado).toMatch(/^[\w-]{43}$/);
    expect((await webhook(unknown, again.body.data.webhook_token_gerado, url)).status).toBe(200);
    // Sent as null it is cleared (returns refused), and not generated in that same request.
    const cleared = await putAsaas(a, { webhook_token: null });
    expect(cleared.body.data).toMatchObject({ webhook_token_configurado: false });
    expect(cleared.body.data).not.toHaveProperty('webhook_token_gerado');
  });
});

describe("return URLs of each account's own", () => {
  const event = (payment: string) => ({
    id: `evt_${payment}`,
    event: 'PAYMENT_RECEIVED',
    payment: { object: 'payment', id: payment, status: 'RECEIVED', value: 120, paymentDate: '2030-01-01' },
  });

  it("carry a random key, not the account ID; a token is compared with its own account's only", async () => {
    const a = await financialAccount(t);
    const b = await financialAccount(t);
    const urlA = await useAsaas(a);
    const bToken = 'token-da-conta-b-com-mais-de-32-caracteres';
    const urlB = (await putAsaas(b, { webhook_token: bToken })).body.data.url_retorno as string;
    expect(urlA).not.toBe(urlB);
    for (const url of [urlA, urlB]) expect(url.split('/').pop()).not.toMatch(new RegExp(`^(${a.accountId}|${b.accountId})$`));
    const id = await receivable(a);
    const { cobranca } = (await issue(a, id, { forma: 'pix' })).body.data;
    const rows = await entryRows(t, a.accountId);
    const paid = asaas.webhook('PAYMENT_RECEIVED', cobranca.id_externo, { value: 120 });
    // B's token at A's URL: 401, as a made-up one.
    expect((await webhook(paid, bToken, urlA)).status).toBe(401);
    // B's own URL and token, naming A's payment: acknowledged, nothing of A changes.
    const across = await webhook(paid, bToken, urlB);
    expect(across.status).toBe(200);
    expect(across.body.message).toMatch(/no charge of this account/);
    expect(await entryRows(t, a.accountId)).toEqual(rows);
    // A's URL and token: applied.
    expect((await webhook(paid, WEBHOOK_TOKEN, urlA)).status).toBe(200);
    expect((await a.get(id)).body).toMatchObject({ pago: true, cobranca: expect.objectContaining({ status: 'paga' }) });
  });

  it('no oracle: the retired shared URL answers 404 return_url_moved to every token; an unknown key 404 whatever the token', async () => {
    const a = await financialAccount(t);
    await useAsaas(a);
    const answers = [];
    for (const token of [WEBHOOK_TOKEN, 'token-que-nao-existe-em-conta-alguma-0000', null]) {
      const res = await webhook(event('pay_x'), token, '/api/v1/financial/gateway/asaas');
      answers.push({ status: res.status, body: res.body });
      const unknownKey = await webhook(event('pay_x'), token, '/api/v1/financial/gateway/asaas/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
      expect(unknownKey.status).toBe(404);
      expect(unknownKey.body.errors[0].code).toBe('return_url_not_found');
    }
    expect(answers[0].status).toBe(404);
    expect(answers[0].body.errors[0].code).toBe('return_url_moved');
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    expect((await webhook(event('pay_x'), WEBHOOK_TOKEN, '/api/v1/financial/gateway/manual/AAAA')).status).toBe(404);
  });

  it('are rate-limited per account (its key), not per client address', async () => {
    const a = await financialAccount(t);
    const b = await financialAccount(t);
    const urlA = await useAsaas(a);
    const urlB = await useAsaas(b);
    const statuses: number[] = [];
    for (let i = 0; i < 41; i++) statuses.push((await webhook(event(`pay_${i}`), WEBHOOK_TOKEN, urlA)).status);
    expect(statuses.slice(0, 40).every((s) => s === 200)).toBe(true);
    expect(statuses[40]).toBe(429);
    // Same client address, another account's return URL: its own bucket.
    expect((await webhook(event('pay_b'), WEBHOOK_TOKEN, urlB)).status).toBe(200);
    // Unauthenticated junk from the same address does not use up B's bucket.
    for (let i = 0; i < 41; i++) await t.request('GET', '/api/v1/account');
    expect((await webhook(event('pay_b2'), WEBHOOK_TOKEN, urlB)).status).toBe(200);
  });
  it('count a key of no account in the client address bucket, so made-up keys open no fresh buckets', async () => {
    const made = (i: number) => (i % 4 === 0 ? `curta-${i}` : randomBytes(24).toString('base64url'));
    const statuses: number[] = [];
    for (let i = 0; i < 41; i++)
      statuses.push((await webhook(event(`junk_${i}`), WEBHOOK_TOKEN, `/api/v1/financial/gateway/asaas/${made(i)}`)).status);
    expect(statuses.every((s) => s === 404 || s === 429)).toBe(true);
    expect(statuses[40]).toBe(429);
    // An account's own return URL keeps its bucket meanwhile.
    const c = await financialAccount(t);
    const urlC = await useAsaas(c);
    expect((await webhook(event('pay_c'), WEBHOOK_TOKEN, urlC)).status).toBe(200);
  });
});

describe("gateway customers of each account's own", () => {
  // One person, a client of two accounts: each account wrote its own name, e-mail and phone.
  const CPF = '11144477735';
  const clientOf = async (a: FinancialAccount, nome: string, email: string, telefone: string) => {
    const res = await t.request('POST', '/api/v1/clients', { token: a.token, body: [{ nome, documento: CPF, email, telefone }] });
    expect(res.status).toBe(201);
    return res.body.data[0].id as number;
  };
  const customerOf = (res: { body: { data: { cobranca: { id_externo: string } } } }) =>
    asaas.customers.get(asaas.payments.get(res.body.data.cobranca.id_externo)!.customer)!;

  it("two accounts on the operator's key charging one CPF get two Asaas customers, each with its own account's contacts; none made elsewhere is reused", async () => {
    // Customers of that CPF the service did not make for these accounts: from Asaas' panel (no
    // reference) and from another system, and one under the bare client ID an earlier version used.
    const outside = [
      asaas.addCustomer({ name: 'Cadastro pelo painel', cpfCnpj: CPF, email: 'painel@example.com' }),
      asaas.addCustomer({ name: 'Outro sistema', cpfCnpj: CPF, email: 'crm@example.com', externalReference: 'crm-77' }),
    ];
    const a = await financialAccount(t);
    const b = await financialAccount(t);
    await useAsaas(a);
    await useAsaas(b);
    const clientA = await clientOf(a, 'Joana Prado (conta A)', 'joana@conta-a.example', '11987650001');
    const clientB = await clientOf(b, 'Joana P. Lima (conta B)', 'joana@conta-b.example', '21987650002');
    outside.push(
      asaas.addCustomer({ name: 'Versão anterior', cpfCnpj: CPF, email: 'antes@example.com', externalReference: String(clientB) }),
    );

    const chargedA = await issue(a, await receivable(a, { id_cliente: clientA }), { forma: 'boleto' });
    const chargedB = await issue(b, await receivable(b, { id_cliente: clientB }), { forma: 'pix' });
    expect([chargedA.status, chargedB.status]).toEqual([201, 201]);
    const [customerA, customerB] = [customerOf(chargedA), customerOf(chargedB)];

    expect(customerA.id).not.toBe(customerB.id);
    for (const c of outside) expect([customerA.id, customerB.id]).not.toContain(c.id);
    expect(customerA).toMatchObject({
      name: 'Joana Prado (conta A)',
      email: 'joana@conta-a.example',
      mobilePhone: '11987650001',
      cpfCnpj: CPF,
      externalReference: `eos-${a.accountId}-client-${clientA}`,
    });
    expect(customerB).toMatchObject({
      name: 'Joana P. Lima (conta B)',
      email: 'joana@conta-b.example',
      mobilePhone: '21987650002',
      cpfCnpj: CPF,
      externalReference: `eos-${b.accountId}-client-${clientB}`,
    });

    // Each account's next charge of its client goes to its own customer again: no new one.
    const againA = await issue(a, await receivable(a, { id_cliente: clientA }), { forma: 'pix' });
    const againB = await issue(b, await receivable(b, { id_cliente: clientB }), { forma: 'boleto' });
    expect([customerOf(againA).id, customerOf(againB).id]).toEqual([customerA.id, customerB.id]);
    expect([...asaas.customers.values()].filter((c) => c.cpfCnpj === CPF)).toHaveLength(outside.length + 2);
  });
});

describe("each account's budget on the operator's shared key", () => {
  it('an account past its calls per minute is refused (429 gateway_budget_spent, Retry-After, no call); another account still charges', async () => {
    const a = await financialAccount(t);
    const b = await financialAccount(t);
    await useAsaas(a);
    await useAsaas(b);
    let refused: Awaited<ReturnType<typeof issue>> | undefined;
    const charged: number[] = [];
    for (let i = 0; i < 40 && !refused; i++) {
      const id = await receivable(a);
      const res = await issue(a, id, { forma: 'pix' });
      if (res.status === 201) charged.push(id);
      else refused = res;
    }
    expect(charged.length).toBeGreaterThan(0);
    expect(refused?.status).toBe(429);
    expect(refused?.body.errors).toEqual([expect.objectContaining({ field: 'gateway', code: 'gateway_budget_spent' })]);
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(0);
    // Refused before anything was written or sent: no operation left, no payment made.
    expect(await countRows(t, 'financial_charge_operations', a.accountId)).toBe(0);
    const before = asaas.requests.length;
    expect((await t.request('DELETE', `/api/v1/financial/${charged[0]}/charge`, { token: a.token })).status).toBe(429);
    expect(asaas.requests.length).toBe(before);
    // The other account's budget is its own.
    expect((await issue(b, await receivable(b), { forma: 'pix' })).status).toBe(201);
  });
});
