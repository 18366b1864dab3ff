/**
 * `npm run bench -- [--account ID] [--runs 5]`
 *
 * Measures `GET /api/v1/orders` against seeded data (see `npm run seed`): each filter, every
 * sort field both ways, deep pages and the budget path; then `GET /api/v1/financial` (the
 * overview with its `totais`) without and with each filter. Boots the real API in-process (no
 * port) on the configured database and calls it with Fastify's inject, so the numbers include
 * validation, the queries and serialisation. Prints a table; asserts nothing.
 *
 * Without --account it takes the account with the most order items.
 */
import 'reflect-metadata';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';
import { generateToken, hashToken } from '../src/accounts/token-hash';
import { createHttpApp } from '../src/bootstrap/http';
import { validateEnv } from '../src/config/env';
import { ORDER_ITEM_SORT_FIELDS } from '../src/modules/orders/dto/list-orders.query';
import { dateInZone } from '../src/common/dates';

function arg(name: string, fallback?: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : fallback;
}

async function main() {
  const runs = Number(arg('runs', '5'));
  const env = validateEnv({ ...process.env, LOG_LEVEL: 'error', RATE_LIMIT_PER_MINUTE: '1000000' });
  const app: NestFastifyApplication = await createHttpApp(env, { logger: false });
  const ds = app.get(DataSource);
  try {
    let accountId = Number(arg('account', '0'));
    if (!accountId) {
      const [row] = await ds.query('SELECT account_id, COUNT(*) AS n FROM order_items GROUP BY account_id ORDER BY n DESC LIMIT 1');
      if (!row) throw new Error('no order items: run `npm run seed -- --events N --items M` first');
      accountId = Number(row.account_id);
    }
    const token = generateToken();
    await ds.query(`INSERT INTO api_tokens (account_id, name, token_hash, prefix) VALUES (?, 'bench', ?, ?)`, [accountId, hashToken(token), token.slice(0, 12)]);

    const [{ n: totalItems }] = await ds.query('SELECT COUNT(*) AS n FROM order_items WHERE account_id = ?', [accountId]);
    const events: { id: number }[] = await ds.query('SELECT id FROM events WHERE account_id = ? ORDER BY id', [accountId]);
    const event = Number(events[Math.floor(events.length / 2)].id);
    const [order] = await ds.query('SELECT id, id_evento, numero FROM orders WHERE account_id = ? AND id_evento = ? ORDER BY numero LIMIT 1', [accountId, event]);
    const [budget] = await ds.query('SELECT id FROM budgets WHERE account_id = ? ORDER BY id LIMIT 1', [accountId]);
    const total = Number(totalItems);
    console.log(`account ${accountId}: ${total.toLocaleString('en')} order items, ${events.length.toLocaleString('en')} events; driver ${ds.options.type}; ${runs} runs each after one warm-up\n`);

    const cases: [string, Record<string, string | number>][] = [
      ['no filter, page 1', {}],
      ['idevento', { idevento: event }],
      ['pedido <e>-<s>', { pedido: `${order.id_evento}-${order.numero}` }],
      ['idpedido numeric', { idpedido: Number(order.id) }],
      ['idpedido <e>-<s>', { idpedido: `${order.id_evento}-${order.numero}` }],
      ['tipo=7', { tipo: 7 }],
      ['idevento + tipo=2 + sort valortotal desc', { idevento: event, tipo: 2, field_sort: 'valortotal', sort: 'desc' }],
    ];
    for (const field of ORDER_ITEM_SORT_FIELDS) {
      for (const sort of ['asc', 'desc']) cases.push([`sort ${field} ${sort}`, { field_sort: field, sort }]);
    }
    const lastPage = Math.max(1, Math.ceil(total / 200));
    cases.push(
      ['deep page: middle, limit 200', { limit: 200, page: Math.max(1, Math.floor(lastPage / 2)) }],
      ['deep page: last, limit 200', { limit: 200, page: lastPage }],
      ['deep page: middle, sort nome', { limit: 200, page: Math.max(1, Math.floor(lastPage / 2)), field_sort: 'nome' }],
      ['deep page: last, sort valor desc', { limit: 200, page: lastPage, field_sort: 'valor', sort: 'desc' }],
      ['tipo=7 deep page', { tipo: 7, limit: 200, page: Math.max(1, Math.floor(lastPage / 4)) }],
    );
    if (budget) cases.push(['budget items (idorcamento)', { idorcamento: Number(budget.id) }]);

    const pad = (s: string, n: number) => s.padEnd(n);
    const measure = async (path: string, list: [string, Record<string, string | number>][]) => {
      console.log(`${pad(path, 44)} ${'rows'.padStart(5)} ${'total'.padStart(10)} ${'median'.padStart(9)} ${'min'.padStart(9)} ${'max'.padStart(9)}`);
      for (const [name, query] of list) {
        const url = `${path}?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)])).toString()}`;
        const times: number[] = [];
        let body: { data: unknown[]; pagination: { total_data: number } } | undefined;
        for (let i = 0; i <= runs; i++) {
          const t0 = process.hrtime.bigint();
          const res = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
          const ms = Number(process.hrtime.bigint() - t0) / 1e6;
          if (res.statusCode !== 200) throw new Error(`${name}: HTTP ${res.statusCode} ${res.body}`);
          body = res.json();
          if (i > 0) times.push(ms);
        }
        times.sort((a, b) => a - b);
        const f = (ms: number) => `${ms.toFixed(1)} ms`.padStart(9);
        console.log(`${pad(name, 44)} ${String(body!.data.length).padStart(5)} ${body!.pagination.total_data.toLocaleString('en').padStart(10)} ${f(times[Math.floor(times.length / 2)])} ${f(times[0])} ${f(times[times.length - 1])}`);
      }
    };
    await measure('/api/v1/orders', cases);

    const [{ n: entries }] = await ds.query('SELECT COUNT(*) AS n FROM financial_entries WHERE account_id = ?', [accountId]);
    if (Number(entries) > 0) {
      const today = dateInZone(new Date());
      const [plan] = await ds.query('SELECT idparcelamento FROM financial_entries WHERE account_id = ? AND idparcelamento IS NOT NULL LIMIT 1', [accountId]);
      const lastFinancial = Math.max(1, Math.ceil(Number(entries) / 200));
      console.log(`\n${Number(entries).toLocaleString('en')} financial entries (every answer carries totais over the filtered set)`);
      await measure('/api/v1/financial', [
        ['no filter, page 1', {}],
        ['tipo=receita', { tipo: 'receita' }],
        ['status=vencido', { status: 'vencido' }],
        ['pago=false, tipo=despesa', { pago: 'false', tipo: 'despesa' }],
        ['vencimento this month', { vencimento_inicio: `${today.slice(0, 8)}01`, vencimento_fim: `${today.slice(0, 8)}28` }],
        ['idevento', { idevento: event }],
        ['idparcelamento', { idparcelamento: Number(plan?.idparcelamento ?? 1) }],
        ['forma_pagamento=pix', { forma_pagamento: 'pix' }],
        ['pagamento period', { pagamento_inicio: '2000-01-01', pagamento_fim: today }],
        ['sort data_vencimento desc', { field_sort: 'data_vencimento', sort: 'desc' }],
        ['sort status', { field_sort: 'status' }],
        ['deep page: last, limit 200', { limit: 200, page: lastFinancial }],
      ]);
    }
    await ds.query('DELETE FROM api_tokens WHERE token_hash = ?', [hashToken(token)]);
  } finally {
    await app.close();
  }
}

main().catch((error) => {
  process.stderr.write(`bench failed: ${(error as Error)?.stack ?? error}\n`);
  process.exit(1);
});
