import { DataSource } from 'typeorm';
import { MIGRATIONS } from '../src/database/schema';
import { ORDER_ITEM_COUNT_STRIPES } from '../src/modules/orders/entities/order-item-count.entity';
import { startTestApp, TestApp } from './support/harness';
import { orderFactories } from './support/order-factories';

describe('migrations', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('build exactly the schema the entities describe', async () => {
    const log = await t.app.get(DataSource).driver.createSchemaBuilder().log();
    expect(log.upQueries.map((q) => q.query)).toEqual([]);
  });

  it('revert all the way down and apply again', async () => {
    const ds = t.app.get(DataSource);
    for (let i = 0; i < MIGRATIONS.length; i++) await ds.undoLastMigration({ transaction: 'each' });
    const runner = ds.createQueryRunner();
    const left: string[] = [];
    for (const { tableName } of ds.entityMetadatas) if (await runner.hasTable(tableName)) left.push(tableName);
    await runner.release();
    expect(left).toEqual([]);
    const ran = await ds.runMigrations({ transaction: 'each' });
    expect(ran.length).toBe(MIGRATIONS.length);
    expect((await ds.driver.createSchemaBuilder().log()).upQueries).toEqual([]);
    const { token } = await t.newAccount();
    expect((await t.request('GET', '/api/v1/account', { token })).status).toBe(200);
  });

  it('backfill the item counts by tipo and stripe from the counts by event (1763800010200)', async () => {
    const ds = t.app.get(DataSource);
    const { accountId, token } = await t.newAccount();
    const f = orderFactories(t, accountId);
    const product = await f.product({ nome: 'Coquetel', valor: 30 });
    const equipment = await f.equipment({ nome: 'Toalha', valor: 5 });
    for (let i = 0; i < 3; i++) {
      const event = await f.event({ nome: `Evento ${i}` });
      const itens = [{ id_produto: product.id }, ...Array.from({ length: i + 1 }, () => ({ id_item: equipment.id }))];
      expect((await t.request('POST', '/api/v1/orders', { token, body: { id_evento: event.id, itens } })).status).toBe(201);
    }
    const since = MIGRATIONS.length - MIGRATIONS.findIndex((m) => m.name === 'OrderItemTipoCounts1763800010200');
    for (let i = 0; i < since; i++) await ds.undoLastMigration({ transaction: 'each' });
    const runner = ds.createQueryRunner();
    expect(await runner.hasTable('order_item_tipo_counts')).toBe(false);
    await runner.release();
    expect((await ds.runMigrations({ transaction: 'each' })).length).toBe(since);

    const stripe = `id_evento % ${ORDER_ITEM_COUNT_STRIPES}`;
    const counted = await ds.query(`SELECT tipo, ${stripe} AS stripe, COUNT(*) AS n FROM order_items WHERE account_id = ? GROUP BY tipo, ${stripe} ORDER BY tipo, stripe`, [accountId]);
    const kept = await ds.query('SELECT tipo, stripe, n FROM order_item_tipo_counts WHERE account_id = ? ORDER BY tipo, stripe', [accountId]);
    const norm = (rows: any[]) => rows.map((r) => [Number(r.tipo), Number(r.stripe), Number(r.n)]);
    expect(norm(kept)).toEqual(norm(counted));
    expect(norm(kept).length).toBeGreaterThan(2);
    const total = async (query: Record<string, number>) => (await t.request('GET', '/api/v1/orders', { token, query })).body.pagination.total_data;
    expect(await total({})).toBe(9);
    expect(await total({ tipo: 7 })).toBe(6);
  });
});
