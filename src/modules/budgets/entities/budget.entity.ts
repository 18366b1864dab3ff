import { Column, Entity, Index } from 'typeorm';

import { MONEY, PERCENT } from '../../../common/decimal';
import { AccountKey, AccountOwned, AccountReference } from '../../../database/account-owned';

export const BUDGET_STATUSES = ['ABERTO', 'APROVADO', 'RECUSADO', 'CANCELADO'] as const;
export type BudgetStatus = (typeof BUDGET_STATUSES)[number];

/** A budget (orçamento) of a client, optionally linked to an event, with numbered proposals. */
@Entity('budgets')
@Index('UQ_budgets_token', ['token'], { unique: true })
@Index('IDX_budgets_account_cliente', ['account_id', 'id_cliente'])
@Index('IDX_budgets_account_evento', ['account_id', 'idevento'])
@Index('IDX_budgets_account_status', ['account_id', 'status'])
@Index('IDX_budgets_account_datacadastro', ['account_id', 'datacadastro'])
@Index('IDX_budgets_account_valorinicial', ['account_id', 'valorinicial'])
@Index('IDX_budgets_account_followup', ['account_id', 'lastFollowUp'])
@Index('IDX_budgets_account_nome_evento', ['account_id', 'nome_evento'])
@AccountKey('budgets')
@AccountReference('budgets', 'id_cliente', 'clients')
@AccountReference('budgets', 'idevento', 'events')
export class Budget extends AccountOwned {
  @Column({ type: 'int', nullable: true })
  id_cliente: number | null;

  @Column({ type: 'int', nullable: true })
  idevento: number | null;

  /** Public key of the budget (random, url-safe). */
  @Column({ type: 'varchar', length: 64 })
  token: string;

  @Column({ type: 'varchar', length: 20, default: 'ABERTO' })
  status: BudgetStatus;

  /** Total of the first proposal when the budget was created. */
  @Column({ ...MONEY, default: 0 })
  valorinicial: number;

  /** Date of the last follow-up with the client. */
  @Column({ type: 'date', nullable: true })
  lastFollowUp: string | null;

  @Column({ type: 'text', nullable: true })
  observacoes: string | null;

  /** Sequence of the current proposal. */
  @Column({ type: 'int', default: 1 })
  proposta_atual: number;

  @Column({ type: 'date' })
  datacadastro: string;

  /** A lead's event: its name, as the lead wrote it. */
  @Column({ type: 'varchar', length: 150, nullable: true })
  nome_evento: string | null;

  /** A lead's event date. */
  @Column({ type: 'date', nullable: true })
  data_evento: string | null;

  /** A lead's event type (`GET /api/v1/eventtype`). */
  @Column({ type: 'int', nullable: true })
  id_tipo_evento: number | null;

  /** How the lead met the house (`GET /api/v1/howmet`). */
  @Column({ type: 'int', nullable: true })
  id_como_conheceu: number | null;

  /** The seller of the lead (`GET /api/v1/seller`). */
  @Column({ type: 'int', nullable: true })
  id_vendedor: number | null;

  /** A lead's expected guests. */
  @Column({ type: 'int', nullable: true })
  numero_convidados: number | null;

  /** The lead's message. */
  @Column({ type: 'text', nullable: true })
  mensagem: string | null;

  /** The account's own code for the budget. */
  @Column({ type: 'varchar', length: 50, nullable: true })
  codigo_interno: string | null;

  /** The last day the proposal can be answered; none: no limit. */
  @Column({ type: 'date', nullable: true })
  validade: string | null;

  /** The event's place (`GET /api/v1/eventlocation`). */
  @Column({ type: 'int', nullable: true })
  id_local: number | null;

  /** Payment terms: the deposit, a percentage of the total (0–100, two places); none: no deposit. */
  @Column({ ...PERCENT, nullable: true })
  entrada_percentual: number | null;

  /** Payment terms: monthly installments of what the deposit leaves (default 1). */
  @Column({ type: 'int', nullable: true })
  parcelas: number | null;

  /** Payment terms: the first installment's due date (default: the event's date). */
  @Column({ type: 'date', nullable: true })
  primeiro_vencimento: string | null;

  /** Payment terms: how the receivables are paid (a financial `forma_pagamento`; default `boleto`). */
  @Column({ type: 'varchar', length: 20, nullable: true })
  forma_pagamento: string | null;

  /** Payment terms: issue the deposit's charge through the account's default gateway when the proposal is accepted. */
  @Column({ type: 'boolean', default: false })
  cobrar_entrada: boolean;
}
