import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import { AccountScopedRepository } from '../../database/account-scoped.repository';
import { EventEntity } from './entities/event.entity';

@Injectable()
export class EventRepository extends AccountScopedRepository<EventEntity> {
  constructor(@InjectRepository(EventEntity) repository: Repository<EventEntity>) {
    super(repository, 'event');
  }

  /** Writes only the given columns (never `ultimo_pedido`, which only `allocateOrderNumber` moves). */
  async updateColumns(accountId: number, id: number, changes: Partial<EventEntity>, manager: EntityManager): Promise<void> {
    await this.repo(manager).update({ account_id: accountId, id }, changes);
  }

  /**
   * An atomic increment of `ultimo_pedido` (the row stays locked until the transaction ends, so
   * concurrent creations queue behind it), then read back; null when the event is not in the
   * account (deleted since it was checked, say).
   */
  async allocateOrderNumber(accountId: number, eventId: number, manager: EntityManager): Promise<number | null> {
    const result = await this.repo(manager)
      .createQueryBuilder()
      .update(EventEntity)
      .set({ ultimo_pedido: () => 'ultimo_pedido + 1' })
      .where('id = :eventId AND account_id = :accountId', { eventId, accountId })
      .execute();
    if (!result.affected) return null;
    const row = await this.query(accountId, manager)
      .select('event.ultimo_pedido', 'ultimo_pedido')
      .andWhere('event.id = :eventId', { eventId })
      .getRawOne<{ ultimo_pedido: number | string | null }>();
    return row && row.ultimo_pedido !== null ? Number(row.ultimo_pedido) : null;
  }

  /** `id → nome` of the account's events among `ids`. */
  async namesOf(accountId: number, ids: number[], manager?: EntityManager): Promise<Map<number, string>> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Map();
    const rows = await this.query(accountId, manager)
      .select(['event.id AS id', 'event.nome AS nome'])
      .andWhere('event.id IN (:...ids)', { ids: unique })
      .getRawMany<{ id: number | string; nome: string }>();
    return new Map(rows.map((r) => [Number(r.id), r.nome]));
  }
}
