import { startWebhookApp, WebhookTestApp } from '../support/webhook-app';
import { WebhookReceiver } from '../support/webhook-receiver';

// The third step of ME Eventos compatibility, values: guests' token, a company's responsible
// person's CPF kept beside its CNPJ, pago as ME writes it ("sim"/"nao") on requests, and
// financial entries in ME's webhook format (transaction_created / transaction_updated).
let t: WebhookTestApp;
let receiver: WebhookReceiver;
beforeAll(async () => {
  t = await startWebhookApp({ RATE_LIMIT_PER_MINUTE: '100000' });
  receiver = await WebhookReceiver.start();
}, 60_000);
afterAll(async () => {
  await t?.close();
  await receiver?.close();
}, 60_000);

type Row = Record<string, any>;

async function meAccount() {
  const { accountId, token } = await t.newAccount();
  const call = (method: string, path: string, options: { body?: unknown; query?: Record<string, string | number> } = {}) =>
    t.request(method, `/api/v1${path}`, { token, ...options });
  return { accountId, token, call };
}

const CNPJ = '11.222.333/0001-81';
const RESPONSIBLE = '529.982.247-25';

describe('guests: ME Eventos token', () => {
  it('takes token on POST and answers it on the write, the view and the list', async () => {
    const { call } = await meAccount();
    const event = (await call('POST', '/events', { body: { nome: 'Festa', data_evento: '2027-06-01' } })).body.data;
    const created = await call('POST', '/guests', { body: { idevento: event.id, nome: 'Lúcia', token: 'a1B2-c3d4' } });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ token: 'a1B2-c3d4', idevento: event.id });
    expect((await call('GET', `/guests/${created.body.data.id}`)).body.token).toBe('a1B2-c3d4');
    const list = (await call('GET', '/guests', { query: { idevento: event.id } })).body.data as Row[];
    expect(list.map((g) => g.token)).toEqual(['a1B2-c3d4']);
    const without = (await call('POST', '/guests', { body: { idevento: event.id, nome: 'Caio', token: '' } })).body.data;
    expect(without.token).toBeNull();
    const long = await call('POST', '/guests', { body: { idevento: event.id, nome: 'Rui', token: 'x'.repeat(101) } });
    expect([long.status, long.body.errors[0].field]).toEqual([400, 'token']);
  });
});

