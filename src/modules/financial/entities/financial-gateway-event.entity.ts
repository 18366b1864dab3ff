import { Column, Entity, Index } from 'typeorm';

import { AccountOwned } from '../../../database/account-owned';

/**
 * A return already applied to a charge (or ignored by it): its event ID is the idempotency key
 * of the gateway's returns (the gateway's event ID) and of manual returns (the caller's
 * reference), scoped to the one charge it concerns, never to the account.
 */
@Entity('financial_gateway_events')
@Index('UQ_financial_gateway_events_charge_event', ['account_id', 'charge_id', 'event_id'], { unique: true })
export class FinancialGatewayEvent extends AccountOwned {
  @Column({ type: 'varchar', length: 20 })
  gateway: string;

  @Column({ type: 'varchar', length: 150 })
  event_id: string;

  @Column({ type: 'int' })
  charge_id: number;

  @Column({ type: 'datetime' })
  created_at: Date;
}
