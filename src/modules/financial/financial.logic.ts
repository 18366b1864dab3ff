import { addMonths } from 'date-fns/addMonths';
import { D, DecimalInput } from '../../common/decimal';
import type { EntryStatus } from './entities/financial-entry.entity';

/**
 * Splits a plan's total into `n` installments of equal cents; the remainder cents go one each
 * to the first installments, so the parts add up exactly (100.00 / 3 → 33.34, 33.33, 33.33).
 */
export function splitInstallments(total: DecimalInput, n: number): number[] {
  const cents = new D(total).times(100).toDecimalPlaces(0, D.ROUND_HALF_UP).toNumber();
  const base = Math.floor(cents / n);
  const remainder = cents - base * n;
  return Array.from({ length: n }, (_, i) => (base + (i < remainder ? 1 : 0)) / 100);
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
 * The `valor` of each apportionment part: the entry's value × percentage, rounded half-up to
 * cents, with the rounding difference given to the largest part (the first on ties), so the parts
 * add up to the entry's value exactly.
 */
export function apportion(valor: DecimalInput, percentuais: DecimalInput[]): number[] {
  if (percentuais.length === 0) return [];
  const total = new D(valor);
  const parts = percentuais.map((p) => total.times(p).dividedBy(100).toDecimalPlaces(2, D.ROUND_HALF_UP));
  const diff = total.minus(parts.reduce((s, p) => s.plus(p), new D(0)));
  if (!diff.isZero()) {
    let largest = 0;
    percentuais.forEach((p, i) => {
      if (new D(p).greaterThan(percentuais[largest])) largest = i;
    });
    parts[largest] = parts[largest].plus(diff);
  }
  return parts.map((p) => p.toNumber());
}
