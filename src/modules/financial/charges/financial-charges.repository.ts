import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';

import { AccountScopedRepository } from '../../../database/account-scoped.repository';
import { FinancialCharge } from '../entities/financial-charge.entity';

@Injectable()
export class FinancialChargesRepository extends AccountScopedRepository<FinancialCharge> {
  constructor(@InjectRepository(FinancialCharge) repository: Repository<FinancialCharge>) {
    super(repository, 'fc');
  }

  /** The charge of the account a gateway's return names (the return URL named the account). */
  findByGatewayRef(accountId: number, gateway: string, idExterno: string, manager?: EntityManager): Promise<FinancialCharge | null> {
    return this.repo(manager).findOne({ where: { account_id: accountId, gateway, id_externo: idExterno }, order: { id: 'DESC' } });
  }

  /** The charge recorded under our own reference, if any. */
  findByReference(accountId: number, referencia: string, manager?: EntityManager): Promise<FinancialCharge | null> {
    return this.repo(manager).findOneBy({ account_id: accountId, referencia });
  }

  async setStatus(accountId: number, id: number, status: string, manager: EntityManager): Promise<void> {
    await this.repo(manager).update({ account_id: accountId, id }, { status });
  }
}
