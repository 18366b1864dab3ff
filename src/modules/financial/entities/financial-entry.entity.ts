import { Column, Entity, Index } from 'typeorm';

import { MONEY } from '../../../common/decimal';
import { AccountKey, AccountOwned, AccountReference } from '../../../database/account-owned';

export const ENTRY_TIPOS = ['receita', 'despesa'] as const;
export type EntryTipo = (typeof ENTRY_TIPOS)[number];
export const FORMAS_PAGAMENTO = ['dinheiro', 'pix', 'boleto', 'cartao_credito', 'cartao_debito', 'transferencia'] as const;
export type FormaPagamento = (typeof FORMAS_PAGAMENTO)[number];
export const ENTRY_STATUSES = ['aberto', 'vencido', 'pago'] as const;
export type EntryStatus = (typeof ENTRY_STATUSES)[number];

/** A financial entry (`lancamento`): money to receive (`receita`) or to pay (`despesa`). */
@Entity('financial_entries')
// The overview filters an account's entries and sorts what is left, ties by ID. Each index leads
// with `account_id` (every statement names the account) and serves a filter users set or a sort
// (ENTRY_LIST_COST says which sorts and filters each serves; the others need a narrowing filter). The
// unique key `(account_id, id)` (AccountKey) serves the account's entries in ID order (the default
// page, the totals of an unfiltered overview) and the keys that point to an entry.
// Due date: a due-date range, a status (due before or from today), sorting by due date.
@Index('IDX_financial_entries_account_vencimento', ['account_id', 'data_vencimento'])
// Paid state, then due date: `pago` and the statuses (`pago`; unpaid and due before or from today).
@Index('IDX_financial_entries_account_pago_vencimento', ['account_id', 'pago', 'data_vencimento'])
// Payment date: a payment-date range, sorting by payment date.
@Index('IDX_financial_entries_account_pagamento', ['account_id', 'datapagamento'])
// Type, then paid state and due date: `tipo`, alone or with `pago`/a status, by due date.
@Index('IDX_financial_entries_account_tipo', ['account_id', 'tipo', 'pago', 'data_vencimento'])
// Competence date, ties by ID: the sort ME Eventos' integrations send without a filter. The other
// sorts no index orders (description, dates of creation and update, installment number, value,
// type, status) need a narrowing filter (ENTRY_LIST_COST): one event's, client's or plan's entries.
@Index('IDX_financial_entries_account_competencia', ['account_id', 'datacompetencia'])
// One event's entries, by due date; the event's foreign key.
@Index('IDX_financial_entries_account_evento', ['account_id', 'idevento', 'data_vencimento'])
// One client's entries, by due date; the client's foreign key.
@Index('IDX_financial_entries_account_cliente', ['account_id', 'id_cliente', 'data_vencimento'])
// One category's entries; the category's foreign key.
@Index('IDX_financial_entries_account_categoria', ['account_id', 'id_categoria'])
// One payment form's entries, by due date.
@Index('IDX_financial_entries_account_forma', ['account_id', 'forma_pagamento', 'data_vencimento'])
// One card's entries; the card's foreign key.
@Index('IDX_financial_entries_account_cartao', ['account_id', 'idcartao'])
// A plan's installments in order (`idparcelamento`: the overview's filter, an entry's `parcelas`, the
// lock of a plan's update).
@Index('IDX_financial_entries_account_parcelamento', ['account_id', 'idparcelamento', 'numeroparcela'])
@AccountKey('financial_entries')
@AccountReference('financial_entries', 'idevento', 'events')
@AccountReference('financial_entries', 'id_cliente', 'clients')
@AccountReference('financial_entries', 'id_categoria', 'financial_categories')
@AccountReference('financial_entries', 'idcartao', 'cards')
export class FinancialEntry extends AccountOwned {
  @Column({ type: 'varchar', length: 10 })
  tipo: EntryTipo;

  @Column({ type: 'varchar', length: 255 })
  descricao: string;

  @Column(MONEY)
  valor: number;

  @Column({ type: 'date' })
  data_vencimento: string;

  @Column({ type: 'date', nullable: true })
  datapagamento: string | null;

  @Column({ type: 'boolean', default: false })
  pago: boolean;

  /** Value actually paid, as the gateway's return reports it (null until paid through a charge). */
  @Column({ ...MONEY, nullable: true })
  valorpago: number | null;

  @Column({ type: 'varchar', length: 20 })
  forma_pagamento: FormaPagamento;

  @Column({ type: 'int', nullable: true })
  idcartao: number | null;

  @Column({ type: 'int', nullable: true })
  idevento: number | null;

  @Column({ type: 'int', nullable: true })
  id_cliente: number | null;

  @Column({ type: 'int', nullable: true })
  id_categoria: number | null;

  @Column({ type: 'text', nullable: true })
  observacoes: string | null;

  /** The plan's ID (the ID of its first installment); null outside a plan. */
  @Column({ type: 'int', nullable: true })
  idparcelamento: number | null;

  @Column({ type: 'int', nullable: true })
  numeroparcela: number | null;

  @Column({ type: 'int', nullable: true })
  totalparcelas: number | null;

  @Column({ type: 'date' })
  datacompetencia: string;

  @Column({ ...MONEY, default: 0 })
  juros: number;

  @Column({ ...MONEY, default: 0 })
  multa: number;

  @Column({ ...MONEY, default: 0 })
  desconto: number;

  /** The entry's current charge (`financial_charges.id`), if one was ever issued. */
  @Column({ type: 'int', nullable: true })
  idcobranca: number | null;

  @Column({ type: 'date' })
  datacadastro: string;

  /** Instant of the last change (shown as `YYYY-MM-DD HH:MM:SS` in the account's zone). */
  @Column({ type: 'datetime' })
  datahoraupdate: Date;
}
