import { DataSource } from 'typeorm';

import { startTestApp, TestApp } from '../support/harness';

// A person's rights over their data (LGPD art. 18): the export of everything an account holds
// about a client, and the anonymisation of a client or a guest, on the real server and database
// (SQLite by default, MariaDB with DATABASE_URL).
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const PERSON = {
  nome: 'Joana Prates Vilela',
  documento: '390.533.447-05',
  email: 'joana.vilela@example.com',
  email_2: 'jpv.secundario@example.org',
  telefone: '(21) 99876-1234',
  celular: '(21) 98765-4321',
  cep: '22041-001',
  endereco: 'Rua Barata Ribeiro',
  numero: '502',
  bairro: 'Copacabana',
  cidade: 'Rio de Janeiro',
  uf: 'RJ',
  rg: '12.345.678-9',
  data_nascimento: '1990-04-17',
  profissao: 'Arquiteta paisagista',
  observacoes: 'Prefere contato pelo WhatsApp',
};
/** The person's values as the service stores them (digits only for phones, CPF and CEP). */
const STORED = [
  'Joana Prates Vilela',
  '39053344705',
  'joana.vilela@example.com',
  'jpv.secundario@example.org',
  '21998761234',
  '21987654321',
  '22041001',
  'Rua Barata Ribeiro',
  'Copacabana',
  '12.345.678-9',
  '1990-04-17',
  'Arquiteta paisagista',
  'Prefere contato pelo WhatsApp',
];

/** An account holding a person everywhere: client, event, guest entries, budget and its refusal, financial entries with history, notifications, a kept answer. */
async function person() {
  const { accountId, token } = await t.newAccount();
  const req = (method: string, path: string, body?: unknown, headers?: Record<string, string>) =>
    t.request(method, `/api/v1${path}`, { token, body, headers });
  // The client's creation answer is kept (an Idempotency-Key): it carries the person.
  const created = await req('POST', '/clients', PERSON, { 'Idempotency-Key': `lgpd-${accountId}` });
  expect(created.status).toBe(201);
  const client = created.body.data[0];
  const other = (
    await req('POST', '/clients', {
      nome: 'Outro Cliente',
      email: 'outro@example.com',
      documento: '529.982.247-25',
      cidade: 'Rio de Janeiro',
      uf: 'RJ',
    })
  ).body.data[0];
  const event = (
    await req('POST', '/events', {
      nome: 'Casamento de Joana e Rui',
      data_evento: '2027-06-12',
      id_cliente: client.id,
      observacoes: 'Noiva alérgica a camarão',
    })
  ).body.data;
  const otherEvent = (await req('POST', '/events', { nome: 'Aniversário', data_evento: '2027-07-01', id_cliente: other.id })).body.data;
  // The person as a guest of another event (same e-mail), and a guest who is someone else.
  const asGuest = (
    await req('POST', '/guests', {
      id_evento: otherEvent.id,
      nome: 'Joana',
      sobrenome: 'Vilela',
      email: 'JOANA.VILELA@example.com',
      telefone: '21 99876-1234',
    })
  ).body.data;
  const someoneElse = (
    await req('POST', '/guests', { id_evento: event.id, nome: 'Caio', sobrenome: 'Mendes', email: 'caio.mendes@example.com', idade: '34' })
  ).body.data;
  const budget = (await req('POST', '/budgets', { idevento: event.id, observacoes: 'Orçamento pedido pela Joana', itens: [] })).body.data;
  expect((await req('POST', `/budgets/${budget.id}/decline`, { motivo: 'Joana achou caro demais' })).status).toBe(200);
  const entry = (
    await req('POST', '/financial', {
      tipo: 'receita',
      descricao: 'Sinal do casamento de Joana',
      valor: 1500,
      data_vencimento: '2027-01-10',
      id_cliente: client.id,
      observacoes: 'Pago pela mãe da Joana',
    })
  ).body.data[0];
  expect(
    (await req('PUT', `/financial/${entry.id}`, { descricao: 'Sinal Joana Vilela', valor: 1600, pago: true, datapagamento: '2027-01-09' }))
      .status,
  ).toBe(200);
  const plan = (
    await req('POST', '/financial', {
      tipo: 'receita',
      descricao: 'Parcelas do casamento',
      valor: 900,
      parcelas: 3,
      data_vencimento: '2027-02-10',
      idevento: event.id,
    })
  ).body.data;
  const otherEntry = (
    await req('POST', '/financial', {
      tipo: 'despesa',
      descricao: 'Aluguel de cadeiras',
      valor: 320.5,
      data_vencimento: '2027-03-01',
      id_cliente: other.id,
    })
  ).body.data[0];
  return { accountId, token, req, client, other, event, otherEvent, asGuest, someoneElse, budget, entry, plan, otherEntry };
}

