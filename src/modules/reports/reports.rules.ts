import type Decimal from 'decimal.js';

import { D, DecimalInput } from '../../common/decimal';
import type { FieldError } from '../../common/errors';

/**
 * The reports' arithmetic, apart from where the figures come from: decimal throughout, each
 * figure rounded once (half-up, 2 places) when it is shown, never a rounded value added again.
 */

/** A figure as the JSON shows it: rounded half-up to 2 places, a number. */
export const shown = (value: Decimal): number => value.toDecimalPlaces(2, D.ROUND_HALF_UP).toNumber();

const cents = (value: number): Decimal => new D(value).dividedBy(100);
const sum = (values: Decimal[]): Decimal => values.reduce((a, b) => a.plus(b), new D(0));

/** The longest period a report answers, in months. */
export const MAX_PERIOD_MONTHS = 24;

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** The months from `de` to `ate` (`YYYY-MM`), both included. */
export function monthsBetween(de: string, ate: string): string[] {
  const out: string[] = [];
  let [y, m] = de.split('-').map(Number);
  const [ey, em] = ate.split('-').map(Number);
  while (y < ey || (y === ey && m <= em)) {
    out.push(`${y}-${String(m).padStart(2, '0')}`);
    if (++m > 12) [y, m] = [y + 1, 1];
  }
  return out;
}

/** The first and last days (`YYYY-MM-DD`) of the months from `de` to `ate`. */
export function periodDays(de: string, ate: string): { from: string; to: string } {
  const [y, m] = ate.split('-').map(Number);
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { from: `${de}-01`, to: `${ate}-${String(last).padStart(2, '0')}` };
}

/** Whether a text is a month as `YYYY-MM`. */
export const isMonth = (value: unknown): value is string => typeof value === 'string' && MONTH.test(value);

/** What is wrong with a period of two valid months: `ate` before `de`, or more than 24 months; empty when nothing. */
export function periodProblems(de: string, ate: string): FieldError[] {
  const months = monthsBetween(de, ate).length;
  if (months === 0) return [{ field: 'ate', code: 'period_reversed', message: 'ate must not be before de' }];
  if (months > MAX_PERIOD_MONTHS)
    return [
      {
        field: 'ate',
        code: 'period_too_long',
        message: `a report covers at most ${MAX_PERIOD_MONTHS} months (this period has ${months}); ask for shorter periods`,
      },
    ];
  return [];
}

// ---------------------------------------------------------------- the event's costs

/** What the cost report reads of an order line. */
export interface CostLine {
  id: number;
  id_evento: number;
  numero_pedido: number;
  tipo: number;
  id_produto: number;
  nome: string;
  quantidade: DecimalInput;
  ndias: DecimalInput;
  valorcusto: DecimalInput;
  valortotal: DecimalInput;
}

/** An event's entries of one type, category and paid state, summed in cents. */
export interface EntryGroup {
  tipo: 'receita' | 'despesa';
  id_categoria: number | null;
  pago: boolean;
  quantidade: number;
  valorCentavos: number;
  pagoCentavos: number;
}

/** The catalogue types of order lines, as the report names them. */
export const LINE_TYPES: Record<number, string> = { 2: 'Produtos e serviços', 7: 'Equipamentos' };

/** Without a category. */
export const NO_CATEGORY = 'Sem categoria';

const marginPercent = (venda: Decimal, margem: Decimal): number | null =>
  venda.isZero() ? null : shown(margem.dividedBy(venda).times(100));

/**
 * The event's cost report: each line's sale (`valortotal`) and cost (`valorcusto` × quantity ×
 * days), the same per catalogue type, the payables linked to the event per category, its
 * receivables billed, received and open, and the totals. `custo` is the lines' cost plus the
 * payables; `margem` is `venda` − `custo`, its percent of `venda` (null without a sale).
 */
