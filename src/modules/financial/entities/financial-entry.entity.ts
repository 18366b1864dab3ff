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
// (account_id) alone: with the primary key InnoDB appends, the default order by id is an index walk.
@Index('IDX_financial_entries_account', ['account_id'])
@Index('IDX_financial_entries_account_vencimento', ['account_id', 'data_vencimento'])
@Index('IDX_financial_entries_account_pago_vencimento', ['account_id', 'pago', 'data_vencimento'])
@Index('IDX_financial_entries_account_tipo', ['account_id', 'tipo', 'pago', 'data_vencimento'])
@Index('IDX_financial_entries_account_pagamento', ['account_id', 'datapagamento', 'id', 'tipo', 'pago', 'data_vencimento'])
@Index('IDX_financial_entries_account_evento', ['account_id', 'idevento'])
@Index('IDX_financial_entries_account_cliente', ['account_id', 'id_cliente'])
@Index('IDX_financial_entries_account_categoria', ['account_id', 'id_categoria'])
@Index('IDX_financial_entries_account_parcelamento', ['account_id', 'idparcelamento', 'numeroparcela'])
@Index('IDX_financial_entries_account_valor', ['account_id', 'valor', 'id', 'tipo', 'pago', 'data_vencimento', 'datapagamento'])
@Index('IDX_financial_entries_account_tipo_valor', ['account_id', 'tipo', 'valor'])
@Index('IDX_financial_entries_account_tipo_vencimento', ['account_id', 'tipo', 'data_vencimento'])
@Index('IDX_financial_entries_account_forma_vencimento', ['account_id', 'forma_pagamento', 'data_vencimento'])
@Index('IDX_financial_entries_account_pago', ['account_id', 'pago'])
@Index('IDX_financial_entries_account_tipo_pago', ['account_id', 'tipo', 'pago'])
@Index('IDX_financial_entries_account_tipo_pagamento', ['account_id', 'tipo', 'datapagamento'])
@Index('IDX_financial_entries_account_cartao', ['account_id', 'idcartao'])
// One event's or one client's entries by due date, value or payment date (migration 1763800010100).
@Index('IDX_financial_entries_account_evento_vencimento', ['account_id', 'idevento', 'data_vencimento'])
@Index('IDX_financial_entries_account_evento_valor', ['account_id', 'idevento', 'valor'])
@Index('IDX_financial_entries_account_evento_pagamento', ['account_id', 'idevento', 'datapagamento'])
@Index('IDX_financial_entries_account_cliente_vencimento', ['account_id', 'id_cliente', 'data_vencimento'])
@Index('IDX_financial_entries_account_cliente_valor', ['account_id', 'id_cliente', 'valor'])
@Index('IDX_financial_entries_account_cliente_pagamento', ['account_id', 'id_cliente', 'datapagamento'])
// The other documented sorts, ties by ID (migration 1763800010400). The account-wide index of a
// sort column (these, `_valor` and `_pagamento` above) holds, after the ID, the columns a status or
// a date range filters on, so that its walk under them checks each entry in the index rather than
// in its row (migration 1763800010700).
@Index('IDX_financial_entries_account_descricao', ['account_id', 'descricao', 'id', 'tipo', 'pago', 'data_vencimento', 'datapagamento'])
@Index('IDX_financial_entries_account_competencia', ['account_id', 'datacompetencia', 'id', 'tipo', 'pago', 'data_vencimento', 'datapagamento'])
@Index('IDX_financial_entries_account_cadastro', ['account_id', 'datacadastro', 'id', 'tipo', 'pago', 'data_vencimento', 'datapagamento'])
@Index('IDX_financial_entries_account_numeroparcela', ['account_id', 'numeroparcela', 'id', 'tipo', 'pago', 'data_vencimento', 'datapagamento'])
@Index('IDX_financial_entries_account_datahoraupdate', ['account_id', 'datahoraupdate', 'id', 'tipo', 'pago', 'data_vencimento', 'datapagamento'])
@Index('IDX_financial_entries_account_tipo_id', ['account_id', 'tipo', 'id', 'pago', 'data_vencimento', 'datapagamento'])
@Index('IDX_financial_entries_account_pago_pagamento', ['account_id', 'pago', 'datapagamento'])
@Index('IDX_financial_entries_account_pago_competencia', ['account_id', 'pago', 'datacompetencia'])
@Index('IDX_financial_entries_account_pago_cadastro', ['account_id', 'pago', 'datacadastro'])
@Index('IDX_financial_entries_account_pago_tipo', ['account_id', 'pago', 'tipo'])
@Index('IDX_financial_entries_account_tipo_descricao', ['account_id', 'tipo', 'descricao'])
@Index('IDX_financial_entries_account_tipo_competencia', ['account_id', 'tipo', 'datacompetencia'])
@Index('IDX_financial_entries_account_tipo_cadastro', ['account_id', 'tipo', 'datacadastro'])
@Index('IDX_financial_entries_account_tipo_numeroparcela', ['account_id', 'tipo', 'numeroparcela'])
@Index('IDX_financial_entries_account_tipo_datahoraupdate', ['account_id', 'tipo', 'datahoraupdate'])
// The range indexes: per range column (due date, payment date) and per column a page under that
// range may be sorted by, the range's column, `tipo`, `pago` and the sort column. The entries of one
// day, type and paid state are in page order, so a page under the range reads the first entries of
// the groups that can hold it (FinancialEntriesRepository.overview, groupedTop), or the range
// whole from index entries alone when too deep for that. Named `_range_`: only such a page is
// steered to them (AccountScopedRepository.rangeIndexHint, groupIndex).
@Index('IDX_financial_entries_range_vencimento_pagamento', ['account_id', 'data_vencimento', 'tipo', 'pago', 'datapagamento'])
@Index('IDX_financial_entries_range_vencimento_competencia', ['account_id', 'data_vencimento', 'tipo', 'pago', 'datacompetencia'])
@Index('IDX_financial_entries_range_vencimento_cadastro', ['account_id', 'data_vencimento', 'tipo', 'pago', 'datacadastro'])
@Index('IDX_financial_entries_range_vencimento_numeroparcela', ['account_id', 'data_vencimento', 'tipo', 'pago', 'numeroparcela'])
@Index('IDX_financial_entries_range_vencimento_datahoraupdate', ['account_id', 'data_vencimento', 'tipo', 'pago', 'datahoraupdate'])
@Index('IDX_financial_entries_range_pagamento_vencimento', ['account_id', 'datapagamento', 'tipo', 'pago', 'data_vencimento'])
@Index('IDX_financial_entries_range_pagamento_competencia', ['account_id', 'datapagamento', 'tipo', 'pago', 'datacompetencia'])
@Index('IDX_financial_entries_range_pagamento_cadastro', ['account_id', 'datapagamento', 'tipo', 'pago', 'datacadastro'])
@Index('IDX_financial_entries_range_pagamento_numeroparcela', ['account_id', 'datapagamento', 'tipo', 'pago', 'numeroparcela'])
@Index('IDX_financial_entries_range_pagamento_datahoraupdate', ['account_id', 'datapagamento', 'tipo', 'pago', 'datahoraupdate'])
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
