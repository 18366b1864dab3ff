import { badRequest } from './errors';
import { parseId } from './ids';

/** An order named by its internal ID or by `<event_id>-<sequence>`. */
export type OrderRef = { kind: 'id'; id: number } | { kind: 'number'; eventId: number; sequence: number };

/**
 * Returns null when the value is neither all digits nor `<digits>-<digits>`. The text is read as
 * sent, never trimmed: ` 1` (`%201` in a path) is not order 1.
 */
export function parseOrderRef(raw: unknown): OrderRef | null {
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw : null;
  if (text === null) return null;
  if (/^\d+$/.test(text)) {
    const id = parseId(text);
    return id !== null ? { kind: 'id', id } : null;
  }
  const m = /^(\d+)-(\d+)$/.exec(text);
  if (m) {
    const eventId = parseId(m[1]);
    const sequence = parseId(m[2]);
    return eventId !== null && sequence !== null ? { kind: 'number', eventId, sequence } : null;
  }
  return null;
}

/** Like `parseOrderRef`, but a malformed identifier is a 400 naming the field. */
export function requireOrderRef(raw: unknown, field: string): OrderRef {
  const ref = parseOrderRef(raw);
  if (!ref) {
    throw badRequest('Malformed order identifier', [
      {
        field,
        code: 'invalid_order_id',
        message: `${field} must be a numeric order ID or <event_id>-<sequence> (got ${JSON.stringify(raw)})`,
      },
    ]);
  }
  return ref;
}

export const formatOrderNumber = (eventId: number, sequence: number) => `${eventId}-${sequence}`;

/** `<budget_id>-<sequence>` of a budget proposal; null when malformed. */
export function parseProposalRef(raw: unknown): { budgetId: number; sequence: number } | null {
  const m = typeof raw === 'string' ? /^(\d+)-(\d+)$/.exec(raw) : null;
  if (!m) return null;
  const budgetId = parseId(m[1]);
  const sequence = parseId(m[2]);
  return budgetId !== null && sequence !== null ? { budgetId, sequence } : null;
}
