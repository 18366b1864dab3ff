import { AppError } from './errors';
import { assertListCost, BoundedCost, describeSorts, indexed, listCost, listCostOf, listCostProblem, NEEDS_NARROWING } from './list-cost';

const COST = listCost({
  route: 'GET /api/v1/things',
  rows: 'things',
  filters: ['idevento', 'idplano', 'tipo', 'status', 'inicio'],
  narrowing: ['idevento', 'idplano'],
  sorts: {
    id: indexed('tipo', 'status'),
    data: indexed('inicio'),
    valor: NEEDS_NARROWING,
  },
});

describe('bounded cost', () => {
  it('serves a sort an index orders, alone and with the filters its index serves', () => {
    expect(listCostProblem(COST, {})).toBeNull();
    expect(listCostProblem(COST, { field_sort: 'id', tipo: 'a', status: 'b' })).toBeNull();
    expect(listCostProblem(COST, { tipo: 'a' })).toBeNull(); // the default sort is the first
    expect(listCostProblem(COST, { field_sort: 'data', inicio: '2027-01-01' })).toBeNull();
  });

  it('refuses a sort no index orders without a narrowing filter, naming the filters that allow it', () => {
    const problem = listCostProblem(COST, { field_sort: 'valor' });
    expect(problem).toEqual({
      field: 'field_sort',
      code: 'sort_needs_filter',
      message: expect.stringContaining('field_sort=valor needs a filter that narrows the list: idevento or idplano'),
    });
  });

  it("refuses a filter the sort's index does not serve, and names the sorts that need no narrowing with it", () => {
    const problem = listCostProblem(COST, { field_sort: 'data', tipo: 'a' });
    expect(problem?.code).toBe('sort_needs_filter');
    expect(problem?.message).toContain('field_sort=data with tipo needs a filter that narrows the list: idevento or idplano');
    expect(problem?.message).toContain('with tipo, field_sort id needs none');
    expect(listCostProblem(COST, { inicio: '2027-01-01' })?.message).toContain('field_sort=id with inicio');
  });

  it('serves every sort and filter beside a narrowing filter', () => {
    for (const field_sort of Object.keys(COST.sorts)) {
      expect(listCostProblem(COST, { field_sort, idevento: 1, tipo: 'a', inicio: '2027-01-01' })).toBeNull();
      expect(listCostProblem(COST, { field_sort, idplano: 2 })).toBeNull();
    }
  });

  it('serves every sort beside a period, either date or both over any span, and names the period when it refuses', () => {
    const DATED = listCost({
      route: 'GET /api/v1/dated',
      rows: 'dated things',
      filters: ['idevento', 'de', 'ate', 'tipo'],
      narrowing: ['idevento'],
      period: { from: 'de', to: 'ate' },
      sorts: { id: indexed('tipo'), valor: NEEDS_NARROWING },
    });
    expect(listCostProblem(DATED, { de: '2027-01-01', ate: '2027-12-31' })).toBeNull();
    expect(listCostProblem(DATED, { de: '2027-01-01', ate: '2027-01-01', field_sort: 'valor' })).toBeNull(); // one day
    expect(listCostProblem(DATED, { de: '2020-01-01', ate: '2029-12-31', field_sort: 'valor' })).toBeNull(); // ten years
    expect(listCostProblem(DATED, { de: '2027-01-01' })).toBeNull(); // from a date on
    expect(listCostProblem(DATED, { ate: '2027-01-01', field_sort: 'valor', tipo: 'a' })).toBeNull(); // up to a date
    expect(listCostProblem(DATED, { de: '2027-12-31', ate: '2027-01-01' })?.code).toBe('sort_needs_filter'); // reversed
    expect(listCostProblem(DATED, { de: 'hoje', ate: '2027-01-01' })?.code).toBe('sort_needs_filter'); // not a date: the validator's to refuse
    expect(listCostProblem(DATED, { ate: 'hoje' })?.code).toBe('sort_needs_filter');
    expect(listCostProblem(DATED, { field_sort: 'valor', tipo: 'a' })?.message).toContain(
      'needs a filter that narrows the list: idevento or a period (de, ate or both)',
    );
    expect(describeSorts(DATED)).toContain('`idevento` or a period (`de`, `ate` or both)');
  });

  it('leaves a field_sort the list does not declare to the validator', () => {
    expect(listCostProblem(COST, { field_sort: 'nope' })).toBeNull();
  });

  it('serves every sort of a list its route narrows', () => {
    const narrowed = listCost({
      route: 'GET /api/v1/things/{id}/parts',
      rows: 'parts',
      filters: ['status'],
      narrowing: [],
      narrowedBy: 'one thing',
      sorts: { id: indexed(), nome: NEEDS_NARROWING },
    });
    expect(listCostProblem(narrowed, { field_sort: 'nome', status: 'x' })).toBeNull();
    expect(describeSorts(narrowed)).toContain('every value is available');
  });

  it('answers 400 in the error envelope', () => {
    let thrown: unknown;
    try {
      assertListCost(COST, { field_sort: 'valor' });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(AppError);
    expect((thrown as AppError).kind).toBe('bad_request');
    expect((thrown as AppError).errors[0].code).toBe('sort_needs_filter');
  });

  it('describes each sort from the declaration', () => {
    const text = describeSorts(COST);
    expect(text).toContain('(default `id`)');
    expect(text).toContain('`id`: alone or with `tipo`, `status`; with `inicio` only beside `idevento` or `idplano`');
    expect(text).toContain('`valor`: only with `idevento` or `idplano`');
    expect(text).toContain('400 `sort_needs_filter`');
  });

  it('refuses at load a declaration whose narrowing-only sort could never be sent, or that names unknown filters', () => {
    expect(() =>
      listCost({ route: 'GET /x', rows: 'x', filters: [], narrowing: [], sorts: { id: indexed(), nome: NEEDS_NARROWING } }),
    ).toThrow('needs a narrowing filter but the list has none');
    expect(() => listCost({ route: 'GET /x', rows: 'x', filters: ['a'], narrowing: ['a'], sorts: { id: indexed('b') } })).toThrow(
      'names b',
    );
    expect(() => listCost({ route: 'GET /x', rows: 'x', filters: [], narrowing: ['a'], sorts: { id: indexed() } })).toThrow(
      'narrowing filter a is not a filter',
    );
  });

  it('finds the declaration of a query class, chosen by the query', () => {
    @BoundedCost((q) => (q.idplano !== undefined ? undefined : COST))
    class Query {}
    expect(listCostOf(Query, {})).toBe(COST);
    expect(listCostOf(Query, { idplano: 1 })).toBeUndefined();
    expect(listCostOf(class Plain {}, {})).toBeUndefined();
    expect(listCostOf(undefined, {})).toBeUndefined();
  });
});
