import { createRequire } from 'node:module';
import { join } from 'node:path';

import { AccountsService } from '../../src/accounts/accounts.service';
import { startTestApp, TestApp } from '../support/harness';

// ME Eventos' official JavaScript client, the npm package `@meeventos/api`, unchanged, against
// this service: an integration moving here changes only the base URL it gives the client (and
// its token). The client is CommonJS with no types; it joins `${baseURL}api/v1/...`, sends the
// bare token as Authorization and `Content-Type: application/json` on every request, returns the
// answer's body and throws `<METHOD> request failed: <axios message>` on any status outside 2xx.

type Row = Record<string, any>;
interface MeEventosClient {
  client: {
    getAllClients(): Promise<Row>;
    list(id?: number | string | null): Promise<Row>;
    create(data: Row | Row[]): Promise<Row>;
    update(id: number | string, data: Row): Promise<Row>;
    delete(id: number | string): Promise<Row>;
  };
  budget: { list(id?: number | string | null): Promise<Row>; create(data: Row): Promise<Row> };
  event: { list(id?: number | string | null): Promise<Row> };
  financial: { list(id?: number | string | null): Promise<Row> };
  userInteraction: { howMet(): Promise<Row>; eventType(): Promise<Row>; seller(): Promise<Row>; eventLocation(): Promise<Row> };
}
const MeEventos = createRequire(join(process.cwd(), 'package.json'))('@meeventos/api') as new (
  baseURL: string,
  apiKey: string,
) => MeEventosClient;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
}, 60_000);
afterAll(async () => {
  await t?.close();
});

/** A fresh account and the official client on it, at `<host>/<slug>/` (as at ME) or at `<host>/`. */
async function officialClient(withSlug: boolean) {
  const { accountId, token } = await t.newAccount(`Buffet Cliente Oficial ${Math.random().toString(36).slice(2, 8)}`);
  const { slug } = (await t.request('GET', '/api/v1/account', { token })).body as { slug: string };
  const base = withSlug ? `${t.baseUrl}/${slug}/` : `${t.baseUrl}/`;
  return { accountId, token, base, api: new MeEventos(base, token) };
}

const page = (list: Row) => {
  expect(Array.isArray(list.data)).toBe(true);
  expect(list.pagination).toEqual(expect.objectContaining({ page: 1, total_page: expect.any(Number), total_data: list.data.length }));
  return list.data as Row[];
};

