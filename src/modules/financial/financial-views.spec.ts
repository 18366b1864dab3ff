import { foldedParts } from './financial-views';

describe('foldedParts', () => {
  it('reads the parts folded into rateio_partes, in their order, as numbers', () => {
    expect(foldedParts('7:33.33,3:66.67')).toEqual([
      { id_centro_custo: 7, percentual: 33.33 },
      { id_centro_custo: 3, percentual: 66.67 },
    ]);
    expect(foldedParts('2:100.00')).toEqual([{ id_centro_custo: 2, percentual: 100 }]);
  });

  it('answers no parts for an entry without them', () => {
    expect(foldedParts(null)).toEqual([]);
    expect(foldedParts('')).toEqual([]);
  });
});
