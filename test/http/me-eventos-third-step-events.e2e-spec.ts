import { startTestApp, TestApp } from '../support/harness';

// The third step of ME Eventos compatibility, as an integration written against ME's published
// pages plays it: events written with ME's names (as ME's answers carry them, so that a body
// copied from an answer writes the same event), budgets answered with ME's names, and ME's
// periods (`start`, `end`, alone or together, any span) with every sort ME documents.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
}, 60_000);
afterAll(async () => {
  await t?.close();
}, 60_000);

type Row = Record<string, any>;

async function meAccount() {
  const { token } = await t.newAccount();
  const call = (
    method: string,
    path: string,
    options: { body?: unknown; query?: Record<string, string | number>; headers?: Record<string, string> } = {},
  ) => t.request(method, `/api/v1${path}`, { token, ...options });
  const lookup = async (path: string) => (await call('GET', path)).body.data as Row[];
  return {
    call,
    types: await lookup('/eventtype'),
    locations: await lookup('/eventlocation'),
    howMet: await lookup('/howmet'),
    sellers: await lookup('/seller'),
  };
}

const codeOf = (res: { body: Row }, field: string) => (res.body.errors as Row[] | undefined)?.find((e) => e.field === field)?.code;

/** The fields event answers add that are not body aliases (and ours that no write takes): what a strict client strips from a GET before its PUT. */
const ANSWER_ONLY = [
  'id',
  'datacadastro',
  'tipoEvento',
  'nomeCliente',
  'localevento',
  'datadecadastro',
  'idorcamento',
  'endereco',
  'numero',
  'complemento',
  'cep',
  'bairro',
  'cidade',
  'estado',
  'datasAdicionais',
];
const writable = (answer: Row) => Object.fromEntries(Object.entries(answer).filter(([k]) => !ANSWER_ONLY.includes(k)));

