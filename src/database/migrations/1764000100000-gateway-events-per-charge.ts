import { MigrationInterface, QueryRunner, TableIndex } from 'typeorm';

import { index } from '../migration-helpers';

const TABLE = 'financial_gateway_events';
/** Before: one event ID per gateway in the whole account, so a manual return's reference used on one charge was taken for a repeat on every other charge. */
const ACCOUNT_WIDE = index('UQ_financial_gateway_events_event', ['account_id', 'gateway', 'event_id'], true);
/** After: a return is a repeat only on the charge it was applied to (a gateway event names one payment, so one charge). */
const PER_CHARGE = index('UQ_financial_gateway_events_charge_event', ['account_id', 'charge_id', 'event_id'], true);

export class GatewayEventsPerCharge1764000100000 implements MigrationInterface {
  name = 'GatewayEventsPerCharge1764000100000';

  async up(q: QueryRunner): Promise<void> {
    await q.createIndex(TABLE, new TableIndex(PER_CHARGE));
    await q.dropIndex(TABLE, ACCOUNT_WIDE.name!);
  }

  async down(q: QueryRunner): Promise<void> {
    // Rows that only the per-charge key allowed (one reference on two charges) keep the first.
    await q.query(
      `DELETE FROM ${TABLE} WHERE id IN (SELECT id FROM (SELECT later.id FROM ${TABLE} later JOIN ${TABLE} earlier ` +
        `ON earlier.account_id = later.account_id AND earlier.gateway = later.gateway AND earlier.event_id = later.event_id AND earlier.id < later.id) doomed)`,
    );
    await q.createIndex(TABLE, new TableIndex(ACCOUNT_WIDE));
    await q.dropIndex(TABLE, PER_CHARGE.name!);
  }
}
