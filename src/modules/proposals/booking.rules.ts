import { D, money } from '../../common/decimal';
import type { PaymentTerms } from '../budgets/proposal-version.rules';
import type { ChargeForm } from '../financial/charges/gateways/payment-gateway';

/** The receivables an accepted proposal books: the deposit, then the installments of the rest. */
export interface ReceivablesPlan {
  /** Due on the day of acceptance; null without a deposit (or a zero one). */
  deposit: { valor: number; vencimento: string } | null;
  /** Monthly from `primeiro`; `parcelas` equal parts, the cents left over on the first ones. Null when nothing is left. */
  installments: { valor: number; parcelas: number; primeiro: string } | null;
}

/**
 * The receivables of a proposal's `total` under its terms, accepted on `today` for an event on
 * `eventDate`: the deposit is `entrada_percentual` of the total rounded half-up to the cent; what it
 * leaves is split in `parcelas` (never more installments than cents), the first due on
 * `primeiro_vencimento`, else the event's date, else (the event's date passed) on `today`. The
 * deposit and the installments add up to the total to the cent.
 */
export function receivablesPlan(total: number, terms: PaymentTerms, today: string, eventDate: string): ReceivablesPlan {
  const whole = new D(total).toDecimalPlaces(2, D.ROUND_HALF_UP);
  if (whole.lessThanOrEqualTo(0)) return { deposit: null, installments: null };
  const deposit = money(whole.times(terms.entrada_percentual).dividedBy(100));
  const rest = whole.minus(deposit);
  const cents = rest.times(100).toNumber();
  const primeiro = terms.primeiro_vencimento ?? (eventDate >= today ? eventDate : today);
  return {
    deposit: deposit > 0 ? { valor: deposit, vencimento: today } : null,
    installments: cents > 0 ? { valor: rest.toNumber(), parcelas: Math.min(terms.parcelas, cents), primeiro } : null,
  };
}

/** The form of the deposit's charge at the gateway for the terms' `forma_pagamento`. */
export const chargeFormOf = (forma: string): ChargeForm => (forma === 'pix' ? 'pix' : 'boleto');
