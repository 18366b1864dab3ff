import { Column, Entity, Index } from 'typeorm';
import { MONEY } from '../../../common/decimal';
import { AccountOwned, AccountReference } from '../../../database/account-owned';

/** One part of an entry's cost apportionment (`rateio`). */
@Entity('financial_apportionments')
@Index('IDX_financial_apportionments_account_entry', ['account_id', 'entry_id'])
@Index('IDX_financial_apportionments_account_centro', ['account_id', 'id_centro_custo'])
@AccountReference('financial_apportionments', 'entry_id', 'financial_entries')
@AccountReference('financial_apportionments', 'id_centro_custo', 'cost_centers')
export class FinancialApportionment extends AccountOwned {
  @Column({ type: 'int' })
  entry_id: number;

  @Column({ type: 'int' })
  id_centro_custo: number;

  /** Percentage of the entry's value, up to 2 decimals. */
  @Column({ type: 'decimal', precision: 5, scale: 2, transformer: MONEY.transformer })
  percentual: number;
}

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

/**
 * A return already applied to a charge (or ignored by it): its event ID is the idempotency key
 * of the gateway's returns (the gateway's event ID) and of manual returns (the caller's
 * reference), scoped to the one charge it concerns, never to the account.
 */
@Entity('financial_gateway_events')
@Index('UQ_financial_gateway_events_charge_event', ['account_id', 'charge_id', 'event_id'], { unique: true })
export class FinancialGatewayEvent extends AccountOwned {
  @Column({ type: 'varchar', length: 20 })
  gateway: string;

  @Column({ type: 'varchar', length: 150 })
  event_id: string;

  @Column({ type: 'int' })
  charge_id: number;

  @Column({ type: 'datetime' })
  created_at: Date;
}

/** A history record: one per entry changed by a create, update, charge event or gateway return. */
@Entity('financial_history')
@Index('IDX_financial_history_account_entry', ['account_id', 'entry_id', 'id'])
@AccountReference('financial_history', 'entry_id', 'financial_entries')
export class FinancialHistory extends AccountOwned {
  @Column({ type: 'int' })
  entry_id: number;

  /** `criacao`, `alteracao`, `cobranca_emitida`, `cobranca_cancelada`, `retorno_gateway`. */
  @Column({ type: 'varchar', length: 30 })
  acao: string;

  @Column({ type: 'varchar', length: 10, nullable: true })
  escopo: string | null;

  /** The API token that made the change; null for a gateway's return. */
  @Column({ type: 'int', nullable: true })
  id_token: number | null;

  @Column({ type: 'varchar', length: 100 })
  autor: string;

  @Column({ type: 'json' })
  alteracoes: { campo: string; de: unknown; para: unknown }[];

  @Column({ type: 'datetime' })
  created_at: Date;
}

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