describe.each([
  ['at the account slug, as at ME (`<host>/<slug>/`)', true],
  ['at the host alone (`<host>/`)', false],
])('the official client @meeventos/api %s', (_where, withSlug) => {
  it('clients: create (one object, an array), getAllClients, list, list(id), update, delete', async () => {
    const { api } = await officialClient(withSlug);
    const one = await api.client.create({
      nome: 'Maria da Silva',
      email: 'maria@example.com',
      cpf: '529.982.247-25',
      celular: '31999885544',
    });
    expect(one).toMatchObject({ status: 'success', data: [{ id: expect.any(Number), nome: 'Maria da Silva' }] });
    const maria = one.data[0].id as number;
    const many = await api.client.create([
      {
        tipocadastro: 1,
        nome: 'Alegria Eventos',
        razaosocial: 'Alegria Eventos Ltda',
        cnpjpj: '11.222.333/0001-81',
        cpf: '390.533.447-05',
      },
      { nome: 'João Souza', email: '', telefone: '3132225555' },
    ]);
    expect(many.data.map((c: Row) => c.nome)).toEqual(['Alegria Eventos', 'João Souza']);
    const [company, joao] = many.data.map((c: Row) => c.id as number);

    const all = page(await api.client.getAllClients());
    expect(all.map((c) => c.id).sort((a, b) => a - b)).toEqual([maria, company, joao]);
    expect(page(await api.client.list()).map((c) => c.id)).toEqual(all.map((c) => c.id));
    // ME's client fields, as an integration reads them.
    expect(await api.client.list(maria)).toMatchObject({
      id: maria,
      nome: 'Maria da Silva',
      email: 'maria@example.com',
      cpf: '52998224725',
      celular: '31999885544',
      tipocadastro: 0,
    });
    expect(await api.client.list(company)).toMatchObject({ tipocadastro: 1, cnpjpj: '11222333000181', cpf: '39053344705' });

    const updated = await api.client.update(maria, { nome: 'Maria da Silva Lima', estado: 'MG', anotacoes: 'Cliente VIP' });
    expect(updated).toMatchObject({
      status: 'success',
      data: { id: maria, nome: 'Maria da Silva Lima', estado: 'MG', anotacoes: 'Cliente VIP' },
    });
    expect((await api.client.list(maria)).nome).toBe('Maria da Silva Lima');

    expect(await api.client.delete(joao)).toMatchObject({ status: 'success' });
    await expect(api.client.list(joao)).rejects.toThrow('GET request failed: Request failed with status code 404');
    expect(page(await api.client.getAllClients()).map((c) => c.id)).not.toContain(joao);
  });

  it("budgets: create a lead with the body ME documents (and a web form's field), list, list(id) with ME's names", async () => {
    const { api } = await officialClient(withSlug);
    const [type] = (await api.userInteraction.eventType()).data as Row[];
    const [, howMet] = (await api.userInteraction.howMet()).data as Row[];
    const [seller] = (await api.userInteraction.seller()).data as Row[];
    const lead = {
      nome: 'Carla Mendes',
      email: 'carla@example.com',
      telefone: '(31) 99988-7766',
      dataevento: '2027-05-01',
      tipoevento: type.id,
      comoconheceu: howMet.id,
      idvendedor: seller.id,
      numeroconvidados: 120,
      mensagem: 'Gostaria de um orçamento para 120 pessoas',
      observacao: 'Veio do formulário do site',
      nomedoevento: 'Casamento Carla e Pedro',
      nomeresponsavel: 'Carla Mendes',
    };
    const created = await api.budget.create(lead);
    expect(created).toMatchObject({ status: 'success', data: { id: expect.any(Number) } });
    const id = created.data.id as number;
    const me = {
      id,
      nomedoevento: 'Casamento Carla e Pedro',
      dataevento: '2027-05-01',
      tipoevento: type.id,
      comoconheceu: howMet.id,
      idvendedor: seller.id,
      numeroconvidados: 120,
      observacao: 'Veio do formulário do site',
      nomeCliente: 'Carla Mendes',
    };
    expect(created.data).toMatchObject(me);
    expect(page(await api.budget.list())).toEqual([expect.objectContaining(me)]);
    expect(await api.budget.list(id)).toMatchObject({ ...me, mensagem: lead.mensagem });
    // The lead made its client, found again by the client's own list.
    const client = page(await api.client.getAllClients());
    expect(client).toEqual([expect.objectContaining({ nome: 'Carla Mendes', email: 'carla@example.com' })]);
    await expect(api.budget.create({})).rejects.toThrow('Você deve enviar os dados do orçamento');
  });

  it("events and financial entries: list and list(id) with ME's fields", async () => {
    const { accountId, token, base, api } = await officialClient(withSlug);
    const [location] = (await api.userInteraction.eventLocation()).data as Row[];
    const [type] = (await api.userInteraction.eventType()).data as Row[];
    const client = (await api.client.create([{ nome: 'Rui Costa' }])).data[0].id as number;
    const made = await t.request('POST', '/api/v1/events', {
      token,
      body: {
        idcliente: client,
        nomeevento: 'Formatura Rui',
        dataevento: '2027-07-10',
        horaevento: '20:00',
        horaeventofim: '23:30',
        tipoevento: type.id,
        idlocalevento: location.id,
        nconvidados: 90,
        observacao: 'Mesa de doces',
      },
    });
    expect(made.status).toBe(201);
    const eventId = made.body.data.id as number;
    const meEvent = {
      id: eventId,
      nomeevento: 'Formatura Rui',
      dataevento: '2027-07-10',
      horaevento: '20:00',
      horaeventofim: '23:30',
      tipoEvento: type.nome,
      idcliente: client,
      nomeCliente: 'Rui Costa',
      idlocalevento: location.id,
      localevento: location.nome,
      convidados: 90,
      observacao: 'Mesa de doces',
    };
    expect(page(await api.event.list())).toEqual([expect.objectContaining(meEvent)]);
    expect(await api.event.list(eventId)).toMatchObject(meEvent);

    const entry = await t.request('POST', '/api/v1/financial', {
      token,
      body: { tipo: 'receita', descricao: 'Sinal da formatura', valor: 1500, data_vencimento: '2027-06-10', idevento: eventId },
    });
    expect(entry.status).toBe(201);
    const entryId = entry.body.data[0].id as number;
    const meEntry = {
      id: entryId,
      descricao: 'Sinal da formatura',
      tipocobranca: 'Receita',
      datacompetencia: '2027-06-10',
      evento: 'Formatura Rui',
    };
    expect(page(await api.financial.list())).toEqual([expect.objectContaining(meEntry)]);
    expect(await api.financial.list(entryId)).toMatchObject(meEntry);
    expect(Number((await api.financial.list(entryId)).valor)).toBe(1500);

    // With a token made for ME's integrations, pago is written as ME writes it.
    const meToken = await t.app.get(AccountsService).createToken(accountId, 'me', 'me-eventos');
    const meApi = new MeEventos(base, meToken);
    expect(page(await meApi.financial.list()).map((e) => e.pago)).toEqual(['nao']);
    expect((await meApi.financial.list(entryId)).pago).toBe('nao');
  });

  it('userInteraction: howMet, eventType, seller and eventLocation answer id and nome (and ME names where ME has them)', async () => {
    const { api } = await officialClient(withSlug);
    for (const list of [
      await api.userInteraction.howMet(),
      await api.userInteraction.eventType(),
      await api.userInteraction.seller(),
      await api.userInteraction.eventLocation(),
    ]) {
      const rows = page(list);
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(row).toMatchObject({ id: expect.any(Number), nome: expect.any(String) });
    }
    for (const x of page(await api.userInteraction.eventType())) expect(x).toMatchObject({ idtipoevento: x.id, tipoevento: x.nome });
    for (const x of page(await api.userInteraction.eventLocation())) expect(x).toMatchObject({ idlocalevento: x.id, localevento: x.nome });
  });

  it("refuses a wrong token as ME does (the client's error names 401)", async () => {
    const { base } = await officialClient(withSlug);
    await expect(new MeEventos(base, 'not-a-token').client.getAllClients()).rejects.toThrow('status code 401');
  });
});