const ds = () => t.app.get(DataSource);
const rowsText = async (table: string, accountId: number) =>
  JSON.stringify(await ds().query(`SELECT * FROM ${table} WHERE account_id = ?`, [accountId]));
const holdsAny = (text: string, values: string[]) => values.filter((v) => text.toLowerCase().includes(v.toLowerCase()));

describe('GET /api/v1/clients/{id}/personal-data', () => {
  it('answers, as one document, the client, its events, budgets with their answers, the guest entries naming it, its financial entries and the stored notifications that carried it', async () => {
    const p = await person();
    const res = await p.req('GET', `/clients/${p.client.id}/personal-data`);
    expect(res.status).toBe(200);
    const doc = res.body;
    expect(doc.client).toEqual(p.client);
    expect(doc.events.map((e: any) => e.id)).toEqual([p.event.id]);
    expect(doc.events[0]).toMatchObject({ nome: 'Casamento de Joana e Rui', observacoes: 'Noiva alérgica a camarão' });
    expect(doc.budgets.map((b: any) => b.id)).toEqual([p.budget.id]);
    expect(doc.budgets[0]).toMatchObject({ observacoes: 'Orçamento pedido pela Joana' });
    expect(doc.budgets[0].answers).toEqual([expect.objectContaining({ decisao: 'recusada', motivo: 'Joana achou caro demais' })]);
    expect(doc.budgets[0]).not.toHaveProperty('account_id');
    // The person as a guest elsewhere (same e-mail, whatever its case); not the other guests of its event.
    expect(doc.guests.map((g: any) => g.id)).toEqual([p.asGuest.id]);
    // Its entry (by client) and the plan of its event, with their history; not another client's entry.
    expect(doc.financial_entries.map((e: any) => e.id)).toEqual([p.entry.id, ...p.plan.map((e: any) => e.id)]);
    expect(doc.financial_entries[0]).toMatchObject({ descricao: 'Sinal Joana Vilela', valor: 1600, pago: true });
    expect(doc.financial_entries[0].history.length).toBeGreaterThanOrEqual(2);
    // The customer_created that carried it, the event's, the guest's, the budget's, the entries'.
    const kinds = doc.notifications.map((n: any) => n.event);
    expect(kinds).toEqual(expect.arrayContaining(['customer_created', 'event_created', 'guest_created', 'financial_entry_created']));
    expect(doc.notifications.find((n: any) => n.event === 'customer_created').data[0]).toMatchObject({
      id: p.client.id,
      documento: '39053344705',
    });
    expect(JSON.stringify(doc.notifications)).not.toContain('Outro Cliente');
  });

  it('answers 404 in the error envelope for another account’s client, and for an unknown one', async () => {
    const p = await person();
    const stranger = await t.newAccount();
    for (const path of [`/api/v1/clients/${p.client.id}/personal-data`, '/api/v1/clients/99999999/personal-data']) {
      const res = await t.request('GET', path, { token: stranger.token });
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ status: 'error', errors: [expect.objectContaining({ code: 'not_found' })] });
    }
    expect((await t.request('GET', `/api/v1/clients/abc/personal-data`, { token: p.token })).status).toBe(400);
  });
});

