import { DataSource } from 'typeorm';

import { leastStatements } from '../support/db-probes';
import { startWebhookApp, WebhookTestApp } from '../support/webhook-app';
import { WebhookReceiver } from '../support/webhook-receiver';

// An integration written for ME Eventos' published API, played against this service unchanged:
// ME's query parameters, sort fields and body names accepted beside ours, ME's fields read from
// every answer and from the customer_created notification.
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

/** A fresh account with its seeded event types and locations, and a way to call the API as it. */
async function meAccount() {
  const { accountId, token } = await t.newAccount();
  const call = (
    method: string,
    path: string,
    options: { body?: unknown; query?: Record<string, string | number>; headers?: Record<string, string> } = {},
  ) => t.request(method, `/api/v1${path}`, { token, ...options });
  const types = (await call('GET', '/eventtype')).body.data as Row[];
  const locations = (await call('GET', '/eventlocation')).body.data as Row[];
  return { accountId, token, call, types, locations };
}

describe('ME Eventos integration, end to end', () => {
  it('lists events by start/end with field_sort=dataevento and reads every ME field (list, view, write answer)', async () => {
    const { call, types, locations } = await meAccount();
    const casamento = types.find((x) => x.nome === 'Casamento')!;
    const local = locations[0];
    const client = (await call('POST', '/clients', { body: { nome: 'Maria da Silva', cpf: '529.982.247-25' } })).body.data[0];
    const created = await call('POST', '/events', {
      body: {
        nome: 'Casamento Maria e João',
        data_evento: '2027-03-13',
        data_fim: '2027-03-14',
        hora_inicio: '19:30',
        id_cliente: client.id,
        id_tipo_evento: casamento.id,
        id_local: local.id,
        numero_convidados: 150,
        observacoes: 'Cerimônia ao ar livre',
      },
    });
    expect(created.status).toBe(201);
    const full = created.body.data;
    const bare = (await call('POST', '/events', { body: { nome: 'Reunião', data_evento: '2027-02-01' } })).body.data;
    await call('POST', '/events', { body: { nome: 'Fora do período', data_evento: '2028-01-05' } });
    const budgets = [];
    for (let i = 0; i < 2; i++) budgets.push((await call('POST', '/budgets', { body: { idevento: full.id } })).body.data.id);

    const list = await call('GET', '/events', {
      query: { start: '2027-01-01', end: '2027-12-31', page: 1, limit: 200, sort: 'asc', field_sort: 'dataevento' },
    });
    expect(list.status).toBe(200);
    expect(list.body.pagination).toEqual({ page: 1, page_size: 200, total_page: 1, total_data: 2 });
    const [first, second] = list.body.data as Row[];
    expect([first.id, second.id]).toEqual([bare.id, full.id]);
    const meFull = {
      nomeevento: 'Casamento Maria e João',
      dataevento: '2027-03-13',
      horaevento: '19:30',
      tipoEvento: 'Casamento',
      idcliente: client.id,
      nomeCliente: 'Maria da Silva',
      localevento: local.nome,
      idlocalevento: local.id,
      convidados: 150,
      observacao: 'Cerimônia ao ar livre',
      datadecadastro: full.datacadastro,
      idorcamento: Math.min(...budgets),
      datasAdicionais: [{ inicio: '2027-03-13', fim: '2027-03-14' }],
    };
    expect(second).toEqual({ ...full, ...meFull });
    // Our own fields stay as they were.
    expect(second).toMatchObject({ nome: full.nome, data_evento: '2027-03-13', id_local: local.id, numero_convidados: 150 });
    expect(first).toMatchObject({
      nomeevento: 'Reunião',
      dataevento: '2027-02-01',
      horaevento: '',
      tipoEvento: '',
      idcliente: 0,
      nomeCliente: '',
      localevento: '',
      idlocalevento: 0,
      convidados: 0,
      observacao: '',
      idorcamento: 0,
      datasAdicionais: [],
    });
    // The view and the write answers carry the same fields.
    expect((await call('GET', `/events/${full.id}`)).body).toEqual(second);
    expect(full).toMatchObject({ nomeevento: full.nome, idorcamento: 0, tipoEvento: 'Casamento', nomeCliente: 'Maria da Silva' });
    const updated = (await call('PUT', `/events/${full.id}`, { body: { numero_convidados: 180 } })).body.data;
    expect(updated).toMatchObject({ convidados: 180, idorcamento: Math.min(...budgets), localevento: local.nome });
  });

  it("filters and sorts events with ME's names: idcliente, idlocalevento, localevento and every field_sort value", async () => {
    const { call, locations, types } = await meAccount();
    const client = (await call('POST', '/clients', { body: { nome: 'Cliente' } })).body.data[0];
    const event = async (nome: string, extra: Row) => (await call('POST', '/events', { body: { nome, ...extra } })).body.data.id as number;
    const a = await event('B festa', {
      data_evento: '2027-05-02',
      hora_inicio: '21:00',
      numero_convidados: 50,
      id_cliente: client.id,
      id_local: locations[0].id,
      id_tipo_evento: types[1].id,
    });
    const other = (await call('POST', '/clients', { body: { nome: 'Outro cliente' } })).body.data[0];
    const b = await event('A festa', { data_evento: '2027-05-01', hora_inicio: '10:00', numero_convidados: 300, id_cliente: other.id });
    const c = await event('C festa', { data_evento: '2027-05-03', hora_inicio: '15:00', numero_convidados: 120, id_cliente: other.id });
    const ids = async (query: Record<string, string | number>) => {
      const res = await call('GET', '/events', { query });
      expect([query, res.status]).toEqual([query, 200]);
      return (res.body.data as Row[]).map((e) => e.id);
    };
    expect(await ids({ idcliente: client.id })).toEqual([a]);
    expect(await ids({ idlocalevento: locations[0].id })).toEqual([a]);
    expect(await ids({ localevento: locations[0].nome.slice(0, 3).toUpperCase() })).toEqual([a]);
    expect(await ids({ localevento: 'lugar que não existe' })).toEqual([]);
    expect(await ids({ field_sort: 'nomeevento' })).toEqual([b, a, c]);
    expect(await ids({ field_sort: 'dataevento', sort: 'desc' })).toEqual([c, a, b]);
    // The sorts no index orders need a narrowing filter (one client's events), named in the 400.
    for (const field_sort of ['horaevento', 'convidados', 'datadecadastro']) {
      const refused = await call('GET', '/events', { query: { field_sort } });
      expect([field_sort, refused.status, refused.body.errors]).toEqual([
        field_sort,
        400,
        [expect.objectContaining({ field: 'field_sort', code: 'sort_needs_filter', message: expect.stringContaining('id_cliente') })],
      ]);
    }
    expect(await ids({ field_sort: 'horaevento', idcliente: other.id })).toEqual([b, c]);
    expect(await ids({ field_sort: 'horaevento', idcliente: other.id, sort: 'desc' })).toEqual([c, b]);
    expect(await ids({ field_sort: 'convidados', idcliente: other.id, sort: 'desc' })).toEqual([b, c]);
    expect(await ids({ field_sort: 'convidados', idcliente: other.id })).toEqual([c, b]);
    expect(await ids({ field_sort: 'datadecadastro', idcliente: other.id })).toEqual([b, c]);
    // Our own names still work, alone or beside the alias with the same value.
    expect(await ids({ data_inicio: '2027-05-02', data_fim: '2027-05-02' })).toEqual([a]);
    expect(await ids({ start: '2027-05-02', data_inicio: '2027-05-02', end: '2027-05-03' })).toEqual([a, c]);
    // ME's way to bound a list, a period (either date or both, any span), takes every sort (the default, by ID, too).
    expect(await ids({ start: '2027-01-01', end: '2027-12-31' })).toEqual([a, b, c]);
    expect(await ids({ start: '2027-01-01', end: '2027-12-31', field_sort: 'horaevento' })).toEqual([b, c, a]);
    expect(await ids({ start: '2020-01-01', end: '2027-12-31' })).toEqual([a, b, c]);
    expect(await ids({ id_cliente: client.id, idcliente: client.id, field_sort: 'numero_convidados' })).toEqual([a]);
    expect(await ids({ id_local: locations[0].id, nome_local: locations[0].nome })).toEqual([a]);
  });

  it("creates clients with ME's body names and answers ME's client fields", async () => {
    const { call } = await meAccount();
    const one = await call('POST', '/clients', {
      body: { nome: 'Ana Pereira', cpf: '390.533.447-05', estado: 'rj', anotacoes: 'Prefere WhatsApp' },
    });
    expect(one.status).toBe(201);
    const ana = one.body.data[0];
    expect(ana).toMatchObject({ documento: '39053344705', tipo_pessoa: 'F', uf: 'RJ', observacoes: 'Prefere WhatsApp' });
    expect(ana).toMatchObject({ estado: 'RJ', cpf: '39053344705', tipocadastro: 0, datadecadastro: ana.datacadastro });
    expect(ana).not.toHaveProperty('cnpjpj');
    expect(ana).toHaveProperty('anotacoes', ana.observacoes); // ME's client field, answered since the second step

    const many = await call('POST', '/clients', {
      body: [{ nome: 'Alegria Eventos Ltda', cnpjpj: '11.222.333/0001-81', estado: 'SP' }, { nome: 'Sem documento' }],
    });
    expect(many.status).toBe(201);
    const [company, plain] = many.body.data;
    expect(company).toMatchObject({
      documento: '11222333000181',
      tipo_pessoa: 'J',
      cnpjpj: '11222333000181',
      tipocadastro: 1,
      estado: 'SP',
    });
    expect(company).not.toHaveProperty('cpf');
    expect(plain).toMatchObject({ estado: null, tipocadastro: 0, datadecadastro: plain.datacadastro });
    expect(plain).not.toHaveProperty('cpf');
    expect(plain).not.toHaveProperty('cnpjpj');

    const updated = await call('PUT', `/clients/${ana.id}`, { body: { anotacoes: 'Ligar à tarde', estado: 'SP' } });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ observacoes: 'Ligar à tarde', uf: 'SP', estado: 'SP', cpf: '39053344705' });
    const listed = (await call('GET', '/clients', { query: { search: 'alegria' } })).body.data;
    expect(listed).toEqual([{ ...company }]);
    expect((await call('GET', `/clients/${company.id}`)).body).toEqual(company);
  });

  it('adds guests with idevento (body and query) and answers idevento', async () => {
    const { call } = await meAccount();
    const event = (await call('POST', '/events', { body: { nome: 'Festa', data_evento: '2027-06-01' } })).body.data;
    const other = (await call('POST', '/events', { body: { nome: 'Outra', data_evento: '2027-06-02' } })).body.data;
    const guest = await call('POST', '/guests', { body: { idevento: event.id, nome: 'Caio', sobrenome: 'Lima' } });
    expect(guest.status).toBe(201);
    expect(guest.body.data).toMatchObject({ id_evento: event.id, idevento: event.id, nome: 'Caio' });
    await call('POST', '/guests', { body: { id_evento: other.id, nome: 'Davi' } });
    const listed = await call('GET', '/guests', { query: { idevento: event.id } });
    expect(listed.body.data).toEqual([guest.body.data]);
    expect((await call('GET', `/guests/${guest.body.data.id}`)).body).toEqual(guest.body.data);
    // An unknown event through the alias is reported as for our name.
    const unknown = await call('POST', '/guests', { body: { idevento: 999_999_999, nome: 'X' } });
    expect(unknown.status).toBe(422);
  });

  it('reads lookups and financial entries with ME fields', async () => {
    const { call, types, locations } = await meAccount();
    expect(types.length).toBeGreaterThan(0);
    for (const x of types) expect(x).toMatchObject({ idtipoevento: x.id, tipoevento: x.nome });
    for (const x of locations) expect(x).toMatchObject({ idlocalevento: x.id, localevento: x.nome });
    // Other lookup lists are left as they are.
    expect((await call('GET', '/seller')).body.data[0]).not.toHaveProperty('tipoevento');

    const receita = await call('POST', '/financial', {
      body: { tipo: 'receita', descricao: 'Sinal', valor: 500, data_vencimento: '2027-01-10' },
    });
    expect(receita.status).toBe(201);
    expect(receita.body.data[0].tipocobranca).toBe('Receita');
    const despesa = (
      await call('POST', '/financial', { body: { tipo: 'despesa', descricao: 'Bebidas', valor: 200, data_vencimento: '2027-01-11' } })
    ).body.data[0];
    expect(despesa.tipocobranca).toBe('Despesa');
    const listed = (await call('GET', '/financial')).body.data as Row[];
    expect(listed.map((e) => [e.tipo, e.tipocobranca])).toEqual([
      ['receita', 'Receita'],
      ['despesa', 'Despesa'],
    ]);
    expect((await call('GET', `/financial/${despesa.id}`)).body.tipocobranca).toBe('Despesa');
    expect((await call('PUT', `/financial/${despesa.id}`, { body: { observacoes: 'pago em dinheiro' } })).body.data).toMatchObject({
      tipocobranca: 'Despesa',
    });
  });

  it("delivers customer_created and customer_updated with ME's client fields to a receiver written for ME", async () => {
    const { accountId, token, call } = await meAccount();
    const path = `/me-${accountId}`;
    await t.createWebhook(token, { url: receiver.url(path), events: ['customer_created', 'customer_updated'] });
    const created = (await call('POST', '/clients', { body: { nome: 'Bia Souza', cpf: '111.444.777-35', estado: 'MG' } })).body.data[0];
    await call('PUT', `/clients/${created.id}`, { body: { estado: 'BA' } });
    await receiver.waitForCount(2, path);
    const received = receiver.at(path).map((r) => r.json as { event: string; data: Row[] });
    const byKind = (kind: string) => received.find((r) => r.event === kind)!.data[0];
    expect(byKind('customer_created')).toEqual(created);
    expect(byKind('customer_created')).toMatchObject({
      id: created.id,
      nome: 'Bia Souza',
      estado: 'MG',
      cpf: '11144477735',
      tipocadastro: 0,
      datadecadastro: created.datacadastro,
    });
    expect(byKind('customer_updated')).toMatchObject({ estado: 'BA', uf: 'BA', cpf: '11144477735', tipocadastro: 0 });
  });
});

