import { DataSource } from 'typeorm';

import { contextFor } from '../../../src/common/request-context';
import { ReferenceRegistry } from '../../../src/database/references';
import { TransactionRunner } from '../../../src/database/transaction';
import { Notification } from '../../../src/modules/webhooks/entities/notification.entity';
import { startTestApp, TestApp } from '../../support/harness';
import { ours } from '../../support/me-eventos';
import { orderFactories } from '../../support/order-factories';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 60_000);
afterAll(async () => {
  await t?.close();
}, 60_000);

const fields = (body: { errors: { field?: string }[] }) => body.errors.map((e) => e.field);
const notifications = (accountId: number, event: string) =>
  t.app
    .get(DataSource)
    .getRepository(Notification)
    .find({ where: { account_id: accountId, event }, order: { id: 'ASC' } });
const firstId = async (token: string, path: string) => (await t.request('GET', path, { token })).body.data[0].id as number;
const newClient = async (token: string, nome = 'Maria') =>
  (await t.request('POST', '/api/v1/clients', { token, body: { nome } })).body.data[0].id as number;
const newEvent = async (token: string, body: Record<string, unknown>) => {
  const res = await t.request('POST', '/api/v1/events', { token, body: { nome: 'Festa', data_evento: '2027-05-01', ...body } });
  expect(res.status).toBe(201);
  return res.body.data;
};

describe('POST /events', () => {
  it('creates an event with all its references and emits event_created', async () => {
    const { token, accountId } = await t.newAccount();
    const refs = {
      id_cliente: await newClient(token),
      id_tipo_evento: await firstId(token, '/api/v1/eventtype'),
      id_local: await firstId(token, '/api/v1/eventlocation'),
      id_vendedor: await firstId(token, '/api/v1/seller'),
      id_como_conheceu: await firstId(token, '/api/v1/howmet'),
    };
    const body = {
      nome: 'Casamento Maria e João',
      data_evento: '2027-03-13',
      data_fim: '2027-03-14',
      hora_inicio: '19:30',
      hora_fim: '02:00',
      numero_convidados: 150,
      status: 'CONFIRMADO',
      observacoes: 'Ao ar livre',
      ...refs,
    };
    const res = await t.request('POST', '/api/v1/events', { token, body });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: 'success', message: expect.stringContaining('created') });
    const e = res.body.data;
    expect(ours(e, 'events')).toEqual({
      id: expect.any(Number),
      ...body,
      informacoes: null,
      codigo_interno: null,
      datacadastro: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    // ME Eventos' fields follow ours (test/http/me-eventos.e2e-spec.ts reads each of them).
    expect(e).toMatchObject({ nomeevento: body.nome, dataevento: body.data_evento, idlocalevento: body.id_local });
    expect(e).not.toHaveProperty('account_id');
    expect(e).not.toHaveProperty('ultimo_pedido');
    expect((await t.request('GET', `/api/v1/events/${e.id}`, { token })).body).toEqual(e);
    // The event as the API answers it, ME's fields included.
    expect((await notifications(accountId, 'event_created')).map((n) => n.payload)).toEqual([[e]]);
  });

  it('defaults status to PREVISTO and optional fields to null', async () => {
    const { token } = await t.newAccount();
    const e = await newEvent(token, {});
    expect(e).toMatchObject({ status: 'PREVISTO', id_cliente: null, data_fim: null, numero_convidados: null });
  });

  it('rejects invalid fields with their paths (400)', async () => {
    const { token } = await t.newAccount();
    const cases: [Record<string, unknown>, string][] = [
      [{ nome: undefined }, 'nome'],
      [{ data_evento: undefined }, 'data_evento'],
      [{ data_evento: '2027-02-30' }, 'data_evento'],
      [{ data_evento: '13/03/2027' }, 'data_evento'],
      [{ hora_inicio: '25:00' }, 'hora_inicio'],
      [{ status: 'ADIADO' }, 'status'],
      [{ status: null }, 'status'],
      [{ nome: null }, 'nome'],
      [{ data_evento: null }, 'data_evento'],
      [{ numero_convidados: -1 }, 'numero_convidados'],
      [{ id_cliente: 'abc' }, 'id_cliente'],
      [{ extra: 1 }, 'extra'],
      [{ data_fim: '2027-04-30' }, 'data_fim'],
    ];
    for (const [over, field] of cases) {
      // Under Prefer: handling=strict, so that an unknown field is refused too (by default it is ignored).
      const res = await t.request('POST', '/api/v1/events', {
        token,
        body: { nome: 'Festa', data_evento: '2027-05-01', ...over },
        headers: { prefer: 'handling=strict' },
      });
      expect(res.status).toBe(400);
      expect(fields(res.body)).toContain(field);
    }
  });

  it('answers 422 naming every unknown reference, including another account’s rows', async () => {
    const a = await t.newAccount();
    const b = await t.newAccount();
    const clientA = await newClient(a.token);
    const typeA = await firstId(a.token, '/api/v1/eventtype');
    const res = await t.request('POST', '/api/v1/events', {
      token: b.token,
      body: {
        nome: 'Festa',
        data_evento: '2027-05-01',
        id_cliente: clientA,
        id_tipo_evento: typeA,
        id_local: 999999,
        id_vendedor: 999999,
        id_como_conheceu: 999999,
      },
    });
    expect(res.status).toBe(422);
    expect(fields(res.body)).toEqual(['id_cliente', 'id_tipo_evento', 'id_local', 'id_vendedor', 'id_como_conheceu']);
    expect((await t.request('GET', '/api/v1/events', { token: b.token })).body.data).toEqual([]);
  });
});

