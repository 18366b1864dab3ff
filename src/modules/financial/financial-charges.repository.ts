import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import { AccountScopedRepository } from '../../database/account-scoped.repository';
import { FinancialCharge } from './entities/financial-extras.entity';

@Injectable()
export class FinancialChargesRepository extends AccountScopedRepository<FinancialCharge> {
  constructor(@InjectRepository(FinancialCharge) repository: Repository<FinancialCharge>) {
    super(repository, 'fc');
  }

  /**
   * The charge a gateway's return names, in whichever account it is: the return arrives without
   * an API token, and the charge tells whose account (and settings) it concerns.
   */
  findByGatewayRef(gateway: string, idExterno: string, manager?: EntityManager): Promise<FinancialCharge | null> {
    return this.repo(manager).findOne({ where: { gateway, id_externo: idExterno }, order: { id: 'DESC' } });
  }

  async setStatus(accountId: number, id: number, status: string, manager: EntityManager): Promise<void> {
    await this.repo(manager).update({ account_id: accountId, id }, { status });
  }
}
