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

  /**
   * The account's events dated from `from` to `to` (`YYYY-MM-DD`, both included), by date and ID:
   * the columns a report shows of them, read through the date index.
   */
  async inPeriod(accountId: number, from: string, to: string): Promise<EventSummary[]> {
    const rows = (await this.repository.manager.query(
      'SELECT id, nome, data_evento, status, id_vendedor FROM events WHERE account_id = ? AND data_evento >= ? AND data_evento <= ? ORDER BY data_evento, id',
      [accountId, from, to],
    )) as Record<string, unknown>[];
    return rows.map(summaryOf);
  }

  /** The same columns of the account's events among `ids`. */
  async summaries(accountId: number, ids: number[]): Promise<EventSummary[]> {
    return (await this.columnsByIds(accountId, ids, ['id', 'nome', 'data_evento', 'status', 'id_vendedor'])).map(summaryOf);
  }

  /** `id → nome` of the account's events among `ids`. */
  async namesOf(accountId: number, ids: number[], manager?: EntityManager): Promise<Map<number, string>> {
    const rows = await this.columnsByIds(accountId, ids, ['id', 'nome'], manager);
    return new Map(rows.map((r) => [Number(r.id), String(r.nome)]));
  }
}

/** What a report shows of an event. */
export interface EventSummary {
  id: number;
  nome: string;
  data_evento: string;
  status: string;
  id_vendedor: number | null;
}

const summaryOf = (r: Record<string, unknown>): EventSummary => ({
  id: Number(r.id),
  nome: String(r.nome),
  data_evento: String(r.data_evento).slice(0, 10),
  status: String(r.status),
  id_vendedor: r.id_vendedor === null || r.id_vendedor === undefined ? null : Number(r.id_vendedor),
});
