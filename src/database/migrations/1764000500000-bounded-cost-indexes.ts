import { MigrationInterface, QueryRunner, TableIndex } from 'typeorm';

import { index } from '../migration-helpers';

// The index by description that also held the columns of the sorts no index ordered, as
// 1764000300000-financial-overview.ts made it (a migration keeps its own copy).
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
const COMPETENCIA = index('IDX_financial_entries_account_competencia', ['account_id', 'datacompetencia']);
const ITEMS_DATACADASTRO = index('IDX_order_items_account_datacadastro', ['account_id', 'datacadastro']);

/**
 * Bounded cost: a list's sort is index-ordered or needs a filter that narrows the list. The
 * entries' wide index by description made the sorts no index ordered cheaper, still a sort of all
 * the account's entries; those sorts now need a narrowing filter, and its place in the index
 * budget (12 on `financial_entries`) goes to the competence date, which ME Eventos' integrations
 * sort by without a filter. The order items get their 8th index, by registration date (the items
 * registered since a date, for sync).
 */
export class BoundedCostIndexes1764000500000 implements MigrationInterface {
  name = 'BoundedCostIndexes1764000500000';

  async up(q: QueryRunner): Promise<void> {
    await q.createIndex('financial_entries', new TableIndex(COMPETENCIA));
    await q.dropIndex('financial_entries', DESCRICAO.name!);
    await q.createIndex('order_items', new TableIndex(ITEMS_DATACADASTRO));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropIndex('order_items', ITEMS_DATACADASTRO.name!);
    await q.createIndex('financial_entries', new TableIndex(DESCRICAO));
    await q.dropIndex('financial_entries', COMPETENCIA.name!);
  }
}
