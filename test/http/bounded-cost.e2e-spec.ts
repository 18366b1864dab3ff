import { LIST_COSTS, ListCost, SortServed } from '../../src/common/list-cost';
import { startDemoApp } from '../support/demo-app';
import { TestApp } from '../support/harness';

// Bounded cost (DECISIONS: Lists), driven by the lists' own declarations (LIST_COSTS): for every
// list and every declared `field_sort`, alone and with each filter, the answer is what the
// declaration says: 200 in the sort's order where an index serves it, else 400
// `sort_needs_filter` naming the narrowing filters, and 200 once narrowed. A sort or a filter
// added to a declaration is tested here without a line more; a list or a filter without a
// sample value below fails the suite.
describe('bounded cost: every list, every declared sort and filter', () => {
  let t: TestApp;
  let token: string;
  // A value of each filter, per list (on the demo account), and the list's path.
  let samples: Record<string, { path: string; filters: Record<string, string | number | boolean> }>;

  beforeAll(async () => {
    ({ t, token } = await startDemoApp({ RATE_LIMIT_PER_MINUTE: '100000' }));
    const get = async (path: string, query: Record<string, string | number> = {}) => {
      const res = await t.request('GET', path, { token, query });
      expect(res.status).toBe(200);
      return res.body.data;
    };
    const [item] = await get('/api/v1/orders', { pedido: '1-1' });
    const entries: { id: number; idparcelamento: number | null }[] = await get('/api/v1/financial', { idevento: 1 });
    const planned = entries.find((e) => e.idparcelamento !== null)!;
    const [webhook] = await get('/api/v1/webhooks');
    const [category] = await get('/api/v1/financialcategory');
    samples = {
      'GET /api/v1/orders': { path: '/api/v1/orders', filters: { idevento: 1, pedido: '1-1', idpedido: item.idpedido, tipo: 2 } },
      'GET /api/v1/orders?idorcamento={id}': { path: '/api/v1/orders', filters: { idorcamento: 1 } },
      'GET /api/v1/financial': {
        path: '/api/v1/financial',
        filters: {
          tipo: 'receita',
          status: 'aberto',
          pago: false,
          idevento: 1,
          id_cliente: 1,
          id_categoria: category.id,
          forma_pagamento: 'pix',
          idparcelamento: planned.idparcelamento!,
          vencimento_inicio: '2000-01-01',
          vencimento_fim: '2999-12-31',
          pagamento_inicio: '2000-01-01',
          pagamento_fim: '2999-12-31',
        },
      },
      'GET /api/v1/financial/{id}/history': { path: `/api/v1/financial/${planned.id}/history`, filters: {} },
      'GET /api/v1/events': {
        path: '/api/v1/events',
        filters: { data_inicio: '2000-01-01', data_fim: '2999-12-31', id_cliente: 1, id_local: 1, status: 'CONFIRMADO' },
      },
      'GET /api/v1/clients': { path: '/api/v1/clients', filters: {} },
      'GET /api/v1/guests': { path: '/api/v1/guests', filters: { id_evento: 1, presenca: 'CONFIRMADO' } },
      'GET /api/v1/budgets': {
        path: '/api/v1/budgets',
        filters: { id_cliente: 1, idevento: 1, status: 'ABERTO', data_inicio: '2000-01-01', data_fim: '2999-12-31' },
      },
      'GET /api/v1/products-services': { path: '/api/v1/products-services', filters: {} },
      'GET /api/v1/equipment': { path: '/api/v1/equipment', filters: {} },
      'GET /api/v1/eventtype': { path: '/api/v1/eventtype', filters: {} },
      'GET /api/v1/webhooks': { path: '/api/v1/webhooks', filters: { active: false } },
      'GET /api/v1/webhooks/{id}/deliveries': {
        path: `/api/v1/webhooks/${webhook.id}/deliveries`,
        filters: { status: 'pending', event: 'customer_created' },
      },
    };
  });
  afterAll(async () => {
    await t?.close();
  });

  const query = (cost: ListCost, sort: string, filters: string[]) => {
    const sample = samples[cost.route];
    return { ...Object.fromEntries(filters.map((f) => [f, String(sample.filters[f])])), field_sort: sort };
  };

  /** The list answers 200, its rows in the order of `sort` (ties by ID) where the view shows the sort's field. */
  async function expectServed(cost: ListCost, sort: string, filters: string[]) {
    for (const direction of ['asc', 'desc'] as const) {
      const res = await t.request('GET', samples[cost.route].path, { token, query: { ...query(cost, sort, filters), sort: direction } });
      expect({ route: cost.route, sort, filters, status: res.status, body: res.status === 200 ? undefined : res.body }).toEqual({
        route: cost.route,
        sort,
        filters,
        status: 200,
        body: undefined,
      });
      const rows: Record<string, unknown>[] = res.body.data;
      const sign = direction === 'asc' ? 1 : -1;
      for (let i = 1; i < rows.length; i++) {
        const [a, b] = [rows[i - 1], rows[i]];
        const byId = sign * (Number(a.id) - Number(b.id));
        const shown = sort in a && (typeof a[sort] !== 'object' || a[sort] === null);
        if (!shown && sort !== 'id') continue;
        const [x, y] = shown ? [a[sort], b[sort]] : [a.id, b.id];
        const order =
          typeof x === 'number' ? x - (y as number) : String(x ?? '').localeCompare(String(y ?? ''), 'pt-BR', { sensitivity: 'base' });
        const ok = sign * order < 0 || (order === 0 && byId < 0);
        expect({ route: cost.route, sort, direction, filters, pair: [x, y], ids: [a.id, b.id], ok }).toMatchObject({ ok: true });
      }
    }
  }

  /** The list answers 400 `sort_needs_filter`, its message naming every narrowing filter. */
  async function expectRefused(cost: ListCost, sort: string, filters: string[]) {
    const res = await t.request('GET', samples[cost.route].path, { token, query: query(cost, sort, filters) });
    expect({ route: cost.route, sort, filters, status: res.status }).toEqual({ route: cost.route, sort, filters, status: 400 });
    expect(res.body.status).toBe('error');
    expect(res.body.errors).toHaveLength(1);
    expect(res.body.errors[0]).toMatchObject({ field: 'field_sort', code: 'sort_needs_filter' });
    for (const f of cost.narrowing) expect(res.body.errors[0].message).toContain(f);
  }

  it('declares every list of the API, each with a sample of every filter', () => {
    expect(LIST_COSTS.map((c) => c.route).sort()).toEqual(Object.keys(samples).sort());
    for (const cost of LIST_COSTS) expect(Object.keys(samples[cost.route].filters).sort()).toEqual([...cost.filters].sort());
  });

  it('answers each sort served by an index, alone and with the filters its index serves, in order', async () => {
    for (const cost of LIST_COSTS) {
      for (const [sort, served] of Object.entries<SortServed>(cost.sorts)) {
        if (cost.narrowedBy || served === 'narrowing') continue;
        await expectServed(cost, sort, []);
        for (const f of served.index) await expectServed(cost, sort, [f]);
      }
    }
  });

  it("refuses, without a narrowing filter, each sort no index serves and each filter its sort's index does not serve", async () => {
    let refused = 0;
    for (const cost of LIST_COSTS) {
      if (cost.narrowedBy) continue;
      for (const [sort, served] of Object.entries<SortServed>(cost.sorts)) {
        if (served === 'narrowing') {
          await expectRefused(cost, sort, []);
          refused++;
          continue;
        }
        // A period's date narrows the list itself (see the next test).
        const period: string[] = cost.period ? [cost.period.from, cost.period.to] : [];
        for (const f of cost.filters.filter(
          (name) => !cost.narrowing.includes(name) && !served.index.includes(name) && !period.includes(name),
        )) {
          await expectRefused(cost, sort, [f]);
          refused++;
        }
      }
    }
    expect(refused).toBeGreaterThan(0);
  });

  it('answers every sort of a list with a period, with either of its dates or both', async () => {
    let served = 0;
    for (const cost of LIST_COSTS) {
      if (!cost.period) continue;
      const sample = samples[cost.route];
      const { from, to } = cost.period;
      for (const sort of Object.keys(cost.sorts))
        for (const dates of [[from], [to], [from, to]]) {
          // The sample's dates, or a period holding everything when the sample has none.
          const query = Object.fromEntries(dates.map((d) => [d, String(sample.filters[d] ?? (d === from ? '2000-01-01' : '2099-12-31'))]));
          const res = await t.request('GET', sample.path, { token, query: { ...query, field_sort: sort } });
          expect({ route: cost.route, sort, query, status: res.status }).toEqual({ route: cost.route, sort, query, status: 200 });
          served++;
        }
    }
    expect(served).toBeGreaterThan(0);
  });

  it('answers every sort with each narrowing filter, also beside the filters the sort needs it for', async () => {
    for (const cost of LIST_COSTS) {
      for (const sort of Object.keys(cost.sorts)) {
        if (cost.narrowedBy) {
          await expectServed(cost, sort, Object.keys(samples[cost.route].filters));
          continue;
        }
        const others = cost.filters.filter((f) => !cost.narrowing.includes(f) && !/_fim$|_inicio$/.test(f));
        for (const n of cost.narrowing) {
          await expectServed(cost, sort, [n]);
          if (others.length) await expectServed(cost, sort, [n, others[0]]);
        }
      }
    }
  });

  it('says in Swagger, per sort value, whether it needs a narrowing filter', async () => {
    const res = await t.request('GET', '/docs-json', { token: null });
    expect(res.status).toBe(200);
    const financial = res.body.paths['/api/v1/financial'].get.parameters.find((p: { name: string }) => p.name === 'field_sort');
    expect(financial.description).toContain('`datacompetencia`: without other filters');
    expect(financial.description).toContain('`valor`: only with `idevento`, `id_cliente` or `idparcelamento`');
    expect(financial.description).toContain('`sort_needs_filter`');
  });
});
