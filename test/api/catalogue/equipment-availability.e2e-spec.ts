import { DataSource } from 'typeorm';

import { Equipment } from '../../../src/modules/catalogue/entities/equipment.entity';
import { countRows } from '../../support/db-probes';
import { startTestApp, TestApp } from '../../support/harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 60_000);
afterAll(async () => {
  await t?.close();
}, 60_000);

/** An account with helpers for its equipment, events, orders and availability. */
async function rental() {
  const { token, accountId } = await t.newAccount();
  const req = (method: string, path: string, body?: unknown, headers?: Record<string, string>) =>
    t.request(method, path, { token, body, headers });
  return {
    token,
    accountId,
    req,
    async equipment(estoque: number, controle_estoque = true, nome = 'Cadeira Tiffany'): Promise<number> {
      const res = await req('POST', '/api/v1/equipment', { nome, valor: 12, estoque, controle_estoque });
      expect(res.status).toBe(201);
      return res.body.data.id;
    },
    async event(data_evento: string, data_fim?: string, nome = `Evento ${data_evento}`): Promise<number> {
      const res = await req('POST', '/api/v1/events', { nome, data_evento, ...(data_fim ? { data_fim } : {}) });
      expect(res.status).toBe(201);
      return res.body.data.id;
    },
    order: (id_evento: number, itens: unknown[], extra: Record<string, unknown> = {}) =>
      req('POST', '/api/v1/orders', { id_evento, itens, ...extra }),
    async days(id: number, start: string, end: string): Promise<Record<string, number>> {
      const res = await req('GET', `/api/v1/equipment/${id}/availability?start=${start}&end=${end}`);
      expect(res.status).toBe(200);
      return Object.fromEntries(res.body.dias.map((d: { dia: string; disponivel: number }) => [d.dia, d.disponivel]));
    },
  };
}

