import { Column, Entity, Index } from 'typeorm';

import { AccountOwned, AccountReference } from '../../../database/account-owned';

export const PRESENCAS = ['PENDENTE', 'CONFIRMADO', 'CANCELADO'] as const;
export type Presenca = (typeof PRESENCAS)[number];

/** A guest of an event. */
@Entity('guests')
// The list filters by event and presence and sorts by ID or name; its text search (`LIKE '%…%'`
// over name, surname, e-mail and phone) reads the filtered guests whatever the index.
// One event's guests by presence; the event's foreign key.
@Index('IDX_guests_account_evento_presenca', ['account_id', 'id_evento', 'presenca'])
// One event's guests by name.
@Index('IDX_guests_account_evento_nome', ['account_id', 'id_evento', 'nome'])
// The account's guests by name, and of one presence.
@Index('IDX_guests_account_nome', ['account_id', 'nome'])
@Index('IDX_guests_account_presenca', ['account_id', 'presenca'])
@AccountReference('guests', 'id_evento', 'events')
export class Guest extends AccountOwned {
  /** Event of the guest. */
  @Column({ type: 'int' })
  id_evento: number;

  /** First name. */
  @Column({ type: 'varchar', length: 100 })
  nome: string;

  /** Last name. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  sobrenome: string | null;

  /** E-mail. */
  @Column({ type: 'varchar', length: 150, nullable: true })
  email: string | null;

  /** Phone, digits only. */
  @Column({ type: 'varchar', length: 20, nullable: true })
  telefone: string | null;

  /** Attendance status. */
  @Column({ type: 'varchar', length: 10, default: 'PENDENTE' })
  presenca: Presenca;

  /** Gender, as the account writes it (`F`, `M`…). */
  @Column({ type: 'varchar', length: 20, nullable: true })
  genero: string | null;

  /** Age, as written (`30`, `criança`). */
  @Column({ type: 'varchar', length: 10, nullable: true })
  idade: string | null;

  /** Table assigned to the guest. */
  @Column({ type: 'varchar', length: 20, nullable: true })
  mesa: string | null;

  /** The guest's group (a kind of group of the account's own numbering). */
  @Column({ type: 'int', nullable: true })
  id_grupo: number | null;

  /** Notes. */
  @Column({ type: 'text', nullable: true })
  observacoes: string | null;

  /** Whether and how the invitation e-mail went, as the account writes it. */
  @Column({ type: 'varchar', length: 20, nullable: true })
  envio_email: string | null;

  /** The user who registered the guest (the account's own numbering). */
  @Column({ type: 'int', nullable: true })
  id_usuario: number | null;

  /** ME Eventos' guest `token` (a text identifying the guest), stored as sent. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  token: string | null;

  /** Registration date. */
  @Column({ type: 'date' })
  datacadastro: string;
}
