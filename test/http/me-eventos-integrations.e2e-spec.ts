import { createRequire } from 'node:module';
import { join } from 'node:path';

import { AccountsService } from '../../src/accounts/accounts.service';
import { answerOf, TestResponse } from '../support/harness';
import { startWebhookApp, WebhookTestApp } from '../support/webhook-app';
import { WebhookReceiver } from '../support/webhook-receiver';

// The calls that published integrations of ME Eventos' API make, each in the form its code sends
// it (method, address as it composes it, headers, body and query as it writes them), played
// against this service with only the host changed; each test asserts what that code reads from
// the answer. `#n` is the call's number in the survey of those integrations:
// PSP = a PHP panel (cURL; bare token, Accept and Content-Type on every call),
// SLK = a Python/Flask proposals tool (requests; `Bearer`, base URL ending in /api/v1),
// INM = a Next.js dashboard (fetch; bare token, Content-Type on GETs),
// FIN = an Express finance app (fetch with the stored token alone; a webhook receiver),
// and the official client `@meeventos/api` as INM uses it.
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
type Query = Record<string, string | number>;

/** A fresh account with its slug (the `<conta>` of ME's addresses), and a token of each formato. */
async function account() {
  const { accountId, token } = await t.newAccount(`Buffet ${Math.random().toString(36).slice(2, 10)}`);
  const { slug } = (await t.request('GET', '/api/v1/account', { token })).body as { slug: string };
  const meToken = await t.app.get(AccountsService).createToken(accountId, 'me', 'me-eventos');
  return { accountId, token, meToken, slug, base: `${t.baseUrl}/${slug}` };
}

/** `?a=1&b=x+y`: PHP's http_build_query, python-requests' `params=` and URLSearchParams encode alike. */
const qs = (query?: Query) => (query && Object.keys(query).length ? `?${new URLSearchParams(query as Record<string, string>)}` : '');

async function send(url: string, method: string, headers: Record<string, string>, body?: string): Promise<TestResponse<any>> {
  return answerOf(await fetch(url, { method, headers, body }));
}

const expect2xx = (res: TestResponse<any>) => {
  expect([res.status, res.status >= 200 && res.status < 300 ? 'ok' : res.text]).toEqual([res.status, 'ok']);
};

/** A list as the clients read it: `data` an array, `pagination.total_page` a usable page count. */
function listOf(res: TestResponse<any>): Row[] {
  expect2xx(res);
  expect(Array.isArray(res.body?.data)).toBe(true);
  expect(Number.isInteger(Number.parseInt(String(res.body.pagination?.total_page), 10))).toBe(true);
  return res.body.data as Row[];
}

/** The first of `names` that a row carries (the `a|b` reads of the integrations). */
const either = (row: Row, ...names: string[]) => names.map((n) => row[n]).find((v) => v !== undefined && v !== null && v !== '');

