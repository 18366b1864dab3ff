import { Injectable } from '@nestjs/common';

import { dayCount, daysBetween } from '../../common/dates';
import { badRequest } from '../../common/errors';
import { listOptions, listPage } from '../../common/list-page';
import { Page } from '../../common/pagination';
import type { RequestContext } from '../../common/request-context';
import { containsPattern, LIKE_ESCAPE } from '../../common/search';
import { equipmentNotFound } from './catalogue.errors';
import { EquipmentAvailabilitySummary, ListAvailabilityQuery } from './dto/equipment-availability.dto';
import { Equipment } from './entities/equipment.entity';
import { EquipmentRepository } from './equipment.repository';
import { EquipmentReservationsRepository } from './equipment-reservations.repository';
import { busiestOf, MAX_PERIOD_DAYS, ReservationSpan, reservedRange, Segment, segmentsOf } from './equipment-reservations.rules';

/** One day of an equipment, with the events holding it by ID (the caller adds their names). */
export interface AvailabilityDayRaw {
  dia: string;
  reservado: number;
  disponivel: number;
  eventos: { idevento: number; quantidade: number }[];
}

export interface EquipmentAvailabilityRaw {
  id: number;
  nome: string;
  estoque: number;
  controle_estoque: boolean;
  start: string;
  end: string;
  dias: AvailabilityDayRaw[];
}

const units = (n: number) => Math.round(n * 1000) / 1000;

/** 400 unless `start`..`end` is a period of 1 to 366 days. */
function checkPeriod(start: string, end: string): void {
  if (end < start)
    throw badRequest('Validation failed', [{ field: 'end', code: 'invalid_period', message: 'end must not be before start' }]);
  if (dayCount(start, end) > MAX_PERIOD_DAYS) {
    throw badRequest('Validation failed', [
      { field: 'end', code: 'invalid_period', message: `the period covers at most ${MAX_PERIOD_DAYS} days` },
    ]);
  }
}

/**
 * The availability reads: what is reserved of each equipment per day of a period, from the
 * reservation periods that overlap it (a range of their index per equipment), so they cost the
 * period and the events in it, never the account's history.
 */
@Injectable()
export class EquipmentAvailabilityQuery {
  constructor(
    private readonly equipment: EquipmentRepository,
    private readonly reservations: EquipmentReservationsRepository,
  ) {}

  /** Each day of the period: reserved, free, and the events holding it. */
  async ofEquipment(ctx: RequestContext, id: number, start: string, end: string): Promise<EquipmentAvailabilityRaw> {
    checkPeriod(start, end);
    const e = await this.equipment.findById(ctx.account.id, id);
    if (!e) throw equipmentNotFound(id);
    const byDay = new Map<string, { idevento: number; quantidade: number }[]>();
    for (const p of await this.reservations.periods(ctx.account.id, [id], start, end)) {
      // The days of the period inside the one asked for (at most its 366).
      for (const dia of daysBetween(p.start > start ? p.start : start, p.end < end ? p.end : end)) {
        const list = byDay.get(dia) ?? [];
        list.push({ idevento: p.id_evento, quantidade: p.quantidade });
        byDay.set(dia, list);
      }
    }
    const dias = daysBetween(start, end).map((dia) => {
      const eventos = byDay.get(dia) ?? [];
      const reservado = units(eventos.reduce((sum, h) => sum + h.quantidade, 0));
      return { dia, reservado, disponivel: units(e.estoque - reservado), eventos };
    });
    return { id: e.id, nome: e.nome, estoque: e.estoque, controle_estoque: Boolean(e.controle_estoque), start, end, dias };
  }

  /** A page of the account's equipment, each with the fewest units free on a day of the period and that day. */
  async list(ctx: RequestContext, query: ListAvailabilityQuery): Promise<Page<EquipmentAvailabilitySummary>> {
    checkPeriod(query.start, query.end);
    const term = query.search?.trim();
    const source = this.equipment.listSource(ctx.account.id, (qb) => {
      if (term)
        qb.andWhere(`(equipment.nome LIKE :term ${LIKE_ESCAPE} OR equipment.descricao LIKE :term ${LIKE_ESCAPE})`, {
          term: containsPattern(term),
        });
    });
    const page = await listPage(source, listOptions(query, { id: 'equipment.id', nome: 'equipment.nome' }));
    const range = { start: query.start, end: query.end };
    const periods = await this.reservations.periods(
      ctx.account.id,
      page.data.map((e) => e.id),
      query.start,
      query.end,
    );
    return {
      ...page,
      data: page.data.map((e) =>
        summaryOf(
          e,
          query.start,
          segmentsOf(
            periods.filter((p) => p.id_equipamento === e.id),
            range,
          ),
        ),
      ),
    };
  }

  /**
   * The fewest units free of each equipment among `ids` on the days of `span` (for budget views);
   * an empty map when the span reserves no day.
   */
  async freeUnits(ctx: RequestContext, ids: number[], span: ReservationSpan): Promise<Map<number, number>> {
    const range = reservedRange({ ...span, active: true })!;
    const unique = [...new Set(ids)];
    if (range.end < range.start || dayCount(range.start, range.end) > MAX_PERIOD_DAYS || unique.length === 0) return new Map();
    const stock = new Map((await this.equipment.findByIds(ctx.account.id, unique)).map((e) => [e.id, e.estoque]));
    const periods = await this.reservations.periods(ctx.account.id, [...stock.keys()], range.start, range.end);
    const free = new Map<number, number>();
    for (const [id, estoque] of stock) {
      const busiest = busiestOf(
        segmentsOf(
          periods.filter((p) => p.id_equipamento === id),
          range,
        ),
      );
      free.set(id, units(estoque - (busiest?.total ?? 0)));
    }
    return free;
  }
}

/** The tightest day of one equipment in the period (the first such day; `start` when nothing is reserved). */
function summaryOf(e: Equipment, start: string, segments: Segment[]): EquipmentAvailabilitySummary {
  const busiest = busiestOf(segments);
  const reservado = busiest?.total ?? 0;
  return {
    id: e.id,
    nome: e.nome,
    estoque: e.estoque,
    controle_estoque: Boolean(e.controle_estoque),
    disponivel: units(e.estoque - reservado),
    dia: busiest?.start ?? start,
    reservado,
  };
}
