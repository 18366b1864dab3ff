import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

import { QUANTITY } from '../../../common/decimal';

/**
 * How many units of an equipment an event's orders hold (the sum of the `quantidade` of its
 * tipo 7 order items), and the period they are reserved for: the event's days, `inicio` to `fim`,
 * while it is not cancelled (both null when it reserves nothing). One row per event and equipment,
 * however long the event: a write stores rows bounded by its items. Written only with the order
 * items and events that cause it (same transaction), through EquipmentReservations. The index
 * leads with the account and the equipment, then the period's end, so the periods that overlap a
 * range of days are a range of it.
 */
@Entity('equipment_holdings')
@Index('IDX_equipment_holdings_period', ['account_id', 'id_equipamento', 'fim'])
export class EquipmentHolding {
  @PrimaryColumn({ type: 'int' })
  account_id: number;

  @PrimaryColumn({ type: 'int' })
  id_evento: number;

  @PrimaryColumn({ type: 'int' })
  id_equipamento: number;

  @Column(QUANTITY)
  quantidade: number;

  @Column({ type: 'date', nullable: true })
  inicio: string | null;

  @Column({ type: 'date', nullable: true })
  fim: string | null;
}
