export const DEFAULT_TIMEZONE = 'America/Sao_Paulo';

/** One formatter per time zone: building one costs far more than formatting with it. */
const formatters = new Map<string, Intl.DateTimeFormat>();

/** The zone's UTC offset (ms) at an instant, from its wall-clock time there (whole seconds). */
function offsetAt(ms: number, timeZone: string): number {
  let fmt = formatters.get(timeZone);
  if (!fmt) {
    fmt = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, fmt);
  }
  const p: Record<string, number> = {};
  for (const part of fmt.formatToParts(ms)) if (part.type !== 'literal') p[part.type] = Number(part.value);
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  // Date.UTC reads years 0-99 as 1900-1999.
  const exact = p.year < 100 ? new Date(wall).setUTCFullYear(p.year) : wall;
  return exact - Math.floor(ms / 1000) * 1000;
}

/**
 * Offsets per zone and quarter of an hour. Formatting every timestamp of a page through Intl
 * cost about 4 µs each; a zone's offset changes at most once in a quarter of an hour, so the
 * offset at both ends of the quarter, when equal, holds for every instant in it. A quarter with
 * a change in it is marked `null` and its instants are formatted one by one. Bounded: cleared
 * past MAX_OFFSETS quarters.
 */
const QUARTER_MS = 15 * 60_000;
const MAX_OFFSETS = 20_000;
const offsets = new Map<string, number | null>();

function offsetOf(ms: number, timeZone: string): number {
  const quarter = Math.floor(ms / QUARTER_MS);
  const key = `${timeZone}|${quarter}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    const start = offsetAt(quarter * QUARTER_MS, timeZone);
    offset = start === offsetAt((quarter + 1) * QUARTER_MS - 1000, timeZone) ? start : null;
    if (offsets.size >= MAX_OFFSETS) offsets.clear();
    offsets.set(key, offset);
  }
  return offset ?? offsetAt(ms, timeZone);
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** `YYYY-MM-DD` of a wall-clock time held in a Date's UTC fields. */
const ymd = (w: Date) => `${pad(w.getUTCFullYear(), 4)}-${pad(w.getUTCMonth() + 1)}-${pad(w.getUTCDate())}`;

/** The wall-clock time of the instant in the time zone, as the UTC fields of a Date. */
function wallClock(date: Date, timeZone: string): Date {
  const ms = date.getTime();
  return new Date(Math.floor(ms / 1000) * 1000 + offsetOf(ms, timeZone));
}

/** `YYYY-MM-DD` of the instant in the time zone. */
export function dateInZone(date: Date, timeZone = DEFAULT_TIMEZONE): string {
  return ymd(wallClock(date, timeZone));
}

/** `YYYY-MM-DD HH:MM:SS` of the instant in the time zone (webhook `dateCreated`). */
export function timestampInZone(date: Date, timeZone = DEFAULT_TIMEZONE): string {
  const w = wallClock(date, timeZone);
  return `${ymd(w)} ${pad(w.getUTCHours())}:${pad(w.getUTCMinutes())}:${pad(w.getUTCSeconds())}`;
}

export function isValidTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

/** The calendar day after `day` (`YYYY-MM-DD`). */
export function nextDay(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** Days from `start` to `end`, both included (`YYYY-MM-DD`). */
export function daysBetween(start: string, end: string): string[] {
  const days: string[] = [];
  for (let day = start; day <= end; day = nextDay(day)) days.push(day);
  return days;
}

/** How many days `start`..`end` covers, both included (`YYYY-MM-DD`; 0 or less when `end` is before `start`). */
export function dayCount(start: string, end: string): number {
  return Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000) + 1;
}
