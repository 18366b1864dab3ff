import fc from 'fast-check';
import { DataSource } from 'typeorm';

import type { SchemaMap, SchemaNode } from '../../src/common/input-guard';
import { normalizeInputValues, PLAIN_DECIMAL, PLAIN_INTEGER } from '../../src/common/input-values';
import { startWebhookApp, WebhookTestApp } from '../support/webhook-app';
import { WebhookReceiver } from '../support/webhook-receiver';

// The second step of ME Eventos compatibility, played as an integration written against ME's
// published pages would play it: values as ME's clients send them ("51", ""), every client field
// ME documents, guests', events' and financial entries' ME fields, budgets as leads with their
// follow-ups, and webhooks written in ME's format.
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

const codeOf = (res: { body: Row }, field: string) => (res.body.errors as Row[] | undefined)?.find((e) => e.field === field)?.code;

describe('values as ME Eventos clients send them', () => {
  /** Every property of every request-body schema of the document, resolved. */
  async function documentFields() {
    const doc = (await t.request('GET', '/docs-json')).body;
    const schemas = doc.components.schemas as SchemaMap;
    const bodies = new Set<string>();
    const collect = (node: SchemaNode | undefined) => {
      if (!node) return;
      if (node.$ref) bodies.add(node.$ref.replace('#/components/schemas/', ''));
      for (const alt of [...(node.oneOf ?? []), ...(node.anyOf ?? []), ...(node.allOf ?? [])]) collect(alt);
      if (node.items) collect(node.items);
    };
    for (const path of Object.values<Row>(doc.paths))
      for (const op of Object.values<Row>(path)) collect(op.requestBody?.content?.['application/json']?.schema);
    // Nested DTOs (an order's items) are request schemas too.
    for (const name of [...bodies])
      for (const prop of Object.values(schemas[name]?.properties ?? {})) {
        collect(prop);
        collect(prop.items);
      }
    const fields: { schema: string; name: string; type: string; required: boolean }[] = [];
    for (const name of bodies) {
      const s = schemas[name];
      for (const [field, prop] of Object.entries(s?.properties ?? {})) {
        const type = (prop as SchemaNode & { type?: string }).type;
        if (type) fields.push({ schema: name, name: field, type, required: (s.required ?? []).includes(field) });
      }
    }
    return { schemas, fields };
  }

  it('reads a plain decimal string as the number for every numeric body field, and leaves every other string to the validators', async () => {
    const { schemas, fields } = await documentFields();
    const numeric = fields.filter((f) => f.type === 'integer' || f.type === 'number');
    expect(numeric.length).toBeGreaterThan(20);
    for (const f of numeric) {
      fc.assert(
        fc.property(fc.integer({ min: -1_000_000, max: 1_000_000 }), (n) => {
          const body: Row = { [f.name]: String(n) };
          normalizeInputValues(body, schemas[f.schema], schemas);
          return body[f.name] === n;
        }),
        { numRuns: 30 },
      );
      fc.assert(
        fc.property(fc.string({ maxLength: 8 }), (text) => {
          const body: Row = { [f.name]: text };
          normalizeInputValues(body, schemas[f.schema], schemas);
          const plain = f.type === 'integer' ? PLAIN_INTEGER.test(text) : PLAIN_DECIMAL.test(text);
          return plain ? body[f.name] === Number(text) : body[f.name] === text;
        }),
        { numRuns: 30 },
      );
      for (const odd of ['0x1', ' 1', '1e1', '1 ', '+1', '01', '1,5', '']) {
        const body: Row = { [f.name]: odd };
        normalizeInputValues(body, schemas[f.schema], schemas);
        expect([f.schema, f.name, body[f.name]]).toEqual([f.schema, f.name, odd]);
      }
      const decimal: Row = { [f.name]: '12.50' };
      normalizeInputValues(decimal, schemas[f.schema], schemas);
      expect([f.schema, f.name, decimal[f.name]]).toEqual([f.schema, f.name, f.type === 'number' ? 12.5 : '12.50']);
    }
  });

  it('reads "" as absent for every optional text body field, and keeps it where a text is required', async () => {
    const { schemas, fields } = await documentFields();
    const texts = fields.filter((f) => f.type === 'string');
    expect(texts.filter((f) => !f.required).length).toBeGreaterThan(20);
    for (const f of texts) {
      const body: Row = { [f.name]: '' };
      normalizeInputValues(body, schemas[f.schema], schemas);
      expect([f.schema, f.name, Object.hasOwn(body, f.name)]).toEqual([f.schema, f.name, f.required]);
    }
  });

  it('reads every query parameter of every list as ME\'s clients send it: a number only in plain form, "" for an optional text as absent', async () => {
    const { token } = await meAccount();
    const doc = (await t.request('GET', '/docs-json')).body;
    const get = (path: string, query: Record<string, string>) => t.request('GET', path, { token, query });
    let integers = 0;
    let texts = 0;
    for (const [path, item] of Object.entries<Row>(doc.paths)) {
      // The lists and reads a client calls without a resource's ID in the path.
      if (path.includes('{') || !item.get) continue;
      for (const param of (item.get.parameters ?? []) as Row[]) {
        if (param.in !== 'query') continue;
        const schema = param.schema ?? {};
        if (schema.type === 'integer' || schema.type === 'number') {
          integers++;
          // Not plain decimal form: refused wherever a number is read ("1.5" too where an integer is).
          for (const odd of ['0x1', ' 1', '1e1', ...(schema.type === 'integer' ? ['1.5'] : [])]) {
            const res = await get(path, { [param.name]: odd });
            expect([path, param.name, odd, res.status, res.body.errors?.some((e: Row) => e.field === param.name)]).toEqual([
              path,
              param.name,
              odd,
              400,
              true,
            ]);
          }
        } else if (schema.type === 'string' && !schema.enum && !schema.format && !param.required) {
          texts++;
          const [without, empty] = [await get(path, {}), await get(path, { [param.name]: '' })];
          expect([path, param.name, empty.status, empty.body]).toEqual([path, param.name, without.status, without.body]);
        }
      }
    }
    // The walk met the lists' paging, their numeric filters and their text filters.
    expect(integers).toBeGreaterThan(30);
    expect(texts).toBeGreaterThan(3);
  });

  it('over HTTP: "51" and "12.50" are numbers, "" an absent optional text; "0x1", " 1", "1e1" and "1.5" (an integer) stay 400', async () => {
    const { call } = await meAccount();
    const howmet = (await call('GET', '/howmet')).body.data[0].id;
    const ok = await call('POST', '/clients', {
      body: { nome: 'Lia', id_como_conheceu: String(howmet), email: '', email2: '', cep: '', telefone2: '' },
    });
    expect(ok.status).toBe(201);
    expect(ok.body.data[0]).toMatchObject({ id_como_conheceu: howmet, email: null, email_2: null, cep: null });
    for (const odd of ['0x1', ' 1', '1e1', '1.5']) {
      const res = await call('POST', '/clients', { body: { nome: 'Lia', id_como_conheceu: odd } });
      expect([odd, res.status, codeOf(res, 'id_como_conheceu')]).toEqual([odd, 400, 'is_int']);
    }
    const event = await call('POST', '/events', { body: { nome: 'Festa', data_evento: '2027-05-01', numero_convidados: '80' } });
    expect([event.status, event.body.data?.numero_convidados]).toEqual([201, 80]);
    const entry = await call('POST', '/financial', {
      body: { tipo: 'receita', descricao: 'Sinal', valor: '12.50', data_vencimento: '2027-04-01', observacoes: '' },
    });
    expect(entry.status).toBe(201);
    expect(entry.body.data[0] ?? entry.body.data).toMatchObject({ valor: 12.5 });
    // The query: "" for an optional text is absent; a number in plain form is read as before.
    const list = await call('GET', '/clients', { query: { search: '', page: '1', limit: '10' } });
    expect(list.status).toBe(200);
    expect(list.body.pagination.total_data).toBe(1);
  });
});

