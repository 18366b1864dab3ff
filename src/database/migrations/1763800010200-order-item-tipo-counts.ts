import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { int } from '../migration-helpers';

/**
 * `order_item_tipo_counts`: the number of order items per account and `tipo`, kept in 16 stripes
 * (the event's ID modulo 16), by the same writes and in the same transaction as
 * `order_item_counts`. The list without a filter, or with `tipo` alone, sums at most 16 rows
 * per `tipo` instead of one row per event and `tipo` of the account (thousands). Stripes rather
 * than one row per `tipo`: orders created at once in different events then rarely wait for
 * each other on one counter row. Backfilled from `order_item_counts`.
 */
export class OrderItemTipoCounts1763800010200 implements MigrationInterface {
  name = 'OrderItemTipoCounts1763800010200';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'order_item_tipo_counts',
        columns: [int('account_id', { isPrimary: true }), int('tipo', { isPrimary: true }), int('stripe', { isPrimary: true }), int('n', { default: 0 })],
      }),
    );
    await q.query(
      'INSERT INTO order_item_tipo_counts (account_id, tipo, stripe, n) ' +
        'SELECT account_id, tipo, id_evento % 16, SUM(n) FROM order_item_counts GROUP BY account_id, tipo, id_evento % 16',
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('order_item_tipo_counts');
  }
}
