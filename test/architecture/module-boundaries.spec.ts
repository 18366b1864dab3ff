import { boundaryViolations, importCycles, importGraph, importsOf, moduleGraph, moduleOf } from '../support/module-boundaries';

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
    expect(found.map((v) => v.to)).toEqual(['src/modules/catalogue/entities/catalogue.entity.ts', 'src/modules/events/deep/stock.repository.ts']);
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
    expect(imports).toEqual(['src/modules/events/entities/event.entity', 'src/modules/clients/clients.repository', 'src/modules/guests/guests.repository', 'src/common/decimal']);
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

describe('import cycles: the rule on a synthetic import graph', () => {
  it('flags two modules importing each other, with the path of the cycle', () => {
    const files = graph({
      'src/modules/orders/order-items.query.ts': ['src/modules/budgets/budgets.service.ts', 'src/common/list-page.ts'],
      'src/modules/budgets/budget-items.builder.ts': ['src/modules/orders/order-items.logic.ts'],
      'src/modules/budgets/budgets.service.ts': ['src/modules/budgets/budget-items.builder.ts'],
    });
    expect(moduleGraph(files)).toEqual(new Map([['orders', ['budgets']], ['budgets', ['orders']]]));
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
