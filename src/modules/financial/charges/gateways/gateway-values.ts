import Decimal from 'decimal.js';

import { isIsoDate } from '../../../../common/br-validators';
import { D, MAX_MONEY } from '../../../../common/decimal';

/**
 * A paid amount as the interface carries it: a decimal string with 2 places ("150.00"). Takes a
 * JSON number (as gateways send it) or a numeric string; null when the value is not a positive
 * amount with at most 2 decimal places that fits a money column.
 */
export function moneyString(value: unknown): string | null {
  if (typeof value === 'number' && !Number.isFinite(value)) return null;
  if (typeof value === 'string' && !/^\d+(\.\d+)?$/.test(value.trim())) return null;
  if (typeof value !== 'number' && typeof value !== 'string') return null;
  let amount: Decimal;
  try {
    amount = new D(typeof value === 'string' ? value.trim() : value);
  } catch {
    return null;
  }
  if (amount.lte(0) || amount.gt(MAX_MONEY) || amount.decimalPlaces() > 2) return null;
  return amount.toFixed(2);
}

/** A calendar date `YYYY-MM-DD`, also when the gateway sends a timestamp (`2026-11-23 10:15:00`); else null. */
export function isoDateOf(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const day = value.trim().slice(0, 10);
  const rest = value.trim().slice(10);
  if (rest !== '' && !/^[ T]\d{2}:\d{2}/.test(rest)) return null;
  return isIsoDate(day) ? day : null;
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A non-blank string, trimmed; else null. */
export function textOf(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}
