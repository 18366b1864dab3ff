import { Injectable, Logger } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { dateInZone } from '../common/dates';
import { TransactionRunner } from '../database/transaction';
import { Equipment, Product } from '../modules/catalogue/entities/catalogue.entity';
import { Client } from '../modules/clients/entities/client.entity';
import { EventEntity } from '../modules/events/entities/event.entity';
import { FinancialDemo } from '../modules/financial/financial-demo';
import { AccountsService } from './accounts.service';
import { Account } from './entities/account.entity';

/**
 * The embedded default's welcome: on an empty database (and never in production) the first
 * start creates a demo account with a small catalogue, the lookup lists, a client and an event,
 * and logs its token and the Swagger URL.
 */
@Injectable()
export class DemoService {
  private readonly logger = new Logger('Demo');

  constructor(
    private readonly accounts: AccountsService,
    private readonly transactions: TransactionRunner,
    @InjectRepository(Account) private readonly accountRepo: Repository<Account>,
    private readonly moduleRef: ModuleRef,
  ) {}

  async ensureDemoAccount(port: number): Promise<string | null> {
    if ((await this.accountRepo.count()) > 0) {
      this.logger.log(
        `Swagger UI: http://localhost:${port}/docs — make a token with: npm run -s cli -- token:create 1 | tail -n 1`,
      );
      return null;
    }
    const { account, token } = await this.accounts.createAccount('Buffet Demonstração');
    const today = dateInZone(new Date(), account.timezone);
    await this.transactions.run(async ({ manager }) => {
      const a = { account_id: account.id, datacadastro: today };
      await manager.insert(Product, [
        { ...a, nome: 'Buffet completo (por pessoa)', valor: 89.9, valorcusto: 42.5, medida: 'pessoa', descricao: 'Entrada, prato principal e sobremesa' },
        { ...a, nome: 'Garçom (diária)', valor: 180, valorcusto: 120, medida: 'diária', descricao: null },
        { ...a, nome: 'Bolo de casamento 3 andares', valor: 950, valorcusto: 400, medida: 'un', descricao: null },
      ]);
      await manager.insert(Equipment, [
        { ...a, nome: 'Mesa redonda 8 lugares', valor: 35, valorcusto: 5, medida: 'un', estoque: 40, descricao: null },
        { ...a, nome: 'Cadeira Tiffany', valor: 8.5, valorcusto: 1.2, medida: 'un', estoque: 320, descricao: null },
      ]);
      const client = await manager.save(
        manager.create(Client, { ...a, nome: 'Maria da Silva', tipo_pessoa: 'F', documento: '52998224725', email: 'maria@example.com', telefone: '11987654321', cidade: 'São Paulo', uf: 'SP' }),
      );
      const eventDate = dateInZone(new Date(Date.now() + 60 * 86400_000), account.timezone);
      await manager.insert(EventEntity, { ...a, nome: 'Casamento Maria e João', data_evento: eventDate, id_cliente: client.id, numero_convidados: 150, status: 'CONFIRMADO' });
    });
    await this.moduleRef.get(FinancialDemo, { strict: false }).seed(account.id);
    this.logger.log(`Demo account "${account.nome}" created. Swagger UI: http://localhost:${port}/docs`);
    this.logger.log(`Demo API token (shown once): ${token}`);
    return token;
  }
}
