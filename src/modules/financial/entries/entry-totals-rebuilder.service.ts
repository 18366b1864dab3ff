import { Injectable } from '@nestjs/common';

import { RequestContext } from '../../../common/request-context';
import { TransactionRunner } from '../../../database/transaction';
import { FinancialEntryTotalsRepository } from './financial-entry-totals.repository';

/** The overview's running totals, rebuilt by an operator (`npm run cli -- financial:rebuild-totals`). */
@Injectable()
export class EntryTotalsRebuilder {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly totals: FinancialEntryTotalsRepository,
  ) {}

  /**
   * Rebuilds the account's overview totals from its entries, in one transaction (an operator's
   * repair after entries were written outside the service); the number of entries counted.
   */
  async rebuild(ctx: RequestContext): Promise<number> {
    return this.transactions.run(ctx, ({ tx }) => this.totals.rebuild(ctx.account.id, tx.manager));
  }
}
