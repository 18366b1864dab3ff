import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';

import { carriesAny, mayCarrySql, type PersonInNotifications } from '../../common/privacy/stored-copies';
import { AccountScopedRepository } from '../../database/account-scoped.repository';
import { Notification } from './entities/notification.entity';

/** The outbox rows (their id is the `id_event`). */
@Injectable()
export class NotificationRepository extends AccountScopedRepository<Notification> {
  constructor(@InjectRepository(Notification) repository: Repository<Notification>) {
    super(repository, 'n');
  }

  /**
   * The account's stored notifications that carried the person, in ID order: those whose body
   * holds one of its identifying values (the database keeps those that may, `mayCarrySql`;
   * `carriesAny` reads each), and those of its rows' kinds about one of its rows (by `id`).
   */
  async carrying(accountId: number, person: PersonInNotifications, manager?: EntityManager): Promise<Notification[]> {
    const sieve = mayCarrySql('n.payload', person.markers);
    const kinds = person.resources.filter((r) => r.ids.length > 0);
    const conditions = [...(sieve ? [sieve.where] : []), ...kinds.map((_, i) => `n.event IN (:...kind${i})`)];
    if (conditions.length === 0) return [];
    const params = {
      ...sieve?.params,
      ...Object.fromEntries(kinds.map((r, i) => [`kind${i}`, [...r.kinds]])),
    };
    const rows = await this.query(accountId, manager)
      .andWhere(`(${conditions.join(' OR ')})`, params)
      .orderBy('n.id', 'ASC')
      .getMany();
    return rows.filter((n) => {
      const data = (typeof n.payload === 'string' ? JSON.parse(n.payload) : n.payload) as unknown[];
      if (carriesAny(data, person.markers)) return true;
      const own = kinds.find((r) => r.kinds.includes(n.event));
      return own !== undefined && data.some((d) => own.ids.includes(Number((d as { id?: unknown } | null)?.id)));
    });
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
