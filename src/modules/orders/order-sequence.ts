import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { EventEntity } from '../events/entities/event.entity';
import { OrderError } from './orders.errors';

/**
 * The order sequence of an event (`ultimo_pedido`): the one write orders make on events.
 * Events own the row; orders own this column (EventRepository.updateColumns never writes it).
 */
@Injectable()
export class OrderSequence {
  /**
   * Hands out the next order sequence of the event: an atomic increment of `ultimo_pedido`
   * (the row stays locked until the transaction ends, so concurrent creations queue behind it),
   * then read back. Gap-free and never reused, since deleting an order never decrements it.
   * Works through the transaction's manager; returns null when the event is not in the account
   * (e.g. deleted since it was checked).
   */
  /** The next sequence, or a 422 on `id_evento` when the event is gone (never a NOT NULL failure). */
  async next(accountId: number, eventId: number, manager: EntityManager): Promise<number> {
    return requireSequence(await this.allocate(accountId, eventId, manager), eventId);
  }

  async allocate(accountId: number, eventId: number, manager: EntityManager): Promise<number | null> {
    const result = await manager
      .createQueryBuilder()
      .update(EventEntity)
      .set({ ultimo_pedido: () => 'ultimo_pedido + 1' })
      .where('id = :eventId AND account_id = :accountId', { eventId, accountId })
      .execute();
    if (!result.affected) return null;
    const row = await manager
      .getRepository(EventEntity)
      .createQueryBuilder('ev')
      .select('ev.ultimo_pedido', 'ultimo_pedido')
      .where('ev.account_id = :accountId AND ev.id = :eventId', { accountId, eventId })
      .getRawOne<{ ultimo_pedido: number | string | null }>();
    return row && row.ultimo_pedido !== null ? Number(row.ultimo_pedido) : null;
  }
}

/** A sequence that could not be allocated means the event no longer exists: 422 on `id_evento`. */
export function requireSequence(sequence: number | null, eventId: number): number {
  if (sequence === null) throw OrderError.eventGone(eventId);
  return sequence;
}