describe('ME Eventos aliases: conflicts and refusals', () => {
  it('answers 400 conflicting_alias when a name and its alias carry different values, naming the alias', async () => {
    const { call } = await meAccount();
    const event = (await call('POST', '/events', { body: { nome: 'Festa', data_evento: '2027-06-01' } })).body.data;
    const cases: [string, string, { body?: unknown; query?: Record<string, string | number> }, string][] = [
      ['GET', '/events', { query: { start: '2027-01-01', data_inicio: '2027-02-01' } }, 'start'],
      ['GET', '/events', { query: { idlocalevento: 1, id_local: 2 } }, 'idlocalevento'],
      ['GET', '/guests', { query: { idevento: event.id, id_evento: event.id + 1 } }, 'idevento'],
      ['POST', '/clients', { body: { nome: 'X', cpf: '529.982.247-25', documento: '390.533.447-05' } }, 'cpf'],
      ['POST', '/clients', { body: [{ nome: 'Y' }, { nome: 'X', estado: 'SP', uf: 'RJ' }] }, '[1].estado'],
      ['POST', '/clients', { body: { nome: 'X', documento: '529.982.247-25', cnpjpj: '11.222.333/0001-81' } }, 'cnpjpj'],
      ['PUT', `/clients/1`, { body: { anotacoes: 'a', observacoes: 'b' } }, 'anotacoes'],
      ['POST', '/guests', { body: { idevento: event.id, id_evento: event.id + 1, nome: 'Caio' } }, 'idevento'],
    ];
    for (const [method, path, options, field] of cases) {
      const res = await call(method, path, options);
      expect([method, path, res.status, res.body.status]).toEqual([method, path, 400, 'error']);
      expect(res.body.errors).toEqual([{ field, code: 'conflicting_alias', message: expect.stringContaining(field) }]);
    }
    // Nothing was written by the refused requests.
    expect((await call('GET', '/clients')).body.pagination.total_data).toBe(0);
    expect((await call('GET', '/guests')).body.pagination.total_data).toBe(0);
  });

  it('accepts a name and its alias sent with the same value', async () => {
    const { call } = await meAccount();
    const event = (await call('POST', '/events', { body: { nome: 'Festa', data_evento: '2027-06-01' } })).body.data;
    const client = await call('POST', '/clients', {
      body: { nome: 'X', cpf: '529.982.247-25', documento: '529.982.247-25', estado: 'SP', uf: 'SP' },
    });
    expect(client.status).toBe(201);
    expect(client.body.data[0]).toMatchObject({ documento: '52998224725', uf: 'SP', cpf: '52998224725' });
    const guest = await call('POST', '/guests', { body: { idevento: event.id, id_evento: event.id, nome: 'Caio' } });
    expect(guest.status).toBe(201);
    expect(
      (await call('GET', '/events', { query: { end: '2027-06-01', data_fim: '2027-06-01', field_sort: 'dataevento' } })).body.data,
    ).toHaveLength(1);
  });

  it('under Prefer: handling=strict, still refuses unknown query parameters, sort fields and body fields, and reports alias values by our rules', async () => {
    const { call } = await meAccount();
    const expectRefused = async (
      method: string,
      path: string,
      options: { body?: unknown; query?: Record<string, string | number> },
      field: string,
      code: string,
    ) => {
      const res = await call(method, path, { ...options, headers: { prefer: 'handling=strict' } });
      expect([method, path, field, res.status]).toEqual([method, path, field, 400]);
      expect(res.body.errors).toEqual(expect.arrayContaining([expect.objectContaining({ field, code })]));
    };
    await expectRefused('GET', '/events', { query: { inicio: '2027-01-01' } }, 'inicio', 'unknown_field');
    await expectRefused('GET', '/events', { query: { field_sort: 'nomecliente' } }, 'field_sort', 'is_in');
    await expectRefused('GET', '/clients', { query: { field_sort: 'dataevento' } }, 'field_sort', 'is_in');
    await expectRefused('GET', '/guests', { query: { start: '2027-01-01' } }, 'start', 'unknown_field');
    await expectRefused('GET', '/eventtype', { query: { idtipoevento: 1 } }, 'idtipoevento', 'unknown_field');
    await expectRefused('POST', '/clients', { body: { nome: 'X', cpfcnpj: '529.982.247-25' } }, 'cpfcnpj', 'unknown_field');
    await expectRefused(
      'POST',
      '/events',
      { body: { nome: 'Festa', data_evento: '2027-01-01', nomeCliente: 'x' } },
      'nomeCliente',
      'unknown_field',
    );
    await expectRefused('GET', '/events/1', { query: { start: '2027-01-01' } }, 'start', 'unknown_field');
    // An alias takes our name's rules: a bad date, a bad CPF, a bad state are reported on the name sent.
    await expectRefused('GET', '/events', { query: { start: '2027-13-01' } }, 'start', 'invalid_date');
    await expectRefused('POST', '/clients', { body: { nome: 'X', cpf: '111.111.111-11' } }, 'cpf', 'invalid_documento');
    await expectRefused('POST', '/clients', { body: { nome: 'X', estado: 'XX' } }, 'estado', 'is_in');
    await expectRefused(
      'POST',
      '/clients',
      { body: [{ nome: 'X' }, { nome: 'Y', cnpjpj: '11.111.111/1111-11' }] },
      '[1].cnpjpj',
      'invalid_documento',
    );
    await expectRefused('POST', '/clients', { body: { nome: 'X', documento: '111.111.111-11' } }, 'documento', 'invalid_documento');
    const message = (await call('GET', '/events', { query: { idcliente: '0x1' } })).body.errors[0];
    expect(message).toEqual(expect.objectContaining({ field: 'idcliente', message: expect.stringMatching(/^idcliente /) }));
  });
});