/** YYYY-MM-DD `days` from today, in the tests' (and the account's) time zone. */
function day(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

// ---------------------------------------------------------------------------------------------
// PSP: PHP, cURL. `rtrim(ME_BASE_URL, '/') . '/api/v1/...'`, http_build_query, headers in this
// order on every call, GETs included; json_encode with JSON_UNESCAPED_UNICODE.
// ---------------------------------------------------------------------------------------------
function pspClient(base: string, token: string) {
  return (method: string, path: string, query?: Query, body?: unknown) =>
    send(
      `${base.replace(/\/+$/, '')}${path}${qs(query)}`,
      method,
      { Authorization: token, Accept: 'application/json', 'Content-Type': 'application/json' },
      body === undefined ? undefined : JSON.stringify(body),
    );
}

/** PSP's unwrapping of a list: `data`, a bare array, or `eventos`. */
const pspList = (res: TestResponse<any>): Row[] => {
  expect2xx(res);
  const list = Array.isArray(res.body) ? res.body : (res.body.data ?? res.body.eventos);
  expect(Array.isArray(list)).toBe(true);
  return list as Row[];
};
/** PSP's unwrapping of one record: `data` (a list: its first), else the body. */
const pspOne = (res: TestResponse<any>): Row => {
  expect2xx(res);
  const data = res.body.data ?? res.body;
  return Array.isArray(data) ? data[0] : data;
};
const digits = (v: unknown) => String(v ?? '').replace(/\D/g, '');

/** PSP's lookups (#7-#10), as its helpers read them. */
async function pspLookups(psp: ReturnType<typeof pspClient>) {
  const [howmet, types, sellers, locations] = await Promise.all([
    psp('GET', '/api/v1/howmet'),
    psp('GET', '/api/v1/eventtype'),
    psp('GET', '/api/v1/seller'),
    psp('GET', '/api/v1/eventlocation'),
  ]).then((answers) => answers.map(pspList));
  return { howmet, types, sellers, locations };
}

/** #5: POST /clients with an array of one client, as PSP builds it; answers data[0].id. */
async function pspCreateClient(psp: ReturnType<typeof pspClient>, client: Row): Promise<number> {
  const res = await psp('POST', '/api/v1/clients', undefined, [client]);
  expect2xx(res);
  const id = Array.isArray(res.body) ? res.body[0]?.id : res.body.data?.[0]?.id;
  expect(Number.parseInt(String(id), 10)).toBeGreaterThan(0);
  return Number(id);
}

const pspPerson = {
  nome: 'Marina Duarte',
  email: 'marina.duarte@example.com',
  cpf: '52998224725',
  rg: 'MG-12.345.678',
  cep: '30130110',
  endereco: 'Rua dos Tupis',
  numero: '187',
  complemento: '',
  bairro: 'Centro',
  cidade: 'Belo Horizonte',
  estado: 'MG',
  pais: '+55',
  celular: '31 999887766',
  telefone: '31 999887766',
  redesocial: '',
};

describe('PSP (PHP panel): bare token, Accept and Content-Type on every call', () => {
  it('#7 #8 #9 #10 reads the lookups: id and nome (eventtype and eventlocation also under ME names)', async () => {
    const { base, token } = await account();
    const { howmet, types, sellers, locations } = await pspLookups(pspClient(base, token));
    for (const x of howmet) expect(x).toMatchObject({ id: expect.anything(), nome: expect.any(String) });
    for (const x of types) expect([either(x, 'id', 'idtipoevento'), either(x, 'nome', 'tipoevento')]).toEqual([x.id, x.nome]);
    for (const x of sellers) expect([either(x, 'id', 'idvendedor'), either(x, 'nome', 'vendedor')]).toEqual([x.id, x.nome]);
    for (const x of locations) expect([either(x, 'idlocalevento', 'id'), either(x, 'localevento', 'nome')]).toEqual([x.id, x.nome]);
    expect([howmet, types, sellers, locations].map((l) => l.length > 0)).toEqual([true, true, true, true]);
  });

  it('#5 creates a client from an array of one ("" placeholders, "DD NUMBER" phones, pais "+55"), #6 updates it', async () => {
    const { base, token } = await account();
    const psp = pspClient(base, token);
    const id = await pspCreateClient(psp, pspPerson);
    const put = await psp('PUT', `/api/v1/clients/${id}`, undefined, {
      nome: 'Marina Duarte Lima',
      email2: 'marina@trabalho.com',
      telefone2: '31 32225555',
      celular: '31 988887777',
      pais: '+55',
      cidade: 'Contagem',
      rg: 'MG-12.345.678',
    });
    expect2xx(put);
    const view = pspOne(await psp('GET', `/api/v1/clients/${id}`));
    expect(view).toMatchObject({ nome: 'Marina Duarte Lima', email2: 'marina@trabalho.com', cidade: 'Contagem' });
    expect(digits(view.celular)).toBe('31988887777');
  });

  it('#1 #2 #3 #4 finds the client by CPF (type=3), e-mail (type=1), phone digits (type=2) and name (type=0)', async () => {
    const { base, token } = await account();
    const psp = pspClient(base, token);
    const id = await pspCreateClient(psp, pspPerson);
    await pspCreateClient(psp, {
      ...pspPerson,
      nome: 'Outro Cliente',
      email: 'outro@example.com',
      cpf: '39053344705',
      celular: '21 988776655',
      telefone: '21 988776655',
    });

    const byCpf = pspList(await psp('GET', '/api/v1/clients', { search: '52998224725', type: 3, limit: 200 }));
    expect(byCpf.map((c) => [c.id, digits(either(c, 'cpf', 'cnpjpj', 'cpfcnpj'))])).toEqual([[id, '52998224725']]);

    const byEmail = pspList(await psp('GET', '/api/v1/clients', { search: 'marina.duarte@example.com', type: 1, limit: 200 }));
    expect(byEmail.filter((c) => String(c.email).toLowerCase() === 'marina.duarte@example.com').map((c) => c.id)).toEqual([id]);

    // The phone as PSP searches it: digits, the leading 55 removed.
    const byPhone = pspList(await psp('GET', '/api/v1/clients', { search: '31999887766', type: 2, limit: 200 }));
    expect(byPhone.filter((c) => [c.celular, c.telefone].some((p) => digits(p) === '31999887766')).map((c) => c.id)).toEqual([id]);

    const byName = pspList(await psp('GET', '/api/v1/clients', { search: 'Marina Duarte', type: 0, limit: 50 }));
    expect(byName.map((c) => [c.id, c.nome])).toEqual([[id, 'Marina Duarte']]);
  });

  it('#12 creates an event with ME names and numbers, #13 again without idlocalevento; #17 reads it, 404 once deleted', async () => {
    const { base, token } = await account();
    const psp = pspClient(base, token);
    const { types, sellers, locations, howmet } = await pspLookups(psp);
    const client = await pspCreateClient(psp, pspPerson);
    const body = {
      idcliente: client,
      tipoevento: Number(types[0].id),
      nomeevento: 'Casamento Marina',
      dataevento: '2027-09-18',
      idvendedor: Number(sellers[0].id),
      horaevento: '19:00',
      horaeventofim: '23:30',
      idlocalevento: Number(locations[0].id),
      localevento: locations[0].nome,
      nconvidados: 150,
      comoconheceu: Number(howmet[0].id),
      observacao: 'Cerimônia no jardim',
    };
    const created = await psp('POST', '/api/v1/events', undefined, body);
    expect2xx(created);
    const id = either(created.body.data ?? {}, 'id') ?? created.body.id;
    expect(id).toEqual(expect.any(Number));
    const { idlocalevento: _, ...withoutLocation } = body;
    const retried = await psp('POST', '/api/v1/events', undefined, withoutLocation);
    expect2xx(retried);
    expect(either(retried.body.data ?? {}, 'id') ?? retried.body.id).toEqual(expect.any(Number));

    const view = pspOne(await psp('GET', `/api/v1/events/${id}`));
    expect(view).toMatchObject({
      id,
      nomeevento: 'Casamento Marina',
      dataevento: '2027-09-18',
      horaevento: '19:00',
      horaeventofim: '23:30',
      idlocalevento: locations[0].id,
      localevento: locations[0].nome,
      idcliente: client,
      nomeCliente: 'Marina Duarte',
      tipoEvento: types[0].nome,
      convidados: 150,
      observacao: 'Cerimônia no jardim',
    });
    expect2xx(await psp('DELETE', `/api/v1/events/${id}`));
    // A 404 (or 410) is how PSP learns that an event is gone.
    expect([404, 410]).toContain((await psp('GET', `/api/v1/events/${id}`)).status);
  });

  it('#11 lists one day (start=end, limit=200), #14 the next 30 days (no page or limit), #25 with search/start/end', async () => {
    const { base, token } = await account();
    const psp = pspClient(base, token);
    const { types, sellers, locations } = await pspLookups(psp);
    const client = await pspCreateClient(psp, pspPerson);
    const event = async (nomeevento: string, dataevento: string) => {
      const res = await psp('POST', '/api/v1/events', undefined, {
        idcliente: client,
        tipoevento: Number(types[0].id),
        nomeevento,
        dataevento,
        idvendedor: Number(sellers[0].id),
        horaevento: '18:00',
        horaeventofim: '22:00',
        idlocalevento: Number(locations[0].id),
      });
      expect2xx(res);
      return res.body.data.id as number;
    };
    const soon = await event('Aniversário Marina', day(3));
    const later = await event('Bodas Marina', day(20));
    await event('Fora da janela', day(45));

    const oneDay = pspList(await psp('GET', '/api/v1/events', { start: day(3), end: day(3), limit: 200 }));
    expect(oneDay.map((e) => e.id)).toEqual([soon]);
    expect(oneDay[0]).toMatchObject({
      idlocalevento: locations[0].id,
      localevento: locations[0].nome,
      horaevento: '18:00',
      horaeventofim: '22:00',
      status: expect.any(String),
    });

    const month = pspList(await psp('GET', '/api/v1/events', { start: day(0), end: day(30) }));
    expect(month.map((e) => e.id).sort((a, b) => a - b)).toEqual([soon, later]);
    // Any item without id, dataevento or localevento aborts PSP's whole sync.
    for (const e of month)
      for (const name of ['id', 'dataevento', 'localevento']) expect([e.id, name, e[name] ?? null]).not.toContainEqual(null);
    for (const e of month)
      for (const name of ['idlocalevento', 'horaevento', 'horaeventofim', 'convidados', 'nomeevento', 'nomeCliente', 'tipoEvento'])
        expect(e).toHaveProperty(name);

    const searched = pspList(await psp('GET', '/api/v1/events', { search: 'Bodas', start: day(0), end: day(30) }));
    expect(searched.map((e) => e.id)).toEqual([later]);
    for (const name of [
      'id',
      'observacao',
      'tipoEvento',
      'convidados',
      'dataevento',
      'horaevento',
      'nomeCliente',
      'nomeevento',
      'localevento',
    ])
      expect(searched[0]).toHaveProperty(name);
  });

  /** Two clients with one event each; PSP's search finds the events by their client's name. */
  async function clientsWithEvents(psp: ReturnType<typeof pspClient>) {
    const client = await pspCreateClient(psp, pspPerson);
    const other = await pspCreateClient(psp, { ...pspPerson, nome: 'Paulo Reis', email: 'paulo@example.com', cpf: '39053344705' });
    const events: number[] = [];
    for (const [idcliente, nomeevento] of [
      [client, 'Casamento'],
      [other, 'Formatura'],
    ] as const) {
      const res = await psp('POST', '/api/v1/events', undefined, { idcliente, nomeevento, dataevento: '2027-10-02' });
      expect2xx(res);
      events.push(res.body.data.id);
    }
    return { client, events };
  }

  it("#23 finds a client's events by the client's name (search only)", async () => {
    const { base, token } = await account();
    const psp = pspClient(base, token);
    const { client } = await clientsWithEvents(psp);
    const found = pspList(await psp('GET', '/api/v1/events', { search: 'Marina Duarte' }));
    expect(found.map((e) => [either(e, 'idcliente', 'idCliente'), e.nomeCliente, e.nomeevento])).toEqual([
      [client, 'Marina Duarte', 'Casamento'],
    ]);
    for (const name of ['id', 'dataevento', 'horaevento', 'tipoEvento', 'localevento', 'convidados']) expect(found[0]).toHaveProperty(name);
  });

  it("#24 reads an event's client by its idcliente (exactly 200, cpf, e-mail)", async () => {
    const { base, token } = await account();
    const psp = pspClient(base, token);
    const { events } = await clientsWithEvents(psp);
    const event = pspOne(await psp('GET', `/api/v1/events/${events[0]}`));
    const view = await psp('GET', `/api/v1/clients/${either(event, 'idcliente', 'idCliente')}`);
    expect(view.status).toBe(200);
    expect(pspOne(view)).toMatchObject({ cpf: '52998224725', email: 'marina.duarte@example.com' });
  });

  it('#18 reads a client (data or the object), #19 twelve at once', async () => {
    const { base, token } = await account();
    const psp = pspClient(base, token);
    const ids: number[] = [];
    for (let i = 0; i < 12; i++)
      ids.push(
        await pspCreateClient(psp, {
          nome: `Cliente ${i}`,
          email: `cliente${i}@example.com`,
          celular: `31 9${String(i).padStart(8, '0')}`,
          pais: '+55',
        }),
      );
    const first = pspOne(await psp('GET', `/api/v1/clients/${ids[0]}`));
    for (const name of [
      'nome',
      'email',
      'celular',
      'telefone',
      'ddicelular',
      'rg',
      'cep',
      'endereco',
      'numero',
      'complemento',
      'bairro',
      'cidade',
      'estado',
    ])
      expect(first).toHaveProperty(name);
    expect(first).toMatchObject({ nome: 'Cliente 0', email: 'cliente0@example.com' });

    const all = await Promise.all(ids.map((id) => psp('GET', `/api/v1/clients/${id}`)));
    expect(all.map((r) => r.status)).toEqual(ids.map(() => 200));
    expect(all.map((r) => /[\w.+-]+@[\w-]+\.[\w.]+/.exec(r.text)?.[0])).toEqual(ids.map((_, i) => `cliente${i}@example.com`));
  });

  it('#22 pages events by page=N&limit=L until a short page or no new id, each event once', async () => {
    const { base, token } = await account();
    const psp = pspClient(base, token);
    const made: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await psp('POST', '/api/v1/events', undefined, { nomeevento: `Evento ${i}`, dataevento: `2027-11-0${i + 1}` });
      expect2xx(res);
      made.push(res.body.data.id);
    }
    // The tool's page limit is configurable (1-200); 2 makes three pages of these five events.
    const limit = 2;
    const seen: number[] = [];
    let requests = 0;
    for (let page = 1; page <= 200; page++) {
      const rows = pspList(await psp('GET', '/api/v1/events', { start: '2027-11-01', end: '2027-11-30', limit, page }));
      requests++;
      const fresh = rows.map((e) => Number(either(e, 'id', 'idevento'))).filter((id) => !seen.includes(id));
      seen.push(...fresh);
      if (rows.length < limit || fresh.length === 0) break;
    }
    expect(seen.sort((a, b) => a - b)).toEqual(made);
    expect(requests).toBe(3);
  });

  it('#26 (the old proxy) lists with Bearer and Accept only: page=1&limit=50&sort=desc&field_sort=id[&search&start&end]', async () => {
    const { base, token } = await account();
    const made: number[] = [];
    for (const nomeevento of ['Casamento A', 'Casamento B', 'Jantar'])
      made.push((await t.request('POST', '/api/v1/events', { token, body: { nomeevento, dataevento: '2027-12-05' } })).body.data.id);
    const proxy = (query: Query) =>
      send(`${base}/api/v1/events${qs(query)}`, 'GET', { Authorization: `Bearer ${token}`, Accept: 'application/json' });
    const all = pspList(await proxy({ page: 1, limit: 50, sort: 'desc', field_sort: 'id' }));
    expect(all.map((e) => e.id)).toEqual([...made].reverse());
    const some = pspList(
      await proxy({ page: 1, limit: 50, sort: 'desc', field_sort: 'id', search: 'Casamento', start: '2027-12-01', end: '2027-12-31' }),
    );
    expect(some.map((e) => e.id)).toEqual([made[1], made[0]]);
  });

  it('#27 its webhook receiver gets event_created/updated/deleted in ME format at its URL with ?token=', async () => {
    const { accountId, base, token } = await account();
    const path = `/webhook_me_eventos.php?token=segredo-${accountId}`;
    await t.createWebhook(token, {
      url: receiver.url(path),
      events: ['event_created', 'event_updated', 'event_deleted'],
      formato: 'me-eventos',
    });
    const psp = pspClient(base, token);
    const { locations } = await pspLookups(psp);
    const client = await pspCreateClient(psp, pspPerson);
    const created = await psp('POST', '/api/v1/events', undefined, {
      idcliente: client,
      nomeevento: 'Casamento Marina',
      dataevento: '2027-09-18',
      idlocalevento: Number(locations[0].id),
    });
    expect2xx(created);
    const id = created.body.data.id as number;
    expect2xx(await psp('PUT', `/api/v1/events/${id}`, undefined, { nomeevento: 'Casamento Marina e Rui' }));
    expect2xx(await psp('DELETE', `/api/v1/events/${id}`));
    await receiver.waitForCount(3, path);

    const got = receiver.at(path).map((r) => r.json as Row);
    expect(got.map((n) => n.event)).toEqual(['event_created', 'event_updated', 'event_deleted']);
    for (const n of got) {
      expect(Object.keys(n)).toEqual(expect.arrayContaining(['id_event', 'event', 'dateCreated', 'data']));
      expect(Array.isArray(n.data)).toBe(true);
      expect(n.data[0].id).toBe(String(id));
    }
    // What PSP reads from data[0] of a created event.
    expect(got[0].data[0]).toMatchObject({
      nomeevento: 'Casamento Marina',
      dataevento: '2027-09-18',
      idcliente: String(client),
      idlocalevento: String(locations[0].id),
    });
  });

  // #15: the plural /eventlocations appears only in PSP's 2025 code and in no ME page: not an address of ME's API.
  // #16, #20, #21: limit=500 and limit=1000; limit is 1..200 here, as ME documents it (400 above).
});

