import { Column, Entity, Index } from 'typeorm';

import { MONEY } from '../../../common/decimal';
import { AccountOwned, AccountReference } from '../../../database/account-owned';

/** A charge issued through a payment gateway for a receivable. */
@Entity('financial_charges')
@Index('IDX_financial_charges_account_entry', ['account_id', 'entry_id'])
@Index('IDX_financial_charges_gateway_ref', ['gateway', 'id_externo'])
@AccountReference('financial_charges', 'entry_id', 'financial_entries')
export class FinancialCharge extends AccountOwned {
  @Column({ type: 'int' })
  entry_id: number;

  @Column({ type: 'varchar', length: 20 })
  gateway: string;

  @Column({ type: 'varchar', length: 20 })
  forma: string;

  @Column({ type: 'varchar', length: 20 })
  status: string;

  @Column({ type: 'varchar', length: 100 })
  id_externo: string;

  @Column({ type: 'varchar', length: 500, nullable: true })
  link: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  linha_digitavel: string | null;

  @Column({ type: 'text', nullable: true })
  pix_copia_e_cola: string | null;

  @Column(MONEY)
  valor: number;

  @Column({ type: 'date' })
  data_vencimento: string;

  @Column({ type: 'datetime' })
  created_at: Date;

  /**
   * Our own reference of the charge at the gateway (Asaas' `externalReference`), chosen before
   * the gateway is called; null on charges issued before it existed and on manual ones.
   */
  @Column({ type: 'varchar', length: 40, nullable: true })
  referencia: string | null;
}
