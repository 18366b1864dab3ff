import { DataSource } from 'typeorm';

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

/** An account with an event and one order of three items. */
async function setup() {
  const { accountId, token } = await t.newAccount();
  const f = orderFactories(t, accountId);
  const event = await f.event({ nome: 'Aniversário 15 anos' });
  const product = await f.product({ nome: 'Doces finos', valor: 10.1, valorcusto: 4 });
  const equipment = await f.equipment({ nome: 'Cadeira Tiffany', valor: 7.5 });
  const res = await t.request('POST', '/api/v1/orders', {
    token,
    body: {
      id_evento: event.id,
      itens: [{ id_produto: product.id, descricao: 'original' }, { id_item: equipment.id, quantidade: 10 }, { id_produto: product.id }],
    },
  });
  const order = res.body.data;
  return { accountId, token, f, event, product, equipment, order, itemIds: order.itens.map((i: any) => i.id) as number[] };
}

const view = async (token: string, id: number) => (await t.request('GET', `/api/v1/orders/${id}`, { token })).body;

describe('GET /api/v1/orders/{id}', () => {
  it('returns the bare item object with every SPEC field plus valortotal', async () => {
    const s = await setup();
    const res = await t.request('GET', `/api/v1/orders/${s.itemIds[0]}`, { token: s.token });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(
      [
        'id',
        'idpedido',
        'id_evento',
        'id_produto',
        'nome',
        'descricao',
        'quantidade',
        'ndias',
        'valor',
        'valorvenda',
        'valororiginal',
        'valordesconto',
        'valoradd',
        'valorcusto',
        'tipo',
        'ordem',
        'datacadastro',
        'id_vendedor',
        'id_cliente',
        'numero_pedido',
        'numero_pedido_completo',
        'nomeevento',
        'valortotal',
      ].sort(),
    );
    expect(res.body).toMatchObject({ id: s.itemIds[0], nomeevento: 'Aniversário 15 anos', numero_pedido_completo: `${s.event.id}-1` });
  });

  it('answers 400 for <event>-<seq>, pointing to ?pedido=', async () => {
    const s = await setup();
    const res = await t.request('GET', `/api/v1/orders/${s.event.id}-1`, { token: s.token });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].message).toContain(`GET /api/v1/orders?pedido=${s.event.id}-1`);
  });

  it('answers 400 for malformed IDs and 404 for unknown or foreign items', async () => {
    const s = await setup();
    const other = await setup();
    for (const bad of ['abc', '1.5', '0', '1-2-3', '99999999999']) {
      expect((await t.request('GET', `/api/v1/orders/${bad}`, { token: s.token })).status).toBe(400);
    }
    expect((await t.request('GET', '/api/v1/orders/999999', { token: s.token })).status).toBe(404);
    const foreign = await t.request('GET', `/api/v1/orders/${other.itemIds[0]}`, { token: s.token });
    expect(foreign.status).toBe(404);
    expect(JSON.stringify(foreign.body)).not.toContain('Doces');
  });
});