// ---------------------------------------------------------------------------------------------
// SLK: Python, requests. API_BASE already ends in /api/v1; `Bearer` on every call; GETs carry
// only requests' defaults beside it; POSTs add Content-Type and Accept; json= escapes non-ASCII.
// ---------------------------------------------------------------------------------------------
/** requests' `json=`: json.dumps with ensure_ascii, `\u00e7` for ç. */
const pyJson = (body: unknown) =>
  JSON.stringify(body).replace(/[\u007f-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

function slkClient(base: string, token: string, { accept = true } = {}) {
  const apiBase = `${base}/api/v1`;
  const defaults = { 'User-Agent': 'python-requests/2.32.3', Accept: '*/*', Authorization: `Bearer ${token}` };
  return (method: string, path: string, query?: Query, body?: unknown) =>
    send(
      `${apiBase}${path}${qs(query)}`,
      method,
      body === undefined
        ? defaults
        : { ...defaults, 'Content-Type': 'application/json', ...(accept ? { Accept: 'application/json' } : {}) },
      body === undefined ? undefined : pyJson(body),
    );
}

/** SLK's buscar_paginado: `?page=N&limit=200` (plus params), a bare list ends it, else data + int(total_page). */
async function slkPaged(slk: ReturnType<typeof slkClient>, path: string, params: Query = {}, maxPages = 10): Promise<Row[]> {
  const rows: Row[] = [];
  for (let page = 1; ; page++) {
    const res = await slk('GET', path, { ...params, page, limit: 200 });
    expect2xx(res);
    if (Array.isArray(res.body)) return [...rows, ...res.body];
    rows.push(...listOf(res));
    const total = Number.parseInt(String(res.body.pagination?.total_page ?? 1), 10);
    if (page >= total) return rows;
    expect(page).toBeLessThan(maxPages);
  }
}

/** SLK's id of a created record: data.id|numero|idorcamento when data is an object, else top-level. */
const slkId = (body: Row) => {
  const from = body.data && typeof body.data === 'object' && !Array.isArray(body.data) ? body.data : body;
  return either(from, 'id', 'numero', 'idorcamento');
};

describe('SLK (Python/Flask proposals): Bearer token, API_BASE ending in /api/v1', () => {
  it('#28 #29 #30 pages clients, products-services and equipment by int(pagination.total_page)', async () => {
    const { base, token } = await account();
    const slk = slkClient(base, token);
    for (const nome of ['Ana', 'Bruno', 'Carla'])
      expect2xx(await slk('POST', '/clients', undefined, [{ tipocadastro: 0, nome, email: '', cpf: '' }]));
    expect2xx(await t.request('POST', '/api/v1/products-services', { token, body: { nome: 'Buffet completo', valor: 89.9 } }));
    expect2xx(await t.request('POST', '/api/v1/equipment', { token, body: { nome: 'Painel de LED', valor: 600 } }));

    expect((await slkPaged(slk, '/clients')).map((c) => c.nome).sort()).toEqual(['Ana', 'Bruno', 'Carla']);
    expect(await slkPaged(slk, '/products-services')).toEqual([
      expect.objectContaining({ id: expect.any(Number), nome: 'Buffet completo', valor: 89.9 }),
    ]);
    expect(await slkPaged(slk, '/equipment')).toEqual([
      expect.objectContaining({ id: expect.any(Number), nome: 'Painel de LED', valor: 600 }),
    ]);
  });

  it('#31 reads event types (page=1&limit=200: id, nome), #32 sellers and #33 locations as raw JSON', async () => {
    const { base, token } = await account();
    const slk = slkClient(base, token);
    const types = listOf(await slk('GET', '/eventtype', { page: 1, limit: 200 }));
    expect(types.length).toBeGreaterThan(0);
    for (const x of types) expect(either(x, 'nome', 'descricao')).toEqual(expect.any(String));
    for (const path of ['/seller', '/eventlocation']) {
      const res = await slk('GET', path);
      expect2xx(res);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(listOf(res).length).toBeGreaterThan(0);
    }
  });

  it('#34 sends a proposal as a budget (numbers as strings, "-" for an unknown contact); the id from data', async () => {
    const { base, token } = await account();
    const slk = slkClient(base, token);
    const seller = listOf(await slk('GET', '/seller'))[0];
    const res = await slk('POST', '/budgets', undefined, {
      nome: 'Lagune Eventos Corporativos',
      nomedoevento: 'Convenção de vendas',
      dataevento: '2027-08-20',
      idvendedor: String(seller.id),
      numeroconvidados: '120',
      nomeresponsavel: '-',
      observacao: 'SOULINK | Novos Orçamentos | Total R$ 1234.50',
    });
    expect(res.status).toBeLessThan(300);
    const id = slkId(res.body);
    expect(id).toEqual(expect.any(Number));
    const view = await slk('GET', `/budgets/${id}`);
    expect(view.body).toMatchObject({ nomedoevento: 'Convenção de vendas', numeroconvidados: 120, idvendedor: seller.id });
  });

  // SLK's form sends placeholders where ME's lead body documents an int (`numeroconvidados: "-"`;
  // its older copy `""` for the seller and the guests, and reads a top-level `id`). A number here
  // is a number in plain form: such a value is refused with the field named, never stored as 0 (as
  // a cast would), and nothing is written (docs/me-eventos.md, "Values").
  it('#34 with "-" for an unknown number of guests is refused, naming the field, and writes nothing', async () => {
    const { base, token } = await account();
    const slk = slkClient(base, token);
    const res = await slk('POST', '/budgets', undefined, {
      nome: 'Cliente sem convidados',
      nomedoevento: 'Coquetel',
      dataevento: '2027-08-21',
      idvendedor: String(listOf(await slk('GET', '/seller'))[0].id),
      numeroconvidados: '-',
      nomeresponsavel: '-',
      observacao: 'SOULINK | Novos Orçamentos',
    });
    expect([res.status, res.body.errors]).toEqual([400, [expect.objectContaining({ field: 'numeroconvidados', code: 'is_int' })]]);
    expect(listOf(await slk('GET', '/budgets'))).toEqual([]);
  });

  it('#35 (the older copy): "" where a number is expected is refused the same way, each field named', async () => {
    const { base, token } = await account();
    const slk = slkClient(base, token, { accept: false });
    const res = await slk('POST', '/budgets', undefined, {
      nome: 'Festa da Firma',
      nomedoevento: 'Confraternização',
      dataevento: '2027-12-10',
      idvendedor: '',
      numeroconvidados: '',
      nomeresponsavel: '',
      observacao: '',
    });
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['idvendedor', 'numeroconvidados']);
    expect(listOf(await slk('GET', '/budgets'))).toEqual([]);
  });

  it('#36 #37 #38 finds clients by document digits (type=3), e-mail (type=1) and name (no type); #39 creates them as an array', async () => {
    const { base, token } = await account();
    const slk = slkClient(base, token);
    const company = await slk('POST', '/clients', undefined, [
      {
        tipocadastro: 1,
        nome: 'Lagune Barra Hotel',
        email: 'eventos@lagune.com.br',
        telefone: '2133334444',
        celular: '',
        responsavel: 'Júlia Prado',
        cep: '22640100',
        endereco: 'Avenida das Américas',
        numero: '500',
        complemento: '',
        bairro: 'Barra da Tijuca',
        cidade: 'Rio de Janeiro',
        estado: 'RJ',
        anotacoes: '',
        razaosocial: 'Lagune Hotelaria Ltda',
        nomefantasia: 'Lagune Barra',
        cnpjpj: '11222333000181',
      },
    ]);
    expect2xx(company);
    const companyId = (Array.isArray(company.body.data) ? company.body.data[0] : company.body.data).id;
    expect(companyId).toEqual(expect.any(Number));
    const person = await slk('POST', '/clients', undefined, [
      {
        tipocadastro: 0,
        nome: 'Júlia Prado',
        email: 'julia@example.com',
        telefone: '',
        celular: '21999990000',
        responsavel: '',
        cep: '',
        endereco: '',
        numero: '',
        complemento: '',
        bairro: '',
        cidade: '',
        estado: '',
        anotacoes: '',
        cpf: '52998224725',
      },
    ]);
    expect2xx(person);
    const personId = person.body.data[0].id;

    const found = async (query: Query) => {
      const res = await slk('GET', '/clients', { page: 1, ...query, limit: 20 });
      expect2xx(res);
      const data = Array.isArray(res.body) ? res.body : res.body.data;
      return (Array.isArray(data) ? data : [data]) as Row[];
    };
    const byCnpj = await found({ search: '11222333000181', type: 3 });
    expect(byCnpj.map((c) => [c.id, digits(either(c, 'cnpjpj', 'cpf', 'cnpj'))])).toEqual([[companyId, '11222333000181']]);
    const byCpf = await found({ search: '52998224725', type: 3 });
    expect(byCpf.map((c) => [c.id, digits(either(c, 'cnpjpj', 'cpf', 'cnpj'))])).toEqual([[personId, '52998224725']]);
    const byEmail = await found({ search: 'EVENTOS@lagune.com.br', type: 1 });
    expect(byEmail.map((c) => [c.id, c.email])).toEqual([[companyId, 'eventos@lagune.com.br']]);
    const byName = await found({ search: 'Lagune Hotelaria' });
    expect(byName.map((c) => [c.id, either(c, 'nome', 'razaosocial', 'nomefantasia')])).toEqual([[companyId, 'Lagune Barra Hotel']]);
  });

  it('#45 creates an event from a budget (ints, idlocalevento and nconvidados as strings), #46 reads it at the top level', async () => {
    const { base, token } = await account();
    const slk = slkClient(base, token);
    const seller = listOf(await slk('GET', '/seller'))[0];
    const location = listOf(await slk('GET', '/eventlocation'))[0];
    const client = (await slk('POST', '/clients', undefined, [{ tipocadastro: 0, nome: 'Pedro Alves', cpf: '39053344705' }])).body.data[0]
      .id;
    const budget = slkId(
      (await slk('POST', '/budgets', undefined, { nome: 'Pedro Alves', nomedoevento: 'Formatura', dataevento: '2027-06-15' })).body,
    );
    // SLK sends the budget's type (its default "1" is an ID of its ME account): this account's first.
    const type = listOf(await slk('GET', '/eventtype', { page: 1, limit: 200 }))[0];
    const res = await slk('POST', '/events', undefined, {
      idcliente: Number(client),
      tipoevento: Number(type.id),
      nomeevento: 'Formatura Pedro',
      dataevento: '2027-06-15',
      idvendedor: Number(seller.id),
      idorcamento: Number(budget),
      codigointerno: `ORC-${budget}`,
      observacao: 'Importado do orçamento',
      horaevento: '20:00',
      horaeventofim: '02:00',
      localevento: location.nome,
      idlocalevento: String(location.id),
      nconvidados: '80',
    });
    expect2xx(res);
    const id = slkId(res.body);
    expect(id).toEqual(expect.any(Number));

    const view = await slk('GET', `/events/${id}`);
    expect2xx(view);
    expect(view.body).toMatchObject({
      id,
      status: expect.any(String),
      nomeevento: 'Formatura Pedro',
      nomeCliente: 'Pedro Alves',
      dataevento: '2027-06-15',
      horaevento: '20:00',
      localevento: location.nome,
      convidados: 80,
      codigointerno: `ORC-${budget}`,
    });
    expect(either(view.body, 'observacao', 'informacoes')).toBe('Importado do orçamento');
  });

  it('#40 pages the period by dataevento asc, #41 reads the order lines of each event (tipo 7 = equipment)', async () => {
    const { base, token } = await account();
    const slk = slkClient(base, token);
    const location = listOf(await slk('GET', '/eventlocation'))[0];
    const product = (await t.request('POST', '/api/v1/products-services', { token, body: { nome: 'Buffet', valor: 100 } })).body.data.id;
    const led = (await t.request('POST', '/api/v1/equipment', { token, body: { nome: 'Painel de LED', valor: 600 } })).body.data.id;
    const events: number[] = [];
    for (const dataevento of ['2027-04-20', '2027-04-05'])
      events.push(
        slkId(
          (await slk('POST', '/events', undefined, { nomeevento: `Evento ${dataevento}`, dataevento, idlocalevento: String(location.id) }))
            .body,
        ),
      );
    const order = await t.request('POST', '/api/v1/orders', {
      token,
      body: { id_evento: events[1], itens: [{ id_produto: product }, { id_item: led }] },
    });
    expect(order.status).toBe(201);

    const listed = await slkPaged(slk, '/events', { start: '2027-04-01', end: '2027-04-30', field_sort: 'dataevento', sort: 'asc' }, 4);
    expect(listed.map((e) => [e.id, e.dataevento, either(e, 'localevento', 'local')])).toEqual([
      [events[1], '2027-04-05', location.nome],
      [events[0], '2027-04-20', location.nome],
    ]);
    for (const e of listed) expect(e.status).toEqual(expect.any(String));

    const lines = await slkPaged(slk, '/orders', { idevento: events[1], field_sort: 'ordem', sort: 'asc' }, 20);
    expect(lines.map((l) => [l.nome, Number(l.valor), Number(l.tipo)])).toEqual([
      ['Buffet', 100, 2],
      ['Painel de LED', 600, 7],
    ]);
    expect(await slkPaged(slk, '/orders', { idevento: events[0], field_sort: 'ordem', sort: 'asc' }, 20)).toEqual([]);
  });

  /** A lead as SLK sends it, another one, and an equipment line on the first (as the account's staff adds it). */
  async function slkLeads(base: string, token: string) {
    const slk = slkClient(base, token);
    const seller = listOf(await slk('GET', '/seller'))[0];
    const led = (await t.request('POST', '/api/v1/equipment', { token, body: { nome: 'Painel de LED', valor: 600, medida: 'un' } })).body
      .data.id as number;
    const wanted = await slk('POST', '/budgets', undefined, {
      nome: 'Lagune Barra Hotel',
      email: 'eventos@lagune.com.br',
      nomedoevento: 'Convenção Lagune',
      dataevento: '2027-03-10',
      idvendedor: String(seller.id),
      numeroconvidados: '200',
      observacao: 'Palco e LED',
    });
    const id = slkId(wanted.body) as number;
    const other = slkId((await slk('POST', '/budgets', undefined, { nome: 'Outro Cliente', nomedoevento: 'Aniversário' })).body) as number;
    const items = { itens: [{ idproduto: led, tipo: 'item', quantidade: 2 }] };
    expect2xx(await t.request('PUT', `/api/v1/budgets/${id}`, { token, body: items }));
    return { slk, seller, led, id, other };
  }

  it('#42 lists budgets (search "", id desc, limit=100) with the fields it reads and pagination.total_data', async () => {
    const { base, token } = await account();
    const { slk, id, other } = await slkLeads(base, token);
    const all = await slk('GET', '/budgets', { search: '', page: 1, limit: 100, field_sort: 'id', sort: 'desc' });
    expect(listOf(all).map((b) => b.id)).toEqual([other, id]);
    expect(all.body.pagination.total_data).toBe(2);
    const row = listOf(all)[1];
    expect([either(row, 'nome', 'nomecliente'), either(row, 'nomedoevento', 'nomeevento'), row.dataevento, row.status]).toEqual([
      'Lagune Barra Hotel',
      'Convenção Lagune',
      '2027-03-10',
      expect.any(String),
    ]);
    expect(Number(either(row, 'valorinicial', 'valortotal', 'valor') ?? Number.NaN)).toEqual(expect.any(Number));
  });

  it('#42 with a search term lists only the budgets it matches', async () => {
    const { base, token } = await account();
    const { slk, id } = await slkLeads(base, token);
    const found = await slk('GET', '/budgets', { search: 'Lagune', page: 1, limit: 100, field_sort: 'id', sort: 'desc' });
    expect(listOf(found).map((b) => b.id)).toEqual([id]);
  });

  it('#43 reads one budget (data or the object) with the fields of its import form', async () => {
    const { base, token } = await account();
    const { slk, seller, id } = await slkLeads(base, token);
    const view = await slk('GET', `/budgets/${id}`);
    expect2xx(view);
    const budget = view.body.data && !Array.isArray(view.body.data) ? view.body.data : view.body;
    expect(budget).toMatchObject({
      dataevento: '2027-03-10',
      nomedoevento: 'Convenção Lagune',
      numeroconvidados: 200,
      idvendedor: seller.id,
      idcliente: expect.any(Number),
      observacao: 'Palco e LED',
    });
    // The client's name and e-mail, which its form shows.
    expect([budget.nome, budget.email]).toEqual(['Lagune Barra Hotel', 'eventos@lagune.com.br']);
  });

  it('#44 pages a budget\'s items (idorcamento, ordem asc): data a list, tipo "item"', async () => {
    const { base, token } = await account();
    const { slk, led, id } = await slkLeads(base, token);
    const items = await slkPaged(slk, '/orders', { idorcamento: id, field_sort: 'ordem', sort: 'asc' }, 20);
    expect(items).toEqual([
      expect.objectContaining({ idproduto: led, id: expect.any(Number), tipo: 'item', quantidade: 2, ndias: 1, medida: 'un' }),
    ]);
    expect(either(items[0], 'nome_produto', 'nome')).toBe('Painel de LED');
    expect(Number(items[0].valor)).toBe(600);
  });

  it("#47 reads the financial entries with its own orderBy/order (ignored and named), #48 the assistant's lists", async () => {
    const { base, token } = await account();
    const slk = slkClient(base, token);
    for (const [descricao, data_vencimento] of [
      ['Sinal', '2027-01-10'],
      ['Saldo', '2027-02-10'],
    ])
      expect2xx(await t.request('POST', '/api/v1/financial', { token, body: { tipo: 'receita', descricao, valor: 500, data_vencimento } }));
    const res = await slk('GET', '/financial', { page: 1, limit: 200, orderBy: 'datacompetencia', order: 'desc' });
    const rows = listOf(res);
    expect(res.headers.get('ignored-fields')).toMatch(/orderBy/);
    expect(rows.map((e) => e.descricao).sort()).toEqual(['Saldo', 'Sinal']);
    for (const e of rows)
      for (const name of [
        'id',
        'datacompetencia',
        'datapagamento',
        'pago',
        'valor',
        'juros',
        'multa',
        'desconto',
        'tipocobranca',
        'evento',
        'descricao',
      ])
        expect(e).toHaveProperty(name);

    const event = (await slk('POST', '/events', undefined, { nomeevento: 'Assistente', dataevento: '2027-01-20' })).body.data.id;
    expect2xx(await slk('POST', '/clients', undefined, [{ nome: 'Assistente Cliente' }]));
    expect2xx(await slk('POST', '/budgets', undefined, { nome: 'Assistente Lead', nomedoevento: 'Assistente' }));
    expect(
      listOf(await slk('GET', '/events', { page: 1, limit: 50, search: 'Assistente', start: '2027-01-01', end: '2027-01-31' })).map(
        (e) => e.id,
      ),
    ).toEqual([event]);
    expect(listOf(await slk('GET', '/budgets', { page: 1, limit: 50, search: 'Assistente' }))).toHaveLength(1);
    expect(
      listOf(await slk('GET', '/clients', { page: 1, limit: 50, search: 'Assistente' }))
        .map((c) => c.nome)
        .sort(),
    ).toEqual(['Assistente Cliente', 'Assistente Lead']);
    expect(listOf(await slk('GET', '/financial', { page: 1, limit: 50, orderBy: 'datacompetencia', order: 'desc' }))).toHaveLength(2);
  });
});

// ---------------------------------------------------------------------------------------------
// INM: Next.js, fetch(`${baseURL}/api/v1/...`) with the bare token and Content-Type; reads
// `json.data` and calls sort/map on it directly. Financial reads with an ME-formato token.
// ---------------------------------------------------------------------------------------------
function inmClient(base: string, token: string) {
  return (path: string) => send(`${base}${path}`, 'GET', { Authorization: `${token}`, 'Content-Type': 'application/json' });
}

/** Two entries, one paid: a receita and a despesa, on two months. */
async function twoEntries(token: string) {
  const paid = await t.request('POST', '/api/v1/financial', {
    token,
    body: {
      tipo: 'receita',
      descricao: 'Sinal do casamento',
      valor: 1500,
      data_vencimento: '2027-01-10',
      pago: 'sim',
      datapagamento: '2027-01-09',
    },
  });
  const open = await t.request('POST', '/api/v1/financial', {
    token,
    body: { tipo: 'despesa', descricao: 'Aluguel de louças', valor: 320.5, data_vencimento: '2027-02-15', pago: 'nao' },
  });
  expect([paid.status, open.status]).toEqual([201, 201]);
  return { paid: paid.body.data[0].id as number, open: open.body.data[0].id as number };
}

describe('INM (Next.js dashboard): bare token and Content-Type on GETs', () => {
  it('#49 #50 reads financial data[] (pago "sim"/"nao", tipocobranca Receita/Despesa), sorted by datacompetencia desc', async () => {
    const { base, meToken } = await account();
    const { paid, open } = await twoEntries(meToken);
    const inm = inmClient(base, meToken);
    const rows = listOf(await inm('/api/v1/financial'));
    const byId = Object.fromEntries(rows.map((e) => [e.id, e]));
    expect(byId[paid]).toMatchObject({ datacompetencia: '2027-01-10', tipocobranca: 'Receita', pago: 'sim' });
    expect(byId[open]).toMatchObject({ datacompetencia: '2027-02-15', tipocobranca: 'Despesa', pago: 'nao' });
    expect(rows.map((e) => Number(e.valor)).sort()).toEqual([1500, 320.5]);
    expect(rows.every((e) => !Number.isNaN(new Date(e.datacompetencia).getTime()))).toBe(true);

    const sorted = listOf(await inm('/api/v1/financial?field_sort=datacompetencia&sort=desc'));
    expect(sorted.map((e) => e.id)).toEqual([open, paid]);
  });

  it('#52 #53 #54 reads clients, budgets and events as data[] with the fields ME documents', async () => {
    const { base, token } = await account();
    const inm = inmClient(base, token);
    const client = (
      await t.request('POST', '/api/v1/clients', { token, body: { nome: 'Lia Torres', cpf: '529.982.247-25', rg: 'MG-1', estado: 'MG' } })
    ).body.data[0];
    const location = (await t.request('GET', '/api/v1/eventlocation', { token })).body.data[0];
    const event = await t.request('POST', '/api/v1/events', {
      token,
      body: {
        idcliente: client.id,
        nomeevento: 'Debutante Lia',
        dataevento: '2027-05-20',
        horaevento: '21:00',
        idlocalevento: location.id,
        nconvidados: 60,
      },
    });
    expect(event.status).toBe(201);
    expect2xx(await t.request('POST', '/api/v1/budgets', { token, body: { idevento: event.body.data.id } }));

    expect(listOf(await inm('/api/v1/clients'))).toEqual([
      expect.objectContaining({ nome: 'Lia Torres', cpf: '52998224725', rg: 'MG-1', estado: 'MG', tipocadastro: 0 }),
    ]);
    expect(listOf(await inm('/api/v1/budgets'))).toHaveLength(1);
    const [e] = listOf(await inm('/api/v1/events'));
    expect(e).toMatchObject({
      tipoEvento: expect.any(String),
      idorcamento: expect.any(Number),
      idcliente: client.id,
      nomeCliente: 'Lia Torres',
      dataevento: '2027-05-20',
      horaevento: '21:00',
      localevento: location.nome,
      nomeevento: 'Debutante Lia',
      idlocalevento: location.id,
      convidados: 60,
      datasAdicionais: [],
      status: expect.any(String),
    });
    for (const name of [
      'endereco',
      'numero',
      'complemento',
      'cep',
      'bairro',
      'cidade',
      'estado',
      'informacoes',
      'observacao',
      'codigointerno',
      'datadecadastro',
    ])
      expect(e).toHaveProperty(name);
    // The camelCase names INM's author guessed beyond ME's (tipoCadastro, cnpjPJ, idCliente, dataDeCadastro…) are no ME fields: not checked.
  });
});

// ---------------------------------------------------------------------------------------------
// FIN: Express. `${meeventos_url}/api/v1/financial?` + URLSearchParams, only the stored token
// (bare) as Authorization, paging while page <= total_page; and its webhook receiver.
// ---------------------------------------------------------------------------------------------
/** FIN's mapping of an ME financial row (the sync and the webhook share it). */
function finRow(row: Row) {
  return {
    id: `meev-${row.id}`,
    descricao: row.descricao || 'Sem descrição',
    tipo: row.tipocobranca === 'Receita' || row.tipocobranca === '1' ? 'receita' : 'despesa',
    valor: Number.parseFloat(row.valor),
    pago: row.pago === 'sim',
    vencimento: row.datapagamento || row.datacompetencia,
    evento: row.evento,
    categoria: Number.parseInt(row.idcategoria, 10) || (row.categoria !== 'Não Informado' ? row.categoria : undefined) || null,
  };
}

/** FIN's sync: every page of `GET /financial?page=N&limit=200&field_sort=id&sort=desc`. */
async function finSync(meeventosUrl: string, token: string) {
  const rows: Row[] = [];
  let page = 1;
  let totalPaginas: number;
  do {
    const res = await send(
      `${meeventosUrl}/api/v1/financial?${new URLSearchParams({ page: String(page), limit: '200', field_sort: 'id', sort: 'desc' })}`,
      'GET',
      {
        Authorization: token,
      },
    );
    rows.push(...listOf(res));
    totalPaginas = res.body.pagination?.total_page || 1;
    page++;
  } while (page <= totalPaginas);
  return rows.map(finRow);
}

describe('FIN (Express finance app): the stored bare token, its webhook receiver', () => {
  it('#56 syncs every entry (ids desc, pago "sim", parseFloat of valor), with the URL saved with or without a trailing slash', async () => {
    const { base, meToken } = await account();
    const { paid, open } = await twoEntries(meToken);
    const expected = [
      { id: `meev-${open}`, descricao: 'Aluguel de louças', tipo: 'despesa', valor: 320.5, pago: false, vencimento: '2027-02-15' },
      { id: `meev-${paid}`, descricao: 'Sinal do casamento', tipo: 'receita', valor: 1500, pago: true, vencimento: '2027-01-09' },
    ];
    // FIN deletes every local row whose id the sync did not receive: the list must be whole.
    expect(await finSync(base, meToken)).toEqual(expected.map((e) => expect.objectContaining(e)));
    expect(await finSync(`${base}/`, meToken)).toEqual(expected.map((e) => expect.objectContaining(e)));
  });

  it('#57 its receiver upserts on transaction_created / transaction_updated sent to /webhooks/meeventos/<token>', async () => {
    const { accountId, token } = await account();
    const path = `/webhooks/meeventos/wh-${accountId}`;
    const hook = await t.request('POST', '/api/v1/webhooks', {
      token,
      body: {
        url: receiver.url(path),
        events: ['transaction_created', 'transaction_updated', 'transaction_deleted'],
        formato: 'me-eventos',
      },
    });
    expect(hook.status).toBe(201);
    const event = (await t.request('POST', '/api/v1/events', { token, body: { nomeevento: 'Casamento Ana', dataevento: '2027-03-13' } }))
      .body.data;
    const category = (await t.request('GET', '/api/v1/financialcategory', { token })).body.data[0];
    const created = await t.request('POST', '/api/v1/financial', {
      token,
      body: {
        tipo: 'receita',
        descricao: 'Sinal',
        valor: 1200.5,
        data_vencimento: '2027-01-10',
        idevento: event.id,
        id_categoria: category.id,
      },
    });
    expect(created.status).toBe(201);
    const id = created.body.data[0].id as number;
    await receiver.waitForCount(1, path);
    expect((await t.request('PUT', `/api/v1/financial/${id}`, { token, body: { pago: 'sim', datapagamento: '2027-01-12' } })).status).toBe(
      200,
    );
    await receiver.waitForCount(2, path);

    const payloads = receiver.at(path).map((r) => r.json as Row);
    // FIN answers 400 without event or data, and ignores kinds other than transaction_*.
    for (const p of payloads) expect([typeof p.event, Array.isArray(p.data) || typeof p.data === 'object']).toEqual(['string', true]);
    expect(payloads.map((p) => p.event)).toEqual(['transaction_created', 'transaction_updated']);
    const upserts = payloads.map((p) => (Array.isArray(p.data) ? p.data : [p.data]).map(finRow)[0]);
    const common = {
      id: `meev-${id}`,
      descricao: 'Sinal',
      tipo: 'receita',
      valor: 1200.5,
      evento: 'Casamento Ana',
      categoria: category.id,
    };
    expect(upserts[0]).toEqual({ ...common, pago: false, vencimento: '2027-01-10' });
    expect(upserts[1]).toEqual({ ...common, pago: true, vencimento: '2027-01-12' });
    expect(payloads[1].data[0]).toMatchObject({ id: String(id), tipocobranca: 'Receita', pago: 'sim', datapagamento: '2027-01-12' });
  });
});

// ---------------------------------------------------------------------------------------------
// The official client as INM uses it: `new MeEventos('https://<host>/<conta>/', apiKey)`.
// ---------------------------------------------------------------------------------------------
describe('INM through @meeventos/api', () => {
  it('#51 financial.list() answers data[] with the fields INM reads (pago "nao"/"sim" for an ME-formato token)', async () => {
    const MeEventos = createRequire(join(process.cwd(), 'package.json'))('@meeventos/api') as new (
      baseURL: string,
      apiKey: string,
    ) => { financial: { list(id?: number): Promise<Row> } };
    const { base, meToken } = await account();
    const { paid, open } = await twoEntries(meToken);
    const { data } = await new MeEventos(`${base}/`, meToken).financial.list();
    expect(Array.isArray(data)).toBe(true);
    const byId = Object.fromEntries((data as Row[]).map((e) => [e.id, e]));
    expect([byId[paid].pago, byId[open].pago]).toEqual(['sim', 'nao']);
    for (const e of data as Row[])
      for (const name of [
        'id',
        'evento',
        'datapagamento',
        'datacompetencia',
        'tipocobranca',
        'descricao',
        'valor',
        'juros',
        'multa',
        'desconto',
        'pago',
        'idcategoria',
        'categoria',
        'idcentrodecusto',
        'centrodecusto',
        'mododepagamento',
        'idrecebidode',
        'recebidode',
        'idevento',
      ])
        expect([e.id, name, Object.hasOwn(e, name)]).toEqual([e.id, name, true]);
  });
});

// Not reproduced, as documented differences or calls outside ME's API:
// #55 IVO posts {name, type, phone} with English keys and no nome: ME itself requires nome (400 here as there).
// #58 BRT sends its token only as ?api_token=&token=: tokens are read only from the Authorization header.
