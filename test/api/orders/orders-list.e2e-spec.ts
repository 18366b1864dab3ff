import { startTestApp, TestApp } from '../../support/harness';
import { orderFactories } from '../../support/order-factories';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

/**
 * Two events; event A has orders A-1 (product ×2, equipment) and A-2 (equipment), event B has
 * B-1 (product). Seven items in all, with distinct names and values for sorting.
 */
async function setup() {
  const { accountId, token } = await t.newAccount();
  const f = orderFactories(t, accountId);
  const eventA = await f.event({ nome: 'Evento A' });
  const eventB = await f.event({ nome: 'Evento B' });
  const p1 = await f.product({ nome: 'Coquetel', valor: 30 });
  const p2 = await f.product({ nome: 'Bolo', valor: 200 });
  const e1 = await f.equipment({ nome: 'Toalha', valor: 5 });
  const post = (body: unknown) => t.request('POST', '/api/v1/orders', { token, body });
  const a1 = (
    await post({
      id_evento: eventA.id,
      itens: [{ id_produto: p1.id, quantidade: 3 }, { id_produto: p2.id }, { id_item: e1.id, quantidade: 40 }],
    })
  ).body.data;
  const a2 = (
    await post({
      id_evento: eventA.id,
      itens: [
        { id_item: e1.id, quantidade: 10 },
        { id_produto: p1.id, nome: 'Almoço' },
      ],
    })
  ).body.data;
  const b1 = (await post({ id_evento: eventB.id, itens: [{ id_produto: p2.id, quantidade: 2 }, { id_item: e1.id }] })).body.data;
  return { accountId, token, f, eventA, eventB, p1, p2, e1, a1, a2, b1 };
}

const list = (token: string, query: Record<string, string | number | undefined>) => t.request('GET', '/api/v1/orders', { token, query });
const ids = (res: { body: any }) => res.body.data.map((i: any) => i.id);

