import { parse } from 'csv-parse/sync';

import { commandIn } from '../../support/cli-in';
import { expectTotalsKept } from '../../support/db-probes';
import { startTestApp, TestApp, TestResponse } from '../../support/harness';
import { orderFactories } from '../../support/order-factories';

// The three reports, against figures computed by hand (with Python's decimal module, apart from
// the service): an event with lines that carry a discount and an addition, a three-day rental,
// two sellers, an apportioned payable and one without a category, an installment plan across
// three months with its first installment paid; and a cancelled event that kept a fee.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

type Req = (
  method: string,
  path: string,
  body?: unknown,
  query?: Record<string, string>,
  headers?: Record<string, string>,
) => Promise<TestResponse<any>>;

async function scenario() {
  const { accountId, token } = await t.newAccount();
  const req: Req = (method, path, body, query, headers) => t.request(method, path, { token, body, query, headers });
  const f = orderFactories(t, accountId);
  const ana = await f.seller({ nome: 'Ana Vendas' });
  const bruno = await f.seller({ nome: 'Bruno Vendas' });
  expect((await req('PUT', `/api/v1/seller/${ana.id}`, { comissao_percentual: 5 })).status).toBe(200);
  expect((await req('PUT', `/api/v1/seller/${bruno.id}`, { comissao_percentual: 7.5 })).status).toBe(200);
  const buffet = await f.product({ nome: 'Buffet completo', valor: 150.5, valorcusto: 80 });
  const mesa = await f.equipment({ nome: 'Mesa redonda', valor: 25, valorcusto: 10 });
  const categories = (await req('GET', '/api/v1/financialcategory')).body.data as { id: number; nome: string }[];
  const [vendas, fornecedores] = categories;
  const costCenters = (await req('GET', '/api/v1/costcenter')).body.data as { id: number }[];

  // The wedding (March, Ana): 100 × 150.50 − 50.25 + 10.00, a table for 10 × 3 days, and 2 × 150.50 sold by Bruno.
  const wedding = await f.event({ nome: 'Casamento Ana e Bruno', data_evento: '2026-03-14', id_vendedor: ana.id });
  const order = await req('POST', '/api/v1/orders', {
    id_evento: wedding.id,
    itens: [
      { id_produto: buffet.id, quantidade: 100 },
      { id_item: mesa.id, quantidade: 10, ndias: 3 },
      { id_produto: buffet.id, quantidade: 2, id_vendedor: bruno.id },
    ],
  });
  expect(order.status).toBe(201);
  const buffetLine = order.body.data.itens[0].id as number;
  expect(
    (await req('PUT', `/api/v1/orders/${order.body.data.idpedido}`, { itens: [{ id: buffetLine, valordesconto: 50.25, valoradd: 10 }] }))
      .status,
  ).toBe(200);
  const entry = async (body: Record<string, unknown>) => {
    const res = await req('POST', '/api/v1/financial', { forma_pagamento: 'pix', ...body });
    expect(res.status).toBe(201);
    return res.body.data;
  };
  // A payable split between two cost centres, paid; another without a category, open.
  await entry({
    tipo: 'despesa',
    descricao: 'Equipe de cozinha',
    valor: 1200,
    data_vencimento: '2026-03-10',
    idevento: wedding.id,
    id_categoria: fornecedores.id,
    pago: true,
    datapagamento: '2026-03-10',
    rateio: [
      { id_centro_custo: costCenters[0].id, percentual: 60 },
      { id_centro_custo: costCenters[1].id, percentual: 40 },
    ],
  });
  await entry({ tipo: 'despesa', descricao: 'Frete', valor: 333.33, data_vencimento: '2026-03-20', idevento: wedding.id });
  // 10,000.00 in three monthly installments (3,333.34, 3,333.33, 3,333.33 due March to May); the first paid on April 2.
  const plan = await entry({
    tipo: 'receita',
    descricao: 'Contrato do casamento',
    valor: 10000,
    parcelas: 3,
    data_vencimento: '2026-03-31',
    idevento: wedding.id,
    id_cliente: null,
    id_categoria: vendas.id,
  });
  const first = (Array.isArray(plan) ? plan[0] : plan).id as number;
  expect((await req('PUT', `/api/v1/financial/${first}`, { pago: true, datapagamento: '2026-04-02' })).status).toBe(200);

  // The party (April, Bruno): 10 × 150.50, a 500.00 fee received on April 25, then cancelled.
  const party = await f.event({ nome: 'Festa cancelada', data_evento: '2026-04-20', id_vendedor: bruno.id });
  expect((await req('POST', '/api/v1/orders', { id_evento: party.id, itens: [{ id_produto: buffet.id, quantidade: 10 }] })).status).toBe(
    201,
  );
  await entry({
    tipo: 'receita',
    descricao: 'Taxa de cancelamento',
    valor: 500,
    data_vencimento: '2026-04-25',
    idevento: party.id,
    id_categoria: vendas.id,
    pago: true,
    datapagamento: '2026-04-25',
  });
  expect((await req('PUT', `/api/v1/events/${party.id}`, { status: 'CANCELADO' })).status).toBe(200);
  return { accountId, token, req, ana, bruno, vendas, fornecedores, wedding, party };
}

