/**
 * The rules of equipment reservations, pure. An event reserves each equipment its orders hold for
 * one period, its days (`data_evento` to `data_fim`), kept as that period: what a write stores is
 * bounded by its items, never by the event's length. The units reserved on a day are the sum of
 * the periods that cover it, computed by a sweep over the periods' bounds (`segmentsOf`): a total
 * changes only where a period starts or ends. EquipmentReservations applies these rules; the
 * availability reads and the rebuild command read the same ones.
 */

import { dayCount, daysBetween, nextDay } from '../../common/dates';

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

/** Days `start` to `end`, both included. */
export interface DayRange {
  start: string;
  end: string;
}

/** Units of an equipment reserved on every day of a range (an event's holding over its days). */
export interface Period extends DayRange {
  quantidade: number;
}

/** A run of days with the same units reserved. */
export interface Segment extends DayRange {
  total: number;
}

const round3 = (n: number) => Math.round(n * 1000) / 1000;

/** The span of an event row: `data_evento` to `data_fim` (`data_evento` alone when none); cancelled reserves nothing. */
export function spanOf(event: { data_evento: string; data_fim: string | null; status: string }): ReservationSpan {
  return { start: event.data_evento, end: event.data_fim ?? event.data_evento, active: event.status !== 'CANCELADO' };
}

/** The range a span reserves, null when it reserves nothing (cancelled, or no span). */
export const reservedRange = (span: ReservationSpan | null): DayRange | null =>
  span && span.active ? { start: span.start, end: span.end } : null;

/** The days a span reserves (none when inactive). */
export const reservedDays = (span: ReservationSpan | null): string[] => {
  const range = reservedRange(span);
  return range ? daysBetween(range.start, range.end) : [];
};

/**
 * The ranges on which an event's reservation of one equipment grows: `after` units over `afterRange`
 * now against `before` units over `beforeRange`. Only these are checked against the stock, so a
 * write that frees or keeps units never fails on a day that was already short. At most two ranges:
 * the whole new range when the units grow, else the new days outside the old range.
 */
export function growingRanges(beforeRange: DayRange | null, before: number, afterRange: DayRange | null, after: number): DayRange[] {
  if (!afterRange || after <= 0) return [];
  if (!beforeRange || before <= 0 || after > before) return [afterRange];
  const ranges: DayRange[] = [];
  if (afterRange.start < beforeRange.start) {
    const end = afterRange.end < beforeRange.start ? afterRange.end : dayBefore(beforeRange.start);
    ranges.push({ start: afterRange.start, end });
  }
  if (afterRange.end > beforeRange.end) {
    const start = afterRange.start > beforeRange.end ? afterRange.start : nextDay(beforeRange.end);
    ranges.push({ start, end: afterRange.end });
  }
  return ranges;
}

/** The day before `day` (YYYY-MM-DD). */
function dayBefore(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

/**
 * The units reserved on the days of `range` by `periods`, as runs of days with the same total
 * (days with none left out), in day order: one pass over the periods' bounds, whatever the length
 * of the range or of the periods.
 */
export function segmentsOf(periods: Period[], range: DayRange): Segment[] {
  const changes = new Map<string, number>();
  for (const p of periods) {
    const start = p.start > range.start ? p.start : range.start;
    const end = p.end < range.end ? p.end : range.end;
    if (start > end || p.quantidade === 0) continue;
    changes.set(start, (changes.get(start) ?? 0) + p.quantidade);
    const after = nextDay(end);
    changes.set(after, (changes.get(after) ?? 0) - p.quantidade);
  }
  const bounds = [...changes.keys()].sort();
  const segments: Segment[] = [];
  let total = 0;
  for (let i = 0; i < bounds.length; i++) {
    total = round3(total + changes.get(bounds[i])!);
    const next = bounds[i + 1];
    if (next === undefined || bounds[i] > range.end) break;
    if (total > 0) segments.push({ start: bounds[i], end: dayBefore(next), total });
  }
  return segments;
}

/** The per-day totals of `segments` (for answers that list days: at most the days of the range). */
export function totalsByDay(segments: Segment[]): Map<string, number> {
  const totals = new Map<string, number>();
  for (const s of segments) for (const day of daysBetween(s.start, s.end)) totals.set(day, s.total);
  return totals;
}

/** The busiest run of days: the first with the largest total; null when nothing is reserved. */
export function busiestOf(segments: Segment[]): Segment | null {
  let busiest: Segment | null = null;
  for (const s of segments) if (!busiest || s.total > busiest.total) busiest = s;
  return busiest;
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
 * The shortage of one equipment on the days of `ranges`, from its runs of reserved days: the first
 * day whose total passes the stock, the units missing then, and how many such days; null when none is.
 */
export function shortageOf(
  equipment: { id: number; nome: string; estoque: number },
  segments: Segment[],
  ranges: DayRange[],
): Shortage | null {
  let first: { dia: string; total: number } | null = null;
  let days = 0;
  for (const s of segments) {
    if (s.total <= equipment.estoque) continue;
    for (const r of ranges) {
      const start = s.start > r.start ? s.start : r.start;
      const end = s.end < r.end ? s.end : r.end;
      if (start > end) continue;
      days += dayCount(start, end);
      if (!first || start < first.dia) first = { dia: start, total: s.total };
    }
  }
  if (!first) return null;
  return { id_item: equipment.id, nome: equipment.nome, dia: first.dia, faltam: round3(first.total - equipment.estoque), dias: days };
}

/** For people: `equipment 4 (Cadeira Tiffany): 20 units short on 2027-06-12`. */
export const shortageMessage = (s: Shortage): string =>
  `equipment ${s.id_item} (${s.nome}): ${s.faltam} unit${s.faltam === 1 ? '' : 's'} short on ${s.dia}` +
  (s.dias > 1 ? ` (and on ${s.dias - 1} more day${s.dias === 2 ? '' : 's'})` : '');
