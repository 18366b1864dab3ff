import { Column, Entity, Index } from 'typeorm';

import { AccountKey, AccountOwned, AccountReference } from '../../../database/account-owned';

export const ANSWER_OUTCOMES = ['aceita', 'recusada'] as const;
export type AnswerDecision = (typeof ANSWER_OUTCOMES)[number];
/** Where the answer came from: the client on the proposal page, or the company through the API (taken by phone). */
export const ANSWER_CHANNELS = ['pagina', 'api'] as const;
export type AnswerChannel = (typeof ANSWER_CHANNELS)[number];

/**
 * An answer to one version of a budget's proposal, with its evidence: who (name, CPF), when, from
 * where (address, user agent), the SHA-256 of the version's canonical content, and what an
 * acceptance booked (the event, the order, the deposit's entry). A budget has at most one
 * acceptance; refusals stay as its history.
 */
@Entity('budget_answers')
@Index('IDX_budget_answers_account_budget', ['account_id', 'idorcamento'])
@AccountKey('budget_answers')
@AccountReference('budget_answers', 'idorcamento', 'budgets')
export class BudgetAnswer extends AccountOwned {
  @Column({ type: 'int' })
  idorcamento: number;

  /** The sequence of the proposal answered (`<budget_id>-<proposta>`). */
  @Column({ type: 'int' })
  proposta: number;

  @Column({ type: 'varchar', length: 10 })
  decisao: AnswerDecision;

  @Column({ type: 'varchar', length: 10 })
  canal: AnswerChannel;

  @Column({ type: 'varchar', length: 150, nullable: true })
  nome: string | null;

  /** 11 digits. */
  @Column({ type: 'varchar', length: 11, nullable: true })
  cpf: string | null;

  /** A refusal's reason. */
  @Column({ type: 'text', nullable: true })
  motivo: string | null;

  /** The client's address (IPv4 or IPv6) on the page; null through the API. */
  @Column({ type: 'varchar', length: 45, nullable: true })
  endereco: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  user_agent: string | null;

  /** The API token that recorded an answer taken by phone. */
  @Column({ type: 'int', nullable: true })
  id_token: number | null;

  /** SHA-256 (hex) of the proposal version's canonical content. */
  @Column({ type: 'varchar', length: 64 })
  versao: string;

  @Column({ type: 'datetime' })
  respondido_em: Date;

  /** What the acceptance booked: the event… */
  @Column({ type: 'int', nullable: true })
  idevento: number | null;

  /** …the order `<event_id>-<sequence>`… */
  @Column({ type: 'varchar', length: 30, nullable: true })
  pedido: string | null;

  /** …and the deposit's receivable, when the terms have one. */
  @Column({ type: 'int', nullable: true })
  id_lancamento_entrada: number | null;
}
