import { Injectable } from '@nestjs/common';

import type { TxContext } from '../../common/request-context';
import { CatalogueService } from '../catalogue/catalogue.service';
import { ReservationSpan, Shortage } from '../catalogue/equipment-reservations.rules';
import { EventsService } from '../events/events.service';
import { OrderError } from './orders.errors';

/** What reservations need of an order item: its kind, its equipment and its units. */
export interface ReservingItem {
  tipo: number;
  id_produto: number;
  quantidade: number | string;
}

const EQUIPMENT = 7;

/** Units per equipment among `items` (tipo 7 only), times `sign`. */
export function unitsByEquipment(items: ReservingItem[], sign = 1): Map<number, number> {
  const units = new Map<number, number>();
  for (const it of items) {
    if (Number(it.tipo) !== EQUIPMENT) continue;
    units.set(it.id_produto, Math.round(((units.get(it.id_produto) ?? 0) + sign * Number(it.quantidade)) * 1000) / 1000);
  }
  return units;
}

/**
 * How order writes reach equipment reservations: the units each write adds or frees per
 * equipment, handed to the catalogue with the event's span read under the event's row lock, in
 * the write's transaction. Writes without equipment items take no lock and read nothing.
 */
@Injectable()
export class OrderReservations {
  constructor(
    private readonly events: EventsService,
    private readonly catalogue: CatalogueService,
  ) {}

  /** Units taken (or freed, when negative) per equipment by a write on an order of `eventId`. */
  async change(
    c: TxContext,
    eventId: number,
    deltas: Map<number, number>,
    options: { permitirFalta: boolean; field: (equipmentId: number) => string | undefined },
    locked?: ReservationSpan,
  ): Promise<Shortage[]> {
    if (![...deltas.values()].some((d) => d !== 0)) return [];
    const span = locked ?? (await this.events.lockForReservations(c, eventId));
    if (!span) throw OrderError.eventGone(eventId);
    return this.catalogue.reserve(c, { eventId, before: span, after: span, deltas }, { ...options, spanField: 'id_evento' });
  }

  /** New items: their equipment units are taken; `span` is the event's, read under its lock by the caller. */
  take(
    c: TxContext,
    eventId: number,
    span: ReservationSpan,
    items: ReservingItem[],
    options: { permitirFalta: boolean; field: (equipmentId: number) => string | undefined },
  ): Promise<Shortage[]> {
    return this.change(c, eventId, unitsByEquipment(items), options, span);
  }

  /** Deleted items: their equipment units are freed (never short). */
  async release(c: TxContext, eventId: number, items: ReservingItem[]): Promise<void> {
    await this.change(c, eventId, unitsByEquipment(items, -1), { permitirFalta: true, field: () => undefined });
  }
}