describe('GET /events', () => {
  it('filters by date range, client and status; searches by name', async () => {
    const { token } = await t.newAccount();
    const c1 = await newClient(token, 'Ana');
    const c2 = await newClient(token, 'Bia');
    const e1 = await newEvent(token, { nome: 'Casamento Ana', data_evento: '2027-01-10', id_cliente: c1, status: 'CONFIRMADO' });
    const e2 = await newEvent(token, { nome: 'Aniversário Bia', data_evento: '2027-02-20', id_cliente: c2 });
    const e3 = await newEvent(token, { nome: 'Formatura Ana', data_evento: '2027-03-30', id_cliente: c1, status: 'CANCELADO' });
    const ids = (body: { data: { id: number }[] }) => body.data.map((e) => e.id);
    const q = (query: Record<string, string | number>) => t.request('GET', '/api/v1/events', { token, query });
    // A period is served by the date's index, in date order (by ID it needs a narrowing filter).
    expect(ids((await q({ data_inicio: '2027-02-01', field_sort: 'data_evento' })).body)).toEqual([e2.id, e3.id]);
    expect(ids((await q({ data_fim: '2027-02-20', field_sort: 'data_evento' })).body)).toEqual([e1.id, e2.id]);
    expect(ids((await q({ data_inicio: '2027-02-01', data_fim: '2027-02-28', field_sort: 'data_evento' })).body)).toEqual([e2.id]);
    expect(ids((await q({ data_inicio: '2027-01-01', id_cliente: c1 })).body)).toEqual([e1.id, e3.id]);
    expect(ids((await q({ id_cliente: c1 })).body)).toEqual([e1.id, e3.id]);
    expect(ids((await q({ status: 'CANCELADO' })).body)).toEqual([e3.id]);
    expect(ids((await q({ id_cliente: c1, status: 'CONFIRMADO' })).body)).toEqual([e1.id]);
    expect(ids((await q({ search: 'ana' })).body)).toEqual([e1.id, e3.id]);
  });

  it('sorts by data_evento and nome both ways and paginates', async () => {
    const { token } = await t.newAccount();
    const b = await newEvent(token, { nome: 'B', data_evento: '2027-06-01' });
    const a = await newEvent(token, { nome: 'A', data_evento: '2027-07-01' });
    const c = await newEvent(token, { nome: 'C', data_evento: '2027-05-01' });
    const ids = async (query: Record<string, string | number>) =>
      (await t.request('GET', '/api/v1/events', { token, query })).body.data.map((e: { id: number }) => e.id);
    expect(await ids({ field_sort: 'data_evento' })).toEqual([c.id, b.id, a.id]);
    expect(await ids({ field_sort: 'data_evento', sort: 'desc' })).toEqual([a.id, b.id, c.id]);
    expect(await ids({ field_sort: 'nome', sort: 'asc' })).toEqual([a.id, b.id, c.id]);
    expect(await ids({ field_sort: 'nome', sort: 'desc' })).toEqual([c.id, b.id, a.id]);
    const page = await t.request('GET', '/api/v1/events', { token, query: { field_sort: 'data_evento', limit: 2, page: 2 } });
    expect(page.body.data.map((e: { id: number }) => e.id)).toEqual([a.id]);
    expect(page.body.pagination).toEqual({ page: 2, page_size: 2, total_page: 2, total_data: 3 });
  });

  it('rejects bad filters (400)', async () => {
    const { token } = await t.newAccount();
    for (const [query, field] of [
      [{ data_inicio: '2027-13-01' }, 'data_inicio'],
      [{ id_cliente: 'x' }, 'id_cliente'],
      [{ status: 'x' }, 'status'],
      [{ field_sort: 'observacoes' }, 'field_sort'],
      [{ cliente: 1 }, 'cliente'],
    ] as const) {
      const res = await t.request('GET', '/api/v1/events', { token, query, headers: { prefer: 'handling=strict' } });
      expect(res.status).toBe(400);
      expect(fields(res.body)).toContain(field);
    }
  });
});