export function eventCosts(lines: CostLine[], entries: EntryGroup[], categoryNames: Map<number, string>) {
  const costed = lines.map((l) => {
    const venda = new D(l.valortotal);
    const custo = new D(l.valorcusto).times(l.quantidade).times(l.ndias);
    return { line: l, venda, custo };
  });
  const itens = costed.map(({ line, venda, custo }) => ({
    id: line.id,
    pedido: `${line.id_evento}-${line.numero_pedido}`,
    tipo: line.tipo,
    id_produto: line.id_produto,
    nome: line.nome,
    quantidade: new D(line.quantidade).toNumber(),
    ndias: new D(line.ndias).toNumber(),
    valorcusto: new D(line.valorcusto).toNumber(),
    venda: shown(venda),
    custo: shown(custo),
    margem: shown(venda.minus(custo)),
  }));
  const tipos = [...new Set(lines.map((l) => l.tipo))].sort((a, b) => a - b);
  const por_tipo = tipos.map((tipo) => {
    const of = costed.filter((c) => c.line.tipo === tipo);
    const venda = sum(of.map((c) => c.venda));
    const custo = sum(of.map((c) => c.custo));
    return {
      tipo,
      descricao: LINE_TYPES[tipo] ?? `Tipo ${tipo}`,
      itens: of.length,
      venda: shown(venda),
      custo: shown(custo),
      margem: shown(venda.minus(custo)),
    };
  });

  const payables = entries.filter((e) => e.tipo === 'despesa');
  const categories = [...new Set(payables.map((e) => e.id_categoria ?? 0))].sort((a, b) => a - b);
  const despesasPorCategoria = categories.map((id) => {
    const of = payables.filter((e) => (e.id_categoria ?? 0) === id);
    const valor = sum(of.map((e) => cents(e.valorCentavos)));
    const pago = sum(of.filter((e) => e.pago).map((e) => cents(e.pagoCentavos)));
    const aPagar = sum(of.filter((e) => !e.pago).map((e) => cents(e.valorCentavos)));
    return {
      row: {
        id_categoria: id === 0 ? null : id,
        categoria: id === 0 ? NO_CATEGORY : (categoryNames.get(id) ?? `Categoria ${id}`),
        lancamentos: of.reduce((n, e) => n + e.quantidade, 0),
        valor: shown(valor),
        pago: shown(pago),
        a_pagar: shown(aPagar),
      },
      valor,
    };
  });

  const receivables = entries.filter((e) => e.tipo === 'receita');
  const faturado = sum(receivables.map((e) => cents(e.valorCentavos)));
  const recebido = sum(receivables.filter((e) => e.pago).map((e) => cents(e.pagoCentavos)));
  const aReceber = sum(receivables.filter((e) => !e.pago).map((e) => cents(e.valorCentavos)));

  const venda = sum(costed.map((c) => c.venda));
  const custoItens = sum(costed.map((c) => c.custo));
  const despesas = sum(despesasPorCategoria.map((d) => d.valor));
  const custo = custoItens.plus(despesas);
  const margem = venda.minus(custo);
  return {
    itens,
    por_tipo,
    despesas: despesasPorCategoria.map((d) => d.row),
    receitas: {
      lancamentos: receivables.reduce((n, e) => n + e.quantidade, 0),
      faturado: shown(faturado),
      recebido: shown(recebido),
      a_receber: shown(aReceber),
    },
    totais: {
      venda: shown(venda),
      custo_itens: shown(custoItens),
      despesas: shown(despesas),
      custo: shown(custo),
      margem: shown(margem),
      margem_percentual: marginPercent(venda, margem),
      faturado: shown(faturado),
      recebido: shown(recebido),
      a_receber: shown(aReceber),
    },
  };
}

export type EventCosts = ReturnType<typeof eventCosts>;

// ---------------------------------------------------------------- the month's results

/** The kept sums of one competence month, type, category and paid state. */
export interface MonthGroup {
  competencia: string;
  tipo: 'receita' | 'despesa';
  id_categoria: number | null;
  pago: boolean;
  valor: Decimal;
  valorPago: Decimal;
}