describe('POST /api/v1/clients/{id}/anonymize', () => {
  it('replaces every personal value, keeps the money, purges the stored copies and is idempotent', async () => {
    const p = await person();
    const totalsBefore = (await p.req('GET', '/financial')).body.totais;
    const entriesBefore = await ds().query(
      'SELECT id, valor, valorpago, pago, data_vencimento, datapagamento, juros, multa, desconto FROM financial_entries WHERE account_id = ? ORDER BY id',
      [p.accountId],
    );
    const keptTotalsBefore = await ds().query(
      'SELECT * FROM financial_entry_totals WHERE account_id = ? ORDER BY tipo, pago, forma_pagamento, data_vencimento',
      [p.accountId],
    );

    const res = await p.req('POST', `/clients/${p.client.id}/anonymize`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'success', message: `Client ${p.client.id} anonymised` });
    const data = res.body.data;
    expect(data.client).toMatchObject({
      id: p.client.id,
      nome: 'Anonimizado',
      documento: null,
      email: null,
      telefone: null,
      celular: null,
      cep: null,
      data_nascimento: null,
      observacoes: null,
      tipo_pessoa: 'F',
      datacadastro: p.client.datacadastro,
    });
    expect(data.events).toEqual([p.event.id]);
    expect(data.guests).toEqual([p.asGuest.id]);
    expect(data.notifications_purged).toBeGreaterThanOrEqual(4);
    expect(data.idempotency_answers_purged).toBe(1);

    // The money: every entry's values, the kept totals and the overview's totals as before.
    expect((await p.req('GET', '/financial')).body.totais).toEqual(totalsBefore);
    expect(
      await ds().query(
        'SELECT id, valor, valorpago, pago, data_vencimento, datapagamento, juros, multa, desconto FROM financial_entries WHERE account_id = ? ORDER BY id',
        [p.accountId],
      ),
    ).toEqual(entriesBefore);
    expect(
      await ds().query('SELECT * FROM financial_entry_totals WHERE account_id = ? ORDER BY tipo, pago, forma_pagamento, data_vencimento', [
        p.accountId,
      ]),
    ).toEqual(keptTotalsBefore);
    // The history keeps its changes of money and loses the texts.
    const history = (await p.req('GET', `/financial/${p.entry.id}/history`)).body.data;
    const changes = history.flatMap((h: any) => h.alteracoes);
    expect(changes).toEqual(expect.arrayContaining([expect.objectContaining({ campo: 'valor', de: 1500, para: 1600 })]));
    expect(holdsAny(JSON.stringify(history), ['Joana'])).toEqual([]);

    // Nothing of the person answers anywhere: the client, the lists, the export, the tables.
    const everything = JSON.stringify([
      (await p.req('GET', `/clients/${p.client.id}`)).body,
      (await p.req('GET', '/clients')).body,
      (await p.req('GET', '/events')).body,
      (await p.req('GET', '/guests')).body,
      (await p.req('GET', `/budgets/${p.budget.id}`)).body,
      (await p.req('GET', '/financial')).body,
      (await p.req('GET', `/clients/${p.client.id}/personal-data`)).body,
    ]);
    expect(holdsAny(everything, [...STORED, 'Joana', 'Vilela', 'camarão'])).toEqual([]);
    for (const table of [
      'clients',
      'events',
      'guests',
      'budgets',
      'budget_answers',
      'financial_entries',
      'financial_history',
      'notifications',
      'idempotency_keys',
      'webhook_deliveries',
    ]) {
      expect([table, holdsAny(await rowsText(table, p.accountId), [...STORED, 'Joana'])]).toEqual([table, []]);
    }
    // The rest of the account is untouched: the other client (the same city), its event, the other guest, their notifications.
    const others = await ds().query("SELECT event FROM notifications WHERE account_id = ? AND payload LIKE '%Outro Cliente%'", [
      p.accountId,
    ]);
    expect(others.map((n: { event: string }) => n.event)).toEqual(expect.arrayContaining(['customer_created', 'event_created']));
    expect((await p.req('GET', `/clients/${p.other.id}`)).body).toEqual(p.other);
    expect((await p.req('GET', `/guests/${p.someoneElse.id}`)).body).toEqual(p.someoneElse);

    // Searches by the old CPF, e-mail or phone find nothing.
    for (const search of ['390.533.447-05', '39053344705', 'joana.vilela@example.com', '(21) 99876-1234', '21987654321', 'Joana']) {
      expect([search, (await p.req('GET', `/clients?search=${encodeURIComponent(search)}`)).body.pagination.total_data]).toEqual([
        search,
        0,
      ]);
      expect([
        search,
        (await t.request('GET', '/api/v1/guests', { token: p.token, query: { search } })).body.pagination.total_data,
      ]).toEqual([search, 0]);
    }
    // The CPF is free again: a new client may hold it (one client per document in an account).
    expect((await p.req('POST', '/clients', { nome: 'Nova Joana', documento: PERSON.documento })).status).toBe(201);

    // Once more: the same answer, nothing changed, no second notification.
    const kinds = async () =>
      (await ds().query("SELECT COUNT(*) AS n FROM notifications WHERE account_id = ? AND event = 'customer_anonymized'", [p.accountId]))[0]
        .n;
    expect(Number(await kinds())).toBe(1);
    const again = await p.req('POST', `/clients/${p.client.id}/anonymize`);
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ client: data.client, notifications_purged: 0, idempotency_answers_purged: 0 });
    expect(Number(await kinds())).toBe(1);
    const [notification] = await ds().query("SELECT payload FROM notifications WHERE account_id = ? AND event = 'customer_anonymized'", [
      p.accountId,
    ]);
    const payload = typeof notification.payload === 'string' ? JSON.parse(notification.payload) : notification.payload;
    expect(payload).toEqual([{ tipo: 'cliente', id: p.client.id }]);
  });

  it('answers 404 for another account’s client and changes nothing of it', async () => {
    const p = await person();
    const stranger = await t.newAccount();
    const res = await t.request('POST', `/api/v1/clients/${p.client.id}/anonymize`, { token: stranger.token });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ status: 'error' });
    expect((await p.req('GET', `/clients/${p.client.id}`)).body).toEqual(p.client);
  });
});

