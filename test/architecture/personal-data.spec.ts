import { getMetadataArgsStorage } from 'typeorm';

import type { PersonalDataDeclaration } from '../../src/common/privacy/personal-data';
import { BudgetAnswer } from '../../src/modules/budgets/entities/budget-answer.entity';
import { BUDGET_ANSWER_PERSONAL_DATA } from '../../src/modules/budgets/entities/budget-answer.personal-data';
import { Client } from '../../src/modules/clients/entities/client.entity';
import { CLIENT_PERSONAL_DATA } from '../../src/modules/clients/entities/client.personal-data';
import { Guest } from '../../src/modules/guests/entities/guest.entity';
import { GUEST_PERSONAL_DATA } from '../../src/modules/guests/entities/guest.personal-data';

/** The property names of an entity's columns, its base classes' included. */
const columnsOf = (entity: abstract new (...args: never[]) => unknown): string[] =>
  getMetadataArgsStorage()
    .columns.filter((c) => typeof c.target === 'function' && (c.target === entity || (entity.prototype as object) instanceof c.target))
    .map((c) => c.propertyName)
    .sort();

describe.each([
  ['BudgetAnswer', BudgetAnswer, BUDGET_ANSWER_PERSONAL_DATA],
  ['Client', Client, CLIENT_PERSONAL_DATA],
  ['Guest', Guest, GUEST_PERSONAL_DATA],
] as [string, abstract new (...args: never[]) => unknown, PersonalDataDeclaration<unknown>][])(
  '%s personal-data declaration',
  (_name, entity, declaration) => {
    it('names every column exactly once, as personal or not', () => {
      const declared = [...declaration.personal, ...declaration.notPersonal];
      expect(new Set(declared).size).toBe(declared.length);
      expect([...declared].sort()).toEqual(columnsOf(entity));
    });
  },
);
