import { MigrationInterface, QueryRunner, Table, TableColumn } from 'typeorm';

import { bool, int, varchar } from '../migration-helpers';

/**
 * Reports: the entries summed per competence month, type, category and paid state
 * (`financial_month_totals`, filled from the entries already there) for the income statement of a
 * period, and each seller's commission percentage (`sellers.comissao_percentual`, 0 until set).
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
    await q.addColumn('sellers', new TableColumn({ name: 'comissao_percentual', type: 'decimal', precision: 5, scale: 2, default: 0 }));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropColumn('sellers', 'comissao_percentual');
    await q.dropTable('financial_month_totals');
  }
}
