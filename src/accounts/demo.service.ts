import { Injectable, Logger } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { dateInZone } from '../common/dates';
import { contextFor } from '../common/request-context';
import { TransactionRunner } from '../database/transaction';
import { CatalogueService } from '../modules/catalogue/catalogue.service';
import { ClientsService } from '../modules/clients/clients.service';
import { EventsService } from '../modules/events/events.service';
import { FinancialDemo } from '../modules/financial/financial-demo';
import { AccountsService } from './accounts.service';

/**
 * The embedded default's welcome: on an empty database (and never in production) the first
 * start creates a demo account with a small catalogue, the lookup lists, a client and an event,
 * and logs its token and the Swagger URL. The rows are made by their modules' services, as an
 * API client would make them.
 */
@Injectable()
export class DemoService {
  private readonly logger = new Logger('Demo');

  constructor(
    private readonly accounts: AccountsService,
    private readonly transactions: TransactionRunner,
    private readonly catalogue: CatalogueService,
    private readonly clients: ClientsService,
    private readonly events: EventsService,
    private readonly moduleRef: ModuleRef,
  ) {}

  async ensureDemoAccount(port: number): Promise<string | null> {
    if ((await this.accounts.countAccounts()) > 0) {
      this.logger.log(
        `Swagger UI: http://localhost:${port}/docs — make a token with: npm run -s cli -- token:create 1 | tail -n 1`,
      );
      return null;
    }
    const { account, token } = await this.accounts.createAccount('Buffet Demonstração');
    await this.transactions.run(contextFor(account, 'demo-account'), async (c) => {
      await this.catalogue.createProduct(c, { nome: 'Buffet completo (por pessoa)', valor: 89.9, valorcusto: 42.5, medida: 'pessoa', descricao: 'Entrada, prato principal e sobremesa' });
      await this.catalogue.createProduct(c, { nome: 'Garçom (diária)', valor: 180, valorcusto: 120, medida: 'diária' });
      await this.catalogue.createProduct(c, { nome: 'Bolo de casamento 3 andares', valor: 950, valorcusto: 400, medida: 'un' });
      await this.catalogue.createEquipment(c, { nome: 'Mesa redonda 8 lugares', valor: 35, valorcusto: 5, medida: 'un', estoque: 40 });
      await this.catalogue.createEquipment(c, { nome: 'Cadeira Tiffany', valor: 8.5, valorcusto: 1.2, medida: 'un', estoque: 320 });
      const [client] = await this.clients.create(c, {
        clients: [{ nome: 'Maria da Silva', documento: '52998224725', email: 'maria@example.com', telefone: '11987654321', cidade: 'São Paulo', uf: 'SP' }],
        isArray: false,
      });
      const eventDate = dateInZone(new Date(Date.now() + 60 * 86400_000), account.timezone);
      await this.events.create(c, { nome: 'Casamento Maria e João', data_evento: eventDate, id_cliente: client.id, numero_convidados: 150, status: 'CONFIRMADO' });
    });
    await this.moduleRef.get(FinancialDemo, { strict: false }).seed(account.id);
    this.logger.log(`Demo account "${account.nome}" created. Swagger UI: http://localhost:${port}/docs`);
    this.logger.log(`Demo API token (shown once): ${token}`);
    return token;
  }
}
