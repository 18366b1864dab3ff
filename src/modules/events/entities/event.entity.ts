import { Column, Entity, Index } from 'typeorm';

import { AccountKey, AccountOwned, AccountReference } from '../../../database/account-owned';

export const EVENT_STATUSES = ['PREVISTO', 'CONFIRMADO', 'REALIZADO', 'CANCELADO'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

/** An event (party, wedding, corporate event…) of a client. */
@Entity('events')
@Index('IDX_events_account_data', ['account_id', 'data_evento'])
@Index('IDX_events_account_cliente', ['account_id', 'id_cliente'])
@Index('IDX_events_account_status', ['account_id', 'status'])
@Index('IDX_events_account_nome', ['account_id', 'nome'])
@Index('IDX_events_account_tipo_evento', ['account_id', 'id_tipo_evento'])
@Index('IDX_events_account_local', ['account_id', 'id_local'])
@Index('IDX_events_account_vendedor', ['account_id', 'id_vendedor'])
@Index('IDX_events_account_como_conheceu', ['account_id', 'id_como_conheceu'])
@AccountKey('events')
@AccountReference('events', 'id_cliente', 'clients')
@AccountReference('events', 'id_tipo_evento', 'event_types')
@AccountReference('events', 'id_local', 'event_locations')
@AccountReference('events', 'id_vendedor', 'sellers')
@AccountReference('events', 'id_como_conheceu', 'how_met')
export class EventEntity extends AccountOwned {
  /** Event name. */
  @Column({ type: 'varchar', length: 150 })
  nome: string;

  /** Event date. */
  @Column({ type: 'date' })
  data_evento: string;

  /** End date, for events over several days. */
  @Column({ type: 'date', nullable: true })
  data_fim: string | null;

  /** Start time `HH:MM`. */
  @Column({ type: 'varchar', length: 5, nullable: true })
  hora_inicio: string | null;

  /** End time `HH:MM`. */
  @Column({ type: 'varchar', length: 5, nullable: true })
  hora_fim: string | null;

  /** Client of the event. */
  @Column({ type: 'int', nullable: true })
  id_cliente: number | null;

  /** Event type (`GET /api/v1/eventtype`). */
  @Column({ type: 'int', nullable: true })
  id_tipo_evento: number | null;

  /** Location (`GET /api/v1/eventlocation`). */
  @Column({ type: 'int', nullable: true })
  id_local: number | null;

  /** Seller (`GET /api/v1/seller`). */
  @Column({ type: 'int', nullable: true })
  id_vendedor: number | null;

  /** How-met source (`GET /api/v1/howmet`). */
  @Column({ type: 'int', nullable: true })
  id_como_conheceu: number | null;

  /** Expected number of guests. */
  @Column({ type: 'int', nullable: true })
  numero_convidados: number | null;

  /** Status. */
  @Column({ type: 'varchar', length: 20, default: 'PREVISTO' })
  status: EventStatus;

  /** Notes. */
  @Column({ type: 'text', nullable: true })
  observacoes: string | null;

  /** Further information (ME Eventos' `informacoes`). */
  @Column({ type: 'text', nullable: true })
  informacoes: string | null;

  /** The account's own code for the event. */
  @Column({ type: 'varchar', length: 50, nullable: true })
  codigo_interno: string | null;

  /** Registration date. */
  @Column({ type: 'date' })
  datacadastro: string;

  /**
   * Highest order sequence handed out in this event. Orders take `ultimo_pedido + 1` under a row
   * lock, so numbers are gap-free, unique and never reused after a delete. Internal.
   */
  @Column({ type: 'int', default: 0, select: false })
  ultimo_pedido: number;
}
