import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';

import { AccountScopedRepository } from '../../../database/account-scoped.repository';
import { FinancialGatewaySettings } from '../entities/financial-gateway-settings.entity';

@Injectable()
export class FinancialGatewaySettingsRepository extends AccountScopedRepository<FinancialGatewaySettings> {
  constructor(@InjectRepository(FinancialGatewaySettings) repository: Repository<FinancialGatewaySettings>) {
    super(repository, 'fgs');
  }

  findFor(accountId: number, gateway: string, manager?: EntityManager): Promise<FinancialGatewaySettings | null> {
    return this.repo(manager).findOneBy({ account_id: accountId, gateway });
  }

  /**
   * The settings, in whichever account, whose return URL carries `key`: a gateway's return has
   * only its URL to say whose it is.
   */
  findByReturnKey(gateway: string, key: string, manager?: EntityManager): Promise<FinancialGatewaySettings | null> {
    return this.repo(manager).findOneBy({ gateway, chave_retorno: key });
  }

  findDefault(accountId: number, manager?: EntityManager): Promise<FinancialGatewaySettings | null> {
    return this.repo(manager).findOneBy({ account_id: accountId, padrao: true });
  }

  async clearDefault(accountId: number, manager: EntityManager): Promise<void> {
    await this.repo(manager).update({ account_id: accountId, padrao: true }, { padrao: false });
  }
}
