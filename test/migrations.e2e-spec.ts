import { DataSource } from 'typeorm';
import { MIGRATIONS } from '../src/database/schema';
import { ORDER_ITEM_COUNT_STRIPES } from '../src/modules/orders/entities/order-item-count.entity';
import { financialAccount } from './support/financial-factories';
import { startTestApp, TestApp } from './support/harness';
import { orderFactories } from './support/order-factories';

describe('migrations', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('build exactly the schema the entities describe', async () => {
    const log = await t.app.get(DataSource).driver.createSchemaBuilder().log();
    expect(log.upQueries.map((q) => q.query)).toEqual([]);
  });

  it('revert all the way down and apply again', async () => {
    const ds = t.app.get(DataSource);
    for (let i = 0; i < MIGRATIONS.length; i++) await ds.undoLastMigration({ transaction: 'each' });
    const runner = ds.createQueryRunner();
    const left: string[] = [];
    for (const { tableName } of ds.entityMetadatas) if (await runner.hasTable(tableName)) left.push(tableName);
    await runner.release();
    expect(left).toEqual([]);
    const ran = await ds.runMigrations({ transaction: 'each' });
    expect(ran.length).toBe(MIGRATIONS.length);
    expect((await ds.driver.createSchemaBuilder().log()).upQueries).toEqual([]);
    const { token } = await t.newAccount();
    expect((await t.request('GET', '/api/v1/account', { token })).status).toBe(200);
  });

  it('backfill the item counts by tipo and stripe from the counts by event (1763800010200)', async () => {
    const ds = t.app.get(DataSource);
    const { accountId, token } = await t.newAccount();
    const f = orderFactories(t, accountId);
    const product = await f.product({ nome: 'Coquetel', valor: 30 });
    const equipment = await f.equipment({ nome: 'Toalha', valor: 5 });
    for (let i = 0; i < 3; i++) {
      const event = await f.event({ nome: `Evento ${i}` });
      const itens = [{ id_produto: product.id }, ...Array.from({ length: i + 1 }, () => ({ id_item: equipment.id }))];
      expect((await t.request('POST', '/api/v1/orders', { token, body: { id_evento: event.id, itens } })).status).toBe(201);
    }
    const since = MIGRATIONS.length - MIGRATIONS.findIndex((m) => m.name === 'OrderItemTipoCounts1763800010200');
    for (let i = 0; i < since; i++) await ds.undoLastMigration({ transaction: 'each' });
    const runner = ds.createQueryRunner();
    expect(await runner.hasTable('order_item_tipo_counts')).toBe(false);
    await runner.release();
    expect((await ds.runMigrations({ transaction: 'each' })).length).toBe(since);

    const stripe = `id_evento % ${ORDER_ITEM_COUNT_STRIPES}`;
    const counted = await ds.query(`SELECT tipo, ${stripe} AS stripe, COUNT(*) AS n FROM order_items WHERE account_id = ? GROUP BY tipo, ${stripe} ORDER BY tipo, stripe`, [accountId]);
    const kept = await ds.query('SELECT tipo, stripe, n FROM order_item_tipo_counts WHERE account_id = ? ORDER BY tipo, stripe', [accountId]);
    const norm = (rows: any[]) => rows.map((r) => [Number(r.tipo), Number(r.stripe), Number(r.n)]);
    expect(norm(kept)).toEqual(norm(counted));
    expect(norm(kept).length).toBeGreaterThan(2);
    const total = async (query: Record<string, number>) => (await t.request('GET', '/api/v1/orders', { token, query })).body.pagination.total_data;
    expect(await total({})).toBe(9);
    expect(await total({ tipo: 7 })).toBe(6);
  });

  it('backfill the month rows of the running totals and answer the same totais after (1763800010300)', async () => {
    const ds = t.app.get(DataSource);
    const a = await financialAccount(t);
    // Entries over several months, paid and unpaid, with and without a category, client and event.
    const made = await Promise.all([
      a.post({ tipo: 'receita', descricao: 'Plano', valor: 1000, data_vencimento: '2026-01-31', parcelas: 5, id_categoria: a.category, idevento: a.event.id }),
      a.post({ tipo: 'despesa', descricao: 'Aluguel', valor: 300.3, data_vencimento: '2026-02-10', pago: true, id_cliente: a.client.id }),
      a.post({ tipo: 'receita', descricao: 'Sinal', valor: 50.05, data_vencimento: '2026-02-20', forma_pagamento: 'pix' }),
    ]);
    expect(made.map((r) => r.status)).toEqual([201, 201, 201]);
    const before = (await a.list({ vencimento_inicio: '2026-02-01', vencimento_fim: '2026-04-30' })).body;

    const since = MIGRATIONS.length - MIGRATIONS.findIndex((m) => m.name === 'FinancialTotalsByMonth1763800010300');
    for (let i = 0; i < since; i++) await ds.undoLastMigration({ transaction: 'each' });
    const runner = ds.createQueryRunner();
    expect((await runner.getTable('financial_totals'))!.columns.map((c) => c.name)).not.toContain('periodo');
    await runner.release();
    expect((await ds.runMigrations({ transaction: 'each' })).length).toBe(since);

    const month = "CONCAT(SUBSTR(data_vencimento, 1, 7), '-01')";
    const amount = 'SUM(CASE WHEN pago = 1 THEN COALESCE(valorpago, valor) ELSE valor END)';
    const norm = (rows: any[]) => rows.map((r) => [String(r.k), r.tipo, Number(r.pago), String(r.due), Math.round(Number(r.total) * 100), Number(r.n)]);
    for (const [table, column] of [
      ['financial_totals', "'-'"],
      ['financial_totals_categoria', 'id_categoria'],
      ['financial_totals_forma', 'forma_pagamento'],
      ['financial_totals_evento', 'idevento'],
      ['financial_totals_cliente', 'id_cliente'],
    ]) {
      for (const [periodo, due] of [['dia', 'data_vencimento'], ['mes', month]]) {
        const direct = await ds.query(
          `SELECT ${column} AS k, tipo, pago, ${due} AS due, ${amount} AS total, COUNT(*) AS n FROM financial_entries WHERE account_id = ? AND ${column} IS NOT NULL ` +
            `GROUP BY ${column}, tipo, pago, ${due} ORDER BY k, tipo, pago, due`,
          [a.accountId],
        );
        const kept = await ds.query(
          `SELECT ${column} AS k, tipo, pago, data_vencimento AS due, total, quantidade AS n FROM ${table} WHERE account_id = ? AND periodo = ? ORDER BY k, tipo, pago, due`,
          [a.accountId, periodo],
        );
        expect([table, periodo, norm(kept)]).toEqual([table, periodo, norm(direct)]);
        expect(direct.length).toBeGreaterThan(0);
      }
    }
    expect((await a.list({ vencimento_inicio: '2026-02-01', vencimento_fim: '2026-04-30' })).body).toEqual(before);
  });
});
