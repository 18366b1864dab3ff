import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, In, Repository } from 'typeorm';
import { AccountScopedRepository } from '../../database/account-scoped.repository';
import { isMysqlFamily } from '../../database/engine';
import { listOptions, listPage } from '../../common/list-page';
import { Page } from '../../common/pagination';
import { Notification } from './entities/notification.entity';
import { WebhookAttempt } from './entities/webhook-attempt.entity';
import { DeliveryStatus, WebhookDelivery } from './entities/webhook-delivery.entity';
import { Webhook } from './entities/webhook.entity';
import type { ListDeliveriesQuery } from './dto/list-deliveries.query';
import type { ListWebhooksQuery } from './dto/list-webhooks.query';

@Injectable()
export class WebhookRepository extends AccountScopedRepository<Webhook> {
  constructor(@InjectRepository(Webhook) repository: Repository<Webhook>) {
    super(repository, 'w');
  }

  /** Active webhooks of the account subscribed to any of the kinds (one query for a whole outbox batch). */
  async activeFor(accountId: number, kinds: string[], manager?: EntityManager): Promise<Webhook[]> {
    const rows = await this.query(accountId, manager).andWhere('w.active = :active', { active: true }).orderBy('w.id').getMany();
    return rows.filter((w) => Array.isArray(w.events) && w.events.some((kind) => kinds.includes(kind)));
  }

  list(accountId: number, q: ListWebhooksQuery): Promise<Page<Webhook>> {
    const source = this.listSource(accountId, (qb) => {
      if (q.active !== undefined) qb.andWhere('w.active = :active', { active: q.active });
    });
    return listPage(source, listOptions(q, { id: 'w.id', url: 'w.url', created_at: 'w.created_at' }));
  }

  /** Turns the webhook off; returns true when it was active. */
  async deactivate(accountId: number, id: number, reason: 'gone' | 'failing', now: Date, manager: EntityManager): Promise<boolean> {
    const result = await this.repo(manager).update(
      { account_id: accountId, id, active: true },
      { active: false, deactivated_reason: reason, deactivated_at: now, updated_at: now },
    );
    return (result.affected ?? 0) > 0;
  }

  /**
   * The webhooks of a batch of delivery outcomes, locked in ID order (`FOR UPDATE` on MySQL;
   * SQLite's runner runs one transaction at a time), so two batches never wait on each other in
   * a cycle. Rows of another account than the one asked for are left out.
   */
  async lockForOutcomes(keys: { accountId: number; id: number }[], manager: EntityManager): Promise<Webhook[]> {
    const ids = [...new Set(keys.map((k) => k.id))].sort((a, b) => a - b);
    if (ids.length === 0) return [];
    const qb = this.repo(manager).createQueryBuilder('w').where('w.id IN (:...ids)', { ids }).orderBy('w.id', 'ASC');
    if (isMysqlFamily(manager.connection.options.type)) qb.setLock('pessimistic_write');
    const rows = await qb.getMany();
    return rows.filter((w) => keys.some((k) => k.id === w.id && k.accountId === w.account_id));
  }

  /** Writes the failing/deactivation state worked out for a row locked by `lockForOutcomes`. */
  async saveDeliveryMarks(
    accountId: number,
    id: number,
    values: Pick<Webhook, 'failing_since'> & Partial<Pick<Webhook, 'active' | 'deactivated_reason' | 'deactivated_at' | 'updated_at'>>,
    manager: EntityManager,
  ): Promise<void> {
    await this.repo(manager).update({ account_id: accountId, id }, values);
  }

}

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

  /** One multi-row INSERT; returns the new IDs in the order of `rows`. */
  async insertMany(rows: Partial<WebhookDelivery>[], manager: EntityManager): Promise<number[]> {
    if (rows.length === 0) return [];
    const result = await manager.createQueryBuilder().insert().into(WebhookDelivery).values(rows).execute();
    return result.identifiers.map((identifier) => Number(identifier.id));
  }

  /**
   * Delivery rows of a batch of outcomes, locked in ID order (as `lockForOutcomes`), with what
   * decides whether an outcome may still be recorded: status and attempt count.
   */
  async lockForOutcomes(ids: number[], manager: EntityManager): Promise<Pick<WebhookDelivery, 'id' | 'account_id' | 'status' | 'attempt_count'>[]> {
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
    const rows = await this.query(accountId, manager).select('d.id', 'id').andWhere('d.webhook_id = :webhookId', { webhookId }).getRawMany<{ id: number }>();
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
    if (ids.length > 0) await manager.getRepository(WebhookDelivery).createQueryBuilder().update().set({ next_attempt_at: at }).whereInIds(ids).execute();
  }

  /** Creation time of the oldest pending delivery, or null. */
  async oldestPendingCreatedAt(): Promise<Date | null> {
    const row = await this.repository
      .createQueryBuilder('d')
      .select('MIN(d.created_at)', 'oldest')
      .where('d.status = :status', { status: 'pending' })
      .getRawOne<{ oldest: string | Date | null }>();
    if (!row?.oldest) return null;
    return row.oldest instanceof Date ? row.oldest : new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(row.oldest) ? row.oldest : `${row.oldest.replace(' ', 'T')}Z`);
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
      oldestDue: oldest === null ? null : oldest instanceof Date ? oldest : new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(oldest) ? oldest : `${oldest.replace(' ', 'T')}Z`),
    };
  }

  countPending(): Promise<number> {
    return this.repository.countBy({ status: 'pending' });
  }

  /** For the CLI: deliveries in a status, optionally of one account, oldest due first. */
  findByStatus(status: DeliveryStatus, options: { accountId?: number; dueBefore?: Date; limit: number }): Promise<WebhookDelivery[]> {
    const qb = this.repository.createQueryBuilder('d').where('d.status = :status', { status });
    if (options.accountId) qb.andWhere('d.account_id = :accountId', { accountId: options.accountId });
    if (options.dueBefore) qb.andWhere('d.next_attempt_at <= :dueBefore', { dueBefore: options.dueBefore });
    return qb.orderBy('d.id', 'ASC').take(options.limit).getMany();
  }
}

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
}

/** The outbox rows (their id is the `id_event`). */
@Injectable()
export class NotificationRepository extends AccountScopedRepository<Notification> {
  constructor(@InjectRepository(Notification) repository: Repository<Notification>) {
    super(repository, 'n');
  }
}
