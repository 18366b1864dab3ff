import { budgetLineTotal, budgetTotal } from './budget-totals.rules';

describe('budgetLineTotal', () => {
  it('reads desconto as an amount with R$', () => {
    expect(budgetLineTotal({ valor: 10.1, quantidade: 3, ndias: 1.5, desconto: 0.05, valoradd: 0.1, tipocalculo: 'R$' })).toBe(45.5);
  });
  it('reads desconto as a percentage with %', () => {
    expect(budgetLineTotal({ valor: 100, quantidade: 2, ndias: 1, desconto: 10, tipocalculo: '%' })).toBe(180);
  });
  it('rounds half-up', () => {
    expect(budgetLineTotal({ valor: 33.33, quantidade: 1, ndias: 1, desconto: 12.5, tipocalculo: '%' })).toBe(29.16);
  });
});

describe('budgetTotal', () => {
  it('sums the rounded lines without float drift', () => {
    expect(
      budgetTotal([
        { valor: 0.1, quantidade: 1, ndias: 1 },
        { valor: 0.2, quantidade: 1, ndias: 1 },
      ]),
    ).toBe(0.3);
  });
});