describe('PUT /events/{id}', () => {
  it('changes only the fields sent, clears with null and emits event_updated', async () => {
    const { token, accountId } = await t.newAccount();
    const client = await newClient(token);
    const e = await newEvent(token, { id_cliente: client, numero_convidados: 80, observacoes: 'x' });
    const res = await t.request('PUT', `/api/v1/events/${e.id}`, {
      token,
      body: { status: 'REALIZADO', observacoes: null, data_fim: '2027-05-02' },
    });
    expect(res.status).toBe(200);
    expect({ ...res.body, data: ours(res.body.data, 'events') }).toEqual({
      status: 'success',
      message: `Event ${e.id} updated`,
      data: ours({ ...e, status: 'REALIZADO', observacoes: null, data_fim: '2027-05-02' }, 'events'),
    });
    expect(res.body.data).toMatchObject({ observacao: '', datasAdicionais: [{ inicio: e.data_evento, fim: '2027-05-02' }] });
    expect((await notifications(accountId, 'event_updated')).map((n) => n.payload)).toEqual([[res.body.data]]);
  });

  it('validates (400), checks references (422) and answers 404 for unknown or foreign events', async () => {
    const a = await t.newAccount();
    const b = await t.newAccount();
    const e = await newEvent(a.token, { data_evento: '2027-05-10' });
    const put = (token: string, id: number, body: unknown) => t.request('PUT', `/api/v1/events/${id}`, { token, body });
    expect(fields((await put(a.token, e.id, { nome: null })).body)).toEqual(['nome']);
    expect(fields((await put(a.token, e.id, { data_fim: '2027-05-09' })).body)).toEqual(['data_fim']);
    expect((await put(a.token, e.id, { data_evento: '2027-05-01', data_fim: '2027-05-09' })).status).toBe(200);
    expect((await put(a.token, e.id, {})).status).toBe(400);
    const foreignClient = await newClient(b.token);
    const r422 = await put(a.token, e.id, { id_cliente: foreignClient, id_local: 999999 });
    expect(r422.status).toBe(422);
    expect(fields(r422.body)).toEqual(['id_cliente', 'id_local']);
    expect((await put(b.token, e.id, { nome: 'Hack' })).status).toBe(404);
    expect((await put(a.token, 999999, { nome: 'X' })).status).toBe(404);
  });
});