describe('GET /api/v1/events/{id}/costs', () => {
  it('answers each line, type, payable category and the totals as computed by hand', async () => {
    const s = await scenario();
    const res = await s.req('GET', `/api/v1/events/${s.wedding.id}/costs`);
    expect(res.status).toBe(200);
    expect(res.body.evento).toEqual({
      id: s.wedding.id,
      nome: 'Casamento Ana e Bruno',
      data_evento: '2026-03-14',
      data_fim: null,
      status: 'PREVISTO',
    });
    expect(res.body.itens.map((i: Record<string, unknown>) => [i.tipo, i.quantidade, i.ndias, i.venda, i.custo, i.margem])).toEqual([
      [2, 100, 1, 15009.75, 8000, 7009.75],
      [7, 10, 3, 750, 300, 450],
      [2, 2, 1, 301, 160, 141],
    ]);
    expect(res.body.itens[0].pedido).toBe(`${s.wedding.id}-1`);
    expect(res.body.por_tipo).toEqual([
      { tipo: 2, descricao: 'Produtos e serviços', itens: 2, venda: 15310.75, custo: 8160, margem: 7150.75 },
      { tipo: 7, descricao: 'Equipamentos', itens: 1, venda: 750, custo: 300, margem: 450 },
    ]);
    expect(res.body.despesas).toEqual([
      { id_categoria: null, categoria: 'Sem categoria', lancamentos: 1, valor: 333.33, pago: 0, a_pagar: 333.33 },
      { id_categoria: s.fornecedores.id, categoria: s.fornecedores.nome, lancamentos: 1, valor: 1200, pago: 1200, a_pagar: 0 },
    ]);
    expect(res.body.receitas).toEqual({ lancamentos: 3, faturado: 10000, recebido: 3333.34, a_receber: 6666.66 });
    expect(res.body.totais).toEqual({
      venda: 16060.75,
      custo_itens: 8460,
      despesas: 1533.33,
      custo: 9993.33,
      margem: 6067.42,
      margem_percentual: 37.78,
      faturado: 10000,
      recebido: 3333.34,
      a_receber: 6666.66,
    });
  });

  it('answers a cancelled event with what it still holds', async () => {
    const s = await scenario();
    const res = await s.req('GET', `/api/v1/events/${s.party.id}/costs`);
    expect(res.status).toBe(200);
    expect(res.body.evento.status).toBe('CANCELADO');
    expect(res.body.totais).toEqual({
      venda: 1505,
      custo_itens: 800,
      despesas: 0,
      custo: 800,
      margem: 705,
      margem_percentual: 46.84,
      faturado: 500,
      recebido: 500,
      a_receber: 0,
    });
  });

  it('answers an event without lines or entries with zeros and no margin percent', async () => {
    const { accountId, token } = await t.newAccount();
    const event = await orderFactories(t, accountId).event();
    const res = await t.request('GET', `/api/v1/events/${event.id}/costs`, { token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      itens: [],
      por_tipo: [],
      despesas: [],
      receitas: { lancamentos: 0, faturado: 0, recebido: 0, a_receber: 0 },
    });
    expect(res.body.totais).toMatchObject({ venda: 0, custo: 0, margem: 0, margem_percentual: null });
  });

  it("is 404 for another account's event and 400 for an ID that is not one", async () => {
    const s = await scenario();
    const other = await t.newAccount();
    const res = await t.request('GET', `/api/v1/events/${s.wedding.id}/costs`, { token: other.token });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ status: 'error', errors: [expect.objectContaining({ code: 'not_found' })] });
    expect((await s.req('GET', '/api/v1/events/abc/costs')).status).toBe(400);
  });
});