describe('GET /api/v1/orders (event orders)', () => {
  it('lists every item of the account by id ascending with pagination', async () => {
    const s = await setup();
    await setup(); // another account's rows are never listed
    const res = await list(s.token, {});
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(7);
    expect(res.body.pagination).toEqual({ page: 1, page_size: 100, total_page: 1, total_data: 7, next_cursor: null });
    const all = ids(res);
    expect(all).toEqual([...all].sort((a: number, b: number) => a - b));
    expect(res.body.data[0]).toMatchObject({ nomeevento: 'Evento A', numero_pedido_completo: `${s.eventA.id}-1`, valortotal: 90 });
  });

  it("answers another account's event or order filters with an empty page", async () => {
    const s = await setup();
    const other = await setup();
    for (const query of [
      { idevento: other.eventA.id },
      { idpedido: other.a1.idpedido },
      { idpedido: `${other.eventA.id}-1` },
      { pedido: `${other.eventA.id}-1` },
    ]) {
      const res = await list(s.token, query);
      expect(res.status).toBe(200);
      expect(res.body.pagination.total_data).toBe(0);
    }
  });

  it('filters by idevento', async () => {
    const s = await setup();
    const res = await list(s.token, { idevento: s.eventB.id });
    expect(ids(res)).toEqual(s.b1.itens.map((i: any) => i.id));
    expect((await list(s.token, { idevento: 999999 })).body).toEqual({
      data: [],
      pagination: { page: 1, page_size: 100, total_page: 0, total_data: 0, next_cursor: null },
    });
  });

  it('filters by pedido (<event>-<seq>) and rejects other forms (400)', async () => {
    const s = await setup();
    expect(ids(await list(s.token, { pedido: `${s.eventA.id}-2` }))).toEqual(s.a2.itens.map((i: any) => i.id));
    for (const bad of [String(s.a2.idpedido), 'x', '1-']) expect((await list(s.token, { pedido: bad })).status).toBe(400);
  });

  it('filters by idpedido as numeric ID or <event>-<seq>; malformed is 400', async () => {
    const s = await setup();
    const expected = s.a1.itens.map((i: any) => i.id);
    expect(ids(await list(s.token, { idpedido: s.a1.idpedido }))).toEqual(expected);
    expect(ids(await list(s.token, { idpedido: `${s.eventA.id}-1` }))).toEqual(expected);
    expect((await list(s.token, { idpedido: '1-2-3' })).status).toBe(400);
  });

  it('filters by tipo (2 or 7; others 400)', async () => {
    const s = await setup();
    const services = await list(s.token, { tipo: 2 });
    expect(services.body.data).toHaveLength(4);
    expect(services.body.data.every((i: any) => i.tipo === 2)).toBe(true);
    expect((await list(s.token, { tipo: 7 })).body.data).toHaveLength(3);
    expect((await list(s.token, { tipo: 3 })).status).toBe(400);
  });

  it('combines filters with AND', async () => {
    const s = await setup();
    const res = await list(s.token, { idevento: s.eventA.id, tipo: 7 });
    expect(res.body.data.map((i: any) => [i.numero_pedido_completo, i.quantidade])).toEqual([
      [`${s.eventA.id}-1`, 40],
      [`${s.eventA.id}-2`, 10],
    ]);
    expect((await list(s.token, { idevento: s.eventB.id, pedido: `${s.eventA.id}-1` })).body.data).toEqual([]);
    const all = await list(s.token, {
      idevento: s.eventA.id,
      idpedido: `${s.eventA.id}-2`,
      pedido: `${s.eventA.id}-2`,
      tipo: 2,
      field_sort: 'nome',
      sort: 'desc',
      limit: 1,
      page: 1,
    });
    expect(all.body.data.map((i: any) => i.nome)).toEqual(['Almoço']);
    expect(all.body.pagination).toEqual({ page: 1, page_size: 1, total_page: 1, total_data: 1, next_cursor: null });
  });

  it('sorts by a field both ways, ties broken by id', async () => {
    const s = await setup();
    // A sort no index orders needs a narrowing filter (one event, one order): event A's 5 items.
    const inA = { idevento: s.eventA.id };
    const asc = (await list(s.token, { ...inA, field_sort: 'valor', sort: 'asc' })).body.data;
    expect(asc.map((i: any) => i.valor)).toEqual([5, 5, 30, 30, 200]);
    const fives = asc.filter((i: any) => i.valor === 5).map((i: any) => i.id);
    expect(fives).toEqual([...fives].sort((a: number, b: number) => a - b));
    const desc = (await list(s.token, { ...inA, field_sort: 'valor', sort: 'desc' })).body.data;
    expect(desc.map((i: any) => i.valor)).toEqual([200, 30, 30, 5, 5]);
    expect(desc.map((i: any) => i.id)).toEqual(asc.map((i: any) => i.id).reverse());
    const byName = (await list(s.token, { ...inA, field_sort: 'nome' })).body.data.map((i: any) => i.nome);
    expect(byName).toEqual(['Almoço', 'Bolo', 'Coquetel', 'Toalha', 'Toalha']);
    const byTotal = (await list(s.token, { ...inA, field_sort: 'valortotal', sort: 'desc' })).body.data.map((i: any) => i.valortotal);
    expect(byTotal).toEqual([200, 200, 90, 50, 30]);
    const refused = await list(s.token, { field_sort: 'valor' });
    expect([refused.status, refused.body.errors[0].code]).toEqual([400, 'sort_needs_filter']);
    const byId = (await list(s.token, { sort: 'desc' })).body.data.map((i: any) => i.id);
    expect(byId).toEqual([...byId].sort((a: number, b: number) => b - a));
  });

  it('rejects a field_sort not allowed for event orders and a bad sort (400)', async () => {
    const s = await setup();
    for (const field_sort of ['nome_produto', 'account_id', 'nomeevento; DROP TABLE orders']) {
      const res = await list(s.token, { field_sort });
      expect(res.status).toBe(400);
      expect(res.body.errors[0].field).toBe('field_sort');
    }
    expect((await list(s.token, { sort: 'up' })).status).toBe(400);
  });

  it('pages: limit 1..200 (0 and 201 are 400), page from 1, past the end is empty with true totals', async () => {
    const s = await setup();
    const p1 = await list(s.token, { limit: 3, page: 1 });
    const p3 = await list(s.token, { limit: 3, page: 3 });
    expect(p1.body.pagination).toEqual({ page: 1, page_size: 3, total_page: 3, total_data: 7, next_cursor: expect.any(String) });
    expect(p3.body.data).toHaveLength(1);
    const pages = [...ids(p1), ...ids(await list(s.token, { limit: 3, page: 2 })), ...ids(p3)];
    expect(new Set(pages).size).toBe(7);
    const past = await list(s.token, { limit: 3, page: 4 });
    expect(past.status).toBe(200);
    expect(past.body).toEqual({ data: [], pagination: { page: 4, page_size: 3, total_page: 3, total_data: 7, next_cursor: null } });
    expect((await list(s.token, { limit: 200 })).status).toBe(200);
    for (const query of [{ limit: 0 }, { limit: 201 }, { page: 0 }, { page: -1 }, { limit: 'x' }]) {
      expect((await list(s.token, query)).status).toBe(400);
    }
    expect(
      (await t.request('GET', '/api/v1/orders', { token: s.token, query: { unknown: 1 }, headers: { prefer: 'handling=strict' } })).status,
    ).toBe(400);
  });
});

