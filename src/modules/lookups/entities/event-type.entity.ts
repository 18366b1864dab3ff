import { Column, Entity, Index } from 'typeorm';

import { AccountKey, AccountOwned } from '../../../database/account-owned';

/** Event type: `GET /api/v1/eventtype`. */
@Entity('event_types')
@Index('IDX_event_types_account_nome', ['account_id', 'nome'])
@AccountKey('event_types')
export class EventType extends AccountOwned {
  /** Name of the event type. */
  @Column({ type: 'varchar', length: 100 })
  nome: string;

  /** Whether it is offered for new records. */
  @Column({ type: 'boolean', default: true })
  ativo: boolean;
}
