import { MigrationInterface, QueryRunner, TableIndex } from 'typeorm';
import { index } from '../migration-helpers';

/**
 * `(account_id, id_evento, numero_pedido)` on `order_items`: the items of one order named
 * `<event_id>-<sequence>` (`pedido`, `idpedido` in that form). With only `(account_id, id_evento)`
 * to estimate from, MariaDB took an event with thousands of items for a large part of the
 * account and, sorted by another field, walked that field's index through the whole account to
 * find an order's few items (tens of seconds under load); with this index it reads the order's
 * items and sorts them.
 */
const INDEX = index('IDX_order_items_account_evento_numero', ['account_id', 'id_evento', 'numero_pedido']);

export class OrderItemsOrderNumberIndex1763800009600 implements MigrationInterface {
  name = 'OrderItemsOrderNumberIndex1763800009600';

  async up(q: QueryRunner): Promise<void> {
    await q.createIndex('order_items', new TableIndex(INDEX));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropIndex('order_items', INDEX.name!);
  }
}
