import { Column, Entity, Index } from 'typeorm';

import { AccountOwned } from '../../../database/account-owned';

/** Per-account settings of a payment gateway (secrets are write-only through the API). */
@Entity('financial_gateway_settings')
@Index('UQ_financial_gateway_settings_account_gateway', ['account_id', 'gateway'], { unique: true })
@Index('UQ_financial_gateway_settings_chave_retorno', ['chave_retorno'], { unique: true })
export class FinancialGatewaySettings extends AccountOwned {
  @Column({ type: 'varchar', length: 20 })
  gateway: string;

  /** Whether charges use this gateway when the request names none. */
  @Column({ type: 'boolean', default: false })
  padrao: boolean;

  @Column({ type: 'varchar', length: 300, nullable: true })
  api_key: string | null;

  @Column({ type: 'varchar', length: 300, nullable: true })
  base_url: string | null;

  @Column({ type: 'varchar', length: 300, nullable: true })
  webhook_token: string | null;

  @Column({ type: 'datetime' })
  updated_at: Date;

  /**
   * The random route key of the account's own return URL (`/api/v1/financial/gateway/asaas/{chave}`):
   * a gateway's return names the account by it, never by the account ID.
   */
  @Column({ type: 'varchar', length: 64, nullable: true })
  chave_retorno: string | null;
}
