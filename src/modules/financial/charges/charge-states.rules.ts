import type { ChargeStatus } from './gateways/payment-gateway';

/**
 * A charge only moves forward: `pendente` → `vencida` | `paga` | `cancelada`; `vencida` → `paga` |
 * `cancelada`. `cancelada` is final; `paga` is final too, but for a refund (`estornada`, the
 * gateway giving the money back), which is final. A return asking for any other move changes
 * nothing: gateways send their events out of order (an overdue notice after the payment), and a
 * late one must not undo a later state.
 */
const NEXT: Readonly<Record<ChargeStatus, readonly ChargeStatus[]>> = {
  pendente: ['vencida', 'paga', 'cancelada'],
  vencida: ['paga', 'cancelada'],
  paga: ['estornada'],
  cancelada: [],
  estornada: [],
};

export const CHARGE_STATUSES = Object.keys(NEXT) as ChargeStatus[];

/** Whether a charge in `from` may move to `to` (a different status). */
export const canMove = (from: string, to: ChargeStatus): boolean => Object.hasOwn(NEXT, from) && NEXT[from as ChargeStatus].includes(to);

/** The moves a charge in `status` may still make, for messages. */
export const movesFrom = (status: string): readonly ChargeStatus[] => (Object.hasOwn(NEXT, status) ? NEXT[status as ChargeStatus] : []);

/**
 * The statuses of an issued (open) charge: those it can still be paid from. An entry with an
 * issued charge cannot be charged again, and its charged fields cannot change.
 */
export const ISSUED_CHARGE_STATUSES: readonly ChargeStatus[] = CHARGE_STATUSES.filter((status) => canMove(status, 'paga'));

/** The statuses a charge is no longer open in (paid, cancelled, refunded). */
export const CLOSED_CHARGE_STATUSES: readonly ChargeStatus[] = CHARGE_STATUSES.filter((status) => !ISSUED_CHARGE_STATUSES.includes(status));

/** Whether a charge (or a payment at the gateway) in `status` is issued: open, still payable. */
export const isIssuedStatus = (status: string | null | undefined): boolean => ISSUED_CHARGE_STATUSES.includes(status as ChargeStatus);

/** Whether a charge (or a payment at the gateway) in `status` is settled: the money moved (paid, or paid and refunded). */
export const isSettledStatus = (status: string | null | undefined): boolean => status === 'paga' || status === 'estornada';

/** Whether an entry's charge (if any) is issued. */
export const isIssued = (charge: { status: string } | undefined | null): boolean =>
  !!charge && ISSUED_CHARGE_STATUSES.includes(charge.status as ChargeStatus);

const quoted = (status: string) => `\`${status}\``;

/** Statuses as the API documentation lists them: `a`; `a` or `b`; `a`, `b` or `c`. */
export const statusList = (statuses: readonly string[]): string =>
  statuses.length < 2
    ? statuses.map(quoted).join('')
    : `${statuses.slice(0, -1).map(quoted).join(', ')} or ${quoted(statuses[statuses.length - 1])}`;

/** The state machine above as every charge operation of the API document states it. */
export const CHARGE_LIFECYCLE_TEXT =
  'A charge only moves forward: ' +
  ISSUED_CHARGE_STATUSES.map((status) => `${quoted(status)} → ${NEXT[status].map(quoted).join(' | ')}`).join('; ') +
  '; `cancelada` is final, and so is `paga` but for a refund (`estornada`, final). ' +
  `While ${statusList(ISSUED_CHARGE_STATUSES)} it is an issued charge.`;
