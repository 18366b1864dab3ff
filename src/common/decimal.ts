import Decimal from 'decimal.js';
import { ValueTransformer } from 'typeorm';

/** Money is never computed with binary floating point. */
export const D = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });
export type DecimalInput = Decimal.Value;

/** Rounds half-up to 2 places and returns the JSON number. */
export const money = (value: DecimalInput): number => new D(value).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toNumber();

/** Rounds half-up to 3 places (quantities and days). */
export const quantity = (value: DecimalInput): number => new D(value).toDecimalPlaces(3, Decimal.ROUND_HALF_UP).toNumber();

export interface ItemTotalInput {
  valorvenda: DecimalInput;
  quantidade: DecimalInput;
  ndias: DecimalInput;
  valordesconto?: DecimalInput | null;
  valoradd?: DecimalInput | null;
}

/** Item total = (valorvenda × quantidade × ndias) − valordesconto + valoradd, rounded half-up to 2 places. */
export function itemTotal(i: ItemTotalInput): number {
  return money(
    new D(i.valorvenda)
      .times(i.quantidade)
      .times(i.ndias)
      .minus(i.valordesconto ?? 0)
      .plus(i.valoradd ?? 0),
  );
}

/** DECIMAL columns come back from mysql2 as strings and from SQLite as numbers: both leave as numbers. */
export const decimalTransformer: ValueTransformer = {
  to: (value: unknown) => (value === null || value === undefined ? value : new D(value as DecimalInput).toString()),
  from: (value: unknown) => (value === null || value === undefined ? value : Number(value)),
};

/** Largest values the DECIMAL(12,2) money and DECIMAL(12,3) quantity columns hold. */
export const MAX_MONEY = 9_999_999_999.99;
export const MAX_QUANTITY = 999_999_999.999;

/** Whether a computed amount fits a money column (else the write answers 400 `out_of_range`). */
export const moneyFits = (value: number): boolean => Math.abs(value) <= MAX_MONEY;

/** Column options for money (2 places) and quantities (3 places). */
export const MONEY = { type: 'decimal', precision: 12, scale: 2, transformer: decimalTransformer } as const;
export const QUANTITY = { type: 'decimal', precision: 12, scale: 3, transformer: decimalTransformer } as const;
/** Column options for a percentage, 0 to 100 with 2 places. */
export const PERCENT = { type: 'decimal', precision: 5, scale: 2, transformer: decimalTransformer } as const;

/**
 * Splits a money amount into parts proportional to `weights` by the largest-remainder method:
 * each part gets the whole cents of its exact share, then the cents left over go one each to the
 * parts with the largest fractions of a cent (the earlier part on ties). Every part is ≥ 0 and
 * within one cent of its exact share, and the parts add up to `total` exactly. Equal weights
 * give equal parts with the remainder on the first ones (100.00 in 3 → 33.34, 33.33, 33.33).
 * `total` ≥ 0 with at most 2 decimals; weights ≥ 0, not all zero.
 */
export function splitMoney(total: DecimalInput, weights: DecimalInput[]): number[] {
  if (weights.length === 0) return [];
  const cents = new D(total).times(100);
  if (!cents.isInteger() || cents.isNegative()) throw new RangeError(`splitMoney: ${String(total)} is not an amount of whole cents ≥ 0`);
  const ws = weights.map((w) => new D(w));
  if (ws.some((w) => w.isNegative() || !w.isFinite())) throw new RangeError('splitMoney: weights must be finite and ≥ 0');
  const sum = ws.reduce((s, w) => s.plus(w), new D(0));
  if (sum.isZero()) throw new RangeError('splitMoney: the weights add up to zero');
  const exact = ws.map((w) => cents.times(w).dividedBy(sum));
  const parts = exact.map((e) => e.floor());
  let left = cents.minus(parts.reduce((s, p) => s.plus(p), new D(0))).toNumber();
  const byFraction = exact
    .map((e, i) => ({ i, fraction: e.minus(parts[i]) }))
    .sort((a, b) => b.fraction.comparedTo(a.fraction) || a.i - b.i);
  for (const { i } of byFraction) {
    if (left <= 0) break;
    parts[i] = parts[i].plus(1);
    left--;
  }
  return parts.map((p) => p.dividedBy(100).toNumber());
}