describe('GET /api/v1/reports/results', () => {
  it('answers the income statement per competence month and category, every month of the period', async () => {
    const s = await scenario();
    const res = await s.req('GET', '/api/v1/reports/results', undefined, { de: '2026-02', ate: '2026-05' });
    expect(res.status).toBe(200);
    const months = res.body.meses as Record<string, any>[];
    expect(
      months.map((m) => [
        m.competencia,
        m.receitas.total,
        m.receitas.realizado,
        m.despesas.total,
        m.despesas.realizado,
        m.resultado,
        m.resultado_realizado,
      ]),
    ).toEqual([
      ['2026-02', 0, 0, 0, 0, 0, 0],
      ['2026-03', 3333.34, 3333.34, 1533.33, 1200, 1800.01, 2133.34],
      ['2026-04', 3833.33, 500, 0, 0, 3833.33, 500],
      ['2026-05', 3333.33, 0, 0, 0, 3333.33, 0],
    ]);
    expect(months[1].despesas.categorias).toEqual([
      { id_categoria: null, categoria: 'Sem categoria', valor: 333.33, realizado: 0 },
      { id_categoria: s.fornecedores.id, categoria: s.fornecedores.nome, valor: 1200, realizado: 1200 },
    ]);
    expect(months[2].receitas.categorias).toEqual([
      { id_categoria: s.vendas.id, categoria: s.vendas.nome, valor: 3833.33, realizado: 500 },
    ]);
    expect(res.body.periodo).toMatchObject({ resultado: 8966.67, resultado_realizado: 2633.34 });
    expect(res.body.periodo.receitas).toMatchObject({ total: 10500, realizado: 3833.34 });
    expect(res.body.periodo.despesas).toMatchObject({ total: 1533.33, realizado: 1200 });
  });

  it("adds up to the period's event cost reports to the cent", async () => {
    const s = await scenario();
    const results = (await s.req('GET', '/api/v1/reports/results', undefined, { de: '2026-03', ate: '2026-05' })).body;
    const events = await Promise.all([s.wedding.id, s.party.id].map(async (id) => (await s.req('GET', `/api/v1/events/${id}/costs`)).body));
    const cents = (values: number[]) => values.reduce((a, v) => a + Math.round(v * 100), 0);
    expect(cents(events.map((e) => e.receitas.faturado))).toBe(Math.round(results.periodo.receitas.total * 100));
    expect(cents(events.map((e) => e.totais.despesas))).toBe(Math.round(results.periodo.despesas.total * 100));
    expect(cents(events.map((e) => e.receitas.recebido))).toBe(Math.round(results.periodo.receitas.realizado * 100));
  });

  it("counts only the account's own entries", async () => {
    await scenario();
    const other = await t.newAccount();
    const res = await t.request('GET', '/api/v1/reports/results', { token: other.token, query: { de: '2026-03', ate: '2026-03' } });
    expect(res.status).toBe(200);
    expect(res.body.periodo).toMatchObject({
      resultado: 0,
      receitas: { total: 0, categorias: [] },
      despesas: { total: 0, categorias: [] },
    });
  });

  it.each([
    [{ ate: '2026-03' }, 'de', 'required'],
    [{ de: '2026-03' }, 'ate', 'required'],
    [{ de: '2026-13', ate: '2026-12' }, 'de', 'invalid_month'],
    [{ de: '2026-1', ate: '2026-12' }, 'de', 'invalid_month'],
    [{ de: '2026-01-01', ate: '2026-12' }, 'de', 'invalid_month'],
    [{ de: '2026-05', ate: '2026-04' }, 'ate', 'period_reversed'],
    [{ de: '2025-01', ate: '2027-01' }, 'ate', 'period_too_long'],
  ])('is 400 for the period %j (%s %s)', async (query, field, code) => {
    const { token } = await t.newAccount();
    const res = await t.request('GET', '/api/v1/reports/results', { token, query });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ status: 'error', errors: [expect.objectContaining({ field, code })] });
  });

  it('answers 24 months, the longest period', async () => {
    const { token } = await t.newAccount();
    const res = await t.request('GET', '/api/v1/reports/results', { token, query: { de: '2025-01', ate: '2026-12' } });
    expect(res.status).toBe(200);
    expect(res.body.meses).toHaveLength(24);
  });
});

