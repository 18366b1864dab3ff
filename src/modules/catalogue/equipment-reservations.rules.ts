/**
 * The rules of equipment reservations, pure: which days an event reserves, and which days a
 * write leaves short. EquipmentReservations applies them; the availability reads and the rebuild
 * command read the same ones.
 */

import { daysBetween } from '../../common/dates';

/** The longest period an availability read covers, and the longest event that reserves equipment (days). */
export const MAX_PERIOD_DAYS = 366;

/** An event as reservations see it: its days, or none when it reserves nothing (cancelled). */
export interface ReservationSpan {
  /** First day (`data_evento`). */
  start: string;
  /** Last day (`data_fim`, else `data_evento`). */
  end: string;
  /** False for a cancelled event: it keeps its orders but reserves nothing. */
  active: boolean;
}

/** The span of an event row: `data_evento` to `data_fim` (`data_evento` alone when none); cancelled reserves nothing. */
export function spanOf(event: { data_evento: string; data_fim: string | null; status: string }): ReservationSpan {
  return { start: event.data_evento, end: event.data_fim ?? event.data_evento, active: event.status !== 'CANCELADO' };
}

/** The days a span reserves (none when inactive). */
export const reservedDays = (span: ReservationSpan | null): string[] => (span && span.active ? daysBetween(span.start, span.end) : []);

/**
 * The days on which an event's reservation of one equipment grows: `after` units on its days
 * now against `before` units on the days it had. Only these days are checked against the stock,
 * so a write that frees or keeps units never fails on a day that was already short.
 */
export function growingDays(beforeDays: string[], before: number, afterDays: string[], after: number): string[] {
  const had = new Set(beforeDays);
  return afterDays.filter((day) => after > (had.has(day) ? before : 0));
}

/** A day short of stock: reservations above the units in stock. */
export interface Shortage {
  id_item: number;
  nome: string;
  /** The first short day. */
  dia: string;
  /** Units missing on that day (reserved − stock). */
  faltam: number;
  /** How many days of the write are short. */
  dias: number;
}

/**
 * The shortage of one equipment among its day totals on the days checked: the first day whose
 * total passes the stock, the units missing then, and how many such days; null when none is.
 */
export function shortageOf(
  equipment: { id: number; nome: string; estoque: number },
  totals: Map<string, number>,
  days: string[],
): Shortage | null {
  const short = [...new Set(days)].sort().filter((day) => (totals.get(day) ?? 0) > equipment.estoque);
  if (short.length === 0) return null;
  const faltam = Math.round(((totals.get(short[0]) ?? 0) - equipment.estoque) * 1000) / 1000;
  return { id_item: equipment.id, nome: equipment.nome, dia: short[0], faltam, dias: short.length };
}

/** For people: `equipment 4 (Cadeira Tiffany): 20 units short on 2027-06-12`. */
export const shortageMessage = (s: Shortage): string =>
  `equipment ${s.id_item} (${s.nome}): ${s.faltam} unit${s.faltam === 1 ? '' : 's'} short on ${s.dia}` +
  (s.dias > 1 ? ` (and on ${s.dias - 1} more day${s.dias === 2 ? '' : 's'})` : '');
