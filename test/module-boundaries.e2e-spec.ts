import { boundaryViolations, importGraph, importsOf, moduleOf } from './support/module-boundaries';

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

describe('module boundaries: this code base', () => {
  it('has no module importing another module’s repository or entities', () => {
    const tree = importGraph(process.cwd());
    expect(tree.size).toBeGreaterThan(50);
    expect(tree.get('src/database/schema.ts')).toContain('src/modules/orders/entities/order.entity.ts');
    expect(boundaryViolations(tree)).toEqual([]);
  });
});