describe("clients: every field of ME Eventos' client", () => {
  /** ME's client as its customer_created example lists it (a company), with a valid CNPJ and without the fields ME assigns. */
  const meCompany = {
    nome: 'João da Silva',
    email: 'joao.silva@email.com',
    email2: '',
    rg: 'MG-12.345.678',
    cep: '30130-110',
    endereco: 'Rua dos Tupis',
    numero: '187',
    complemento: 'Sala 504',
    bairro: 'Centro',
    cidade: 'Belo Horizonte',
    estado: 'MG',
    telefone: '3132225555',
    telefone2: '',
    celular: '31999885544',
    responsavel: 'Maria Silva',
    datadenascimento: '15/05/1985',
    anotacoes: 'Cliente VIP - Eventos corporativos',
    dditelefone: '55',
    dditelefone2: '',
    ddicelular: '55',
    pais: 'Brasil',
    tipocadastro: '1',
    redesocial: '@joaosilva',
    profissao: 'Empresário',
    estadocivil: 'Casado',
    nacionalidade: 'Brasileiro',
    orgaoexpeditor: 'SSP',
    datadeexpedicao: '10/01/2015',
    pontoreferencia: 'Próximo ao Mercado Central',
    razaosocial: 'João da Silva Eventos LTDA',
    nomefantasia: 'JS Eventos',
    cnpjpj: '11.222.333/0001-81',
    municipal: '123456',
    estadual: '987654321',
    ceppj: '30130-110',
    enderecopj: 'Rua dos Tupis',
    numeropj: '187',
    complementopj: 'Sala 504',
    bairropj: 'Centro',
    cidadepj: 'Belo Horizonte',
    estadopj: 'MG',
    paispj: 'Brasil',
    pontoreferenciapj: 'Próximo ao Mercado Central',
  };

  it("takes ME's issue example and ME's full client, stores every field and answers it under both names", async () => {
    const { call } = await meAccount();
    const person = await call('POST', '/clients', {
      body: { tipocadastro: 0, nome: 'João Silva', cpf: '123.456.789-09', celular: '31999885544' },
    });
    expect(person.status).toBe(201);
    expect(person.body.data[0]).toMatchObject({ tipo_pessoa: 'F', tipocadastro: 0, celular: '31999885544', cpf: '12345678909' });

    const created = await call('POST', '/clients', { body: meCompany });
    expect(created.status).toBe(201);
    const id = created.body.data[0].id;
    const view = (await call('GET', `/clients/${id}`)).body;
    expect(view).toMatchObject({
      tipo_pessoa: 'J',
      documento: '11222333000181',
      email_2: null,
      telefone_2: null,
      celular: '31999885544',
      data_nascimento: '1985-05-15',
      data_expedicao: '2015-01-10',
      razao_social: 'João da Silva Eventos LTDA',
      nome_fantasia: 'JS Eventos',
      inscricao_municipal: '123456',
      inscricao_estadual: '987654321',
      cep_pj: '30130110',
      uf_pj: 'MG',
      ponto_referencia_pj: 'Próximo ao Mercado Central',
      // ME's names beside ours
      tipocadastro: 1,
      cnpjpj: '11222333000181',
      estado: 'MG',
      email2: null,
      razaosocial: 'João da Silva Eventos LTDA',
      nomefantasia: 'JS Eventos',
      municipal: '123456',
      estadual: '987654321',
      ceppj: '30130110',
      estadopj: 'MG',
      datadenascimento: '1985-05-15',
      orgaoexpeditor: 'SSP',
      redesocial: '@joaosilva',
      estadocivil: 'Casado',
    });
    // Our names work the same, on an update too.
    const updated = await call('PUT', `/clients/${id}`, { body: { nome_fantasia: 'JS', telefone_2: '(31) 3222-0000' } });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ nome_fantasia: 'JS', nomefantasia: 'JS', telefone_2: '3132220000', telefone2: '3132220000' });
  });

  it('finds a client where ME searches: its mobile, second e-mail, legal and trade names', async () => {
    const { call } = await meAccount();
    const id = (await call('POST', '/clients', { body: meCompany })).body.data[0].id;
    await call('POST', '/clients', { body: { nome: 'Outra Pessoa' } });
    for (const [search, type] of [
      ['99988-5544', undefined],
      ['Eventos LTDA', 'nome'],
      ['JS Even', '0'],
      ['(31) 99988', 'telefone'],
    ] as const) {
      const res = await call('GET', '/clients', { query: { search, ...(type ? { type } : {}) } });
      expect([search, res.status, (res.body.data as Row[]).map((c) => c.id)]).toEqual([search, 200, [id]]);
    }
  });

  it('refuses a tipocadastro the document contradicts (create, batch, update); without a document it sets the kind', async () => {
    const { call } = await meAccount();
    // (ME's cpf beside tipocadastro 1 is the responsible person's CPF: the third step's suite.)
    const wrong = await call('POST', '/clients', { body: { nome: 'A', tipocadastro: 1, documento: '529.982.247-25' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual([
      {
        field: 'tipocadastro',
        code: 'document_kind_mismatch',
        message: 'tipocadastro is 1 (a company) but the document is a CPF (a person)',
      },
    ]);
    const batch = await call('POST', '/clients', {
      body: [
        { nome: 'A', tipocadastro: 0, cpf: '529.982.247-25' },
        { nome: 'B', tipocadastro: '0', cnpjpj: '11.222.333/0001-81' },
      ],
    });
    expect(batch.status).toBe(400);
    expect(batch.body.errors.map((e: Row) => [e.field, e.code])).toEqual([['[1].tipocadastro', 'document_kind_mismatch']]);
    expect((await call('GET', '/clients')).body.pagination.total_data).toBe(0);

    const company = (await call('POST', '/clients', { body: { nome: 'Sem documento', tipocadastro: 1 } })).body.data[0];
    expect(company).toMatchObject({ tipo_pessoa: 'J', documento: null, tipocadastro: 1 });
    const person = (await call('POST', '/clients', { body: { nome: 'Pessoa', cpf: '529.982.247-25' } })).body.data[0];
    const refused = await call('PUT', `/clients/${person.id}`, { body: { tipocadastro: 1 } });
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0]).toMatchObject({ field: 'tipocadastro', code: 'document_kind_mismatch' });
    const agreed = await call('PUT', `/clients/${person.id}`, { body: { tipocadastro: 0 } });
    expect(agreed.status).toBe(200);
    expect(await call('PUT', `/clients/${person.id}`, { body: { tipocadastro: 2 } })).toMatchObject({ status: 400 });
  });

  it('refuses a name and its alias with different values, and bad values on the name sent', async () => {
    const { call } = await meAccount();
    const both = await call('POST', '/clients', { body: { nome: 'A', telefone2: '3132225555', telefone_2: '3132220000' } });
    expect(both.status).toBe(400);
    expect(both.body.errors[0]).toMatchObject({ field: 'telefone2', code: 'conflicting_alias' });
    const same = await call('POST', '/clients', { body: { nome: 'A', razaosocial: 'X', razao_social: 'X' } });
    expect(same.status).toBe(201);
    // A name ME's client leaves out as "" yields to the other one: a company sends cpf "" beside its cnpjpj.
    const company = await call('POST', '/clients', { body: { nome: 'Buffet Ltda', cpf: '', cnpjpj: '11.222.333/0001-81', anotacoes: '' } });
    expect([company.status, company.body.data?.[0]?.documento]).toEqual([201, '11222333000181']);
    const bad = await call('POST', '/clients', { body: { nome: 'A', datadenascimento: '31/02/1985', estadopj: 'XX', email2: 'no' } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: Row) => e.field).sort()).toEqual(['datadenascimento', 'email2', 'estadopj']);
  });
});

