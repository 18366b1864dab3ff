import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * How many order items an account holds per event and `tipo`. Written only with the items
 * (same transaction: inserts add, deletes subtract), so the list's `total_data` is a sum of a
 * few of these rows, never a scan of the items.
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

/**
 * How many order items an account holds per `tipo`, in stripes (`stripe` = the event's ID modulo
 * ORDER_ITEM_COUNT_STRIPES), written with `order_item_counts`: the list without a filter or by
 * `tipo` alone sums a few of these rows, however many events the account has.
 */
@Entity('order_item_tipo_counts')
export class OrderItemTipoCount {
  @PrimaryColumn({ type: 'int' })
  account_id: number;

  @PrimaryColumn({ type: 'int' })
  tipo: number;

  @PrimaryColumn({ type: 'int' })
  stripe: number;

  @Column({ type: 'int', default: 0 })
  n: number;
}

/** The stripes of `order_item_tipo_counts` (migration 1763800010200 backfilled them with the same number). */
export const ORDER_ITEM_COUNT_STRIPES = 16;
