import { DataSource } from 'typeorm';

import { insertEntities, ROWS_PER_INSERT } from '../../src/database/insert-rows';
import { Notification } from '../../src/modules/webhooks/entities/notification.entity';
import { startTestApp, TestApp } from '../support/harness';

/**
 * The multi-row insert every fan-out uses: rows of any number go in statements of at most
 * ROWS_PER_INSERT rows, on both engines, and answer their IDs in the order given.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 60_000);
afterAll(async () => {
  await t?.close();
}, 60_000);

describe('insertEntities', () => {
  it('writes 2.5 × ROWS_PER_INSERT rows in 3 statements of at most ROWS_PER_INSERT rows, IDs in order, values as the entity reads them', async () => {
    const { accountId } = await t.newAccount();
    const ds = t.app.get(DataSource);
    const count = Math.floor(ROWS_PER_INSERT * 2.5);
    const at = new Date('2031-02-03T04:05:06.000Z');
    const rows = Array.from({ length: count }, (_, i) => ({
      account_id: accountId,
      event: 'customer_created',
      payload: [{ id: i + 1, nome: `Cliente ${i + 1}`, ativo: i % 2 === 0 }],
      created_at: at,
    }));

    // The statements the insert runs, as the manager is asked them (the transaction's own aside).
    const sizes: number[] = [];
    const ids = await ds.transaction(async (manager) => {
      const query = manager.query.bind(manager);
      manager.query = (async (sql: string, parameters?: unknown[]) => {
        sizes.push(parameters?.length ?? 0);
        return query(sql, parameters);
      }) as typeof manager.query;
      return insertEntities(manager, Notification, rows);
    });

    // 4 values per row; a statement with none is MySQL's read of the ID step.
    const inserts = sizes.filter((n) => n > 0).map((n) => n / 4);
    expect(inserts).toEqual([ROWS_PER_INSERT, ROWS_PER_INSERT, count - 2 * ROWS_PER_INSERT]);
    expect(sizes.length - inserts.length).toBeLessThanOrEqual(1);

    expect(ids).toHaveLength(count);
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);
    const stored = await ds.getRepository(Notification).find({ where: { account_id: accountId }, order: { id: 'ASC' } });
    expect(stored.map((n) => n.id)).toEqual(ids);
    stored.forEach((n, i) => {
      expect(n.payload).toEqual(rows[i].payload);
      expect(new Date(n.created_at).toISOString()).toBe(at.toISOString());
    });
  }, 60_000);

  it('writes nothing and answers no ID for no rows', async () => {
    const ds = t.app.get(DataSource);
    await expect(ds.transaction((manager) => insertEntities(manager, Notification, []))).resolves.toEqual([]);
  });
});
