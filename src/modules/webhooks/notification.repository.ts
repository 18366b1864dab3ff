import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';

import { carriesAny, mayCarrySql } from '../../common/privacy/stored-copies';
import { AccountScopedRepository } from '../../database/account-scoped.repository';
import { Notification } from './entities/notification.entity';

/** The outbox rows (their id is the `id_event`). */
@Injectable()
export class NotificationRepository extends AccountScopedRepository<Notification> {
  constructor(@InjectRepository(Notification) repository: Repository<Notification>) {
    super(repository, 'n');
  }

  /**
   * The account's stored notifications whose body holds one of `markers` (a person's values), in
   * ID order: the database keeps those that may (`mayCarrySql`), `carriesAny` reads each of them.
   */
  async carrying(accountId: number, markers: readonly string[], manager?: EntityManager): Promise<Notification[]> {
    const sieve = mayCarrySql('n.payload', markers);
    if (!sieve) return [];
    const rows = await this.query(accountId, manager).andWhere(sieve.where, sieve.params).orderBy('n.id', 'ASC').getMany();
    return rows.filter((n) => carriesAny(typeof n.payload === 'string' ? JSON.parse(n.payload) : n.payload, markers));
  }

  /** The notifications after `afterId` in ID order (the oldest first), for the retention purge. */
  oldestAfter(afterId: number, limit: number): Promise<Pick<Notification, 'id' | 'account_id' | 'created_at'>[]> {
    return this.repository
      .createQueryBuilder('n')
      .select(['n.id', 'n.account_id', 'n.created_at'])
      .where('n.id > :afterId', { afterId })
      .orderBy('n.id', 'ASC')
      .take(limit)
      .getMany();
  }
}
