import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';

import { AccountScopedRepository } from '../../database/account-scoped.repository';
import { Notification } from './entities/notification.entity';

/** The outbox rows (their id is the `id_event`). */
@Injectable()
export class NotificationRepository extends AccountScopedRepository<Notification> {
  constructor(@InjectRepository(Notification) repository: Repository<Notification>) {
    super(repository, 'n');
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
