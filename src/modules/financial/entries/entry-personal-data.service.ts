import { Injectable } from '@nestjs/common';

import { dateInZone } from '../../../common/dates';
import { type AnonymizedRows, identifyingValues } from '../../../common/privacy/personal-data';
import type { RequestContext, TxContext } from '../../../common/request-context';
import { FINANCIAL_ENTRY_PERSONAL_DATA } from '../entities/financial-entry.personal-data';
import { FINANCIAL_HISTORY_PERSONAL_DATA } from '../entities/financial-history.personal-data';
import { entryView, EntryViews } from './entry.views';
import { historyView } from './entry-history.service';
import { FinancialEntriesRepository } from './financial-entries.repository';
import { FinancialHistoryRepository } from './financial-history.repository';

/**
 * The financial entries' part of a person's export and anonymisation: the entries that name the
 * client, or one of the client's events. Only their texts (FINANCIAL_ENTRY_PERSONAL_DATA) and the
 * history's records of those texts change: values, dates, states, charges and the kept totals stay.
 */
@Injectable()
export class EntryPersonalData {
  constructor(
    private readonly entries: FinancialEntriesRepository,
    private readonly history: FinancialHistoryRepository,
    private readonly views: EntryViews,
  ) {}

  /** The entries of the client or of its events, by ID, each as the API answers it with its history (`history`). */
  async ofClient(ctx: RequestContext, clientId: number, eventIds: number[]) {
    const { account } = ctx;
    const rows = await this.rowsOf(ctx, clientId, eventIds);
    const history = await this.history.rowsWhereIn(
      account.id,
      'entry_id',
      rows.map((r) => r.id),
      ctx.tx?.manager,
    );
    const view = await this.views.context(account.id, account.timezone, dateInZone(new Date(), account.timezone), rows, ctx.tx?.manager);
    return {
      rows: rows.map((r) => ({
        ...entryView(r, view),
        history: history.filter((h) => h.entry_id === r.id).map((h) => historyView(h, account.timezone)),
      })),
      values: rows.flatMap((r) => identifyingValues(FINANCIAL_ENTRY_PERSONAL_DATA, r)),
    };
  }

  /** Replaces the texts of the entries of the client or of its events, and their records in the history, in the caller's transaction. */
  async anonymizeOfClient(ctx: TxContext, clientId: number, eventIds: number[]): Promise<AnonymizedRows> {
    const { account, tx } = ctx;
    const rows = await this.rowsOf(ctx, clientId, eventIds);
    const ids = rows.map((r) => r.id);
    const history = await this.history.rowsWhereIn(account.id, 'entry_id', ids, tx.manager);
    const changed =
      (await this.entries.anonymize(account.id, rows, FINANCIAL_ENTRY_PERSONAL_DATA, tx.manager)) +
      (await this.history.anonymize(account.id, history, FINANCIAL_HISTORY_PERSONAL_DATA, tx.manager));
    return { ids, values: rows.flatMap((r) => identifyingValues(FINANCIAL_ENTRY_PERSONAL_DATA, r)), changed };
  }

  private async rowsOf(ctx: RequestContext, clientId: number, eventIds: number[]) {
    const manager = ctx.tx?.manager;
    const byClient = await this.entries.rowsWhereIn(ctx.account.id, 'id_cliente', [clientId], manager);
    const byEvent = await this.entries.rowsWhereIn(ctx.account.id, 'idevento', eventIds, manager);
    const seen = new Set<number>();
    return [...byClient, ...byEvent].filter((r) => !seen.has(r.id) && seen.add(r.id)).sort((a, b) => a.id - b.id);
  }
}
