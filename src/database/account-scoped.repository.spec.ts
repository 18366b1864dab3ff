import type { Driver } from 'typeorm/driver/Driver';
import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata';
import { compileHydrator } from './account-scoped.repository';

class Thing {
  id!: number;
  nome!: string;
  valor!: number;
  initialised = 'field initialiser ran';
}

const column = (propertyName: string) => ({ propertyName }) as ColumnMetadata;

describe('compileHydrator', () => {
  // Stands in for the driver's conversion (and the column's transformer): numbers from strings for `valor`.
  const driver = { prepareHydratedValue: (value: unknown, c: ColumnMetadata) => (c.propertyName === 'valor' ? Number(value) : value) } as unknown as Driver;
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
});
