import { DateRange, monthStart, totalsSpans } from './totals-spans';

const DAY_MS = 86_400_000;
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** Every day from 2025-10-01 to 2027-03-31. */
const DAYS = Array.from({ length: 547 }, (_, i) => day(Date.UTC(2025, 9, 1) + i * DAY_MS));
const inside = (d: string, r: DateRange) => (r.from === undefined || d >= r.from) && (r.to === undefined || d <= r.to);

/** The days the spans count more or less than once inside the range, or at all outside it (once per day range holding the day, once per month range holding its month). */
function miscounted(today: string, range: DateRange): string[] {
  const spans = totalsSpans(today, range);
  const times = (d: string) => spans.days.filter((r) => inside(d, r)).length + spans.months.filter((r) => inside(monthStart(d), r)).length;
  return DAYS.filter((d) => times(d) !== (inside(d, range) ? 1 : 0));
}

describe('totalsSpans', () => {
  it('reads the whole history as month rows before and after today’s month and day rows in it', () => {
    expect(totalsSpans('2026-11-24', {})).toEqual({
      days: [{ from: '2026-11-01', to: '2026-11-30' }],
      months: [{ from: undefined, to: '2026-10-01' }, { from: '2026-12-01', to: undefined }],
    });
  });

  it('reads a range within one month, or over a month boundary without a whole month, as day rows only', () => {
    expect(totalsSpans('2026-11-24', { from: '2026-05-03', to: '2026-05-20' })).toEqual({ days: [{ from: '2026-05-03', to: '2026-05-20' }], months: [] });
    expect(totalsSpans('2026-11-24', { from: '2026-05-15', to: '2026-06-10' })).toEqual({ days: [{ from: '2026-05-15', to: '2026-06-10' }], months: [] });
  });

  it('reads the whole months of a range by month row and its partial ends by day rows', () => {
    expect(totalsSpans('2026-11-24', { from: '2026-02-10', to: '2026-06-30' })).toEqual({
      days: [{ from: '2026-02-10', to: '2026-02-28' }],
      months: [{ from: '2026-03-01', to: '2026-06-01' }],
    });
    expect(totalsSpans('2026-11-24', { from: '2027-01-01', to: '2027-03-05' })).toEqual({
      days: [{ from: '2027-03-01', to: '2027-03-05' }],
      months: [{ from: '2027-01-01', to: '2027-02-01' }],
    });
  });

  it('reads nothing for an empty range', () => {
    expect(totalsSpans('2026-11-24', { from: '2026-05-20', to: '2026-05-03' })).toEqual({ days: [], months: [] });
  });

  it('counts every day of any range exactly once and no day outside it, never by the month row of today’s month', () => {
    const todays = ['2026-01-01', '2026-02-28', '2026-03-01', '2026-06-15', '2026-12-31', '2024-02-29'];
    const ends = [undefined, '2025-12-31', '2026-01-01', '2026-01-31', '2026-02-01', '2026-02-15', '2026-02-28', '2026-03-01', '2026-06-14', '2026-06-30', '2026-12-31', '2027-01-01', '2027-02-10'];
    for (const today of todays) {
      for (const from of ends) {
        for (const to of ends) {
          const range = { from, to };
          for (const months of totalsSpans(today, range).months) {
            expect([today, range, inside(monthStart(today), months)]).toEqual([today, range, false]);
          }
          expect([today, range, miscounted(today, range)]).toEqual([today, range, []]);
        }
      }
    }
  });
});
