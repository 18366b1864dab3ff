import { growingDays, reservedDays, shortageMessage, shortageOf, spanOf } from './equipment-reservations.rules';

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

  it('checks only the days on which a reservation grows', () => {
    expect(growingDays(['2027-06-12'], 10, ['2027-06-12'], 12)).toEqual(['2027-06-12']);
    expect(growingDays(['2027-06-12'], 10, ['2027-06-12'], 8)).toEqual([]);
    expect(growingDays(['2027-06-12', '2027-06-13'], 10, ['2027-06-13', '2027-06-14'], 10)).toEqual(['2027-06-14']);
    expect(growingDays([], 0, ['2027-06-12'], 1)).toEqual(['2027-06-12']);
  });

  it('names the first short day, the units missing and the number of short days', () => {
    const totals = new Map([
      ['2027-06-13', 330],
      ['2027-06-12', 340],
      ['2027-06-14', 300],
    ]);
    const s = shortageOf({ id: 4, nome: 'Cadeira', estoque: 320 }, totals, ['2027-06-14', '2027-06-13', '2027-06-12']);
    expect(s).toEqual({ id_item: 4, nome: 'Cadeira', dia: '2027-06-12', faltam: 20, dias: 2 });
    expect(shortageMessage(s!)).toBe('equipment 4 (Cadeira): 20 units short on 2027-06-12 (and on 1 more day)');
    expect(shortageOf({ id: 4, nome: 'Cadeira', estoque: 340 }, totals, ['2027-06-12'])).toBeNull();
    expect(shortageOf({ id: 4, nome: 'Cadeira', estoque: 0 }, totals, ['2027-06-15'])).toBeNull();
  });
});
