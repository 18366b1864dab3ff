import { MigrationInterface, QueryRunner, Table, TableIndex } from 'typeorm';
import { index, int } from '../migration-helpers';

/**
 * Lists at a million rows:
 * - `order_item_counts`: the number of order items per account, event and `tipo`, kept by the
 *   writes in the same transaction as the items, so `total_data` is a sum of a few rows instead
 *   of a scan; backfilled here from the items already stored.
 * - `(account_id, tipo, X)` on order items for each sort field X: with `tipo` (half the items)
 *   the list walks one index in order instead of sorting half a million rows or scanning the
 *   sort index for rows of the other type; `(account_id, id_evento, tipo)` for an event's items by tipo.
 */
export const TIPO_SORT_INDEXES = [
  index('IDX_order_items_account_tipo_pedido', ['account_id', 'tipo', 'idpedido']),
  index('IDX_order_items_account_tipo_evento', ['account_id', 'tipo', 'id_evento']),
  index('IDX_order_items_account_tipo_numero', ['account_id', 'tipo', 'numero_pedido']),
  index('IDX_order_items_account_tipo_produto', ['account_id', 'tipo', 'id_produto']),
  index('IDX_order_items_account_tipo_nome', ['account_id', 'tipo', 'nome']),
  index('IDX_order_items_account_tipo_ordem', ['account_id', 'tipo', 'ordem']),
  index('IDX_order_items_account_tipo_quantidade', ['account_id', 'tipo', 'quantidade']),
  index('IDX_order_items_account_tipo_valor', ['account_id', 'tipo', 'valor']),
  index('IDX_order_items_account_tipo_valorvenda', ['account_id', 'tipo', 'valorvenda']),
  index('IDX_order_items_account_tipo_valortotal', ['account_id', 'tipo', 'valortotal']),
  index('IDX_order_items_account_tipo_datacadastro', ['account_id', 'tipo', 'datacadastro']),
  // An event's items by tipo: otherwise the (account_id, tipo, id_evento) index wins and is scanned whole.
  index('IDX_order_items_account_evento_tipo', ['account_id', 'id_evento', 'tipo']),
];

export class ListCounts1763800007000 implements MigrationInterface {
  name = 'ListCounts1763800007000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'order_item_counts',
        columns: [
          int('account_id', { isPrimary: true }),
          int('id_evento', { isPrimary: true }),
          int('tipo', { isPrimary: true }),
          int('n', { default: 0 }),
        ],
      }),
    );
    await q.query(
      'INSERT INTO order_item_counts (account_id, id_evento, tipo, n) ' +
        'SELECT account_id, id_evento, tipo, COUNT(*) FROM order_items GROUP BY account_id, id_evento, tipo',
    );
    if (q.connection.driver.options.type === 'better-sqlite3') {
      for (const options of TIPO_SORT_INDEXES) await q.createIndex('order_items', new TableIndex(options));
    } else {
      // One ALTER: InnoDB reads the table once for all the new indexes, without blocking writes.
      const adds = TIPO_SORT_INDEXES.map((i) => `ADD INDEX \`${i.name}\` (${i.columnNames.map((c) => `\`${c}\``).join(', ')})`);
      await q.query(`ALTER TABLE \`order_items\` ${adds.join(', ')}`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const options of [...TIPO_SORT_INDEXES].reverse()) await q.dropIndex('order_items', options.name!);
    await q.dropTable('order_item_counts');
  }
}
