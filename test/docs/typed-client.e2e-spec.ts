import { readFileSync } from 'node:fs';

import { createClient, isBudgetItem, isOrderItem } from '../../clients/typescript';
import { renderClientSchema, SCHEMA_FILE } from '../../clients/typescript/generate';
import { startDemoApp } from '../support/demo-app';
import { TestApp } from '../support/harness';

describe('typed TypeScript client (clients/typescript)', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    ({ t, token } = await startDemoApp());
  });
  afterAll(async () => {
    await t?.close();
  });

  it('schema.d.ts is what openapi-typescript generates from the running service’s OpenAPI document (not stale)', async () => {
    const document = (await t.request('GET', '/docs-json')).body;
    const expected = await renderClientSchema(document);
    const committed = readFileSync(SCHEMA_FILE, 'utf8');
    if (committed !== expected) {
      throw new Error(
        'clients/typescript/schema.d.ts is stale: the API changed since it was generated. Run `npm run client:generate` and commit the result.',
      );
    }
  });

  it('creates an order and lists its items through the typed client against the running service', async () => {
    const api = createClient({ baseUrl: t.baseUrl, token });
    const created = await api.POST('/api/v1/orders', {
      body: {
        id_evento: 1,
        itens: [
          { id_produto: 1, quantidade: 80 },
          { id_item: 1, quantidade: 10, ndias: 2 },
        ],
      },
    });
    expect(created.response.status).toBe(201);
    if (created.error) throw new Error(created.error.message);
    const { numero } = created.data.data;
    expect(numero).toBe('1-2');

    const listed = await api.GET('/api/v1/orders', { params: { query: { pedido: numero, field_sort: 'id', sort: 'asc' } } });
    expect(listed.response.status).toBe(200);
    expect(listed.data!.pagination).toEqual({ page: 1, page_size: 100, total_page: 1, total_data: 2, next_cursor: null });
    expect(listed.data!.data).toEqual([
      expect.objectContaining({
        nome: 'Buffet completo (por pessoa)',
        tipo: 2,
        quantidade: 80,
        valortotal: 7192,
        numero_pedido_completo: '1-2',
      }),
      expect.objectContaining({
        nome: 'Mesa redonda 8 lugares',
        tipo: 7,
        quantidade: 10,
        ndias: 2,
        valortotal: 700,
        numero_pedido_completo: '1-2',
      }),
    ]);
    // A list by order holds order items only; the guards tell them from budget items.
    expect(listed.data!.data.every(isOrderItem)).toBe(true);
    expect(listed.data!.data.some(isBudgetItem)).toBe(false);
  });

  it('narrows a list by budget to budget items', async () => {
    const api = createClient({ baseUrl: t.baseUrl, token });
    const budget = await api.POST('/api/v1/budgets', { body: { idevento: 1, itens: [{ idproduto: 1, tipo: 'produto', quantidade: 2 }] } });
    expect(budget.response.status).toBe(201);
    if (budget.error) throw new Error(budget.error.message);
    const listed = await api.GET('/api/v1/orders', { params: { query: { idorcamento: budget.data.data.id } } });
    if (listed.error) throw new Error(listed.error.message);
    const rows = listed.data.data;
    expect(rows).toHaveLength(1);
    expect(rows.every(isBudgetItem)).toBe(true);
    const [row] = rows.filter(isBudgetItem);
    expect(row).toEqual(expect.objectContaining({ idproduto: 1, tipo: 'produto', quantidade: 2 }));
  });

  it('hands errors back typed, in the error envelope', async () => {
    const api = createClient({ baseUrl: t.baseUrl, token });
    const res = await api.POST('/api/v1/orders', { body: { id_evento: 999 } });
    expect(res.response.status).toBe(422);
    expect(res.error).toEqual({
      status: 'error',
      message: expect.any(String),
      errors: [{ field: 'id_evento', code: 'not_found', message: 'event 999 does not exist' }],
    });
    const denied = await createClient({ baseUrl: t.baseUrl, token: `eos_${'A'.repeat(43)}` }).GET('/api/v1/account');
    expect(denied.response.status).toBe(401);
  });

  it('sends Prefer: handling=strict, so that a name the service does not know is an error, never silently dropped', async () => {
    const api = createClient({ baseUrl: t.baseUrl, token });
    // A field the types do not know (as a cast or a stale client would send it).
    const res = await api.POST('/api/v1/clients', { body: { nome: 'Ana', apelido: 'Aninha' } as never });
    expect(res.response.status).toBe(400);
    expect(res.response.headers.get('preference-applied')).toBe('handling=strict');
    expect(res.error).toMatchObject({ errors: [{ field: 'apelido', code: 'unknown_field' }] });
  });
});
