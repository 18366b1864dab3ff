import { receivablesPlan } from './booking.rules';

const terms = (entrada: number, parcelas: number, primeiro: string | null = null) => ({
  entrada_percentual: entrada,
  parcelas,
  primeiro_vencimento: primeiro,
  forma_pagamento: 'pix',
  cobrar_entrada: false,
});

describe('receivablesPlan', () => {
  it('takes the deposit half-up to the cent and leaves the rest to the installments, adding up to the total', () => {
    const plan = receivablesPlan(1000.01, terms(33.33, 3, '2027-01-10'), '2026-11-28', '2027-05-01');
    expect(plan.deposit).toEqual({ valor: 333.3, vencimento: '2026-11-28' });
    expect(plan.installments).toEqual({ valor: 666.71, parcelas: 3, primeiro: '2027-01-10' });
  });

  it('rounds a deposit of half a cent up', () => {
    // 10.05 × 50 % = 5.025 → 5.03; the rest 5.02.
    const plan = receivablesPlan(10.05, terms(50, 1), '2026-11-28', '2027-05-01');
    expect(plan.deposit?.valor).toBe(5.03);
    expect(plan.installments?.valor).toBe(5.02);
  });

  it('has no deposit at 0 % and no installments at 100 %', () => {
    expect(receivablesPlan(500, terms(0, 2), '2026-11-28', '2027-05-01').deposit).toBeNull();
    const all = receivablesPlan(500, terms(100, 2), '2026-11-28', '2027-05-01');
    expect(all.deposit?.valor).toBe(500);
    expect(all.installments).toBeNull();
  });

  it("dues the first installment on the event's date, or today when that has passed", () => {
    expect(receivablesPlan(100, terms(0, 1), '2026-11-28', '2027-05-01').installments?.primeiro).toBe('2027-05-01');
    expect(receivablesPlan(100, terms(0, 1), '2026-11-28', '2026-10-01').installments?.primeiro).toBe('2026-11-28');
  });

  it('never splits into more installments than cents, and books nothing for a zero total', () => {
    expect(receivablesPlan(0.02, terms(0, 12), '2026-11-28', '2027-05-01').installments?.parcelas).toBe(2);
    expect(receivablesPlan(0, terms(30, 3), '2026-11-28', '2027-05-01')).toEqual({ deposit: null, installments: null });
  });
});
