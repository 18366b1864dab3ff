import { DataSource } from 'typeorm';
import type { Driver } from 'typeorm/driver/Driver';
import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata';

import { compileHydrator, TYPES_READ_AS_IS } from './account-scoped.repository';

class Thing {
  id!: number;
  nome!: string;
  valor!: number;
  initialised = 'field initialiser ran';
}

const column = (propertyName: string, more: Partial<ColumnMetadata> = {}) => ({ propertyName, ...more }) as ColumnMetadata;

describe('compileHydrator', () => {
  // Stands in for the driver's conversion (and the column's transformer): numbers from strings for `valor`.
  const driver = {
    prepareHydratedValue: (value: unknown, c: ColumnMetadata) => (c.propertyName === 'valor' ? Number(value) : value),
  } as unknown as Driver;
  const hydrate = compileHydrator<Thing>([column('id'), column('nome'), column('valor')], driver, Thing.prototype);

  it('reads every column through the driver into an object of the entity class, without its field initialisers', () => {
    const thing = hydrate({ id: 7, nome: 'Taça', valor: '12.50' });
    expect(thing).toBeInstanceOf(Thing);
    expect({ ...thing }).toEqual({ id: 7, nome: 'Taça', valor: 12.5 });
    expect(Object.hasOwn(thing, 'initialised')).toBe(false);
  });

  it('leaves out a column the row does not hold and keeps null as the driver answers it', () => {
    expect({ ...hydrate({ id: 1, nome: null }) }).toEqual({ id: 1, nome: null });
  });

  it('takes property names as data, not code', () => {
    const odd = compileHydrator<Record<string, unknown>>([column('a"]; throw new Error("x"); //')], driver, Object.prototype);
    expect(odd({ 'a"]; throw new Error("x"); //': 1 })).toEqual({ 'a"]; throw new Error("x"); //': 1 });
  });

  it('copies integer and text columns without a transformer as they come, and converts the others', () => {
    const seen: string[] = [];
    const counting = {
      prepareHydratedValue: (value: unknown, c: ColumnMetadata) => (seen.push(c.propertyName), value),
    } as unknown as Driver;
    const transformer = { to: (v: unknown) => v, from: (v: unknown) => v };
    const hydrateSome = compileHydrator<Record<string, unknown>>(
      [
        column('id', { type: 'int' }),
        column('nome', { type: 'varchar' }),
        column('valor', { type: 'decimal' }),
        column('dia', { type: 'date' }),
        column('n', { type: 'int', transformer }),
      ],
      counting,
      Object.prototype,
    );
    expect(hydrateSome({ id: 1, nome: 'a', valor: '2.50', dia: '2026-01-01', n: 3 })).toEqual({
      id: 1,
      nome: 'a',
      valor: '2.50',
      dia: '2026-01-01',
      n: 3,
    });
    expect(seen).toEqual(['valor', 'dia', 'n']);
  });

  it.each([
    ['mysql', { type: 'mysql' as const }],
    ['better-sqlite3', { type: 'better-sqlite3' as const, database: ':memory:' }],
  ])('relies only on what the real %s driver does: integer and text values come back unchanged', (_name, options) => {
    const driver = new DataSource(options).driver;
    for (const type of TYPES_READ_AS_IS) {
      for (const value of [0, 7, 2_147_483_647, '12345678901234567890', 'Taça de cristal', '', '2026-01-01', 'true']) {
        expect([type, value, driver.prepareHydratedValue(value, column('x', { type: type as ColumnMetadata['type'] }))]).toEqual([
          type,
          value,
          value,
        ]);
      }
    }
  });
});
