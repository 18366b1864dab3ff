import {
  boundaryViolations,
  floorOf,
  floorViolations,
  importCycles,
  importGraph,
  importsOf,
  moduleGraph,
  moduleOf,
} from '../support/module-boundaries';

const graph = (edges: Record<string, string[]>) => new Map(Object.entries(edges));

describe('module boundaries: the rule on a synthetic import graph', () => {
  it('flags a module importing another module’s repository', () => {
    expect(boundaryViolations(graph({ 'src/modules/orders/orders.service.ts': ['src/modules/events/events.repository.ts'] }))).toEqual([
      { from: 'src/modules/orders/orders.service.ts', to: 'src/modules/events/events.repository.ts' },
    ]);
  });

  it('flags a module importing another module’s entity, also from nested folders', () => {
    const found = boundaryViolations(
      graph({
        'src/modules/budgets/readers/items.reader.ts': ['src/modules/catalogue/entities/catalogue.entity.ts'],
        'src/modules/guests/guests.service.ts': ['src/modules/events/deep/stock.repository.ts'],
      }),
    );
    expect(found.map((v) => v.to)).toEqual([
      'src/modules/catalogue/entities/catalogue.entity.ts',
      'src/modules/events/deep/stock.repository.ts',
    ]);
  });

  it('allows a module its own repository and entities, other modules’ services and DTOs, and the entity registry', () => {
    expect(
      boundaryViolations(
        graph({
          'src/modules/orders/orders.service.ts': [
            'src/modules/orders/orders.repository.ts',
            'src/modules/orders/entities/order.entity.ts',
            'src/modules/catalogue/catalogue.service.ts',
            'src/modules/budgets/dto/budget-item.dto.ts',
            'src/common/list-page.ts',
          ],
          'src/database/schema.ts': ['src/modules/orders/entities/order.entity.ts', 'src/modules/events/entities/event.entity.ts'],
        }),
      ),
    ).toEqual([]);
  });

  it('sees `import type`, `export … from` and dynamic imports, not only plain imports', () => {
    const file = 'src/modules/orders/x.ts';
    const text = [
      "import type { EventEntity } from '../events/entities/event.entity';",
      "export { ClientRepository } from '../clients/clients.repository';",
      "const lazy = () => import('../guests/guests.repository.js');",
      "import { money } from '../../common/decimal';",
      "import { Injectable } from '@nestjs/common';",
    ].join('\n');
    const imports = importsOf(file, text);
    expect(imports).toEqual([
      'src/modules/events/entities/event.entity',
      'src/modules/clients/clients.repository',
      'src/modules/guests/guests.repository',
      'src/common/decimal',
    ]);
    expect(boundaryViolations(graph({ [file]: imports })).map((v) => v.to)).toEqual([
      'src/modules/events/entities/event.entity',
      'src/modules/clients/clients.repository',
      'src/modules/guests/guests.repository',
    ]);
  });

  it('names the module of a path under src/modules only', () => {
    expect(moduleOf('src/modules/orders/dto/x.dto.ts')).toBe('orders');
    expect(moduleOf('src/database/schema.ts')).toBeNull();
  });
});

describe('floors: the rule on a synthetic import graph', () => {
  it('puts each folder of src/ on its floor, lowest first, and src/health on none', () => {
    expect(
      [
        'src/config/env.ts',
        'src/common/errors.ts',
        'src/queue/queue.module.ts',
        'src/metrics/metrics.ts',
        'src/database/schema.ts',
        'src/accounts/accounts.service.ts',
      ].map(floorOf),
    ).toEqual([0, 1, 1, 1, 1, 2]);
    expect(
      [
        'src/modules/orders/dto/x.dto.ts',
        'src/demo/demo.service.ts',
        'src/bootstrap/http.ts',
        'src/cli/command.ts',
        'src/app.module.ts',
      ].map(floorOf),
    ).toEqual([3, 4, 4, 4, 4]);
    expect([floorOf('src/health/readiness.ts'), floorOf('test/support/harness.ts')]).toEqual([null, null]);
  });

  it('flags the lower layers importing a module or accounts, by any path', () => {
    const found = floorViolations(
      graph({
        'src/common/request-context.ts': ['src/modules/webhooks/notifications/notification-kinds.ts'],
        'src/common/auth/auth.guard.ts': ['src/accounts/accounts.service.ts'],
        'src/metrics/metrics.module.ts': ['src/modules/webhooks/webhook-delivery.repository.ts'],
        'src/queue/x.ts': ['src/modules/webhooks/x.ts'],
        'src/database/transaction.ts': ['src/modules/webhooks/notifications/notification-kinds'],
        'src/config/env.ts': ['src/common/errors.ts'],
      }),
    );
    expect(found.map((v) => v.from)).toEqual([
      'src/common/request-context.ts',
      'src/common/auth/auth.guard.ts',
      'src/metrics/metrics.module.ts',
      'src/queue/x.ts',
      'src/database/transaction.ts',
      'src/config/env.ts',
    ]);
  });

  it('flags accounts importing a module or the demo, and a module importing the demo or the entry points', () => {
    const found = floorViolations(
      graph({
        'src/accounts/demo.service.ts': ['src/modules/orders/orders.service.ts', 'src/demo/demo-data.ts'],
        'src/modules/financial/financial.module.ts': ['src/demo/demo.module.ts', 'src/bootstrap/http.ts', 'src/app.module.ts'],
      }),
    );
    expect(found.map((v) => v.to)).toEqual([
      'src/modules/orders/orders.service.ts',
      'src/demo/demo-data.ts',
      'src/demo/demo.module.ts',
      'src/bootstrap/http.ts',
      'src/app.module.ts',
    ]);
  });

  it('flags a module reaching accounts past its port', () => {
    const found = floorViolations(
      graph({
        'src/modules/lookups/lookups.service.ts': ['src/accounts/account-directory.ts', 'src/accounts/accounts.service.ts'],
        'src/modules/webhooks/delivery/delivery-reads.ts': ['src/accounts/account-directory'],
      }),
    );
    expect(found).toEqual([{ from: 'src/modules/lookups/lookups.service.ts', to: 'src/accounts/accounts.service.ts' }]);
  });

  it('allows imports down and across a floor, the entity registry, and files on no floor', () => {
    expect(
      floorViolations(
        graph({
          'src/database/schema.ts': ['src/modules/orders/entities/order.entity.ts', 'src/accounts/entities/account.entity.ts'],
          'src/database/transaction.ts': ['src/common/request-context.ts', 'src/metrics/database-metrics.ts', 'src/config/env.ts'],
          'src/accounts/accounts.service.ts': ['src/common/auth/token-authenticator.ts', 'src/database/transaction.ts'],
          'src/modules/orders/orders.module.ts': [
            'src/modules/events/events.module.ts',
            'src/common/compat/compat.module.ts',
            'src/health/readiness.ts',
          ],
          'src/demo/demo.service.ts': ['src/modules/orders/orders.service.ts', 'src/accounts/accounts.service.ts'],
          'src/app.module.ts': ['src/demo/demo.module.ts', 'src/modules/orders/orders.module.ts'],
          'src/health/readiness.ts': ['src/metrics/metrics.ts'],
        }),
      ),
    ).toEqual([]);
  });
});

