import { startTestApp, TestApp } from '../../support/harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 60_000);
afterAll(async () => {
  await t?.close();
}, 60_000);

const fields = (body: { errors: { field?: string }[] }) => body.errors.map((e) => e.field);

describe('products-services', () => {
  it('creates, views and lists a product', async () => {
    const { token } = await t.newAccount();
    const created = await t.request('POST', '/api/v1/products-services', {
      token,
      body: { nome: ' Buffet completo ', valor: 89.9, valorcusto: 42.5, descricao: 'Entrada e prato', medida: 'pessoa' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ status: 'success', message: expect.stringContaining('created') });
    const p = created.body.data;
    expect(p).toEqual({
      id: expect.any(Number),
      nome: 'Buffet completo',
      valor: 89.9,
      valorcusto: 42.5,
      descricao: 'Entrada e prato',
      medida: 'pessoa',
      datacadastro: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    const view = await t.request('GET', `/api/v1/products-services/${p.id}`, { token });
    expect(view.status).toBe(200);
    expect(view.body).toEqual(p);
    const list = await t.request('GET', '/api/v1/products-services', { token });
    expect(list.body.data).toEqual([p]);
    expect(list.body.pagination).toEqual({ page: 1, page_size: 100, total_page: 1, total_data: 1 });
  });

  it('defaults valorcusto to 0 and optional fields to null', async () => {
    const { token } = await t.newAccount();
    const res = await t.request('POST', '/api/v1/products-services', { token, body: { nome: 'Garçom', valor: 180 } });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ valor: 180, valorcusto: 0, descricao: null, medida: null });
  });

  it('rejects invalid bodies with the field paths (400)', async () => {
    const { token } = await t.newAccount();
    const cases: [unknown, string][] = [
      [{ valor: 1 }, 'nome'],
      [{ nome: '   ', valor: 1 }, 'nome'],
      [{ nome: 'x'.repeat(151), valor: 1 }, 'nome'],
      [{ nome: 'A' }, 'valor'],
      [{ nome: 'A', valor: '1e1' }, 'valor'],
      [{ nome: 'A', valor: -1 }, 'valor'],
      [{ nome: 'A', valor: 1.234 }, 'valor'],
      [{ nome: 'A', valor: 1, valorcusto: -2 }, 'valorcusto'],
      [{ nome: 'A', valor: 1, valorcusto: null }, 'valorcusto'],
      [{ nome: 'A', valor: 10_000_000_000 }, 'valor'],
      [{ nome: 'A', valor: 1, medida: 'abcdefghijk' }, 'medida'],
      [{ nome: 'A', valor: 1, estoque: 3 }, 'estoque'],
    ];
    for (const [body, field] of cases) {
      // Strict: an unknown field (estoque on a product) is refused, not ignored.
      const res = await t.request('POST', '/api/v1/products-services', { token, body, headers: { prefer: 'handling=strict' } });
      expect(res.status).toBe(400);
      expect(res.body.status).toBe('error');
      expect(fields(res.body)).toContain(field);
    }
  });

  it('answers 404 for an unknown product and 400 for a malformed ID', async () => {
    const { token } = await t.newAccount();
    expect((await t.request('GET', '/api/v1/products-services/999999', { token })).status).toBe(404);
    const bad = await t.request('GET', '/api/v1/products-services/abc', { token });
    expect(bad.status).toBe(400);
    expect(fields(bad.body)).toEqual(['id']);
  });

  it('hides another account’s products (404, not listed)', async () => {
    const a = await t.newAccount();
    const b = await t.newAccount();
    const p = (await t.request('POST', '/api/v1/products-services', { token: a.token, body: { nome: 'Bolo', valor: 950 } })).body.data;
    const view = await t.request('GET', `/api/v1/products-services/${p.id}`, { token: b.token });
    expect(view.status).toBe(404);
    const list = await t.request('GET', '/api/v1/products-services', { token: b.token });
    expect(list.body.data).toEqual([]);
  });

  it('searches name and description, sorts by nome and valor both ways, paginates', async () => {
    const { token } = await t.newAccount();
    for (const [nome, valor, descricao] of [
      ['Bolo', 950, 'três andares'],
      ['Arranjo floral', 120, null],
      ['Cerimonialista', 1500, 'bolo incluso no roteiro'],
    ] as const) {
      await t.request('POST', '/api/v1/products-services', { token, body: { nome, valor, ...(descricao ? { descricao } : {}) } });
    }
    const search = await t.request('GET', '/api/v1/products-services', { token, query: { search: 'BOLO' } });
    expect(search.body.data.map((p: { nome: string }) => p.nome)).toEqual(['Bolo', 'Cerimonialista']);
    const byValor = await t.request('GET', '/api/v1/products-services', { token, query: { field_sort: 'valor', sort: 'desc' } });
    expect(byValor.body.data.map((p: { valor: number }) => p.valor)).toEqual([1500, 950, 120]);
    const byNome = await t.request('GET', '/api/v1/products-services', { token, query: { field_sort: 'nome' } });
    expect(byNome.body.data.map((p: { nome: string }) => p.nome)).toEqual(['Arranjo floral', 'Bolo', 'Cerimonialista']);
    const page = await t.request('GET', '/api/v1/products-services', {
      token,
      query: { field_sort: 'nome', sort: 'desc', limit: 2, page: 2 },
    });
    expect(page.body.data.map((p: { nome: string }) => p.nome)).toEqual(['Arranjo floral']);
    expect(page.body.pagination).toEqual({ page: 2, page_size: 2, total_page: 2, total_data: 3 });
    const badSort = await t.request('GET', '/api/v1/products-services', { token, query: { field_sort: 'descricao' } });
    expect(badSort.status).toBe(400);
  });
});

describe('equipment', () => {
  it('creates, views and lists equipment with its stock', async () => {
    const { token } = await t.newAccount();
    const created = await t.request('POST', '/api/v1/equipment', {
      token,
      body: { nome: 'Mesa redonda', valor: 35, valorcusto: 5, medida: 'un', estoque: 40 },
    });
    expect(created.status).toBe(201);
    expect(created.body.status).toBe('success');
    const e = created.body.data;
    expect(e).toMatchObject({
      id: expect.any(Number),
      nome: 'Mesa redonda',
      valor: 35,
      valorcusto: 5,
      medida: 'un',
      estoque: 40,
      descricao: null,
    });
    expect(e).not.toHaveProperty('account_id');
    expect((await t.request('GET', `/api/v1/equipment/${e.id}`, { token })).body).toEqual(e);
    const list = await t.request('GET', '/api/v1/equipment', { token });
    expect(list.body.data).toEqual([e]);
  });

  it('defaults estoque and valorcusto to 0', async () => {
    const { token } = await t.newAccount();
    const res = await t.request('POST', '/api/v1/equipment', { token, body: { nome: 'Cadeira Tiffany', valor: 8.5 } });
    expect(res.body.data).toMatchObject({ estoque: 0, valorcusto: 0 });
  });

  it('rejects invalid bodies (400)', async () => {
    const { token } = await t.newAccount();
    for (const [body, field] of [
      [{ nome: 'A', valor: 1, estoque: -1 }, 'estoque'],
      [{ nome: 'A', valor: 1, estoque: 1.5 }, 'estoque'],
      [{ nome: 'A', valor: 1, cor: 'azul' }, 'cor'],
      [{ valor: 1 }, 'nome'],
    ] as const) {
      const res = await t.request('POST', '/api/v1/equipment', { token, body, headers: { prefer: 'handling=strict' } });
      expect(res.status).toBe(400);
      expect(fields(res.body)).toContain(field);
    }
  });

  it('hides another account’s equipment and answers 404 for unknown IDs', async () => {
    const a = await t.newAccount();
    const b = await t.newAccount();
    const e = (await t.request('POST', '/api/v1/equipment', { token: a.token, body: { nome: 'Tenda', valor: 500 } })).body.data;
    expect((await t.request('GET', `/api/v1/equipment/${e.id}`, { token: b.token })).status).toBe(404);
    expect((await t.request('GET', '/api/v1/equipment', { token: b.token })).body.data).toEqual([]);
    expect((await t.request('GET', '/api/v1/equipment/424242', { token: a.token })).status).toBe(404);
  });

  it('searches and paginates, sorting by nome both ways', async () => {
    const { token } = await t.newAccount();
    for (const nome of ['Mesa quadrada', 'Cadeira', 'Mesa redonda'])
      await t.request('POST', '/api/v1/equipment', { token, body: { nome, valor: 10 } });
    const search = await t.request('GET', '/api/v1/equipment', { token, query: { search: 'mesa' } });
    expect(search.body.data.map((e: { nome: string }) => e.nome)).toEqual(['Mesa quadrada', 'Mesa redonda']);
    const page = await t.request('GET', '/api/v1/equipment', { token, query: { limit: 1, page: 3 } });
    expect(page.body.data.map((e: { nome: string }) => e.nome)).toEqual(['Mesa redonda']);
    expect(page.body.pagination).toEqual({ page: 3, page_size: 1, total_page: 3, total_data: 3 });
    const asc = await t.request('GET', '/api/v1/equipment', { token, query: { field_sort: 'nome', sort: 'asc' } });
    expect(asc.body.data.map((e: { nome: string }) => e.nome)).toEqual(['Cadeira', 'Mesa quadrada', 'Mesa redonda']);
    const desc = await t.request('GET', '/api/v1/equipment', { token, query: { field_sort: 'nome', sort: 'desc' } });
    expect(desc.body.data.map((e: { nome: string }) => e.nome)).toEqual(['Mesa redonda', 'Mesa quadrada', 'Cadeira']);
  });
});
