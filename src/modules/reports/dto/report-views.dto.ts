import { ApiProperty } from '@nestjs/swagger';

import { EVENT_STATUSES, EventStatus } from '../../events/dto/event-view.dto';
import { COMMISSION_BASES, CommissionBase } from '../reports.rules';

/** The event a cost report is about. */
export class CostsEvent {
  @ApiProperty({ example: 1 })
  id: number;
  @ApiProperty({ example: 'Casamento Maria e João' })
  nome: string;
  @ApiProperty({ example: '2027-03-20' })
  data_evento: string;
  @ApiProperty({ example: null, nullable: true, type: String })
  data_fim: string | null;
  @ApiProperty({ enum: EVENT_STATUSES, enumName: 'EventStatus', example: 'CONFIRMADO' })
  status: EventStatus;
}

/** An order line: its sale (`valortotal`) and its cost (`valorcusto` × `quantidade` × `ndias`). */
export class CostsLine {
  /** The order item's ID. */
  @ApiProperty({ example: 1 })
  id: number;
  /** The order, as `<event_id>-<sequence>`. */
  @ApiProperty({ example: '1-1' })
  pedido: string;
  /** 2 = product or service, 7 = equipment. */
  @ApiProperty({ example: 2 })
  tipo: number;
  @ApiProperty({ example: 1 })
  id_produto: number;
  @ApiProperty({ example: 'Buffet completo' })
  nome: string;
  @ApiProperty({ example: 150 })
  quantidade: number;
  @ApiProperty({ example: 1 })
  ndias: number;
  /** Unit cost. */
  @ApiProperty({ example: 48 })
  valorcusto: number;
  /** The line's total (`valortotal`). */
  @ApiProperty({ example: 12000 })
  venda: number;
  @ApiProperty({ example: 7200 })
  custo: number;
  @ApiProperty({ example: 4800 })
  margem: number;
}

/** The lines of one catalogue type. */
export class CostsByType {
  @ApiProperty({ example: 2 })
  tipo: number;
  @ApiProperty({ example: 'Produtos e serviços' })
  descricao: string;
  /** Number of lines. */
  @ApiProperty({ example: 3 })
  itens: number;
  @ApiProperty({ example: 15000 })
  venda: number;
  @ApiProperty({ example: 8100 })
  custo: number;
  @ApiProperty({ example: 6900 })
  margem: number;
}

/** The payables (`despesa`) linked to the event, of one category. */
export class CostsPayables {
  /** Null for the entries without a category. */
  @ApiProperty({ example: 3, nullable: true, type: Number })
  id_categoria: number | null;
  @ApiProperty({ example: 'Fornecedores' })
  categoria: string;
  /** Number of entries. */
  @ApiProperty({ example: 2 })
  lancamentos: number;
  /** Their value. */
  @ApiProperty({ example: 1800 })
  valor: number;
  /** What was paid of the paid ones (`valorpago`, else `valor`). */
  @ApiProperty({ example: 1000 })
  pago: number;
  /** The value of the unpaid ones. */
  @ApiProperty({ example: 800 })
  a_pagar: number;
}

/** The receivables (`receita`) linked to the event. */
export class CostsReceivables {
  @ApiProperty({ example: 3 })
  lancamentos: number;
  /** Their value: what was billed. */
  @ApiProperty({ example: 18000 })
  faturado: number;
  /** What was received of the paid ones (`valorpago`, else `valor`). */
  @ApiProperty({ example: 6000 })
  recebido: number;
  /** The value of the unpaid ones. */
  @ApiProperty({ example: 12000 })
  a_receber: number;
}

export class CostsTotals {
  /** The lines' totals. */
  @ApiProperty({ example: 18000 })
  venda: number;
  /** The lines' costs. */
  @ApiProperty({ example: 9000 })
  custo_itens: number;
  /** The payables linked to the event. */
  @ApiProperty({ example: 1800 })
  despesas: number;
  /** `custo_itens` + `despesas`. */
  @ApiProperty({ example: 10800 })
  custo: number;
  /** `venda` − `custo`. */
  @ApiProperty({ example: 7200 })
  margem: number;
  /** `margem` in percent of `venda`, 2 places; null without a sale. */
  @ApiProperty({ example: 40, nullable: true, type: Number })
  margem_percentual: number | null;
  @ApiProperty({ example: 18000 })
  faturado: number;
  @ApiProperty({ example: 6000 })
  recebido: number;
  @ApiProperty({ example: 12000 })
  a_receber: number;
}

