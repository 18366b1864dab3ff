import { DataSource } from 'typeorm';

import { MIGRATIONS } from '../../src/database/schema';
import { startTestApp, TestApp } from '../support/harness';

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

  it('keep the index budget of the largest tables: at most 12 secondary indexes on financial entries and 8 on order items', async () => {
    const ds = t.app.get(DataSource);
    // Besides the primary key and the account's key (account_id, id) that other tables point to.
    const secondary = (table: string) => ds.entityMetadatas.find((m) => m.tableName === table)!.indices.filter((i) => !i.isUnique).length;
    expect(secondary('financial_entries')).toBeLessThanOrEqual(12);
    expect(secondary('order_items')).toBeLessThanOrEqual(8);
    // The migrated schema has exactly the entities' indexes (the test above), so these are the tables' own.
    const runner = ds.createQueryRunner();
    const table = await runner.getTable('financial_entries');
    await runner.release();
    expect(table!.indices.filter((i) => !i.isUnique).length).toBe(secondary('financial_entries'));
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
});
