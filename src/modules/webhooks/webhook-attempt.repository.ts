import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, In, Repository } from 'typeorm';

import { AccountScopedRepository } from '../../database/account-scoped.repository';
import { WebhookAttempt } from './entities/webhook-attempt.entity';

@Injectable()
export class WebhookAttemptRepository extends AccountScopedRepository<WebhookAttempt> {
  constructor(@InjectRepository(WebhookAttempt) repository: Repository<WebhookAttempt>) {
    super(repository, 'a');
  }

  forDeliveries(accountId: number, deliveryIds: number[]): Promise<WebhookAttempt[]> {
    if (deliveryIds.length === 0) return Promise.resolve([]);
    return this.query(accountId)
      .andWhere('a.delivery_id IN (:...deliveryIds)', { deliveryIds })
      .orderBy('a.delivery_id', 'ASC')
      .addOrderBy('a.attempt', 'ASC')
      .getMany();
  }

  /** One multi-row INSERT of the attempts of a batch of outcomes. */
  async insertMany(rows: Partial<WebhookAttempt>[], manager: EntityManager): Promise<void> {
    if (rows.length > 0) await manager.createQueryBuilder().insert().into(WebhookAttempt).values(rows).updateEntity(false).execute();
  }

  async deleteOfDeliveries(accountId: number, deliveryIds: number[], manager: EntityManager): Promise<void> {
    if (deliveryIds.length === 0) return;
    await this.repo(manager).delete({ account_id: accountId, delivery_id: In(deliveryIds) });
  }

  // ---- Across accounts: only the retention purge uses these. ----

  /** The attempts after `afterId` in ID order (the oldest first: IDs grow with time), for the purge. */
  oldestAfter(afterId: number, limit: number): Promise<Pick<WebhookAttempt, 'id' | 'account_id' | 'attempted_at'>[]> {
    return this.repository
      .createQueryBuilder('a')
      .select(['a.id', 'a.account_id', 'a.attempted_at'])
      .where('a.id > :afterId', { afterId })
      .orderBy('a.id', 'ASC')
      .take(limit)
      .getMany();
  }
}
