import { D } from '../../common/decimal';
import { CommissionEvent, commissions, eventCosts, monthsBetween, periodDays, periodProblems, results } from './reports.rules';

describe('periods', () => {
  it('lists the months of a period across a year, both ends included', () => {
    expect(monthsBetween('2025-11', '2026-02')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(monthsBetween('2026-03', '2026-03')).toEqual(['2026-03']);
    expect(monthsBetween('2026-04', '2026-03')).toEqual([]);
  });

  it('gives the first and last days, leap February included', () => {
    expect(periodDays('2024-01', '2024-02')).toEqual({ from: '2024-01-01', to: '2024-02-29' });
    expect(periodDays('2026-02', '2026-02')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(periodDays('2026-01', '2026-12')).toEqual({ from: '2026-01-01', to: '2026-12-31' });
  });

  it('refuses a reversed period and one over 24 months, and takes exactly 24', () => {
    expect(periodProblems('2026-05', '2026-04')).toEqual([expect.objectContaining({ field: 'ate', code: 'period_reversed' })]);
    expect(periodProblems('2025-01', '2027-01')).toEqual([expect.objectContaining({ field: 'ate', code: 'period_too_long' })]);
    expect(periodProblems('2025-01', '2026-12')).toEqual([]);
  });
});

describe('eventCosts', () => {
  it('costs a line at valorcusto × quantity × days and rounds each figure once', () => {
    const line = { id: 1, id_evento: 9, numero_pedido: 1, tipo: 7, id_produto: 3, nome: 'Tenda', valortotal: 100 };
    // 0.67 × 0.5 × 1 = 0.335 on each of three lines: each shows 0.34, the total is 1.005 rounded once (1.01), not 1.02.
    const report = eventCosts(
      [1, 2, 3].map((id) => ({ ...line, id, quantidade: 0.5, ndias: 1, valorcusto: 0.67 })),
      [],
      new Map(),
    );
    expect(report.itens.map((i) => i.custo)).toEqual([0.34, 0.34, 0.34]);
    expect(report.totais.custo_itens).toBe(1.01);
    expect(report.totais.venda).toBe(300);
  });

  it('keeps the payables and receivables apart, paid and open', () => {
    const report = eventCosts(
      [],
      [
        { tipo: 'despesa', id_categoria: 4, pago: true, quantidade: 1, valorCentavos: 10000, pagoCentavos: 9500 },
        { tipo: 'despesa', id_categoria: 4, pago: false, quantidade: 2, valorCentavos: 5001, pagoCentavos: 5001 },
        { tipo: 'receita', id_categoria: null, pago: true, quantidade: 1, valorCentavos: 20000, pagoCentavos: 20100 },
      ],
      new Map([[4, 'Fornecedores']]),
    );
    expect(report.despesas).toEqual([
      { id_categoria: 4, categoria: 'Fornecedores', lancamentos: 3, valor: 150.01, pago: 95, a_pagar: 50.01 },
    ]);
    expect(report.receitas).toEqual({ lancamentos: 1, faturado: 200, recebido: 201, a_receber: 0 });
    expect(report.totais).toMatchObject({ venda: 0, custo: 150.01, margem: -150.01, margem_percentual: null });
  });
});

describe('results', () => {
  it('answers every month, and a result that is income minus expenses', () => {
    const report = results(
      '2026-01',
      '2026-02',
      [
        { competencia: '2026-02', tipo: 'receita', id_categoria: 1, pago: false, valor: new D('10.10'), valorPago: new D('10.10') },
        { competencia: '2026-02', tipo: 'despesa', id_categoria: null, pago: true, valor: new D('0.20'), valorPago: new D('0.25') },
      ],
      new Map([[1, 'Vendas']]),
    );
    expect(report.meses.map((m) => [m.competencia, m.resultado, m.resultado_realizado])).toEqual([
      ['2026-01', 0, 0],
      ['2026-02', 9.9, -0.25],
    ]);
    expect(report.periodo.receitas.categorias).toEqual([{ id_categoria: 1, categoria: 'Vendas', valor: 10.1, realizado: 0 }]);
  });
});

describe('commissions', () => {
  const event = (id: number, id_vendedor: number | null, status = 'CONFIRMADO'): [number, CommissionEvent] => [
    id,
    { id, nome: `Evento ${id}`, data_evento: `2026-03-0${id}`, status, id_vendedor },
  ];
  const sellers = new Map([
    [1, { nome: 'Ana', comissao_percentual: 10 }],
    [2, { nome: 'Bruno', comissao_percentual: 0 }],
  ]);

  it('vendido: leaves out lines without a seller and cancelled events', () => {
    const report = commissions(
      'vendido',
      new Map([event(1, 1), event(2, 1, 'CANCELADO')]),
      [
        { id_evento: 1, id_vendedor: 1, centavos: 10000 },
        { id_evento: 1, id_vendedor: null, centavos: 5000 },
        { id_evento: 2, id_vendedor: 1, centavos: 99999 },
      ],
      [],
      sellers,
    );
    expect(report.vendedores).toEqual([
      expect.objectContaining({ id_vendedor: 1, base: 100, comissao: 10, eventos: [expect.objectContaining({ id_evento: 1 })] }),
    ]);
  });

  it('recebido: an event without lines gives all to its seller; a share without a seller goes to no one', () => {
    const report = commissions(
      'recebido',
      new Map([event(1, 2), event(2, 1)]),
      [
        { id_evento: 2, id_vendedor: 1, centavos: 3000 },
        { id_evento: 2, id_vendedor: null, centavos: 1000 },
      ],
      [
        { id_evento: 1, centavos: 1000 },
        { id_evento: 2, centavos: 100 },
      ],
      sellers,
    );
    expect(report.vendedores.map((v) => [v.nome, v.base, v.comissao])).toEqual([
      ['Ana', 0.75, 0.08],
      ['Bruno', 10, 0],
    ]);
    expect(report.totais).toEqual({ base: 10.75, comissao: 0.08 });
  });
});