describe('ME Eventos fields cost a fixed number of statements per page', () => {
  /** The rows of one page and its steady statement count (the fewest over three requests). */
  const cost = async (call: (m: string, p: string, o?: any) => Promise<any>, path: string, query: Record<string, string | number>) => {
    let rows = 0;
    const statements = await leastStatements(t.app.get(DataSource), async () => {
      const result = await call('GET', path, { query });
      expect(result.status).toBe(200);
      rows = result.body.data.length;
    });
    return { rows, statements };
  };

  it('reads the names of a page of events (types, locations, clients, first budgets) once per page, not per row', async () => {
    const { call, types, locations } = await meAccount();
    await call('GET', '/events'); // the token is checked and cached
    for (let i = 0; i < 24; i++) {
      const client = (await call('POST', '/clients', { body: { nome: `Cliente ${i}` } })).body.data[0];
      const body = {
        nome: `Evento ${i}`,
        data_evento: `2027-01-${String(1 + (i % 28)).padStart(2, '0')}`,
        id_cliente: client.id,
        id_tipo_evento: types[i % types.length].id,
        id_local: locations[i % locations.length].id,
      };
      const event = (await call('POST', '/events', { body })).body.data;
      if (i % 3 === 0) await call('POST', '/budgets', { body: { idevento: event.id } });
    }
    const one = await cost(call, '/events', { limit: 1, field_sort: 'dataevento' });
    const page = await cost(call, '/events', { limit: 24, field_sort: 'dataevento' });
    expect([one.rows, page.rows]).toEqual([1, 24]);
    // A page of 24 costs what a page of 1 costs: a read of names per row would add 23 per kind.
    expect(page.statements).toBeLessThanOrEqual(one.statements);
    // The total, the page's IDs, its rows, and one statement for each kind of name (4).
    expect(page.statements).toBeLessThanOrEqual(3 + 4);
  });

  it('adds the fields of clients, guests, lookups and financial entries without any statement', async () => {
    const { call } = await meAccount();
    const event = (await call('POST', '/events', { body: { nome: 'Festa', data_evento: '2027-06-01' } })).body.data;
    for (let i = 0; i < 12; i++) {
      await call('POST', '/clients', { body: { nome: `Cliente ${i}` } });
      await call('POST', '/guests', { body: { idevento: event.id, nome: `Convidado ${i}` } });
      await call('POST', '/financial', {
        body: { tipo: i % 2 ? 'receita' : 'despesa', descricao: `L ${i}`, valor: 10, data_vencimento: '2027-01-10' },
      });
    }
    for (const path of ['/clients', '/guests', '/eventtype', '/eventlocation', '/financial']) {
      const one = await cost(call, path, { limit: 1 });
      const page = await cost(call, path, { limit: 12 });
      expect([path, page.rows > one.rows, page.statements <= one.statements]).toEqual([path, path !== '/eventlocation', true]);
    }
  });
});
