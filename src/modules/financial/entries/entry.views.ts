import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';

import { timestampInZone } from '../../../common/dates';
import { FinancialChargesRepository } from '../charges/financial-charges.repository';
import { FinancialApportionment } from '../entities/financial-apportionment.entity';
import { FinancialCharge } from '../entities/financial-charge.entity';
import { FinancialEntry } from '../entities/financial-entry.entity';
import { apportion, entryStatus } from './entries.rules';
import { FinancialApportionmentsRepository } from './financial-apportionments.repository';
import { FinancialEntriesRepository } from './financial-entries.repository';

export function chargeView(c: FinancialCharge) {
  return {
    id: c.id,
    gateway: c.gateway,
    forma: c.forma,
    status: c.status,
    id_externo: c.id_externo,
    link: c.link,
    linha_digitavel: c.linha_digitavel,
    pix_copia_e_cola: c.pix_copia_e_cola,
    valor: Number(c.valor),
    data_vencimento: c.data_vencimento,
  };
}

export type ChargeView = ReturnType<typeof chargeView>;

/** An apportionment part as views and rules read it. */
export type ApportionmentPart = Pick<FinancialApportionment, 'id_centro_custo' | 'percentual'>;

/** What a view needs besides the row. */
export interface ViewContext {
  today: string;
  timezone: string;
  rateio: Map<number, ApportionmentPart[]>;
  charges: Map<number, FinancialCharge>;
}

export function entryView(e: FinancialEntry, ctx: ViewContext) {
  const parts = ctx.rateio.get(e.id) ?? [];
  const valores = apportion(
    e.valor,
    parts.map((p) => p.percentual),
  );
  const charge = e.idcobranca ? ctx.charges.get(e.idcobranca) : undefined;
  return {
    id: e.id,
    tipo: e.tipo,
    descricao: e.descricao,
    valor: Number(e.valor),
    valorpago: e.valorpago === null || e.valorpago === undefined ? null : Number(e.valorpago),
    data_vencimento: e.data_vencimento,
    datapagamento: e.datapagamento ?? null,
    pago: Boolean(e.pago),
    status: entryStatus(Boolean(e.pago), e.data_vencimento, ctx.today),
    forma_pagamento: e.forma_pagamento,
    idcartao: e.idcartao ?? null,
    idevento: e.idevento ?? null,
    id_cliente: e.id_cliente ?? null,
    id_categoria: e.id_categoria ?? null,
    observacoes: e.observacoes ?? null,
    idparcelamento: e.idparcelamento ?? null,
    numeroparcela: e.numeroparcela ?? null,
    totalparcelas: e.totalparcelas ?? null,
    datacompetencia: e.datacompetencia,
    juros: Number(e.juros),
    multa: Number(e.multa),
    desconto: Number(e.desconto),
    rateio: parts.map((p, i) => ({ id_centro_custo: p.id_centro_custo, percentual: Number(p.percentual), valor: valores[i] })),
    cobranca: charge ? chargeView(charge) : null,
    datacadastro: e.datacadastro,
    datahoraupdate: timestampInZone(new Date(e.datahoraupdate), ctx.timezone),
  };
}

export type EntryView = ReturnType<typeof entryView>;

/** An installment as `parcelas` lists it. */
export function installmentView(e: FinancialEntry, ctx: ViewContext) {
  return {
    id: e.id,
    numeroparcela: e.numeroparcela,
    valor: Number(e.valor),
    data_vencimento: e.data_vencimento,
    datapagamento: e.datapagamento ?? null,
    pago: Boolean(e.pago),
    status: entryStatus(Boolean(e.pago), e.data_vencimento, ctx.today),
    datahoraupdate: timestampInZone(new Date(e.datahoraupdate), ctx.timezone),
  };
}

/** Builds entry views with their apportionments, charges and (for the view) `parcelas`. */
@Injectable()
export class EntryViews {
  constructor(
    private readonly entries: FinancialEntriesRepository,
    private readonly apportionments: FinancialApportionmentsRepository,
    private readonly charges: FinancialChargesRepository,
  ) {}

  /** The parts and charges of `rows`: one statement for the parts of them all, one for their charges. */
  async context(accountId: number, timezone: string, today: string, rows: FinancialEntry[], manager?: EntityManager): Promise<ViewContext> {
    const rateio = new Map<number, ApportionmentPart[]>();
    for (const p of await this.apportionments.ofEntries(
      accountId,
      rows.map((r) => r.id),
      manager,
    )) {
      const parts = rateio.get(p.entry_id);
      if (parts) parts.push(p);
      else rateio.set(p.entry_id, [p]);
    }
    const chargeIds = rows.map((r) => r.idcobranca).filter((id): id is number => !!id);
    const charges = new Map((await this.charges.findByIds(accountId, chargeIds, manager)).map((c) => [c.id, c] as const));
    return { today, timezone, rateio, charges };
  }

  async list(accountId: number, timezone: string, today: string, rows: FinancialEntry[], manager?: EntityManager): Promise<EntryView[]> {
    const ctx = await this.context(accountId, timezone, today, rows, manager);
    return rows.map((r) => entryView(r, ctx));
  }

  /** The view of one entry with `parcelas`: the other installments of its plan, by `numeroparcela`. */
  async one(accountId: number, timezone: string, today: string, row: FinancialEntry, manager?: EntityManager) {
    const [view] = await this.list(accountId, timezone, today, [row], manager);
    const siblings = row.idparcelamento
      ? (await this.entries.ofPlan(accountId, row.idparcelamento, manager)).filter((r) => r.id !== row.id)
      : [];
    const ctx: ViewContext = { today, timezone, rateio: new Map(), charges: new Map() };
    return { ...view, parcelas: siblings.map((s) => installmentView(s, ctx)) };
  }
}