describe('GET /api/v1/reports/commissions', () => {
  it('base vendido: what each seller sold on the period’s events, cancelled ones left out, rounded once', async () => {
    const s = await scenario();
    const res = await s.req('GET', '/api/v1/reports/commissions', undefined, { de: '2026-03', ate: '2026-04' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ de: '2026-03', ate: '2026-04', base: 'vendido' });
    expect(res.body.vendedores).toEqual([
      {
        id_vendedor: s.ana.id,
        nome: 'Ana Vendas',
        comissao_percentual: 5,
        base: 15759.75,
        comissao: 787.99,
        eventos: [
          {
            id_evento: s.wedding.id,
            nome: 'Casamento Ana e Bruno',
            data_evento: '2026-03-14',
            status: 'PREVISTO',
            base: 15759.75,
            comissao: 787.99,
          },
        ],
      },
      {
        id_vendedor: s.bruno.id,
        nome: 'Bruno Vendas',
        comissao_percentual: 7.5,
        base: 301,
        comissao: 22.58,
        eventos: [
          {
            id_evento: s.wedding.id,
            nome: 'Casamento Ana e Bruno',
            data_evento: '2026-03-14',
            status: 'PREVISTO',
            base: 301,
            comissao: 22.58,
          },
        ],
      },
    ]);
    // The total is the exact commissions rounded once (810.5625), not the rounded ones added (810.57).
    expect(res.body.totais).toEqual({ base: 16060.75, comissao: 810.56 });
  });

  it('base recebido: the period’s payments shared among each event’s sellers by what they sold', async () => {
    const s = await scenario();
    const res = await s.req('GET', '/api/v1/reports/commissions', undefined, { de: '2026-04', ate: '2026-04', base: 'recebido' });
    expect(res.status).toBe(200);
    const [ana, bruno] = res.body.vendedores;
    expect(ana).toMatchObject({ id_vendedor: s.ana.id, base: 3270.87, comissao: 163.54 });
    expect(bruno).toMatchObject({ id_vendedor: s.bruno.id, base: 562.47, comissao: 42.19 });
    expect(bruno.eventos.map((e: Record<string, unknown>) => [e.id_evento, e.base])).toEqual([
      [s.wedding.id, 62.47],
      [s.party.id, 500],
    ]);
    expect(res.body.totais).toEqual({ base: 3833.34, comissao: 205.73 });
  });

  it('is 400 for a base it does not know and for a bad period', async () => {
    const { token } = await t.newAccount();
    const base = await t.request('GET', '/api/v1/reports/commissions', {
      token,
      query: { de: '2026-01', ate: '2026-01', base: 'faturado' },
    });
    expect(base.status).toBe(400);
    expect(base.body.errors).toEqual([expect.objectContaining({ field: 'base' })]);
    const long = await t.request('GET', '/api/v1/reports/commissions', { token, query: { de: '2024-01', ate: '2026-01' } });
    expect(long.status).toBe(400);
    expect(long.body.errors).toEqual([expect.objectContaining({ field: 'ate', code: 'period_too_long' })]);
  });
});

