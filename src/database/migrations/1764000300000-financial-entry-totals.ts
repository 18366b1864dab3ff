import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { bool, date, int, varchar } from '../migration-helpers';

/**
 * The entries summed per account, type, paid state and due date (`financial_entry_totals`), filled
 * from the entries already there, so that the overview of a large account adds up a few rows per
 * due day instead of reading all its entries.
 */
export class FinancialEntryTotals1764000300000 implements MigrationInterface {
  name = 'FinancialEntryTotals1764000300000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'financial_entry_totals',
        columns: [
          int('account_id', { isPrimary: true }),
          varchar('tipo', 10, { isPrimary: true }),
          { ...bool('pago', false), isPrimary: true, default: undefined },
          date('data_vencimento', { isPrimary: true }),
          int('quantidade', { default: 0 }),
          { name: 'valor_centavos', type: 'bigint', default: 0 },
          { name: 'pago_centavos', type: 'bigint', default: 0 },
        ],
      }),
    );
    await q.query(
      'INSERT INTO financial_entry_totals (account_id, tipo, pago, data_vencimento, quantidade, valor_centavos, pago_centavos) ' +
        'SELECT account_id, tipo, pago, data_vencimento, COUNT(*), SUM(ROUND(valor * 100)), SUM(ROUND(COALESCE(valorpago, valor) * 100)) ' +
        'FROM financial_entries GROUP BY account_id, tipo, pago, data_vencimento',
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('financial_entry_totals');
  }
}
