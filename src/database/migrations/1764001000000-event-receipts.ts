import { MigrationInterface, QueryRunner, Table } from 'typeorm';

import { int, varchar } from '../migration-helpers';

/**
 * The paid receipts of each event summed per payment month (`financial_event_receipts`, filled
 * from the entries already there), for the commissions on receipts of a period.
 */
export class EventReceipts1764001000000 implements MigrationInterface {
  name = 'EventReceipts1764001000000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'financial_event_receipts',
        columns: [
          int('account_id', { isPrimary: true }),
          varchar('mes_pagamento', 7, { isPrimary: true }),
          int('idevento', { isPrimary: true }),
          int('quantidade', { default: 0 }),
          { name: 'valor_centavos', type: 'bigint', default: 0 },
          { name: 'pago_centavos', type: 'bigint', default: 0 },
        ],
      }),
    );
    await q.query(
      'INSERT INTO financial_event_receipts (account_id, mes_pagamento, idevento, quantidade, valor_centavos, pago_centavos) ' +
        'SELECT account_id, SUBSTR(datapagamento, 1, 7), idevento, COUNT(*), SUM(ROUND(valor * 100)), SUM(ROUND(COALESCE(valorpago, valor) * 100)) ' +
        "FROM financial_entries WHERE tipo = 'receita' AND pago = 1 AND idevento IS NOT NULL AND datapagamento IS NOT NULL " +
        'GROUP BY account_id, SUBSTR(datapagamento, 1, 7), idevento',
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('financial_event_receipts');
  }
}
