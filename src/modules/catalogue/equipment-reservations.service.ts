import { Injectable } from '@nestjs/common';

import { dayCount } from '../../common/dates';
import type { TxContext } from '../../common/request-context';
import { eventTooLong, insufficientStock } from './catalogue.errors';
import { EquipmentReservationsRepository, HoldingRow, LockedEquipment } from './equipment-reservations.repository';
import {
  DayRange,
  growingRanges,
  MAX_PERIOD_DAYS,
  Period,
  ReservationSpan,
  reservedRange,
  segmentsOf,
  Shortage,
  shortageOf,
} from './equipment-reservations.rules';

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
 * Each event holds each equipment for one period, its days, so a write stores rows bounded by its
 * items whatever the event's length: at most one statement per kind of change (holdings added,
 * removed or changed, the event's periods moved) plus the lock, whose read brings the periods that
 * overlap the event's days with the equipment. It locks the equipment touched in one order (by ID) before reading
 * anything, and checks the days on which reservations grew against the stock of equipment with
 * `controle_estoque`: short, the write fails (409, the transaction rolls back) unless it allows
 * shortages, in which case they are answered and notified.
 */
@Injectable()
export class EquipmentReservations {
  constructor(private readonly repo: EquipmentReservationsRepository) {}

  async apply(c: TxContext, change: ReservationChange, options: ReservationOptions): Promise<Shortage[]> {
    const accountId = c.account.id;
    const m = c.tx.manager;
    const beforeRange = reservedRange(change.before);
    const afterRange = reservedRange(change.after);
    const moved = beforeRange?.start !== afterRange?.start || beforeRange?.end !== afterRange?.end;
    const delta = new Map([...(change.deltas ?? new Map<number, number>())].filter(([, d]) => d !== 0));
    if (delta.size === 0 && !moved) return [];
    // The caller holds the event's row lock: what it holds cannot change under us. Only a move
    // needs to know first which equipment that is.
    const touched = new Set<number>(delta.keys());
    if (moved) for (const id of (await this.repo.holdingsOf(accountId, change.eventId, m)).keys()) touched.add(id);
    if (touched.size === 0) return [];
    const equipment = await this.repo.lock(accountId, [...touched], m, change.eventId, afterRange);

    const removed: number[] = [];
    const added: HoldingRow[] = [];
    const changed = new Map<number, number>();
    const checks = new Map<number, DayRange[]>();
    const afterUnits = new Map<number, number>();
    for (const e of [...equipment.values()].sort((a, b) => a.id - b.id)) {
      const before = e.held;
      const after = Math.max(0, round3(before + (delta.get(e.id) ?? 0)));
      afterUnits.set(e.id, after);
      if (after === before && !moved) continue;
      if (after > 0 && afterRange && dayCount(afterRange.start, afterRange.end) > MAX_PERIOD_DAYS)
        throw eventTooLong(change.eventId, options.spanField);
      if (before > 0 && after === 0) removed.push(e.id);
      else if (before === 0 && after > 0)
        added.push({
          id_evento: change.eventId,
          id_equipamento: e.id,
          quantidade: after,
          inicio: afterRange?.start ?? null,
          fim: afterRange?.end ?? null,
        });
      else if (after !== before) changed.set(e.id, after);
      if (e.controle_estoque) {
        const ranges = growingRanges(beforeRange, before, afterRange, after);
        if (ranges.length > 0) checks.set(e.id, ranges);
      }
    }
    await this.repo.setHoldings(accountId, change.eventId, removed, [], m);
    await this.repo.setQuantities(accountId, change.eventId, changed, m);
    if (moved) await this.repo.movePeriods(accountId, change.eventId, afterRange, m);
    await this.repo.insertHoldings(accountId, added, m);
    const shortages = this.shortages(change.eventId, afterRange, equipment, checks, afterUnits);
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
    const periods = await this.repo.periods(c.account.id, [equipment.id], from, null, c.tx.manager);
    if (periods.length === 0) return [];
    const last = periods.reduce((end, p) => (p.end > end ? p.end : end), from);
    const range = { start: from, end: last };
    const shortage = shortageOf(equipment, segmentsOf(periods, range), [range]);
    if (!shortage) return [];
    this.notify(c, [{ ...shortage, estoque: equipment.estoque, id_evento: null }]);
    return [shortage];
  }

  /** Locks the account's equipment among `ids` (by ID, in one order) for the rest of the transaction. */
  lock(c: TxContext, ids: number[]) {
    return this.repo.lock(c.account.id, ids, c.tx.manager);
  }

  /**
   * The shortages on the ranges checked, from the periods `lock` read with the equipment (every
   * event's that overlap the event's new days): the event's own period as the write leaves it.
   */
  private shortages(
    eventId: number,
    afterRange: DayRange | null,
    equipment: Map<number, LockedEquipment>,
    checks: Map<number, DayRange[]>,
    after: Map<number, number>,
  ): Shortage[] {
    if (checks.size === 0 || !afterRange) return [];
    const found: Shortage[] = [];
    for (const [id, ranges] of checks) {
      const e = equipment.get(id)!;
      const periods: Period[] = e.periods.filter((p) => p.id_evento !== eventId);
      const units = after.get(id) ?? 0;
      if (units > 0) periods.push({ ...afterRange, quantidade: units });
      const s = shortageOf(e, segmentsOf(periods, afterRange), ranges);
      if (s) found.push(s);
    }
    return found.sort((a, b) => a.id_item - b.id_item);
  }

  private notify(c: TxContext, payload: OverbookedPayload[]): void {
    c.emit('equipment_overbooked', payload);
  }
}