describe('import cycles: the rule on a synthetic import graph', () => {
  it('flags two modules importing each other, with the path of the cycle', () => {
    const files = graph({
      'src/modules/orders/order-items.query.ts': ['src/modules/budgets/budgets.service.ts', 'src/common/list-page.ts'],
      'src/modules/budgets/budget-items.builder.ts': ['src/modules/orders/order-items.logic.ts'],
      'src/modules/budgets/budgets.service.ts': ['src/modules/budgets/budget-items.builder.ts'],
    });
    expect(moduleGraph(files)).toEqual(
      new Map([
        ['orders', ['budgets']],
        ['budgets', ['orders']],
      ]),
    );
    expect(importCycles(moduleGraph(files))).toEqual([['budgets', 'orders', 'budgets']]);
  });

  it('flags a cycle through several modules (a transitive one)', () => {
    const modules = graph({ orders: ['events'], events: ['clients'], clients: ['orders', 'lookups'], lookups: [] });
    expect(importCycles(modules)).toEqual([['clients', 'orders', 'events', 'clients']]);
  });

  it('flags a cycle between files, a file importing itself, and reports each cycle once', () => {
    const files = graph({
      'src/database/data-source.ts': ['src/database/schema.ts'],
      'src/database/schema.ts': ['src/database/migrations/baseline.ts', 'src/modules/orders/entities/order.entity.ts'],
      'src/database/migrations/baseline.ts': ['src/database/data-source.ts'],
      'src/modules/orders/entities/order.entity.ts': [],
      'src/common/self.ts': ['src/common/self.ts'],
    });
    expect(importCycles(files)).toEqual([
      ['src/common/self.ts', 'src/common/self.ts'],
      ['src/database/data-source.ts', 'src/database/schema.ts', 'src/database/migrations/baseline.ts', 'src/database/data-source.ts'],
    ]);
  });

  it('answers the shortest cycle of a knot of files', () => {
    const files = graph({ a: ['b', 'c'], b: ['c'], c: ['d'], d: ['a', 'b'] });
    expect(importCycles(files)).toEqual([['a', 'c', 'd', 'a']]);
  });

  it('passes an acyclic graph, shared imports (a diamond) and imports of files outside the graph included', () => {
    const files = graph({
      'src/modules/orders/orders.service.ts': ['src/modules/budgets/budgets.service.ts', 'src/common/item-ordem.ts', 'src/unknown.ts'],
      'src/modules/budgets/budgets.service.ts': ['src/common/item-ordem.ts'],
      'src/common/item-ordem.ts': [],
    });
    expect(importCycles(files)).toEqual([]);
    expect(importCycles(moduleGraph(files))).toEqual([]);
  });
});

describe('module boundaries: this code base', () => {
  it('has no module importing another module’s repository or entities', () => {
    const tree = importGraph(process.cwd());
    expect(tree.size).toBeGreaterThan(50);
    expect(tree.get('src/database/schema.ts')).toContain('src/modules/orders/entities/order.entity.ts');
    expect(boundaryViolations(tree)).toEqual([]);
  });

  // ME Eventos tables, notification kinds, metrics' gauges and the AuthGuard's token check all
  // reach the lower layers by registration or a port (CompatRegistry, NotificationKinds,
  // DeliveryBacklog, TokenAuthenticator), never by an import upward.
  it('has no file importing one on a higher floor, and no module reaching accounts past its port', () => {
    const tree = importGraph(process.cwd());
    expect(tree.get('src/database/schema.ts')).toContain('src/accounts/entities/account.entity.ts');
    expect(floorViolations(tree)).toEqual([]);
  });

  // Type-only imports count: the graph is built from every `import`, `import type` included.
  // A runtime cycle makes one file see the other half-initialised; a type-only one still says
  // the two files (or modules) lean on each other, and the code base is free of both.
  it('has no module importing another, directly or through others, that imports it back', () => {
    expect(importCycles(moduleGraph(importGraph(process.cwd())))).toEqual([]);
  });

  it('has no import cycle between files under src/', () => {
    expect(importCycles(importGraph(process.cwd()))).toEqual([]);
  });
});
