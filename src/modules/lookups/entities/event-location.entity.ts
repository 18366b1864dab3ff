import { Column, Entity, Index } from 'typeorm';

import { AccountKey, AccountOwned } from '../../../database/account-owned';

/** Event location with its address: `GET /api/v1/eventlocation`. */
@Entity('event_locations')
@Index('IDX_event_locations_account_nome', ['account_id', 'nome'])
@AccountKey('event_locations')
export class EventLocation extends AccountOwned {
  /** Location name. */
  @Column({ type: 'varchar', length: 150 })
  nome: string;

  /** Street address. */
  @Column({ type: 'varchar', length: 200, nullable: true })
  endereco: string | null;

  /** Street number. */
  @Column({ type: 'varchar', length: 20, nullable: true })
  numero: string | null;

  /** Neighbourhood. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  bairro: string | null;

  /** City. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  cidade: string | null;

  /** State (UF), two letters. */
  @Column({ type: 'varchar', length: 2, nullable: true })
  uf: string | null;

  /** CEP, 8 digits. */
  @Column({ type: 'varchar', length: 8, nullable: true })
  cep: string | null;

  /** Guest capacity. */
  @Column({ type: 'int', nullable: true })
  capacidade: number | null;

  /** Whether it is offered for new events. */
  @Column({ type: 'boolean', default: true })
  ativo: boolean;
}
