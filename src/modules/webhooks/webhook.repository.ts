import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';

import { listOptions, listPage } from '../../common/list-page';
import { Page } from '../../common/pagination';
import { AccountScopedRepository } from '../../database/account-scoped.repository';
import { isMysqlFamily } from '../../database/engine';
import type { ListWebhooksQuery } from './dto/list-webhooks.query';
import { Webhook } from './entities/webhook.entity';

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

  /**
   * The IDs of the account's webhooks, locked (`FOR UPDATE` on MySQL; SQLite's runner runs one
   * transaction at a time): creates of one account wait for each other here, so two of them
   * cannot both see room for one more webhook. Rows another transaction inserted and has not
   * committed are waited for too (a locking read), which closes the case of an account with none.
   */
  async lockAccountWebhooks(accountId: number, manager: EntityManager): Promise<number[]> {
    const qb = this.query(accountId, manager).select('w.id', 'id').orderBy('w.id', 'ASC');
    if (isMysqlFamily(manager.connection.options.type)) qb.setLock('pessimistic_write');
    return (await qb.getRawMany<{ id: number }>()).map((r) => Number(r.id));
  }

  /** The account's webhook with this destination key (see destination-key.ts), if any. */
  async findByDestination(accountId: number, key: string, manager: EntityManager): Promise<Pick<Webhook, 'id'> | null> {
    const row = await this.query(accountId, manager)
      .select('w.id', 'id')
      .andWhere('w.destination_key = :key', { key })
      .getRawOne<{ id: number }>();
    return row ? { id: Number(row.id) } : null;
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
