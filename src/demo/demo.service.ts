import { Injectable, Logger } from '@nestjs/common';

import { AccountsService } from '../accounts/accounts.service';
import { dateInZone } from '../common/dates';
import { contextFor, TxContext } from '../common/request-context';
import { TransactionRunner } from '../database/transaction';
import { BudgetsService } from '../modules/budgets/budgets.service';
import { CatalogueService } from '../modules/catalogue/catalogue.service';
import { ClientsService } from '../modules/clients/clients.service';
import { EventsService } from '../modules/events/events.service';
import { GuestsService } from '../modules/guests/guests.service';
import { OrdersService } from '../modules/orders/orders.service';
import { type DestinationVerdict, WebhooksService } from '../modules/webhooks/webhooks.service';
import { FinancialDemo, FinancialDemoLookups } from './financial-demo';

/** The demo's (inactive) webhook. */
const DEMO_WEBHOOK_URL = 'https://example.com/hooks';

/** What the first start made: the demo account and its token (shown once). */
export interface DemoAccount {
  accountId: number;
  token: string;
}

/** The demo's open proposal (budget 2), whose page the start-up names. */
export const DEMO_PROPOSAL_BUDGET = 2;

/**
 * The embedded default's welcome: on an empty database (and never in production) the first
 * start creates a demo account holding what the README and the Swagger examples name, so that
 * each of them runs as written. On a fresh database its rows get predictable IDs:
 *
 * - products-services 1 "Buffet completo (por pessoa)", 2 "Garçom (diária)", 3 "Bolo de casamento 3 andares";
 *   equipment 1 "Mesa redonda 8 lugares" (40 units), 2 "Cadeira Tiffany" (320 units), both with stock enforced;
 * - client 1 "Maria da Silva" (CPF 529.982.247-25, phone (11) 98765-4321);
 * - event 1 "Casamento Maria e João" (confirmed, 60 days ahead) with three guests;
 * - client 2 "Roberto Almeida" and event 2 "Confraternização de fim de ano" (90 days ahead), with
 *   nothing attached, for the examples of DELETE;
 * - order 1-1 of event 1 with items 1..4 (buffet, waiters, tables, chairs);
 * - budget 1 (proposal 1-1) for the same client and event;
 * - budget 2 (proposal 2-1), an open proposal for a new event of client 1 (a 15th birthday, 120
 *   days ahead), valid for 30 days, 30 % deposit and 3 installments by Pix: its page's link
 *   (`/p/<token>`) is printed at start, and accepting it books event 3 with order 3-1;
 * - webhook 1, inactive, pointing at example.com (turn it on with a URL of yours);
 * - financial entries 1 to 5 and charge 1 (see FinancialDemo).
 *
 * Everything is made through the same services the API uses, so the data is what the API makes,
 * in one transaction (the services join it): the demo data is there in full or not at all. No
 * network call may happen inside a transaction (database/network-guard.ts), so what needs one
 * (the webhook's DNS check) and the reads of what the account was created with (its lookups)
 * happen before it opens.
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
    private readonly guests: GuestsService,
    private readonly orders: OrdersService,
    private readonly budgets: BudgetsService,
    private readonly webhooks: WebhooksService,
    private readonly financial: FinancialDemo,
  ) {}

  /** Whether the database holds no account yet (the demo is made only then). */
  async isEmpty(): Promise<boolean> {
    return (await this.accounts.countAccounts()) === 0;
  }

  /** Creates the demo account on an empty database; null when any account exists. */
  async ensureDemoAccount(): Promise<DemoAccount | null> {
    if (!(await this.isEmpty())) return null;
    // A few seconds on a slow machine, after the API has said it listens: say what it is doing.
    this.logger.log('Creating the demo account…');
    const { account, token } = await this.accounts.createAccount('Buffet Demonstração');
    // Before the demo's transaction opens: the demo webhook's destination is checked (DNS), and
    // the lookups the entries name, committed with the account, are read.
    const destination = await this.webhooks.checkDestination(DEMO_WEBHOOK_URL);
    const lookups = await this.financial.lookupsOf(account.id);
    await this.transactions.run(contextFor(account, 'demo'), async (ctx) => {
      const made = await this.fill(ctx, destination, lookups);
      await this.financial.seed(ctx, made, lookups);
    });
    this.logger.log(
      `Demo account "${account.nome}" created (ID ${account.id}): a catalogue, a client, an event with guests, an order, two budgets (one an open proposal) and financial entries`,
    );
    return { accountId: account.id, token };
  }

  /** The public link of the demo's open proposal (budget 2), or null when the account has no such budget. */
  async proposalLink(accountId: number): Promise<string | null> {
    const ctx = await this.accounts.contextFor(accountId);
    if (!ctx) return null;
    const budget = await this.budgets.view(ctx, DEMO_PROPOSAL_BUDGET).catch(() => null);
    return budget?.link_proposta ?? null;
  }

  /** The demo's rows but its financial entries; answers the client and event that those name. */
  private async fill(
    ctx: TxContext,
    destination: DestinationVerdict,
    lookups: FinancialDemoLookups,
  ): Promise<{ clientId: number; eventId: number }> {
    const catalogue = this.catalogue;
    const product = (nome: string, valor: number, valorcusto: number, medida: string, descricao?: string) =>
      catalogue.createProduct(ctx, { nome, valor, valorcusto, medida, descricao });
    const buffet = await product('Buffet completo (por pessoa)', 89.9, 42.5, 'pessoa', 'Entrada, prato principal e sobremesa');
    const garcom = await product('Garçom (diária)', 180, 120, 'diária');
    const bolo = await product('Bolo de casamento 3 andares', 950, 400, 'un');
    const mesa = await catalogue.createEquipment(ctx, {
      nome: 'Mesa redonda 8 lugares',
      valor: 35,
      valorcusto: 5,
      medida: 'un',
      estoque: 40,
      controle_estoque: true,
    });
    const cadeira = await catalogue.createEquipment(ctx, {
      nome: 'Cadeira Tiffany',
      valor: 8.5,
      valorcusto: 1.2,
      medida: 'un',
      estoque: 320,
      controle_estoque: true,
    });

    const [client] = await this.clients.create(ctx, {
      isArray: false,
      clients: [
        {
          nome: 'Maria da Silva',
          documento: '529.982.247-25',
          email: 'maria@example.com',
          telefone: '(11) 98765-4321',
          cidade: 'São Paulo',
          uf: 'SP',
        },
      ],
    });
    const event = await this.events.create(ctx, {
      nome: 'Casamento Maria e João',
      data_evento: dateInZone(new Date(Date.now() + 60 * 86_400_000), ctx.account.timezone),
      id_cliente: client.id,
      // The account's default seller: its order lines are the seller's (the commissions report).
      id_vendedor: [...lookups.seller.values()][0],
      numero_convidados: 150,
      status: 'CONFIRMADO',
    });
    // Client 2 and event 2 have nothing attached: the examples of DELETE remove them.
    await this.clients.create(ctx, { isArray: false, clients: [{ nome: 'Roberto Almeida', email: 'roberto@example.com' }] });
    await this.events.create(ctx, {
      nome: 'Confraternização de fim de ano',
      data_evento: dateInZone(new Date(Date.now() + 90 * 86_400_000), ctx.account.timezone),
      id_cliente: client.id,
      numero_convidados: 80,
    });
    const guests = this.guests;
    await guests.create(ctx, {
      id_evento: event.id,
      nome: 'Ana',
      sobrenome: 'Pereira',
      email: 'ana.pereira@example.com',
      presenca: 'CONFIRMADO',
    });
    await guests.create(ctx, {
      id_evento: event.id,
      nome: 'Carlos',
      sobrenome: 'Souza',
      telefone: '(21) 99876-5432',
      presenca: 'CONFIRMADO',
    });
    await guests.create(ctx, { id_evento: event.id, nome: 'Beatriz', sobrenome: 'Lima' });

    await this.orders.create(ctx, {
      id_evento: event.id,
      itens: [
        { id_produto: buffet.id, quantidade: 150 },
        { id_produto: garcom.id, quantidade: 6 },
        { id_item: mesa.id, quantidade: 19 },
        { id_item: cadeira.id, quantidade: 150 },
      ],
    });
    await this.budgets.create(ctx, {
      id_cliente: client.id,
      idevento: event.id,
      itens: [
        { idproduto: bolo.id, tipo: 'produto', quantidade: 1 },
        { idproduto: garcom.id, tipo: 'produto', quantidade: 4, desconto: 5, tipocalculo: '%' },
      ],
    });
    const inDays = (days: number) => dateInZone(new Date(Date.now() + days * 86_400_000), ctx.account.timezone);
    await this.budgets.create(ctx, {
      id_cliente: client.id,
      nome_evento: 'Aniversário de 15 anos da Júlia',
      data_evento: inDays(120),
      numero_convidados: 100,
      validade: inDays(30),
      entrada_percentual: 30,
      parcelas: 3,
      forma_pagamento: 'pix',
      observacoes: 'Montagem a partir das 14h; desmontagem no dia seguinte.',
      itens: [
        { idproduto: buffet.id, tipo: 'produto', quantidade: 100, desconto: 10, tipocalculo: '%' },
        { idproduto: garcom.id, tipo: 'produto', quantidade: 4 },
        { idproduto: mesa.id, tipo: 'item', quantidade: 13 },
        { idproduto: cadeira.id, tipo: 'item', quantidade: 100 },
      ],
    });
    await this.webhooks.create(
      ctx,
      {
        url: DEMO_WEBHOOK_URL,
        events: ['customer_created', 'order_created'],
        active: false,
      },
      destination,
    );
    return { clientId: client.id, eventId: event.id };
  }
}
