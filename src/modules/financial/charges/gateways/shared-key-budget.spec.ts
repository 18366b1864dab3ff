import { SharedKeyBudget } from './shared-key-budget';

describe('SharedKeyBudget', () => {
  it("lets an account spend its calls per minute, then makes it wait for a refill, leaving other accounts' budgets whole", () => {
    let now = 0;
    const budget = new SharedKeyBudget(6, () => now);
    for (let i = 0; i < 6; i++) {
      expect(budget.waitOf(1)).toBe(0);
      budget.spend(1);
    }
    expect(budget.waitOf(1)).toBe(10); // one call back every 10 s
    expect(budget.waitOf(2)).toBe(0);
    now += 10_000;
    expect(budget.waitOf(1)).toBe(0);
  });

  it('counts every call of an operation under way, below zero, and refills from there', () => {
    let now = 0;
    const budget = new SharedKeyBudget(2, () => now);
    expect(budget.waitOf(1)).toBe(0);
    for (let i = 0; i < 4; i++) budget.spend(1); // an operation of four calls
    expect(budget.waitOf(1)).toBe(90); // from -2 to 1: three calls at 30 s each
    now += 90_000;
    expect(budget.waitOf(1)).toBe(0);
  });

  it('never refills past its size', () => {
    let now = 0;
    const budget = new SharedKeyBudget(3, () => now);
    now += 3_600_000;
    for (let i = 0; i < 3; i++) budget.spend(1);
    expect(budget.waitOf(1)).toBeGreaterThan(0);
  });
});
