import { Entity, PrimaryColumn } from 'typeorm';

import { KeptSumsColumns } from './kept-sums.columns';

/**
 * The account's entries summed per type, paid state, payment form and due date: how many, their `valor` and
 * what was paid (`valorpago`, else `valor`), in cents so that adding and taking off stays exact on
 * every engine. Written only with the entries (same transaction), so the overview's `totais` and
 * `total_data` under filters on these columns alone (type, paid state, status, payment form,
 * due-date range) add up these rows (a few per due day) instead of reading every entry of a large account.
 */
@Entity('financial_entry_totals')
export class FinancialEntryTotal extends KeptSumsColumns {
  @PrimaryColumn({ type: 'int' })
  account_id: number;

  @PrimaryColumn({ type: 'varchar', length: 10 })
  tipo: string;

  @PrimaryColumn({ type: 'boolean' })
  pago: boolean;

  @PrimaryColumn({ type: 'varchar', length: 20 })
  forma_pagamento: string;

  @PrimaryColumn({ type: 'date' })
  data_vencimento: string;
}
