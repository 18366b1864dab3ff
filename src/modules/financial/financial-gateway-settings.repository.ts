import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import { AccountScopedRepository } from '../../database/account-scoped.repository';
import { FinancialGatewaySettings } from './entities/financial-extras.entity';

@Injectable()
export class FinancialGatewaySettingsRepository extends AccountScopedRepository<FinancialGatewaySettings> {
  constructor(@InjectRepository(FinancialGatewaySettings) repository: Repository<FinancialGatewaySettings>) {
    super(repository, 'fgs');
  }

  findFor(accountId: number, gateway: string, manager?: EntityManager): Promise<FinancialGatewaySettings | null> {
    return this.repo(manager).findOneBy({ account_id: accountId, gateway });
  }

  /**
   * The settings, in whichever account, whose webhook token is `token`: a gateway's return that
   * names no charge of the service has only its token to say whose it is. The caller compares
   * the tokens exactly (a column's collation may ignore case).
   */
  withWebhookToken(gateway: string, token: string, manager?: EntityManager): Promise<FinancialGatewaySettings[]> {
    return this.repo(manager).find({ where: { gateway, webhook_token: token }, order: { id: 'ASC' }, take: 20 });
  }

  findDefault(accountId: number, manager?: EntityManager): Promise<FinancialGatewaySettings | null> {
    return this.repo(manager).findOneBy({ account_id: accountId, padrao: true });
  }

  async clearDefault(accountId: number, manager: EntityManager): Promise<void> {
    await this.repo(manager).update({ account_id: accountId, padrao: true }, { padrao: false });
  }
}
