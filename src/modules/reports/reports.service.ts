import { Injectable } from '@nestjs/common';

import { badRequest } from '../../common/errors';
import type { RequestContext } from '../../common/request-context';
import { EventsService } from '../events/events.service';
import { EntryReports } from '../financial/entries/entry-reports.service';
import { LookupsService } from '../lookups/lookups.service';
import { OrdersService } from '../orders/orders.service';
import { CommissionsQuery, PeriodQuery } from './dto/report-queries';
import { CommissionEvent, commissions, eventCosts, periodDays, periodProblems, results } from './reports.rules';

const known = (ids: (number | null | undefined)[]): number[] => [
  ...new Set(ids.filter((id): id is number => typeof id === 'number' && id > 0)),
];

/**
 * The reports. It owns no table: it asks the events, orders, financial and lookups services for
 * what each report reads, bounded by its event or its period (never by the account's history),
 * and computes the figures in reports.rules.ts.
 */
@Injectable()
export class ReportsService {
  constructor(
    private readonly events: EventsService,
    private readonly orders: OrdersService,
    private readonly entries: EntryReports,
    private readonly lookups: LookupsService,
  ) {}

  /** The event's cost report; 404 when the account has no such event. */
  async eventCosts(ctx: RequestContext, id: number) {
    const event = await this.events.get(ctx, id);
    const lines = await this.orders.linesOfEvent(ctx, id);
    const sums = await this.entries.eventSums(ctx, id);
    const categories = await this.lookups.namesOf(ctx, 'financialcategory', known(sums.map((s) => s.id_categoria)));
    return {
      evento: { id: event.id, nome: event.nome, data_evento: event.data_evento, data_fim: event.data_fim, status: event.status },
      ...eventCosts(lines, sums, categories),
    };
  }

  /** The income statement of the period, from the month sums the financial module keeps. */
  async results(ctx: RequestContext, q: PeriodQuery) {
    checkPeriod(q);
    const groups = await this.entries.monthSums(ctx, q.de, q.ate);
    const categories = await this.lookups.namesOf(ctx, 'financialcategory', known(groups.map((g) => g.id_categoria)));
    return results(q.de, q.ate, groups, categories);
  }

  /**
   * The sellers' commissions of the period: on the sales of its events (`vendido`), or on what its
   * payments brought in (`recebido`), per seller and event.
   */
  async commissions(ctx: RequestContext, q: CommissionsQuery) {
    checkPeriod(q);
    let events: CommissionEvent[];
    let received: { id_evento: number; centavos: number }[] = [];
    if (q.base === 'vendido') {
      const { from, to } = periodDays(q.de, q.ate);
      events = (await this.events.inPeriod(ctx, from, to)).filter((e) => e.status !== 'CANCELADO');
    } else {
      received = await this.entries.receivedByEvent(ctx, q.de, q.ate);
      events = await this.events.summaries(
        ctx,
        received.map((r) => r.id_evento),
      );
    }
    const sales = await this.orders.salesBySeller(
      ctx,
      events.map((e) => e.id),
    );
    const sellers = await this.lookups.sellersOf(ctx, known([...sales.map((s) => s.id_vendedor), ...events.map((e) => e.id_vendedor)]));
    return { de: q.de, ate: q.ate, ...commissions(q.base, new Map(events.map((e) => [e.id, e])), sales, received, sellers) };
  }
}

function checkPeriod(q: PeriodQuery): void {
  const problems = periodProblems(q.de, q.ate);
  if (problems.length) throw badRequest('Validation failed', problems);
}
