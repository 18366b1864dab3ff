import { Column, Entity, Index } from 'typeorm';

import { AccountKey, AccountOwned, AccountReference } from '../../../database/account-owned';

/** An order of an event: `<id_evento>-<numero>` is its public number. */
@Entity('orders')
@Index('UQ_orders_evento_numero', ['id_evento', 'numero'], { unique: true })
@Index('IDX_orders_account_evento', ['account_id', 'id_evento'])
@Index('IDX_orders_account_cliente', ['account_id', 'id_cliente'])
@AccountKey('orders')
@AccountReference('orders', 'id_evento', 'events')
@AccountReference('orders', 'id_cliente', 'clients')
export class Order extends AccountOwned {
  /** Event of the order. */
  @Column({ type: 'int' })
  id_evento: number;

  /** Sequential number of the order inside its event (from 1, never reused). */
  @Column({ type: 'int' })
  numero: number;

  /** Client linked to the order. */
  @Column({ type: 'int', nullable: true })
  id_cliente: number | null;

  /** Registration date (account time zone). */
  @Column({ type: 'date' })
  datacadastro: string;
}
