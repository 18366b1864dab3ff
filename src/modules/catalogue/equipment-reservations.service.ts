import { Injectable } from '@nestjs/common';

import { dayCount } from '../../common/dates';
import type { TxContext } from '../../common/request-context';
import { eventTooLong, insufficientStock } from './catalogue.errors';
import { EquipmentReservationsRepository, HoldingRow, ReservationRow } from './equipment-reservations.repository';
import { growingDays, MAX_PERIOD_DAYS, ReservationSpan, reservedDays, Shortage, shortageOf } from './equipment-reservations.rules';

/** A write that moves an event's reservations: its units per equipment change, or its days do. */
export interface ReservationChange {
  eventId: number;
  /** The event's span before the write (its dates and whether it reserved). */
  before: ReservationSpan;
  /** Its span after the write (the same as `before` when only quantities change). */
  after: ReservationSpan;
  /** Units by which what the event holds of each equipment changes (order items added, edited, deleted). */
  deltas?: Map<number, number>;
}

export interface ReservationOptions {
  /** Apply the write even when it leaves equipment with `controle_estoque` short (the shortages are answered). */
  permitirFalta: boolean;
  /** The request field a shortage of this equipment is reported on (`itens[0].quantidade`). */
  field: (equipmentId: number) => string | undefined;
  /** The request field an event too long to reserve is reported on. */
  spanField: string;
}

/** The payload of `equipment_overbooked`: an equipment left short, and where. */
export interface OverbookedPayload extends Shortage {
  estoque: number;
  id_evento: number | null;
}

const round3 = (n: number) => Math.round(n * 1000) / 1000;

/**
 * The one mechanism that moves equipment reservations, called in the transaction of the write
 * that causes it (order items created, edited or deleted; an event's dates or status changed).
 * It locks the equipment touched in one order (by ID) before reading any day total, rewrites
 * the event's rows of that equipment, and checks the days on which reservations grew against
 * the stock of equipment with `controle_estoque`: short, the write fails (409, the transaction
 * rolls back) unless it allows shortages, in which case they are answered and notified.
 */
@Injectable()
export class EquipmentReservations {
  constructor(private readonly repo: EquipmentReservationsRepository) {}

  async apply(c: TxContext, change: ReservationChange, options: ReservationOptions): Promise<Shortage[]> {
    const accountId = c.account.id;
    const m = c.tx.manager;
    const beforeDays = reservedDays(change.before);
    const afterDays = reservedDays(change.after);
    const moved = beforeDays.join() !== afterDays.join();
    const delta = new Map([...(change.deltas ?? new Map<number, number>())].filter(([, d]) => d !== 0));
    if (delta.size === 0 && !moved) return [];
    // At most a handful of statements whatever the number of items: each kind of change is one
    // statement over all the equipment it concerns.
    // The caller holds the event's row lock: what it holds cannot change under us. Only a move
    // needs to know first which equipment that is.
    const touched = new Set<number>(delta.keys());
    if (moved) for (const id of (await this.repo.holdingsOf(accountId, change.eventId, m)).keys()) touched.add(id);
    if (touched.size === 0) return [];
    const equipment = await this.repo.lock(accountId, [...touched], m, change.eventId);

    const replaced: number[] = [];
    const holdings: HoldingRow[] = [];
    const cleared: number[] = [];
    const rows: ReservationRow[] = [];
    const kept = new Map<number, number>();
    const checks = new Map<number, string[]>();
    for (const e of [...equipment.values()].sort((a, b) => a.id - b.id)) {
      const before = e.held;
      const after = Math.max(0, round3(before + (delta.get(e.id) ?? 0)));
      if (after === before && !moved) continue;
      if (after > 0 && change.after.active && dayCount(change.after.start, change.after.end) > MAX_PERIOD_DAYS)
        throw eventTooLong(change.eventId, options.spanField);
      if (before > 0 && after > 0 && !moved) {
        // Same days, another quantity: its rows are updated in place.
        kept.set(e.id, after);
      } else {
        if (after !== before) {
          if (before > 0) replaced.push(e.id);
          if (after > 0) holdings.push({ id_evento: change.eventId, id_equipamento: e.id, quantidade: after });
        }
        if (before > 0 && beforeDays.length > 0) cleared.push(e.id);
        if (after > 0) for (const dia of afterDays) rows.push({ id_equipamento: e.id, dia, id_evento: change.eventId, quantidade: after });
      }
      if (e.controle_estoque) {
        const days = growingDays(beforeDays, before, afterDays, after);
        if (days.length > 0) checks.set(e.id, days);
      }
    }
    await this.repo.setHoldings(accountId, change.eventId, replaced, holdings, m);
    await this.repo.clearDays(accountId, cleared, change.eventId, change.before.start, change.before.end, m);
    await this.repo.insertDays(accountId, rows, m);
    await this.repo.setQuantities(accountId, change.eventId, kept, beforeDays.length > 0 ? change.before : null, m);
    const shortages = await this.shortages(c, equipment, checks);
    if (shortages.length === 0) return [];
    if (!options.permitirFalta) throw insufficientStock(shortages, options.field);
    this.notify(
      c,
      shortages.map((s) => ({ ...s, estoque: equipment.get(s.id_item)!.estoque, id_evento: change.eventId })),
    );
    return shortages;
  }

  /**
   * After a change of an equipment's stock (or turning its control on): the days from `from` on
   * left short, notified as `equipment_overbooked`. The caller locked the row with `lock`.
   */
  async afterStockChange(c: TxContext, equipment: { id: number; nome: string; estoque: number }, from: string): Promise<Shortage[]> {
    const above = await this.repo.daysAbove(c.account.id, equipment.id, equipment.estoque, from, c.tx.manager);
    const totals = new Map(above.map((d) => [d.dia, d.total]));
    const shortage = shortageOf(equipment, totals, [...totals.keys()]);
    if (!shortage) return [];
    this.notify(c, [{ ...shortage, estoque: equipment.estoque, id_evento: null }]);
    return [shortage];
  }

  /** Locks the account's equipment among `ids` (by ID, in one order) for the rest of the transaction. */
  lock(c: TxContext, ids: number[]) {
    return this.repo.lock(c.account.id, ids, c.tx.manager);
  }

  private async shortages(
    c: TxContext,
    equipment: Map<number, { id: number; nome: string; estoque: number }>,
    checks: Map<number, string[]>,
  ): Promise<Shortage[]> {
    if (checks.size === 0) return [];
    const all = [...checks.values()].flat().sort();
    const totals = await this.repo.dayTotals(c.account.id, [...checks.keys()], all[0], all[all.length - 1], c.tx.manager);
    const found: Shortage[] = [];
    for (const [id, days] of checks) {
      const mine = new Map(totals.filter((t) => t.id_equipamento === id).map((t) => [t.dia, t.total]));
      const s = shortageOf(equipment.get(id)!, mine, days);
      if (s) found.push(s);
    }
    return found.sort((a, b) => a.id_item - b.id_item);
  }

  private notify(c: TxContext, payload: OverbookedPayload[]): void {
    c.emit('equipment_overbooked', payload);
  }
}
