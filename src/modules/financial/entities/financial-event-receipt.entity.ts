import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * What the account's paid receipts of each event brought in, per payment month: how many, their
 * `valor` and what was paid (`valorpago`, else `valor`), in cents. Kept like
 * `financial_entry_totals` (written only with the entries, in the same transaction), so the
 * commissions on receipts of a period read a row per event and month instead of every payment.
 */
@Entity('financial_event_receipts')
export class FinancialEventReceipt {
  @PrimaryColumn({ type: 'int' })
  account_id: number;

  /** The payment month (`datapagamento`), `YYYY-MM`. */
  @PrimaryColumn({ type: 'varchar', length: 7 })
  mes_pagamento: string;

  @PrimaryColumn({ type: 'int' })
  idevento: number;

  @Column({ type: 'int', default: 0 })
  quantidade: number;

  @Column({ type: 'bigint', default: 0 })
  valor_centavos: string;

  @Column({ type: 'bigint', default: 0 })
  pago_centavos: string;
}
