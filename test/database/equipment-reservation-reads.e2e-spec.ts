import { DataSource } from 'typeorm';

import { TransactionRunner } from '../../src/database/transaction';
import { EquipmentReservationsRepository } from '../../src/modules/catalogue/equipment-reservations.repository';
import { leastStatements } from '../support/db-probes';
import { startTestApp, TestApp } from '../support/harness';

// An order's equipment lines are read with the lines' prices, without a lock; the reservation
// then locks them only if they are still as read, and reads them again under the lock if not.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

async function setUp(estoque: number) {
  const { accountId, token } = await t.newAccount();
  const equipment = (
    await t.request('POST', '/api/v1/equipment', { token, body: { nome: 'Cadeira', valor: 10, estoque, controle_estoque: true } })
  ).body.data.id as number;
  const product = (await t.request('POST', '/api/v1/products-services', { token, body: { nome: 'Buffet', valor: 50 } })).body.data
    .id as number;
  const event = async (data_evento: string) =>
    (await t.request('POST', '/api/v1/events', { token, body: { nome: 'Festa', data_evento } })).body.data.id as number;
  return { accountId, token, equipment, product, event };
}

describe('the read of an order line equipment with its prices', () => {
  it('is confirmed while no write moved the equipment since, and not once one did (the reservation then reads it again under the lock)', async () => {
    const { accountId, token, equipment, product, event } = await setUp(5);
    const mine = await event('2034-05-10');
    const other = await event('2034-05-10');
    const repo = t.app.get(EquipmentReservationsRepository);
    const runner = t.app.get(TransactionRunner);
    const ds = t.app.get(DataSource);
    const range = { start: '2034-05-10', end: '2034-05-10' };

    const still = await runner.run(async (tx) => {
      const r = await repo.readWithPrices(accountId, [product, 999_999], [equipment, 999_998], mine, range, tx.manager);
      // Unknown IDs are absent; the product's price comes with the equipment's.
      expect(r.products.map((p) => p.id)).toEqual([product]);
      expect(r.equipment.map((e) => e.id)).toEqual([equipment]);
      expect(r.read.get(equipment)).toMatchObject({ estoque: 5, controle_estoque: true, held: 0, periods: [] });
      return repo.confirm(accountId, r.read, tx.manager);
    });
    expect(still).toBe(true);

    // Another event takes 3 units between the read and the confirmation.
    const moved = await runner.run(async (tx) => {
      const r = await repo.readWithPrices(accountId, [], [equipment], mine, range, tx.manager);
      if (ds.options.type === 'better-sqlite3') {
        // One connection: the other write is this transaction's own statement.
        await tx.manager.query('UPDATE equipment SET versao_reservas = versao_reservas + 1 WHERE account_id = ? AND id = ?', [
          accountId,
          equipment,
        ]);
      } else {
        const answer = await t.request('POST', '/api/v1/orders', {
          token,
          body: { id_evento: other, itens: [{ id_item: equipment, quantidade: 3 }] },
        });
        expect(answer.status).toBe(201);
      }
      const confirmed = await repo.confirm(accountId, r.read, tx.manager);
      const again = await repo.lock(accountId, [equipment], tx.manager, mine, range);
      return { confirmed, again: again.get(equipment)! };
    });
    expect(moved.confirmed).toBe(false);
    if (ds.options.type !== 'better-sqlite3') expect(moved.again.periods).toMatchObject([{ id_evento: other, quantidade: 3 }]);
  });

  it('an order is checked against what the orders before it reserved (3 + 3 of 5 units: 409)', async () => {
    const { token, equipment, event } = await setUp(5);
    const day = await event('2034-06-01');
    const first = await t.request('POST', '/api/v1/orders', {
      token,
      body: { id_evento: day, itens: [{ id_item: equipment, quantidade: 3 }] },
    });
    expect(first.status).toBe(201);
    const second = await t.request('POST', '/api/v1/orders', {
      token,
      body: { id_evento: day, itens: [{ id_item: equipment, quantidade: 3 }] },
    });
    expect(second.status).toBe(409);
    expect(second.body.errors[0]).toMatchObject({ code: 'insufficient_stock', field: 'itens[0].quantidade' });
  });

  it('costs an order of 3 equipment lines two statements more than the same order of products (the lock and the reservations written)', async () => {
    const { token, equipment, product, event } = await setUp(1_000);
    const ds = t.app.get(DataSource);
    const more = await t.request('POST', '/api/v1/equipment', {
      token,
      body: { nome: 'Mesa', valor: 10, estoque: 1_000, controle_estoque: true },
    });
    const third = await t.request('POST', '/api/v1/equipment', {
      token,
      body: { nome: 'Toalha', valor: 10, estoque: 1_000, controle_estoque: true },
    });
    const items = [equipment, more.body.data.id as number, third.body.data.id as number];
    const day = await event('2034-07-01');
    const order = (withEquipment: boolean) => () =>
      t
        .request('POST', '/api/v1/orders', {
          token,
          body: {
            id_evento: day,
            itens: [0, 1, 2, 3, 4, 5].map((line) =>
              withEquipment && line % 2 === 1 ? { id_item: items[line >> 1], quantidade: 1 } : { id_produto: product, quantidade: 1 },
            ),
          },
        })
        .then((r) => expect(r.status).toBe(201));
    const products = await leastStatements(ds, order(false));
    const withEquipment = await leastStatements(ds, order(true));
    expect(withEquipment - products).toBeLessThanOrEqual(2);
  });
});
