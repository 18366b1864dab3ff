import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { bool, date, index, int, money, pk, text, varchar } from '../migration-helpers';

const owned = () => [pk(), int('account_id')];

/** Lookup lists, catalogue, clients, events, guests and the notification outbox. */
export class ReferenceData1763800001000 implements MigrationInterface {
  name = 'ReferenceData1763800001000';

  async up(q: QueryRunner): Promise<void> {
    for (const name of ['how_met', 'event_types']) {
      await q.createTable(
        new Table({
          name,
          columns: [...owned(), varchar('nome', 100), bool('ativo', true)],
          indices: [index(`IDX_${name}_account_nome`, ['account_id', 'nome'])],
        }),
      );
    }
    await q.createTable(
      new Table({
        name: 'sellers',
        columns: [
          ...owned(),
          varchar('nome', 150),
          varchar('email', 150, { isNullable: true }),
          varchar('telefone', 20, { isNullable: true }),
          bool('ativo', true),
        ],
        indices: [index('IDX_sellers_account_nome', ['account_id', 'nome'])],
      }),
    );
    await q.createTable(
      new Table({
        name: 'event_locations',
        columns: [
          ...owned(),
          varchar('nome', 150),
          varchar('endereco', 200, { isNullable: true }),
          varchar('numero', 20, { isNullable: true }),
          varchar('bairro', 100, { isNullable: true }),
          varchar('cidade', 100, { isNullable: true }),
          varchar('uf', 2, { isNullable: true }),
          varchar('cep', 8, { isNullable: true }),
          int('capacidade', { isNullable: true }),
          bool('ativo', true),
        ],
        indices: [index('IDX_event_locations_account_nome', ['account_id', 'nome'])],
      }),
    );
    await q.createTable(
      new Table({
        name: 'products',
        columns: [
          ...owned(),
          varchar('nome', 150),
          text('descricao', { isNullable: true }),
          money('valor'),
          money('valorcusto', { default: 0 }),
          varchar('medida', 10, { isNullable: true }),
          date('datacadastro'),
        ],
        indices: [
          index('IDX_products_account_nome', ['account_id', 'nome']),
          index('IDX_products_account_valor', ['account_id', 'valor']),
        ],
      }),
    );
    await q.createTable(
      new Table({
        name: 'equipment',
        columns: [
          ...owned(),
          varchar('nome', 150),
          text('descricao', { isNullable: true }),
          money('valor'),
          money('valorcusto', { default: 0 }),
          varchar('medida', 10, { isNullable: true }),
          int('estoque', { default: 0 }),
          date('datacadastro'),
        ],
        indices: [index('IDX_equipment_account_nome', ['account_id', 'nome'])],
      }),
    );
    await q.createTable(
      new Table({
        name: 'clients',
        columns: [
          ...owned(),
          varchar('nome', 150),
          varchar('tipo_pessoa', 1, { isNullable: true }),
          varchar('documento', 14, { isNullable: true }),
          varchar('email', 150, { isNullable: true }),
          varchar('telefone', 20, { isNullable: true }),
          varchar('cep', 8, { isNullable: true }),
          varchar('endereco', 200, { isNullable: true }),
          varchar('numero', 20, { isNullable: true }),
          varchar('complemento', 100, { isNullable: true }),
          varchar('bairro', 100, { isNullable: true }),
          varchar('cidade', 100, { isNullable: true }),
          varchar('uf', 2, { isNullable: true }),
          int('id_como_conheceu', { isNullable: true }),
          text('observacoes', { isNullable: true }),
          date('datacadastro'),
        ],
        indices: [
          index('UQ_clients_account_documento', ['account_id', 'documento'], true),
          index('IDX_clients_account_nome', ['account_id', 'nome']),
          index('IDX_clients_account_email', ['account_id', 'email']),
          index('IDX_clients_account_telefone', ['account_id', 'telefone']),
          index('IDX_clients_account_datacadastro', ['account_id', 'datacadastro']),
        ],
      }),
    );
    await q.createTable(
      new Table({
        name: 'events',
        columns: [
          ...owned(),
          varchar('nome', 150),
          date('data_evento'),
          date('data_fim', { isNullable: true }),
          varchar('hora_inicio', 5, { isNullable: true }),
          varchar('hora_fim', 5, { isNullable: true }),
          int('id_cliente', { isNullable: true }),
          int('id_tipo_evento', { isNullable: true }),
          int('id_local', { isNullable: true }),
          int('id_vendedor', { isNullable: true }),
          int('id_como_conheceu', { isNullable: true }),
          int('numero_convidados', { isNullable: true }),
          varchar('status', 20, { default: "'PREVISTO'" }),
          text('observacoes', { isNullable: true }),
          date('datacadastro'),
          int('ultimo_pedido', { default: 0 }),
        ],
        indices: [
          index('IDX_events_account_data', ['account_id', 'data_evento']),
          index('IDX_events_account_cliente', ['account_id', 'id_cliente']),
          index('IDX_events_account_status', ['account_id', 'status']),
          index('IDX_events_account_nome', ['account_id', 'nome']),
        ],
      }),
    );
    await q.createTable(
      new Table({
        name: 'guests',
        columns: [
          ...owned(),
          int('id_evento'),
          varchar('nome', 100),
          varchar('sobrenome', 100, { isNullable: true }),
          varchar('email', 150, { isNullable: true }),
          varchar('telefone', 20, { isNullable: true }),
          varchar('presenca', 10, { default: "'PENDENTE'" }),
          date('datacadastro'),
        ],
        indices: [
          index('IDX_guests_account_evento_presenca', ['account_id', 'id_evento', 'presenca']),
          index('IDX_guests_account_nome', ['account_id', 'nome']),
        ],
      }),
    );
    await q.createTable(
      new Table({
        name: 'notifications',
        columns: [pk(), int('account_id'), varchar('event', 50), { name: 'payload', type: 'json' }, { name: 'created_at', type: 'datetime', default: 'CURRENT_TIMESTAMP' }],
        indices: [index('IDX_notifications_account_event', ['account_id', 'event'])],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    for (const name of ['notifications', 'guests', 'events', 'clients', 'equipment', 'products', 'event_locations', 'sellers', 'event_types', 'how_met']) {
      await q.dropTable(name);
    }
  }
}