interface Side {
  valor: Decimal;
  realizado: Decimal;
  categorias: Map<number, { valor: Decimal; realizado: Decimal }>;
}

const emptySide = (): Side => ({ valor: new D(0), realizado: new D(0), categorias: new Map() });

function addTo(side: Side, g: MonthGroup): void {
  const id = g.id_categoria ?? 0;
  const realizado = g.pago ? g.valorPago : new D(0);
  side.valor = side.valor.plus(g.valor);
  side.realizado = side.realizado.plus(realizado);
  const cat = side.categorias.get(id) ?? { valor: new D(0), realizado: new D(0) };
  side.categorias.set(id, { valor: cat.valor.plus(g.valor), realizado: cat.realizado.plus(realizado) });
}

/**
 * The income statement of the months `de` to `ate`: per competence month, the income
 * (`receitas`) and expenses (`despesas`) of its entries per category, by value (`valor`, the
 * competence basis) and by what was paid of them (`realizado`), and the result (income −
 * expenses); the same for the whole period. Every month of the period appears, empty or not.
 */
export function results(de: string, ate: string, groups: MonthGroup[], categoryNames: Map<number, string>) {
  const categoryOf = (id: number) => ({
    id_categoria: id === 0 ? null : id,
    categoria: id === 0 ? NO_CATEGORY : (categoryNames.get(id) ?? `Categoria ${id}`),
  });
  const view = (side: Side) => ({
    total: shown(side.valor),
    realizado: shown(side.realizado),
    categorias: [...side.categorias.entries()]
      .sort(([a], [b]) => a - b)
      .map(([id, c]) => ({ ...categoryOf(id), valor: shown(c.valor), realizado: shown(c.realizado) })),
  });
  const period = { receita: emptySide(), despesa: emptySide() };
  const meses = monthsBetween(de, ate).map((competencia) => {
    const month = { receita: emptySide(), despesa: emptySide() };
    for (const g of groups.filter((x) => x.competencia === competencia)) {
      addTo(month[g.tipo], g);
      addTo(period[g.tipo], g);
    }
    return {
      competencia,
      receitas: view(month.receita),
      despesas: view(month.despesa),
      resultado: shown(month.receita.valor.minus(month.despesa.valor)),
      resultado_realizado: shown(month.receita.realizado.minus(month.despesa.realizado)),
    };
  });
  return {
    de,
    ate,
    meses,
    periodo: {
      receitas: view(period.receita),
      despesas: view(period.despesa),
      resultado: shown(period.receita.valor.minus(period.despesa.valor)),
      resultado_realizado: shown(period.receita.realizado.minus(period.despesa.realizado)),
    },
  };
}

export type Results = ReturnType<typeof results>;

// ---------------------------------------------------------------- the sellers' commissions

export const COMMISSION_BASES = ['vendido', 'recebido'] as const;
export type CommissionBase = (typeof COMMISSION_BASES)[number];

/** What the commissions read of an event. */
export interface CommissionEvent {
  id: number;
  nome: string;
  data_evento: string;
  status: string;
  id_vendedor: number | null;
}

/**
 * Each seller's base and commission, with its events:
 * - `vendido`: the lines (`valortotal`) each seller sold on the period's events that are not
 *   cancelled (`sales`: per event and seller, in cents);
 * - `recebido`: what the period's payments brought in per event (`received`, in cents), shared
 *   among the event's sellers in proportion to what each sold on it (all of it to the event's
 *   seller when it has no lines; the share of lines without a seller goes to no one).
 * The commission is the base × `comissao_percentual` / 100, rounded once per figure shown.
 */