describe("guests and events: ME Eventos' fields", () => {
  it("takes ME's guest (the issue's example and every documented field) and answers it under both names", async () => {
    const { call } = await meAccount();
    const event = (await call('POST', '/events', { body: { nome: 'Casamento', data_evento: '2027-06-05' } })).body.data;
    const small = await call('POST', '/guests', { body: { idevento: event.id, nome: 'Lúcia', genero: 'F', idade: '30', mesa: '12' } });
    expect(small.status).toBe(201);
    expect(small.body.data).toMatchObject({
      id_evento: event.id,
      idevento: event.id,
      genero: 'F',
      idade: '30',
      mesa: '12',
      id_grupo: null,
    });
    const full = await call('POST', '/guests', {
      body: {
        idevento: String(event.id),
        iduser: '1',
        nome: 'Rafael',
        sobrenome: 'Prado',
        email: '',
        telefone: '(31) 99988-7766',
        mesa: '3',
        idgrupo: '2',
        texto: 'Vegetariano',
        genero: 'M',
        idade: '42',
        presenca: 'CONFIRMADO',
        envioemail: 'ENVIADO',
      },
    });
    expect(full.status).toBe(201);
    const view = (await call('GET', `/guests/${full.body.data.id}`)).body;
    expect(view).toMatchObject({
      email: null,
      id_grupo: 2,
      idgrupo: 2,
      observacoes: 'Vegetariano',
      texto: 'Vegetariano',
      envio_email: 'ENVIADO',
      envioemail: 'ENVIADO',
      id_usuario: 1,
      iduser: 1,
      presenca: 'CONFIRMADO',
    });
    const conflict = await call('POST', '/guests', { body: { idevento: event.id, nome: 'X', texto: 'a', observacoes: 'b' } });
    expect(conflict.status).toBe(400);
    expect(conflict.body.errors[0]).toMatchObject({ field: 'texto', code: 'conflicting_alias' });
    const bad = await call('POST', '/guests', { body: { idevento: event.id, nome: 'X', idgrupo: '1.5', mesa: 'x'.repeat(21) } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: Row) => e.field).sort()).toEqual(['idgrupo', 'mesa']);
  });

  it("answers an event with its location's address, informacoes and codigointerno (accepted on writes), empty without them", async () => {
    const { call, accountId } = await meAccount();
    const location = (await call('GET', '/eventlocation')).body.data[0] as Row;
    await t.app
      .get(DataSource)
      .query(
        'UPDATE event_locations SET endereco = ?, numero = ?, cep = ?, bairro = ?, cidade = ?, uf = ? WHERE account_id = ? AND id = ?',
        ['Rua dos Tupis', '187', '30130110', 'Centro', 'Belo Horizonte', 'MG', accountId, location.id],
      );
    const created = await call('POST', '/events', {
      body: { nome: 'Formatura', data_evento: '2027-07-01', id_local: location.id, informacoes: 'Buffet completo', codigointerno: 'FOR-7' },
    });
    expect(created.status).toBe(201);
    const bare = (await call('POST', '/events', { body: { nome: 'Reunião', data_evento: '2027-07-02' } })).body.data;
    const address = {
      endereco: 'Rua dos Tupis',
      numero: '187',
      complemento: '',
      cep: '30130110',
      bairro: 'Centro',
      cidade: 'Belo Horizonte',
      estado: 'MG',
    };
    expect(created.body.data).toMatchObject({
      ...address,
      informacoes: 'Buffet completo',
      codigointerno: 'FOR-7',
      codigo_interno: 'FOR-7',
    });
    const list = (await call('GET', '/events', { query: { field_sort: 'dataevento' } })).body.data as Row[];
    expect(list.map((e) => [e.id, e.endereco, e.estado, e.codigointerno])).toEqual([
      [created.body.data.id, 'Rua dos Tupis', 'MG', 'FOR-7'],
      [bare.id, '', '', ''],
    ]);
    expect(list[1]).toMatchObject({
      endereco: '',
      numero: '',
      complemento: '',
      cep: '',
      bairro: '',
      cidade: '',
      estado: '',
      informacoes: null,
    });
    const edited = await call('PUT', `/events/${bare.id}`, { body: { codigointerno: 'REU-1', informacoes: 'Sala 2' } });
    expect(edited.body.data).toMatchObject({ codigo_interno: 'REU-1', informacoes: 'Sala 2' });
    const both = await call('PUT', `/events/${bare.id}`, { body: { codigointerno: 'A', codigo_interno: 'B' } });
    expect(both.body.errors[0]).toMatchObject({ field: 'codigointerno', code: 'conflicting_alias' });
  });
});

