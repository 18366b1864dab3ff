import { AppError } from '../errors';
import { addAnswerFields, CompatTable, neededIds, resolveBody, resolveQuery, resourcesOf, sentFieldOf } from './compat-table';

// Tables of the shapes the modules' tables have (the real ones are tested beside their modules):
// body aliases, two of them naming one field; query aliases and `field_sort` values; a query and
// body alias of an ID.
const PEOPLE: CompatTable = { family: 'people', body: { estado: 'uf', cpf: 'documento', cnpjpj: 'documento', anotacoes: 'observacoes' } };
const DATED: CompatTable = {
  family: 'dated',
  query: {
    start: { to: 'data_inicio', schema: { type: 'string', format: 'date' } },
    end: { to: 'data_fim', schema: { type: 'string', format: 'date' } },
  },
  sort: { nomeevento: 'nome', dataevento: 'data_evento' },
};
const MEMBERS: CompatTable = {
  family: 'members',
  query: { idevento: { to: 'id_evento', schema: { type: 'integer' } } },
  body: { idevento: 'id_evento' },
};

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
    const sent = resolveBody(PEOPLE, [
      { nome: 'A', cpf: '1' },
      { nome: 'B', documento: '2', estado: 'SP' },
    ]);
    expect(sentFieldOf('[0].documento', sent)).toBe('[0].cpf');
    expect(sentFieldOf('[1].documento', sent)).toBe('[1].documento');
    expect(sentFieldOf('[1].uf', sent)).toBe('[1].estado');
    expect(sentFieldOf('[0].nome', sent)).toBe('[0].nome');
    const query = resolveQuery(DATED, { start: '2027-01-01', data_fim: '2027-02-01' });
    expect(sentFieldOf('data_inicio', query)).toBe('start');
    expect(sentFieldOf('data_fim', query)).toBe('data_fim');
  });

  it('renames query aliases and field_sort values to ours, leaving everything else for the validation', () => {
    const query: Record<string, unknown> = { start: '2027-01-01', end: '2027-12-31', field_sort: 'dataevento', page: '1', inicio: 'x' };
    resolveQuery(DATED, query);
    expect(query).toEqual({ data_inicio: '2027-01-01', data_fim: '2027-12-31', field_sort: 'data_evento', page: '1', inicio: 'x' });
  });

  it('leaves our own names and unknown sort values as they are', () => {
    const query: Record<string, unknown> = { data_inicio: '2027-01-01', field_sort: 'nomecliente' };
    resolveQuery(DATED, query);
    expect(query).toEqual({ data_inicio: '2027-01-01', field_sort: 'nomecliente' });
  });

  it('takes a name and its alias with one value as one value, also when repeated as arrays', () => {
    const query: Record<string, unknown> = { idevento: ['3', '4'], id_evento: ['3', '4'] };
    resolveQuery(MEMBERS, query);
    expect(query).toEqual({ id_evento: ['3', '4'] });
  });

  it('refuses a name and its alias with different values: 400 conflicting_alias on the alias', () => {
    expect(
      problemsOf(() => resolveQuery(DATED, { start: '2027-01-01', data_inicio: '2027-01-02', end: '2027-02-01', data_fim: '2027-02-02' })),
    ).toEqual({
      kind: 'bad_request',
      errors: [
        { field: 'start', code: 'conflicting_alias', message: expect.stringContaining('data_inicio') },
        { field: 'end', code: 'conflicting_alias', message: expect.stringContaining('data_fim') },
      ],
    });
  });

  it('renames body aliases of one object and of each element of an array, with the element in the path', () => {
    const one = { nome: 'A', cpf: '52998224725', estado: 'SP', anotacoes: 'x' };
    resolveBody(PEOPLE, one);
    expect(one).toEqual({ nome: 'A', documento: '52998224725', uf: 'SP', observacoes: 'x' });
    const many: unknown[] = [{ nome: 'A', cnpjpj: '11222333000181' }, 'not an object', { nome: 'B', cpf: '1', documento: '2' }];
    expect(problemsOf(() => resolveBody(PEOPLE, many))?.errors).toEqual([
      { field: '[2].cpf', code: 'conflicting_alias', message: expect.any(String) },
    ]);
    expect(many[0]).toEqual({ nome: 'A', documento: '11222333000181' });
  });

  it('refuses two aliases of one name with different values (cpf and cnpjpj)', () => {
    expect(problemsOf(() => resolveBody(PEOPLE, { cpf: '1', cnpjpj: '2' }))?.errors.map((e) => e.field)).toEqual(['cnpjpj']);
  });

  it('lets a name sent as "" (left out, as ME writes it) yield to the other name', () => {
    const company = { cpf: '', cnpjpj: '11.222.333/0001-81' };
    resolveBody(PEOPLE, company);
    expect(company).toEqual({ documento: '11.222.333/0001-81' });
    const noted = { observacoes: 'x', anotacoes: '' };
    resolveBody(PEOPLE, noted);
    expect(noted).toEqual({ observacoes: 'x' });
    const ours = { documento: '', cpf: '52998224725' };
    resolveBody(PEOPLE, ours);
    expect(ours).toEqual({ documento: '52998224725' });
    // Two values that say something still contradict each other.
    expect(problemsOf(() => resolveBody(PEOPLE, { observacoes: 'x', anotacoes: 'y' }))?.errors.map((e) => e.field)).toEqual(['anotacoes']);
  });

  it('reads an alias\'s none (0, as ME\'s answers write "no client") as our null: equal to our null, alone a null', () => {
    const WITH_NONE: CompatTable = {
      family: 'booked',
      body: { idcliente: { to: 'id_cliente', none: 0 }, convidados: { to: 'numero_convidados', none: 0 }, observacao: 'observacoes' },
    };
    // A body copied from an answer: ME's 0 and "" beside our null are one value.
    const copied = { idcliente: 0, id_cliente: null, convidados: '0', numero_convidados: null, observacao: '', observacoes: null };
    resolveBody(WITH_NONE, copied);
    expect(copied).toEqual({ id_cliente: null, numero_convidados: null, observacoes: null });
    const alone = { idcliente: 0 };
    resolveBody(WITH_NONE, alone);
    expect(alone).toEqual({ id_cliente: null });
    const client = { idcliente: 7, id_cliente: 7 };
    resolveBody(WITH_NONE, client);
    expect(client).toEqual({ id_cliente: 7 });
    // None beside a client, or a client beside none, is a real conflict.
    expect(problemsOf(() => resolveBody(WITH_NONE, { idcliente: 0, id_cliente: 7 }))?.errors).toEqual([
      { field: 'idcliente', code: 'conflicting_alias', message: expect.stringContaining('id_cliente') },
    ]);
    expect(problemsOf(() => resolveBody(WITH_NONE, { idcliente: 7, id_cliente: null }))?.errors.map((e) => e.field)).toEqual(['idcliente']);
    // An alias without a none keeps its 0 (a real count elsewhere).
    const zero = { convidados: 0 };
    resolveBody({ family: 'plain', body: { convidados: 'numero_convidados' } }, zero);
    expect(zero).toEqual({ numero_convidados: 0 });
  });

  it('reads a none sent alone as the field left out where our field takes no null', () => {
    const ABSENT: CompatTable = { family: 'leads', body: { tipoevento: { to: 'id_tipo_evento', none: 0, alone: 'absent' } } };
    const alone: Record<string, unknown> = { tipoevento: 0 };
    resolveBody(ABSENT, alone);
    expect(alone).toEqual({});
    const beside: Record<string, unknown> = { tipoevento: '0', id_tipo_evento: null };
    resolveBody(ABSENT, beside);
    expect(beside).toEqual({ id_tipo_evento: null });
    const value: Record<string, unknown> = { tipoevento: 3 };
    resolveBody(ABSENT, value);
    expect(value).toEqual({ id_tipo_evento: 3 });
  });

  it("reads a count's 0 as a value alone, and as the same value beside our null or our 0", () => {
    const COUNT: CompatTable = { family: 'counted', body: { convidados: { to: 'numero_convidados', none: 0, alone: 'value' } } };
    const run = (body: Record<string, unknown>) => {
      resolveBody(COUNT, body);
      return body;
    };
    expect(run({ convidados: 0 })).toEqual({ numero_convidados: 0 });
    expect(run({ convidados: '0' })).toEqual({ numero_convidados: '0' });
    // An answer sent back: ME's 0 beside our null (not set), or beside our 0 (none expected).
    expect(run({ convidados: 0, numero_convidados: null })).toEqual({ numero_convidados: null });
    expect(run({ convidados: 0, numero_convidados: 0 })).toEqual({ numero_convidados: 0 });
    expect(run({ convidados: 150, numero_convidados: 150 })).toEqual({ numero_convidados: 150 });
    expect(problemsOf(() => resolveBody(COUNT, { convidados: 0, numero_convidados: 150 }))?.errors.map((e) => e.field)).toEqual([
      'convidados',
    ]);
  });

  it('takes a number and its plain decimal string as one value, and nothing else', () => {
    const sameValue = { cpf: '52998224725', documento: 52998224725 };
    resolveBody(PEOPLE, sameValue);
    expect(sameValue).toEqual({ documento: 52998224725 });
    const MEMBER_BODY: CompatTable = { family: 'members', body: { idevento: 'id_evento' } };
    for (const [ours, alias] of [
      [5, ' 5'],
      [5, '05'],
      [5, '5.1'],
      [1, true],
    ] as const)
      expect(problemsOf(() => resolveBody(MEMBER_BODY, { id_evento: ours, idevento: alias }))?.errors.map((e) => e.code)).toEqual([
        'conflicting_alias',
      ]);
  });

  it('leaves bodies of families without body aliases untouched', () => {
    const body = { nomeevento: 'x' };
    resolveBody(DATED, body);
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
    const table: CompatTable<'kind' | 'place' | 'owner' | 'self'> = {
      family: 'needy',
      answer: {
        schemas: [],
        fields: {},
        needs: { kind: (r) => r.id_tipo_evento, place: (r) => r.id_local, owner: (r) => r.id_cliente, self: (r) => r.id },
        add: () => ({}),
      },
    };
    const rows = [
      { id: 1, id_tipo_evento: 2, id_local: null, id_cliente: 5 },
      { id: 2, id_tipo_evento: 2, id_local: 3, id_cliente: null },
    ];
    expect(neededIds(table, rows)).toEqual({ kind: [2], place: [3], owner: [5], self: [1, 2] });
  });

  it('adds the fields after ours without replacing any of ours; a need not read finds nothing', () => {
    const table: CompatTable<'owner'> = {
      family: 'named',
      answer: {
        schemas: [],
        fields: {},
        needs: { owner: (r) => r.id_cliente },
        add: (row, found) => ({ nome: 'not ours', nomeCliente: String(found.owner.get(Number(row.id_cliente)) ?? '') }),
      },
    };
    const [read, unread] = [
      { id: 1, nome: 'A', id_cliente: 5 },
      { id: 2, nome: 'B', id_cliente: 5 },
    ];
    addAnswerFields(table, [read], { owner: new Map([[5, 'Maria']]) });
    addAnswerFields(table, [unread]);
    expect(Object.keys(read)).toEqual(['id', 'nome', 'id_cliente', 'nomeCliente']);
    expect([read, unread]).toEqual([
      { id: 1, nome: 'A', id_cliente: 5, nomeCliente: 'Maria' },
      { id: 2, nome: 'B', id_cliente: 5, nomeCliente: '' },
    ]);
  });
});
