import { MigrationInterface, QueryRunner, Table, TableColumn } from 'typeorm';

import { bool, int, varchar } from '../migration-helpers';

/**
 * Reports: the entries summed per competence month, type, category and paid state
 * (`financial_month_totals`, filled from the entries already there) for the income statement of a
 * period; the order items' counters kept per seller too, with their sales in cents
 * (`order_item_counts` made again with `id_vendedor` in its key and `valor_centavos`, from the
 * items), for the commissions; and each seller's commission percentage
 * (`sellers.comissao_percentual`, 0 until set).
 */
export class Reports1764000900000 implements MigrationInterface {
  name = 'Reports1764000900000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'financial_month_totals',
        columns: [
          int('account_id', { isPrimary: true }),
          varchar('competencia', 7, { isPrimary: true }),
          varchar('tipo', 10, { isPrimary: true }),
          int('id_categoria', { isPrimary: true }),
          { ...bool('pago', false), isPrimary: true, default: undefined },
          int('quantidade', { default: 0 }),
          { name: 'valor_centavos', type: 'bigint', default: 0 },
          { name: 'pago_centavos', type: 'bigint', default: 0 },
        ],
      }),
    );
    await q.query(
      'INSERT INTO financial_month_totals (account_id, competencia, tipo, id_categoria, pago, quantidade, valor_centavos, pago_centavos) ' +
        'SELECT account_id, SUBSTR(datacompetencia, 1, 7), tipo, COALESCE(id_categoria, 0), pago, COUNT(*), SUM(ROUND(valor * 100)), SUM(ROUND(COALESCE(valorpago, valor) * 100)) ' +
        'FROM financial_entries GROUP BY account_id, SUBSTR(datacompetencia, 1, 7), tipo, COALESCE(id_categoria, 0), pago',
    );
    await rebuildCounts(q, true);
    await q.addColumn('sellers', new TableColumn({ name: 'comissao_percentual', type: 'decimal', precision: 5, scale: 2, default: 0 }));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropColumn('sellers', 'comissao_percentual');
    await rebuildCounts(q, false);
    await q.dropTable('financial_month_totals');
  }
}

/**
 * Makes `order_item_counts` again from the items: per event, `tipo` and seller with the sales
 * (`bySeller`), or per event and `tipo` alone (`down`). A new table filled, the old one dropped, the
 * new one renamed: the same steps on every engine (a primary key cannot be altered in SQLite).
 */
async function rebuildCounts(q: QueryRunner, bySeller: boolean): Promise<void> {
  await q.createTable(
    new Table({
      name: 'order_item_counts_next',
      columns: [
        int('account_id', { isPrimary: true }),
        int('id_evento', { isPrimary: true }),
        int('tipo', { isPrimary: true }),
        ...(bySeller ? [int('id_vendedor', { isPrimary: true, default: 0 })] : []),
        int('n', { default: 0 }),
        ...(bySeller ? [{ name: 'valor_centavos', type: 'bigint', default: 0 }] : []),
      ],
    }),
  );
  await q.query(
    bySeller
      ? 'INSERT INTO order_item_counts_next (account_id, id_evento, tipo, id_vendedor, n, valor_centavos) ' +
          'SELECT account_id, id_evento, tipo, COALESCE(id_vendedor, 0), COUNT(*), SUM(ROUND(valortotal * 100)) FROM order_items ' +
          'GROUP BY account_id, id_evento, tipo, COALESCE(id_vendedor, 0)'
      : 'INSERT INTO order_item_counts_next (account_id, id_evento, tipo, n) SELECT account_id, id_evento, tipo, COUNT(*) FROM order_items GROUP BY account_id, id_evento, tipo',
  );
  await q.dropTable('order_item_counts');
  await q.renameTable('order_item_counts_next', 'order_item_counts');
}
