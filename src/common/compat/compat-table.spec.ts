import { AppError } from '../errors';
import { CLIENTS_COMPAT } from './clients.compat';
import { addAnswerFields, neededIds, resolveBody, resolveQuery, resourcesOf, sentFieldOf } from './compat-table';
import { EVENTS_COMPAT } from './events.compat';
import { GUESTS_COMPAT } from './guests.compat';

const problemsOf = (work: () => void) => {
  try {
    work();
  } catch (error) {
    if (error instanceof AppError) return { kind: error.kind, errors: error.errors };
    throw error;
  }
  return undefined;
};

describe('ME Eventos aliases: requests', () => {
  it('remembers the aliases sent, so that errors name a field as the request did', () => {
    const sent = resolveBody(CLIENTS_COMPAT, [{ nome: 'A', cpf: '1' }, { nome: 'B', documento: '2', estado: 'SP' }]);
    expect(sentFieldOf('[0].documento', sent)).toBe('[0].cpf');
    expect(sentFieldOf('[1].documento', sent)).toBe('[1].documento');
    expect(sentFieldOf('[1].uf', sent)).toBe('[1].estado');
    expect(sentFieldOf('[0].nome', sent)).toBe('[0].nome');
    const query = resolveQuery(EVENTS_COMPAT, { start: '2027-01-01', data_fim: '2027-02-01' });
    expect(sentFieldOf('data_inicio', query)).toBe('start');
    expect(sentFieldOf('data_fim', query)).toBe('data_fim');
  });

  it('renames query aliases and field_sort values to ours, leaving everything else for the validation', () => {
    const query: Record<string, unknown> = { start: '2027-01-01', end: '2027-12-31', field_sort: 'dataevento', page: '1', inicio: 'x' };
    resolveQuery(EVENTS_COMPAT, query);
    expect(query).toEqual({ data_inicio: '2027-01-01', data_fim: '2027-12-31', field_sort: 'data_evento', page: '1', inicio: 'x' });
  });

  it('leaves our own names and unknown sort values as they are', () => {
    const query: Record<string, unknown> = { data_inicio: '2027-01-01', field_sort: 'nomecliente' };
    resolveQuery(EVENTS_COMPAT, query);
    expect(query).toEqual({ data_inicio: '2027-01-01', field_sort: 'nomecliente' });
  });

  it('takes a name and its alias with one value as one value, also when repeated as arrays', () => {
    const query: Record<string, unknown> = { idevento: ['3', '4'], id_evento: ['3', '4'] };
    resolveQuery(GUESTS_COMPAT, query);
    expect(query).toEqual({ id_evento: ['3', '4'] });
  });

  it('refuses a name and its alias with different values: 400 conflicting_alias on the alias', () => {
    expect(problemsOf(() => resolveQuery(EVENTS_COMPAT, { start: '2027-01-01', data_inicio: '2027-01-02', end: '2027-02-01', data_fim: '2027-02-02' }))).toEqual({
      kind: 'bad_request',
      errors: [
        { field: 'start', code: 'conflicting_alias', message: expect.stringContaining('data_inicio') },
        { field: 'end', code: 'conflicting_alias', message: expect.stringContaining('data_fim') },
      ],
    });
  });

  it('renames body aliases of one object and of each element of an array, with the element in the path', () => {
    const one = { nome: 'A', cpf: '52998224725', estado: 'SP', anotacoes: 'x' };
    resolveBody(CLIENTS_COMPAT, one);
    expect(one).toEqual({ nome: 'A', documento: '52998224725', uf: 'SP', observacoes: 'x' });
    const many: unknown[] = [{ nome: 'A', cnpjpj: '11222333000181' }, 'not an object', { nome: 'B', cpf: '1', documento: '2' }];
    expect(problemsOf(() => resolveBody(CLIENTS_COMPAT, many))?.errors).toEqual([{ field: '[2].cpf', code: 'conflicting_alias', message: expect.any(String) }]);
    expect(many[0]).toEqual({ nome: 'A', documento: '11222333000181' });
  });

  it('refuses two aliases of one name with different values (cpf and cnpjpj)', () => {
    expect(problemsOf(() => resolveBody(CLIENTS_COMPAT, { cpf: '1', cnpjpj: '2' }))?.errors.map((e) => e.field)).toEqual(['cnpjpj']);
  });

  it('leaves bodies of families without body aliases untouched', () => {
    const body = { nomeevento: 'x' };
    resolveBody(EVENTS_COMPAT, body);
    expect(body).toEqual({ nomeevento: 'x' });
  });
});

describe('ME Eventos aliases: answers', () => {
  it('finds the resources of lists, writes and views, and none in a deletion', () => {
    const row = { id: 1 };
    expect(resourcesOf({ data: [row], pagination: {} })).toEqual([row]);
    expect(resourcesOf({ status: 'success', message: 'x', data: row })).toEqual([row]);
    expect(resourcesOf({ status: 'success', message: 'x', data: [row, row] })).toHaveLength(2);
    expect(resourcesOf(row)).toEqual([row]);
    expect(resourcesOf({ status: 'success', message: 'deleted' })).toEqual([]);
    expect(resourcesOf(null)).toEqual([]);
  });

  it('collects each need once over a page, skipping rows that name none', () => {
    const rows = [
      { id: 1, id_tipo_evento: 2, id_local: null, id_cliente: 5 },
      { id: 2, id_tipo_evento: 2, id_local: 3, id_cliente: null },
    ];
    expect(neededIds(EVENTS_COMPAT, rows)).toEqual({ eventtype: [2], eventlocation: [3], client: [5], firstBudget: [1, 2] });
  });

  it('adds the fields after ours without replacing any of ours', () => {
    const client: Record<string, unknown> = { id: 1, nome: 'A', tipo_pessoa: 'J', documento: '11222333000181', uf: 'SP', datacadastro: '2026-11-26' };
    addAnswerFields(CLIENTS_COMPAT, [client]);
    expect(Object.keys(client)).toEqual(['id', 'nome', 'tipo_pessoa', 'documento', 'uf', 'datacadastro', 'estado', 'cnpjpj', 'tipocadastro', 'datadecadastro']);
    expect(client).toMatchObject({ estado: 'SP', cnpjpj: '11222333000181', tipocadastro: 1 });
  });

  it('answers an event over several days with datasAdicionais, a one-day event with []', () => {
    const event = (data_fim: string | null): Record<string, unknown> => ({ id: 1, nome: 'x', data_evento: '2027-03-13', data_fim, datacadastro: '2026-11-26' });
    const [long, same, none] = [event('2027-03-15'), event('2027-03-13'), event(null)];
    addAnswerFields(EVENTS_COMPAT, [long, same, none]);
    expect([long.datasAdicionais, same.datasAdicionais, none.datasAdicionais]).toEqual([[{ inicio: '2027-03-13', fim: '2027-03-15' }], [], []]);
    expect(none).toMatchObject({ idlocalevento: 0, idorcamento: 0, tipoEvento: '', nomeCliente: '', idcliente: 0 });
  });
});
