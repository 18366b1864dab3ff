/** A range of due dates (`YYYY-MM-DD`, both ends included); an end left out is open. */
export interface DateRange {
  from?: string;
  to?: string;
}

/**
 * The rows of running totals whose sum is exactly the entries due in a range: ranges of day rows
 * (`days`, by due date) and ranges of month rows (`months`, by their month's first day). A
 * month is read from its month row when the range holds all of it and it is not today's month,
 * so no month row straddles "due before today"; every other day is read from its day row.
 */
export interface TotalsSpans {
  days: DateRange[];
  months: DateRange[];
}

const DAY_MS = 86_400_000;
const parse = (d: string) => Date.UTC(Number(d.slice(0, 4)), Number(d.slice(5, 7)) - 1, Number(d.slice(8, 10)));
const format = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const addDays = (d: string, n: number) => format(parse(d) + n * DAY_MS);

/** The first day of the date's month. */
export const monthStart = (d: string): string => `${d.slice(0, 7)}-01`;
/** The last day of the date's month. */
const monthEnd = (d: string): string => format(Date.UTC(Number(d.slice(0, 4)), Number(d.slice(5, 7)), 0));

const min = (a: string | undefined, b: string) => (a === undefined || b < a ? b : a);
const max = (a: string | undefined, b: string) => (a === undefined || b > a ? b : a);
const nonEmpty = (r: DateRange) => r.from === undefined || r.to === undefined || r.from <= r.to;

/** Adds the rows that cover `range` (today's month not in it): whole months by month row, the ends by day rows. */
function cover(range: DateRange, spans: TotalsSpans): void {
  const { from, to } = range;
  // The first and the last month the range holds whole (open ends hold every month before or after).
  const first = from === undefined || from === monthStart(from) ? from : addDays(monthEnd(from), 1);
  const last = to === undefined ? undefined : to === monthEnd(to) ? monthStart(to) : monthStart(addDays(monthStart(to), -1));
  if (first !== undefined && last !== undefined && first > last) {
    spans.days.push({ from, to });
    return;
  }
  spans.months.push({ from: first, to: last });
  if (from !== undefined && first !== undefined && from < first) spans.days.push({ from, to: addDays(first, -1) });
  if (to !== undefined && last !== undefined && to > monthEnd(last)) spans.days.push({ from: addDays(monthEnd(last), 1), to });
}

/** The day and month rows that sum to the entries due in `range` (either end open), given today. */
export function totalsSpans(today: string, range: DateRange): TotalsSpans {
  const spans: TotalsSpans = { days: [], months: [] };
  if (!nonEmpty(range)) return spans;
  const [start, end] = [monthStart(today), monthEnd(today)];
  const before: DateRange = { from: range.from, to: min(range.to, addDays(start, -1)) };
  const current: DateRange = { from: max(range.from, start), to: min(range.to, end) };
  const after: DateRange = { from: max(range.from, addDays(end, 1)), to: range.to };
  if (nonEmpty(before)) cover(before, spans);
  if (nonEmpty(current)) spans.days.push(current);
  if (nonEmpty(after)) cover(after, spans);
  return spans;
}