describe('equipment reservations: every write that moves stock', () => {
  it('an order reserves on every day of a multi-day event; the reads show the days, the events and the tightest day', async () => {
    const r = await rental();
    const chairs = await r.equipment(320);
    const tables = await r.equipment(40, true, 'Mesa redonda');
    const wedding = await r.event('2031-06-12', '2031-06-14', 'Casamento Ana e Bruno');
    const party = await r.event('2031-06-13');
    expect(
      (
        await r.order(wedding, [
          { id_item: chairs, quantidade: 300, ndias: 1 },
          { id_item: tables, quantidade: 30 },
        ])
      ).status,
    ).toBe(201);
    expect((await r.order(party, [{ id_item: chairs, quantidade: 20 }])).status).toBe(201);

    const view = await r.req('GET', `/api/v1/equipment/${chairs}/availability?start=2031-06-11&end=2031-06-15`);
    expect(view.status).toBe(200);
    expect(view.body).toMatchObject({ id: chairs, estoque: 320, controle_estoque: true, start: '2031-06-11', end: '2031-06-15' });
    expect(view.body.dias).toEqual([
      { dia: '2031-06-11', reservado: 0, disponivel: 320, eventos: [] },
      {
        dia: '2031-06-12',
        reservado: 300,
        disponivel: 20,
        eventos: [{ idevento: wedding, nomeevento: 'Casamento Ana e Bruno', quantidade: 300 }],
      },
      {
        dia: '2031-06-13',
        reservado: 320,
        disponivel: 0,
        eventos: [
          { idevento: wedding, nomeevento: 'Casamento Ana e Bruno', quantidade: 300 },
          { idevento: party, nomeevento: 'Evento 2031-06-13', quantidade: 20 },
        ],
      },
      {
        dia: '2031-06-14',
        reservado: 300,
        disponivel: 20,
        eventos: [{ idevento: wedding, nomeevento: 'Casamento Ana e Bruno', quantidade: 300 }],
      },
      { dia: '2031-06-15', reservado: 0, disponivel: 320, eventos: [] },
    ]);

    const list = await r.req('GET', '/api/v1/equipment/availability?start=2031-06-01&end=2031-06-30&field_sort=nome');
    expect(list.status).toBe(200);
    expect(list.body.pagination).toEqual({ page: 1, page_size: 100, total_page: 1, total_data: 2 });
    expect(list.body.data).toEqual([
      { id: chairs, nome: 'Cadeira Tiffany', estoque: 320, controle_estoque: true, disponivel: 0, dia: '2031-06-13', reservado: 320 },
      { id: tables, nome: 'Mesa redonda', estoque: 40, controle_estoque: true, disponivel: 10, dia: '2031-06-12', reservado: 30 },
    ]);
    const quiet = await r.req('GET', '/api/v1/equipment/availability?start=2031-07-01&end=2031-07-31&limit=1');
    expect(quiet.body.data).toEqual([
      { id: chairs, nome: 'Cadeira Tiffany', estoque: 320, controle_estoque: true, disponivel: 320, dia: '2031-07-01', reservado: 0 },
    ]);
  });

  it('answers 409 insufficient_stock naming the first short day and the units missing, and writes nothing', async () => {
    const r = await r0();
    const chairs = await r.equipment(320);
    const a = await r.event('2031-06-12', '2031-06-13');
    const b = await r.event('2031-06-11', '2031-06-14');
    expect((await r.order(a, [{ id_item: chairs, quantidade: 300 }])).status).toBe(201);
    const product = (await r.req('POST', '/api/v1/products-services', { nome: 'Buffet', valor: 10 })).body.data.id;
    const res = await r.order(b, [{ id_produto: product }, { id_item: chairs, quantidade: 30 }]);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ status: 'error', message: expect.stringContaining('Not enough stock') });
    expect(res.body.errors).toEqual([
      {
        field: 'itens[1].quantidade',
        code: 'insufficient_stock',
        message: `equipment ${chairs} (Cadeira Tiffany): 10 units short on 2031-06-12 (and on 1 more day)`,
      },
    ]);
    // Nothing written: no order in the event, the days as they were.
    expect((await r.req('GET', `/api/v1/orders?idevento=${b}`)).body.data).toEqual([]);
    expect(await r.days(chairs, '2031-06-11', '2031-06-14')).toEqual({
      '2031-06-11': 320,
      '2031-06-12': 20,
      '2031-06-13': 20,
      '2031-06-14': 320,
    });
    // Exactly what is free fits.
    expect((await r.order(b, [{ id_item: chairs, quantidade: 20 }])).status).toBe(201);
    expect(await r.days(chairs, '2031-06-11', '2031-06-14')).toEqual({
      '2031-06-11': 300,
      '2031-06-12': 0,
      '2031-06-13': 0,
      '2031-06-14': 300,
    });
  });

  it('permitir_falta applies the write and lists the shortages in faltas; the days go negative', async () => {
    const r = await r0();
    const chairs = await r.equipment(10);
    const ev = await r.event('2031-08-01');
    const res = await r.order(ev, [{ id_item: chairs, quantidade: 12 }], { permitir_falta: true });
    expect(res.status).toBe(201);
    expect(res.body.faltas).toEqual([{ id_item: chairs, nome: 'Cadeira Tiffany', dia: '2031-08-01', faltam: 2, dias: 1 }]);
    expect(res.body.errors).toEqual([]);
    expect(await r.days(chairs, '2031-08-01', '2031-08-01')).toEqual({ '2031-08-01': -2 });
    // Without permitir_falta, a further unit is refused; a write that frees is never refused.
    expect((await r.order(ev, [{ id_item: chairs, quantidade: 1 }])).status).toBe(409);
    const ok = await r.order(ev, [{ id_item: chairs, quantidade: 1 }], { permitir_falta: false });
    expect(ok.status).toBe(409);
    // An order within stock answers faltas: [] when permitir_falta is sent, and no faltas otherwise.
    const other = await r.equipment(5, true, 'Mesa');
    const fine = await r.order(ev, [{ id_item: other, quantidade: 1 }], { permitir_falta: true });
    expect(fine.status).toBe(201);
    expect(fine.body.faltas).toEqual([]);
    expect((await r.order(ev, [{ id_item: other, quantidade: 1 }])).body).not.toHaveProperty('faltas');
  });

  it('equipment without controle_estoque is never refused and shows negative availability', async () => {
    const r = await r0();
    const loose = await r.equipment(2, false);
    const ev = await r.event('2031-09-01');
    const res = await r.order(ev, [{ id_item: loose, quantidade: 5 }]);
    expect(res.status).toBe(201);
    expect(await r.days(loose, '2031-09-01', '2031-09-01')).toEqual({ '2031-09-01': -3 });
  });

  it('adding items to an order, editing a quantity and deleting items or orders move the reservation', async () => {
    const r = await r0();
    const chairs = await r.equipment(100);
    const ev = await r.event('2031-10-01', '2031-10-02');
    const created = await r.order(ev, [{ id_item: chairs, quantidade: 40 }]);
    const orderId = created.body.data.idpedido;
    const first = created.body.data.itens[0].id;
    const added = await r.req('POST', '/api/v1/orders', { id_evento: ev, idpedido: orderId, itens: [{ id_item: chairs, quantidade: 50 }] });
    expect(added.status).toBe(201);
    const second = added.body.data.itens[0].id;
    expect(await r.days(chairs, '2031-10-01', '2031-10-02')).toEqual({ '2031-10-01': 10, '2031-10-02': 10 });
    // Adding past the stock: 409 on the item, nothing added.
    const over = await r.req('POST', '/api/v1/orders', { id_evento: ev, idpedido: orderId, itens: [{ id_item: chairs, quantidade: 11 }] });
    expect(over.status).toBe(409);
    expect(over.body.errors[0]).toMatchObject({ field: 'itens[0].quantidade', code: 'insufficient_stock' });
    // Raising a quantity past the stock: 409; within it: applied.
    const raise = await r.req('PUT', `/api/v1/orders/${orderId}`, {
      itens: [
        { id: first, descricao: 'x' },
        { id: second, quantidade: 61 },
      ],
    });
    expect(raise.status).toBe(409);
    expect(raise.body.errors).toEqual([
      {
        field: 'itens[1].quantidade',
        code: 'insufficient_stock',
        message: `equipment ${chairs} (Cadeira Tiffany): 1 unit short on 2031-10-01 (and on 1 more day)`,
      },
    ]);
    expect((await r.req('GET', `/api/v1/orders/${second}`)).body.quantidade).toBe(50);
    expect((await r.req('PUT', `/api/v1/orders/${orderId}`, { itens: [{ id: second, quantidade: 60 }] })).status).toBe(200);
    expect(await r.days(chairs, '2031-10-01', '2031-10-01')).toEqual({ '2031-10-01': 0 });
    // With permitir_falta the edit applies and answers faltas.
    const forced = await r.req('PUT', `/api/v1/orders/${orderId}`, { itens: [{ id: second, quantidade: 65 }], permitir_falta: true });
    expect(forced.status).toBe(200);
    expect(forced.body.faltas).toEqual([{ id_item: chairs, nome: 'Cadeira Tiffany', dia: '2031-10-01', faltam: 5, dias: 2 }]);
    // Lowering a quantity frees, even on a short day.
    expect((await r.req('PUT', `/api/v1/orders/${orderId}`, { itens: [{ id: second, quantidade: 62 }] })).status).toBe(200);
    expect(await r.days(chairs, '2031-10-01', '2031-10-01')).toEqual({ '2031-10-01': -2 });
    // Deleting items frees them; deleting the order frees the rest.
    expect((await r.req('DELETE', `/api/v1/orders/${orderId}/items`, { itens: [second] })).status).toBe(200);
    expect(await r.days(chairs, '2031-10-01', '2031-10-02')).toEqual({ '2031-10-01': 60, '2031-10-02': 60 });
    expect((await r.req('DELETE', `/api/v1/orders/${orderId}`)).status).toBe(200);
    expect(await r.days(chairs, '2031-10-01', '2031-10-02')).toEqual({ '2031-10-01': 100, '2031-10-02': 100 });
  });

  it("moving an event's dates moves its reservations, and is refused where the new days are short", async () => {
    const r = await r0();
    const chairs = await r.equipment(50);
    const a = await r.event('2031-11-01');
    const b = await r.event('2031-11-05');
    await r.order(a, [{ id_item: chairs, quantidade: 30 }]);
    await r.order(b, [{ id_item: chairs, quantidade: 30 }]);
    const moved = await r.req('PUT', `/api/v1/events/${a}`, { data_evento: '2031-11-02', data_fim: '2031-11-03' });
    expect(moved.status).toBe(200);
    expect(moved.body).not.toHaveProperty('faltas');
    expect(await r.days(chairs, '2031-11-01', '2031-11-05')).toEqual({
      '2031-11-01': 50,
      '2031-11-02': 20,
      '2031-11-03': 20,
      '2031-11-04': 50,
      '2031-11-05': 20,
    });
    const clash = await r.req('PUT', `/api/v1/events/${a}`, { data_fim: '2031-11-06' });
    expect(clash.status).toBe(409);
    expect(clash.body.errors).toEqual([
      { field: 'data_fim', code: 'insufficient_stock', message: `equipment ${chairs} (Cadeira Tiffany): 10 units short on 2031-11-05` },
    ]);
    expect((await r.req('GET', `/api/v1/events/${a}`)).body.data_fim).toBe('2031-11-03');
    const forced = await r.req('PUT', `/api/v1/events/${a}`, { data_evento: '2031-11-05', data_fim: null, permitir_falta: true });
    expect(forced.status).toBe(200);
    expect(forced.body.faltas).toEqual([{ id_item: chairs, nome: 'Cadeira Tiffany', dia: '2031-11-05', faltam: 10, dias: 1 }]);
    expect(await r.days(chairs, '2031-11-02', '2031-11-05')).toEqual({
      '2031-11-02': 50,
      '2031-11-03': 50,
      '2031-11-04': 50,
      '2031-11-05': -10,
    });
  });

  it('an order of 300 equipment lines on a 366-day event stores one row per line, not per day; moving and cancelling the event keep the days right', async () => {
    const r = await rental();
    const lines = 300;
    // The catalogue made at once (the order is what is measured here).
    const repo = t.app.get(DataSource).getRepository(Equipment);
    const made = await repo.save(
      Array.from({ length: lines }, (_, i) =>
        repo.create({
          account_id: r.accountId,
          nome: `Peça ${i}`,
          valor: 12,
          estoque: 10,
          controle_estoque: true,
          datacadastro: '2031-01-01',
        }),
      ),
      { chunk: 100 },
    );
    const ids = made.map((e) => e.id);
    const year = await r.event('2032-01-01', '2032-12-31', 'Feira de um ano');
    const ordered = await r.order(
      year,
      ids.map((id_item) => ({ id_item, quantidade: 4 })),
    );
    expect(ordered.status).toBe(201);
    // One holding per equipment, whatever the event's 366 days.
    expect(await countRows(t, 'equipment_holdings', r.accountId)).toBe(lines);
    expect(await r.days(ids[0], '2031-12-31', '2032-01-01')).toEqual({ '2031-12-31': 10, '2032-01-01': 6 });
    expect(await r.days(ids[lines - 1], '2032-12-31', '2033-01-01')).toEqual({ '2032-12-31': 6, '2033-01-01': 10 });
    // Another event inside the year: 6 left on its day, 7 asked: short, named on that day only.
    const fair = await r.event('2032-06-15');
    const short = await r.order(fair, [{ id_item: ids[7], quantidade: 7 }]);
    expect(short.status).toBe(409);
    expect(short.body.errors[0].message).toContain('1 unit short on 2032-06-15');
    expect((await r.order(fair, [{ id_item: ids[7], quantidade: 6 }])).status).toBe(201);
    // Moving the year by a month: the same rows, on their new days; the fair's 6 leave 0 in June.
    const moved = await r.req('PUT', `/api/v1/events/${year}`, { data_evento: '2032-02-01', data_fim: '2033-01-31' });
    expect(moved.status).toBe(200);
    expect(await countRows(t, 'equipment_holdings', r.accountId)).toBe(lines + 1);
    expect(await r.days(ids[7], '2032-01-31', '2032-02-01')).toEqual({ '2032-01-31': 10, '2032-02-01': 6 });
    expect(await r.days(ids[7], '2032-06-15', '2032-06-15')).toEqual({ '2032-06-15': 0 });
    expect(await r.days(ids[0], '2033-01-31', '2033-02-01')).toEqual({ '2033-01-31': 6, '2033-02-01': 10 });
    // Cancelled, it frees every day; the list's tightest day is then the fair's.
    expect((await r.req('PUT', `/api/v1/events/${year}`, { status: 'CANCELADO' })).status).toBe(200);
    expect(await r.days(ids[7], '2032-06-14', '2032-06-15')).toEqual({ '2032-06-14': 10, '2032-06-15': 4 });
    const list = await r.req('GET', `/api/v1/equipment/availability?start=2032-01-01&end=2032-12-31&limit=100`);
    expect(list.status).toBe(200);
    expect(list.body.data.find((e: { id: number }) => e.id === ids[7])).toMatchObject({ dia: '2032-06-15', reservado: 6, disponivel: 4 });
  }, 120_000);

  it('a cancelled event frees its equipment; re-activating it takes it back or is refused (409) when it was taken meanwhile', async () => {
    const r = await r0();
    const chairs = await r.equipment(40);
    const a = await r.event('2031-12-10');
    const b = await r.event('2031-12-10');
    await r.order(a, [{ id_item: chairs, quantidade: 30 }]);
    expect((await r.req('PUT', `/api/v1/events/${a}`, { status: 'CANCELADO' })).status).toBe(200);
    expect(await r.days(chairs, '2031-12-10', '2031-12-10')).toEqual({ '2031-12-10': 40 });
    // Orders of a cancelled event reserve nothing either.
    expect((await r.order(a, [{ id_item: chairs, quantidade: 100 }])).status).toBe(201);
    expect(await r.days(chairs, '2031-12-10', '2031-12-10')).toEqual({ '2031-12-10': 40 });
    expect((await r.order(b, [{ id_item: chairs, quantidade: 35 }])).status).toBe(201);
    const back = await r.req('PUT', `/api/v1/events/${a}`, { status: 'CONFIRMADO' });
    expect(back.status).toBe(409);
    expect(back.body.errors).toEqual([
      { field: 'status', code: 'insufficient_stock', message: `equipment ${chairs} (Cadeira Tiffany): 125 units short on 2031-12-10` },
    ]);
    expect((await r.req('GET', `/api/v1/events/${a}`)).body.status).toBe('CANCELADO');
    // Moving a cancelled event takes nothing; re-activating with permitir_falta takes it all back.
    expect((await r.req('PUT', `/api/v1/events/${a}`, { data_evento: '2031-12-11' })).status).toBe(200);
    const forced = await r.req('PUT', `/api/v1/events/${a}`, { status: 'PREVISTO', permitir_falta: true });
    expect(forced.status).toBe(200);
    expect(forced.body.faltas).toEqual([{ id_item: chairs, nome: 'Cadeira Tiffany', dia: '2031-12-11', faltam: 90, dias: 1 }]);
    expect(await r.days(chairs, '2031-12-10', '2031-12-11')).toEqual({ '2031-12-10': 5, '2031-12-11': -90 });
  });

  it('PUT /equipment/{id} changes fields with If-Match; a lower stock is allowed and shows as negative availability', async () => {
    const r = await r0();
    const chairs = await r.equipment(20, false);
    const ev = await r.event('2032-01-10');
    await r.order(ev, [{ id_item: chairs, quantidade: 15 }]);
    const view = await r.req('GET', `/api/v1/equipment/${chairs}`);
    const etag = view.headers.get('etag')!;
    expect(etag).toMatch(/^".+"$/);
    const changed = await r.req('PUT', `/api/v1/equipment/${chairs}`, { nome: 'Cadeira Dior', valor: 15 }, { 'If-Match': etag });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      status: 'success',
      data: { nome: 'Cadeira Dior', valor: 15, estoque: 20, controle_estoque: false },
      faltas: [],
    });
    const stale = await r.req('PUT', `/api/v1/equipment/${chairs}`, { estoque: 5 }, { 'If-Match': etag });
    expect(stale.status).toBe(412);
    expect(stale.body.errors[0].code).toBe('precondition_failed');
    expect((await r.req('GET', `/api/v1/equipment/${chairs}`)).body.estoque).toBe(20);
    const lower = await r.req('PUT', `/api/v1/equipment/${chairs}`, { estoque: 10, controle_estoque: true });
    expect(lower.status).toBe(200);
    expect(lower.body.faltas).toEqual([{ id_item: chairs, nome: 'Cadeira Dior', dia: '2032-01-10', faltam: 5, dias: 1 }]);
    expect(await r.days(chairs, '2032-01-10', '2032-01-10')).toEqual({ '2032-01-10': -5 });
    // Raising it back makes room again.
    expect((await r.req('PUT', `/api/v1/equipment/${chairs}`, { estoque: 25 })).body.faltas).toEqual([]);
    expect((await r.order(ev, [{ id_item: chairs, quantidade: 10 }])).status).toBe(201);
    expect((await r.order(ev, [{ id_item: chairs, quantidade: 1 }])).status).toBe(409);
  });

  it('PUT /equipment/{id} clears the description and the unit with null; "" leaves them as they are', async () => {
    const r = await r0();
    const id = await r.equipment(1);
    const described = await r.req('PUT', `/api/v1/equipment/${id}`, { descricao: 'Tampo de vidro', medida: 'un' });
    expect(described.body.data).toMatchObject({ descricao: 'Tampo de vidro', medida: 'un' });
    const untouched = await r.req('PUT', `/api/v1/equipment/${id}`, { descricao: '', nome: 'Mesa' });
    expect(untouched.body.data).toMatchObject({ nome: 'Mesa', descricao: 'Tampo de vidro', medida: 'un' });
    const cleared = await r.req('PUT', `/api/v1/equipment/${id}`, { descricao: null, medida: null });
    expect([cleared.status, cleared.body.data?.descricao, cleared.body.data?.medida]).toEqual([200, null, null]);
  });

  it('PUT /equipment/{id} rejects an empty or invalid body (400) and an unknown equipment (404)', async () => {
    const r = await r0();
    const id = await r.equipment(1);
    for (const body of [
      {},
      { estoque: -1 },
      { estoque: 1.5 },
      { controle_estoque: 'yes' },
      { nome: null },
      { nome: '  ' },
      { estoque: null },
    ]) {
      const res = await r.req('PUT', `/api/v1/equipment/${id}`, body);
      expect(res.status).toBe(400);
    }
    expect((await r.req('PUT', '/api/v1/equipment/999999', { estoque: 1 })).status).toBe(404);
    const other = await rental();
    expect((await other.req('PUT', `/api/v1/equipment/${id}`, { estoque: 1 })).status).toBe(404);
    expect((await other.req('GET', `/api/v1/equipment/${id}/availability?start=2031-01-01&end=2031-01-02`)).status).toBe(404);
  });

  it('the availability reads check their period: start and end required, end not before start, at most 366 days', async () => {
    const r = await r0();
    const id = await r.equipment(1);
    for (const q of [
      '',
      '?start=2031-01-01',
      '?start=2031-01-02&end=2031-01-01',
      '?start=2031-01-01&end=2032-01-02',
      '?start=2031-02-30&end=2031-03-01',
    ]) {
      expect((await r.req('GET', `/api/v1/equipment/${id}/availability${q}`)).status).toBe(400);
      expect((await r.req('GET', `/api/v1/equipment/availability${q}`)).status).toBe(400);
    }
    expect((await r.req('GET', `/api/v1/equipment/${id}/availability?start=2031-01-01&end=2031-12-31`)).body.dias).toHaveLength(365);
    expect((await r.req('GET', `/api/v1/equipment/availability?start=2032-01-01&end=2032-12-31`)).status).toBe(200);
    expect((await r.req('GET', `/api/v1/equipment/availability?start=2031-01-01&end=2031-01-01&field_sort=valor`)).status).toBe(400);
  });

  it('budgets reserve nothing, and budget views show the units free on the event days for equipment lines', async () => {
    const r = await r0();
    const chairs = await r.equipment(100);
    const ev = await r.event('2032-02-01', '2032-02-02');
    await r.order(ev, [{ id_item: chairs, quantidade: 70 }]);
    const budget = await r.req('POST', '/api/v1/budgets', { idevento: ev, itens: [{ idproduto: chairs, tipo: 'item', quantidade: 500 }] });
    expect(budget.status).toBe(201);
    expect(await r.days(chairs, '2032-02-01', '2032-02-01')).toEqual({ '2032-02-01': 30 });
    const items = await r.req('GET', `/api/v1/orders?idorcamento=${budget.body.data.id}`);
    expect(items.body.data[0]).toMatchObject({ idproduto: chairs, tipo: 'item', disponivel: 30 });
    const loose = await r.req('POST', '/api/v1/budgets', { itens: [{ idproduto: chairs, tipo: 'item', quantidade: 1 }] });
    const looseItems = await r.req('GET', `/api/v1/orders?idorcamento=${loose.body.data.id}`);
    expect(looseItems.body.data[0].disponivel).toBeNull();
  });
});

/** A fresh rental account (one per test). */
const r0 = rental;
