export const DEFAULT_TIMEZONE = 'America/Sao_Paulo';

/** One formatter per time zone: building an Intl.DateTimeFormat costs far more than using one. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function parts(date: Date, timeZone: string): Record<string, string> {
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
  return Object.fromEntries(fmt.formatToParts(date).map((p) => [p.type, p.value]));
}

/** `YYYY-MM-DD` of the instant in the time zone. */
export function dateInZone(date: Date, timeZone = DEFAULT_TIMEZONE): string {
  const p = parts(date, timeZone);
  return `${p.year}-${p.month}-${p.day}`;
}

/** `YYYY-MM-DD HH:MM:SS` of the instant in the time zone (webhook `dateCreated`). */
export function timestampInZone(date: Date, timeZone = DEFAULT_TIMEZONE): string {
  const p = parts(date, timeZone);
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
}

export function isValidTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}
