import { Injectable } from '@nestjs/common';

import { dateInZone } from '../common/dates';
import type { TxContext } from '../common/request-context';
import { ChargeIssuing } from '../modules/financial/charges/charge-issuing.service';
import { monthlyDueDate } from '../modules/financial/entries/entries.rules';
import { EntryWriter } from '../modules/financial/entries/entry-writer.service';
import { LookupsService } from '../modules/lookups/lookups.service';

/** The lookups the demo's entries name, by name (seeded with the account, before the demo). */
export interface FinancialDemoLookups {
  costcenter: Map<string, number>;
  financialcategory: Map<string, number>;
  seller: Map<string, number>;
}

/**
 * The demo account's entries, made through the services as an API client would: a plan of
 * 3 installments (entries 1–3), an apportioned expense (4) and a receivable with a manual
 * charge (5), so that the README and Swagger examples run on a fresh start. They are made in
 * the demo's transaction: the manual gateway makes no network call, so its charge is recorded
 * there like any other write (a remote gateway could not be called from inside it).
 */
@Injectable()
export class FinancialDemo {
  constructor(
    private readonly entries: EntryWriter,
    private readonly charges: ChargeIssuing,
    private readonly lookups: LookupsService,
  ) {}

  /** The account's cost centres, financial categories and sellers, read before the demo's transaction opens. */
  async lookupsOf(accountId: number): Promise<FinancialDemoLookups> {
    const byName = async (kind: keyof FinancialDemoLookups) =>
      new Map((await this.lookups.all(accountId, kind)).map((r) => [r.nome, r.id]));
    return { costcenter: await byName('costcenter'), financialcategory: await byName('financialcategory'), seller: await byName('seller') };
  }

  /** The entries of the demo's client and event (`made`), in the demo's transaction (`ctx`). */
  async seed(ctx: TxContext, made: { clientId: number; eventId: number }, lookups: FinancialDemoLookups): Promise<void> {
    const category = (nome: string) => lookups.financialcategory.get(nome);
    const costCenter = (nome: string) => lookups.costcenter.get(nome)!;
    const today = dateInZone(new Date(), ctx.account.timezone);
    await this.entries.create(ctx, {
      tipo: 'receita',
      descricao: 'Casamento Maria e João: contrato',
      valor: 4500,
      data_vencimento: monthlyDueDate(today, 1),
      parcelas: 3,
      forma_pagamento: 'pix',
      idevento: made.eventId,
      id_cliente: made.clientId,
      id_categoria: category('Venda de eventos'),
    });
    await this.entries.create(ctx, {
      tipo: 'despesa',
      descricao: 'Compra de bebidas',
      valor: 900,
      data_vencimento: monthlyDueDate(today, 1),
      forma_pagamento: 'boleto',
      id_categoria: category('Fornecedores'),
      rateio: [
        { id_centro_custo: costCenter('Cozinha'), percentual: 70 },
        { id_centro_custo: costCenter('Eventos'), percentual: 30 },
      ],
    });
    const sinal = await this.entries.create(ctx, {
      tipo: 'receita',
      descricao: 'Casamento Maria e João: sinal',
      valor: 1500,
      data_vencimento: today,
      forma_pagamento: 'boleto',
      idevento: made.eventId,
      id_cliente: made.clientId,
      id_categoria: category('Sinal de contrato'),
    });
    await this.charges.issue(ctx, sinal.data[0].id, { forma: 'boleto', gateway: 'manual', id_externo: 'BOLETO-DEMO-0001' });
  }
}
