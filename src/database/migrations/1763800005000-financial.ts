import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { bool, date, datetime, index, int, money, pk, text, varchar } from '../migration-helpers';

const owned = () => [pk(), int('account_id')];

/** Defaults of the three new lookup lists, also given to the accounts that exist already. */
const LOOKUP_DEFAULTS: [string, string[]][] = [
  ['cards', ['Visa', 'Mastercard', 'Elo', 'American Express', 'Hipercard', 'Maquininha de cartão']],
  ['cost_centers', ['Administrativo', 'Cozinha', 'Eventos', 'Marketing']],
  [
    'financial_categories',
    ['Venda de eventos', 'Sinal de contrato', 'Fornecedores', 'Salários', 'Aluguel', 'Impostos', 'Outras receitas', 'Outras despesas'],
  ],
];

/** Financial entries, their apportionments, charges, history, gateway settings and running totals; three lookup lists. */
export class Financial1763800005000 implements MigrationInterface {
  name = 'Financial1763800005000';

  async up(q: QueryRunner): Promise<void> {
    for (const [name, names] of LOOKUP_DEFAULTS) {
      await q.createTable(
        new Table({
          name,
          columns: [...owned(), varchar('nome', 100), bool('ativo', true)],
          indices: [index(`IDX_${name}_account_nome`, ['account_id', 'nome'])],
        }),
      );
      for (const nome of names) await q.query(`INSERT INTO ${name} (account_id, nome, ativo) SELECT id, ?, 1 FROM accounts ORDER BY id`, [nome]);
    }
    await q.createTable(
      new Table({
        name: 'financial_entries',
        columns: [
          ...owned(),
          varchar('tipo', 10),
          varchar('descricao', 255),
          money('valor'),
          date('data_vencimento'),
          date('datapagamento', { isNullable: true }),
          bool('pago', false),
          money('valorpago', { isNullable: true }),
          varchar('forma_pagamento', 20),
          int('idcartao', { isNullable: true }),
          int('idevento', { isNullable: true }),
          int('id_cliente', { isNullable: true }),
          int('id_categoria', { isNullable: true }),
          text('observacoes', { isNullable: true }),
          int('idparcelamento', { isNullable: true }),
          int('numeroparcela', { isNullable: true }),
          int('totalparcelas', { isNullable: true }),
          date('datacompetencia'),
          money('juros', { default: 0 }),
          money('multa', { default: 0 }),
          money('desconto', { default: 0 }),
          int('idcobranca', { isNullable: true }),
          date('datacadastro'),
          datetime('datahoraupdate'),
        ],
        indices: [
          index('IDX_financial_entries_account_vencimento', ['account_id', 'data_vencimento']),
          index('IDX_financial_entries_account_pago_vencimento', ['account_id', 'pago', 'data_vencimento']),
          index('IDX_financial_entries_account_tipo', ['account_id', 'tipo', 'pago', 'data_vencimento']),
          index('IDX_financial_entries_account_pagamento', ['account_id', 'datapagamento']),
          index('IDX_financial_entries_account_evento', ['account_id', 'idevento']),
          index('IDX_financial_entries_account_cliente', ['account_id', 'id_cliente']),
          index('IDX_financial_entries_account_categoria', ['account_id', 'id_categoria']),
          index('IDX_financial_entries_account_parcelamento', ['account_id', 'idparcelamento', 'numeroparcela']),
        ],
      }),
    );
    await q.createTable(
      new Table({
        name: 'financial_apportionments',
        columns: [...owned(), int('entry_id'), int('id_centro_custo'), { name: 'percentual', type: 'decimal', precision: 5, scale: 2 }],
        indices: [index('IDX_financial_apportionments_account_entry', ['account_id', 'entry_id'])],
      }),
    );
    await q.createTable(
      new Table({
        name: 'financial_charges',
        columns: [
          ...owned(),
          int('entry_id'),
          varchar('gateway', 20),
          varchar('forma', 20),
          varchar('status', 20),
          varchar('id_externo', 100),
          varchar('link', 500, { isNullable: true }),
          varchar('linha_digitavel', 100, { isNullable: true }),
          text('pix_copia_e_cola', { isNullable: true }),
          money('valor'),
          date('data_vencimento'),
          datetime('created_at'),
        ],
        indices: [
          index('IDX_financial_charges_account_entry', ['account_id', 'entry_id']),
          index('IDX_financial_charges_gateway_ref', ['gateway', 'id_externo']),
        ],
      }),
    );
    await q.createTable(
      new Table({
        name: 'financial_gateway_events',
        columns: [...owned(), varchar('gateway', 20), varchar('event_id', 150), int('charge_id'), datetime('created_at')],
        indices: [index('UQ_financial_gateway_events_event', ['account_id', 'gateway', 'event_id'], true)],
      }),
    );
    await q.createTable(
      new Table({
        name: 'financial_history',
        columns: [
          ...owned(),
          int('entry_id'),
          varchar('acao', 30),
          varchar('escopo', 10, { isNullable: true }),
          int('id_token', { isNullable: true }),
          varchar('autor', 100),
          { name: 'alteracoes', type: 'json' },
          datetime('created_at'),
        ],
        indices: [index('IDX_financial_history_account_entry', ['account_id', 'entry_id', 'id'])],
      }),
    );
    await q.createTable(
      new Table({
        name: 'financial_gateway_settings',
        columns: [
          ...owned(),
          varchar('gateway', 20),
          bool('padrao', false),
          varchar('api_key', 300, { isNullable: true }),
          varchar('base_url', 300, { isNullable: true }),
          varchar('webhook_token', 300, { isNullable: true }),
          datetime('updated_at'),
        ],
        indices: [index('UQ_financial_gateway_settings_account_gateway', ['account_id', 'gateway'], true)],
      }),
    );
    await q.createTable(
      new Table({
        name: 'financial_totals',
        columns: [
          pk(),
          int('account_id'),
          varchar('tipo', 10),
          { name: 'pago', type: 'boolean' },
          date('data_vencimento'),
          { name: 'total', type: 'decimal', precision: 16, scale: 2 },
          int('quantidade'),
        ],
        indices: [index('UQ_financial_totals_key', ['account_id', 'tipo', 'pago', 'data_vencimento'], true)],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    for (const name of [
      'financial_totals',
      'financial_gateway_settings',
      'financial_history',
      'financial_gateway_events',
      'financial_charges',
      'financial_apportionments',
      'financial_entries',
      'financial_categories',
      'cost_centers',
      'cards',
    ]) {
      await q.dropTable(name);
    }
  }
}
