import { Injectable } from '@nestjs/common';
import { AccountsService } from '../../accounts/accounts.service';
import { dateInZone } from '../../common/dates';
import { ClientsService } from '../clients/clients.service';
import { EventsService } from '../events/events.service';
import { LookupsService } from '../lookups/lookups.service';
import { FinancialChargesService } from './financial-charges.service';
import { FinancialEntriesService } from './financial-entries.service';
import { monthlyDueDate } from './financial.logic';

/**
 * The demo account's entries, made through the services as an API client would: a plan of
 * 3 installments (entries 1–3), an apportioned expense (4) and a receivable with a manual
 * charge (5), so that the README and Swagger examples run on a fresh start.
 */
@Injectable()
export class FinancialDemo {
  constructor(
    private readonly accounts: AccountsService,
    private readonly entries: FinancialEntriesService,
    private readonly charges: FinancialChargesService,
    private readonly clients: ClientsService,
    private readonly events: EventsService,
    private readonly lookups: LookupsService,
  ) {}

  async seed(accountId: number): Promise<void> {
    const account = await this.accounts.contextFor(accountId);
    if (!account) return;
    const { timezone } = account.account;
    const page = { page: 1, limit: 1, sort: 'asc' as const };
    const [client] = (await this.clients.list(account, page)).data;
    const [event] = (await this.events.list(account, page)).data;
    const byName = async (kind: 'costcenter' | 'financialcategory', nome: string) =>
      (await this.lookups.all(accountId, kind)).find((r) => r.nome === nome)?.id;
    const today = dateInZone(new Date(), timezone);
    const contrato = await byName('financialcategory', 'Venda de eventos');
    await this.entries.create(account, {
      tipo: 'receita',
      descricao: 'Casamento Maria e João: contrato',
      valor: 4500,
      data_vencimento: monthlyDueDate(today, 1),
      parcelas: 3,
      forma_pagamento: 'pix',
      idevento: event?.id,
      id_cliente: client?.id,
      id_categoria: contrato,
    });
    await this.entries.create(account, {
      tipo: 'despesa',
      descricao: 'Compra de bebidas',
      valor: 900,
      data_vencimento: monthlyDueDate(today, 1),
      forma_pagamento: 'boleto',
      id_categoria: await byName('financialcategory', 'Fornecedores'),
      rateio: [
        { id_centro_custo: (await byName('costcenter', 'Cozinha'))!, percentual: 70 },
        { id_centro_custo: (await byName('costcenter', 'Eventos'))!, percentual: 30 },
      ],
    });
    const sinal = await this.entries.create(account, {
      tipo: 'receita',
      descricao: 'Casamento Maria e João: sinal',
      valor: 1500,
      data_vencimento: today,
      forma_pagamento: 'boleto',
      idevento: event?.id,
      id_cliente: client?.id,
      id_categoria: await byName('financialcategory', 'Sinal de contrato'),
    });
    await this.charges.issue(account, sinal.data[0].id, { forma: 'boleto', gateway: 'manual', id_externo: 'BOLETO-DEMO-0001' });
  }
}
