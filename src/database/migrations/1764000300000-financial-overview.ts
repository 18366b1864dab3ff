import { MigrationInterface, QueryRunner, Table, TableIndex } from 'typeorm';

import { bool, date, index, int, varchar } from '../migration-helpers';

const ENTRIES = 'financial_entries';
const TIPO_WITH_AMOUNTS = index('IDX_financial_entries_account_tipo', [
  'account_id',
  'tipo',
  'pago',
  'data_vencimento',
  'valor',
  'valorpago',
]);
const TIPO = index('IDX_financial_entries_account_tipo', ['account_id', 'tipo', 'pago', 'data_vencimento']);
const DESCRICAO = index('IDX_financial_entries_account_descricao', [
  'account_id',
  'descricao',
  'id',
  'datacompetencia',
  'datacadastro',
  'datahoraupdate',
  'numeroparcela',
  'valor',
  'tipo',
  'pago',
  'data_vencimento',
  'forma_pagamento',
]);

/**
 * The overview of a large account without reading all its entries: the entries summed per
 * account, type, paid state, payment form and due date (`financial_entry_totals`, filled from the entries
 * already there) for its totals, so the type index no longer carries the amounts; and an index by
 * description that also holds the columns other sorts and the common filters read.
 */
export class FinancialOverview1764000300000 implements MigrationInterface {
  name = 'FinancialOverview1764000300000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'financial_entry_totals',
        columns: [
          int('account_id', { isPrimary: true }),
          varchar('tipo', 10, { isPrimary: true }),
          { ...bool('pago', false), isPrimary: true, default: undefined },
          varchar('forma_pagamento', 20, { isPrimary: true }),
          date('data_vencimento', { isPrimary: true }),
          int('quantidade', { default: 0 }),
          { name: 'valor_centavos', type: 'bigint', default: 0 },
          { name: 'pago_centavos', type: 'bigint', default: 0 },
        ],
      }),
    );
    await q.query(
      'INSERT INTO financial_entry_totals (account_id, tipo, pago, forma_pagamento, data_vencimento, quantidade, valor_centavos, pago_centavos) ' +
        'SELECT account_id, tipo, pago, forma_pagamento, data_vencimento, COUNT(*), SUM(ROUND(valor * 100)), SUM(ROUND(COALESCE(valorpago, valor) * 100)) ' +
        'FROM financial_entries GROUP BY account_id, tipo, pago, forma_pagamento, data_vencimento',
    );
    await q.dropIndex(ENTRIES, TIPO.name!);
    await q.createIndex(ENTRIES, new TableIndex(TIPO));
    await q.createIndex(ENTRIES, new TableIndex(DESCRICAO));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropIndex(ENTRIES, DESCRICAO.name!);
    await q.dropIndex(ENTRIES, TIPO.name!);
    await q.createIndex(ENTRIES, new TableIndex(TIPO_WITH_AMOUNTS));
    await q.dropTable('financial_entry_totals');
  }
}