describe("financial entries: ME Eventos' names for the references", () => {
  it('answers categoria, centrodecusto, mododepagamento, recebidode and evento, read once per answer', async () => {
    const { call } = await meAccount();
    const category = (await call('GET', '/financialcategory')).body.data[0] as Row;
    const center = (await call('GET', '/costcenter')).body.data[2] as Row;
    const client = (await call('POST', '/clients', { body: { nome: 'Maria da Silva' } })).body.data[0];
    const event = (await call('POST', '/events', { body: { nome: 'Casamento Maria', data_evento: '2027-03-13' } })).body.data;
    const full = await call('POST', '/financial', {
      body: {
        tipo: 'receita',
        descricao: 'Sinal',
        valor: 1200,
        data_vencimento: '2027-01-10',
        forma_pagamento: 'pix',
        id_categoria: category.id,
        id_cliente: client.id,
        idevento: event.id,
        rateio: [{ id_centro_custo: center.id, percentual: 100 }],
      },
    });
    expect(full.status).toBe(201);
    const bare = await call('POST', '/financial', {
      body: { tipo: 'despesa', descricao: 'Gelo', valor: 50, data_vencimento: '2027-01-11', forma_pagamento: 'dinheiro' },
    });
    expect(bare.status).toBe(201);
    const ids = [full, bare].map((r) => (Array.isArray(r.body.data) ? r.body.data[0].id : r.body.data.id));
    const me = {
      tipocobranca: 'Receita',
      idcategoria: category.id,
      categoria: category.nome,
      idcentrodecusto: center.id,
      centrodecusto: center.nome,
      mododepagamento: 'PIX',
      idrecebidode: client.id,
      recebidode: 'Maria da Silva',
      evento: 'Casamento Maria',
    };
    const none = {
      tipocobranca: 'Despesa',
      idcategoria: 0,
      categoria: '',
      idcentrodecusto: 0,
      centrodecusto: '',
      mododepagamento: 'Dinheiro',
      idrecebidode: 0,
      recebidode: '',
      evento: '',
    };
    expect((await call('GET', `/financial/${ids[0]}`)).body).toMatchObject(me);
    const list = (await call('GET', '/financial', { query: { field_sort: 'data_vencimento' } })).body.data as Row[];
    expect(list.map((e) => e.id)).toEqual(ids);
    expect(list[0]).toMatchObject(me);
    expect(list[1]).toMatchObject(none);
  });
});

