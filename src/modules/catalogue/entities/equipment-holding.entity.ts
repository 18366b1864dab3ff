import { Column, Entity, PrimaryColumn } from 'typeorm';

import { QUANTITY } from '../../../common/decimal';

/**
 * How many units of an equipment an event's orders hold (the sum of the `quantidade` of its
 * tipo 7 order items), whatever the event's dates and status: what its per-day reservations are
 * made from when the event moves or comes back from cancelled. Written only with the order items
 * and events that cause it (same transaction), through EquipmentReservations.
 */
@Entity('equipment_holdings')
export class EquipmentHolding {
  @PrimaryColumn({ type: 'int' })
  account_id: number;

  @PrimaryColumn({ type: 'int' })
  id_evento: number;

  @PrimaryColumn({ type: 'int' })
  id_equipamento: number;

  @Column(QUANTITY)
  quantidade: number;
}