describe("events written with ME Eventos' names", () => {
  it('creates an event from every ME name (POST) and changes each one (PUT), stored under ours', async () => {
    const { call, types, locations, howMet, sellers } = await meAccount();
    const seller = sellers[0];
    const client = (await call('POST', '/clients', { body: { nome: 'Maria da Silva' } })).body.data[0];
    const other = (await call('POST', '/clients', { body: { nome: 'João Souza' } })).body.data[0];
    const created = await call('POST', '/events', {
      body: {
        idcliente: client.id,
        nomeevento: 'Casamento Maria e João',
        dataevento: '2027-03-13',
        horaevento: '19:30',
        horaeventofim: '23:45',
        idlocalevento: locations[0].id,
        nconvidados: 150,
        tipoevento: types[0].id,
        idvendedor: seller.id,
        comoconheceu: howMet[0].id,
        observacao: 'Cerimônia ao ar livre',
        codigointerno: 'CAS-1',
      },
    });
    expect(created.status).toBe(201);
    const event = created.body.data;
    expect(event).toMatchObject({
      id_cliente: client.id,
      nome: 'Casamento Maria e João',
      data_evento: '2027-03-13',
      hora_inicio: '19:30',
      hora_fim: '23:45',
      id_local: locations[0].id,
      numero_convidados: 150,
      id_tipo_evento: types[0].id,
      id_vendedor: seller.id,
      id_como_conheceu: howMet[0].id,
      observacoes: 'Cerimônia ao ar livre',
      codigo_interno: 'CAS-1',
    });
    // `convidados` is the other of ME's two names for the guests count.
    const byConvidados = await call('POST', '/events', { body: { nomeevento: 'B', dataevento: '2027-01-01', convidados: '80' } });
    expect([byConvidados.status, byConvidados.body.data.numero_convidados]).toEqual([201, 80]);

    const changes: [Row, Row][] = [
      [{ idcliente: other.id }, { id_cliente: other.id }],
      [{ nomeevento: 'Casamento Maria e José' }, { nome: 'Casamento Maria e José' }],
      [{ dataevento: '2027-03-20' }, { data_evento: '2027-03-20' }],
      [{ horaevento: '18:00' }, { hora_inicio: '18:00' }],
      [{ horaeventofim: '01:30' }, { hora_fim: '01:30' }],
      [{ idlocalevento: 0 }, { id_local: null }],
      [{ idlocalevento: String(locations[0].id) }, { id_local: locations[0].id }],
      [{ nconvidados: 120 }, { numero_convidados: 120 }],
      [{ convidados: '130' }, { numero_convidados: 130 }],
      [{ tipoevento: types[1].id }, { id_tipo_evento: types[1].id }],
      [{ idvendedor: 0 }, { id_vendedor: null }],
      [{ comoconheceu: howMet[1].id }, { id_como_conheceu: howMet[1].id }],
      [{ observacao: 'Plano B no salão' }, { observacoes: 'Plano B no salão' }],
      [
        { idcliente: 0, idlocalevento: '0', tipoevento: 0 },
        { id_cliente: null, id_local: null, id_tipo_evento: null },
      ],
    ];
    for (const [body, ours] of changes) {
      const put = await call('PUT', `/events/${event.id}`, { body });
      expect([body, put.status]).toEqual([body, 200]);
      expect((await call('GET', `/events/${event.id}`)).body).toMatchObject(ours);
    }
    // An alias takes our field's rules, and an error names it as sent.
    const bad = await call('PUT', `/events/${event.id}`, { body: { horaeventofim: '25:00', idlocalevento: 999999 } });
    expect([bad.status, codeOf(bad, 'horaeventofim')]).toEqual([400, expect.any(String)]);
    const unknown = await call('PUT', `/events/${event.id}`, { body: { idlocalevento: 999999 } });
    expect([unknown.status, unknown.body.errors.map((e: Row) => e.field)]).toEqual([422, ['idlocalevento']]);
    const noName = await call('POST', '/events', { body: { dataevento: '2027-01-01' } });
    expect(noName.status).toBe(400);
  });

  it('answers horaeventofim (hora_fim, "" when not set) in lists, views and write answers', async () => {
    const { call } = await meAccount();
    const late = (
      await call('POST', '/events', { body: { nome: 'Festa', data_evento: '2027-06-01', hora_inicio: '20:00', hora_fim: '23:00' } })
    ).body.data;
    expect(late).toMatchObject({ horaevento: '20:00', horaeventofim: '23:00' });
    const open = (await call('POST', '/events', { body: { nome: 'Almoço', data_evento: '2027-06-01' } })).body.data;
    expect(open).toMatchObject({ horaevento: '', horaeventofim: '' });
    expect((await call('GET', `/events/${late.id}`)).body.horaeventofim).toBe('23:00');
    const put = await call('PUT', `/events/${late.id}`, { body: { horaeventofim: '23:30' } });
    expect(put.body.data.horaeventofim).toBe('23:30');

    // A booking-conflict check as integrations write it against ME: the day's events, each
    // from horaevento to horaeventofim, against the hours asked for.
    const overlaps = async (day: string, from: string, to: string) => {
      const list = await call('GET', '/events', { query: { start: day, end: day, field_sort: 'horaevento' } });
      return (list.body.data as Row[])
        .filter((e) => e.horaevento && e.horaeventofim && e.horaevento < to && from < e.horaeventofim)
        .map((e) => e.nomeevento);
    };
    expect(await overlaps('2027-06-01', '23:00', '23:59')).toEqual(['Festa']);
    expect(await overlaps('2027-06-01', '23:30', '23:59')).toEqual([]);
    expect(await overlaps('2027-06-01', '12:00', '14:00')).toEqual([]);
  });

  it('takes back exactly what a GET answered (PUT of the answer, ME fields and ours side by side): nothing changes', async () => {
    const { call, types, locations } = await meAccount();
    const client = (await call('POST', '/clients', { body: { nome: 'Maria' } })).body.data[0];
    const full = (
      await call('POST', '/events', {
        body: {
          nome: 'Casamento',
          data_evento: '2027-03-13',
          data_fim: '2027-03-14',
          hora_inicio: '19:30',
          hora_fim: '02:00',
          id_cliente: client.id,
          id_tipo_evento: types[0].id,
          id_local: locations[0].id,
          numero_convidados: 150,
          observacoes: 'Ao ar livre',
          informacoes: 'Buffet',
          codigo_interno: 'C-1',
        },
      })
    ).body.data;
    // ME writes 0 for no client, location or guests count, and "" for every empty text.
    const bare = (await call('POST', '/events', { body: { nome: 'Reunião', data_evento: '2027-02-01' } })).body.data;
    for (const event of [full, bare]) {
      const before = (await call('GET', `/events/${event.id}`)).body;
      if (event === bare)
        expect(before).toMatchObject({
          id_cliente: null,
          idcliente: 0,
          idlocalevento: 0,
          convidados: 0,
          observacao: '',
          horaeventofim: '',
        });
      // The whole answer, unchanged: the fields only answers carry are ignored and named.
      const put = await call('PUT', `/events/${event.id}`, { body: before });
      expect([put.status, put.body.errors]).toEqual([200, undefined]);
      const ignored = (put.headers.get('ignored-fields') ?? '').split(', ');
      expect(ignored).toEqual(expect.arrayContaining(['tipoEvento', 'nomeCliente', 'datadecadastro', 'idorcamento']));
      expect((await call('GET', `/events/${event.id}`)).body).toEqual(before);
      // A strict client strips them, as before.
      const strict = await call('PUT', `/events/${event.id}`, { body: writable(before), headers: { prefer: 'handling=strict' } });
      expect([strict.status, strict.body.errors]).toEqual([200, undefined]);
    }
  });

  it('keeps a real count of 0 guests: alone, and in a GET answer sent back', async () => {
    const { call } = await meAccount();
    const made = await call('POST', '/events', { body: { nomeevento: 'Reunião', dataevento: '2027-02-02', convidados: 0 } });
    expect([made.status, made.body.data.numero_convidados, made.body.data.convidados]).toEqual([201, 0, 0]);
    const before = (await call('GET', `/events/${made.body.data.id}`)).body;
    const put = await call('PUT', `/events/${made.body.data.id}`, { body: before });
    expect([put.status, put.body.errors, put.body.data.numero_convidados]).toEqual([200, undefined, 0]);
  });

  it('takes ME\'s 0 and "" beside our null as one value, and refuses a real conflict (400 conflicting_alias, nothing written)', async () => {
    const { call, locations } = await meAccount();
    const client = (await call('POST', '/clients', { body: { nome: 'Maria' } })).body.data[0];
    const same = await call('POST', '/events', {
      body: {
        nome: 'A',
        nomeevento: 'A',
        data_evento: '2027-01-01',
        dataevento: '2027-01-01',
        id_cliente: null,
        idcliente: 0,
        id_local: null,
        idlocalevento: '0',
        numero_convidados: null,
        convidados: 0,
        hora_fim: null,
        horaeventofim: '',
        observacoes: null,
        observacao: '',
      },
    });
    expect([same.status, same.body.data]).toEqual([
      201,
      expect.objectContaining({ id_cliente: null, id_local: null, numero_convidados: null, hora_fim: null, observacoes: null }),
    ]);
    const id = same.body.data.id;
    const withClient = await call('PUT', `/events/${id}`, { body: { id_cliente: client.id, idcliente: String(client.id) } });
    expect([withClient.status, withClient.body.data.id_cliente]).toEqual([200, client.id]);

    const conflicts: [Row, string][] = [
      [{ id_cliente: client.id, idcliente: 0 }, 'idcliente'],
      [{ id_cliente: null, idcliente: client.id }, 'idcliente'],
      [{ id_local: locations[0].id, idlocalevento: 0 }, 'idlocalevento'],
      [{ nome: 'B', nomeevento: 'C' }, 'nomeevento'],
      [{ numero_convidados: 10, nconvidados: 0 }, 'nconvidados'],
      [{ nconvidados: 10, convidados: 11 }, 'convidados'],
      [{ hora_fim: '22:00', horaeventofim: '23:00' }, 'horaeventofim'],
      [{ observacoes: 'x', observacao: 'y' }, 'observacao'],
    ];
    for (const [body, field] of conflicts) {
      const res = await call('PUT', `/events/${id}`, { body });
      expect([body, res.status, codeOf(res, field)]).toEqual([body, 400, 'conflicting_alias']);
    }
    const post = await call('POST', '/events', { body: { nome: 'X', data_evento: '2027-01-01', dataevento: '2027-01-02' } });
    expect([post.status, codeOf(post, 'dataevento')]).toEqual([400, 'conflicting_alias']);
    expect((await call('GET', `/events/${id}`)).body).toMatchObject({ nome: 'A', id_cliente: client.id, id_local: null });
    expect((await call('GET', '/events')).body.pagination.total_data).toBe(1);
  });

  it('documents each write alias as ME Eventos compatible in Swagger, 0 as none for the IDs', async () => {
    const doc = (await t.request('GET', '/docs-json')).body;
    for (const schema of ['CreateEventDto', 'UpdateEventDto']) {
      const props = doc.components.schemas[schema].properties as Row;
      for (const alias of ['idcliente', 'nomeevento', 'dataevento', 'horaevento', 'horaeventofim', 'idlocalevento', 'nconvidados'])
        expect([schema, alias, props[alias]?.description]).toEqual([schema, alias, expect.stringContaining('ME Eventos compatible')]);
      for (const alias of ['convidados', 'tipoevento', 'idvendedor', 'comoconheceu', 'observacao', 'codigointerno'])
        expect(props[alias]?.description).toContain('ME Eventos compatible');
      expect(props.idcliente).toMatchObject({ type: 'number', minimum: 0 });
    }
    expect(doc.components.schemas.CreateEventDto.required ?? []).not.toContain('nome');
    expect(doc.components.schemas.EventView.properties.horaeventofim.description).toContain('ME Eventos compatible');
  });
});

