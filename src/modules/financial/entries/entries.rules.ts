import { addMonths } from 'date-fns/addMonths';

import { D, DecimalInput, money, splitMoney } from '../../../common/decimal';
import { FieldError, Problems } from '../../../common/errors';
import type { RateioPartDto } from '../dto/entry-input.dto';
import type { EntryStatus } from '../entities/financial-entry.entity';
import { FinancialErrorCode } from '../financial.errors';
import type { OverviewSums } from './financial-entries.repository';

/**
 * Splits a plan's total into `n` installments of equal cents; the remainder cents go one each
 * to the first installments, so the parts add up exactly (100.00 / 3 → 33.34, 33.33, 33.33).
 */
export function splitInstallments(total: DecimalInput, n: number): number[] {
  return splitMoney(
    new D(total).toDecimalPlaces(2, D.ROUND_HALF_UP),
    Array.from({ length: n }, () => 1),
  );
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * The due date `months` months after `first` (`YYYY-MM-DD`), clamped to the month's end
 * (31 Jan → 28/29 Feb → 31 Mar: each installment counts from the first, not from the previous
 * one). The date is built from its parts at local midnight and read back from its parts, so no
 * time zone ever shifts it; `new Date("YYYY-MM-DD")` (UTC midnight) is never used.
 */
export function monthlyDueDate(first: string, months: number): string {
  const [y, m, d] = first.split('-').map(Number);
  const due = addMonths(new Date(y, m - 1, d), months);
  return `${pad(due.getFullYear(), 4)}-${pad(due.getMonth() + 1)}-${pad(due.getDate())}`;
}

/** Due dates of a plan of `n` monthly installments starting at `first`. */
export const planDueDates = (first: string, n: number): string[] => Array.from({ length: n }, (_, i) => monthlyDueDate(first, i));

/**
 * Status derived from `pago` and the due date against today in the account's time zone:
 * `pago`; `vencido` when unpaid and due before today; else `aberto`.
 */
export function entryStatus(pago: boolean, dataVencimento: string, today: string): EntryStatus {
  if (pago) return 'pago';
  return dataVencimento < today ? 'vencido' : 'aberto';
}

/** Whether the percentages of an apportionment add up to exactly 100. */
export const percentagesComplete = (percentuais: DecimalInput[]): boolean =>
  percentuais.reduce<InstanceType<typeof D>>((sum, p) => sum.plus(p), new D(0)).equals(100);

/**
 * The `valor` of each apportionment part: the entry's value split by the percentages with the
 * largest-remainder method (`splitMoney`), so every part is ≥ 0, within one cent of its exact
 * share, and the parts add up to the entry's value exactly.
 */
export function apportion(valor: DecimalInput, percentuais: DecimalInput[]): number[] {
  if (percentuais.length === 0) return [];
  return splitMoney(new D(valor).toDecimalPlaces(2, D.ROUND_HALF_UP), percentuais);
}

/** 400s of a `rateio`: percentages adding to exactly 100, each cost centre once. */
export function rateioProblems(rateio: RateioPartDto[] | undefined, problems: Problems): void {
  if (!rateio || rateio.length === 0) return;
  if (!percentagesComplete(rateio.map((p) => p.percentual))) {
    const sum = rateio.reduce((s, p) => s.plus(p.percentual), new D(0));
    problems.add('rateio', FinancialErrorCode.RateioIncomplete, `the percentages of rateio add up to ${sum.toString()}, not 100`);
  }
  const seen = new Set<number>();
  rateio.forEach((p, i) => {
    if (seen.has(p.id_centro_custo)) {
      problems.add(
        `rateio[${i}].id_centro_custo`,
        FinancialErrorCode.RateioDuplicate,
        `cost centre ${p.id_centro_custo} appears more than once`,
      );
    }
    seen.add(p.id_centro_custo);
  });
}

/** Rule 5: `idcartao` is required when the payment mode is credit card. */
export const cardRequired = (message = 'idcartao is required when forma_pagamento is cartao_credito'): FieldError => ({
  field: 'idcartao',
  code: FinancialErrorCode.CardRequired,
  message,
});

export interface Totais {
  a_receber: number;
  recebido: number;
  vencido_receber: number;
  a_pagar: number;
  pago: number;
  vencido_pagar: number;
  saldo: number;
}

/** `totais` of the overview from its sums (none over no entries). */
export function totaisOf(sums: OverviewSums): Totais {
  const d = (value: unknown) => new D(value === null || value === undefined ? 0 : String(value));
  const [recebido, pago] = [d(sums.recebido), d(sums.pago)];
  return {
    a_receber: money(d(sums.a_receber)),
    recebido: money(recebido),
    vencido_receber: money(d(sums.vencido_receber)),
    a_pagar: money(d(sums.a_pagar)),
    pago: money(pago),
    vencido_pagar: money(d(sums.vencido_pagar)),
    saldo: money(recebido.minus(pago)),
  };
}