describe('POST /api/v1/guests/{id}/anonymize', () => {
  it('replaces the guest’s personal fields, keeps its event and table, purges its notification, idempotently; 404 across accounts', async () => {
    const p = await person();
    const stranger = await t.newAccount();
    expect((await t.request('POST', `/api/v1/guests/${p.someoneElse.id}/anonymize`, { token: stranger.token })).status).toBe(404);
    const res = await p.req('POST', `/guests/${p.someoneElse.id}/anonymize`);
    expect(res.status).toBe(200);
    expect(res.body.data.guest).toEqual({ ...p.someoneElse, nome: 'Anonimizado', sobrenome: null, email: null, idade: null });
    expect(res.body.data.notifications_purged).toBe(1);
    expect(holdsAny(await rowsText('notifications', p.accountId), ['caio.mendes@example.com', 'Mendes'])).toEqual([]);
    expect(
      (await t.request('GET', '/api/v1/guests', { token: p.token, query: { search: 'caio.mendes' } })).body.pagination.total_data,
    ).toBe(0);
    const again = await p.req('POST', `/guests/${p.someoneElse.id}/anonymize`);
    expect(again.body.data).toEqual({ ...res.body.data, notifications_purged: 0 });
    const n = await ds().query("SELECT payload FROM notifications WHERE account_id = ? AND event = 'customer_anonymized'", [p.accountId]);
    expect(n.map((r: any) => (typeof r.payload === 'string' ? JSON.parse(r.payload) : r.payload))).toEqual([
      [{ tipo: 'convidado', id: p.someoneElse.id, id_evento: p.event.id }],
    ]);
    // The client it is not: untouched.
    expect((await p.req('GET', `/clients/${p.client.id}`)).body).toEqual(p.client);
  });
});

describe('a person who only shares the client’s name', () => {
  it('is neither in the client’s export (guests, notifications) nor anonymised with it; the same name on the client’s own event is', async () => {
    const { token } = await t.newAccount();
    const req = (method: string, path: string, body?: unknown) => t.request(method, `/api/v1${path}`, { token, body });
    const name = 'Helena Duarte Campos';
    const client = (await req('POST', '/clients', { nome: name, documento: '390.533.447-05', email: 'helena.campos@example.com' })).body
      .data[0];
    const namesake = (await req('POST', '/clients', { nome: name, documento: '529.982.247-25', email: 'hd.campos@example.org' })).body
      .data[0];
    const own = (await req('POST', '/events', { nome: 'Formatura', data_evento: '2027-03-20', id_cliente: client.id })).body.data;
    const theirs = (await req('POST', '/events', { nome: 'Bodas', data_evento: '2027-04-17', id_cliente: namesake.id })).body.data;
    // The client on her own event's list, by name only; the namesake on his, as first name and surname.
    const asGuest = (await req('POST', '/guests', { id_evento: own.id, nome: name })).body.data;
    const namesakeAsGuest = (await req('POST', '/guests', { id_evento: theirs.id, nome: 'Helena', sobrenome: 'Duarte Campos' })).body.data;

    const exported = (await req('GET', `/clients/${client.id}/personal-data`)).body;
    expect(exported.guests.map((g: { id: number }) => g.id)).toEqual([asGuest.id]);
    expect(JSON.stringify(exported)).not.toContain('52998224725');
    expect(JSON.stringify(exported)).not.toContain('hd.campos@example.org');
    expect(exported.notifications.some((n: { event: string; data: { id: number }[] }) => n.data.some((d) => d.id === client.id))).toBe(
      true,
    );

    expect((await req('POST', `/clients/${client.id}/anonymize`)).status).toBe(200);
    expect((await req('GET', `/guests/${asGuest.id}`)).body.nome).toBe('Anonimizado');
    expect((await req('GET', `/guests/${namesakeAsGuest.id}`)).body).toEqual(namesakeAsGuest);
    expect((await req('GET', `/clients/${namesake.id}`)).body).toEqual(namesake);
  });
});
