import { DataSource } from 'typeorm';

import { contextFor } from '../../../src/common/request-context';
import { TransactionRunner } from '../../../src/database/transaction';
import { EventsService } from '../../../src/modules/events/events.service';
import { requireSequence } from '../../../src/modules/orders/order-sequence.rules';
import { countRows, leastStatements, notificationsOf } from '../../support/db-probes';
import { startTestApp, TestApp } from '../../support/harness';
import { orderFactories } from '../../support/order-factories';
import { resendWhileBusy } from '../../support/resend-busy';

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
  const client = await f.client();
  const seller = await f.seller();
  const event = await f.event({ id_cliente: client.id, id_vendedor: seller.id, nome: 'Formatura 2026' });
  const product = await f.product({ nome: 'Buffet completo', valor: 150.5, valorcusto: 80 });
  const equipment = await f.equipment({ nome: 'Mesa redonda', valor: 25, valorcusto: 10 });
  return { accountId, token, f, client, seller, event, product, equipment };
}

describe('POST /api/v1/orders', () => {
  it('creates a new order with items: data {idpedido, id_evento, numero, sequencial, itens} and errors []', async () => {
    const s = await setup();
    const res = await t.request('POST', '/api/v1/orders', {
      token: s.token,
      body: { id_evento: s.event.id, itens: [{ id_produto: s.product.id, quantidade: 2 }, { id_item: s.equipment.id }] },
    });
    expect(res.status).toBe(201);
    expect(res.body.status).toBe('success');
    expect(res.body.message).toContain('2 items');
    expect(res.body.errors).toEqual([]);
    const d = res.body.data;
    expect(Object.keys(d).sort()).toEqual(['id_evento', 'idpedido', 'itens', 'numero', 'sequencial']);
    expect(d).toMatchObject({ id_evento: s.event.id, numero: `${s.event.id}-1`, sequencial: 1 });
    expect(typeof d.idpedido).toBe('number');
    expect(d.itens).toHaveLength(2);
    expect(Object.keys(d.itens[0]).sort()).toEqual(
      ['id', 'id_evento', 'id_produto', 'idpedido', 'nome', 'numero_pedido_completo', 'quantidade', 'tipo', 'valor'].sort(),
    );
    expect(d.itens[0]).toMatchObject({
      idpedido: d.idpedido,
      id_evento: s.event.id,
      id_produto: s.product.id,
      nome: 'Buffet completo',
      quantidade: 2,
      valor: 150.5,
      tipo: 2,
      numero_pedido_completo: `${s.event.id}-1`,
    });
    expect(d.itens[1]).toMatchObject({ id_produto: s.equipment.id, nome: 'Mesa redonda', quantidade: 1, valor: 25, tipo: 7 });
  });

  it('creates a new order without items: no errors key, no itens', async () => {
    const s = await setup();
    const res = await t.request('POST', '/api/v1/orders', { token: s.token, body: { id_evento: s.event.id } });
    expect(res.status).toBe(201);
    expect(res.body).not.toHaveProperty('errors');
    expect(Object.keys(res.body.data).sort()).toEqual(['id_evento', 'idpedido', 'numero', 'sequencial']);
    expect(res.body.data).toMatchObject({ numero: `${s.event.id}-1`, sequencial: 1 });
  });

  it('adds items to an existing order by numeric ID and by <event>-<seq>: data {idpedido, id_evento, itens[id,nome,quantidade,tipo]}', async () => {
    const s = await setup();
    const created = await t.request('POST', '/api/v1/orders', {
      token: s.token,
      body: { id_evento: s.event.id, itens: [{ id_produto: s.product.id }] },
    });
    const idpedido = created.body.data.idpedido;
    for (const ref of [idpedido, String(idpedido), `${s.event.id}-1`]) {
      const res = await t.request('POST', '/api/v1/orders', {
        token: s.token,
        body: { id_evento: s.event.id, idpedido: ref, itens: [{ id_item: s.equipment.id, quantidade: 3 }] },
      });
      expect(res.status).toBe(201);
      expect(res.body.errors).toEqual([]);
      expect(res.body.message).toMatch(/^1 item added/);
      expect(Object.keys(res.body.data).sort()).toEqual(['id_evento', 'idpedido', 'itens']);
      expect(res.body.data.idpedido).toBe(idpedido);
      expect(Object.keys(res.body.data.itens[0]).sort()).toEqual(['id', 'nome', 'quantidade', 'tipo']);
      expect(res.body.data.itens[0]).toMatchObject({ nome: 'Mesa redonda', quantidade: 3, tipo: 7 });
    }
    const list = await t.request('GET', '/api/v1/orders', { token: s.token, query: { idpedido } });
    expect(list.body.data.map((i: any) => i.ordem)).toEqual([1, 2, 3, 4]);
  });

  it('fills item fields from the catalogue and the creation defaults; sent values win', async () => {
    const s = await setup();
    const res = await t.request('POST', '/api/v1/orders', {
      token: s.token,
      body: {
        id_evento: s.event.id,
        itens: [
          { id_produto: s.product.id },
          {
            id_produto: s.product.id,
            nome: 'Buffet especial',
            valor: 99.9,
            valorcusto: 50,
            quantidade: 2.5,
            ndias: 2,
            descricao: 'sem glúten',
            tipo: 2,
            ordem: 10,
          },
          { id_item: s.equipment.id },
        ],
      },
    });
    expect(res.status).toBe(201);
    const [a, b, c] = res.body.data.itens.map((i: any) => i.id);
    const va = (await t.request('GET', `/api/v1/orders/${a}`, { token: s.token })).body;
    expect(va).toMatchObject({
      id: a,
      idpedido: res.body.data.idpedido,
      id_evento: s.event.id,
      id_produto: s.product.id,
      nome: 'Buffet completo',
      descricao: null,
      quantidade: 1,
      ndias: 1,
      valor: 150.5,
      valorvenda: 150.5,
      valororiginal: 150.5,
      valordesconto: 0,
      valoradd: 0,
      valorcusto: 80,
      valortotal: 150.5,
      tipo: 2,
      ordem: 1,
      id_vendedor: s.seller.id,
      id_cliente: s.client.id,
      numero_pedido: 1,
      numero_pedido_completo: `${s.event.id}-1`,
      nomeevento: 'Formatura 2026',
    });
    expect(va.datacadastro).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const vb = (await t.request('GET', `/api/v1/orders/${b}`, { token: s.token })).body;
    expect(vb).toMatchObject({
      nome: 'Buffet especial',
      valor: 99.9,
      valorvenda: 99.9,
      valororiginal: 150.5,
      valorcusto: 50,
      quantidade: 2.5,
      ndias: 2,
      descricao: 'sem glúten',
      ordem: 10,
      valortotal: 499.5,
    });
    const vc = (await t.request('GET', `/api/v1/orders/${c}`, { token: s.token })).body;
    expect(vc).toMatchObject({ tipo: 7, id_produto: s.equipment.id, ordem: 11, valorcusto: 10 });
  });

  it('rejects an item with neither or both of id_produto/id_item, or a tipo that disagrees (400, all listed, nothing written)', async () => {
    const s = await setup();
    const res = await t.request('POST', '/api/v1/orders', {
      token: s.token,
      body: {
        id_evento: s.event.id,
        itens: [
          { id_produto: s.product.id },
          { quantidade: 1 },
          { id_produto: s.product.id, id_item: s.equipment.id },
          { id_item: s.equipment.id, tipo: 2 },
        ],
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e: any) => e.field)).toEqual(['itens[1]', 'itens[2]', 'itens[3].tipo']);
    expect(await countRows(t, 'orders', s.accountId)).toBe(0);
  });

  it('rejects a missing id_evento, wrong types and (under Prefer: handling=strict) unknown fields (400)', async () => {
    const s = await setup();
    const r1 = await t.request('POST', '/api/v1/orders', { token: s.token, body: { itens: [] } });
    expect(r1.status).toBe(400);
    expect(r1.body.errors[0]).toMatchObject({ field: 'id_evento', code: 'required' });
    const r2 = await t.request('POST', '/api/v1/orders', {
      token: s.token,
      body: { id_evento: s.event.id, itens: [{ id_produto: s.product.id, quantidade: 'dois', foo: 1 }] },
      headers: { prefer: 'handling=strict' },
    });
    expect(r2.status).toBe(400);
    expect(r2.body.errors.map((e: any) => e.field).sort()).toEqual(['itens[0].foo', 'itens[0].quantidade']);
  });

  it('rejects a malformed idpedido (400) and idpedido without items (400)', async () => {
    const s = await setup();
    for (const idpedido of ['abc', '1-2-3', '-1', '12-', 0, 1.5]) {
      const res = await t.request('POST', '/api/v1/orders', {
        token: s.token,
        body: { id_evento: s.event.id, idpedido, itens: [{ id_produto: s.product.id }] },
      });
      expect(res.status).toBe(400);
      expect(res.body.errors[0].field).toBe('idpedido');
    }
    const empty = await t.request('POST', '/api/v1/orders', {
      token: s.token,
      body: { id_evento: s.event.id, idpedido: `${s.event.id}-1` },
    });
    expect(empty.status).toBe(400);
  });

  it('checks event, order, products and equipment first: 422 with every problem listed, nothing written', async () => {
    const s = await setup();
    const before = await t.request('POST', '/api/v1/orders', {
      token: s.token,
      body: { id_evento: s.event.id, itens: [{ id_produto: s.product.id }] },
    });
    const res = await t.request('POST', '/api/v1/orders', {
      token: s.token,
      body: {
        id_evento: 999999,
        itens: [{ id_produto: s.product.id }, { id_produto: 888888 }, { id_item: 777777 }, { id_item: s.equipment.id }],
      },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([
      expect.objectContaining({ field: 'id_evento', code: 'not_found' }),
      expect.objectContaining({ field: 'itens[1].id_produto', code: 'not_found' }),
      expect.objectContaining({ field: 'itens[2].id_item', code: 'not_found' }),
    ]);
    const unknownOrder = await t.request('POST', '/api/v1/orders', {
      token: s.token,
      body: { id_evento: s.event.id, idpedido: `${s.event.id}-99`, itens: [{ id_produto: s.product.id }, { id_produto: 888888 }] },
    });
    expect(unknownOrder.status).toBe(422);
    expect(unknownOrder.body.errors.map((e: any) => e.field)).toEqual(['idpedido', 'itens[1].id_produto']);
    // one bad item among good ones on an existing order: nothing added
    const partial = await t.request('POST', '/api/v1/orders', {
      token: s.token,
      body: { id_evento: s.event.id, idpedido: before.body.data.idpedido, itens: [{ id_produto: s.product.id }, { id_item: 777777 }] },
    });
    expect(partial.status).toBe(422);
    expect(await countRows(t, 'orders', s.accountId)).toBe(1);
    expect(await countRows(t, 'order_items', s.accountId)).toBe(1);
    // and the failed creations consumed no sequence
    // failed writes recorded no notification
    expect((await notificationsOf(t, s.accountId)).map((n) => n.event)).toEqual(['order_created']);
    const next = await t.request('POST', '/api/v1/orders', { token: s.token, body: { id_evento: s.event.id } });
    expect(next.body.data.sequencial).toBe(2);
  });

  it('rejects unknown clients and sellers (422) with their paths', async () => {
    const s = await setup();
    const res = await t.request('POST', '/api/v1/orders', {
      token: s.token,
      body: { id_evento: s.event.id, id_cliente: 999999, itens: [{ id_produto: s.product.id, id_cliente: 999998, id_vendedor: 999997 }] },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors.map((e: any) => e.field)).toEqual(['id_cliente', 'itens[0].id_cliente', 'itens[0].id_vendedor']);
    expect(await countRows(t, 'orders', s.accountId)).toBe(0);
  });

  it('rejects an idpedido of another event (422)', async () => {
    const s = await setup();
    const other = await s.f.event({ nome: 'Outro' });
    const o = await t.request('POST', '/api/v1/orders', { token: s.token, body: { id_evento: other.id } });
    const res = await t.request('POST', '/api/v1/orders', {
      token: s.token,
      body: { id_evento: s.event.id, idpedido: o.body.data.idpedido, itens: [{ id_produto: s.product.id }] },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors[0]).toMatchObject({ field: 'idpedido', code: 'order_of_other_event' });
  });

  it('treats events, catalogue and orders of another account as missing (422)', async () => {
    const a = await setup();
    const b = await setup();
    const eventB = await b.f.event({ nome: 'Evento exclusivo da conta B' });
    const orderB = await t.request('POST', '/api/v1/orders', { token: b.token, body: { id_evento: eventB.id } });
    const res = await t.request('POST', '/api/v1/orders', {
      token: a.token,
      body: {
        id_evento: eventB.id,
        idpedido: orderB.body.data.idpedido,
        itens: [{ id_produto: b.product.id }, { id_item: b.equipment.id }],
      },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors.map((e: any) => e.field)).toEqual(['id_evento', 'idpedido', 'itens[0].id_produto', 'itens[1].id_item']);
    expect(res.text).not.toContain('Evento exclusivo da conta B');
    expect(await countRows(t, 'order_items', a.accountId)).toBe(0);
  });

  it('numbers orders per event from 1, gap-free, never reusing a deleted number', async () => {
    const s = await setup();
    const other = await s.f.event();
    const seqs: number[] = [];
    for (let i = 0; i < 3; i++)
      seqs.push((await t.request('POST', '/api/v1/orders', { token: s.token, body: { id_evento: s.event.id } })).body.data.sequencial);
    expect(seqs).toEqual([1, 2, 3]);
    expect((await t.request('POST', '/api/v1/orders', { token: s.token, body: { id_evento: other.id } })).body.data.sequencial).toBe(1);
    const del = await t.request('DELETE', `/api/v1/orders/${s.event.id}-3`, { token: s.token });
    expect(del.status).toBe(200);
    const next = await t.request('POST', '/api/v1/orders', { token: s.token, body: { id_evento: s.event.id } });
    expect(next.body.data).toMatchObject({ sequencial: 4, numero: `${s.event.id}-4` });
  });

  it('hands out unique sequences 1..20 to 20 concurrent creations for one event', async () => {
    const s = await setup();
    const create = () =>
      t.request('POST', '/api/v1/orders', { token: s.token, body: { id_evento: s.event.id, itens: [{ id_produto: s.product.id }] } });
    // The last in line may wait past the lock budget on a loaded machine (503 `busy`, nothing
    // written): sent again as a client does. The numbers must still come out 1..20.
    const results = await resendWhileBusy(await Promise.all(Array.from({ length: 20 }, create)), create);
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(201));
    const seqs = results.map((r) => r.body.data.sequencial).sort((x, y) => x - y);
    expect(seqs).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(new Set(results.map((r) => r.body.data.idpedido)).size).toBe(20);
  });

  it('records order_created and order_items_added with the item views', async () => {
    const s = await setup();
    const created = await t.request('POST', '/api/v1/orders', {
      token: s.token,
      body: { id_evento: s.event.id, itens: [{ id_produto: s.product.id }] },
    });
    await t.request('POST', '/api/v1/orders', {
      token: s.token,
      body: { id_evento: s.event.id, idpedido: created.body.data.idpedido, itens: [{ id_item: s.equipment.id }] },
    });
    const notes = await notificationsOf(t, s.accountId);
    expect(notes.map((n) => n.event)).toEqual(['order_created', 'order_items_added']);
    expect(notes[0].payload[0]).toMatchObject({
      idpedido: created.body.data.idpedido,
      numero: `${s.event.id}-1`,
      itens: [expect.objectContaining({ valortotal: 150.5, nomeevento: 'Formatura 2026' })],
    });
    expect(notes[1].payload[0]).toMatchObject({ tipo: 7, numero_pedido_completo: `${s.event.id}-1` });
  });

  it('gives 10 concurrent additions to one order distinct, contiguous ordem values', async () => {
    const s = await setup();
    const created = await t.request('POST', '/api/v1/orders', {
      token: s.token,
      body: { id_evento: s.event.id, itens: [{ id_produto: s.product.id }] },
    });
    expect(created.status).toBe(201);
    const idpedido = created.body.data.idpedido;
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.request('POST', '/api/v1/orders', {
          token: s.token,
          body: { id_evento: s.event.id, idpedido, itens: [{ id_produto: s.product.id }, { id_item: s.equipment.id }] },
        }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(201));
    const rows: { ordem: number | string }[] = await t.app
      .get(DataSource)
      .query('SELECT ordem FROM order_items WHERE account_id = ? AND idpedido = ? ORDER BY ordem', [s.accountId, idpedido]);
    expect(rows.map((r) => Number(r.ordem))).toEqual(Array.from({ length: 21 }, (_, i) => i + 1));
  });

  it('answers null in numeric and ID fields with 400 naming the field, writing nothing', async () => {
    const s = await setup();
    const res = await t.request('POST', '/api/v1/orders', {
      token: s.token,
      body: { id_evento: s.event.id, itens: [{ id_produto: null }] },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e: any) => e.field)).toContain('itens[0].id_produto');
    for (const [item, field] of [
      [{ id_produto: s.product.id, quantidade: null }, 'itens[0].quantidade'],
      [{ id_produto: s.product.id, valor: null }, 'itens[0].valor'],
      [{ id_item: s.equipment.id, ndias: null }, 'itens[0].ndias'],
      [{ id_item: s.equipment.id, id_vendedor: null }, 'itens[0].id_vendedor'],
    ] as const) {
      const r = await t.request('POST', '/api/v1/orders', { token: s.token, body: { id_evento: s.event.id, itens: [item] } });
      expect([r.status, r.body.errors.map((e: any) => e.field)]).toEqual([400, expect.arrayContaining([field])]);
    }
    const top = await t.request('POST', '/api/v1/orders', {
      token: s.token,
      body: { id_evento: s.event.id, id_cliente: null, idpedido: null },
    });
    expect(top.status).toBe(400);
    expect(top.body.errors.map((e: any) => e.field)).toEqual(expect.arrayContaining(['id_cliente', 'idpedido']));
    // descricao: null is the same as no description.
    const ok = await t.request('POST', '/api/v1/orders', {
      token: s.token,
      body: { id_evento: s.event.id, itens: [{ id_produto: s.product.id, descricao: null }] },
    });
    expect(ok.status).toBe(201);
    expect(await countRows(t, 'order_items', s.accountId)).toBe(1);
  });

  it('answers a total beyond DECIMAL(12,2) with 400 out_of_range on the item, writing nothing', async () => {
    const s = await setup();
    const res = await t.request('POST', '/api/v1/orders', {
      token: s.token,
      body: {
        id_evento: s.event.id,
        itens: [
          { id_produto: s.product.id },
          { id_item: s.equipment.id, valor: 9_999_999_999.99, quantidade: 999_999_999.999, ndias: 999_999_999.999 },
        ],
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([expect.objectContaining({ field: 'itens[1].valortotal', code: 'out_of_range' })]);
    // The catalogue value counts too: 150.50 × 100,000,000 = 15,050,000,000.
    const fromCatalogue = await t.request('POST', '/api/v1/orders', {
      token: s.token,
      body: { id_evento: s.event.id, itens: [{ id_produto: s.product.id, quantidade: 100_000_000 }] },
    });
    expect(fromCatalogue.status).toBe(400);
    expect(fromCatalogue.body.errors[0]).toMatchObject({ field: 'itens[0].valortotal', code: 'out_of_range' });
    expect(await countRows(t, 'orders', s.accountId)).toBe(0);
    expect(await countRows(t, 'order_items', s.accountId)).toBe(0);
    // The largest total that fits is accepted.
    const edge = await t.request('POST', '/api/v1/orders', {
      token: s.token,
      body: { id_evento: s.event.id, itens: [{ id_produto: s.product.id, valor: 9_999_999_999.99 }] },
    });
    expect(edge.status).toBe(201);
    expect((await t.request('GET', `/api/v1/orders/${edge.body.data.itens[0].id}`, { token: s.token })).body.valortotal).toBe(
      9_999_999_999.99,
    );
  });

  it('returns the items of one request in request order with their ordem (one multi-row insert)', async () => {
    const s = await setup();
    const created = await t.request('POST', '/api/v1/orders', {
      token: s.token,
      body: {
        id_evento: s.event.id,
        itens: [
          { id_produto: s.product.id, nome: 'A' },
          { id_item: s.equipment.id, nome: 'B', ordem: 10 },
          { id_produto: s.product.id, nome: 'C' },
        ],
      },
    });
    expect(created.status).toBe(201);
    expect(created.body.data.itens.map((i: any) => i.nome)).toEqual(['A', 'B', 'C']);
    const added = await t.request('POST', '/api/v1/orders', {
      token: s.token,
      body: {
        id_evento: s.event.id,
        idpedido: created.body.data.idpedido,
        itens: [
          { id_item: s.equipment.id, nome: 'D' },
          { id_produto: s.product.id, nome: 'E', quantidade: 2 },
        ],
      },
    });
    expect(added.status).toBe(201);
    expect(added.body.data.itens.map((i: any) => [i.nome, i.quantidade, i.tipo])).toEqual([
      ['D', 1, 7],
      ['E', 2, 2],
    ]);
    const views = await Promise.all(added.body.data.itens.map((i: any) => t.request('GET', `/api/v1/orders/${i.id}`, { token: s.token })));
    expect(views.map((v) => v.body.ordem)).toEqual([12, 13]);
    expect(views[1].body).toMatchObject({ valortotal: 301, nomeevento: 'Formatura 2026', idpedido: created.body.data.idpedido });
  });
});

describe('POST /api/v1/orders statements', () => {
  it('creates a 10-item order with the statements of a 2-item order: one lookup for all items, one multi-row INSERT, nothing read back', async () => {
    const s = await setup();
    const products = [s.product, ...(await Promise.all([2, 3, 4, 5, 6].map((i) => s.f.product({ nome: `Produto ${i}`, valor: i }))))];
    const equipment = [s.equipment, ...(await Promise.all([2, 3, 4].map((i) => s.f.equipment({ nome: `Equipamento ${i}`, valor: i }))))];
    const itens = [
      ...products.map((p) => ({ id_produto: p.id, quantidade: 2, id_cliente: s.client.id, id_vendedor: s.seller.id })),
      ...equipment.map((e) => ({ id_item: e.id, quantidade: 1, ndias: 2, id_cliente: s.client.id, id_vendedor: s.seller.id })),
    ];
    const ds = t.app.get(DataSource);
    const create = (body: object) => t.request('POST', '/api/v1/orders', { token: s.token, body });
    const created201 = async (body: object) => expect((await create(body)).status).toBe(201);
    await create({ id_evento: s.event.id, itens: [itens[0]] }); // a token's first use also records last_used_at
    // Ten items cost what two cost: a statement per item (a lookup, an INSERT, a read-back) would add eight.
    const two = await leastStatements(ds, () => created201({ id_evento: s.event.id, itens: [itens[0], itens[6]] }), 2);
    const tenItems = await leastStatements(ds, () => created201({ id_evento: s.event.id, itens }), 2);
    expect(tenItems).toBeLessThanOrEqual(two);
    // And two cost no more than 13: the transaction (2); the event; one lookup of all products and
    // equipment, one of the clients, one of the sellers; the sequence taken and answered by one
    // UPDATE; the order, its items and the item counts, one INSERT each; the outbox's notification
    // (its INSERT, the row's stored defaults, the account's webhooks). A read-back of the sequence
    // or of the items, or an isolation level set before each transaction (the rule is once per
    // pooled connection), would each make 14. The equipment item adds its reservation, four
    // statements whatever the number of equipment items: the equipment rows locked (one UPDATE),
    // read with what the event holds of them (one SELECT), and the holdings and days written
    // (one INSERT or UPDATE each; the event is read under its lock instead of plainly).
    expect(two).toBeLessThanOrEqual(17);
    const ten = { result: await create({ id_evento: s.event.id, itens }) };
    expect(ten.result.status).toBe(201);

    // The items answered (and notified) are the items stored.
    const [created] = (await notificationsOf(t, s.accountId)).filter((n) => n.event === 'order_created').slice(-1)[0].payload;
    // Each order took the next number once: six orders, numbers 1 to 6, and the event's counter at 6.
    expect(created.sequencial).toBe(6);
    const orders = (await notificationsOf(t, s.accountId)).filter((n) => n.event === 'order_created').map((n) => n.payload[0].sequencial);
    expect(orders).toEqual([1, 2, 3, 4, 5, 6]);
    const [{ n }] = await ds.query('SELECT ultimo_pedido AS n FROM events WHERE id = ?', [s.event.id]);
    expect(Number(n)).toBe(6);
    expect(created.itens.map((i: any) => i.id)).toEqual(ten.result.body.data.itens.map((i: any) => i.id));
    for (const item of created.itens) expect((await t.request('GET', `/api/v1/orders/${item.id}`, { token: s.token })).body).toEqual(item);
  });
});

describe('POST /api/v1/orders at the item limit', () => {
  it('creates an order with 500 items in one request (one multi-row insert), ordem 1..500 in request order', async () => {
    const s = await setup();
    const itens = Array.from({ length: 500 }, (_, i) =>
      i % 2 ? { id_item: s.equipment.id, nome: `I${i}` } : { id_produto: s.product.id, nome: `I${i}` },
    );
    const res = await t.request('POST', '/api/v1/orders', { token: s.token, body: { id_evento: s.event.id, itens } });
    expect(res.status).toBe(201);
    expect(res.body.data.itens.map((i: any) => i.nome)).toEqual(itens.map((it) => it.nome));
    const rows: { ordem: number | string }[] = await t.app
      .get(DataSource)
      .query('SELECT ordem FROM order_items WHERE account_id = ? ORDER BY id', [s.accountId]);
    expect(rows.map((r) => Number(r.ordem))).toEqual(Array.from({ length: 500 }, (_, i) => i + 1));
  });
});

describe('order sequence', () => {
  it('allocates nothing for an event that is gone, which the service answers with 422 on id_evento', async () => {
    const s = await setup();
    const events = t.app.get(EventsService, { strict: false });
    const runner = t.app.get(TransactionRunner);
    const ctxOf = (accountId: number) => contextFor({ id: accountId, nome: 'x', timezone: 'America/Sao_Paulo' }, 'req-sequence');
    expect(await runner.run(ctxOf(s.accountId), (c) => events.allocateOrderNumber(c, 99_999_999))).toBeNull();
    expect(await runner.run(ctxOf(s.accountId), (c) => events.allocateOrderNumber(c, s.event.id))).toBe(1);
    expect(await runner.run(ctxOf(s.accountId), (c) => events.allocateOrderNumber(c, s.event.id))).toBe(2);
    const other = await t.newAccount();
    expect(await runner.run(ctxOf(other.accountId), (c) => events.allocateOrderNumber(c, s.event.id))).toBeNull();
    let thrown: any;
    try {
      await runner.run(ctxOf(s.accountId), async (c) => requireSequence(await events.allocateOrderNumber(c, 99_999_999), 99_999_999));
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toMatchObject({ kind: 'unprocessable', errors: [expect.objectContaining({ field: 'id_evento', code: 'not_found' })] });
    expect(requireSequence(7, s.event.id)).toBe(7);
    // The event keeps its counter private: the API view never shows it, and the next order takes the next number.
    const view = await t.request('GET', `/api/v1/events/${s.event.id}`, { token: s.token });
    expect(view.body).not.toHaveProperty('ultimo_pedido');
    const res = await t.request('POST', '/api/v1/orders', { token: s.token, body: { id_evento: s.event.id } });
    expect(res.body.data.sequencial).toBe(3);
  });
});
