import { DataSource } from 'typeorm';

import { cnpjCheckDigits, cpfCheckDigits } from '../../../src/common/documento.rules';
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

let seq = 100_000_000;
/** A fresh valid CPF, formatted with punctuation. */
function cpf(): { formatted: string; digits: string } {
  const base = String(seq++).padStart(9, '0');
  const digits = base + cpfCheckDigits(base);
  return { digits, formatted: `${digits.slice(0, 3)}.${digits.slice(3, 6)}.${digits.slice(6, 9)}-${digits.slice(9)}` };
}
const fields = (body: { errors: { field?: string }[] }) => body.errors.map((e) => e.field);
const post = (token: string, body: unknown, headers?: Record<string, string>) =>
  t.request('POST', '/api/v1/clients', { token, body, headers });
/** Unknown fields refused (400 `unknown_field`) rather than ignored. */
const STRICT = { prefer: 'handling=strict' };
const notifications = (accountId: number, event: string) =>
  t.app
    .get(DataSource)
    .getRepository(Notification)
    .find({ where: { account_id: accountId, event }, order: { id: 'ASC' } });

describe('POST /clients', () => {
  it('creates one client from an object; data is an array; documento, telefone and cep are stored normalised', async () => {
    const { token, accountId } = await t.newAccount();
    const doc = cpf();
    const res = await post(token, {
      nome: ' Maria da Silva ',
      email: 'maria@example.com',
      telefone: '(11) 98765-4321',
      documento: doc.formatted,
      cep: '01310-100',
      endereco: 'Av. Paulista',
      numero: '1578',
      complemento: 'Apto 4',
      bairro: 'Bela Vista',
      cidade: 'São Paulo',
      uf: 'sp',
      observacoes: 'VIP',
    });
    expect(res.status).toBe(201);
    expect(res.body.status).toBe('success');
    expect(res.body.data).toHaveLength(1);
    const c = res.body.data[0];
    // ME Eventos' other client fields (null here) follow; docs/me-eventos.md and test/http/me-eventos-second-step cover them.
    expect(c).toMatchObject({
      id: expect.any(Number),
      nome: 'Maria da Silva',
      tipo_pessoa: 'F',
      documento: doc.digits,
      email: 'maria@example.com',
      telefone: '11987654321',
      cep: '01310100',
      endereco: 'Av. Paulista',
      numero: '1578',
      complemento: 'Apto 4',
      bairro: 'Bela Vista',
      cidade: 'São Paulo',
      uf: 'SP',
      id_como_conheceu: null,
      observacoes: 'VIP',
      datacadastro: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      // ME Eventos' names, after ours (customer_created carries them too).
      estado: 'SP',
      cpf: doc.digits,
      tipocadastro: 0,
      datadecadastro: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    const view = await t.request('GET', `/api/v1/clients/${c.id}`, { token });
    expect(view.status).toBe(200);
    expect(view.body).toEqual(c);
    const sent = await notifications(accountId, 'customer_created');
    expect(sent).toHaveLength(1);
    expect(sent[0].payload).toEqual([c]);
  });

  it('creates several clients from an array, one customer_created each', async () => {
    const { token, accountId } = await t.newAccount();
    const res = await post(token, [
      { nome: 'Ana', documento: cpf().formatted },
      { nome: 'Alegria Eventos Ltda', documento: '12.ABC.345/01DE-35' },
      { nome: 'Sem documento' },
      { nome: 'Outro sem documento' },
    ]);
    expect(res.status).toBe(201);
    expect(res.body.data.map((c: { nome: string }) => c.nome)).toEqual([
      'Ana',
      'Alegria Eventos Ltda',
      'Sem documento',
      'Outro sem documento',
    ]);
    expect(res.body.data[1]).toMatchObject({ documento: '12ABC34501DE35', tipo_pessoa: 'J' });
    expect(res.body.data[2]).toMatchObject({ documento: null, tipo_pessoa: null });
    expect(await notifications(accountId, 'customer_created')).toHaveLength(4);
  });

  it('accepts numeric and alphanumeric CNPJs, with or without punctuation', async () => {
    const { token } = await t.newAccount();
    const alnum = `AB1CD2EF0001${cnpjCheckDigits('AB1CD2EF0001')}`;
    const res = await post(token, [
      { nome: 'Numérico', documento: '11.222.333/0001-81' },
      { nome: 'Alfanumérico minúsculo', documento: alnum.toLowerCase() },
    ]);
    expect(res.status).toBe(201);
    expect(res.body.data.map((c: { documento: string }) => c.documento)).toEqual(['11222333000181', alnum]);
  });

  it('rejects invalid CPF/CNPJ check digits, repeated digits and bad formats (400 with the path)', async () => {
    const { token } = await t.newAccount();
    for (const documento of [
      '529.982.247-26',
      '111.111.111-11',
      '00000000000',
      '11.222.333/0001-80',
      '11111111111111',
      '12.ABC.345/01DE-36',
      '12ABC34501DE3A',
      '1234',
      'abc',
    ]) {
      const res = await post(token, { nome: 'X', documento });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([expect.objectContaining({ field: 'documento', code: 'invalid_documento' })]);
    }
  });

  it('reports every invalid field of every element with [i].field paths and creates nothing', async () => {
    const { token, accountId } = await t.newAccount();
    const res = await post(
      token,
      [
        { nome: 'Válido', documento: cpf().formatted },
        { nome: '', email: 'not-an-email', documento: '123.456.789-00' },
        { nome: 'Y', telefone: 'abc', cep: '123', uf: 'XX', id_como_conheceu: 'um', cor: 'azul' },
        'texto',
      ],
      STRICT,
    );
    expect(res.status).toBe(400);
    expect(fields(res.body).sort()).toEqual(
      ['[1].nome', '[1].email', '[1].documento', '[2].telefone', '[2].cep', '[2].uf', '[2].id_como_conheceu', '[2].cor', '[3]'].sort(),
    );
    const list = await t.request('GET', '/api/v1/clients', { token });
    expect(list.body.data).toEqual([]);
    expect(await notifications(accountId, 'customer_created')).toHaveLength(0);
  });

  it('rejects missing nome, an empty array, a non-object body and unknown fields (400)', async () => {
    const { token } = await t.newAccount();
    const missing = await post(token, { email: 'a@b.com' });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual([expect.objectContaining({ field: 'nome', code: 'required' })]);
    expect((await post(token, [])).status).toBe(400);
    expect((await post(token, 'texto')).status).toBe(400);
    const unknown = await post(token, { nome: 'A', account_id: 2 }, STRICT);
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual([expect.objectContaining({ field: 'account_id', code: 'unknown_field' })]);
    // By default an unknown field is ignored, never read: the client is the token's account's.
    const ignored = await post(token, { nome: 'A', account_id: 2 });
    expect(ignored.status).toBe(201);
    expect(ignored.headers.get('ignored-fields')).toBe('account_id');
    const tooLong = await post(token, { nome: 'A'.repeat(151) });
    expect(fields(tooLong.body)).toEqual(['nome']);
  });

  it('answers 409 for a CPF/CNPJ already in the account, also when written differently, and creates nothing', async () => {
    const { token, accountId } = await t.newAccount();
    const doc = cpf();
    expect((await post(token, { nome: 'Primeiro', documento: doc.digits })).status).toBe(201);
    const res = await post(token, [
      { nome: 'Novo', documento: cpf().digits },
      { nome: 'Repetido', documento: doc.formatted },
    ]);
    expect(res.status).toBe(409);
    expect(res.body.errors).toEqual([expect.objectContaining({ field: '[1].documento', code: 'duplicate_documento' })]);
    expect((await t.request('GET', '/api/v1/clients', { token })).body.pagination.total_data).toBe(1);
    expect(await notifications(accountId, 'customer_created')).toHaveLength(1);
  });

  it('answers 409 for the same document twice in one request', async () => {
    const { token } = await t.newAccount();
    const doc = cpf();
    const res = await post(token, [
      { nome: 'A', documento: doc.digits },
      { nome: 'B', documento: doc.formatted },
    ]);
    expect(res.status).toBe(409);
    expect(fields(res.body)).toEqual(['[1].documento']);
  });

  it('lets two accounts hold the same document', async () => {
    const a = await t.newAccount();
    const b = await t.newAccount();
    const doc = cpf();
    expect((await post(a.token, { nome: 'A', documento: doc.digits })).status).toBe(201);
    expect((await post(b.token, { nome: 'B', documento: doc.digits })).status).toBe(201);
  });

  it('checks id_como_conheceu against the account’s how-met list (422), other accounts’ entries included', async () => {
    const a = await t.newAccount();
    const b = await t.newAccount();
    const howmetA = (await t.request('GET', '/api/v1/howmet', { token: a.token })).body.data[0].id;
    const ok = await post(a.token, { nome: 'A', id_como_conheceu: howmetA });
    expect(ok.status).toBe(201);
    expect(ok.body.data[0].id_como_conheceu).toBe(howmetA);
    const res = await post(b.token, [{ nome: 'B' }, { nome: 'C', id_como_conheceu: howmetA }, { nome: 'D', id_como_conheceu: 999999 }]);
    expect(res.status).toBe(422);
    expect(fields(res.body)).toEqual(['[1].id_como_conheceu', '[2].id_como_conheceu']);
    expect((await t.request('GET', '/api/v1/clients', { token: b.token })).body.data).toEqual([]);
    const single = await post(b.token, { nome: 'E', id_como_conheceu: howmetA });
    expect(single.status).toBe(422);
    expect(fields(single.body)).toEqual(['id_como_conheceu']);
  });
});

describe('GET /clients search', () => {
  async function seed(token: string) {
    const docs = [cpf(), cpf()];
    const res = await post(token, [
      { nome: 'Maria da Silva', email: 'maria@example.com', telefone: '(11) 98765-4321', documento: docs[0].formatted },
      { nome: 'João Pereira', email: 'joao@silva.com.br', telefone: '21 3333-4444', documento: docs[1].digits },
      { nome: 'Alegria Eventos', email: 'contato@alegria.com', documento: '12.ABC.345/01DE-35' },
    ]);
    expect(res.status).toBe(201);
    return docs;
  }
  const nomes = (body: { data: { nome: string }[] }) => body.data.map((c) => c.nome);
  const search = (token: string, query: Record<string, string>) => t.request('GET', '/api/v1/clients', { token, query });

  it('searches by nome, email, telefone and documento with type names and codes 0..3', async () => {
    const { token } = await t.newAccount();
    const docs = await seed(token);
    expect(nomes((await search(token, { search: 'silva', type: 'nome' })).body)).toEqual(['Maria da Silva']);
    expect(nomes((await search(token, { search: 'silva', type: '0' })).body)).toEqual(['Maria da Silva']);
    expect(nomes((await search(token, { search: 'silva', type: 'email' })).body)).toEqual(['João Pereira']);
    expect(nomes((await search(token, { search: 'silva', type: '1' })).body)).toEqual(['João Pereira']);
    expect(nomes((await search(token, { search: '98765', type: 'telefone' })).body)).toEqual(['Maria da Silva']);
    expect(nomes((await search(token, { search: '3333', type: '2' })).body)).toEqual(['João Pereira']);
    expect(nomes((await search(token, { search: docs[1].digits, type: 'documento' })).body)).toEqual(['João Pereira']);
    expect(nomes((await search(token, { search: docs[1].digits, type: '3' })).body)).toEqual(['João Pereira']);
  });

  it('matches phones and documents with or without punctuation', async () => {
    const { token } = await t.newAccount();
    const docs = await seed(token);
    for (const term of ['(11) 98765-4321', '11987654321', '98765-4321']) {
      expect(nomes((await search(token, { search: term, type: 'telefone' })).body)).toEqual(['Maria da Silva']);
    }
    for (const term of [docs[0].formatted, docs[0].digits]) {
      expect(nomes((await search(token, { search: term, type: 'documento' })).body)).toEqual(['Maria da Silva']);
      expect(nomes((await search(token, { search: term })).body)).toEqual(['Maria da Silva']);
    }
    expect(nomes((await search(token, { search: '12.abc.345/01de-35', type: 'documento' })).body)).toEqual(['Alegria Eventos']);
    expect(nomes((await search(token, { search: '21 3333-4444' })).body)).toEqual(['João Pereira']);
  });

  it('without type matches any field; a term without digits does not match every phone', async () => {
    const { token } = await t.newAccount();
    await seed(token);
    expect(nomes((await search(token, { search: 'silva' })).body)).toEqual(['Maria da Silva', 'João Pereira']);
    expect(nomes((await search(token, { search: 'alegria' })).body)).toEqual(['Alegria Eventos']);
    expect((await search(token, { search: '---', type: 'telefone' })).body.data).toEqual([]);
    expect((await search(token, { search: 'zzz' })).body.data).toEqual([]);
    expect((await search(token, { search: '%' })).body.data).toEqual([]);
  });

  it('rejects an unknown type and sort field (400)', async () => {
    const { token } = await t.newAccount();
    const badType = await search(token, { search: 'x', type: '4' });
    expect(badType.status).toBe(400);
    expect(fields(badType.body)).toEqual(['type']);
    const badSort = await search(token, { field_sort: 'observacoes' });
    expect(badSort.status).toBe(400);
    expect(fields(badSort.body)).toEqual(['field_sort']);
  });

  it('paginates and sorts by nome both ways', async () => {
    const { token } = await t.newAccount();
    await seed(token);
    const asc = await search(token, { field_sort: 'nome', sort: 'asc', limit: '2' });
    expect(nomes(asc.body)).toEqual(['Alegria Eventos', 'João Pereira']);
    expect(asc.body.pagination).toEqual({ page: 1, page_size: 2, total_page: 2, total_data: 3 });
    const asc2 = await search(token, { field_sort: 'nome', sort: 'asc', limit: '2', page: '2' });
    expect(nomes(asc2.body)).toEqual(['Maria da Silva']);
    const desc = await search(token, { field_sort: 'nome', sort: 'desc' });
    expect(nomes(desc.body)).toEqual(['Maria da Silva', 'João Pereira', 'Alegria Eventos']);
    const idDesc = await search(token, { sort: 'desc' });
    expect(nomes(idDesc.body)).toEqual(['Alegria Eventos', 'João Pereira', 'Maria da Silva']);
  });

  it('never lists another account’s clients', async () => {
    const a = await t.newAccount();
    const b = await t.newAccount();
    await seed(a.token);
    expect((await search(b.token, { search: 'silva' })).body.data).toEqual([]);
    expect((await search(b.token, {})).body.pagination.total_data).toBe(0);
  });
});

describe('PUT /clients/{id}', () => {
  it('changes only the fields sent, clears with null, and emits customer_updated', async () => {
    const { token, accountId } = await t.newAccount();
    const c = (await post(token, { nome: 'Maria', email: 'm@example.com', telefone: '11987654321', cidade: 'Santos' })).body.data[0];
    const doc = cpf();
    const res = await t.request('PUT', `/api/v1/clients/${c.id}`, {
      token,
      body: { nome: 'Maria Souza', documento: doc.formatted, email: null, cep: '11010-000' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      status: 'success',
      message: `Client ${c.id} updated`,
      data: { ...c, nome: 'Maria Souza', documento: doc.digits, tipo_pessoa: 'F', email: null, cep: '11010000', cpf: doc.digits },
    });
    const sent = await notifications(accountId, 'customer_updated');
    expect(sent.map((n) => n.payload)).toEqual([[res.body.data]]);
  });

  it('validates like creation (400), including nome null and an empty body', async () => {
    const { token } = await t.newAccount();
    const c = (await post(token, { nome: 'Maria' })).body.data[0];
    for (const [body, field] of [
      [{ documento: '111.111.111-11' }, 'documento'],
      [{ nome: null }, 'nome'],
      [{ nome: '   ' }, 'nome'],
      [{ cep: '1234-567' }, 'cep'],
      [{ id: 5 }, 'id'],
    ] as const) {
      const res = await t.request('PUT', `/api/v1/clients/${c.id}`, { token, body, headers: STRICT });
      expect(res.status).toBe(400);
      expect(fields(res.body)).toEqual([field]);
    }
    const empty = await t.request('PUT', `/api/v1/clients/${c.id}`, { token, body: {} });
    expect(empty.status).toBe(400);
    expect(empty.body.errors[0].code).toBe('empty_update');
  });

  it('answers 409 when the document belongs to another client, and accepts its own', async () => {
    const { token } = await t.newAccount();
    const d1 = cpf();
    const d2 = cpf();
    const [c1, c2] = (
      await post(token, [
        { nome: 'A', documento: d1.digits },
        { nome: 'B', documento: d2.digits },
      ])
    ).body.data;
    const clash = await t.request('PUT', `/api/v1/clients/${c2.id}`, { token, body: { documento: d1.formatted } });
    expect(clash.status).toBe(409);
    expect(clash.body.errors).toEqual([expect.objectContaining({ field: 'documento', code: 'duplicate_documento' })]);
    const same = await t.request('PUT', `/api/v1/clients/${c1.id}`, { token, body: { documento: d1.formatted, nome: 'A2' } });
    expect(same.status).toBe(200);
  });

  it('answers 422 for an unknown how-met and 404 for an unknown client', async () => {
    const { token } = await t.newAccount();
    const c = (await post(token, { nome: 'Maria' })).body.data[0];
    const res = await t.request('PUT', `/api/v1/clients/${c.id}`, { token, body: { id_como_conheceu: 999999 } });
    expect(res.status).toBe(422);
    expect(fields(res.body)).toEqual(['id_como_conheceu']);
    expect((await t.request('PUT', '/api/v1/clients/999999', { token, body: { nome: 'X' } })).status).toBe(404);
  });
});

describe('DELETE /clients/{id}', () => {
  it('deletes, names the client, emits customer_deleted, then answers 404', async () => {
    const { token, accountId } = await t.newAccount();
    const c = (await post(token, { nome: 'Maria' })).body.data[0];
    const res = await t.request('DELETE', `/api/v1/clients/${c.id}`, { token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'success', message: `Client ${c.id} (Maria) deleted` });
    expect((await t.request('GET', `/api/v1/clients/${c.id}`, { token })).status).toBe(404);
    expect((await t.request('DELETE', `/api/v1/clients/${c.id}`, { token })).status).toBe(404);
    expect((await notifications(accountId, 'customer_deleted')).map((n) => n.payload)).toEqual([[ours(c, 'clients')]]);
  });
});

describe('account isolation', () => {
  it('another account cannot read, update or delete a client (404 as if missing)', async () => {
    const a = await t.newAccount();
    const b = await t.newAccount();
    const c = (await post(a.token, { nome: 'Maria' })).body.data[0];
    expect((await t.request('GET', `/api/v1/clients/${c.id}`, { token: b.token })).status).toBe(404);
    const missing = await t.request('GET', '/api/v1/clients/999999', { token: b.token });
    const other = await t.request('GET', `/api/v1/clients/${c.id}`, { token: b.token });
    expect(other.body.errors[0].code).toBe(missing.body.errors[0].code);
    expect((await t.request('PUT', `/api/v1/clients/${c.id}`, { token: b.token, body: { nome: 'Hack' } })).status).toBe(404);
    expect((await t.request('DELETE', `/api/v1/clients/${c.id}`, { token: b.token })).status).toBe(404);
    expect((await t.request('GET', `/api/v1/clients/${c.id}`, { token: a.token })).body.nome).toBe('Maria');
  });

  // What does not hold, and docs/security.md says so: IDs come from one sequence per table, shared
  // by every account, so the gap between two of an account's IDs counts the others' new rows.
  it('numbers clients from one sequence for all accounts: the gap between two IDs counts what the others created meanwhile', async () => {
    const a = await t.newAccount();
    const b = await t.newAccount();
    const first = (await post(a.token, { nome: 'Primeira' })).body.data[0].id;
    for (const nome of ['Outra 1', 'Outra 2', 'Outra 3']) expect((await post(b.token, { nome })).status).toBe(201);
    const second = (await post(a.token, { nome: 'Segunda' })).body.data[0].id;
    expect(second - first).toBe(4);
  });

  it('answers 400 for a malformed ID and 401 without a token', async () => {
    const { token } = await t.newAccount();
    expect((await t.request('GET', '/api/v1/clients/abc', { token })).status).toBe(400);
    expect((await t.request('GET', '/api/v1/clients/0', { token })).status).toBe(400);
    expect((await t.request('GET', '/api/v1/clients')).status).toBe(401);
  });
});
