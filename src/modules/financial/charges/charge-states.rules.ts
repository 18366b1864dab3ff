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