describe('GET /api/v1/orders?idorcamento= (budget items)', () => {
  async function withBudget() {
    const s = await setup();
    const res = await t.request('POST', '/api/v1/budgets', {
      token: s.token,
      body: {
        idevento: s.eventA.id,
        itens: [
          { idproduto: s.p1.id, tipo: 'produto', quantidade: 2, desconto: 10, tipocalculo: '%', descricao: 'Coquetel de entrada' },
          { idproduto: s.e1.id, tipo: 'item', quantidade: 50, valor: 4.5 },
        ],
      },
    });
    expect(res.status).toBe(201);
    return { ...s, budget: res.body.data };
  }

  it('switches to budget items with the budget item fields', async () => {
    const s = await withBudget();
    const res = await list(s.token, { idorcamento: s.budget.id });
    expect(res.status).toBe(200);
    expect(res.body.pagination).toEqual({ page: 1, page_size: 100, total_page: 1, total_data: 2 });
    expect(Object.keys(res.body.data[0]).sort()).toEqual(
      [
        'id',
        'idproduto',
        'idorcamento',
        'idevento',
        'quantidade',
        'desconto',
        'tipocalculo',
        'valor',
        'valorepoca',
        'valoradd',
        'tipo',
        'campoextra',
        'descricao',
        'ordem',
        'ndias',
        'formato',
        'datacadastro',
        'nome_produto',
        'medida',
        'disponivel',
      ].sort(),
    );
    // The units free on the event's days are shown on equipment lines only.
    expect(res.body.data[0].disponivel).toBeNull();
    expect(typeof res.body.data[1].disponivel).toBe('number');
    expect(res.body.data[0]).toMatchObject({
      idproduto: s.p1.id,
      idorcamento: s.budget.id,
      idevento: s.eventA.id,
      quantidade: 2,
      desconto: 10,
      tipocalculo: '%',
      valor: 30,
      valorepoca: 30,
      tipo: 'produto',
      ordem: 1,
      ndias: 1,
      nome_produto: 'Coquetel',
      medida: 'pessoa',
    });
    expect(res.body.data[1]).toMatchObject({ tipo: 'item', valor: 4.5, valorepoca: 5, nome_produto: 'Toalha', medida: 'un', ordem: 2 });
  });

  it('filters by proposta, sorts by budget fields, pages', async () => {
    const s = await withBudget();
    await t.request('PUT', `/api/v1/budgets/${s.budget.id}`, {
      token: s.token,
      body: { nova_proposta: true, itens: [{ idproduto: s.p2.id, tipo: 'produto' }] },
    });
    expect((await list(s.token, { idorcamento: s.budget.id })).body.data.map((i: any) => i.nome_produto)).toEqual(['Bolo']);
    const first = await list(s.token, { idorcamento: s.budget.id, proposta: `${s.budget.id}-1`, field_sort: 'nome_produto', sort: 'desc' });
    expect(first.body.data.map((i: any) => i.nome_produto)).toEqual(['Toalha', 'Coquetel']);
    const asc = await list(s.token, {
      idorcamento: s.budget.id,
      proposta: `${s.budget.id}-1`,
      field_sort: 'quantidade',
      limit: 1,
      page: 2,
    });
    expect(asc.body.data.map((i: any) => i.quantidade)).toEqual([50]);
    expect(asc.body.pagination).toEqual({ page: 2, page_size: 1, total_page: 2, total_data: 2 });
    expect((await list(s.token, { idorcamento: s.budget.id, proposta: `${s.budget.id}-9` })).body.data).toEqual([]);
  });

  it('rejects event filters or order sort fields with idorcamento, and proposta without it (400)', async () => {
    const s = await withBudget();
    expect((await list(s.token, { idorcamento: s.budget.id, idevento: s.eventA.id })).status).toBe(400);
    expect((await list(s.token, { idorcamento: s.budget.id, field_sort: 'valortotal' })).status).toBe(400);
    expect((await list(s.token, { proposta: `${s.budget.id}-1` })).status).toBe(400);
    expect((await list(s.token, { idorcamento: s.budget.id, proposta: 'abc' })).status).toBe(400);
  });

  it("never lists another account's budget items", async () => {
    const s = await withBudget();
    const other = await t.newAccount();
    const res = await list(other.token, { idorcamento: s.budget.id });
    expect(res.body).toEqual({ data: [], pagination: { page: 1, page_size: 100, total_page: 0, total_data: 0 } });
  });
});

describe('OpenAPI', () => {
  it('documents both field_sort lists as enums and all six order routes', async () => {
    const doc = (await t.request('GET', '/docs-json')).body;
    const param = doc.paths['/api/v1/orders'].get.parameters.find((p: any) => p.name === 'field_sort');
    const titles = param.schema.anyOf.map((s: any) => s.title);
    expect(titles).toEqual(['OrderItemSortField', 'BudgetItemSortField']);
    expect(param.schema.anyOf[1].enum).toContain('nome_produto');
    expect(Object.keys(doc.paths['/api/v1/orders']).sort()).toEqual(['get', 'post']);
    expect(Object.keys(doc.paths['/api/v1/orders/{id}']).sort()).toEqual(['delete', 'get', 'put']);
    expect(Object.keys(doc.paths['/api/v1/orders/{id}/items'])).toEqual(['delete']);
    expect(Object.keys(doc.paths['/api/v1/budgets/{id}']).sort()).toEqual(['delete', 'get', 'put']);
    expect(doc.components.schemas.OrderItemDto.properties).toHaveProperty('valortotal');
    expect(doc.components.schemas.BudgetViewDto.properties).toHaveProperty('token');
  });
});
