import { untransactedWrites, untransactedWritesIn } from '../support/write-paths';

/**
 * Every write goes through TransactionRunner (a transaction's manager); a write on the default
 * connection would, on SQLite's single connection, join whatever transaction another request
 * has open. Callers of the repository base cannot forget the manager (its write methods require
 * one: the compiler checks it); this guards the repositories and services themselves.
 */
const writes = (text: string) => untransactedWrites('src/x.ts', text).map((w) => `${w.where}: ${w.call}`);

describe('write paths: the rule on synthetic sources', () => {
  it('flags writes on an injected Repository field, directly or through a query builder', () => {
    const found = writes(`
      class TokensService {
        constructor(@InjectRepository(ApiToken) private readonly tokens: Repository<ApiToken>, private readonly runner: TransactionRunner) {}
        revoke(id: number) { return this.tokens.update({ id }, { revoked_at: new Date() }); }
        touch(id: number) { return this.tokens.createQueryBuilder().update().set({ n: 1 }).where('id = :id', { id }).execute(); }
        read(id: number) { return this.tokens.findOneBy({ id }); }
      }`);
    expect(found).toEqual(['TokensService.revoke: this.tokens.update', 'TokensService.touch: this.tokens.createQueryBuilder().update']);
  });

  it('flags this.repo() without a manager, with an optional one, or with one that may be undefined', () => {
    const found = writes(`
      class WebhookRepository extends AccountScopedRepository<Webhook> {
        a(id: number) { return this.repo().delete({ id }); }
        b(id: number, manager?: EntityManager) { return this.repo(manager).update({ id }, { active: false }); }
        c(ctx: RequestContext, id: number) { return this.repo(ctx.tx?.manager).save({ id }); }
        async d(values: object, manager?: EntityManager) { const repo = this.repo(manager); return repo.insert(values); }
        e(sql: string, manager?: EntityManager) { return manager!.query(sql); }
      }`);
    expect(found).toEqual([
      'WebhookRepository.a: this.repo().delete',
      'WebhookRepository.b: this.repo(manager).update',
      'WebhookRepository.c: this.repo(ctx.tx?.manager).save',
      'WebhookRepository.d: repo.insert',
      'WebhookRepository.e: manager!.query',
    ]);
  });

  it('accepts writes on a transaction manager: a required manager, tx.manager, a context bound to the transaction', () => {
    expect(
      writes(`
        class OrdersRepository extends AccountScopedRepository<Order> {
          constructor(@InjectRepository(Order) repository: Repository<Order>, private readonly runner: TransactionRunner) { super(repository, 'o'); }
          a(id: number, manager: EntityManager) { return this.repo(manager).delete({ id }); }
          b(rows: object[], manager: EntityManager) { return manager.createQueryBuilder().insert().into(Order).values(rows).execute(); }
          c(ctx: RequestContext) { return this.runner.run(ctx, async (c) => c.tx.manager.getRepository(Order).update({ id: 1 }, {})); }
          d() { return this.runner.run(async (tx) => tx.manager.query('DELETE FROM orders')); }
          e(map: Map<number, number>) { map.delete(1); return createHash('sha256').update('x'); }
          f(manager?: EntityManager) { return this.repo(manager).findOneBy({ id: 1 }); }
        }`),
    ).toEqual([]);
  });
});

describe('write paths: the source tree', () => {
  it('has no write on the default connection in src/ (every write takes a transaction manager)', () => {
    expect(untransactedWritesIn(process.cwd())).toEqual([]);
  });
});
