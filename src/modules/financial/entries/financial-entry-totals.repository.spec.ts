import { net } from './financial-entry-totals.repository';

const row = (
  tipo: string,
  pago: number,
  data_vencimento: string,
  quantidade: number,
  valor: number,
  pagoValor = valor,
  forma_pagamento = 'pix',
) => ({
  key: [tipo, pago, forma_pagamento, data_vencimento],
  quantidade,
  valor,
  pagoValor,
});

describe('net', () => {
  it('sums the deltas of one key and drops those that add up to nothing', () => {
    // An update that changed no totalled column: its -1 and +1 cancel out.
    expect(net([row('receita', 0, '2030-01-31', -1, -1000), row('receita', 0, '2030-01-31', 1, 1000)])).toEqual([]);
    // A value changed: one row with the difference.
    expect(net([row('receita', 0, '2030-01-31', -1, -1000), row('receita', 0, '2030-01-31', 1, 1250)])).toEqual([
      row('receita', 0, '2030-01-31', 0, 250),
    ]);
  });

  it('keeps a move between keys as two rows, in one order whatever the order of the deltas', () => {
    const off = row('receita', 0, '2030-02-28', -1, -500);
    const on = row('receita', 1, '2030-01-31', 1, 500, 480);
    expect(net([off, on])).toEqual([off, on]);
    expect(net([on, off])).toEqual([off, on]);
  });
});
