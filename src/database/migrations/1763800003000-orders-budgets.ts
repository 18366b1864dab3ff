import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { date, index, int, money, pk, qty, text, varchar } from '../migration-helpers';

const owned = () => [pk(), int('account_id')];

/** Orders and their items; budgets, their proposals and items. In step with the entities. */
export class OrdersBudgets1763800003000 implements MigrationInterface {
  name = 'OrdersBudgets1763800003000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'orders',
        columns: [...owned(), int('id_evento'), int('numero'), int('id_cliente', { isNullable: true }), date('datacadastro')],
        indices: [
          index('UQ_orders_evento_numero', ['id_evento', 'numero'], true),
          index('IDX_orders_account_evento', ['account_id', 'id_evento']),
        ],
      }),
    );
    await q.createTable(
      new Table({
        name: 'order_items',
        columns: [
          ...owned(),
          int('idpedido'),
          int('id_evento'),
          int('numero_pedido'),
          int('id_produto'),
          varchar('nome', 150),
          text('descricao', { isNullable: true }),
          qty('quantidade'),
          qty('ndias'),
          money('valor'),
          money('valorvenda'),
          money('valororiginal'),
          money('valordesconto', { default: 0 }),
          money('valoradd', { default: 0 }),
          money('valorcusto', { default: 0 }),
          money('valortotal'),
          int('tipo'),
          int('ordem'),
          date('datacadastro'),
          int('id_vendedor', { isNullable: true }),
          int('id_cliente', { isNullable: true }),
        ],
        indices: [
          index('IDX_order_items_account', ['account_id']),
          index('IDX_order_items_account_evento', ['account_id', 'id_evento']),
          index('IDX_order_items_account_pedido', ['account_id', 'idpedido']),
          index('IDX_order_items_account_numero', ['account_id', 'numero_pedido']),
          index('IDX_order_items_account_tipo', ['account_id', 'tipo']),
          index('IDX_order_items_account_produto', ['account_id', 'id_produto']),
          index('IDX_order_items_account_nome', ['account_id', 'nome']),
          index('IDX_order_items_account_ordem', ['account_id', 'ordem']),
          index('IDX_order_items_account_quantidade', ['account_id', 'quantidade']),
          index('IDX_order_items_account_valor', ['account_id', 'valor']),
          index('IDX_order_items_account_valorvenda', ['account_id', 'valorvenda']),
          index('IDX_order_items_account_valortotal', ['account_id', 'valortotal']),
          index('IDX_order_items_account_datacadastro', ['account_id', 'datacadastro']),
        ],
      }),
    );
    await q.createTable(
      new Table({
        name: 'budgets',
        columns: [
          ...owned(),
          int('id_cliente', { isNullable: true }),
          int('idevento', { isNullable: true }),
          varchar('token', 64),
          varchar('status', 20, { default: "'ABERTO'" }),
          money('valorinicial', { default: 0 }),
          date('lastFollowUp', { isNullable: true }),
          text('observacoes', { isNullable: true }),
          int('proposta_atual', { default: 1 }),
          date('datacadastro'),
        ],
        indices: [
          index('UQ_budgets_token', ['token'], true),
          index('IDX_budgets_account_cliente', ['account_id', 'id_cliente']),
          index('IDX_budgets_account_evento', ['account_id', 'idevento']),
          index('IDX_budgets_account_status', ['account_id', 'status']),
          index('IDX_budgets_account_datacadastro', ['account_id', 'datacadastro']),
          index('IDX_budgets_account_valorinicial', ['account_id', 'valorinicial']),
          index('IDX_budgets_account_followup', ['account_id', 'lastFollowUp']),
        ],
      }),
    );
    await q.createTable(
      new Table({
        name: 'budget_proposals',
        columns: [...owned(), int('idorcamento'), int('sequencia'), date('datacadastro')],
        indices: [
          index('UQ_budget_proposals_budget_seq', ['idorcamento', 'sequencia'], true),
          index('IDX_budget_proposals_account_budget', ['account_id', 'idorcamento']),
        ],
      }),
    );
    await q.createTable(
      new Table({
        name: 'budget_items',
        columns: [
          ...owned(),
          int('idorcamento'),
          int('idproposta'),
          int('idproduto'),
          int('idevento', { default: 0 }),
          qty('quantidade'),
          money('desconto', { default: 0 }),
          varchar('tipocalculo', 5, { default: "'R$'" }),
          money('valor'),
          money('valorepoca'),
          money('valoradd', { default: 0 }),
          varchar('tipo', 10),
          varchar('campoextra', 255, { isNullable: true }),
          text('descricao', { isNullable: true }),
          int('ordem'),
          qty('ndias'),
          varchar('formato', 50, { isNullable: true }),
          date('datacadastro'),
          varchar('nome_produto', 150),
          varchar('medida', 10, { isNullable: true }),
        ],
        indices: [
          index('IDX_budget_items_account_budget_proposal_ordem', ['account_id', 'idorcamento', 'idproposta', 'ordem']),
          index('IDX_budget_items_account_proposal', ['account_id', 'idproposta']),
          index('IDX_budget_items_account_budget_produto', ['account_id', 'idorcamento', 'idproduto']),
        ],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    for (const name of ['budget_items', 'budget_proposals', 'budgets', 'order_items', 'orders']) await q.dropTable(name);
  }
}
