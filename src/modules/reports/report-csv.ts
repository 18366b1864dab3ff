import { stringify } from 'csv-stringify/sync';

import type { Commissions, EventCosts, Results } from './reports.rules';

/**
 * The reports as CSV for spreadsheet programs: `;`-separated (the separator a pt-BR spreadsheet
 * expects where the decimal mark is a comma), UTF-8 with a byte-order mark, a header row, money
 * in the pt-BR format (`1.234,56`). Only the CSV is formatted so: the JSON keeps numbers.
 */
export interface CsvTable {
  columns: string[];
  rows: (string | number | null)[][];
}

const BRL = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: true });
const QTY = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 3, useGrouping: false });

/** A money figure in the pt-BR format; empty for none. */
export const brl = (value: number | null): string => (value === null ? '' : BRL.format(value));

/** The table as CSV text (with its byte-order mark). */
export function toCsv(table: CsvTable): string {
  return stringify(table.rows, { header: true, columns: table.columns, delimiter: ';', bom: true, record_delimiter: 'windows' });
}

/** The event's cost report, one row per figure: its lines, types, payables per category, receivables and totals. */
export function eventCostsCsv(eventId: number, report: EventCosts): CsvTable {
  const columns = ['secao', 'referencia', 'descricao', 'quantidade', 'dias', 'venda', 'custo', 'margem', 'valor', 'pago', 'em_aberto'];
  const rows: CsvTable['rows'] = [
    ...report.itens.map((i) => [
      'item',
      `${i.pedido}/${i.id}`,
      i.nome,
      QTY.format(i.quantidade),
      QTY.format(i.ndias),
      brl(i.venda),
      brl(i.custo),
      brl(i.margem),
      '',
      '',
      '',
    ]),
    ...report.por_tipo.map((t) => [
      'tipo',
      String(t.tipo),
      t.descricao,
      String(t.itens),
      '',
      brl(t.venda),
      brl(t.custo),
      brl(t.margem),
      '',
      '',
      '',
    ]),
    ...report.despesas.map((d) => [
      'despesa',
      d.id_categoria === null ? '' : String(d.id_categoria),
      d.categoria,
      String(d.lancamentos),
      '',
      '',
      '',
      '',
      brl(d.valor),
      brl(d.pago),
      brl(d.a_pagar),
    ]),
    [
      'receitas',
      String(eventId),
      'Receitas do evento',
      String(report.receitas.lancamentos),
      '',
      '',
      '',
      '',
      brl(report.receitas.faturado),
      brl(report.receitas.recebido),
      brl(report.receitas.a_receber),
    ],
    ['total', String(eventId), 'Totais', '', '', brl(report.totais.venda), brl(report.totais.custo), brl(report.totais.margem), '', '', ''],
  ];
  return { columns, rows };
}

/** The income statement, one row per month, type and category, then each month's result. */
export function resultsCsv(report: Results): CsvTable {
  const columns = ['competencia', 'tipo', 'id_categoria', 'categoria', 'valor', 'realizado'];
  const rows: CsvTable['rows'] = [];
  for (const m of report.meses) {
    for (const [tipo, side] of [
      ['receita', m.receitas],
      ['despesa', m.despesas],
    ] as const)
      for (const c of side.categorias)
        rows.push([
          m.competencia,
          tipo,
          c.id_categoria === null ? '' : String(c.id_categoria),
          c.categoria,
          brl(c.valor),
          brl(c.realizado),
        ]);
    rows.push([m.competencia, 'resultado', '', 'Resultado do mês', brl(m.resultado), brl(m.resultado_realizado)]);
  }
  rows.push([
    `${report.de}/${report.ate}`,
    'resultado',
    '',
    'Resultado do período',
    brl(report.periodo.resultado),
    brl(report.periodo.resultado_realizado),
  ]);
  return { columns, rows };
}

/** The commissions, one row per seller and event, then each seller's total. */
export function commissionsCsv(report: Commissions): CsvTable {
  const columns = ['id_vendedor', 'vendedor', 'comissao_percentual', 'id_evento', 'evento', 'data_evento', 'base', 'comissao'];
  const percent = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 });
  const rows: CsvTable['rows'] = [];
  for (const s of report.vendedores) {
    for (const e of s.eventos)
      rows.push([
        String(s.id_vendedor),
        s.nome,
        percent.format(s.comissao_percentual),
        String(e.id_evento),
        e.nome,
        e.data_evento,
        brl(e.base),
        brl(e.comissao),
      ]);
    rows.push([
      String(s.id_vendedor),
      s.nome,
      percent.format(s.comissao_percentual),
      '',
      'Total do vendedor',
      '',
      brl(s.base),
      brl(s.comissao),
    ]);
  }
  return { columns, rows };
}