export class EventCostsView {
  @ApiProperty({ type: CostsEvent })
  evento: CostsEvent;
  @ApiProperty({ type: [CostsLine] })
  itens: CostsLine[];
  @ApiProperty({ type: [CostsByType] })
  por_tipo: CostsByType[];
  @ApiProperty({ type: [CostsPayables] })
  despesas: CostsPayables[];
  @ApiProperty({ type: CostsReceivables })
  receitas: CostsReceivables;
  @ApiProperty({ type: CostsTotals })
  totais: CostsTotals;
}

/** One category's income or expenses. */
export class ResultsCategory {
  /** Null for the entries without a category. */
  @ApiProperty({ example: 1, nullable: true, type: Number })
  id_categoria: number | null;
  @ApiProperty({ example: 'Vendas' })
  categoria: string;
  /** The entries' value (competence basis). */
  @ApiProperty({ example: 18000 })
  valor: number;
  /** What was paid of them (`valorpago`, else `valor`, of the paid ones). */
  @ApiProperty({ example: 6000 })
  realizado: number;
}

/** Income or expenses of a month or of the period. */
export class ResultsSide {
  @ApiProperty({ example: 18000 })
  total: number;
  @ApiProperty({ example: 6000 })
  realizado: number;
  @ApiProperty({ type: [ResultsCategory] })
  categorias: ResultsCategory[];
}

export class ResultsMonth {
  /** The competence month, `YYYY-MM`. */
  @ApiProperty({ example: '2026-01' })
  competencia: string;
  @ApiProperty({ type: ResultsSide })
  receitas: ResultsSide;
  @ApiProperty({ type: ResultsSide })
  despesas: ResultsSide;
  /** `receitas.total` − `despesas.total`. */
  @ApiProperty({ example: 16200 })
  resultado: number;
  /** `receitas.realizado` − `despesas.realizado`. */
  @ApiProperty({ example: 5000 })
  resultado_realizado: number;
}

export class ResultsPeriod {
  @ApiProperty({ type: ResultsSide })
  receitas: ResultsSide;
  @ApiProperty({ type: ResultsSide })
  despesas: ResultsSide;
  @ApiProperty({ example: 16200 })
  resultado: number;
  @ApiProperty({ example: 5000 })
  resultado_realizado: number;
}

export class ResultsView {
  @ApiProperty({ example: '2026-01' })
  de: string;
  @ApiProperty({ example: '2026-12' })
  ate: string;
  /** Every month of the period, in order, empty or not. */
  @ApiProperty({ type: [ResultsMonth] })
  meses: ResultsMonth[];
  @ApiProperty({ type: ResultsPeriod })
  periodo: ResultsPeriod;
}

export class CommissionEventView {
  @ApiProperty({ example: 1 })
  id_evento: number;
  @ApiProperty({ example: 'Casamento Maria e João' })
  nome: string;
  @ApiProperty({ example: '2027-03-20' })
  data_evento: string;
  @ApiProperty({ example: 'CONFIRMADO' })
  status: string;
  @ApiProperty({ example: 18000 })
  base: number;
  @ApiProperty({ example: 900 })
  comissao: number;
}

export class CommissionSellerView {
  @ApiProperty({ example: 1 })
  id_vendedor: number;
  @ApiProperty({ example: 'Ana Souza' })
  nome: string;
  @ApiProperty({ example: 5 })
  comissao_percentual: number;
  /** The seller's base in the period. */
  @ApiProperty({ example: 18000 })
  base: number;
  /** `base` × `comissao_percentual` / 100, rounded once. */
  @ApiProperty({ example: 900 })
  comissao: number;
  @ApiProperty({ type: [CommissionEventView] })
  eventos: CommissionEventView[];
}

export class CommissionTotals {
  @ApiProperty({ example: 18000 })
  base: number;
  @ApiProperty({ example: 900 })
  comissao: number;
}

export class CommissionsView {
  @ApiProperty({ example: '2026-01' })
  de: string;
  @ApiProperty({ example: '2026-12' })
  ate: string;
  @ApiProperty({ enum: COMMISSION_BASES, enumName: 'CommissionBase', example: 'vendido' })
  base: CommissionBase;
  @ApiProperty({ type: [CommissionSellerView] })
  vendedores: CommissionSellerView[];
  @ApiProperty({ type: CommissionTotals })
  totais: CommissionTotals;
}
