import { DataSource } from 'typeorm';

import { contextFor } from '../common/request-context';
import { assertNoTransaction, inTransaction, NetworkCallInTransaction, networkCallsRefused } from './network-guard';
import { TransactionRunner } from './transaction';

describe('no network call inside a transaction', () => {
  let ds: DataSource;
  let runner: TransactionRunner;

  beforeAll(async () => {
    ds = new DataSource({ type: 'better-sqlite3', database: ':memory:' });
    await ds.initialize();
    runner = new TransactionRunner(ds);
    runner.useOutbox({ write: async () => undefined });
  });
  afterAll(() => ds.destroy());

  it('refuses a call made from a unit of work, with or without a request context', async () => {
    const before = networkCallsRefused();
    await expect(runner.run(async () => assertNoTransaction('GET https://example.test/'))).rejects.toThrow(NetworkCallInTransaction);
    const ctx = contextFor({ id: 1, nome: 'Conta', timezone: 'America/Sao_Paulo' }, 'req-guard');
    await expect(
      runner.run(ctx, async () => {
        await new Promise((resolve) => setTimeout(resolve, 1)); // still inside after an await
        assertNoTransaction('DNS lookup of example.test');
      }),
    ).rejects.toThrow(/DNS lookup of example.test/);
    expect(networkCallsRefused()).toBe(before + 2);
  });

  it('allows the call before the transaction opens, after it commits, and in an after-commit hook', async () => {
    expect(inTransaction()).toBe(false);
    expect(() => assertNoTransaction('before')).not.toThrow();
    let hookRan = false;
    let insideWork = false;
    await runner.run(async (tx) => {
      insideWork = inTransaction();
      tx.afterCommit(() => {
        assertNoTransaction('webhook post');
        hookRan = true;
      });
    });
    expect(insideWork).toBe(true);
    expect(hookRan).toBe(true);
    expect(inTransaction()).toBe(false);
  });
});
