import { Column, Entity, Index } from 'typeorm';
import { AccountOwned, AccountReference } from '../../../database/account-owned';

export const PRESENCAS = ['PENDENTE', 'CONFIRMADO', 'CANCELADO'] as const;
export type Presenca = (typeof PRESENCAS)[number];

/** A guest of an event. */
@Entity('guests')
@Index('IDX_guests_account_evento_presenca', ['account_id', 'id_evento', 'presenca'])
@Index('IDX_guests_account_nome', ['account_id', 'nome'])
@Index('IDX_guests_account_evento_nome', ['account_id', 'id_evento', 'nome'])
@Index('IDX_guests_account_presenca', ['account_id', 'presenca'])
@Index('IDX_guests_account_email', ['account_id', 'email'])
@Index('IDX_guests_account_telefone', ['account_id', 'telefone'])
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

  /** Registration date. */
  @Column({ type: 'date' })
  datacadastro: string;
}
