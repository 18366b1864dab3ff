import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * How many order items an account holds per event, `tipo` and seller, and their `valortotal`
 * summed in cents. Written only with the items (same transaction: inserts add, deletes subtract,
 * edits move the sums), so the list's `total_data` without an order filter is a sum of these rows
 * (a few per event), never a count of the items, and the commissions read each event's sales
 * per seller here instead of its lines.
 */
@Entity('order_item_counts')
export class OrderItemCount {
  @PrimaryColumn({ type: 'int' })
  account_id: number;

  @PrimaryColumn({ type: 'int' })
  id_evento: number;

  @PrimaryColumn({ type: 'int' })
  tipo: number;

  /** The items' seller; 0 for items without one (and for the rows of a version that did not keep sellers). */
  @PrimaryColumn({ type: 'int', default: 0 })
  id_vendedor: number;

  @Column({ type: 'int', default: 0 })
  n: number;

  /** The items' `valortotal` summed, in cents. */
  @Column({ type: 'bigint', default: 0 })
  valor_centavos: string;
}
