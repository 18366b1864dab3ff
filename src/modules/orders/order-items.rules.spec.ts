import { applyEdit, EditableItem, editProblem } from './order-items.rules';

const base: EditableItem = {
  quantidade: 1,
  ndias: 1,
  valorvenda: 10,
  valordesconto: 0,
  valoradd: 0,
  valortotal: 10,
  descricao: null,
};

describe('editProblem', () => {
  it('rejects an item with only its id (rule 1)', () => {
    expect(editProblem({})).toBe('nothing_to_edit');
  });
  it('rejects valortotal alone (rule 3)', () => {
    expect(editProblem({ valortotal: 5 })).toBe('valortotal_alone');
  });
  it('accepts valortotal with another field', () => {
    expect(editProblem({ valortotal: 5, descricao: 'x' })).toBeNull();
  });
});

describe('applyEdit', () => {
  it('recalculates 10.10 × 3 × 1.5 − 0.05 + 0.10 = 45.50 exactly', () => {
    const out = applyEdit(base, { valorvenda: 10.1, quantidade: 3, ndias: 1.5, valordesconto: 0.05, valoradd: 0.1 });
    expect(out.valortotal).toBe(45.5);
  });
  it('recalculates from the unchanged fields when one changes', () => {
    const out = applyEdit({ ...base, quantidade: 2, valortotal: 20 }, { ndias: 3 });
    expect(out).toMatchObject({ quantidade: 2, ndias: 3, valortotal: 60 });
  });
  it('lets valortotal override the calculation', () => {
    expect(applyEdit(base, { quantidade: 5, valortotal: 42.42 }).valortotal).toBe(42.42);
  });
  it('does not touch the total when only descricao changes', () => {
    expect(applyEdit({ ...base, valortotal: 99 }, { descricao: 'nova' })).toMatchObject({ valortotal: 99, descricao: 'nova' });
  });
  it('rounds the total half-up to 2 places', () => {
    // 0.01 × 0.5 = 0.005 exactly: half-up gives 0.01 (half-even or truncation would give 0).
    expect(applyEdit(base, { valorvenda: 0.01, quantidade: 0.5 }).valortotal).toBe(0.01);
    // 0.03 × 0.5 = 0.015 (0.01 in binary floating point): 0.02.
    expect(applyEdit(base, { valorvenda: 0.03, quantidade: 0.5 }).valortotal).toBe(0.02);
    // 1.11 × 1.5 = 1.665: 1.67.
    expect(applyEdit(base, { valorvenda: 1.11, ndias: 1.5 }).valortotal).toBe(1.67);
  });
});
