import { decimalTransformer, itemTotal, money } from './decimal';

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
