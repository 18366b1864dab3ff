import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';

import { listOptions, listPage } from '../../common/list-page';
import { Page } from '../../common/pagination';
import { AccountScopedRepository } from '../../database/account-scoped.repository';
import { isMysqlFamily } from '../../database/engine';
import { insertEntities } from '../../database/insert-rows';
import type { ListDeliveriesQuery } from './dto/list-deliveries.query';
import { DeliveryStatus, WebhookDelivery } from './entities/webhook-delivery.entity';

@Injectable()
export class WebhookDeliveryRepository extends AccountScopedRepository<WebhookDelivery> {
  constructor(@InjectRepository(WebhookDelivery) repository: Repository<WebhookDelivery>) {
    super(repository, 'd');
  }

  list(accountId: number, webhookId: number, q: ListDeliveriesQuery): Promise<Page<WebhookDelivery>> {
    const source = this.listSource(accountId, (qb) => {
      qb.andWhere('d.webhook_id = :webhookId', { webhookId });
      if (q.status) qb.andWhere('d.status = :status', { status: q.status });
      if (q.event) qb.andWhere('d.event = :event', { event: q.event });
    });
    return listPage(source, listOptions(q, { id: 'd.id', created_at: 'd.created_at', next_attempt_at: 'd.next_attempt_at' }));
  }

  /** Multi-row INSERTs (ROWS_PER_INSERT rows each, see insert-rows.ts); returns the new IDs in the order of `rows`. */
  insertMany(rows: Partial<WebhookDelivery>[], manager: EntityManager): Promise<number[]> {
    return insertEntities(manager, WebhookDelivery, rows);
  }

  /**
   * Delivery rows of a batch of outcomes, locked in ID order (as `lockForOutcomes`), with what
   * decides whether an outcome may still be recorded: status and attempt count.
   */
  async lockForOutcomes(
    ids: number[],
    manager: EntityManager,
  ): Promise<Pick<WebhookDelivery, 'id' | 'account_id' | 'status' | 'attempt_count'>[]> {
    const unique = [...new Set(ids)].sort((a, b) => a - b);
    if (unique.length === 0) return [];
    const qb = this.repo(manager)
      .createQueryBuilder('d')
      .select(['d.id', 'd.account_id', 'd.status', 'd.attempt_count'])
      .where('d.id IN (:...ids)', { ids: unique })
      .orderBy('d.id', 'ASC');
    if (isMysqlFamily(manager.connection.options.type)) qb.setLock('pessimistic_write');
    return qb.getMany();
  }

  /** One UPDATE for outcomes with the same values, on rows locked and checked by `lockForOutcomes`. */
  async saveOutcomes(
    ids: number[],
    values: Pick<WebhookDelivery, 'status' | 'attempt_count' | 'next_attempt_at' | 'last_status_code' | 'last_error' | 'completed_at'>,
    manager: EntityManager,
  ): Promise<void> {
    if (ids.length > 0) await this.repo(manager).createQueryBuilder().update().set(values).whereInIds(ids).execute();
  }

  async markGivenUp(accountId: number, id: number, error: string, now: Date, manager: EntityManager): Promise<void> {
    await this.repo(manager).update(
      { account_id: accountId, id, status: 'pending' },
      { status: 'failed', last_error: error.slice(0, 500), completed_at: now, next_attempt_at: null },
    );
  }

  async deleteOfWebhook(accountId: number, webhookId: number, manager: EntityManager): Promise<number[]> {
    const rows = await this.query(accountId, manager)
      .select('d.id', 'id')
      .andWhere('d.webhook_id = :webhookId', { webhookId })
      .getRawMany<{ id: number }>();
    await this.repo(manager).delete({ account_id: accountId, webhook_id: webhookId });
    return rows.map((r) => Number(r.id));
  }

  // ---- Across accounts: only the sweeper, the readiness check and the operator CLI use these. ----

