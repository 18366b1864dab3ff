import { DataSource } from 'typeorm';
import { dateInZone } from '../src/common/dates';
import { AccountsService } from '../src/accounts/accounts.service';
import { financialAccount } from './support/financial-factories';
import { countRows, notificationsOf, orderFactories } from './support/order-factories';
import { startTestApp, TestApp } from './support/harness';
import { capturingQueries } from './support/query-capture';
import { FinancialEntriesRepository } from '../src/modules/financial/financial.repository';

/** SQL: the first day of an entry's due month (the due date of its month row in the running totals), on both databases. */
const MONTH_OF_DUE = "CONCAT(SUBSTR(data_vencimento, 1, 7), '-01')";

/** Today in the account's time zone, and the date `offset` days from it. */
async function daysOf(ds: DataSource, accountId: number) {
  const [{ timezone }] = await ds.query('SELECT timezone FROM accounts WHERE id = ?', [accountId]);
  const today = dateInZone(new Date(), timezone);
  const [y, m, d] = today.split('-').map(Number);
  return { today, day: (offset: number) => dateInZone(new Date(Date.UTC(y, m - 1, d) + offset * 86400_000), 'UTC') };
}

type OverviewQuery = Record<string, string | number | boolean>;

/** A page of the overview: its IDs, and the indexes its page statement names in USE INDEX and in IGNORE INDEX (null: none). */
async function overviewPage(ds: DataSource, a: Awaited<ReturnType<typeof financialAccount>>, query: OverviewQuery) {
  const { result, queries } = await capturingQueries(ds, () => a.list(query));
  expect([query, result.status]).toEqual([query, 200]);
  const sql = queries.find((q) => /FROM \(SELECT fe\.id AS id/.test(q)) ?? '';
  const named = (clause: string) => new RegExp(`${clause} INDEX \\(([^)]*)\\)`).exec(sql)?.[1].split(', ') ?? null;
  return { ids: result.body.data.map((r: { id: number }) => r.id) as number[], use: named('USE'), ignore: named('IGNORE') };
}

let t: TestApp;
beforeAll(async () => {
  // The grouped-read test reads its 216 pages four times over with one token.
  t = await startTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
});
afterAll(async () => {
  await t.close();
});

describe('financial entries: create, view, overview', () => {
  it('creates one entry with defaults (boleto, unpaid, datacompetencia = due date) and records history and financial_entry_created', async () => {
    const a = await financialAccount(t);
    const res = await a.post({ tipo: 'receita', descricao: 'Sinal', valor: 1500.5, data_vencimento: '2030-05-10', idevento: a.event.id, id_cliente: a.client.id, id_categoria: a.category });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: 'success', errors: [] });
    expect(res.body.data).toHaveLength(1);
    const e = res.body.data[0];
    expect(e).toMatchObject({
      tipo: 'receita', valor: 1500.5, forma_pagamento: 'boleto', pago: false, datapagamento: null, status: 'aberto', datacompetencia: '2030-05-10',
      idparcelamento: null, numeroparcela: null, totalparcelas: null, juros: 0, multa: 0, desconto: 0, rateio: [], cobranca: null,
    });
    expect(e.datahoraupdate).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const view = await a.get(e.id);
    expect(view.status).toBe(200);
    expect(view.body).toMatchObject({ id: e.id, parcelas: [] });
    const notes = await notificationsOf(t, a.accountId);
    expect(notes).toEqual([{ event: 'financial_entry_created', payload: [expect.objectContaining({ id: e.id, valor: 1500.5, descricao: 'Sinal', status: 'aberto' })] }]);
    const history = await a.history(e.id);
    expect(history.body.data).toEqual([expect.objectContaining({ acao: 'criacao', usuario: { id_token: expect.any(Number), nome: 'default' } })]);
  });

  it('splits 100.00 into 3 installments 33.34 + 33.33 + 33.33 with month-end due dates 31 Jan → 28 Feb → 31 Mar', async () => {
    const a = await financialAccount(t);
    const res = await a.post({ tipo: 'receita', descricao: 'Contrato', valor: 100, data_vencimento: '2027-01-31', parcelas: 3 });
    expect(res.status).toBe(201);
    const rows = res.body.data;
    expect(rows.map((r: any) => [r.numeroparcela, r.totalparcelas, r.valor, r.data_vencimento])).toEqual([
      [1, 3, 33.34, '2027-01-31'],
      [2, 3, 33.33, '2027-02-28'],
      [3, 3, 33.33, '2027-03-31'],
    ]);
    expect(new Set(rows.map((r: any) => r.idparcelamento))).toEqual(new Set([rows[0].id]));
    const leap = await a.post({ tipo: 'despesa', descricao: 'Aluguel', valor: 10, data_vencimento: '2028-01-31', parcelas: 2 });
    expect(leap.body.data.map((r: any) => r.data_vencimento)).toEqual(['2028-01-31', '2028-02-29']);
    const view = await a.get(rows[1].id);
    expect(view.body.parcelas.map((p: any) => p.numeroparcela)).toEqual([1, 3]);
    expect(Object.keys(view.body.parcelas[0]).sort()).toEqual(['data_vencimento', 'datahoraupdate', 'datapagamento', 'id', 'numeroparcela', 'pago', 'status', 'valor']);
    expect((await notificationsOf(t, a.accountId))[0].payload).toHaveLength(3);
  });

  it('rejects bad bodies with 400 and names the field: missing fields, parcelas out of range, cartao_credito without idcartao (rule 5), rateio not adding to 100', async () => {
    const a = await financialAccount(t);
    const missing = await a.post({ tipo: 'receita' });
    expect(missing.status).toBe(400);
    expect(missing.body.errors.map((e: any) => e.field).sort()).toEqual(['data_vencimento', 'descricao', 'valor']);
    expect((await a.post({ tipo: 'receita', descricao: 'x', valor: 10, data_vencimento: '2030-02-30' })).status).toBe(400);
    expect((await a.post({ tipo: 'receita', descricao: 'x', valor: 10, data_vencimento: '2030-02-01', parcelas: 121 })).body.errors[0].field).toBe('parcelas');
    const card = await a.post({ tipo: 'despesa', descricao: 'x', valor: 10, data_vencimento: '2030-02-01', forma_pagamento: 'cartao_credito' });
    expect(card.status).toBe(400);
    expect(card.body.errors).toEqual([expect.objectContaining({ field: 'idcartao', code: 'card_required' })]);
    const rateio = await a.post({ tipo: 'despesa', descricao: 'x', valor: 10, data_vencimento: '2030-02-01', rateio: [{ id_centro_custo: a.costCenters[0], percentual: 50 }, { id_centro_custo: a.costCenters[1], percentual: 49.99 }] });
    expect(rateio.status).toBe(400);
    expect(rateio.body.errors[0]).toMatchObject({ field: 'rateio', code: 'rateio_not_100' });
    expect((await a.post({ tipo: 'receita', descricao: 'x', valor: 10, data_vencimento: '2030-02-01', extra: 1 })).status).toBe(400);
    expect(await countRows(t, 'financial_entries', a.accountId)).toBe(0);
  });

  it('answers 422 for every reference of another account (event, client, card, category, cost centre), nothing written', async () => {
    const a = await financialAccount(t);
    const b = await financialAccount(t);
    const res = await a.post({
      tipo: 'receita', descricao: 'x', valor: 10, data_vencimento: '2030-02-01', forma_pagamento: 'cartao_credito',
      idevento: b.event.id, id_cliente: b.client.id, idcartao: b.card, id_categoria: b.category,
      rateio: [{ id_centro_custo: b.costCenters[0], percentual: 100 }],
    });
    expect(res.status).toBe(422);
    expect(res.body.errors.map((e: any) => e.field)).toEqual(['idevento', 'id_cliente', 'idcartao', 'id_categoria', 'rateio[0].id_centro_custo']);
    expect(await countRows(t, 'financial_entries', a.accountId)).toBe(0);
  });

  it('apportions with parts adding to the value: 100.00 at 33.33/33.33/33.34 and 10.00 at the same split', async () => {
    const a = await financialAccount(t);
    const rateio = [{ id_centro_custo: a.costCenters[0], percentual: 33.33 }, { id_centro_custo: a.costCenters[1], percentual: 33.33 }, { id_centro_custo: a.costCenters[2], percentual: 33.34 }];
    const res = await a.post({ tipo: 'despesa', descricao: 'Bebidas', valor: 10, data_vencimento: '2030-02-01', rateio });
    expect(res.status).toBe(201);
    expect(res.body.data[0].rateio.map((p: any) => p.valor)).toEqual([3.33, 3.33, 3.34]);
    // The overview reads the parts in its page's own statement, in the same order, beside an entry without parts.
    expect((await a.post({ tipo: 'despesa', descricao: 'Sem rateio', valor: 5, data_vencimento: '2030-02-01' })).status).toBe(201);
    const ds = t.app.get(DataSource);
    // (The first two read the page with its rows in one statement, the status sort reads IDs and then their rows.)
    for (const query of [
      { vencimento_inicio: '2030-02-01', vencimento_fim: '2030-02-01' },
      { vencimento_inicio: '2030-02-01', field_sort: 'valor', sort: 'desc' },
      { vencimento_inicio: '2030-02-01', field_sort: 'status' },
    ]) {
      const { result, queries } = await capturingQueries(ds, () => a.list(query));
      expect(result.status).toBe(200);
      const byId = new Map(result.body.data.map((e: { id: number; rateio: unknown }) => [e.id, e.rateio]));
      expect(byId.get(res.body.data[0].id)).toEqual(res.body.data[0].rateio);
      expect([...byId.values()]).toContainEqual([]);
      expect(queries.filter((q) => /financial_apportionments/.test(q) && !/rateio_partes/.test(q))).toEqual([]);
    }
  });

  it('hides other accounts\' entries: view and history 404', async () => {
    const a = await financialAccount(t);
    const b = await financialAccount(t);
    const id = (await b.post({ tipo: 'receita', descricao: 'x', valor: 10, data_vencimento: '2030-02-01' })).body.data[0].id;
    expect((await a.get(id)).status).toBe(404);
    expect((await a.history(id)).status).toBe(404);
    expect((await a.list()).body.data).toEqual([]);
    expect((await a.get(999999)).status).toBe(404);
    expect((await t.request('GET', '/api/v1/financial/abc', { token: a.token })).status).toBe(400);
  });

  it('filters the overview and sums totais over the whole filtered set, not the page', async () => {
    const a = await financialAccount(t);
    await a.post({ tipo: 'receita', descricao: 'Plano', valor: 300, data_vencimento: '2030-01-10', parcelas: 3, idevento: a.event.id, forma_pagamento: 'pix' });
    await a.post({ tipo: 'receita', descricao: 'Recebido', valor: 50, data_vencimento: '2020-01-10', pago: true, datapagamento: '2020-01-09', id_cliente: a.client.id });
    await a.post({ tipo: 'receita', descricao: 'Atrasado', valor: 20, data_vencimento: '2020-02-10', id_categoria: a.category });
    await a.post({ tipo: 'despesa', descricao: 'Fornecedor', valor: 70, data_vencimento: '2020-03-10' });
    await a.post({ tipo: 'despesa', descricao: 'Pago', valor: 30, data_vencimento: '2020-03-11', pago: true, datapagamento: '2020-03-11' });
    const all = await a.list({ limit: 2 });
    expect(all.status).toBe(200);
    expect(all.body.data).toHaveLength(2);
    expect(all.body.pagination).toEqual({ page: 1, page_size: 2, total_page: 4, total_data: 7 });
    expect(all.body.totais).toEqual({ a_receber: 320, recebido: 50, vencido_receber: 20, a_pagar: 70, pago: 30, vencido_pagar: 70, saldo: 20 });
    const ids = async (q: Record<string, string | number | boolean>) => (await a.list(q)).body.data.map((r: any) => r.descricao);
    expect(await ids({ tipo: 'despesa' })).toEqual(['Fornecedor', 'Pago']);
    expect(await ids({ status: 'vencido' })).toEqual(['Atrasado', 'Fornecedor']);
    expect(await ids({ status: 'pago' })).toEqual(['Recebido', 'Pago']);
    expect(await ids({ status: 'aberto' })).toEqual(['Plano', 'Plano', 'Plano']);
    expect(await ids({ pago: true })).toEqual(['Recebido', 'Pago']);
    expect(await ids({ pago: false, tipo: 'receita' })).toEqual(['Plano', 'Plano', 'Plano', 'Atrasado']);
    expect(await ids({ idevento: a.event.id })).toEqual(['Plano', 'Plano', 'Plano']);
    expect(await ids({ id_cliente: a.client.id })).toEqual(['Recebido']);
    expect(await ids({ id_categoria: a.category })).toEqual(['Atrasado']);
    expect(await ids({ forma_pagamento: 'pix' })).toEqual(['Plano', 'Plano', 'Plano']);
    expect(await ids({ vencimento_inicio: '2020-02-01', vencimento_fim: '2020-03-10' })).toEqual(['Atrasado', 'Fornecedor']);
    expect(await ids({ pagamento_inicio: '2020-03-01', pagamento_fim: '2020-03-31' })).toEqual(['Pago']);
    const plan = (await a.list({ forma_pagamento: 'pix' })).body.data[0].idparcelamento;
    expect((await a.list({ idparcelamento: plan })).body.data).toHaveLength(3);
    expect((await a.list({ idevento: a.event.id })).body.totais).toMatchObject({ a_receber: 300, recebido: 0, saldo: 0 });
    expect((await a.list({ tipo: 'receita', status: 'vencido' })).body.totais).toMatchObject({ a_receber: 20, vencido_receber: 20, a_pagar: 0 });
    expect((await a.list({ vencimento_inicio: '2020-03-01' })).body.totais).toMatchObject({ a_receber: 300, a_pagar: 70, pago: 30 });
    expect((await a.list({ vencimento_inicio: '2020-03-11', vencimento_fim: '2020-01-01' })).status).toBe(400);
  });

  it('sorts by every documented field and answers 400 for any other field_sort (rule 8)', async () => {
    const a = await financialAccount(t);
    await a.post({ tipo: 'receita', descricao: 'B', valor: 20, data_vencimento: '2030-01-10' });
    await a.post({ tipo: 'despesa', descricao: 'A', valor: 10, data_vencimento: '2020-01-10' });
    await a.post({ tipo: 'receita', descricao: 'C', valor: 5, data_vencimento: '2025-01-10', pago: true });
    const order = async (field_sort: string, sort = 'asc') => (await a.list({ field_sort, sort })).body.data.map((r: any) => r.descricao);
    expect(await order('valor')).toEqual(['C', 'A', 'B']);
    expect(await order('descricao', 'desc')).toEqual(['C', 'B', 'A']);
    expect(await order('data_vencimento')).toEqual(['A', 'C', 'B']);
    expect(await order('status')).toEqual(['B', 'C', 'A']); // aberto, pago, vencido
    expect(await order('tipo')).toEqual(['A', 'B', 'C']);
    for (const f of ['id', 'datapagamento', 'datacompetencia', 'datacadastro', 'numeroparcela', 'datahoraupdate']) {
      expect((await a.list({ field_sort: f })).status).toBe(200);
    }
    for (const f of ['account_id', 'idcobranca', 'valorpago', 'juros', 'nome']) {
      const res = await a.list({ field_sort: f });
      expect(res.status).toBe(400);
      expect(res.body.errors[0].field).toBe('field_sort');
    }
  });

  it('reads a page under equality filters (and a status) through the primary key and the indexes that lead with those filters or the sort (MySQL/MariaDB), reading a small filtered set whole', async () => {
    const a = await financialAccount(t);
    const ds = t.app.get(DataSource);
    const mysql = ds.options.type !== 'better-sqlite3';
    const { day } = await daysOf(ds, a.accountId);
    for (const [i, tipo] of ['receita', 'despesa', 'receita', 'receita'].entries()) {
      expect((await a.post({ tipo, descricao: `E${i}`, valor: 10 * (4 - i), data_vencimento: day(i * 20 - 30), idevento: a.event.id, id_categoria: a.category, pago: i === 2 })).status).toBe(201);
    }
    // Equalities: the primary key, `(account_id)`, and the indexes whose next column is filtered or the sort.
    // [query, indexes it may walk, indexes that lead with a column neither filtered nor sorted by]
    const cases: [OverviewQuery, string[], string[]][] = [
      [{}, ['PRIMARY', 'IDX_financial_entries_account'], ['IDX_financial_entries_account_tipo', 'IDX_financial_entries_account_valor']],
      // The account-wide index of the sort column is left out where one holds a filtered column before it.
      [
        { tipo: 'receita', field_sort: 'valor', sort: 'desc' },
        ['IDX_financial_entries_account_tipo_valor', 'IDX_financial_entries_account_tipo_pago'],
        ['IDX_financial_entries_account_valor', 'IDX_financial_entries_account_evento_valor', 'IDX_financial_entries_account_vencimento', 'IDX_financial_entries_account_cliente'],
      ],
      [
        { tipo: 'receita', field_sort: 'descricao' },
        ['IDX_financial_entries_account_tipo_descricao', 'IDX_financial_entries_account_tipo_id'],
        ['IDX_financial_entries_account_descricao', 'IDX_financial_entries_account_valor', 'IDX_financial_entries_account_pago_pagamento'],
      ],
      // No index holds a filtered column before the sort: the account-wide sort index is walked.
      [
        { id_categoria: a.category, field_sort: 'descricao', sort: 'desc' },
        ['IDX_financial_entries_account_descricao', 'IDX_financial_entries_account_categoria'],
        ['IDX_financial_entries_account_tipo_descricao', 'IDX_financial_entries_account_valor'],
      ],
      // A status other than pago: unpaid entries due before (or from) today, the due date a range of the hint.
      [
        { status: 'vencido', field_sort: 'datapagamento', sort: 'desc' },
        ['IDX_financial_entries_account_pago_pagamento', 'IDX_financial_entries_account_pago_vencimento', 'IDX_financial_entries_account_vencimento'],
        ['IDX_financial_entries_account_pagamento', 'IDX_financial_entries_account_tipo', 'IDX_financial_entries_account_evento'],
      ],
      [
        { status: 'vencido', field_sort: 'valor', sort: 'desc' },
        ['IDX_financial_entries_account_valor', 'IDX_financial_entries_account_pago_vencimento', 'IDX_financial_entries_account_vencimento'],
        ['IDX_financial_entries_account_pagamento', 'IDX_financial_entries_account_tipo', 'IDX_financial_entries_account_evento'],
      ],
      [
        { idevento: a.event.id, pago: false },
        ['IDX_financial_entries_account_evento', 'IDX_financial_entries_account_evento_valor', 'IDX_financial_entries_account_pago'],
        ['IDX_financial_entries_account_tipo', 'IDX_financial_entries_account_valor', 'IDX_financial_entries_account_cliente_valor'],
      ],
      // A date range of the query's own: the index of the range's column beside the sort's (not
      // the table's every index for the planner to weigh).
      [
        { vencimento_inicio: day(-40), vencimento_fim: day(40), field_sort: 'valor', sort: 'desc' },
        ['IDX_financial_entries_account_valor', 'IDX_financial_entries_account_vencimento'],
        ['IDX_financial_entries_account_pagamento', 'IDX_financial_entries_account_tipo', 'IDX_financial_entries_account_evento', 'IDX_financial_entries_account_descricao'],
      ],
      [
        { pagamento_inicio: day(-40), pagamento_fim: day(0) },
        ['IDX_financial_entries_account_pagamento', 'IDX_financial_entries_account'],
        ['IDX_financial_entries_account_vencimento', 'IDX_financial_entries_account_valor', 'IDX_financial_entries_account_tipo'],
      ],
    ];
    // As on an account with more entries than a page reads whole.
    const smallSet = FinancialEntriesRepository.smallSet;
    FinancialEntriesRepository.smallSet = 0;
    const large: Awaited<ReturnType<typeof overviewPage>>[] = [];
    try {
      for (const [query] of cases) large.push(await overviewPage(ds, a, query));
    } finally {
      FinancialEntriesRepository.smallSet = smallSet;
    }
    for (const [i, [query, walkable, unrelated]] of cases.entries()) {
      const { ids, use: names } = large[i];
      expect(ids.length).toBeGreaterThan(0);
      if (!mysql) {
        expect([query, names]).toEqual([query, null]);
        continue;
      }
      expect([query, names?.[0]]).toEqual([query, 'PRIMARY']);
      expect([query, walkable.filter((n) => !names!.includes(n))]).toEqual([query, []]);
      expect([query, names!.filter((n) => n.includes('_range_'))]).toEqual([query, []]);
      expect([query, unrelated.filter((n) => names!.includes(n))]).toEqual([query, []]);
    }
    // A filtered set this small (up to 20,000 entries) is read by its filters' indexes and sorted:
    // no sort index to walk (a rare tipo, or a date range against the sort, would skip most of the account).
    const small: [Record<string, string | number>, string[], string[]][] = [
      [
        { vencimento_inicio: day(-40), tipo: 'receita', field_sort: 'datacompetencia', sort: 'desc' },
        ['PRIMARY', 'IDX_financial_entries_account_vencimento', 'IDX_financial_entries_account_tipo_id'],
        ['IDX_financial_entries_account_competencia', 'IDX_financial_entries_account', 'IDX_financial_entries_account_pago_competencia'],
      ],
      [
        { pagamento_fim: day(0), idevento: a.event.id, field_sort: 'valor' },
        ['IDX_financial_entries_account_pagamento', 'IDX_financial_entries_account_evento_valor'],
        ['IDX_financial_entries_account_valor', 'IDX_financial_entries_account_tipo_valor'],
      ],
      [
        { tipo: 'despesa', field_sort: 'descricao' },
        ['IDX_financial_entries_account_tipo_id', 'IDX_financial_entries_account_tipo_valor'],
        ['IDX_financial_entries_account_descricao'],
      ],
    ];
    for (const [query, walkable, unrelated] of small) {
      const { use: names } = await overviewPage(ds, a, query);
      if (!mysql) {
        expect([query, names]).toEqual([query, null]);
        continue;
      }
      expect([query, walkable.filter((n) => !names!.includes(n))]).toEqual([query, []]);
      expect([query, unrelated.filter((n) => names!.includes(n))]).toEqual([query, []]);
    }
  });

  it('walks the account-wide index of each sort column under a status or a date range from its own entries: the type, paid state and both dates after the ID, in sort then ID order (no row read, no sort)', async () => {
    const a = await financialAccount(t);
    const ds = t.app.get(DataSource);
    const mysql = ds.options.type !== 'better-sqlite3';
    const { day } = await daysOf(ds, a.accountId);
    for (const [i, tipo] of ['receita', 'despesa', 'receita'].entries()) {
      expect((await a.post({ tipo, descricao: `W${i}`, valor: 10 + i, data_vencimento: day(i - 1), parcelas: 2 })).status).toBe(201);
    }
    const SORTS: [string, string][] = [
      ['valor', 'valor'],
      ['descricao', 'descricao'],
      ['tipo_id', 'tipo'],
      ['pagamento', 'datapagamento'],
      ['competencia', 'datacompetencia'],
      ['cadastro', 'datacadastro'],
      ['numeroparcela', 'numeroparcela'],
      ['datahoraupdate', 'datahoraupdate'],
    ];
    for (const [short, sort] of SORTS) {
      const index = `IDX_financial_entries_account_${short}`;
      // Every filter a status or a date range of the overview puts on a walk, with the type.
      const where = `fe.account_id = ${a.accountId} AND fe.tipo = 'receita' AND fe.pago = 0 AND fe.data_vencimento >= '${day(-30)}' AND fe.data_vencimento <= '${day(30)}' AND (fe.datapagamento IS NULL OR fe.datapagamento >= '${day(-30)}')`;
      const select = `SELECT fe.id FROM financial_entries fe ${mysql ? `FORCE INDEX (${index})` : `INDEXED BY ${index}`} WHERE ${where} ORDER BY fe.${sort} DESC, fe.id DESC LIMIT 10`;
      const plan = (await ds.query(`${mysql ? 'EXPLAIN' : 'EXPLAIN QUERY PLAN'} ${select}`)) as Record<string, unknown>[];
      if (mysql) {
        expect([index, plan.map((r) => [r.key, r.Extra])]).toEqual([index, [[index, expect.stringContaining('Using index')]]]);
        expect([index, String(plan[0].Extra)]).not.toEqual([index, expect.stringContaining('filesort')]);
      } else {
        const detail = plan.map((r) => String(r.detail)).join(' | ');
        expect([index, detail]).toEqual([index, expect.stringContaining(`USING COVERING INDEX ${index}`)]);
        expect([index, detail]).not.toEqual([index, expect.stringContaining('TEMP B-TREE')]);
      }
      // And the rows: the same as without the index, in the same order (sort, then ID).
      const idsOf = async (sql: string) => ((await ds.query(sql)) as { id: number }[]).map((r) => Number(r.id));
      const ids = await idsOf(select);
      expect([index, ids.length]).not.toEqual([index, 0]);
      expect([index, ids]).toEqual([index, await idsOf(select.replace(/ (FORCE INDEX|INDEXED BY) \(?\w+\)?/, ''))]);
    }
  });

  it('reads a page in status order a status at a time: a small one from the index that seeks the most of its filters, a larger one through the indexes it may walk (MySQL/MariaDB); the same pages either way', async () => {
    const a = await financialAccount(t);
    const ds = t.app.get(DataSource);
    const mysql = ds.options.type !== 'better-sqlite3';
    const { day } = await daysOf(ds, a.accountId);
    // Due 20 days ago to 20 days ahead, paid or not: vencido, pago and aberto entries in the range.
    for (const [i, offset] of [-20, -10, -5, 5, 10, 20, -15, 15].entries()) {
      const body = { tipo: i % 2 ? 'despesa' : 'receita', descricao: `S${i}`, valor: 10 + i, data_vencimento: day(offset), ...(i % 3 === 0 ? { pago: true } : {}) };
      expect((await a.post(body)).status).toBe(201);
    }
    const rank = { aberto: 0, pago: 1, vencido: 2 } as Record<string, number>;
    const all = (await a.list({ limit: 100 })).body.data as { id: number; status: string; data_vencimento: string }[];
    const inRange = all.filter((e) => e.data_vencimento >= day(-30) && e.data_vencimento <= day(30));
    expect(new Set(inRange.map((e) => e.status))).toEqual(new Set(['aberto', 'pago', 'vencido']));
    for (const sort of ['asc', 'desc'] as const) {
      const sign = sort === 'asc' ? 1 : -1;
      const expected = [...inRange].sort((x, y) => sign * (rank[x.status] - rank[y.status] || x.id - y.id)).map((e) => e.id);
      // Pages of 3, with the statements that read each status's IDs.
      const pages = async () => {
        const ids: number[] = [];
        const hints: string[][] = [];
        for (let page = 1; page <= 3; page++) {
          const query = { vencimento_inicio: day(-30), vencimento_fim: day(30), field_sort: 'status', sort, limit: 3, page };
          const { result, queries } = await capturingQueries(ds, () => a.list(query));
          expect(result.status).toBe(200);
          ids.push(...result.body.data.map((r: { id: number }) => r.id));
          for (const q of queries.filter((q) => /^SELECT fe\.id AS id FROM financial_entries fe/.test(q))) hints.push(/USE INDEX \(([^)]*)\)/.exec(q)?.[1].split(', ') ?? []);
        }
        return { ids, hints };
      };
      const small = await pages();
      expect([sort, small.ids]).toEqual([sort, expected]);
      expect(small.hints.length).toBeGreaterThanOrEqual(3);
      // Each status holds `pago` equal and the due date in a range: (account_id, pago, data_vencimento) alone.
      if (mysql) for (const names of small.hints) expect(names).toEqual(['IDX_financial_entries_account_pago_vencimento']);
      const smallSet = FinancialEntriesRepository.smallSet;
      FinancialEntriesRepository.smallSet = 0;
      try {
        const large = await pages();
        expect([sort, large.ids]).toEqual([sort, expected]);
        if (mysql) {
          for (const names of large.hints) {
            expect(names[0]).toBe('PRIMARY');
            expect(['IDX_financial_entries_account_pago', 'IDX_financial_entries_account_pago_vencimento', 'IDX_financial_entries_account_vencimento'].filter((n) => !names.includes(n))).toEqual([]);
            expect(names.filter((n) => n.includes('_range_') || ['IDX_financial_entries_account_valor', 'IDX_financial_entries_account_tipo'].includes(n))).toEqual([]);
          }
        }
      } finally {
        FinancialEntriesRepository.smallSet = smallSet;
      }
    }
  });

  it('reads a page under a range (a status, due or payment dates) sorted by another date, too deep to read group by group, from the range index of that range and sort, and leaves those indexes out of every other statement (MySQL/MariaDB)', async () => {
    const a = await financialAccount(t);
    const ds = t.app.get(DataSource);
    const mysql = ds.options.type !== 'better-sqlite3';
    const { day } = await daysOf(ds, a.accountId);
    for (const [i, tipo] of ['receita', 'despesa', 'receita', 'receita', 'despesa', 'receita'].entries()) {
      const paid = i % 2 === 0 ? { pago: true, datapagamento: day(-1 - i) } : { parcelas: 2 };
      const body = { tipo, descricao: `R${i}`, valor: 10 + i, data_vencimento: day(i * 7 - 21), datacompetencia: day(30 - i * 11), idevento: a.event.id, ...paid };
      expect((await a.post(body)).status).toBe(201);
    }
    const page = (query: OverviewQuery) => overviewPage(ds, a, query);
    const RANGE_INDEXES = ['vencimento', 'pagamento']
      .flatMap((range) => [range === 'vencimento' ? 'pagamento' : 'vencimento', 'competencia', 'cadastro', 'numeroparcela', 'datahoraupdate'].map((sort) => `IDX_financial_entries_range_${range}_${sort}`))
      .sort();
    // [query, the one index it reads, or null: the range indexes ignored (a date range of its own) or left out of the list]
    const cases: [OverviewQuery, string | null][] = [
      [{ status: 'vencido', field_sort: 'datacompetencia', sort: 'desc' }, 'IDX_financial_entries_range_vencimento_competencia'],
      [{ status: 'aberto', tipo: 'receita', field_sort: 'datacadastro' }, 'IDX_financial_entries_range_vencimento_cadastro'],
      [{ vencimento_inicio: day(-30), vencimento_fim: day(30), field_sort: 'datacompetencia', sort: 'desc' }, 'IDX_financial_entries_range_vencimento_competencia'],
      [{ vencimento_inicio: day(-30), pago: false, field_sort: 'numeroparcela', sort: 'desc' }, 'IDX_financial_entries_range_vencimento_numeroparcela'],
      [{ pagamento_inicio: day(-30), field_sort: 'data_vencimento', sort: 'desc' }, 'IDX_financial_entries_range_pagamento_vencimento'],
      [{ vencimento_fim: day(30), tipo: 'despesa', field_sort: 'datahoraupdate' }, 'IDX_financial_entries_range_vencimento_datahoraupdate'],
      // Sorted by the range's own column, by a column that does not run with dates, or filtered by a column no range index holds.
      [{ vencimento_inicio: day(-30), field_sort: 'data_vencimento' }, null],
      [{ vencimento_inicio: day(-30), field_sort: 'valor', sort: 'desc' }, null],
      [{ vencimento_inicio: day(-30), idevento: a.event.id, field_sort: 'datacompetencia' }, null],
      [{ status: 'vencido', field_sort: 'descricao' }, null],
      // Unpaid entries by payment date: all without one, in ID order.
      [{ status: 'vencido', field_sort: 'datapagamento', sort: 'desc' }, null],
      [{ vencimento_inicio: day(-30), pago: false, field_sort: 'datapagamento' }, null],
    ];
    // The order every page must have, read as a small set (by its filters' indexes, sorted).
    const expected: number[][] = [];
    for (const [query] of cases) expected.push((await page(query)).ids);
    // Pages too deep to read group by group (groupedPage 0) read the range whole.
    const { smallSet, rangeSet, groupedPage } = FinancialEntriesRepository;
    Object.assign(FinancialEntriesRepository, { smallSet: 0, groupedPage: 0 });
    try {
      for (const [i, [query, index]] of cases.entries()) {
        const { ids, use, ignore } = await page(query);
        expect([query, ids]).toEqual([query, expected[i]]);
        expect([query, expected[i].length]).not.toEqual([query, 0]);
        if (!mysql) {
          expect([query, use, ignore]).toEqual([query, null, null]);
        } else if (index) {
          expect([query, use, ignore]).toEqual([query, [index], null]);
        } else {
          expect([query, use?.some((n) => n.includes('_range_')) ?? false]).toEqual([query, false]);
          expect([query, ignore?.sort() ?? null]).toEqual([query, use ? null : RANGE_INDEXES]);
        }
      }
      // A range larger than `rangeSet` is walked as before, the range indexes left out.
      FinancialEntriesRepository.rangeSet = 0;
      const query = { status: 'vencido', field_sort: 'datacompetencia', sort: 'desc' };
      const { ids, use } = await page(query);
      expect(ids).toEqual(expected[0]);
      if (mysql) expect([use?.[0], use?.some((n) => n.includes('_range_'))]).toEqual(['PRIMARY', false]);
    } finally {
      Object.assign(FinancialEntriesRepository, { smallSet, rangeSet, groupedPage });
    }
  });

  it('reads a page under a range sorted by another column group by group from the range index of that sort (a day, type and paid state per group), the same pages as a full sort, every sort both ways, ties and NULLs included (MySQL/MariaDB)', async () => {
    const a = await financialAccount(t);
    const ds = t.app.get(DataSource);
    const mysql = ds.options.type !== 'better-sqlite3';
    const { day } = await daysOf(ds, a.accountId);
    // Five due days shared by several entries of each type and paid state, competence dates that
    // tie across them, plans (numeroparcela) beside single entries (no numeroparcela).
    for (let i = 0; i < 18; i++) {
      const paid = i % 3 === 0 ? { pago: true, datapagamento: day(-1 - (i % 4)) } : {};
      const plan = i % 4 === 0 ? { parcelas: 3 } : {};
      const body = {
        tipo: i % 2 ? 'despesa' : 'receita',
        descricao: `G${i}`,
        valor: 30 + i,
        data_vencimento: day(-40 + (i % 5) * 9),
        datacompetencia: day((i % 4) * 5 - 10),
        idevento: a.event.id,
        ...paid,
        ...plan,
      };
      expect((await a.post(body)).status).toBe(201);
    }
    const filters: OverviewQuery[] = [
      { status: 'vencido' },
      { status: 'aberto' },
      { vencimento_inicio: day(-45), vencimento_fim: day(60) },
      { vencimento_inicio: day(-45), tipo: 'receita' },
      { vencimento_fim: day(10), pago: true },
      { pagamento_inicio: day(-10), pagamento_fim: day(0) },
    ];
    const sorts = ['data_vencimento', 'datapagamento', 'datacompetencia', 'datacadastro', 'numeroparcela', 'datahoraupdate'];
    const queries = filters.flatMap((filter) =>
      sorts.flatMap((field_sort) => ['asc', 'desc'].flatMap((sort) => [1, 2, 3].map((pageNo): OverviewQuery => ({ ...filter, field_sort, sort, limit: 4, page: pageNo })))),
    );
    // The pages as a small set reads them (its filters' indexes, then a sort of the set).
    const expected: number[][] = [];
    for (const query of queries) expected.push((await overviewPage(ds, a, query)).ids);
    expect(expected.filter((ids) => ids.length > 0).length).toBeGreaterThan(queries.length / 2);
    const { smallSet, groupedGroups, tieGroups, tieExamined } = FinancialEntriesRepository;
    FinancialEntriesRepository.smallSet = 0;
    try {
      let grouped = 0;
      let fromLast = 0;
      for (const [i, query] of queries.entries()) {
        const { result, queries: statements } = await capturingQueries(ds, () => a.list(query));
        expect([query, result.status, result.body.data.map((r: { id: number }) => r.id)]).toEqual([query, 200, expected[i]]);
        const scan = statements.find((q) => / GROUP BY fe\.account_id, fe\.\w+, fe\.tipo, fe\.pago$/.test(q));
        const range = 'vencimento_inicio' in query || 'vencimento_fim' in query || 'status' in query ? 'data_vencimento' : 'datapagamento';
        const against = query.field_sort !== range && !(query.field_sort === 'datapagamento' && (query.status || query.pago === false));
        // (A page past the end reads no page at all.)
        if (!mysql || !against || expected[i].length === 0) {
          expect([query, scan]).toEqual([query, undefined]);
          continue;
        }
        // One loose scan of the sort's range index, then short walks of the groups, no page statement over the range.
        const short = (column: string) => ({ data_vencimento: 'vencimento', datapagamento: 'pagamento', datacompetencia: 'competencia', datacadastro: 'cadastro' })[column] ?? column;
        const index = `IDX_financial_entries_range_${short(range)}_${short(String(query.field_sort))}`;
        expect([query, scan?.includes(`USE INDEX (${index})`)]).toEqual([query, true]);
        expect([query, statements.some((q) => /FROM \(SELECT fe\.id AS id/.test(q))]).toEqual([query, false]);
        grouped++;
        // The other groups read from the last entry found, in one statement of a range per group.
        if (statements.some((q) => /\) IN \(\(/.test(q))) fromLast++;
      }
      if (mysql) expect([grouped > 100, fromLast > 20]).toEqual([true, true]);
      // Where more than `tieGroups` groups may hold the best key, MariaDB first walks that key's
      // entries in ID order, examining at most `tieExamined` rows per entry wanted: the same pages,
      // from the walk where it finds them all, from the groups where it does not (a budget of 0
      // finds none). No walk elsewhere (MySQL has no ROWS EXAMINED, SQLite reads no groups).
      const mariadb = ds.options.type === 'mariadb';
      for (const tieExamined of [FinancialEntriesRepository.tieExamined, 0]) {
        Object.assign(FinancialEntriesRepository, { tieGroups: 0, tieExamined });
        let walks = 0;
        let fromWalk = 0;
        for (const [i, query] of queries.entries()) {
          const { result, queries: statements } = await capturingQueries(ds, () => a.list(query));
          expect([query, tieExamined, result.status, result.body.data?.map((r: { id: number }) => r.id)]).toEqual([query, tieExamined, 200, expected[i]]);
          const walk = statements.findIndex((q) => /FORCE INDEX \(IDX_financial_entries_account_\w+\) WHERE .* ORDER BY fe\.id (ASC|DESC) LIMIT \? ROWS EXAMINED \?$/.test(q));
          if (walk < 0) continue;
          walks++;
          // Answered by the walk: no group read after it.
          if (!statements.slice(walk + 1).some((q) => /USE INDEX \(IDX_financial_entries_range_/.test(q))) fromWalk++;
        }
        expect([tieExamined, walks > 50, fromWalk]).toEqual([tieExamined, mariadb, tieExamined > 0 && mariadb ? expect.any(Number) : 0]);
        if (mariadb && tieExamined > 0) expect(fromWalk).toBeGreaterThan(20);
      }
      // More groups than `groupedGroups`: the page statement reads it, the same page.
      FinancialEntriesRepository.groupedGroups = 0;
      const i = queries.findIndex((q) => q.status === 'vencido' && q.field_sort === 'datacompetencia' && q.sort === 'desc' && q.page === 1);
      const { ids, use } = await overviewPage(ds, a, queries[i]);
      expect(ids).toEqual(expected[i]);
      if (mysql) expect(use).toEqual(['IDX_financial_entries_range_vencimento_competencia']);
    } finally {
      Object.assign(FinancialEntriesRepository, { smallSet, groupedGroups, tieGroups, tieExamined });
    }
  });

  it('derives status in the account time zone: due yesterday there is vencido, due today is aberto (São Paulo and Tokyo accounts)', async () => {
    for (const zone of ['America/Sao_Paulo', 'Asia/Tokyo']) {
      const { account, token } = await t.app.get(AccountsService).createAccount(`Zona ${zone}`, zone);
      const today = dateInZone(new Date(), zone);
      const [y, m, d] = today.split('-').map(Number);
      const yesterday = dateInZone(new Date(Date.UTC(y, m - 1, d) - 86400_000), 'UTC');
      const post = (data_vencimento: string) => t.request('POST', '/api/v1/financial', { token, body: { tipo: 'receita', descricao: data_vencimento, valor: 1, data_vencimento } });
      expect((await post(today)).body.data[0].status).toBe('aberto');
      expect((await post(yesterday)).body.data[0].status).toBe('vencido');
      const list = await t.request('GET', '/api/v1/financial', { token, query: { status: 'vencido' } });
      expect(list.body.data.map((r: any) => r.descricao)).toEqual([yesterday]);
      expect(list.body.totais.vencido_receber).toBe(1);
      expect(account.timezone).toBe(zone);
    }
  });

  it('keeps the running totals exact: they equal a direct sum over the entries after creates, updates and payments', async () => {
    const a = await financialAccount(t);
    await a.post({ tipo: 'receita', descricao: 'P', valor: 1000, data_vencimento: '2030-01-31', parcelas: 7 });
    const single = (await a.post({ tipo: 'despesa', descricao: 'D', valor: 0.1, data_vencimento: '2020-01-01' })).body.data[0];
    await a.put(single.id, { valor: 0.2 });
    await a.put(single.id, { pago: true });
    await a.post({ tipo: 'receita', descricao: 'R', valor: 0.3, data_vencimento: '2020-01-01', pago: true });
    const ds = t.app.get(DataSource);
    const direct = await ds.query(
      `SELECT tipo, pago, SUM(CASE WHEN pago = 1 THEN COALESCE(valorpago, valor) ELSE valor END) AS total FROM financial_entries WHERE account_id = ? GROUP BY tipo, pago ORDER BY tipo, pago`,
      [a.accountId],
    );
    const norm = (rows: any[]) => rows.map((r) => [r.tipo, Number(r.pago), Math.round(Number(r.total) * 100)]);
    // The day rows and the month rows each hold every entry once.
    for (const periodo of ['dia', 'mes']) {
      const kept = await ds.query(
        `SELECT tipo, pago, SUM(total) AS total FROM financial_totals WHERE account_id = ? AND periodo = ? AND quantidade <> 0 GROUP BY tipo, pago ORDER BY tipo, pago`,
        [a.accountId, periodo],
      );
      expect([periodo, norm(kept)]).toEqual([periodo, norm(direct)]);
    }
    expect((await a.list()).body.totais).toEqual({ a_receber: 1000, recebido: 0.3, vencido_receber: 0, a_pagar: 0, pago: 0.2, vencido_pagar: 0, saldo: 0.1 });
  });

  it('answers total_data from the running totals equal to COUNT(*) for every filter they serve, after creates, plans, updates, payments and concurrent writes', async () => {
    const a = await financialAccount(t);
    const ds = t.app.get(DataSource);
    const { today, day } = await daysOf(ds, a.accountId);
    const plan = (await a.post({ tipo: 'receita', descricao: 'Plano', valor: 900, data_vencimento: day(-40), parcelas: 6 })).body.data;
    const single = (await a.post({ tipo: 'despesa', descricao: 'Aluguel', valor: 50, data_vencimento: day(-1) })).body.data[0];
    await a.put(plan[0].id, { pago: true });
    await a.put(single.id, { data_vencimento: day(3) });
    // Concurrent writes: new entries and plans while the plan's installments move and get paid.
    const writes = await Promise.all([
      ...Array.from({ length: 8 }, (_, i) => a.post({ tipo: i % 2 ? 'despesa' : 'receita', descricao: `C${i}`, valor: 10 + i, data_vencimento: day(i * 7 - 20), ...(i % 3 ? { parcelas: 1 + (i % 3) } : {}), pago: i % 4 === 0 })),
      a.put(plan[1].id, { data_vencimento: day(10) }),
      a.put(plan[2].id, { pago: true }),
      a.put(plan[3].id, { valor: 1, data_vencimento: day(0) }),
      a.put(single.id, { pago: true }),
    ]);
    expect(writes.map((r) => r.status)).toEqual([...Array(8).fill(201), 200, 200, 200, 200]);

    // Each running total holds exactly the entries of its key: by due date (day rows) and by the due date's month (month rows).
    const norm = (rows: any[]) => rows.map((r) => [r.tipo, Number(r.pago), String(r.due), Number(r.n)]);
    for (const [periodo, due] of [['dia', 'data_vencimento'], ['mes', MONTH_OF_DUE]]) {
      const counted = await ds.query(`SELECT tipo, pago, ${due} AS due, COUNT(*) AS n FROM financial_entries WHERE account_id = ? GROUP BY tipo, pago, ${due} ORDER BY tipo, pago, due`, [a.accountId]);
      const kept = await ds.query('SELECT tipo, pago, data_vencimento AS due, quantidade AS n FROM financial_totals WHERE account_id = ? AND periodo = ? AND quantidade <> 0 ORDER BY tipo, pago, due', [
        a.accountId,
        periodo,
      ]);
      expect([periodo, norm(kept)]).toEqual([periodo, norm(counted)]);
    }

    // total_data of every filter the running totals serve equals COUNT(*) of the same filter.
    const cases: [Record<string, string | boolean>, string, unknown[]][] = [
      [{}, '', []],
      [{ tipo: 'receita' }, 'AND tipo = ?', ['receita']],
      [{ tipo: 'despesa' }, 'AND tipo = ?', ['despesa']],
      [{ pago: true }, 'AND pago = 1', []],
      [{ pago: false }, 'AND pago = 0', []],
      [{ status: 'pago' }, 'AND pago = 1', []],
      [{ status: 'vencido' }, 'AND pago = 0 AND data_vencimento < ?', [today]],
      [{ status: 'aberto' }, 'AND pago = 0 AND data_vencimento >= ?', [today]],
      [{ vencimento_inicio: day(-30), vencimento_fim: day(5) }, 'AND data_vencimento BETWEEN ? AND ?', [day(-30), day(5)]],
      [{ tipo: 'receita', status: 'aberto', vencimento_fim: day(30) }, "AND tipo = 'receita' AND pago = 0 AND data_vencimento >= ? AND data_vencimento <= ?", [today, day(30)]],
      [{ tipo: 'despesa', pago: true, vencimento_inicio: day(-10) }, "AND tipo = 'despesa' AND pago = 1 AND data_vencimento >= ?", [day(-10)]],
      // Ranges over whole months and parts of months, before, around and after today's.
      [{ vencimento_inicio: day(-75), vencimento_fim: day(-1) }, 'AND data_vencimento BETWEEN ? AND ?', [day(-75), day(-1)]],
      [{ vencimento_inicio: day(-1), vencimento_fim: day(90) }, 'AND data_vencimento BETWEEN ? AND ?', [day(-1), day(90)]],
      [{ vencimento_fim: day(-35) }, 'AND data_vencimento <= ?', [day(-35)]],
      [{ vencimento_inicio: day(35), status: 'aberto' }, 'AND data_vencimento >= ? AND pago = 0 AND data_vencimento >= ?', [day(35), today]],
    ];
    for (const [query, where, params] of cases) {
      const [{ n }] = await ds.query(`SELECT COUNT(*) AS n FROM financial_entries WHERE account_id = ? ${where}`, [a.accountId, ...params]);
      const res = await a.list({ ...query, limit: 5 });
      expect([query, res.status, res.body.pagination.total_data]).toEqual([query, 200, Number(n)]);
      expect(res.body.data).toHaveLength(Math.min(5, Number(n)));
    }
    // An event or client without entries: no rows in their running totals, nothing counted.
    const byEvent = await a.list({ idevento: a.event.id });
    expect(byEvent.body.pagination.total_data).toBe(0);
    expect((await a.list({ id_cliente: a.client.id, status: 'pago' })).body.pagination.total_data).toBe(0);
  });

  it('keeps the running totals by category, payment form, payment date, event and client exact, and answers those filters from them with the totals of the entries', async () => {
    const a = await financialAccount(t);
    const ds = t.app.get(DataSource);
    const { today, day } = await daysOf(ds, a.accountId);
    const categories = (await ds.query('SELECT id FROM financial_categories WHERE account_id = ? ORDER BY id', [a.accountId])).map((r: { id: number }) => Number(r.id));
    const [cat1, cat2] = categories;
    const f = orderFactories(t, a.accountId);
    const client2 = await f.client({ nome: 'Buffet Aurora' });
    const event2 = await f.event({ nome: 'Formatura 2027', id_cliente: client2.id });
    const [ev1, ev2, cl1, cl2] = [a.event.id, event2.id, a.client.id, client2.id];
    // Entries over two categories (and none), three payment forms, two events and two clients (and none), paid and unpaid, a plan.
    const made = await Promise.all([
      a.post({ tipo: 'receita', descricao: 'A', valor: 100.1, data_vencimento: day(-5), id_categoria: cat1, forma_pagamento: 'pix', idevento: ev1, id_cliente: cl1 }),
      a.post({ tipo: 'receita', descricao: 'B', valor: 50, data_vencimento: day(2), id_categoria: cat1, forma_pagamento: 'boleto', pago: true, datapagamento: day(-1), idevento: ev1 }),
      a.post({ tipo: 'despesa', descricao: 'C', valor: 30.3, data_vencimento: day(-20), id_categoria: cat2, forma_pagamento: 'dinheiro', pago: true, idevento: ev2, id_cliente: cl2 }),
      a.post({ tipo: 'despesa', descricao: 'D', valor: 12, data_vencimento: day(10), forma_pagamento: 'pix', id_cliente: cl1 }),
      a.post({ tipo: 'receita', descricao: 'Plano', valor: 300, data_vencimento: day(-40), parcelas: 3, id_categoria: cat2, forma_pagamento: 'boleto', idevento: ev2, id_cliente: cl2 }),
    ]);
    expect(made.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
    const [first, second, , fourth, plan] = made.map((r) => r.body.data);
    // Moves between keys: another category, form, event and client, paid with a value of its own, a payment date changed, a category, event and client cleared.
    await a.put(first[0].id, { id_categoria: cat2, forma_pagamento: 'boleto', idevento: ev2, id_cliente: cl2 });
    await a.put(plan[0].id, { pago: true, valorpago: 99.5, datapagamento: day(-30) });
    await a.put(second[0].id, { datapagamento: day(-3), idevento: null, id_cliente: cl1 });
    await a.put(fourth[0].id, { id_categoria: cat1, idevento: ev1 });
    await a.put(plan[1].id, { id_categoria: null, id_cliente: null });

    const amount = 'SUM(CASE WHEN pago = 1 THEN COALESCE(valorpago, valor) ELSE valor END)';
    const norm = (rows: any[]) => rows.map((r) => [String(r.k), r.tipo, Number(r.pago), String(r.due), Math.round(Number(r.total) * 100), Number(r.n)]);
    // Day rows in every table; month rows in all but the table by payment date.
    for (const [table, column, periodo] of [
      ['financial_totals_categoria', 'id_categoria', 'dia'],
      ['financial_totals_categoria', 'id_categoria', 'mes'],
      ['financial_totals_forma', 'forma_pagamento', 'dia'],
      ['financial_totals_forma', 'forma_pagamento', 'mes'],
      ['financial_totals_pagamento', 'datapagamento', undefined],
      ['financial_totals_evento', 'idevento', 'dia'],
      ['financial_totals_evento', 'idevento', 'mes'],
      ['financial_totals_cliente', 'id_cliente', 'dia'],
      ['financial_totals_cliente', 'id_cliente', 'mes'],
    ]) {
      const due = periodo === 'mes' ? MONTH_OF_DUE : 'data_vencimento';
      const direct = await ds.query(
        `SELECT ${column} AS k, tipo, pago, ${due} AS due, ${amount} AS total, COUNT(*) AS n FROM financial_entries WHERE account_id = ? AND ${column} IS NOT NULL GROUP BY ${column}, tipo, pago, ${due} ORDER BY k, tipo, pago, due`,
        [a.accountId],
      );
      const kept = await ds.query(
        `SELECT ${column} AS k, tipo, pago, data_vencimento AS due, total, quantidade AS n FROM ${table} WHERE account_id = ? ${periodo ? 'AND periodo = ?' : ''} AND quantidade <> 0 ORDER BY k, tipo, pago, due`,
        [a.accountId, ...(periodo ? [periodo] : [])],
      );
      expect([table, periodo, norm(kept)]).toEqual([table, periodo, norm(direct)]);
      expect(direct.length).toBeGreaterThan(1);
    }

    // Each filter they serve: total_data equals COUNT(*) and totais equal the totals of the matching entries.
    const cases: [Record<string, string | number | boolean>, string, unknown[]][] = [
      [{ id_categoria: cat1 }, 'AND id_categoria = ?', [cat1]],
      [{ id_categoria: cat2, tipo: 'receita' }, "AND id_categoria = ? AND tipo = 'receita'", [cat2]],
      [{ id_categoria: cat2, status: 'vencido' }, 'AND id_categoria = ? AND pago = 0 AND data_vencimento < ?', [cat2, today]],
      [{ forma_pagamento: 'pix' }, "AND forma_pagamento = 'pix'", []],
      [{ forma_pagamento: 'boleto', pago: true }, "AND forma_pagamento = 'boleto' AND pago = 1", []],
      [{ forma_pagamento: 'boleto', vencimento_inicio: day(-45), vencimento_fim: day(0) }, "AND forma_pagamento = 'boleto' AND data_vencimento BETWEEN ? AND ?", [day(-45), day(0)]],
      [{ pagamento_inicio: day(-31), pagamento_fim: day(-2) }, 'AND datapagamento BETWEEN ? AND ?', [day(-31), day(-2)]],
      [{ pagamento_inicio: day(-3) }, 'AND datapagamento >= ?', [day(-3)]],
      [{ pagamento_fim: day(0), tipo: 'despesa' }, "AND datapagamento <= ? AND tipo = 'despesa'", [day(0)]],
      [{ idevento: ev1 }, 'AND idevento = ?', [ev1]],
      [{ idevento: ev2, pago: false }, 'AND idevento = ? AND pago = 0', [ev2]],
      [{ idevento: ev2, status: 'vencido', tipo: 'receita' }, "AND idevento = ? AND pago = 0 AND data_vencimento < ? AND tipo = 'receita'", [ev2, today]],
      [{ id_cliente: cl1 }, 'AND id_cliente = ?', [cl1]],
      [{ id_cliente: cl2, vencimento_inicio: day(-45), vencimento_fim: day(-10) }, 'AND id_cliente = ? AND data_vencimento BETWEEN ? AND ?', [cl2, day(-45), day(-10)]],
      // Two kinds at once, or a plan: summed over the entries, with the same answer.
      [{ id_categoria: cat2, forma_pagamento: 'boleto' }, "AND id_categoria = ? AND forma_pagamento = 'boleto'", [cat2]],
      [{ forma_pagamento: 'boleto', pagamento_inicio: day(-40) }, "AND forma_pagamento = 'boleto' AND datapagamento >= ?", [day(-40)]],
      [{ idevento: ev2, id_cliente: cl2 }, 'AND idevento = ? AND id_cliente = ?', [ev2, cl2]],
      [{ idevento: ev1, id_categoria: cat1 }, 'AND idevento = ? AND id_categoria = ?', [ev1, cat1]],
      [{ idparcelamento: plan[0].idparcelamento }, 'AND idparcelamento = ?', [plan[0].idparcelamento]],
    ];
    for (const [query, where, params] of cases) {
      const [row] = await ds.query(
        `SELECT COUNT(*) AS n,
           COALESCE(SUM(CASE WHEN tipo = 'receita' AND pago = 0 THEN valor END), 0) AS a_receber,
           COALESCE(SUM(CASE WHEN tipo = 'receita' AND pago = 1 THEN COALESCE(valorpago, valor) END), 0) AS recebido,
           COALESCE(SUM(CASE WHEN tipo = 'receita' AND pago = 0 AND data_vencimento < ? THEN valor END), 0) AS vencido_receber,
           COALESCE(SUM(CASE WHEN tipo = 'despesa' AND pago = 0 THEN valor END), 0) AS a_pagar,
           COALESCE(SUM(CASE WHEN tipo = 'despesa' AND pago = 1 THEN COALESCE(valorpago, valor) END), 0) AS pago
         FROM financial_entries WHERE account_id = ? ${where}`,
        [today, a.accountId, ...params],
      );
      const { result: res, queries } = await capturingQueries(ds, () => a.list({ ...query, limit: 2 }));
      expect([query, res.status, res.body.pagination.total_data]).toEqual([query, 200, Number(row.n)]);
      // One kind of running totals at most: read from its table, never summed over the entries.
      const summedOverEntries = queries.some((q) => /SUM\(/i.test(q) && /FROM [`"]?financial_entries/i.test(q));
      const kinds = ['id_categoria', 'forma_pagamento', 'idevento', 'id_cliente'].filter((k) => k in query).length + ('pagamento_inicio' in query || 'pagamento_fim' in query ? 1 : 0);
      expect([query, summedOverEntries]).toEqual([query, kinds > 1 || 'idparcelamento' in query]);
      const totais = res.body.totais;
      expect([query, totais.a_receber, totais.recebido, totais.vencido_receber, totais.a_pagar, totais.pago]).toEqual([
        query,
        Number(row.a_receber),
        Number(row.recebido),
        Number(row.vencido_receber),
        Number(row.a_pagar),
        Number(row.pago),
      ]);
    }
  });

  it('sorts by status as aberto, pago, vencido (reversed for desc), ties by ID, with pages that span two statuses, alone and with filters', async () => {
    const a = await financialAccount(t);
    const ds = t.app.get(DataSource);
    const { day } = await daysOf(ds, a.accountId);
    // Statuses interleaved by ID: aberto (due today or later), vencido (due before today), pago.
    const kinds = ['aberto', 'vencido', 'pago', 'vencido', 'aberto', 'pago', 'pago', 'aberto', 'vencido', 'aberto', 'pago'];
    const made: { id: number; status: string; tipo: string }[] = [];
    for (const [i, kind] of kinds.entries()) {
      const tipo = i % 3 === 0 ? 'despesa' : 'receita';
      const body = { tipo, descricao: `S${i}`, valor: 10 + i, data_vencimento: kind === 'vencido' ? day(-1 - i) : day(i % 2 ? 0 : 5), ...(kind === 'pago' ? { pago: true } : {}) };
      const res = await a.post(body);
      expect(res.status).toBe(201);
      made.push({ id: res.body.data[0].id, status: res.body.data[0].status, tipo });
    }
    expect(made.map((e) => e.status)).toEqual(kinds);
    const expected = (rows: typeof made, direction: 'asc' | 'desc') => {
      const order = ['aberto', 'pago', 'vencido'];
      const sorted = [...rows].sort((x, y) => order.indexOf(x.status) - order.indexOf(y.status) || x.id - y.id);
      return (direction === 'asc' ? sorted : sorted.reverse()).map((e) => e.id);
    };
    const walk = async (query: Record<string, string>, limit: number) => {
      const ids: number[] = [];
      for (let page = 1; ; page++) {
        const res = await a.list({ ...query, field_sort: 'status', limit, page });
        expect(res.status).toBe(200);
        if (res.body.data.length === 0) return ids;
        ids.push(...res.body.data.map((e: { id: number }) => e.id));
      }
    };
    for (const sort of ['asc', 'desc'] as const) {
      for (const limit of [2, 3, 100]) expect([sort, limit, await walk({ sort }, limit)]).toEqual([sort, limit, expected(made, sort)]);
      expect(await walk({ sort, tipo: 'receita' }, 3)).toEqual(expected(made.filter((e) => e.tipo === 'receita'), sort));
      expect(await walk({ sort, status: 'vencido' }, 2)).toEqual(expected(made.filter((e) => e.status === 'vencido'), sort));
      expect(await walk({ sort, pago: 'false' }, 4)).toEqual(expected(made.filter((e) => e.status !== 'pago'), sort));
    }
    // A page past the end is empty, with the true total.
    const past = await a.list({ field_sort: 'status', limit: 5, page: 4 });
    expect([past.body.data, past.body.pagination.total_data]).toEqual([[], kinds.length]);
  });

  it('lists cards, cost centres and financial categories seeded for every account', async () => {
    const a = await financialAccount(t);
    for (const path of ['cards', 'costcenter', 'financialcategory']) {
      const res = await t.request('GET', `/api/v1/${path}`, { token: a.token });
      expect(res.status).toBe(200);
      expect(res.body.data.length).toBeGreaterThan(2);
      expect(res.body.data[0]).toEqual({ id: expect.any(Number), nome: expect.any(String), ativo: true });
    }
  });
});