describe('budgets as ME Eventos leads', () => {
  it("creates a budget from ME's lead body: the client made of the lead, then found again by e-mail or document", async () => {
    const { call } = await meAccount();
    const type = (await call('GET', '/eventtype')).body.data[0] as Row;
    const howmet = (await call('GET', '/howmet')).body.data[1] as Row;
    const seller = (await call('GET', '/seller')).body.data[0] as Row;
    const lead = await call('POST', '/budgets', {
      body: {
        nome: 'Maria',
        email: 'maria@ex.com',
        dataevento: '2027-05-01',
        tipoevento: type.id,
        comoconheceu: howmet.id,
        idvendedor: String(seller.id),
        numeroconvidados: '100',
        mensagem: 'Orçamento para 100 pessoas',
        observacao: 'Veio do site',
        codigointerno: 'LEAD-1',
        nomedoevento: 'Casamento Maria',
      },
    });
    expect(lead.status).toBe(201);
    const budget = lead.body.data;
    expect(budget).toMatchObject({
      nome_evento: 'Casamento Maria',
      data_evento: '2027-05-01',
      id_tipo_evento: type.id,
      id_como_conheceu: howmet.id,
      id_vendedor: seller.id,
      numero_convidados: 100,
      mensagem: 'Orçamento para 100 pessoas',
      observacoes: 'Veio do site',
      codigo_interno: 'LEAD-1',
      itens: [],
      followups: [],
    });
    const client = (await call('GET', `/clients/${budget.id_cliente}`)).body;
    expect(client).toMatchObject({ nome: 'Maria', email: 'maria@ex.com' });
    // The same e-mail (any case) finds that client; a document finds its client; nothing new is made.
    const again = await call('POST', '/budgets', { body: { nome: 'Maria S.', email: 'MARIA@ex.com' } });
    expect(again.body.data.id_cliente).toBe(client.id);
    const withDoc = (await call('POST', '/clients', { body: { nome: 'Rui', cpf: '529.982.247-25' } })).body.data[0];
    const byDoc = await call('POST', '/budgets', { body: { nome: 'Rui Costa', cpf: '52998224725', email: 'rui@ex.com' } });
    expect(byDoc.body.data.id_cliente).toBe(withDoc.id);
    expect((await call('GET', '/clients')).body.pagination.total_data).toBe(2);
  });

  it('refuses a lead without a name for a new client, unknown lookups, and a lead beside id_cliente; nothing is written', async () => {
    const { call } = await meAccount();
    const noName = await call('POST', '/budgets', { body: { email: 'x@ex.com' } });
    expect([noName.status, codeOf(noName, 'nome')]).toEqual([400, 'required']);
    const unknown = await call('POST', '/budgets', { body: { nome: 'A', tipoevento: 999999, idvendedor: 999999 } });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors.map((e: Row) => e.field).sort()).toEqual(['idvendedor', 'tipoevento']);
    const client = (await call('POST', '/clients', { body: { nome: 'C' } })).body.data[0];
    const both = await call('POST', '/budgets', { body: { id_cliente: client.id, nome: 'A' } });
    expect([both.status, codeOf(both, 'nome')]).toEqual([400, 'conflicting_client']);
    const bad = await call('POST', '/budgets', { body: { nome: 'A', numeroconvidados: '1e2', dataevento: '2027-02-30' } });
    expect(bad.body.errors.map((e: Row) => e.field).sort()).toEqual(['dataevento', 'numeroconvidados']);
    expect((await call('GET', '/budgets')).body.pagination.total_data).toBe(0);
    expect((await call('GET', '/clients')).body.pagination.total_data).toBe(1);
  });

  it('records follow-ups (PUT /budgets/{id}/followups), lists them in the view and moves lastFollowUp', async () => {
    const { call } = await meAccount();
    const budget = (await call('POST', '/budgets', { body: { nome: 'Maria', email: 'm@ex.com' } })).body.data;
    const first = await call('PUT', `/budgets/${budget.id}/followups`, {
      body: { data: '2026-11-20', texto: 'Liguei', proximocontato: '2026-11-27' },
    });
    expect(first.status).toBe(200);
    expect(first.body.data.lastFollowUp).toBe('2026-11-20');
    await call('PUT', `/budgets/${budget.id}/followups`, { body: { data: '2026-11-10', texto: 'Primeiro contato' } });
    const view = (await call('GET', `/budgets/${budget.id}`)).body;
    expect(view.lastFollowUp).toBe('2026-11-20');
    expect(view.followups.map((f: Row) => [f.data, f.texto, f.proximo_contato])).toEqual([
      ['2026-11-10', 'Primeiro contato', null],
      ['2026-11-20', 'Liguei', '2026-11-27'],
    ]);
    expect((await call('PUT', '/budgets/999999/followups', { body: { texto: 'x' } })).status).toBe(404);
    const blank = await call('PUT', `/budgets/${budget.id}/followups`, { body: { texto: '  ' } });
    expect([blank.status, codeOf(blank, 'texto')]).toEqual([400, 'required']);
    // A budget with follow-ups is deleted with them.
    expect((await call('DELETE', `/budgets/${budget.id}`)).status).toBe(200);
  });

  it("takes ME's sort and period names on the list: field_sort=nomeevento alone, start/end", async () => {
    const { call } = await meAccount();
    for (const name of ['Formatura', 'Aniversário', 'Casamento'])
      await call('POST', '/budgets', { body: { nome: 'L', nomedoevento: name } });
    const sorted = await call('GET', '/budgets', { query: { field_sort: 'nomeevento', sort: 'asc' } });
    expect(sorted.status).toBe(200);
    expect((sorted.body.data as Row[]).map((b) => b.nome_evento)).toEqual(['Aniversário', 'Casamento', 'Formatura']);
    const period = await call('GET', '/budgets', { query: { start: '2000-01-01', end: '2000-12-31' } });
    expect([period.status, period.body.pagination.total_data]).toEqual([200, 0]);
    const conflict = await call('GET', '/budgets', { query: { start: '2000-01-01', data_inicio: '2001-01-01' } });
    expect([conflict.status, codeOf(conflict, 'start')]).toEqual([400, 'conflicting_alias']);
  });
});

