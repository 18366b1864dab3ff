import 'reflect-metadata';

import { DataSource } from 'typeorm';

import { anonymizedColumns, declarePersonalData, type EntityPersonalData } from '../../src/common/privacy/personal-data';
import { ENTITIES, PERSONAL_DATA } from '../../src/database/schema';
import { Client } from '../../src/modules/clients/entities/client.entity';
import { FINANCIAL_HISTORY_PERSONAL_DATA } from '../../src/modules/financial/entities/financial-history.personal-data';

/**
 * Every entity the data source registers (read from its metadata, not from a list of this test)
 * and the personal-data declaration of each: a column in neither list, or in both, fails.
 */
describe('personal-data declarations of every entity', () => {
  const dataSource = new DataSource({ type: 'better-sqlite3', database: ':memory:', entities: ENTITIES });
  let problems: string[];
  let checked: string[];

  beforeAll(async () => {
    // Only the metadata is built (no connection is opened).
    await (dataSource as unknown as { buildMetadatas(): Promise<void> }).buildMetadatas();
    problems = [];
    checked = [];
    for (const metadata of dataSource.entityMetadatas) {
      checked.push(metadata.name);
      const declarations = PERSONAL_DATA.filter((d: EntityPersonalData) => d.entity === metadata.target);
      if (declarations.length !== 1) {
        problems.push(`${metadata.name}: ${declarations.length} declarations`);
        continue;
      }
      const [declaration] = declarations;
      const columns = metadata.columns.map((c) => c.propertyName);
      const declared = [...declaration.personal, ...declaration.notPersonal];
      for (const column of columns) {
        const times = declared.filter((d) => d === column).length;
        if (times === 0) problems.push(`${metadata.name}.${column} is in neither list`);
        if (declaration.personal.includes(column) && declaration.notPersonal.includes(column)) {
          problems.push(`${metadata.name}.${column} is in both lists`);
        } else if (times > 1) problems.push(`${metadata.name}.${column} is named ${times} times`);
      }
      for (const name of declared) if (!columns.includes(name)) problems.push(`${metadata.name}.${name} is no column`);
      for (const name of declaration.identifying ?? [])
        if (!declaration.personal.includes(name)) problems.push(`${metadata.name}.${name} is identifying but not personal`);
    }
  });

  it('walks every entity registered with the data source', () => {
    expect(checked.length).toBe(ENTITIES.length);
    expect(checked).toEqual(
      expect.arrayContaining(['Client', 'Guest', 'BudgetAnswer', 'FinancialEntry', 'Notification', 'IdempotencyKey']),
    );
  });

  it('finds each column of each entity in exactly one of its declaration’s lists', () => {
    expect(problems).toEqual([]);
  });

  it('declares no entity that the data source does not register', () => {
    const registered = new Set<unknown>(ENTITIES);
    expect(PERSONAL_DATA.filter((d) => !registered.has(d.entity)).map((d) => d.entity.name)).toEqual([]);
  });

  it('replaces a required text by a neutral word within its length, and nulls the nullable ones', () => {
    const metadata = dataSource.getMetadata(Client);
    const values = anonymizedColumns(declarePersonalData(Client, { personal: ['nome', 'documento'], notPersonal: [] }), metadata.columns);
    expect(values).toEqual({ nome: 'Anonimizado', documento: null });
  });

  it('keeps the changes of money in a financial history and blanks those of personal columns', () => {
    const row = {
      alteracoes: [
        { campo: 'descricao', de: 'Sinal de Ana Souza', para: 'Sinal Ana' },
        { campo: 'valor', de: 10, para: 20 },
        { campo: 'observacoes', de: null, para: 'ligar 21 99999-0000' },
      ],
    };
    const values = anonymizedColumns(FINANCIAL_HISTORY_PERSONAL_DATA, dataSource.getMetadata('FinancialHistory').columns, row as never);
    expect(values).toEqual({
      alteracoes: [
        { campo: 'descricao', de: 'Anonimizado', para: 'Anonimizado' },
        { campo: 'valor', de: 10, para: 20 },
        { campo: 'observacoes', de: null, para: 'Anonimizado' },
      ],
    });
  });
});
