import fc from 'fast-check';

import { D, decimalTransformer, itemTotal, MAX_MONEY, money, splitMoney } from './decimal';

describe('decimal helpers', () => {
  it('computes the awkward item total exactly: 10.10 × 3 × 1.5 − 0.05 + 0.10', () => {
    // 10.10 × 3 × 1.5 = 45.45; − 0.05 + 0.10 = 45.50 (binary floats give 45.449999…)
    expect(itemTotal({ valorvenda: 10.1, quantidade: 3, ndias: 1.5, valordesconto: 0.05, valoradd: 0.1 })).toBe(45.5);
  });

  it('rounds half-up to 2 places', () => {
    expect(money('1.005')).toBe(1.01);
    expect(money('2.675')).toBe(2.68);
    expect(money('-1.005')).toBe(-1.01);
    expect(itemTotal({ valorvenda: '0.335', quantidade: 1, ndias: 1 })).toBe(0.34);
  });

  it('treats missing discount and addition as zero', () => {
    expect(itemTotal({ valorvenda: 100, quantidade: 2, ndias: 1 })).toBe(200);
  });

  it('reads DECIMAL strings from the driver as numbers and writes exact strings', () => {
    expect(decimalTransformer.from('12.50')).toBe(12.5);
    expect(decimalTransformer.from(null)).toBeNull();
    expect(decimalTransformer.to(0.1)).toBe('0.1');
  });
});

describe('splitMoney (largest remainder)', () => {
  const cents = (n: number) => Math.round(n * 100);

  it('splits equal weights with the remainder on the first parts', () => {
    expect(splitMoney(100, [1, 1, 1])).toEqual([33.34, 33.33, 33.33]);
    expect(splitMoney('0.10', [1, 1, 1, 1])).toEqual([0.03, 0.03, 0.02, 0.02]);
  });

  it('gives the cents left over to the largest fractions, never a negative part', () => {
    expect(splitMoney(0.02, [25, 25, 25, 25])).toEqual([0.01, 0.01, 0, 0]);
    expect(splitMoney(1, [1, 2])).toEqual([0.33, 0.67]);
    expect(splitMoney(0, [50, 50])).toEqual([0, 0]);
  });

  it('refuses what it cannot split: fractions of a cent, negative totals or weights, zero weights', () => {
    expect(() => splitMoney(0.001, [1])).toThrow(RangeError);
    expect(() => splitMoney(-1, [1])).toThrow(RangeError);
    expect(() => splitMoney(1, [-1, 2])).toThrow(RangeError);
    expect(() => splitMoney(1, [0, 0])).toThrow(RangeError);
    expect(splitMoney(1, [])).toEqual([]);
  });

  // Property: for any amount and any weights (percentages of 2 decimals, or installment counts),
  // every part is ≥ 0, within one cent of its exact share, and the parts add up to the amount.
  const amount = fc.oneof(fc.integer({ min: 0, max: 1000 }), fc.integer({ min: 0, max: Math.round(MAX_MONEY * 100) })).map((c) => c / 100);
  const percentages = fc.array(fc.integer({ min: 1, max: 10_000 }), { minLength: 1, maxLength: 50 }).map((ps) => ps.map((p) => p / 100));

  const holds = (total: number, weights: number[]) => {
    const parts = splitMoney(total, weights);
    expect(parts).toHaveLength(weights.length);
    const sum = weights.reduce((s, w) => s.plus(w), new D(0));
    // The parts that break a rule, with their exact share (one assertion: hundreds of parts a run).
    const wrong = parts
      .map((part, i) => ({ part, exact: new D(total).times(weights[i]).dividedBy(sum) }))
      .filter(({ part, exact }) => part < 0 || new D(part).decimalPlaces() > 2 || !new D(part).minus(exact).abs().lessThan(0.01))
      .map(({ part, exact }) => `${part} (exact ${exact.toFixed(6)})`);
    expect(wrong).toEqual([]);
    expect(parts.reduce((s, p) => s + cents(p), 0)).toBe(cents(total));
  };

  it('holds for any amount and percentages (apportionment)', () => {
    fc.assert(
      fc.property(amount, percentages, (total, weights) => holds(total, weights)),
      { numRuns: 500 },
    );
  });

  it('holds for any amount and number of installments (plans)', () => {
    fc.assert(
      fc.property(amount, fc.integer({ min: 1, max: 120 }), (total, n) =>
        holds(
          total,
          Array.from({ length: n }, () => 1),
        ),
      ),
      { numRuns: 300 },
    );
  });

  it('holds for percentages that add up to exactly 100, as an apportionment has them', () => {
    const to100 = fc.array(fc.integer({ min: 1, max: 9_999 }), { minLength: 1, maxLength: 20 }).map((cuts) => {
      const points = [...new Set(cuts)].sort((a, b) => a - b);
      return [...points, 10_000].map((p, i) => (p - (i === 0 ? 0 : points[i - 1])) / 100);
    });
    fc.assert(
      fc.property(amount, to100, (total, weights) => holds(total, weights)),
      { numRuns: 500 },
    );
  });
});
