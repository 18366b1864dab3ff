import type { RequestContext } from '../request-context';
import { CompatRegistry } from './compat-registry';
import type { CompatTable } from './compat-table';

const ctx = { account: { id: 1, nome: 'A', timezone: 'America/Sao_Paulo' }, token: null, requestId: 'r' } satisfies RequestContext;
const table = (family: string): CompatTable => ({ family });

describe('ME Eventos registry', () => {
  it('lists the tables the modules registered, in the order they came', () => {
    const registry = new CompatRegistry();
    registry.add({ tables: [table('events')] });
    registry.add({ tables: [table('eventtype'), table('eventlocation')] });
    expect(registry.tables().map((t) => t.family)).toEqual(['events', 'eventtype', 'eventlocation']);
  });

  it('refuses a family, a need or a notification kind registered twice', () => {
    const registry = new CompatRegistry();
    const reader = async () => new Map<number, string>();
    registry.add({
      tables: [table('clients')],
      names: { client: reader },
      notifications: { kinds: ['customer_created'], table: table('clients') },
    });
    expect(() => registry.add({ tables: [table('clients')] })).toThrow('ME Eventos table clients registered twice');
    expect(() => registry.add({ names: { client: reader } })).toThrow('ME Eventos need client registered twice');
    expect(() => registry.add({ notifications: { kinds: ['customer_created'], table: table('x') } })).toThrow(
      'customer_created registered twice',
    );
  });

  it('reads each need that names IDs through the module that registered it, and no other', async () => {
    const registry = new CompatRegistry();
    const asked: string[] = [];
    registry.add({ names: { client: async (_ctx, ids) => (asked.push(`client ${ids}`), new Map(ids.map((id) => [id, `client ${id}`]))) } });
    registry.add({ names: { firstBudget: async () => (asked.push('firstBudget'), new Map()) } });
    const found = await registry.find(ctx, { client: [5, 6], firstBudget: [] });
    expect(asked).toEqual(['client 5,6']);
    expect(found).toEqual({
      client: new Map([
        [5, 'client 5'],
        [6, 'client 6'],
      ]),
      firstBudget: new Map(),
    });
    await expect(registry.find(ctx, { unknown: [1] })).rejects.toThrow('ME Eventos need unknown: no module registered a reader for it');
  });

  it('answers the table of a notification kind a module registered, none for other kinds', () => {
    const registry = new CompatRegistry();
    const clients = table('clients');
    registry.add({ notifications: { kinds: ['customer_created', 'customer_updated'], table: clients } });
    expect(registry.notificationTable('customer_updated')).toBe(clients);
    expect(registry.notificationTable('customer_deleted')).toBeUndefined();
  });
});
