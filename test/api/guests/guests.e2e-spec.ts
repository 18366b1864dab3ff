import { DataSource } from 'typeorm';

import { Notification } from '../../../src/modules/webhooks/entities/notification.entity';
import { startTestApp, TestApp } from '../../support/harness';
import { ours } from '../../support/me-eventos';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 60_000);
afterAll(async () => {
  await t?.close();
}, 60_000);

const fields = (body: { errors: { field?: string }[] }) => body.errors.map((e) => e.field);
const newEvent = async (token: string, nome = 'Festa') => {
  const res = await t.request('POST', '/api/v1/events', { token, body: { nome, data_evento: '2027-05-01' } });
  expect(res.status).toBe(201);
  return res.body.data.id as number;
};
const addGuest = async (token: string, body: Record<string, unknown>) => {
  const res = await t.request('POST', '/api/v1/guests', { token, body });
  expect(res.status).toBe(201);
  return res.body.data;
};

describe('POST /guests', () => {
  it('adds a guest to an event, phone stored as digits, presenca PENDENTE by default; emits guest_created', async () => {
    const { token, accountId } = await t.newAccount();
    const evento = await newEvent(token);
    const res = await t.request('POST', '/api/v1/guests', {
      token,
      body: { id_evento: evento, nome: ' Ana ', sobrenome: 'Pereira', email: 'ana@example.com', telefone: '(21) 99876-5432' },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: 'success', message: expect.stringContaining('created') });
    const g = res.body.data;
    expect(ours(g, 'guests')).toEqual({
      id: expect.any(Number),
      id_evento: evento,
      nome: 'Ana',
      sobrenome: 'Pereira',
      email: 'ana@example.com',
      telefone: '21998765432',
      presenca: 'PENDENTE',
      genero: null,
      idade: null,
      mesa: null,
      id_grupo: null,
      observacoes: null,
      envio_email: null,
      id_usuario: null,
      token: null,
      datacadastro: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expect((await t.request('GET', `/api/v1/guests/${g.id}`, { token })).body).toEqual(g);
    const sent = await t.app.get(DataSource).getRepository(Notification).findBy({ account_id: accountId, event: 'guest_created' });
    expect(g.idevento).toBe(evento);
    expect(sent.map((n) => n.payload)).toEqual([[ours(g, 'guests')]]);
  });

  it('rejects invalid fields (400 with the paths)', async () => {
    const { token } = await t.newAccount();
    const evento = await newEvent(token);
    for (const [body, field] of [
      [{ nome: 'A' }, 'id_evento'],
      [{ id_evento: evento }, 'nome'],
      [{ id_evento: 'um', nome: 'A' }, 'id_evento'],
      [{ id_evento: evento, nome: 'A', presenca: 'TALVEZ' }, 'presenca'],
      [{ id_evento: evento, nome: 'A', email: 'x@' }, 'email'],
      [{ id_evento: evento, nome: 'A', telefone: '123' }, 'telefone'],
      [{ id_evento: evento, nome: 'A', mesa: 3 }, 'mesa'],
    ] as const) {
      const res = await t.request('POST', '/api/v1/guests', { token, body });
      expect(res.status).toBe(400);
      expect(fields(res.body)).toContain(field);
    }
  });

  it('answers 422 when the event does not exist or belongs to another account', async () => {
    const a = await t.newAccount();
    const b = await t.newAccount();
    const eventA = await newEvent(a.token);
    for (const id_evento of [eventA, 999999]) {
      const res = await t.request('POST', '/api/v1/guests', { token: b.token, body: { id_evento, nome: 'Intruso' } });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual([expect.objectContaining({ field: 'id_evento', code: 'not_found' })]);
    }
    expect((await t.request('GET', '/api/v1/guests', { token: a.token })).body.data).toEqual([]);
  });
});

describe('GET /guests', () => {
  async function seed(token: string) {
    const e1 = await newEvent(token, 'Casamento');
    const e2 = await newEvent(token, 'Aniversário');
    const g = {
      ana: await addGuest(token, { id_evento: e1, nome: 'Ana', sobrenome: 'Pereira', telefone: '(21) 99876-5432', presenca: 'CONFIRMADO' }),
      bruno: await addGuest(token, { id_evento: e1, nome: 'Bruno', email: 'bruno@pereira.dev' }),
      carla: await addGuest(token, { id_evento: e2, nome: 'Carla', presenca: 'CANCELADO' }),
      davi: await addGuest(token, { id_evento: e2, nome: 'Davi', presenca: 'CONFIRMADO', telefone: '11 3333-4444' }),
    };
    return { e1, e2, g };
  }
  const nomes = (body: { data: { nome: string }[] }) => body.data.map((x) => x.nome);

  it('filters by event and attendance', async () => {
    const { token } = await t.newAccount();
    const { e1, e2 } = await seed(token);
    const q = async (query: Record<string, string | number>) => nomes((await t.request('GET', '/api/v1/guests', { token, query })).body);
    expect(await q({ id_evento: e1 })).toEqual(['Ana', 'Bruno']);
    expect(await q({ presenca: 'CONFIRMADO' })).toEqual(['Ana', 'Davi']);
    expect(await q({ id_evento: e2, presenca: 'CONFIRMADO' })).toEqual(['Davi']);
    expect(await q({ id_evento: e2, presenca: 'PENDENTE' })).toEqual([]);
  });

  it('searches name, last name, e-mail and phone (with or without punctuation)', async () => {
    const { token } = await t.newAccount();
    await seed(token);
    const q = async (search: string) => nomes((await t.request('GET', '/api/v1/guests', { token, query: { search } })).body);
    expect(await q('pereira')).toEqual(['Ana', 'Bruno']);
    expect(await q('carla')).toEqual(['Carla']);
    expect(await q('bruno@')).toEqual(['Bruno']);
    expect(await q('(21) 99876-5432')).toEqual(['Ana']);
    expect(await q('21998765432')).toEqual(['Ana']);
    expect(await q('3333-4444')).toEqual(['Davi']);
  });

  it('sorts by nome both ways and paginates', async () => {
    const { token } = await t.newAccount();
    await seed(token);
    const q = (query: Record<string, string | number>) => t.request('GET', '/api/v1/guests', { token, query });
    expect(nomes((await q({ field_sort: 'nome', sort: 'desc' })).body)).toEqual(['Davi', 'Carla', 'Bruno', 'Ana']);
    expect(nomes((await q({ field_sort: 'nome', sort: 'asc' })).body)).toEqual(['Ana', 'Bruno', 'Carla', 'Davi']);
    const page = await q({ limit: 3, page: 2 });
    expect(nomes(page.body)).toEqual(['Davi']);
    expect(page.body.pagination).toEqual({ page: 2, page_size: 3, total_page: 2, total_data: 4 });
  });

  it('rejects bad filters (400)', async () => {
    const { token } = await t.newAccount();
    for (const [query, field] of [
      [{ presenca: 'SIM' }, 'presenca'],
      [{ id_evento: 'x' }, 'id_evento'],
      [{ field_sort: 'email' }, 'field_sort'],
      [{ limit: 500 }, 'limit'],
    ] as const) {
      const res = await t.request('GET', '/api/v1/guests', { token, query });
      expect(res.status).toBe(400);
      expect(fields(res.body)).toContain(field);
    }
  });

  it('keeps guests of other accounts invisible (list and view 404)', async () => {
    const a = await t.newAccount();
    const b = await t.newAccount();
    const { g, e1 } = await seed(a.token);
    expect((await t.request('GET', `/api/v1/guests/${g.ana.id}`, { token: b.token })).status).toBe(404);
    expect((await t.request('GET', '/api/v1/guests', { token: b.token, query: { id_evento: e1 } })).body.data).toEqual([]);
    expect((await t.request('GET', '/api/v1/guests/999999', { token: a.token })).status).toBe(404);
    expect((await t.request('GET', '/api/v1/guests/x', { token: a.token })).status).toBe(400);
  });
});

describe('schema', () => {
  it('the migrated schema matches the entities (no pending changes)', async () => {
    const pending = await t.app.get(DataSource).driver.createSchemaBuilder().log();
    expect(pending.upQueries.map((q) => q.query)).toEqual([]);
  });
});
