import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, In, Repository } from 'typeorm';
import { AccountScopedRepository } from '../../database/account-scoped.repository';
import { isMysqlFamily } from '../../database/data-source';
import { FinancialEntry } from './entities/financial-entry.entity';
import {
  FinancialApportionment,
  FinancialCharge,
  FinancialGatewayEvent,
  FinancialGatewaySettings,
  FinancialHistory,
} from './entities/financial-extras.entity';

@Injectable()
export class FinancialEntriesRepository extends AccountScopedRepository<FinancialEntry> {
  constructor(@InjectRepository(FinancialEntry) repository: Repository<FinancialEntry>) {
    super(repository, 'fe');
  }

  /** The installments of a plan, by `numeroparcela`. */
  ofPlan(accountId: number, planId: number, manager?: EntityManager): Promise<FinancialEntry[]> {
    return this.query(accountId, manager)
      .andWhere('fe.idparcelamento = :planId', { planId })
      .orderBy('fe.numeroparcela', 'ASC')
      .addOrderBy('fe.id', 'ASC')
      .getMany();
  }

  /**
   * Locks the rows an update may touch, always in ID order (the whole plan, or the one entry),
   * so two updates of installments of one plan wait for each other instead of losing a change.
   */
  async lockForUpdate(accountId: number, entry: FinancialEntry, manager: EntityManager): Promise<FinancialEntry[]> {
    const qb = this.query(accountId, manager);
    if (entry.idparcelamento) qb.andWhere('fe.idparcelamento = :planId', { planId: entry.idparcelamento });
    else qb.andWhere('fe.id = :id', { id: entry.id });
    qb.orderBy('fe.id', 'ASC');
    if (isMysqlFamily(manager.connection.options.type)) qb.setLock('pessimistic_write');
    return qb.getMany();
  }

  async insertMany(rows: Partial<FinancialEntry>[], manager: EntityManager): Promise<number[]> {
    const ids: number[] = [];
    // One by one: both drivers return every generated ID this way.
    for (const row of rows) ids.push(Number((await this.repo(manager).insert(row as FinancialEntry)).identifiers[0].id));
    return ids;
  }

  async updateColumns(accountId: number, id: number, values: Partial<FinancialEntry>, manager: EntityManager): Promise<void> {
    await this.repo(manager).update({ account_id: accountId, id }, values);
  }

  async setPlan(accountId: number, ids: number[], planId: number, manager: EntityManager): Promise<void> {
    await this.repo(manager).update({ account_id: accountId, id: In(ids) }, { idparcelamento: planId });
  }
}

@Injectable()
export class FinancialApportionmentsRepository extends AccountScopedRepository<FinancialApportionment> {
  constructor(@InjectRepository(FinancialApportionment) repository: Repository<FinancialApportionment>) {
    super(repository, 'fa');
  }

  ofEntries(accountId: number, entryIds: number[], manager?: EntityManager): Promise<FinancialApportionment[]> {
    if (entryIds.length === 0) return Promise.resolve([]);
    return this.repo(manager).find({ where: { account_id: accountId, entry_id: In(entryIds) }, order: { id: 'ASC' } });
  }

  async replace(accountId: number, entryId: number, parts: { id_centro_custo: number; percentual: number }[], manager: EntityManager): Promise<void> {
    await this.repo(manager).delete({ account_id: accountId, entry_id: entryId });
    if (parts.length > 0) await this.repo(manager).insert(parts.map((p) => ({ ...p, account_id: accountId, entry_id: entryId })));
  }
}

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

@Injectable()
export class FinancialHistoryRepository extends AccountScopedRepository<FinancialHistory> {
  constructor(@InjectRepository(FinancialHistory) repository: Repository<FinancialHistory>) {
    super(repository, 'fh');
  }

  async insertMany(rows: Partial<FinancialHistory>[], manager: EntityManager): Promise<void> {
    // `alteracoes` holds arbitrary JSON values, which TypeORM's deep-partial type cannot express.
    if (rows.length > 0) await this.repo(manager).insert(rows as never);
  }
}

@Injectable()
export class FinancialGatewayEventsRepository extends AccountScopedRepository<FinancialGatewayEvent> {
  constructor(@InjectRepository(FinancialGatewayEvent) repository: Repository<FinancialGatewayEvent>) {
    super(repository, 'fge');
  }

  seen(accountId: number, gateway: string, eventId: string, manager: EntityManager): Promise<boolean> {
    return this.repo(manager).existsBy({ account_id: accountId, gateway, event_id: eventId });
  }
}

@Injectable()
export class FinancialGatewaySettingsRepository extends AccountScopedRepository<FinancialGatewaySettings> {
  constructor(@InjectRepository(FinancialGatewaySettings) repository: Repository<FinancialGatewaySettings>) {
    super(repository, 'fgs');
  }

  findFor(accountId: number, gateway: string, manager?: EntityManager): Promise<FinancialGatewaySettings | null> {
    return this.repo(manager).findOneBy({ account_id: accountId, gateway });
  }

  findDefault(accountId: number, manager?: EntityManager): Promise<FinancialGatewaySettings | null> {
    return this.repo(manager).findOneBy({ account_id: accountId, padrao: true });
  }

  async clearDefault(accountId: number, manager: EntityManager): Promise<void> {
    await this.repo(manager).update({ account_id: accountId, padrao: true }, { padrao: false });
  }
}