export function commissions(
  base: CommissionBase,
  events: Map<number, CommissionEvent>,
  sales: { id_evento: number; id_vendedor: number | null; centavos: number }[],
  received: { id_evento: number; centavos: number }[],
  sellers: Map<number, { nome: string; comissao_percentual: number }>,
) {
  // Per seller and event, the exact base in units of 10⁻¹² cent (integers: a share of a receipt
  // is received × sold ÷ the event's sale, kept to 12 places of a cent; everything else is whole
  // cents), so that thousands of events add up without a decimal object each.
  const bases = new Map<number, Map<number, bigint>>();
  const add = (seller: number, event: number, value: bigint) => {
    const of = bases.get(seller) ?? new Map<number, bigint>();
    of.set(event, (of.get(event) ?? 0n) + value);
    bases.set(seller, of);
  };
  if (base === 'vendido') {
    for (const s of sales)
      if (s.id_vendedor !== null && events.get(s.id_evento)?.status !== 'CANCELADO')
        add(s.id_vendedor, s.id_evento, BigInt(s.centavos) * UNIT);
  } else {
    const salesOf = new Map<number, typeof sales>();
    for (const s of sales) {
      const of = salesOf.get(s.id_evento);
      if (of) of.push(s);
      else salesOf.set(s.id_evento, [s]);
    }
    for (const r of received) {
      const of = salesOf.get(r.id_evento) ?? [];
      const total = of.reduce((n, s) => n + BigInt(s.centavos), 0n);
      const amount = BigInt(r.centavos) * UNIT;
      if (total === 0n) {
        const seller = events.get(r.id_evento)?.id_vendedor;
        if (seller) add(seller, r.id_evento, amount);
        continue;
      }
      for (const s of of) if (s.id_vendedor !== null) add(s.id_vendedor, r.id_evento, (amount * BigInt(s.centavos)) / total);
    }
  }
  // Events in date order, once: each seller's list follows it.
  const order = [...events.values()].sort((a, b) => (a.data_evento < b.data_evento ? -1 : a.data_evento > b.data_evento ? 1 : a.id - b.id));
  let baseTotal = 0n;
  let commissionTotal = 0n;
  const vendedores = [...bases.entries()]
    .map(([id, perEvent]) => {
      const seller = sellers.get(id);
      const percent = seller?.comissao_percentual ?? 0;
      // The percentage in hundredths of a percent (2 places): a commission is base × hundredths ÷ 10,000.
      const hundredths = BigInt(Math.round(percent * 100));
      const commissionOf = (value: bigint) => (value * hundredths) / 10_000n;
      let sellerBase = 0n;
      for (const value of perEvent.values()) sellerBase += value;
      baseTotal += sellerBase;
      commissionTotal += commissionOf(sellerBase);
      return {
        id_vendedor: id,
        nome: seller?.nome ?? `Vendedor ${id}`,
        comissao_percentual: percent,
        base: fromUnits(sellerBase),
        comissao: fromUnits(commissionOf(sellerBase)),
        eventos: order
          .filter((e) => perEvent.has(e.id))
          .map((e) => ({
            id_evento: e.id,
            nome: e.nome,
            data_evento: e.data_evento,
            status: e.status,
            base: fromUnits(perEvent.get(e.id)!),
            comissao: fromUnits(commissionOf(perEvent.get(e.id)!)),
          })),
      };
    })
    .sort((a, b) => a.nome.localeCompare(b.nome, 'pt-BR') || a.id_vendedor - b.id_vendedor);
  return { base, vendedores, totais: { base: fromUnits(baseTotal), comissao: fromUnits(commissionTotal) } };
}

/** 10⁻¹² cent: the unit of the commissions' exact sums. */
const UNIT = 10n ** 12n;

/** An exact sum in 10⁻¹² cent, rounded half-up to the cent, as a number of reais. */
function fromUnits(value: bigint): number {
  const half = UNIT / 2n;
  const centsRounded = value >= 0n ? (value + half) / UNIT : -((-value + half) / UNIT);
  return Number(centsRounded) / 100;
}

export type Commissions = ReturnType<typeof commissions>;
