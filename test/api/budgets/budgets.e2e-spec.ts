import { countRows, notificationsOf } from '../../support/db-probes';
import { startTestApp, TestApp } from '../../support/harness';
import { orderFactories } from '../../support/order-factories';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

async function setup() {
  const { accountId, token } = await t.newAccount();
  const f = orderFactories(t, accountId);
  const client = await f.client({ nome: 'Maria Lima' });
  const event = await f.event({ nome: 'Bodas de prata', id_cliente: client.id });
  const product = await f.product({ nome: 'Jantar', valor: 10.1, medida: 'pessoa' });
  const equipment = await f.equipment({ nome: 'Tenda 10x10', valor: 800, medida: 'un' });
  return { accountId, token, f, client, event, product, equipment };
}

const post = (token: string, body: unknown) => t.request('POST', '/api/v1/budgets', { token, body });

describe('budgets', () => {
  it('creates a budget with its first proposal and items: data carries id, token, proposta', async () => {
    const s = await setup();
    const res = await post(s.token, {
      idevento: s.event.id,
      itens: [
        { idproduto: s.product.id, tipo: 'produto', quantidade: 3, ndias: 1.5, desconto: 0.05, descricao: 'Menu italiano' },
        { idproduto: s.equipment.id, tipo: 'item', valor: 700, desconto: 10, tipocalculo: '%' },
      ],
    });
    expect(res.status).toBe(201);
    expect(res.body.status).toBe('success');
    const d = res.body.data;
    expect(d).toMatchObject({ proposta: `${d.id}-1`, id_cliente: s.client.id, idevento: s.event.id, status: 'ABERTO', lastFollowUp: null });
    expect(d.token).toMatch(/^[A-Za-z0-9_-]{32,}$/);
    // 10.10 × 3 × 1.5 − 0.05 = 45.40; 700 − 10% = 630
    expect(d.valorinicial).toBe(675.4);
    expect(d.itens.map((i: any) => [i.nome_produto, i.valor, i.valorepoca, i.medida, i.tipo])).toEqual([
      ['Jantar', 10.1, 10.1, 'pessoa', 'produto'],
      ['Tenda 10x10', 700, 800, 'un', 'item'],
    ]);
    const other = await post(s.token, {});
    expect(other.body.data.token).not.toBe(d.token);
    expect(other.body.data).toMatchObject({ valorinicial: 0, idevento: null, id_cliente: null, itens: [] });
  });

  it('views a budget with token, valorinicial, lastFollowUp, proposals and items', async () => {
    const s = await setup();
    const created = (
      await post(s.token, { id_cliente: s.client.id, lastFollowUp: '2026-11-20', itens: [{ idproduto: s.product.id, tipo: 'produto' }] })
    ).body.data;
    const res = await t.request('GET', `/api/v1/budgets/${created.id}`, { token: s.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: created.id,
      token: created.token,
      valorinicial: 10.1,
      valortotal: 10.1,
      lastFollowUp: '2026-11-20',
      idevento: null,
      proposta: `${created.id}-1`,
      propostas: [{ proposta: `${created.id}-1`, datacadastro: expect.any(String) }],
      itens: [expect.objectContaining({ idevento: 0, nome_produto: 'Jantar' })],
    });
  });

  it('rejects unknown client, event, product or equipment (422, all listed, nothing written) and bad shapes (400)', async () => {
    const s = await setup();
    const other = await setup();
    const res = await post(s.token, {
      id_cliente: other.client.id,
      idevento: 999999,
      itens: [
        { idproduto: s.product.id, tipo: 'produto' },
        { idproduto: 999998, tipo: 'item' },
        { idproduto: other.equipment.id, tipo: 'item' },
      ],
    });
    expect(res.status).toBe(422);
    expect(res.body.errors.map((e: any) => e.field)).toEqual(['idevento', 'id_cliente', 'itens[1].idproduto', 'itens[2].idproduto']);
    expect(await countRows(t, 'budgets', s.accountId)).toBe(0);
    expect(await countRows(t, 'budget_items', s.accountId)).toBe(0);
    expect((await post(s.token, { itens: [{ idproduto: s.product.id, tipo: 'servico' }] })).status).toBe(400);
    expect((await post(s.token, { itens: [{ idproduto: s.product.id, tipo: 'produto', desconto: 150, tipocalculo: '%' }] })).status).toBe(
      400,
    );
    expect((await post(s.token, { lastFollowUp: '20/11/2026' })).status).toBe(400);
  });

  it('updates fields, replaces the current proposal items, starts a new proposal', async () => {
    const s = await setup();
    const b = (await post(s.token, { itens: [{ idproduto: s.product.id, tipo: 'produto' }] })).body.data;
    const r1 = await t.request('PUT', `/api/v1/budgets/${b.id}`, {
      token: s.token,
      body: {
        status: 'APROVADO',
        lastFollowUp: '2026-11-21',
        idevento: s.event.id,
        itens: [{ idproduto: s.equipment.id, tipo: 'item', quantidade: 2 }],
      },
    });
    expect(r1.status).toBe(200);
    expect(r1.body.data).toMatchObject({
      status: 'APROVADO',
      lastFollowUp: '2026-11-21',
      idevento: s.event.id,
      proposta: `${b.id}-1`,
      valorinicial: 10.1,
      valortotal: 1600,
    });
    expect(r1.body.data.itens).toEqual([expect.objectContaining({ nome_produto: 'Tenda 10x10', quantidade: 2, idevento: s.event.id })]);
    const r2 = await t.request('PUT', `/api/v1/budgets/${b.id}`, { token: s.token, body: { nova_proposta: true } });
    expect(r2.body.data).toMatchObject({
      proposta: `${b.id}-2`,
      propostas: [expect.objectContaining({ proposta: `${b.id}-1` }), expect.objectContaining({ proposta: `${b.id}-2` })],
    });
    expect(r2.body.data.itens).toEqual([expect.objectContaining({ nome_produto: 'Tenda 10x10', quantidade: 2 })]);
    const bad = await t.request('PUT', `/api/v1/budgets/${b.id}`, {
      token: s.token,
      body: { itens: [{ idproduto: 999999, tipo: 'produto' }] },
    });
    expect(bad.status).toBe(422);
    expect((await t.request('GET', `/api/v1/budgets/${b.id}`, { token: s.token })).body.itens).toHaveLength(1);
    expect((await t.request('PUT', '/api/v1/budgets/999999', { token: s.token, body: { status: 'RECUSADO' } })).status).toBe(404);
    expect((await t.request('PUT', `/api/v1/budgets/${b.id}`, { token: s.token, body: { status: 'X' } })).status).toBe(400);
  });

  it('clears the notes and the last follow-up with null; "" leaves them as they are', async () => {
    const s = await setup();
    const b = (await post(s.token, { observacoes: 'Ligar de manhã', lastFollowUp: '2026-11-21' })).body.data;
    const put = (body: object) => t.request('PUT', `/api/v1/budgets/${b.id}`, { token: s.token, body });
    expect((await put({ observacoes: '', status: 'APROVADO' })).body.data).toMatchObject({
      observacoes: 'Ligar de manhã',
      status: 'APROVADO',
    });
    const cleared = await put({ observacoes: null, lastFollowUp: null });
    expect([cleared.status, cleared.body.data?.observacoes, cleared.body.data?.lastFollowUp]).toEqual([200, null, null]);
  });

  it('lists with filters by client, event, status and period, sorting and pagination', async () => {
    const s = await setup();
    const c2 = await s.f.client({ nome: 'João' });
    const b1 = (await post(s.token, { id_cliente: s.client.id, itens: [{ idproduto: s.product.id, tipo: 'produto', quantidade: 10 }] }))
      .body.data;
    const b2 = (await post(s.token, { idevento: s.event.id })).body.data;
    const b3 = (await post(s.token, { id_cliente: c2.id, itens: [{ idproduto: s.equipment.id, tipo: 'item' }] })).body.data;
    await t.request('PUT', `/api/v1/budgets/${b3.id}`, { token: s.token, body: { status: 'CANCELADO' } });
    const get = (query: Record<string, string | number>) => t.request('GET', '/api/v1/budgets', { token: s.token, query });
    const all = await get({});
    expect(all.body.pagination).toEqual({ page: 1, page_size: 100, total_page: 1, total_data: 3 });
    expect(all.body.data[0]).toMatchObject({ id: b1.id, token: b1.token, valorinicial: 101, lastFollowUp: null, proposta: `${b1.id}-1` });
    expect((await get({ id_cliente: s.client.id })).body.data.map((b: any) => b.id)).toEqual([b1.id, b2.id]);
    expect((await get({ idevento: s.event.id })).body.data.map((b: any) => b.id)).toEqual([b2.id]);
    expect((await get({ status: 'CANCELADO' })).body.data.map((b: any) => b.id)).toEqual([b3.id]);
    // A period is served by the registration date's index, in that order (by ID it needs a narrowing filter).
    expect((await get({ data_inicio: '2000-01-01', data_fim: '2099-12-31', field_sort: 'datacadastro' })).body.data).toHaveLength(3);
    expect((await get({ data_fim: '2000-01-01', field_sort: 'datacadastro' })).body.data).toHaveLength(0);
    expect((await get({ data_inicio: '2000-01-01', id_cliente: s.client.id })).body.data.map((b: any) => b.id)).toEqual([b1.id, b2.id]);
    expect((await get({ field_sort: 'valorinicial', sort: 'desc' })).body.data.map((b: any) => b.id)).toEqual([b3.id, b1.id, b2.id]);
    expect((await get({ limit: 2, page: 2 })).body).toMatchObject({
      data: [expect.objectContaining({ id: b3.id })],
      pagination: { total_page: 2 },
    });
    expect((await get({ field_sort: 'token' })).status).toBe(400);
    expect((await get({ limit: 201 })).status).toBe(400);
    expect((await get({ data_inicio: '2026-12-01', data_fim: '2026-01-01' })).status).toBe(400);
    const other = await t.newAccount();
    expect((await t.request('GET', '/api/v1/budgets', { token: other.token })).body.data).toEqual([]);
  });

  it('deletes a budget with its proposals and items; foreign and unknown budgets are 404', async () => {
    const s = await setup();
    const other = await setup();
    const b = (await post(s.token, { itens: [{ idproduto: s.product.id, tipo: 'produto' }] })).body.data;
    expect((await t.request('GET', `/api/v1/budgets/${b.id}`, { token: other.token })).status).toBe(404);
    expect((await t.request('DELETE', `/api/v1/budgets/${b.id}`, { token: other.token })).status).toBe(404);
    expect((await t.request('GET', '/api/v1/budgets/abc', { token: s.token })).status).toBe(400);
    const res = await t.request('DELETE', `/api/v1/budgets/${b.id}`, { token: s.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'success', message: expect.stringContaining(String(b.id)) });
    for (const table of ['budgets', 'budget_proposals', 'budget_items']) expect(await countRows(t, table, s.accountId)).toBe(0);
    expect((await t.request('GET', `/api/v1/budgets/${b.id}`, { token: s.token })).status).toBe(404);
  });

  it('records budget_created, budget_updated, budget_deleted', async () => {
    const s = await setup();
    const b = (await post(s.token, {})).body.data;
    await t.request('PUT', `/api/v1/budgets/${b.id}`, { token: s.token, body: { observacoes: 'ligar amanhã' } });
    await t.request('DELETE', `/api/v1/budgets/${b.id}`, { token: s.token });
    const notes = await notificationsOf(t, s.accountId);
    expect(notes.map((n) => n.event)).toEqual(['budget_created', 'budget_updated', 'budget_deleted']);
    expect(notes[1].payload[0]).toMatchObject({ id: b.id, token: b.token, observacoes: 'ligar amanhã' });
  });

  it('answers null in numeric, ID and enum fields with 400 naming the field, writing nothing', async () => {
    const s = await setup();
    for (const [body, field] of [
      [{ itens: [{ idproduto: s.product.id, tipo: 'produto', quantidade: null }] }, 'itens[0].quantidade'],
      [{ itens: [{ idproduto: s.product.id, tipo: 'produto', valor: null }] }, 'itens[0].valor'],
      [{ itens: [{ idproduto: s.product.id, tipo: 'produto', desconto: null }] }, 'itens[0].desconto'],
      [{ itens: [{ idproduto: null, tipo: 'produto' }] }, 'itens[0].idproduto'],
      [{ id_cliente: null }, 'id_cliente'],
      [{ idevento: null }, 'idevento'],
    ] as const) {
      const res = await post(s.token, body);
      expect([field, res.status]).toEqual([field, 400]);
      expect(res.body.errors.map((e: any) => e.field)).toContain(field);
    }
    expect(await countRows(t, 'budgets', s.accountId)).toBe(0);
    const created = (await post(s.token, { itens: [{ idproduto: s.product.id, tipo: 'produto' }] })).body.data;
    for (const [body, field] of [
      [{ status: null }, 'status'],
      [{ id_cliente: null }, 'id_cliente'],
      [{ itens: [{ idproduto: s.product.id, tipo: 'produto', ndias: null }] }, 'itens[0].ndias'],
    ] as const) {
      const res = await t.request('PUT', `/api/v1/budgets/${created.id}`, { token: s.token, body });
      expect([field, res.status]).toEqual([field, 400]);
      expect(res.body.errors.map((e: any) => e.field)).toContain(field);
    }
  });

  it('answers an item total or budget total beyond DECIMAL(12,2) with 400 out_of_range, writing nothing', async () => {
    const s = await setup();
    const huge = { idproduto: s.equipment.id, tipo: 'item', quantidade: 999_999_999.999, ndias: 999_999_999.999 };
    const res = await post(s.token, { itens: [{ idproduto: s.product.id, tipo: 'produto' }, huge] });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([expect.objectContaining({ field: 'itens[1]', code: 'out_of_range' })]);
    // Two items that fit alone but not together (valorinicial).
    const half = { idproduto: s.product.id, tipo: 'produto', valor: 6_000_000_000 };
    const sum = await post(s.token, { itens: [half, half] });
    expect(sum.status).toBe(400);
    expect(sum.body.errors).toEqual([expect.objectContaining({ field: 'itens', code: 'out_of_range' })]);
    expect(await countRows(t, 'budgets', s.accountId)).toBe(0);
    const created = (await post(s.token, { itens: [{ idproduto: s.product.id, tipo: 'produto' }] })).body.data;
    const put = await t.request('PUT', `/api/v1/budgets/${created.id}`, { token: s.token, body: { itens: [huge] } });
    expect(put.status).toBe(400);
    expect(put.body.errors[0]).toMatchObject({ field: 'itens[0]', code: 'out_of_range' });
    expect((await t.request('GET', `/api/v1/budgets/${created.id}`, { token: s.token })).body.itens).toHaveLength(1);
  });

  it('stores the items of a request with one insert, keeping order, values and ordem', async () => {
    const s = await setup();
    const itens = Array.from({ length: 500 }, (_, i) => ({
      idproduto: i % 2 ? s.equipment.id : s.product.id,
      tipo: i % 2 ? 'item' : 'produto',
      quantidade: i + 1,
    }));
    const res = await post(s.token, { itens });
    expect(res.status).toBe(201);
    expect(res.body.data.itens.map((i: any) => [i.quantidade, i.ordem, i.tipo])).toEqual(itens.map((it, i) => [i + 1, i + 1, it.tipo]));
    expect(await countRows(t, 'budget_items', s.accountId)).toBe(500);
    const copy = await t.request('PUT', `/api/v1/budgets/${res.body.data.id}`, { token: s.token, body: { nova_proposta: true } });
    expect(copy.status).toBe(200);
    expect(copy.body.data.itens.map((i: any) => i.quantidade)).toEqual(itens.map((_, i) => i + 1));
    expect(await countRows(t, 'budget_items', s.accountId)).toBe(1000);
  });

  it('answers a budget item page far past the end (page=1e20) with an empty page, not a 500', async () => {
    const s = await setup();
    const created = (await post(s.token, { itens: [{ idproduto: s.product.id, tipo: 'produto' }] })).body.data;
    const res = await t.request('GET', '/api/v1/orders', { token: s.token, query: { idorcamento: created.id, page: '1e20' } });
    // 200 with an empty page here; a 400 once the shared pagination caps `page`; never a 500.
    expect([200, 400]).toContain(res.status);
    if (res.status === 200) expect(res.body).toMatchObject({ data: [], pagination: { total_data: 1 } });
    const past = await t.request('GET', '/api/v1/orders', { token: s.token, query: { idorcamento: created.id, page: 3, limit: 1 } });
    expect(past.status).toBe(200);
    expect(past.body).toMatchObject({ data: [], pagination: { total_data: 1 } });
  });
});
