import { DataSource } from 'typeorm';

import { leastStatements } from '../support/db-probes';
import { startTestApp, TestApp } from '../support/harness';

// What stock control costs an order in statements: the bench's ordinary order (6 lines, 3 of
// them stock-controlled equipment) against the same order of products.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('an order with stock-controlled equipment lines', () => {
  it('costs three statements more than the same order of products: the equipment lock, its read with the periods, the holdings written', async () => {
    const { token } = await t.newAccount();
    const ds = t.app.get(DataSource);
    const equipment: number[] = [];
    for (const nome of ['Cadeira', 'Mesa', 'Toalha'])
      equipment.push(
        (await t.request('POST', '/api/v1/equipment', { token, body: { nome, valor: 10, estoque: 1_000, controle_estoque: true } })).body
          .data.id as number,
      );
    const product = (await t.request('POST', '/api/v1/products-services', { token, body: { nome: 'Buffet', valor: 50 } })).body.data
      .id as number;
    const day = (await t.request('POST', '/api/v1/events', { token, body: { nome: 'Festa', data_evento: '2034-07-01' } })).body.data
      .id as number;
    const order = (withEquipment: boolean) => async () => {
      const answer = await t.request('POST', '/api/v1/orders', {
        token,
        body: {
          id_evento: day,
          itens: [0, 1, 2, 3, 4, 5].map((line) =>
            withEquipment && line % 2 === 1 ? { id_item: equipment[line >> 1], quantidade: 1 } : { id_produto: product, quantidade: 1 },
          ),
        },
      });
      expect(answer.status).toBe(201);
    };
    const products = await leastStatements(ds, order(false));
    const withEquipment = await leastStatements(ds, order(true));
    expect(withEquipment - products).toBeLessThanOrEqual(3);
  });
});