describe('DELETE /events/{id}', () => {
  it('deletes the event with its guests and emits event_deleted', async () => {
    const { token, accountId } = await t.newAccount();
    const e = await newEvent(token, { nome: 'Chá de bebê' });
    for (const nome of ['Ana', 'Bia']) {
      expect((await t.request('POST', '/api/v1/guests', { token, body: { id_evento: e.id, nome } })).status).toBe(201);
    }
    const res = await t.request('DELETE', `/api/v1/events/${e.id}`, { token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'success', message: `Event ${e.id} (Chá de bebê) deleted, with 2 guests` });
    expect((await t.request('GET', `/api/v1/events/${e.id}`, { token })).status).toBe(404);
    expect((await t.request('GET', '/api/v1/guests', { token })).body.data).toEqual([]);
    expect((await notifications(accountId, 'event_deleted')).map((n) => n.payload)).toEqual([[e]]);
  });

  it('answers 404 for unknown and foreign events', async () => {
    const a = await t.newAccount();
    const b = await t.newAccount();
    const e = await newEvent(a.token, {});
    expect((await t.request('DELETE', `/api/v1/events/${e.id}`, { token: b.token })).status).toBe(404);
    expect((await t.request('GET', `/api/v1/events/${e.id}`, { token: b.token })).status).toBe(404);
    expect((await t.request('GET', '/api/v1/events', { token: b.token })).body.data).toEqual([]);
    expect((await t.request('GET', `/api/v1/events/${e.id}`, { token: a.token })).status).toBe(200);
  });
});

describe('client deletion while events reference it', () => {
  it('answers 409 until the event is gone', async () => {
    const { token } = await t.newAccount();
    const client = await newClient(token);
    const e = await newEvent(token, { id_cliente: client });
    const res = await t.request('DELETE', `/api/v1/clients/${client}`, { token });
    expect(res.status).toBe(409);
    expect(res.body.message).toContain('events');
    expect(res.body.errors[0].code).toBe('client_in_use');
    expect((await t.request('DELETE', `/api/v1/events/${e.id}`, { token })).status).toBe(200);
    expect((await t.request('DELETE', `/api/v1/clients/${client}`, { token })).status).toBe(200);
  });
});

describe('delete guard (the reference registry)', () => {
  // Each module registers which of its tables reference clients and events (and which rows go
  // with a deleted event); here the registry is asked directly.
  it('finds every registered table of the account that references the row, and nothing of other accounts', async () => {
    const a = await t.newAccount();
    const b = await t.newAccount();
    const client = await newClient(a.token);
    const e = await newEvent(a.token, { id_cliente: client });
    await t.request('POST', '/api/v1/guests', { token: a.token, body: { id_evento: e.id, nome: 'Ana' } });
    await t.request('POST', '/api/v1/guests', { token: a.token, body: { id_evento: e.id, nome: 'Bia' } });
    const registry = t.app.get(ReferenceRegistry);
    const runner = t.app.get(TransactionRunner);
    const ask = (accountId: number, kind: 'client' | 'event', id: number) =>
      runner.run(contextFor({ id: accountId, nome: 'x', timezone: 'America/Sao_Paulo' }), (c) => registry.referencesTo(c, kind, id));
    // Guests belong to the event (deleted with it), so they do not block its deletion.
    expect(await ask(a.accountId, 'event', e.id)).toEqual([]);
    expect(await ask(a.accountId, 'client', client)).toEqual([{ table: 'events', count: 1 }]);
    expect(await ask(b.accountId, 'client', client)).toEqual([]);

    const product = await orderFactories(t, a.accountId).product();
    const order = await t.request('POST', '/api/v1/orders', {
      token: a.token,
      body: { id_evento: e.id, itens: [{ id_produto: product.id }, { id_produto: product.id }] },
    });
    expect(order.status).toBe(201);
    expect(await ask(a.accountId, 'event', e.id)).toEqual(
      expect.arrayContaining([
        { table: 'orders', count: 1 },
        { table: 'order_items', count: 2 },
      ]),
    );
    expect(await ask(a.accountId, 'event', e.id)).toHaveLength(2);
    expect(await ask(b.accountId, 'event', e.id)).toEqual([]);
    const budget = await t.request('POST', '/api/v1/budgets', { token: a.token, body: { idevento: e.id, id_cliente: client } });
    expect(budget.status).toBe(201);
    expect(await ask(a.accountId, 'client', client)).toEqual(
      expect.arrayContaining([
        { table: 'events', count: 1 },
        { table: 'orders', count: 1 },
        { table: 'budgets', count: 1 },
      ]),
    );
    expect(await ask(a.accountId, 'event', e.id)).toEqual(expect.arrayContaining([{ table: 'budgets', count: 1 }]));
  });
});
