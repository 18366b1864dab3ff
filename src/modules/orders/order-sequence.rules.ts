import { OrderError } from './orders.errors';

/**
 * A sequence that could not be allocated (`EventsService.allocateOrderNumber` answered null)
 * means the event no longer exists: 422 on `id_evento`, never a NOT NULL failure.
 */
export function requireSequence(sequence: number | null, eventId: number): number {
  if (sequence === null) throw OrderError.eventGone(eventId);
  return sequence;
}
