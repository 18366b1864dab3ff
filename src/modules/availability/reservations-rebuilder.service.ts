import { Injectable } from '@nestjs/common';

import type { RequestContext } from '../../common/request-context';
import { TransactionRunner } from '../../database/transaction';
import { CatalogueService } from '../catalogue/catalogue.service';
import { EventsService } from '../events/events.service';
import { OrdersService } from '../orders/orders.service';

/** What a rebuild did: the rows written, and how many of the stored ones differed from them. */
export interface RebuildReport {
  holdings: number;
  /** Holdings that reserve days (their event is not cancelled). */
  periods: number;
  /** Holdings that were missing, extra or different (units or days) before the rebuild. */
  differed: number;
}

const key = (...parts: (string | number)[]) => parts.join('|');

/**
 * Rebuilds an account's equipment reservations from what they are made of: the tipo 7 items of
 * its orders (summed per event and equipment) and its events' days and status. For repairs and
 * after imports; it locks the account's events and equipment before it reads, so it can run
 * while the account is busy (its writes that move reservations wait for it).
 */
@Injectable()
export class ReservationsRebuilder {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly orders: OrdersService,
    private readonly events: EventsService,
    private readonly catalogue: CatalogueService,
  ) {}

  rebuild(ctx: RequestContext): Promise<RebuildReport> {
    return this.transactions.run(ctx, async (c) => {
      // Locked first, read next, in the order the writes lock (the event, then its equipment by
      // ID): a write that moves reservations meanwhile either committed before (and is read) or
      // waits for this transaction (and applies its change on top of the rebuild). An event move
      // locks the event even when it holds nothing yet, so the rebuild never reads its old days.
      await this.events.lockAllForReservations(c);
      await this.catalogue.lockAllEquipment(c);
      const held = await this.orders.equipmentHeld(c);
      const spans = await this.events.spansOf(
        c,
        held.map((h) => h.id_evento),
      );
      const stored = await this.catalogue.storedReservations(c);
      const periods = await this.catalogue.replaceReservations(c, held, spans);
      const fresh = await this.catalogue.storedReservations(c);
      const rowKey = (h: (typeof fresh)[number]) => key(h.id_evento, h.id_equipamento, h.quantidade, h.inicio ?? '', h.fim ?? '');
      const before = new Set(stored.map(rowKey));
      const after = new Set(fresh.map(rowKey));
      const differed = [...before].filter((k) => !after.has(k)).length + [...after].filter((k) => !before.has(k)).length;
      return { holdings: fresh.length, periods, differed };
    });
  }
}