describe('CSV', () => {
  /** The CSV of a report as sent (the bytes: a decoder would drop the byte-order mark), parsed back. */
  const csvGet = async (token: string, path: string, query: Record<string, string> = {}) => {
    const res = await fetch(`${t.baseUrl}${path}?${new URLSearchParams(query)}`, {
      headers: { authorization: `Bearer ${token}`, accept: 'text/csv' },
    });
    const bytes = Buffer.from(await res.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    return { res, rows: parse(bytes, { bom: true, columns: true, delimiter: ';' }) as Record<string, string>[] };
  };

  it('the cost report parses back to the JSON figures, in the Brazilian number format', async () => {
    const s = await scenario();
    const { res, rows } = await csvGet(s.token, `/api/v1/events/${s.wedding.id}/costs`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv; charset=utf-8/);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="custos-evento-${s.wedding.id}.csv"`);
    expect(rows.filter((r) => r.secao === 'item').map((r) => [r.quantidade, r.dias, r.venda, r.custo])).toEqual([
      ['100', '1', '15.009,75', '8.000,00'],
      ['10', '3', '750,00', '300,00'],
      ['2', '1', '301,00', '160,00'],
    ]);
    expect(rows.find((r) => r.secao === 'total')).toMatchObject({ venda: '16.060,75', custo: '9.993,33', margem: '6.067,42' });
    expect(rows.find((r) => r.secao === 'receitas')).toMatchObject({ valor: '10.000,00', pago: '3.333,34', em_aberto: '6.666,66' });
  });

  it('the results and the commissions parse back, one row per figure', async () => {
    const s = await scenario();
    const { rows: results } = await csvGet(s.token, '/api/v1/reports/results', { de: '2026-03', ate: '2026-03' });
    expect(results).toEqual([
      {
        competencia: '2026-03',
        tipo: 'receita',
        id_categoria: String(s.vendas.id),
        categoria: s.vendas.nome,
        valor: '3.333,34',
        realizado: '3.333,34',
      },
      { competencia: '2026-03', tipo: 'despesa', id_categoria: '', categoria: 'Sem categoria', valor: '333,33', realizado: '0,00' },
      {
        competencia: '2026-03',
        tipo: 'despesa',
        id_categoria: String(s.fornecedores.id),
        categoria: s.fornecedores.nome,
        valor: '1.200,00',
        realizado: '1.200,00',
      },
      {
        competencia: '2026-03',
        tipo: 'resultado',
        id_categoria: '',
        categoria: 'Resultado do mês',
        valor: '1.800,01',
        realizado: '2.133,34',
      },
      {
        competencia: '2026-03/2026-03',
        tipo: 'resultado',
        id_categoria: '',
        categoria: 'Resultado do período',
        valor: '1.800,01',
        realizado: '2.133,34',
      },
    ]);
    const { rows: commissions } = await csvGet(s.token, '/api/v1/reports/commissions', { de: '2026-03', ate: '2026-04' });
    expect(commissions.map((r) => [r.vendedor, r.comissao_percentual, r.evento, r.base, r.comissao])).toEqual([
      ['Ana Vendas', '5', 'Casamento Ana e Bruno', '15.759,75', '787,99'],
      ['Ana Vendas', '5', 'Total do vendedor', '15.759,75', '787,99'],
      ['Bruno Vendas', '7,5', 'Casamento Ana e Bruno', '301,00', '22,58'],
      ['Bruno Vendas', '7,5', 'Total do vendedor', '301,00', '22,58'],
    ]);
  });

  it('a bad period is the JSON error envelope, CSV asked or not', async () => {
    const { token } = await t.newAccount();
    const res = await t.request('GET', '/api/v1/reports/results', {
      token,
      query: { de: '2026-05', ate: '2026-04' },
      headers: { accept: 'text/csv' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ status: 'error', errors: [expect.objectContaining({ code: 'period_reversed' })] });
  });
});

describe('sellers: the commission percentage', () => {
  it('PUT /api/v1/seller/{id} sets it (shown in the list) and changes only what is sent', async () => {
    const { accountId, token } = await t.newAccount();
    const seller = await orderFactories(t, accountId).seller({ nome: 'Carla', email: 'carla@example.com' });
    const res = await t.request('PUT', `/api/v1/seller/${seller.id}`, { token, body: { comissao_percentual: 12.25 } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      status: 'success',
      message: `Seller ${seller.id} updated`,
      data: { id: seller.id, nome: 'Carla', email: 'carla@example.com', telefone: null, ativo: true, comissao_percentual: 12.25 },
    });
    const list = await t.request('GET', '/api/v1/seller', { token, query: { search: 'Carla' } });
    expect(list.body.data).toEqual([expect.objectContaining({ id: seller.id, comissao_percentual: 12.25 })]);
  });

  it.each([
    [{}, 'empty_update'],
    [{ comissao_percentual: 100.01 }, 'max'],
    [{ comissao_percentual: -1 }, 'min'],
    [{ comissao_percentual: 1.234 }, null],
    [{ comissao_percentual: 'cinco' }, null],
    [{ nome: '   ' }, 'required'],
  ])('PUT with %j is 400 (%s) and changes nothing', async (body, code) => {
    const { accountId, token } = await t.newAccount();
    const seller = await orderFactories(t, accountId).seller({ comissao_percentual: 3 });
    const res = await t.request('PUT', `/api/v1/seller/${seller.id}`, { token, body });
    expect(res.status).toBe(400);
    if (code) expect(res.body.errors).toEqual([expect.objectContaining({ code })]);
    const list = await t.request('GET', '/api/v1/seller', { token });
    expect(list.body.data.find((s: { id: number }) => s.id === seller.id)).toMatchObject({ comissao_percentual: 3 });
  });

  it("PUT on another account's seller is 404", async () => {
    const a = await t.newAccount();
    const seller = await orderFactories(t, a.accountId).seller();
    const b = await t.newAccount();
    const res = await t.request('PUT', `/api/v1/seller/${seller.id}`, { token: b.token, body: { comissao_percentual: 5 } });
    expect(res.status).toBe(404);
  });

  it('the CLI sets it too, and refuses a bad percent or an unknown seller', async () => {
    const { accountId, token } = await t.newAccount();
    const seller = await orderFactories(t, accountId).seller({ nome: 'Diego' });
    const ok = await commandIn(t, ['seller:commission', String(accountId), String(seller.id), '7,5']);
    expect(ok).toMatchObject({ code: 0, stdout: expect.stringContaining('7.5 %') });
    const list = await t.request('GET', '/api/v1/seller', { token, query: { search: 'Diego' } });
    expect(list.body.data[0].comissao_percentual).toBe(7.5);
    expect((await commandIn(t, ['seller:commission', String(accountId), String(seller.id), '101'])).code).not.toBe(0);
    expect((await commandIn(t, ['seller:commission', String(accountId), '999999', '5'])).code).not.toBe(0);
  });
});

describe('the kept month sums', () => {
  it('equal a recomputation after the scenario’s writes, and after a rebuild', async () => {
    const s = await scenario();
    await expectTotalsKept(t, s.accountId);
    const before = (await s.req('GET', '/api/v1/reports/results', undefined, { de: '2026-03', ate: '2026-05' })).body;
    expect((await commandIn(t, ['financial:rebuild-totals', String(s.accountId)])).code).toBe(0);
    await expectTotalsKept(t, s.accountId);
    expect((await s.req('GET', '/api/v1/reports/results', undefined, { de: '2026-03', ate: '2026-05' })).body).toEqual(before);
  });
});
