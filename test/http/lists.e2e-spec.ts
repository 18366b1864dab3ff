import { startTestApp, TestApp } from '../support/harness';

// The shared list rules of DECISIONS.md (Lists), on a list every account has: the how-met
// lookup, seeded with 6 entries when an account is created.
describe('list rules (DECISIONS: Lists)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const list = (token: string, query: Record<string, string | number>) => t.request('GET', '/api/v1/howmet', { token, query });

  it('defaults to page 1, limit 100, by id ascending', async () => {
    const { token } = await t.newAccount();
    const res = await list(token, {});
    expect(res.status).toBe(200);
    expect(res.body.pagination).toEqual({ page: 1, page_size: 100, total_page: 1, total_data: 6 });
    const ids = res.body.data.map((r: { id: number }) => r.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });

  it.each([0, -1, 201, 'abc', 1.5])('rejects limit=%p with 400 naming the field', async (limit) => {
    const { token } = await t.newAccount();
    const res = await list(token, { limit });
    expect(res.status).toBe(400);
    expect(res.body.errors[0]).toMatchObject({ field: 'limit' });
  });

  it('accepts limit 1 and 200', async () => {
    const { token } = await t.newAccount();
    const one = await list(token, { limit: 1 });
    expect(one.body.data).toHaveLength(1);
    expect(one.body.pagination).toEqual({ page: 1, page_size: 1, total_page: 6, total_data: 6 });
    const max = await list(token, { limit: 200 });
    expect(max.status).toBe(200);
    expect(max.body.pagination.page_size).toBe(200);
  });

  it.each([0, -2, 'x', '1e20', 2147483648])('rejects page=%p', async (page) => {
    const { token } = await t.newAccount();
    const res = await list(token, { page });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].field).toBe('page');
  });

  it('answers a page past the end with no data and the true totals', async () => {
    const { token } = await t.newAccount();
    const res = await list(token, { page: 4, limit: 2 });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: [], pagination: { page: 4, page_size: 2, total_page: 3, total_data: 6 } });
  });

  it('walks pages without overlap or gaps', async () => {
    const { token } = await t.newAccount();
    const seen: number[] = [];
    for (let page = 1; page <= 3; page++) {
      const res = await list(token, { page, limit: 2, field_sort: 'nome', sort: 'desc' });
      seen.push(...res.body.data.map((r: { id: number }) => r.id));
    }
    const all = (await list(token, { field_sort: 'nome', sort: 'desc' })).body.data.map((r: { id: number }) => r.id);
    expect(seen).toEqual(all);
    expect(new Set(seen).size).toBe(6);
  });

  it('sorts by a documented field both ways', async () => {
    const { token } = await t.newAccount();
    const asc = (await list(token, { field_sort: 'nome' })).body.data.map((r: { nome: string }) => r.nome);
    const desc = (await list(token, { field_sort: 'nome', sort: 'desc' })).body.data.map((r: { nome: string }) => r.nome);
    expect(desc).toEqual([...asc].reverse());
    expect(asc).toEqual([...asc].sort((a, b) => a.localeCompare(b, 'pt-BR', { sensitivity: 'base' }) || 0));
  });

  it('rejects a field_sort that is not documented for the endpoint, and a bad sort', async () => {
    const { token } = await t.newAccount();
    const field = await list(token, { field_sort: 'account_id' });
    expect(field.status).toBe(400);
    expect(field.body.errors[0]).toMatchObject({ field: 'field_sort', code: 'is_in' });
    const dir = await list(token, { sort: 'up' });
    expect(dir.status).toBe(400);
    expect(dir.body.errors[0].field).toBe('sort');
  });

  it('ignores unknown query parameters, naming them, and refuses them under Prefer: handling=strict', async () => {
    const { token } = await t.newAccount();
    const ignored = await list(token, { pagina: 2 });
    expect(ignored.status).toBe(200);
    expect(ignored.body.pagination.page).toBe(1);
    expect(ignored.headers.get('ignored-fields')).toBe('pagina');
    const res = await t.request('GET', '/api/v1/howmet', { token, query: { pagina: 2 }, headers: { prefer: 'handling=strict' } });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ field: 'pagina', code: 'unknown_field', message: expect.any(String) }]);
  });
});
