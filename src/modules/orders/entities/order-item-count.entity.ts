import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * How many order items an account holds per event and `tipo`. Written only with the items
 * (same transaction: inserts add, deletes subtract), so the list's `total_data` without an order
 * filter is a sum of these rows (one per event and `tipo`), never a count of the items.
 */
@Entity('order_item_counts')
export class OrderItemCount {
  @PrimaryColumn({ type: 'int' })
  account_id: number;

  @PrimaryColumn({ type: 'int' })
  id_evento: number;

  @PrimaryColumn({ type: 'int' })
  tipo: number;

  @Column({ type: 'int', default: 0 })
  n: number;
}