  /**
   * Pending deliveries due before `dueBefore`, locked so that concurrent sweepers (several
   * workers) skip each other's rows: `FOR UPDATE SKIP LOCKED` on MySQL/MariaDB; SQLite has one
   * writer, so no lock is needed there.
   */
  lockDueAcrossAccounts(manager: EntityManager, dueBefore: Date, limit: number): Promise<WebhookDelivery[]> {
    const qb = manager
      .getRepository(WebhookDelivery)
      .createQueryBuilder('d')
      .where('d.status = :status', { status: 'pending' })
      .andWhere('d.next_attempt_at <= :dueBefore', { dueBefore })
      .orderBy('d.next_attempt_at', 'ASC')
      .addOrderBy('d.id', 'ASC')
      .take(limit);
    if (isMysqlFamily(manager.connection.options.type)) qb.setLock('pessimistic_write').setOnLocked('skip_locked');
    return qb.getMany();
  }

  async touchDue(manager: EntityManager, ids: number[], at: Date): Promise<void> {
    if (ids.length > 0)
      await manager.getRepository(WebhookDelivery).createQueryBuilder().update().set({ next_attempt_at: at }).whereInIds(ids).execute();
  }

  /**
   * Deliveries pending and due at `now`, across accounts, and the due time of the oldest (the
   * outbox's lag, for the worker's metrics; served by the status and due-time index).
   */
  async dueLag(now: Date): Promise<{ count: number; oldestDue: Date | null }> {
    const row = await this.repository
      .createQueryBuilder('d')
      .select('COUNT(*)', 'n')
      .addSelect('MIN(d.next_attempt_at)', 'oldest')
      .where('d.status = :status', { status: 'pending' })
      .andWhere('d.next_attempt_at <= :now', { now })
      .getRawOne<{ n: string | number; oldest: string | Date | null }>();
    const oldest = row?.oldest ?? null;
    return {
      count: Number(row?.n ?? 0),
      oldestDue:
        oldest === null
          ? null
          : oldest instanceof Date
            ? oldest
            : new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(oldest) ? oldest : `${oldest.replace(' ', 'T')}Z`),
    };
  }

  /** For the CLI: deliveries in a status, optionally of one account, oldest due first. */
  findByStatus(status: DeliveryStatus, options: { accountId?: number; dueBefore?: Date; limit: number }): Promise<WebhookDelivery[]> {
    const qb = this.repository.createQueryBuilder('d').where('d.status = :status', { status });
    if (options.accountId) qb.andWhere('d.account_id = :accountId', { accountId: options.accountId });
    if (options.dueBefore) qb.andWhere('d.next_attempt_at <= :dueBefore', { dueBefore: options.dueBefore });
    return qb.orderBy('d.id', 'ASC').take(options.limit).getMany();
  }

  /** The deliveries after `afterId` in ID order (the oldest first), for the retention purge. */
  oldestAfter(
    afterId: number,
    limit: number,
  ): Promise<Pick<WebhookDelivery, 'id' | 'account_id' | 'status' | 'created_at' | 'completed_at'>[]> {
    return this.repository
      .createQueryBuilder('d')
      .select(['d.id', 'd.account_id', 'd.status', 'd.created_at', 'd.completed_at'])
      .where('d.id > :afterId', { afterId })
      .orderBy('d.id', 'ASC')
      .take(limit)
      .getMany();
  }

  /** The IDs of the account's deliveries of these notifications. */
  async idsOfNotifications(accountId: number, notificationIds: number[], manager: EntityManager): Promise<number[]> {
    if (notificationIds.length === 0) return [];
    const rows = await this.query(accountId, manager)
      .select('d.id', 'id')
      .andWhere('d.notification_id IN (:...notificationIds)', { notificationIds })
      .getRawMany<{ id: number }>();
    return rows.map((r) => Number(r.id));
  }

  /** Which of these notifications still have a delivery (served by the notification index). */
  async notificationsWithDeliveries(notificationIds: number[]): Promise<Set<number>> {
    if (notificationIds.length === 0) return new Set();
    const rows = await this.repository
      .createQueryBuilder('d')
      .select('DISTINCT d.notification_id', 'id')
      .where('d.notification_id IN (:...notificationIds)', { notificationIds })
      .getRawMany<{ id: number }>();
    return new Set(rows.map((r) => Number(r.id)));
  }
}
