import { Column, Entity, PrimaryColumn } from 'typeorm';

import { QUANTITY } from '../../../common/decimal';

/**
 * The units of an equipment an event reserves on one day: one row per day of the event
 * (`data_evento` to `data_fim`) while it is not cancelled. The primary key leads with the
 * account, the equipment and the day, so availability over a period reads that period only
 * (a range of the key), and the day totals a write checks are a range too.
 */
@Entity('equipment_reservations')
export class EquipmentReservation {
  @PrimaryColumn({ type: 'int' })
  account_id: number;

  @PrimaryColumn({ type: 'int' })
  id_equipamento: number;

  @PrimaryColumn({ type: 'date' })
  dia: string;

  @PrimaryColumn({ type: 'int' })
  id_evento: number;

  @Column(QUANTITY)
  quantidade: number;
}
