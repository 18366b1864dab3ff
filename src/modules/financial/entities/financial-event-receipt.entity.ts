import { Entity, PrimaryColumn } from 'typeorm';

import { KeptSumsColumns } from './kept-sums.columns';

/**
 * What the account's paid receipts of each event brought in, per payment month: how many, their
 * `valor` and what was paid (`valorpago`, else `valor`), in cents. Kept like
 * `financial_entry_totals` (written only with the entries, in the same transaction), so the
 * commissions on receipts of a period read a row per event and month instead of every payment.
 */
@Entity('financial_event_receipts')
export class FinancialEventReceipt extends KeptSumsColumns {
  @PrimaryColumn({ type: 'int' })
  account_id: number;

  /** The payment month (`datapagamento`), `YYYY-MM`. */
  @PrimaryColumn({ type: 'varchar', length: 7 })
  mes_pagamento: string;

  @PrimaryColumn({ type: 'int' })
  idevento: number;
}