describe('PUT /api/v1/orders/{id}', () => {
  it('recalculates 10.10 × 3 × 1.5 − 0.05 + 0.10 = 45.50 and answers with the updated items', async () => {
    const s = await setup();
    const res = await t.request('PUT', `/api/v1/orders/${s.order.idpedido}`, {
      token: s.token,
      body: { itens: [{ id: s.itemIds[0], quantidade: 3, ndias: 1.5, valordesconto: 0.05, valoradd: 0.1 }] },
    });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('success');
    expect(res.body.message).toMatch(/^1 item updated/);
    expect(res.body.errors).toEqual([]);
    expect(res.body.data).toHaveLength(1);
    expect(res.body.data[0]).toMatchObject({
      id: s.itemIds[0],
      idpedido: s.order.idpedido,
      id_evento: s.event.id,
      nome: 'Doces finos',
      numero_pedido_completo: `${s.event.id}-1`,
      quantidade: 3,
      ndias: 1.5,
      valorvenda: 10.1,
      valordesconto: 0.05,
      valoradd: 0.1,
      valortotal: 45.5,
    });
    expect((await view(s.token, s.itemIds[0])).valortotal).toBe(45.5);
  });

  it('accepts <event>-<seq> in the path and corrects a value with valorvenda (rule 6), keeping the item', async () => {
    const s = await setup();
    const res = await t.request('PUT', `/api/v1/orders/${s.event.id}-1`, {
      token: s.token,
      body: { itens: [{ id: s.itemIds[1], valorvenda: 8.25 }] },
    });
    expect(res.status).toBe(200);
    const v = await view(s.token, s.itemIds[1]);
    expect(v).toMatchObject({ id: s.itemIds[1], valorvenda: 8.25, valor: 7.5, quantidade: 10, valortotal: 82.5, ordem: 2 });
  });

  it('changes only the fields sent (rule 5)', async () => {
    const s = await setup();
    const before = await view(s.token, s.itemIds[1]);
    await t.request('PUT', `/api/v1/orders/${s.order.idpedido}`, {
      token: s.token,
      body: { itens: [{ id: s.itemIds[1], descricao: 'lavadas' }] },
    });
    const after = await view(s.token, s.itemIds[1]);
    expect(after).toEqual({ ...before, descricao: 'lavadas' });
  });

  it('lets valortotal override the calculation (rule 3)', async () => {
    const s = await setup();
    const res = await t.request('PUT', `/api/v1/orders/${s.order.idpedido}`, {
      token: s.token,
      body: { itens: [{ id: s.itemIds[0], quantidade: 5, valortotal: 40 }] },
    });
    expect(res.status).toBe(200);
    expect(await view(s.token, s.itemIds[0])).toMatchObject({ quantidade: 5, valortotal: 40 });
  });

  it('rejects valortotal alone and items with only an id (400), changing nothing', async () => {
    const s = await setup();
    const res = await t.request('PUT', `/api/v1/orders/${s.order.idpedido}`, {
      token: s.token,
      body: { itens: [{ id: s.itemIds[0], quantidade: 2 }, { id: s.itemIds[1], valortotal: 1 }, { id: s.itemIds[2] }] },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      expect.objectContaining({ field: 'itens[1].valortotal', code: 'valortotal_alone' }),
      expect.objectContaining({ field: 'itens[2]', code: 'nothing_to_edit' }),
    ]);
    expect((await view(s.token, s.itemIds[0])).quantidade).toBe(1);
  });

  it('rejects an item of another order (422): nothing changed, every problem listed', async () => {
    const s = await setup();
    const second = await t.request('POST', '/api/v1/orders', {
      token: s.token,
      body: { id_evento: s.event.id, itens: [{ id_produto: s.product.id }] },
    });
    const foreignItem = second.body.data.itens[0].id;
    const res = await t.request('PUT', `/api/v1/orders/${s.order.idpedido}`, {
      token: s.token,
      body: {
        itens: [
          { id: s.itemIds[0], quantidade: 9 },
          { id: foreignItem, quantidade: 9 },
          { id: 999999, quantidade: 9 },
        ],
      },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors.map((e: any) => [e.field, e.code])).toEqual([
      ['itens[1].id', 'not_in_order'],
      ['itens[2].id', 'not_in_order'],
    ]);
    expect((await view(s.token, s.itemIds[0])).quantidade).toBe(1);
    expect((await view(s.token, foreignItem)).quantidade).toBe(1);
  });

  it('answers 404 for an unknown or foreign order and 400 for a malformed one', async () => {
    const s = await setup();
    const other = await setup();
    const body = { itens: [{ id: s.itemIds[0], quantidade: 2 }] };
    expect((await t.request('PUT', '/api/v1/orders/999999', { token: s.token, body })).status).toBe(404);
    expect((await t.request('PUT', `/api/v1/orders/${s.event.id}-7`, { token: s.token, body })).status).toBe(404);
    expect(
      (
        await t.request('PUT', `/api/v1/orders/${other.order.idpedido}`, {
          token: s.token,
          body: { itens: [{ id: other.itemIds[0], quantidade: 2 }] },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await t.request('PUT', `/api/v1/orders/${other.event.id}-1`, {
          token: s.token,
          body: { itens: [{ id: other.itemIds[0], quantidade: 2 }] },
        })
      ).status,
    ).toBe(404);
    expect((await view(other.token, other.itemIds[0])).quantidade).toBe(1);
    const bad = await t.request('PUT', '/api/v1/orders/x-1', { token: s.token, body });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].field).toBe('id');
  });

  it('rejects empty itens, wrong types and repeated items (400)', async () => {
    const s = await setup();
    expect((await t.request('PUT', `/api/v1/orders/${s.order.idpedido}`, { token: s.token, body: { itens: [] } })).status).toBe(400);
    const types = await t.request('PUT', `/api/v1/orders/${s.order.idpedido}`, {
      token: s.token,
      body: { itens: [{ id: s.itemIds[0], quantidade: '3e0' }] },
    });
    expect(types.status).toBe(400);
    expect(types.body.errors[0].field).toBe('itens[0].quantidade');
    const dup = await t.request('PUT', `/api/v1/orders/${s.order.idpedido}`, {
      token: s.token,
      body: {
        itens: [
          { id: s.itemIds[0], quantidade: 2 },
          { id: s.itemIds[0], ndias: 2 },
        ],
      },
    });
    expect(dup.status).toBe(400);
  });

  it('answers null in a numeric field with 400 naming itens[i].<field>, changing nothing', async () => {
    const s = await setup();
    const before = await view(s.token, s.itemIds[0]);
    for (const field of ['quantidade', 'ndias', 'valorvenda', 'valordesconto', 'valoradd', 'valortotal']) {
      const res = await t.request('PUT', `/api/v1/orders/${s.order.idpedido}`, {
        token: s.token,
        body: { itens: [{ id: s.itemIds[0], descricao: 'x', [field]: null }] },
      });
      expect([field, res.status]).toEqual([field, 400]);
      expect(res.body.errors.map((e: any) => e.field)).toContain(`itens[0].${field}`);
    }
    const id = await t.request('PUT', `/api/v1/orders/${s.order.idpedido}`, {
      token: s.token,
      body: { itens: [{ id: null, quantidade: 2 }] },
    });
    expect(id.status).toBe(400);
    expect(id.body.errors[0].field).toBe('itens[0].id');
    expect(await view(s.token, s.itemIds[0])).toEqual(before);
    // descricao: null clears the description.
    const cleared = await t.request('PUT', `/api/v1/orders/${s.order.idpedido}`, {
      token: s.token,
      body: { itens: [{ id: s.itemIds[0], descricao: null }] },
    });
    expect(cleared.status).toBe(200);
    expect(cleared.body.data[0].descricao).toBeNull();
  });

  it('answers a recalculated total beyond DECIMAL(12,2) with 400 out_of_range, changing nothing', async () => {
    const s = await setup();
    const before = await Promise.all(s.itemIds.map((id) => view(s.token, id)));
    const res = await t.request('PUT', `/api/v1/orders/${s.order.idpedido}`, {
      token: s.token,
      body: {
        itens: [
          { id: s.itemIds[0], quantidade: 2 },
          { id: s.itemIds[1], quantidade: 999_999_999.999, ndias: 999_999_999.999 },
        ],
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([expect.objectContaining({ field: 'itens[1].valortotal', code: 'out_of_range' })]);
    expect(await Promise.all(s.itemIds.map((id) => view(s.token, id)))).toEqual(before);
  });

  it('records no notification for a failed PUT or a failed DELETE of items', async () => {
    const s = await setup();
    const other = await setup();
    const ds = t.app.get(DataSource);
    const count = async () => Number((await ds.query('SELECT COUNT(*) AS n FROM notifications WHERE account_id = ?', [s.accountId]))[0].n);
    const start = await count();
    expect(start).toBe(1); // order_created
    const put = await t.request('PUT', `/api/v1/orders/${s.order.idpedido}`, {
      token: s.token,
      body: {
        itens: [
          { id: s.itemIds[0], quantidade: 2 },
          { id: other.itemIds[0], quantidade: 2 },
        ],
      },
    });
    expect(put.status).toBe(422);
    const range = await t.request('PUT', `/api/v1/orders/${s.order.idpedido}`, {
      token: s.token,
      body: { itens: [{ id: s.itemIds[1], quantidade: 999_999_999.999, ndias: 999_999_999.999 }] },
    });
    expect(range.status).toBe(400);
    const del = await t.request('DELETE', `/api/v1/orders/${s.order.idpedido}/items`, {
      token: s.token,
      body: { itens: [s.itemIds[0], other.itemIds[0]] },
    });
    expect(del.status).toBe(422);
    expect(await count()).toBe(start);
    // The same requests without the foreign item do record one each.
    expect(
      (await t.request('DELETE', `/api/v1/orders/${s.order.idpedido}/items`, { token: s.token, body: { itens: [s.itemIds[0]] } })).status,
    ).toBe(200);
    expect(await count()).toBe(start + 1);
  });

  it('records order_items_updated', async () => {
    const s = await setup();
    await t.request('PUT', `/api/v1/orders/${s.order.idpedido}`, {
      token: s.token,
      body: { itens: [{ id: s.itemIds[0], quantidade: 2 }] },
    });
    const notes = await notificationsOf(t, s.accountId);
    expect(notes.at(-1)).toMatchObject({
      event: 'order_items_updated',
      payload: [expect.objectContaining({ id: s.itemIds[0], quantidade: 2, valortotal: 20.2 })],
    });
  });
});

describe('DELETE /api/v1/orders/{id}/items', () => {
  it('deletes the listed items: {status, message, deleted, errors}', async () => {
    const s = await setup();
    const res = await t.request('DELETE', `/api/v1/orders/${s.event.id}-1/items`, {
      token: s.token,
      body: { itens: [s.itemIds[0], s.itemIds[2]] },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      status: 'success',
      message: expect.stringMatching(/^2 items deleted/),
      deleted: [s.itemIds[0], s.itemIds[2]],
      errors: [],
    });
    expect((await t.request('GET', `/api/v1/orders/${s.itemIds[0]}`, { token: s.token })).status).toBe(404);
    expect((await view(s.token, s.itemIds[1])).id).toBe(s.itemIds[1]);
    const notes = await notificationsOf(t, s.accountId);
    expect(notes.at(-1)).toMatchObject({
      event: 'order_items_deleted',
      payload: [expect.objectContaining({ id: s.itemIds[0] }), expect.objectContaining({ id: s.itemIds[2] })],
    });
  });

  it('rejects an item not in the order (422): nothing deleted, all listed', async () => {
    const s = await setup();
    const other = await setup();
    const res = await t.request('DELETE', `/api/v1/orders/${s.order.idpedido}/items`, {
      token: s.token,
      body: { itens: [s.itemIds[0], other.itemIds[0], 424242] },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors.map((e: any) => e.field)).toEqual(['itens[1]', 'itens[2]']);
    expect(await countRows(t, 'order_items', s.accountId)).toBe(3);
    expect(await countRows(t, 'order_items', other.accountId)).toBe(3);
  });

  it('validates the body (400) and the order (404)', async () => {
    const s = await setup();
    expect((await t.request('DELETE', `/api/v1/orders/${s.order.idpedido}/items`, { token: s.token, body: { itens: [] } })).status).toBe(
      400,
    );
    expect((await t.request('DELETE', `/api/v1/orders/${s.order.idpedido}/items`, { token: s.token, body: { itens: ['a'] } })).status).toBe(
      400,
    );
    expect((await t.request('DELETE', `/api/v1/orders/999999/items`, { token: s.token, body: { itens: [s.itemIds[0]] } })).status).toBe(
      404,
    );
    expect((await t.request('DELETE', `/api/v1/orders/abc/items`, { token: s.token, body: { itens: [s.itemIds[0]] } })).status).toBe(400);
  });
});

describe('DELETE /api/v1/orders/{id}', () => {
  it('deletes the order with all its items; the message names the order', async () => {
    const s = await setup();
    const res = await t.request('DELETE', `/api/v1/orders/${s.order.idpedido}`, { token: s.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'success', message: expect.stringContaining(`${s.event.id}-1`) });
    expect(await countRows(t, 'orders', s.accountId)).toBe(0);
    expect(await countRows(t, 'order_items', s.accountId)).toBe(0);
    expect((await t.request('DELETE', `/api/v1/orders/${s.order.idpedido}`, { token: s.token })).status).toBe(404);
    const notes = await notificationsOf(t, s.accountId);
    expect(notes.at(-1)).toMatchObject({
      event: 'order_deleted',
      payload: [expect.objectContaining({ idpedido: s.order.idpedido, itens: expect.any(Array) })],
    });
    expect(notes.at(-1)!.payload[0].itens).toHaveLength(3);
  });

  it("accepts <event>-<seq>; another account's order is 404 and stays", async () => {
    const s = await setup();
    const other = await setup();
    expect((await t.request('DELETE', `/api/v1/orders/${other.event.id}-1`, { token: s.token })).status).toBe(404);
    expect((await t.request('DELETE', `/api/v1/orders/${other.order.idpedido}`, { token: s.token })).status).toBe(404);
    expect(await countRows(t, 'order_items', other.accountId)).toBe(3);
    expect((await t.request('DELETE', `/api/v1/orders/${s.event.id}-1`, { token: s.token })).status).toBe(200);
  });

  it('keeps the schema in step with the entities, with a unique index on orders (id_evento, numero)', async () => {
    const ds = t.app.get(DataSource);
    const pending = await ds.driver.createSchemaBuilder().log();
    const ours = pending.upQueries.filter((q) => /orders|order_items|budget/.test(q.query));
    expect(ours.map((q) => q.query)).toEqual([]);
    const runner = ds.createQueryRunner();
    try {
      const table = await runner.getTable('orders');
      const unique = table!.indices.find((i) => i.name === 'UQ_orders_evento_numero');
      expect(unique).toMatchObject({ isUnique: true, columnNames: ['id_evento', 'numero'] });
    } finally {
      await runner.release();
    }
  });
});