describe("webhooks in ME Eventos' format", () => {
  it("writes customer_created as ME writes it (ME's payload example's shape) for formato me-eventos, ours otherwise", async () => {
    const { accountId, token, call } = await meAccount();
    const mePath = `/me-format-${accountId}`;
    const oursPath = `/our-format-${accountId}`;
    const meHook = await call('POST', '/webhooks', {
      body: { url: receiver.url(mePath), events: ['customer_created'], formato: 'me-eventos' },
    });
    expect([meHook.status, meHook.body.data.formato]).toEqual([201, 'me-eventos']);
    await t.createWebhook(token, { url: receiver.url(oursPath), events: ['customer_created'] });
    const created = (
      await call('POST', '/clients', {
        body: {
          nome: 'JS Eventos',
          tipocadastro: 1,
          cnpjpj: '11.222.333/0001-81',
          cep: '30130110',
          celular: '31999885544',
          datadenascimento: '1985-05-15',
        },
      })
    ).body.data[0];
    await receiver.waitForCount(1, mePath);
    await receiver.waitForCount(1, oursPath);
    const me = receiver.at(mePath)[0].json as { id_event: number; event: string; dateCreated: string; data: Row[] };
    expect(Object.keys(me)).toEqual(['id_event', 'event', 'dateCreated', 'data']);
    const [client] = me.data;
    expect(client).toMatchObject({
      id: String(created.id),
      nome: 'JS Eventos',
      tipocadastro: '1',
      cnpjpj: '11.222.333/0001-81',
      cep: '30130-110',
      celular: '31999885544',
      email2: '',
      datadenascimento: '15/05/1985',
    });
    expect(client.datadecadastro).toMatch(/^\d{2}\/\d{2}\/\d{2}$/);
    for (const [name, value] of Object.entries(client)) expect([name, typeof value]).toEqual([name, 'string']);
    const ours = (receiver.at(oursPath)[0].json as { data: Row[] }).data[0];
    expect(ours).toMatchObject({ id: created.id, tipocadastro: 1, cnpjpj: '11222333000181', cep: '30130110' });

    const switched = await call('PUT', `/webhooks/${meHook.body.data.id}`, { body: { formato: 'padrao' } });
    expect(switched.body.data.formato).toBe('padrao');
    const bad = await call('PUT', `/webhooks/${meHook.body.data.id}`, { body: { formato: 'xml' } });
    expect([bad.status, codeOf(bad, 'formato')]).toEqual([400, 'is_in']);
  });
});
