import { randomBytes } from 'node:crypto';

import { MigrationInterface, QueryRunner, Table, TableColumn, TableIndex } from 'typeorm';

import { datetime, index, int, pk, varchar } from '../migration-helpers';

/** The only addresses an account may choose for Asaas (production, sandbox). */
const ASAAS_ADDRESSES = ['https://api.asaas.com/v3', 'https://api-sandbox.asaas.com/v3'];

/**
 * Charges issued in phases, with no gateway call inside a transaction: the operation in flight
 * on an entry (`financial_charge_operations`), our own reference of each charge at the gateway
 * (`financial_charges.referencia`), and a return URL of each account's own
 * (`financial_gateway_settings.chave_retorno`, filled for the settings already there). A gateway
 * address an account had set that is neither Asaas production nor sandbox is cleared: the
 * account's charges then go to the service's own address, or are refused without a key of the
 * account.
 */
export class ChargeOperations1764000420000 implements MigrationInterface {
  name = 'ChargeOperations1764000420000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'financial_charge_operations',
        columns: [
          pk(),
          int('account_id'),
          int('entry_id'),
          varchar('operacao', 20),
          varchar('gateway', 20),
          varchar('forma', 20, { isNullable: true }),
          varchar('referencia', 40, { isNullable: true }),
          int('charge_id', { isNullable: true }),
          varchar('claim', 36),
          datetime('locked_until'),
          datetime('created_at'),
        ],
        indices: [
          index('UQ_financial_charge_operations_account_entry', ['account_id', 'entry_id'], true),
          index('UQ_financial_charge_operations_referencia', ['referencia'], true),
        ],
      }),
    );
    await q.addColumn('financial_charges', new TableColumn(varchar('referencia', 40, { isNullable: true })));
    await q.addColumn('financial_gateway_settings', new TableColumn(varchar('chave_retorno', 64, { isNullable: true })));
    await q.createIndex(
      'financial_gateway_settings',
      new TableIndex(index('UQ_financial_gateway_settings_chave_retorno', ['chave_retorno'], true)),
    );
    const rows: { id: number; account_id: number }[] = await q.query(
      `SELECT id, account_id FROM financial_gateway_settings WHERE gateway = 'asaas'`,
    );
    for (const row of rows) {
      await q.query('UPDATE financial_gateway_settings SET chave_retorno = ? WHERE id = ? AND account_id = ?', [
        randomBytes(24).toString('base64url'),
        row.id,
        row.account_id,
      ]);
    }
    await q.query(
      `UPDATE financial_gateway_settings SET base_url = NULL WHERE base_url IS NOT NULL AND base_url NOT IN (?, ?)`,
      ASAAS_ADDRESSES,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropIndex('financial_gateway_settings', 'UQ_financial_gateway_settings_chave_retorno');
    await q.dropColumn('financial_gateway_settings', 'chave_retorno');
    await q.dropColumn('financial_charges', 'referencia');
    await q.dropTable('financial_charge_operations');
  }
}
