import fc from 'fast-check';

import { daysBetween } from '../../common/dates';
import {
  busiestOf,
  DayRange,
  growingRanges,
  Period,
  reservedDays,
  segmentsOf,
  shortageMessage,
  shortageOf,
  spanOf,
  totalsByDay,
} from './equipment-reservations.rules';

/** The naive model: every day of every period counted, day by day. */
function perDay(periods: Period[], range: DayRange): Map<string, number> {
  const totals = new Map<string, number>();
  for (const p of periods)
    for (const day of daysBetween(p.start, p.end))
      if (day >= range.start && day <= range.end) totals.set(day, Math.round(((totals.get(day) ?? 0) + p.quantidade) * 1000) / 1000);
  for (const [day, total] of totals) if (total === 0) totals.delete(day);
  return totals;
}

const day = (n: number) => new Date(Date.UTC(2031, 0, 1 + n)).toISOString().slice(0, 10);
const arbRange = fc
  .tuple(fc.integer({ min: 0, max: 60 }), fc.integer({ min: 0, max: 30 }))
  .map(([s, len]) => ({ start: day(s), end: day(s + len) }));
const arbPeriod = fc.tuple(arbRange, fc.integer({ min: 1, max: 50 })).map(([r, q]) => ({ ...r, quantidade: q }) as Period);

describe('equipment reservation rules', () => {
  it('an event reserves data_evento to data_fim, data_evento alone when none, nothing when cancelled', () => {
    expect(reservedDays(spanOf({ data_evento: '2027-02-27', data_fim: '2027-03-02', status: 'CONFIRMADO' }))).toEqual([
      '2027-02-27',
      '2027-02-28',
      '2027-03-01',
      '2027-03-02',
    ]);
    expect(reservedDays(spanOf({ data_evento: '2027-06-12', data_fim: null, status: 'PREVISTO' }))).toEqual(['2027-06-12']);
    expect(reservedDays(spanOf({ data_evento: '2027-06-12', data_fim: '2027-06-13', status: 'CANCELADO' }))).toEqual([]);
    expect(reservedDays(null)).toEqual([]);
  });

  it('checks only the days on which a reservation grows, as at most two ranges', () => {
    const d12 = { start: '2027-06-12', end: '2027-06-12' };
    expect(growingRanges(d12, 10, d12, 12)).toEqual([d12]);
    expect(growingRanges(d12, 10, d12, 8)).toEqual([]);
    expect(growingRanges({ start: '2027-06-12', end: '2027-06-13' }, 10, { start: '2027-06-13', end: '2027-06-14' }, 10)).toEqual([
      { start: '2027-06-14', end: '2027-06-14' },
    ]);
    expect(growingRanges(null, 0, d12, 1)).toEqual([d12]);
    expect(growingRanges({ start: '2027-06-12', end: '2027-06-13' }, 5, { start: '2027-06-10', end: '2027-06-20' }, 5)).toEqual([
      { start: '2027-06-10', end: '2027-06-11' },
      { start: '2027-06-14', end: '2027-06-20' },
    ]);
    expect(growingRanges(d12, 5, null, 5)).toEqual([]);
  });

  it('adds periods up by runs of days, as the day-by-day sum does, whatever the periods (property)', () => {
    fc.assert(
      fc.property(fc.array(arbPeriod, { maxLength: 12 }), arbRange, (periods, range) => {
        const segments = segmentsOf(periods, range);
        expect(totalsByDay(segments)).toEqual(perDay(periods, range));
        // Runs are in order, inside the range, and never overlap.
        for (let i = 0; i < segments.length; i++) {
          expect(segments[i].start >= range.start && segments[i].end <= range.end && segments[i].start <= segments[i].end).toBe(true);
          if (i > 0) expect(segments[i].start > segments[i - 1].end).toBe(true);
        }
      }),
      { seed: 51, numRuns: 300 },
    );
  });

  it('finds the shortage the day-by-day model finds: first short day, units missing, short days (property)', () => {
    fc.assert(
      fc.property(
        fc.array(arbPeriod, { maxLength: 10 }),
        fc.array(arbRange, { minLength: 1, maxLength: 2 }),
        fc.integer({ min: 0, max: 120 }),
        (periods, ranges, estoque) => {
          const all = { start: day(0), end: day(100) };
          const totals = perDay(periods, all);
          const checked = [...new Set(ranges.flatMap((r) => daysBetween(r.start, r.end)))].sort();
          const short = checked.filter((d) => (totals.get(d) ?? 0) > estoque);
          const s = shortageOf({ id: 1, nome: 'Cadeira', estoque }, segmentsOf(periods, all), ranges);
          if (short.length === 0) expect(s).toBeNull();
          else {
            expect(s).toMatchObject({ dia: short[0], faltam: Math.round((totals.get(short[0])! - estoque) * 1000) / 1000 });
            // Overlapping ranges may count a day twice; the ranges a write checks never overlap.
            if (ranges.length === 1 || ranges[0].end < ranges[1].start || ranges[1].end < ranges[0].start)
              expect(s!.dias).toBe(short.length);
          }
        },
      ),
      { seed: 52, numRuns: 300 },
    );
  });

  it('names the first short day, the units missing and the number of short days', () => {
    const segments = segmentsOf(
      [
        { start: '2027-06-12', end: '2027-06-13', quantidade: 300 },
        { start: '2027-06-12', end: '2027-06-12', quantidade: 40 },
        { start: '2027-06-13', end: '2027-06-13', quantidade: 30 },
      ],
      { start: '2027-06-12', end: '2027-06-14' },
    );
    const s = shortageOf({ id: 4, nome: 'Cadeira', estoque: 320 }, segments, [{ start: '2027-06-12', end: '2027-06-14' }]);
    expect(s).toEqual({ id_item: 4, nome: 'Cadeira', dia: '2027-06-12', faltam: 20, dias: 2 });
    expect(shortageMessage(s!)).toBe('equipment 4 (Cadeira): 20 units short on 2027-06-12 (and on 1 more day)');
    expect(shortageOf({ id: 4, nome: 'Cadeira', estoque: 340 }, segments, [{ start: '2027-06-12', end: '2027-06-12' }])).toBeNull();
    expect(shortageOf({ id: 4, nome: 'Cadeira', estoque: 0 }, segments, [{ start: '2027-06-15', end: '2027-06-15' }])).toBeNull();
    expect(busiestOf(segments)).toEqual({ start: '2027-06-12', end: '2027-06-12', total: 340 });
  });
});
