import { dateInZone } from '../../../common/dates';
import { Problems } from '../../../common/errors';
import { FinancialErrorCode } from '../financial.errors';
import {
  apportion,
  cardRequired,
  entryStatus,
  monthlyDueDate,
  percentagesComplete,
  planDueDates,
  rateioProblems,
  splitInstallments,
  totaisOf,
} from './entries.rules';
import type { OverviewSums } from './financial-entries.repository';

describe('splitInstallments', () => {
  it('splits 100.00 / 3 into 33.34 + 33.33 + 33.33 (remainder cents on the first installments)', () => {
    expect(splitInstallments(100, 3)).toEqual([33.34, 33.33, 33.33]);
  });

  it('gives two remainder cents to the first two of four (0.10 / 4 → 0.03, 0.03, 0.02, 0.02)', () => {
    expect(splitInstallments(0.1, 4)).toEqual([0.03, 0.03, 0.02, 0.02]);
  });

  it('always adds up exactly to the total, whatever the total and count', () => {
    for (const [total, n] of [
      [1234.57, 7],
      [0.05, 2],
      [9999999999.99, 120],
      [10, 3],
      [0.02, 2],
    ] as const) {
      const parts = splitInstallments(total, n);
      const cents = parts.reduce((s, p) => s + Math.round(p * 100), 0);
      expect(cents).toBe(Math.round(total * 100));
      expect(Math.max(...parts) - Math.min(...parts)).toBeLessThanOrEqual(0.0100001);
    }
  });
});

describe('monthly due dates', () => {
  it('clamps to the month end: 31 Jan → 28 Feb → 31 Mar → 30 Apr (common year)', () => {
    expect(planDueDates('2027-01-31', 4)).toEqual(['2027-01-31', '2027-02-28', '2027-03-31', '2027-04-30']);
  });

  it('gives 29 Feb in a leap year', () => {
    expect(monthlyDueDate('2028-01-31', 1)).toBe('2028-02-29');
  });

  it('crosses the year and keeps the day when the month has it', () => {
    expect(planDueDates('2026-11-15', 3)).toEqual(['2026-11-15', '2026-12-15', '2027-01-15']);
  });

  it('does not shift around daylight-saving or zone boundaries (each day of a year, 12 months ahead)', () => {
    for (let day = 1; day <= 28; day++) {
      const first = `2018-11-${String(day).padStart(2, '0')}`;
      expect(monthlyDueDate(first, 12)).toBe(`2019-11-${String(day).padStart(2, '0')}`);
    }
  });
});

describe('entryStatus', () => {
  it('is pago when paid, whatever the due date', () => {
    expect(entryStatus(true, '2020-01-01', '2026-11-23')).toBe('pago');
  });
  it('is vencido only when unpaid and due before today; due today is still aberto', () => {
    expect(entryStatus(false, '2026-11-22', '2026-11-23')).toBe('vencido');
    expect(entryStatus(false, '2026-11-23', '2026-11-23')).toBe('aberto');
    expect(entryStatus(false, '2026-11-24', '2026-11-23')).toBe('aberto');
  });
});

describe('status around midnight in the account time zone', () => {
  const statusAt = (instant: string, zone: string) => entryStatus(false, '2026-11-22', dateInZone(new Date(instant), zone));

  it('São Paulo (UTC−3): due 22 Nov is aberto at 23:59:59 local and vencido at 00:00:00 on the 23rd', () => {
    expect(statusAt('2026-11-23T02:59:59Z', 'America/Sao_Paulo')).toBe('aberto');
    expect(statusAt('2026-11-23T03:00:00Z', 'America/Sao_Paulo')).toBe('vencido');
  });

  it('Tokyo (UTC+9): the same entry is already vencido at 15:00Z on the 22nd, while São Paulo still says aberto', () => {
    expect(statusAt('2026-11-22T14:59:59Z', 'Asia/Tokyo')).toBe('aberto');
    expect(statusAt('2026-11-22T15:00:00Z', 'Asia/Tokyo')).toBe('vencido');
    expect(statusAt('2026-11-22T15:00:00Z', 'America/Sao_Paulo')).toBe('aberto');
  });
});

