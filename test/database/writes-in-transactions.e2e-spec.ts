import { DataSource, EntityTarget } from 'typeorm';

import { TransactionRunner } from '../../src/database/transaction';
import { Equipment } from '../../src/modules/catalogue/entities/equipment.entity';
import { Product } from '../../src/modules/catalogue/entities/product.entity';
import { Seller } from '../../src/modules/lookups/entities/seller.entity';
import { LookupsService } from '../../src/modules/lookups/lookups.service';
import { Webhook } from '../../src/modules/webhooks/entities/webhook.entity';
import { entityWrites } from '../support/db-probes';
import { startTestApp, TestApp, TestResponse } from '../support/harness';
import { sleep } from '../support/webhook-receiver';

/**
 * Every write runs through the TransactionRunner, in a transaction of its own (or of its
 * caller). On SQLite there is one connection: a bare write made while another unit of work's
 * transaction is open would run inside it, and vanish when that one rolls back.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 60_000);
afterAll(async () => {
  await t?.close();
}, 60_000);

/**
 * Runs `work` and expects it to have written `entity`, every such write inside a transaction
 * that committed (a write outside one, or in one that never commits, fails it).
 */
async function expectOwnTransaction<T>(entity: EntityTarget<unknown>, work: () => Promise<T>): Promise<T> {
  const { result, writes } = await entityWrites(t.app.get(DataSource), work);
  const own = writes.filter((w) => w.entity === entity);
  expect(own.length).toBeGreaterThan(0);
  expect(own).toEqual(own.map(() => ({ entity, inTransaction: true, committed: true })));
  return result;
}

describe('API writes run in a transaction of their own', () => {
  it('POST /products-services inserts the product inside a transaction that commits', async () => {
    const { token } = await t.newAccount();
    const res = await expectOwnTransaction(Product, () =>
      t.request('POST', '/api/v1/products-services', { token, body: { nome: 'Buffet', valor: 90 } }),
    );
    expect(res.status).toBe(201);
  });

  it('POST /equipment inserts the equipment inside a transaction that commits', async () => {
    const { token } = await t.newAccount();
    const res = await expectOwnTransaction(Equipment, () =>
      t.request('POST', '/api/v1/equipment', { token, body: { nome: 'Mesa', valor: 25, estoque: 3 } }),
    );
    expect(res.status).toBe(201);
  });

  it('POST /webhooks inserts the webhook inside a transaction that commits', async () => {
    const { token } = await t.newAccount();
    const res = await expectOwnTransaction(Webhook, () =>
      t.request('POST', '/api/v1/webhooks', { token, body: { url: 'http://127.0.0.1:9/hook', events: ['customer_created'] } }),
    );
    expect(res.status).toBe(201);
  });

  it('PUT /webhooks/{id} updates the webhook inside a transaction that commits', async () => {
    const { token } = await t.newAccount();
    const created = await t.request('POST', '/api/v1/webhooks', {
      token,
      body: { url: 'http://127.0.0.1:9/hook', events: ['customer_created'] },
    });
    const res = await expectOwnTransaction(Webhook, () =>
      t.request('PUT', `/api/v1/webhooks/${created.body.data.id}`, { token, body: { active: false } }),
    );
    expect(res.status).toBe(200);
    expect(res.body.data.active).toBe(false);
  });
});

describe('CLI writes of the lookup lists run in a transaction of their own', () => {
  it('adds, renames and deactivates an entry, each inside a transaction that commits', async () => {
    const { accountId } = await t.newAccount();
    const lookups = t.app.get(LookupsService);
    const row = await expectOwnTransaction(Seller, () => lookups.add(accountId, 'seller', 'Vendedora Nova'));
    expect(await expectOwnTransaction(Seller, () => lookups.rename(accountId, 'seller', row.id, 'Vendedora Renomeada'))).toBe(true);
    expect(await expectOwnTransaction(Seller, () => lookups.setActive(accountId, 'seller', row.id, false))).toBe(true);
    expect((await lookups.all(accountId, 'seller')).find((s) => s.id === row.id)).toMatchObject({
      nome: 'Vendedora Renomeada',
      ativo: false,
    });
    expect(await lookups.rename(accountId, 'seller', 999_999, 'Ninguém')).toBe(false);
  });
});

describe('a write never joins another unit of work that rolls back', () => {
  /**
   * Holds a transaction of the runner open while `write` runs, then rolls it back. The write
   * either answers meanwhile (its own connection, MySQL) or waits for the runner's turn
   * (SQLite); the bounded wait only decides when to let go of the held transaction.
   */
  async function duringRolledBackTransaction<T>(write: () => Promise<T>): Promise<T> {
    let entered!: () => void;
    let release!: () => void;
    const inside = new Promise<void>((r) => (entered = r));
    const released = new Promise<void>((r) => (release = r));
    const held = t.app.get(TransactionRunner).run(async (tx) => {
      await tx.manager.query('SELECT 1');
      entered();
      await released;
      throw new Error('rolled back on purpose');
    });
    await inside;
    const pending = write();
    await Promise.race([
      pending.then(
        () => undefined,
        () => undefined,
      ),
      sleep(1500),
    ]);
    release();
    await expect(held).rejects.toThrow('rolled back on purpose');
    return pending;
  }

  it('a product created while another transaction rolls back is kept', async () => {
    const { token } = await t.newAccount();
    const res: TestResponse<any> = await duringRolledBackTransaction(() =>
      t.request('POST', '/api/v1/products-services', { token, body: { nome: 'Sobrevivente', valor: 10 } }),
    );
    expect(res.status).toBe(201);
    const view = await t.request('GET', `/api/v1/products-services/${res.body.data.id}`, { token });
    expect(view.status).toBe(200);
    expect(view.body).toEqual(res.body.data);
  });

  it('a webhook created while another transaction rolls back is kept', async () => {
    const { token } = await t.newAccount();
    const res: TestResponse<any> = await duringRolledBackTransaction(() =>
      t.request('POST', '/api/v1/webhooks', { token, body: { url: 'http://127.0.0.1:9/kept', events: ['customer_created'] } }),
    );
    expect(res.status).toBe(201);
    const view = await t.request('GET', `/api/v1/webhooks/${res.body.data.id}`, { token });
    expect(view.status).toBe(200);
    expect(view.body.url).toBe('http://127.0.0.1:9/kept');
  });
});