describe("budgets answered with ME Eventos' names", () => {
  it("adds ME's budget fields beside ours to the write answer, the view and the list", async () => {
    const { call, types, howMet, sellers } = await meAccount();
    const seller = sellers[0];
    const created = await call('POST', '/budgets', {
      body: {
        nome: 'Maria Lead',
        email: 'maria.lead@example.com',
        dataevento: '2027-05-01',
        tipoevento: types[0].id,
        comoconheceu: howMet[0].id,
        idvendedor: seller.id,
        numeroconvidados: '100',
        observacao: 'Prefere sábado',
        codigointerno: 'LEAD-1',
        nomedoevento: 'Casamento da Maria',
        mensagem: 'Gostaria de um orçamento',
      },
    });
    expect(created.status).toBe(201);
    const lead = created.body.data;
    const me = {
      idorcamento: lead.id,
      idcliente: lead.id_cliente,
      nomeCliente: 'Maria Lead',
      nomeevento: 'Casamento da Maria',
      nomedoevento: 'Casamento da Maria',
      dataevento: '2027-05-01',
      tipoevento: types[0].id,
      tipoEvento: types[0].nome,
      comoconheceu: howMet[0].id,
      idvendedor: seller.id,
      numeroconvidados: 100,
      convidados: 100,
      observacao: 'Prefere sábado',
      codigointerno: 'LEAD-1',
      datadecadastro: lead.datacadastro,
      mensagem: 'Gostaria de um orçamento',
      status: 'ABERTO',
    };
    expect(lead).toMatchObject({ ...me, id_cliente: expect.any(Number), nome_evento: 'Casamento da Maria', numero_convidados: 100 });
    expect((await call('GET', `/budgets/${lead.id}`)).body).toMatchObject(me);
    const plain = (await call('POST', '/budgets', { body: {} })).body.data;
    const empty = {
      idorcamento: plain.id,
      idcliente: 0,
      nomeCliente: '',
      nomeevento: '',
      dataevento: '',
      tipoevento: 0,
      tipoEvento: '',
      comoconheceu: 0,
      idvendedor: 0,
      numeroconvidados: 0,
      convidados: 0,
      observacao: '',
      codigointerno: '',
    };
    expect(plain).toMatchObject(empty);
    const list = await call('GET', '/budgets');
    expect(list.body.data).toEqual([expect.objectContaining(me), expect.objectContaining(empty)]);
    const followUp = await call('PUT', `/budgets/${lead.id}/followups`, { body: { texto: 'Liguei' } });
    expect(followUp.body.data).toMatchObject({ idorcamento: lead.id, nomeCliente: 'Maria Lead' });
    const doc = (await t.request('GET', '/docs-json')).body;
    for (const schema of ['BudgetSummaryDto', 'BudgetViewDto'])
      expect(doc.components.schemas[schema].properties.nomeCliente.description).toContain('ME Eventos compatible');
  });

  it("takes back what a GET answered: ME's 0 for no type, seller, how-met or guests beside our null is one value", async () => {
    const { call } = await meAccount();
    const plain = (await call('POST', '/budgets', { body: {} })).body.data;
    const view = (await call('GET', `/budgets/${plain.id}`)).body;
    expect(view).toMatchObject({
      id_tipo_evento: null,
      tipoevento: 0,
      id_vendedor: null,
      idvendedor: 0,
      numero_convidados: null,
      convidados: 0,
    });
    // Our fields that a PUT does not take as null (id_cliente…) are left out; ME's 0s go back as they came.
    const sentBack = Object.fromEntries(Object.entries(view).filter(([, value]) => value !== null));
    const put = await call('PUT', `/budgets/${plain.id}`, { body: sentBack });
    expect([put.status, put.body.errors]).toEqual([200, undefined]);
    // An alias the operation does not take is named as it was sent.
    const followUp = await call('PUT', `/budgets/${plain.id}/followups`, { body: { texto: 'Liguei', observacao: 'x' } });
    expect([followUp.status, followUp.headers.get('ignored-fields')]).toEqual([200, 'observacao']);
    // Beside our null, ME's 0 is the same value, not a conflict.
    const beside = await call('POST', '/budgets', { body: { tipoevento: 0, id_tipo_evento: null } });
    expect(beside.body.errors?.some((e: Row) => e.code === 'conflicting_alias') ?? false).toBe(false);
    // A new budget from an answer's ME fields alone: 0 is none for the IDs, a count of 0 for the guests.
    const copy = await call('POST', '/budgets', { body: { tipoevento: 0, idvendedor: 0, comoconheceu: 0, numeroconvidados: 0 } });
    expect([copy.status, copy.body.data?.id_tipo_evento, copy.body.data?.id_vendedor, copy.body.data?.numero_convidados]).toEqual([
      201,
      null,
      null,
      0,
    ]);
  });
});