describe('apportionment', () => {
  it('requires percentages adding up to exactly 100', () => {
    expect(percentagesComplete([33.33, 33.33, 33.34])).toBe(true);
    expect(percentagesComplete([33.33, 33.33, 33.33])).toBe(false);
    expect(percentagesComplete([50, 50.01])).toBe(false);
  });

  it('rounds the parts so they add up to the entry value (100.00 at 33.33/33.33/33.34)', () => {
    expect(apportion(100, [33.33, 33.33, 33.34])).toEqual([33.33, 33.33, 33.34]);
  });

  it('gives the cents left over to the largest remainders (10.00 at 33.33/33.33/33.34 → 3.33, 3.33, 3.34)', () => {
    expect(apportion(10, [33.33, 33.33, 33.34])).toEqual([3.33, 3.33, 3.34]);
    const parts = apportion(0.05, [50, 50]);
    expect(Math.round((parts[0] + parts[1]) * 100)).toBe(5);
  });

  it('never makes a part negative: 0.02 in four parts of 25 % is 0.01, 0.01, 0, 0 (not −0.01, 0.01, 0.01, 0.01)', () => {
    expect(apportion(0.02, [25, 25, 25, 25])).toEqual([0.01, 0.01, 0, 0]);
    expect(apportion(0.01, [0.01, 99.99])).toEqual([0, 0.01]);
  });

  it('adds up exactly for awkward values', () => {
    for (const valor of [0.01, 0.07, 99.99, 1234.56, 7777777.77]) {
      const parts = apportion(valor, [12.5, 37.25, 50.25]);
      expect(parts.reduce((s, p) => s + Math.round(p * 100), 0)).toBe(Math.round(valor * 100));
    }
  });
});

describe('rateioProblems', () => {
  it('accepts no rateio, and parts that add up to exactly 100 with each cost centre once', () => {
    const problems = new Problems();
    rateioProblems(undefined, problems);
    rateioProblems([], problems);
    rateioProblems(
      [
        { id_centro_custo: 2, percentual: 70 },
        { id_centro_custo: 3, percentual: 30 },
      ],
      problems,
    );
    expect(problems.list).toEqual([]);
  });

  it('names the sum of percentages that is not 100, and each repeated cost centre', () => {
    const problems = new Problems();
    rateioProblems(
      [
        { id_centro_custo: 2, percentual: 70 },
        { id_centro_custo: 2, percentual: 20.5 },
      ],
      problems,
    );
    expect(problems.list).toEqual([
      { field: 'rateio', code: FinancialErrorCode.RateioIncomplete, message: 'the percentages of rateio add up to 90.5, not 100' },
      { field: 'rateio[1].id_centro_custo', code: FinancialErrorCode.RateioDuplicate, message: 'cost centre 2 appears more than once' },
    ]);
  });
});

describe('cardRequired', () => {
  it('is the 400 of a credit card payment without idcartao, with its default or a given message', () => {
    expect(cardRequired()).toEqual({
      field: 'idcartao',
      code: FinancialErrorCode.CardRequired,
      message: 'idcartao is required when forma_pagamento is cartao_credito',
    });
    expect(cardRequired('other').message).toBe('other');
  });
});

describe('totaisOf', () => {
  it('reads the sums as money, none as 0, and saldo = recebido − pago', () => {
    const sums: OverviewSums = {
      quantidade: 3,
      a_receber: '100.10',
      recebido: '50.05',
      vencido_receber: null,
      a_pagar: 20,
      pago: '70.10',
      vencido_pagar: undefined,
    };
    expect(totaisOf(sums)).toEqual({
      a_receber: 100.1,
      recebido: 50.05,
      vencido_receber: 0,
      a_pagar: 20,
      pago: 70.1,
      vencido_pagar: 0,
      saldo: -20.05,
    });
  });
});
