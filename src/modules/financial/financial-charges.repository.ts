import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import { AccountScopedRepository } from '../../database/account-scoped.repository';
import { FinancialCharge, FinancialChargeOperation } from './entities/financial-extras.entity';

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

/** The gateway operation in flight on an entry (at most one per entry). */
@Injectable()
export class FinancialChargeOperationsRepository extends AccountScopedRepository<FinancialChargeOperation> {
  constructor(@InjectRepository(FinancialChargeOperation) repository: Repository<FinancialChargeOperation>) {
    super(repository, 'fco');
  }

  findForEntry(accountId: number, entryId: number, manager?: EntityManager): Promise<FinancialChargeOperation | null> {
    return this.repo(manager).findOneBy({ account_id: accountId, entry_id: entryId });
  }

  /** Takes an operation over from a holder whose time ran out; false when another request took it first. */
  async takeOver(accountId: number, old: FinancialChargeOperation, values: Partial<FinancialChargeOperation>, manager: EntityManager): Promise<boolean> {
    const result = await this.repo(manager).update({ account_id: accountId, id: old.id, claim: old.claim }, values);
    return result.affected === 1;
  }

  /** Removes the operation while `claim` still holds it. */
  async finish(accountId: number, id: number, claim: string, manager: EntityManager): Promise<boolean> {
    const result = await this.repo(manager).delete({ account_id: accountId, id, claim });
    return result.affected === 1;
  }

  /** Ends the holder's time at once (its attempt failed): the next request on the entry resumes the operation. */
  async expire(accountId: number, id: number, claim: string, manager: EntityManager): Promise<void> {
    await this.repo(manager).update({ account_id: accountId, id, claim }, { locked_until: new Date(0) });
  }
}
