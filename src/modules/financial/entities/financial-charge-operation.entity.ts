import { Column, Entity, Index } from 'typeorm';

import { AccountOwned } from '../../../database/account-owned';

/**
 * A gateway operation in flight on an entry (at most one per entry): the charge being issued
 * (`emissao`, with the reference the gateway payment carries) or cancelled (`cancelamento`, with
 * the charge). Written in a short transaction before the gateway is called, removed by the
 * transaction that records the result. `claim` names the request that holds it until
 * `locked_until`; after that (its process died) the next request on the entry takes it over and
 * resumes: a payment already made under the reference is found and reused, never made twice.
 */
@Entity('financial_charge_operations')
@Index('UQ_financial_charge_operations_account_entry', ['account_id', 'entry_id'], { unique: true })
@Index('UQ_financial_charge_operations_referencia', ['referencia'], { unique: true })
export class FinancialChargeOperation extends AccountOwned {
  @Column({ type: 'int' })
  entry_id: number;

  /** `emissao` or `cancelamento`. */
  @Column({ type: 'varchar', length: 20 })
  operacao: string;

  @Column({ type: 'varchar', length: 20 })
  gateway: string;

  /** `emissao`: the form asked for. */
  @Column({ type: 'varchar', length: 20, nullable: true })
  forma: string | null;

  /** `emissao`: the gateway's `externalReference` of the payment. */
  @Column({ type: 'varchar', length: 40, nullable: true })
  referencia: string | null;

  /** `cancelamento`: the charge being cancelled. */
  @Column({ type: 'int', nullable: true })
  charge_id: number | null;

  @Column({ type: 'varchar', length: 36 })
  claim: string;

  @Column({ type: 'datetime' })
  locked_until: Date;

  @Column({ type: 'datetime' })
  created_at: Date;
}
