import { Entity, PrimaryColumn } from 'typeorm';

import { KeptSumsColumns } from './kept-sums.columns';

/**
 * The account's entries summed per competence month, type, category and paid state: how many,
 * their `valor` and what was paid (`valorpago`, else `valor`), in cents. Kept like
 * `financial_entry_totals` (written only with the entries, in the same transaction), so the
 * income statement of a period adds up a few rows per month instead of reading every entry.
 */
@Entity('financial_month_totals')
export class FinancialMonthTotal extends KeptSumsColumns {
  @PrimaryColumn({ type: 'int' })
  account_id: number;

  /** The competence month, `YYYY-MM`. */
  @PrimaryColumn({ type: 'varchar', length: 7 })
  competencia: string;

  @PrimaryColumn({ type: 'varchar', length: 10 })
  tipo: string;

  /** The entry's category; 0 for entries without one. */
  @PrimaryColumn({ type: 'int' })
  id_categoria: number;

  @PrimaryColumn({ type: 'boolean' })
  pago: boolean;
}
