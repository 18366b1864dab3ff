import fc from 'fast-check';

import { commandIn } from '../../support/cli-in';
import { expectTotalsKept } from '../../support/db-probes';
import { FinancialAccount, financialAccount } from '../../support/financial-factories';
import { startTestApp, TestApp } from '../../support/harness';

// The sums kept with the entries (the overview's totals, the income statement's month sums)
// against a recomputation over the entries, after any sequence of writes through the API:
// entries and plans created, then values, paid states, categories, competence and due dates,
// types and scopes changed; and again after the operator's rebuild. The income statement is
// also checked against the same figures computed here from the entries the API lists.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const MONTHS = ['2026-01', '2026-02', '2026-03'];
const day = fc.constantFrom(...MONTHS).chain((m) => fc.integer({ min: 1, max: 28 }).map((d) => `${m}-${String(d).padStart(2, '0')}`));
const cents = fc.integer({ min: 100, max: 500_000 }).map((c) => c / 100);

type Write =
  | {
      op: 'create';
      tipo: 'receita' | 'despesa';
      valor: number;
      due: string;
      competence: string | null;
      category: number | null;
      pago: boolean;
      parcelas: number;
    }
  | { op: 'update'; pick: number; set: Record<string, unknown>; escopo: 'este' | 'proximos' | 'todos' };

const write = (categories: number[]): fc.Arbitrary<Write> =>
  fc.oneof(
    fc.record({
      op: fc.constant('create' as const),
      tipo: fc.constantFrom('receita' as const, 'despesa' as const),
      valor: cents,
      due: day,
      competence: fc.option(day, { nil: null }),
      category: fc.option(fc.constantFrom(...categories), { nil: null }),
      pago: fc.boolean(),
      parcelas: fc.constantFrom(1, 1, 2, 3),
    }),
    fc.record({
      op: fc.constant('update' as const),
      pick: fc.nat(),
      escopo: fc.constantFrom('este' as const, 'proximos' as const, 'todos' as const),
      set: fc.oneof(
        cents.map((valor) => ({ valor })),
        fc.boolean().map((pago) => ({ pago })),
        fc.option(fc.constantFrom(...categories), { nil: null }).map((id_categoria) => ({ id_categoria })),
        day.map((datacompetencia) => ({ datacompetencia })),
        day.map((data_vencimento) => ({ data_vencimento })),
        fc.constantFrom('receita', 'despesa').map((tipo) => ({ tipo })),
        // The receipts per event and payment month move with the event and the payment date.
        fc.constantFrom(null, 'the event').map((idevento) => ({ idevento })),
        day.map((datapagamento) => ({ pago: true, datapagamento })),
      ),
    }),
  );

/** How many updates the API applied, over all runs (the property must not hold only because updates were refused). */
let applied = 0;

async function apply(a: FinancialAccount, ids: number[], w: Write): Promise<void> {
  if (w.op === 'create') {
    const body: Record<string, unknown> = {
      tipo: w.tipo,
      descricao: 'Lançamento gerado',
      valor: w.valor,
      data_vencimento: w.due,
      forma_pagamento: 'pix',
      id_categoria: w.category,
      idevento: a.event.id,
    };
    if (w.competence) body.datacompetencia = w.competence;
    if (w.parcelas > 1) body.parcelas = w.parcelas;
    else body.pago = w.pago;
    const res = await a.post(body);
    expect(res.status).toBe(201);
    const data = res.body.data;
    ids.push(...(Array.isArray(data) ? data : (data.parcelas ?? [data])).map((e: { id: number }) => e.id));
    return;
  }
  if (ids.length === 0) return;
  const id = ids[w.pick % ids.length];
  const set = w.set.idevento === 'the event' ? { idevento: a.event.id } : w.set;
  const res = await a.put(id, { ...set, escopo: w.escopo });
  // A write the rules refuse (a paid installment's scope, say) changes nothing: the sums must still hold.
  expect([200, 400, 409, 422]).toContain(res.status);
  if (res.status === 200) applied++;
}

/** The income statement of the months, computed here from the entries as the API lists them. */
async function expectedResults(a: FinancialAccount) {
  const out = new Map<string, { receita: number; despesa: number; receitaPaga: number; despesaPaga: number }>(
    MONTHS.map((m) => [m, { receita: 0, despesa: 0, receitaPaga: 0, despesaPaga: 0 }]),
  );
  for (let page = 1; ; page++) {
    const res = await a.list({ page, limit: 200 });
    for (const e of res.body.data as {
      tipo: 'receita' | 'despesa';
      valor: number;
      valorpago: number | null;
      pago: boolean;
      datacompetencia: string;
    }[]) {
      const month = out.get(e.datacompetencia.slice(0, 7));
      if (!month) continue;
      month[e.tipo] += Math.round(e.valor * 100);
      if (e.pago) month[e.tipo === 'receita' ? 'receitaPaga' : 'despesaPaga'] += Math.round((e.valorpago ?? e.valor) * 100);
    }
    if (page >= res.body.pagination.total_page) break;
  }
  return MONTHS.map((m) => {
    const v = out.get(m)!;
    return [m, v.receita, v.despesa, v.receita - v.despesa, v.receitaPaga - v.despesaPaga];
  });
}

it('the kept sums equal a recomputation after any sequence of writes, and after a rebuild', async () => {
  const categories = (await t.request('GET', '/api/v1/financialcategory', { token: (await t.newAccount()).token })).body.data.map(
    (c: { id: number }) => c.id,
  );
  await fc.assert(
    fc.asyncProperty(fc.array(write(categories.slice(0, 3)), { minLength: 1, maxLength: 12 }), async (writes) => {
      const a = await financialAccount(t);
      const own = (await t.request('GET', '/api/v1/financialcategory', { token: a.token })).body.data.map((c: { id: number }) => c.id);
      // The generated categories are the first account's; each run maps them onto its own account's.
      const mapped = writes.map((w) => {
        const map = (id: unknown) => (typeof id === 'number' ? own[categories.indexOf(id)] : id);
        return w.op === 'create'
          ? { ...w, category: map(w.category) as number | null }
          : { ...w, set: 'id_categoria' in w.set ? { id_categoria: map(w.set.id_categoria) } : w.set };
      });
      const ids: number[] = [];
      for (const w of mapped) await apply(a, ids, w);
      if (ids.length === 0) return;
      await expectTotalsKept(t, a.accountId);
      const report = async () =>
        (await t.request('GET', '/api/v1/reports/results', { token: a.token, query: { de: MONTHS[0], ate: MONTHS[2] } })).body;
      const shown = (r: any) =>
        r.meses.map((m: any) => [
          m.competencia,
          Math.round(m.receitas.total * 100),
          Math.round(m.despesas.total * 100),
          Math.round(m.resultado * 100),
          Math.round(m.resultado_realizado * 100),
        ]);
      const before = await report();
      expect(shown(before)).toEqual(await expectedResults(a));
      expect((await commandIn(t, ['financial:rebuild-totals', String(a.accountId)])).code).toBe(0);
      await expectTotalsKept(t, a.accountId);
      expect(await report()).toEqual(before);
    }),
    { numRuns: 25 },
  );
  expect(applied).toBeGreaterThan(10);
});
