import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';

import { AccountScopedRepository } from '../../database/account-scoped.repository';
import { isMysqlFamily } from '../../database/engine';
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
   * Locks every event row of the account until the transaction ends (`FOR UPDATE` on MySQL, in ID
   * order; SQLite has one writer at a time, whose first write locks the file): the reservations
   * rebuild takes the events first, then the equipment, in the order every write that moves
   * reservations takes them.
   */
  async lockAll(accountId: number, manager: EntityManager): Promise<void> {
    if (!isMysqlFamily(manager.connection.options.type)) return;
    await this.repo(manager)
      .createQueryBuilder('e')
      .select('e.id')
      .where('e.account_id = :accountId', { accountId })
      .orderBy('e.id')
      .setLock('pessimistic_write')
      .getRawMany();
  }

  /**
   * An atomic increment of `ultimo_pedido` that answers the new value in the same round trip
   * (the row stays locked until the transaction ends, so concurrent creations queue behind it);
   * null when the event is not in the account (deleted since it was checked, say). MySQL reports
   * the value through `LAST_INSERT_ID(expr)` in the UPDATE's own result (the documented way to
   * keep a sequence in a table); SQLite through `RETURNING`.
   */
  async allocateOrderNumber(accountId: number, eventId: number, manager: EntityManager): Promise<number | null> {
    if (isMysqlFamily(manager.connection.options.type)) {
      const result = (await manager.query(
        'UPDATE events SET ultimo_pedido = LAST_INSERT_ID(ultimo_pedido + 1) WHERE id = ? AND account_id = ?',
        [eventId, accountId],
      )) as { affectedRows: number; insertId: number | string };
      return result.affectedRows === 1 ? Number(result.insertId) : null;
    }
    const rows = (await manager.query(
      'UPDATE events SET ultimo_pedido = ultimo_pedido + 1 WHERE id = ? AND account_id = ? RETURNING ultimo_pedido',
      [eventId, accountId],
    )) as { ultimo_pedido: number }[];
    return rows.length === 1 ? Number(rows[0].ultimo_pedido) : null;
  }

  /** The account's events dated from `from` to `to` (`YYYY-MM-DD`, both included), by date and ID. */
  inPeriod(accountId: number, from: string, to: string): Promise<EventEntity[]> {
    return this.query(accountId)
      .andWhere('event.data_evento >= :from AND event.data_evento <= :to', { from, to })
      .orderBy('event.data_evento', 'ASC')
      .addOrderBy('event.id', 'ASC')
      .getMany();
  }

  /** `id → nome` of the account's events among `ids`. */
  async namesOf(accountId: number, ids: number[], manager?: EntityManager): Promise<Map<number, string>> {
    const rows = await this.columnsByIds(accountId, ids, ['id', 'nome'], manager);
    return new Map(rows.map((r) => [Number(r.id), String(r.nome)]));
  }
}
