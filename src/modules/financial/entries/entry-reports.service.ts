import { Injectable } from '@nestjs/common';

import type { RequestContext } from '../../../common/request-context';
import { EntrySums, FinancialEntriesRepository } from './financial-entries.repository';
import { FinancialEntryTotalsRepository, MonthSums } from './financial-entry-totals.repository';

export type { EntrySums } from './financial-entries.repository';
export type { MonthSums } from './financial-entry-totals.repository';

/**
 * What the financial module tells the reports: each read is bounded by its period or its event,
 * never by the account's history (the month sums are kept with the entries).
 */
@Injectable()
export class EntryReports {
  constructor(
    private readonly entries: FinancialEntriesRepository,
    private readonly totals: FinancialEntryTotalsRepository,
  ) {}

  /** One event's entries summed per type, category and paid state. */
  eventSums(ctx: RequestContext, eventId: number): Promise<EntrySums[]> {
    return this.entries.eventSums(ctx.account.id, eventId);
  }

  /** The kept sums per competence month, type, category and paid state, months `de` to `ate` (`YYYY-MM`). */
  monthSums(ctx: RequestContext, de: string, ate: string): Promise<MonthSums[]> {
    return this.totals.byMonth(ctx.account.id, de, ate);
  }

  /** Received per event over the payment months `de` to `ate` (`YYYY-MM`, both included), in cents, from the kept receipts. */
  receivedByEvent(ctx: RequestContext, de: string, ate: string): Promise<{ id_evento: number; centavos: number }[]> {
    return this.totals.receivedByEvent(ctx.account.id, de, ate);
  }
}
