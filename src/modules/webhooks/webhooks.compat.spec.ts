import type { CompatTable } from '../../common/compat/compat-table';
import { withMeEventosFields } from './webhooks.compat';

// A table as a module registers it for its notifications (clients' is tested beside clients).
const PEOPLE: CompatTable = { family: 'people', answer: { schemas: [], fields: {}, add: (p) => ({ cpf: p.documento }) } };

describe("notifications' data with ME Eventos' fields", () => {
  it("gives copies of a table's resources ME's fields, leaving the service's objects and non-objects as they are", () => {
    const client = { id: 1, nome: 'A', documento: '52998224725' };
    const [copy, other] = withMeEventosFields(PEOPLE, [client, 'x']) as [Record<string, unknown>, unknown];
    expect(copy).toEqual({ ...client, cpf: '52998224725' });
    expect(client).not.toHaveProperty('cpf');
    expect(other).toBe('x');
  });

  it('returns the data itself for a kind without a table', () => {
    const data = [{ id: 1 }];
    expect(withMeEventosFields(undefined, data)).toBe(data);
  });
});