describe("clients: a company's cnpjpj and its responsible person's cpf, both kept", () => {
  it('keeps both on POST (one and batch), answers them on GET, the list and PUT', async () => {
    const { call } = await meAccount();
    const created = await call('POST', '/clients', { body: { nome: 'JS Eventos', tipocadastro: '1', cnpjpj: CNPJ, cpf: RESPONSIBLE } });
    expect(created.status).toBe(201);
    const company = created.body.data[0];
    expect(company).toMatchObject({
      tipo_pessoa: 'J',
      documento: '11222333000181',
      cpf_responsavel: '52998224725',
      cnpjpj: '11222333000181',
      cpf: '52998224725',
      tipocadastro: 1,
    });
    expect((await call('GET', `/clients/${company.id}`)).body).toMatchObject({ cnpjpj: '11222333000181', cpf: '52998224725' });
    // tipocadastro 1 alone says it is a company too.
    const byKind = await call('POST', '/clients', { body: [{ nome: 'Sem CNPJ', tipocadastro: 1, cpf: '390.533.447-05' }] });
    expect(byKind.status).toBe(201);
    expect(byKind.body.data[0]).toMatchObject({ documento: null, cpf_responsavel: '39053344705', cpf: '39053344705', tipocadastro: 1 });
    const list = (await call('GET', '/clients', { query: { field_sort: 'id' } })).body.data as Row[];
    expect(list.map((c) => [c.cnpjpj, c.cpf])).toEqual([
      ['11222333000181', '52998224725'],
      [undefined, '39053344705'],
    ]);

    // PUT a company's body as ME writes it: the responsible person changes, the CNPJ stays.
    const put = await call('PUT', `/clients/${company.id}`, { body: { cnpjpj: CNPJ, cpf: '111.444.777-35', tipocadastro: 1 } });
    expect(put.status).toBe(200);
    expect(put.body.data).toMatchObject({ documento: '11222333000181', cpf_responsavel: '11144477735', cpf: '11144477735' });
    // Our own name works on every client, and null clears it.
    const cleared = await call('PUT', `/clients/${company.id}`, { body: { cpf_responsavel: null } });
    expect(cleared.body.data).toMatchObject({ documento: '11222333000181', cpf_responsavel: null });
    expect(cleared.body.data).not.toHaveProperty('cpf');
  });

  it("a person's cpf is still its document; cpf and documento with different values stay conflicting_alias", async () => {
    const { call } = await meAccount();
    const person = await call('POST', '/clients', { body: { nome: 'Ana', cpf: RESPONSIBLE } });
    expect(person.body.data[0]).toMatchObject({ tipo_pessoa: 'F', documento: '52998224725', cpf: '52998224725', cpf_responsavel: null });
    const conflict = await call('POST', '/clients', {
      body: { nome: 'Bia', tipocadastro: 0, cpf: '390.533.447-05', documento: '111.444.777-35' },
    });
    expect(conflict.status).toBe(400);
    expect(conflict.body.errors).toEqual([expect.objectContaining({ field: 'cpf', code: 'conflicting_alias' })]);
    // A company's cpf and cpf_responsavel name one field too.
    const twice = await call('POST', '/clients', {
      body: { nome: 'C', cnpjpj: CNPJ, cpf: RESPONSIBLE, cpf_responsavel: '390.533.447-05' },
    });
    expect([twice.status, twice.body.errors[0].field, twice.body.errors[0].code]).toEqual([400, 'cpf', 'conflicting_alias']);
    expect((await call('GET', '/clients')).body.pagination.total_data).toBe(1);
  });

  it("refuses a responsible person's CPF with wrong check digits, or a CNPJ in its place (400 on the name sent)", async () => {
    const { call } = await meAccount();
    const bad = await call('POST', '/clients', { body: { nome: 'X', cnpjpj: CNPJ, cpf: '529.982.247-26' } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([{ field: 'cpf', code: 'invalid_cpf', message: expect.stringMatching(/^cpf /) }]);
    const cnpj = await call('POST', '/clients', { body: { nome: 'X', cpf_responsavel: CNPJ } });
    expect([cnpj.status, cnpj.body.errors[0].field, cnpj.body.errors[0].code]).toEqual([400, 'cpf_responsavel', 'invalid_cpf']);
    expect((await call('GET', '/clients')).body.pagination.total_data).toBe(0);
  });

  it("customer_created carries both, in ME's format (punctuated cpf beside cnpjpj) and in ours", async () => {
    const { accountId, token, call } = await meAccount();
    const mePath = `/me-client-${accountId}`;
    const oursPath = `/our-client-${accountId}`;
    await t.createWebhook(token, { url: receiver.url(mePath), events: ['customer_created'], formato: 'me-eventos' });
    await t.createWebhook(token, { url: receiver.url(oursPath), events: ['customer_created'] });
    await call('POST', '/clients', { body: { nome: 'JS Eventos', cnpjpj: CNPJ, cpf: RESPONSIBLE } });
    await receiver.waitForCount(1, mePath);
    await receiver.waitForCount(1, oursPath);
    const me = (receiver.at(mePath)[0].json as { data: Row[] }).data[0];
    expect(me).toMatchObject({ cnpjpj: CNPJ, cpf: RESPONSIBLE, cpf_responsavel: RESPONSIBLE, tipocadastro: '1' });
    const ours = (receiver.at(oursPath)[0].json as { data: Row[] }).data[0];
    expect(ours).toMatchObject({
      documento: '11222333000181',
      cnpjpj: '11222333000181',
      cpf: '52998224725',
      cpf_responsavel: '52998224725',
    });
  });
});

describe('financial pago as ME writes it ("sim" / "nao")', () => {
  it('takes pago "sim"/"nao" on POST, PUT and the list filter; refuses other words', async () => {
    const { call } = await meAccount();
    const entry = (body: Row) =>
      call('POST', '/financial', { body: { tipo: 'receita', valor: 100, data_vencimento: '2027-01-10', ...body } });
    const paid = await entry({ descricao: 'Pago', pago: 'sim', datapagamento: '2027-01-09' });
    const unpaid = await entry({ descricao: 'Aberto', pago: 'nao' });
    expect([paid.status, paid.body.data[0].pago, unpaid.status, unpaid.body.data[0].pago]).toEqual([201, true, 201, false]);

    // A sync module reading ME's filter must not file paid entries as unpaid.
    const byFilter = async (pago: string) =>
      ((await call('GET', '/financial', { query: { pago, field_sort: 'id' } })).body.data as Row[]).map((e) => e.descricao);
    expect(await byFilter('sim')).toEqual(['Pago']);
    expect(await byFilter('nao')).toEqual(['Aberto']);
    expect(await byFilter('true')).toEqual(['Pago']);

    const put = await call('PUT', `/financial/${unpaid.body.data[0].id}`, { body: { pago: 'sim' } });
    expect([put.status, put.body.data.pago]).toEqual([200, true]);
    expect(put.body.data.datapagamento).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const back = await call('PUT', `/financial/${unpaid.body.data[0].id}`, { body: { pago: 'nao' } });
    expect([back.status, back.body.data.pago]).toEqual([200, false]);

    for (const res of [
      await entry({ descricao: 'X', pago: 'talvez' }),
      await call('PUT', `/financial/${paid.body.data[0].id}`, { body: { pago: 'talvez' } }),
      await call('GET', '/financial', { query: { pago: 'talvez' } }),
      await entry({ descricao: 'X', pago: 'Sim' }),
    ])
      expect([res.status, res.body.errors?.[0]?.field]).toEqual([400, 'pago']);
    expect((await call('GET', '/financial')).body.pagination.total_data).toBe(2);
  });
});

describe("financial webhooks in ME Eventos' format", () => {
  it("sends transaction_created / transaction_updated with ME's financial answer to formato me-eventos, financial_entry_* otherwise", async () => {
    const { accountId, token, call } = await meAccount();
    const mePath = `/me-financial-${accountId}`;
    const oursPath = `/our-financial-${accountId}`;
    // Subscribed by ME's kind names; transaction_deleted is accepted and kept, never sent.
    const meHook = await call('POST', '/webhooks', {
      body: {
        url: receiver.url(mePath),
        events: ['transaction_created', 'transaction_updated', 'transaction_deleted'],
        formato: 'me-eventos',
      },
    });
    expect(meHook.status).toBe(201);
    expect(meHook.body.data.events).toEqual(['financial_entry_created', 'financial_entry_updated', 'transaction_deleted']);
    await t.createWebhook(token, { url: receiver.url(oursPath), events: ['financial_entry_created', 'financial_entry_updated'] });

    const category = (await call('GET', '/financialcategory')).body.data[0] as Row;
    const center = (await call('GET', '/costcenter')).body.data[0] as Row;
    const event = (await call('POST', '/events', { body: { nome: 'Casamento Maria', data_evento: '2027-03-13' } })).body.data;
    const created = await call('POST', '/financial', {
      body: {
        tipo: 'receita',
        descricao: 'Sinal',
        valor: 1200.5,
        data_vencimento: '2027-01-10',
        forma_pagamento: 'pix',
        id_categoria: category.id,
        idevento: event.id,
        rateio: [{ id_centro_custo: center.id, percentual: 100 }],
      },
    });
    expect(created.status).toBe(201);
    const id = created.body.data[0].id as number;
    await receiver.waitForCount(1, mePath);
    const put = await call('PUT', `/financial/${id}`, { body: { pago: 'sim' } });
    expect(put.status).toBe(200);
    await receiver.waitForCount(2, mePath);
    await receiver.waitForCount(2, oursPath);

    const me = receiver.at(mePath).map((r) => r.json as { event: string; data: Row[] });
    expect(me.map((n) => n.event)).toEqual(['transaction_created', 'transaction_updated']);
    const meFields = {
      id: String(id),
      tipocobranca: 'Receita',
      idcategoria: String(category.id),
      categoria: category.nome,
      idcentrodecusto: String(center.id),
      centrodecusto: center.nome,
      mododepagamento: 'PIX',
      evento: 'Casamento Maria',
      valor: '1200.5',
    };
    expect(me[0].data[0]).toMatchObject({ ...meFields, pago: 'nao' });
    expect(me[1].data[0]).toMatchObject({ ...meFields, pago: 'sim' });

    const ours = receiver.at(oursPath).map((r) => r.json as { event: string; data: Row[] });
    expect(ours.map((n) => n.event)).toEqual(['financial_entry_created', 'financial_entry_updated']);
    expect(ours[0].data[0]).toMatchObject({ id, pago: false, valor: 1200.5, tipocobranca: 'Receita', categoria: category.nome });
    expect(ours[1].data[0]).toMatchObject({ id, pago: true });
  });

  it("takes ME's kind names on PUT too, one kind named by both names once, and refuses unknown kinds", async () => {
    const { token, call } = await meAccount();
    const id = await t.createWebhook(token, { url: receiver.url('/kinds') });
    const put = await call('PUT', `/webhooks/${id}`, {
      body: { events: ['transaction_updated', 'financial_entry_updated', 'customer_created'] },
    });
    expect([put.status, put.body.data.events]).toEqual([200, ['financial_entry_updated', 'customer_created']]);
    const bad = await call('PUT', `/webhooks/${id}`, { body: { events: ['transaction_paid'] } });
    expect([bad.status, bad.body.errors[0].field]).toEqual([400, 'events']);
  });
});
