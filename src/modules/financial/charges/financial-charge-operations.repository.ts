import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';

import { AccountScopedRepository } from '../../../database/account-scoped.repository';
import { FinancialChargeOperation } from '../entities/financial-charge-operation.entity';

/** The gateway operation in flight on an entry (at most one per entry). */
@Injectable()
export class FinancialChargeOperationsRepository extends AccountScopedRepository<FinancialChargeOperation> {
  constructor(@InjectRepository(FinancialChargeOperation) repository: Repository<FinancialChargeOperation>) {
    super(repository, 'fco');
  }

  findForEntry(accountId: number, entryId: number, manager?: EntityManager): Promise<FinancialChargeOperation | null> {
    return this.repo(manager).findOneBy({ account_id: accountId, entry_id: entryId });
  }

  /** The account's operation whose payment carries our `referencia`. */
  findByReference(accountId: number, referencia: string, manager?: EntityManager): Promise<FinancialChargeOperation | null> {
    return this.repo(manager).findOneBy({ account_id: accountId, referencia });
  }

  /**
   * Charges being issued (`emissao`) of every account whose holder's time ran out before `now` (the resolver's work,
   * across accounts like the purge of idempotency keys), oldest first.
   */
  expired(now: Date, limit: number): Promise<Pick<FinancialChargeOperation, 'account_id' | 'entry_id'>[]> {
    return this.repository
      .createQueryBuilder('fco')
      .select(['fco.account_id', 'fco.entry_id'])
      .where("fco.operacao = 'emissao' AND fco.locked_until < :now", { now })
      .orderBy('fco.locked_until', 'ASC')
      .limit(limit)
      .getMany();
  }

  /** Takes an operation over from a holder whose time ran out; false when another request took it first. */
  async takeOver(
    accountId: number,
    old: FinancialChargeOperation,
    values: Partial<FinancialChargeOperation>,
    manager: EntityManager,
  ): Promise<boolean> {
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