describe("ME Eventos' periods on the lists", () => {
  /** Six events over three years, names, times, guests and registration all in different orders. */
  async function dated() {
    const { call } = await meAccount();
    const specs = [
      { nome: 'Formatura', data_evento: '2026-11-20', hora_inicio: '21:00', numero_convidados: 300 },
      { nome: 'Aniversário', data_evento: '2027-02-10', hora_inicio: '15:00', numero_convidados: 40 },
      { nome: 'Casamento', data_evento: '2027-08-05', hora_inicio: '19:00', numero_convidados: 150 },
      { nome: 'Bodas', data_evento: '2028-01-15', hora_inicio: '12:00', numero_convidados: 90 },
      { nome: 'Evento corporativo', data_evento: '2028-06-30', hora_inicio: '09:00', numero_convidados: 500 },
      { nome: 'Debutante', data_evento: '2029-03-01', hora_inicio: '22:00', numero_convidados: 200 },
    ];
    const rows: Row[] = [];
    for (const body of specs) rows.push((await call('POST', '/events', { body })).body.data);
    return { call, rows };
  }

  const byName = (rows: Row[]) => new Map(rows.map((r) => [r.nome, r]));

  it("answers start alone, end alone and a two-year span with every ME sort: 200, the period's rows, in order, paginated", async () => {
    const { call, rows } = await dated();
    const events = byName(rows);
    const names = async (query: Record<string, string | number>) => {
      const res = await call('GET', '/events', { query });
      expect([query, res.status]).toEqual([query, 200]);
      return { names: (res.body.data as Row[]).map((e) => e.nomeevento as string), pagination: res.body.pagination };
    };
    const periods: [Record<string, string>, string[]][] = [
      [{ start: '2027-01-01' }, ['Aniversário', 'Casamento', 'Bodas', 'Evento corporativo', 'Debutante']],
      [{ end: '2027-12-31' }, ['Formatura', 'Aniversário', 'Casamento']],
      [{ start: '2027-01-01', end: '2028-12-31' }, ['Aniversário', 'Casamento', 'Bodas', 'Evento corporativo']],
    ];
    const orders: Record<string, (a: Row, b: Row) => number> = {
      id: (a, b) => a.id - b.id,
      nomeevento: (a, b) => a.nome.localeCompare(b.nome),
      dataevento: (a, b) => a.data_evento.localeCompare(b.data_evento),
      horaevento: (a, b) => a.hora_inicio.localeCompare(b.hora_inicio),
      datadecadastro: (a, b) => a.datacadastro.localeCompare(b.datacadastro) || a.id - b.id,
      convidados: (a, b) => a.numero_convidados - b.numero_convidados,
    };
    for (const [period, inPeriod] of periods) {
      for (const [field_sort, order] of Object.entries(orders)) {
        for (const sort of ['asc', 'desc'] as const) {
          const expected = inPeriod.map((n) => events.get(n)!).sort(order);
          if (sort === 'desc') expected.reverse();
          const query = field_sort === 'id' ? { ...period, sort } : { ...period, field_sort, sort };
          const all = await names(query);
          expect([query, all.names]).toEqual([query, expected.map((e) => e.nome)]);
          expect(all.pagination).toMatchObject({ page: 1, total_data: inPeriod.length, total_page: 1 });
          const second = await names({ ...query, page: 2, limit: 2 });
          expect([query, second.names]).toEqual([query, expected.slice(2, 4).map((e) => e.nome)]);
          expect(second.pagination).toEqual({
            page: 2,
            page_size: 2,
            total_page: Math.ceil(inPeriod.length / 2),
            total_data: inPeriod.length,
          });
        }
      }
    }
    // Our names for the period say the same.
    expect((await names({ data_inicio: '2027-01-01', field_sort: 'convidados' })).names).toEqual([
      'Aniversário',
      'Bodas',
      'Casamento',
      'Debutante',
      'Evento corporativo',
    ]);
  });

  it('keeps the bounded-cost rule for other filters: a sort no index serves needs a narrowing filter or a period', async () => {
    const { call } = await dated();
    for (const query of <Record<string, string>[]>[
      { field_sort: 'horaevento' },
      { field_sort: 'convidados', status: 'PREVISTO' },
      { status: 'PREVISTO', field_sort: 'nomeevento' },
    ]) {
      const res = await call('GET', '/events', { query });
      expect([query, res.status, codeOf(res, 'field_sort')]).toEqual([query, 400, 'sort_needs_filter']);
      expect(res.body.errors[0].message).toContain('a period (data_inicio, data_fim or both)');
      const withPeriod = await call('GET', '/events', { query: { ...query, start: '2000-01-01' } });
      expect([query, withPeriod.status, withPeriod.body.data.length]).toEqual([query, 200, 6]);
    }
    // A reversed period bounds nothing.
    const reversed = await call('GET', '/events', { query: { start: '2028-01-01', end: '2027-01-01', field_sort: 'horaevento' } });
    expect([reversed.status, codeOf(reversed, 'field_sort')]).toEqual([400, 'sort_needs_filter']);
  });

  it("answers the budgets' period (registration date) alone or together, any span, with ME's sorts", async () => {
    const { call } = await meAccount();
    const ids: number[] = [];
    for (const nomedoevento of ['Formatura', 'Aniversário', 'Casamento'])
      ids.push((await call('POST', '/budgets', { body: { nome: 'Lead', email: 'lead@example.com', nomedoevento } })).body.data.id);
    const today = (await call('GET', `/budgets/${ids[0]}`)).body.datacadastro as string;
    const year = Number(today.slice(0, 4));
    const list = async (query: Record<string, string | number>) => {
      const res = await call('GET', '/budgets', { query });
      expect([query, res.status]).toEqual([query, 200]);
      return res.body as { data: Row[]; pagination: Row };
    };
    for (const period of <Record<string, string>[]>[
      { start: today },
      { end: today },
      { start: `${year - 1}-01-01`, end: `${year + 1}-01-01` },
      { start: '2000-01-01' },
    ]) {
      expect((await list(period)).data.map((b) => b.idorcamento)).toEqual(ids);
      expect((await list({ ...period, sort: 'desc' })).data.map((b) => b.id)).toEqual([...ids].reverse());
      expect((await list({ ...period, field_sort: 'nomeevento' })).data.map((b) => b.nomeevento)).toEqual([
        'Aniversário',
        'Casamento',
        'Formatura',
      ]);
      const page = await list({ ...period, field_sort: 'nomeevento', sort: 'desc', limit: 2, page: 2 });
      expect([page.data.map((b) => b.nomeevento), page.pagination]).toEqual([
        ['Aniversário'],
        { page: 2, page_size: 2, total_page: 2, total_data: 3 },
      ]);
    }
    expect((await list({ end: '2000-01-01' })).data).toEqual([]);
    expect((await list({ start: '2099-01-01', field_sort: 'nomeevento' })).pagination.total_data).toBe(0);
  });
});
