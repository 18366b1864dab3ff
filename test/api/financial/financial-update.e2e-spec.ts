import { dateInZone } from '../../../src/common/dates';
import { countRows, entryRows, notificationsOf } from '../../support/db-probes';
import { FinancialAccount, financialAccount } from '../../support/financial-factories';
import { startTestApp, TestApp } from '../../support/harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A plan of 3 installments of 100.00 due 2030-01-10, 2030-02-10, 2030-03-10. */
async function plan(a: FinancialAccount, extra: Record<string, unknown> = {}) {
  const res = await a.post({
    tipo: 'receita',
    descricao: 'Contrato',
    valor: 300,
    data_vencimento: '2030-01-10',
    parcelas: 3,
    id_cliente: a.client.id,
    ...extra,
  });
  expect(res.status).toBe(201);
  return res.body.data.map((r: any) => r.id) as [number, number, number];
}

const charge = (a: FinancialAccount, id: number) =>
  t.request('POST', `/api/v1/financial/${id}/charge`, { token: a.token, body: { forma: 'pix' } });
const historyCount = (a: FinancialAccount) => countRows(t, 'financial_history', a.accountId);

describe('financial update (PUT /api/v1/financial/{id}) and its rules', () => {
  it('propagates non-date fields by escopo: este, proximos, todos', async () => {
    const a = await financialAccount(t);
    const [p1, p2, p3] = await plan(a);
    expect((await a.put(p2, { descricao: 'Só esta' })).status).toBe(200);
    expect((await entryRows(t, a.accountId)).map((r: any) => r.descricao)).toEqual(['Contrato', 'Só esta', 'Contrato']);
    await a.put(p2, { observacoes: 'Próximas', escopo: 'proximos' });
    expect((await entryRows(t, a.accountId)).map((r: any) => r.observacoes)).toEqual([null, 'Próximas', 'Próximas']);
    const res = await a.put(p3, { descricao: 'Todas', escopo: 'todos' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'success',
      errors: [],
      data: { id: p3, descricao: 'Todas', parcelas: [{ id: p1 }, { id: p2 }] },
    });
    expect((await entryRows(t, a.accountId)).map((r: any) => r.descricao)).toEqual(['Todas', 'Todas', 'Todas']);
  });

  it('rule 1: dates change only on the entry addressed, whatever the scope', async () => {
    const a = await financialAccount(t);
    const [, p2] = await plan(a);
    const res = await a.put(p2, { data_vencimento: '2030-02-20', datacompetencia: '2030-02-01', descricao: 'Nova', escopo: 'todos' });
    expect(res.status).toBe(200);
    const rows = await entryRows(t, a.accountId);
    expect(rows.map((r: any) => [r.data_vencimento, r.descricao])).toEqual([
      ['2030-01-10', 'Nova'],
      ['2030-02-20', 'Nova'],
      ['2030-03-10', 'Nova'],
    ]);
    expect(rows.map((r: any) => r.datacompetencia)).toEqual(['2030-01-10', '2030-02-01', '2030-03-10']);
  });

  it('rule 2: datapagamento sent alone also sets data_vencimento (only on the entry addressed)', async () => {
    const a = await financialAccount(t);
    const [p1] = await plan(a);
    const res = await a.put(p1, { datapagamento: '2030-01-05', escopo: 'todos' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ datapagamento: '2030-01-05', data_vencimento: '2030-01-05', pago: false });
    expect((await entryRows(t, a.accountId)).map((r: any) => r.data_vencimento)).toEqual(['2030-01-05', '2030-02-10', '2030-03-10']);
    // With another field, datapagamento does not move the due date.
    const both = await a.put(p1, { datapagamento: '2030-01-07', observacoes: 'x' });
    expect(both.body.data).toMatchObject({ datapagamento: '2030-01-07', data_vencimento: '2030-01-05' });
  });

  it('rule 3: changing valor, data_vencimento, forma_pagamento or id_cliente of an entry with an issued charge is 409 charge_issued, nothing changed', async () => {
    const a = await financialAccount(t);
    const id = (await a.post({ tipo: 'receita', descricao: 'Sinal', valor: 100, data_vencimento: '2030-01-10', id_cliente: a.client.id }))
      .body.data[0].id;
    expect((await charge(a, id)).status).toBe(201);
    const before = await entryRows(t, a.accountId);
    const historyBefore = await historyCount(a);
    for (const body of [
      { valor: 120 },
      { data_vencimento: '2030-01-11' },
      { forma_pagamento: 'pix' },
      { id_cliente: null },
      { datapagamento: '2030-01-09' },
    ]) {
      const res = await a.put(id, body);
      expect(res.status).toBe(409);
      expect(res.body.errors).toEqual([expect.objectContaining({ code: 'charge_issued', id, numeroparcela: null })]);
    }
    expect(await entryRows(t, a.accountId)).toEqual(before);
    expect(await historyCount(a)).toBe(historyBefore);
    // Fields outside the charge may change; sending the same valor changes nothing and is no conflict.
    expect((await a.put(id, { descricao: 'Sinal do contrato', valor: 100 })).status).toBe(200);
  });

  it('rule 3 through the scope: a 409 on the third installment leaves the first two unchanged, and errors list it with id and numeroparcela', async () => {
    const a = await financialAccount(t);
    const [p1, p2, p3] = await plan(a);
    expect((await charge(a, p3)).status).toBe(201);
    const before = await entryRows(t, a.accountId);
    const notesBefore = (await notificationsOf(t, a.accountId)).length;
    for (const [id, escopo] of [
      [p1, 'todos'],
      [p2, 'proximos'],
    ] as const) {
      const res = await a.put(id, { valor: 150, descricao: 'Reajuste', escopo });
      expect(res.status).toBe(409);
      expect(res.body.errors).toEqual([expect.objectContaining({ field: 'valor', code: 'charge_issued', id: p3, numeroparcela: 3 })]);
    }
    expect(await entryRows(t, a.accountId)).toEqual(before);
    expect((await notificationsOf(t, a.accountId)).length).toBe(notesBefore);
    // Scopes that do not reach the charged installment are free.
    expect((await a.put(p1, { valor: 150 })).status).toBe(200);
    expect((await a.put(p3, { valor: 99, escopo: 'este' })).status).toBe(409);
  });

  it('rule 4: pago sent on an entry with an issued charge is 409, also when the scope reaches one', async () => {
    const a = await financialAccount(t);
    const [p1, p2] = await plan(a);
    expect((await charge(a, p2)).status).toBe(201);
    const direct = await a.put(p2, { pago: true });
    expect(direct.status).toBe(409);
    expect(direct.body.errors[0]).toMatchObject({ field: 'pago', code: 'charge_issued', id: p2, numeroparcela: 2 });
    expect((await a.put(p2, { pago: false })).status).toBe(409);
    const scoped = await a.put(p1, { pago: true, escopo: 'todos' });
    expect(scoped.status).toBe(409);
    expect(scoped.body.errors.map((e: any) => e.id)).toEqual([p2]);
    expect((await entryRows(t, a.accountId)).map((r: any) => Number(r.pago))).toEqual([0, 0, 0]);
    expect((await a.put(p1, { pago: true })).status).toBe(200);
  });

  it('rule 5: idcartao is required when the resulting forma_pagamento is cartao_credito (400 on idcartao), also through the scope', async () => {
    const a = await financialAccount(t);
    const [p1, , p3] = await plan(a);
    const res = await a.put(p1, { forma_pagamento: 'cartao_credito' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([expect.objectContaining({ field: 'idcartao', code: 'card_required' })]);
    expect((await a.put(p1, { forma_pagamento: 'cartao_credito', idcartao: a.card, escopo: 'todos' })).status).toBe(200);
    const clear = await a.put(p3, { idcartao: null });
    expect(clear.status).toBe(400);
    expect(clear.body.errors[0].field).toBe('idcartao');
    expect((await entryRows(t, a.accountId)).map((r: any) => [r.forma_pagamento, r.idcartao])).toEqual([
      ['cartao_credito', a.card],
      ['cartao_credito', a.card],
      ['cartao_credito', a.card],
    ]);
  });

  it('rule 6: changing valor or idevento of an apportioned entry is 409 apportioned, also when the scope reaches one', async () => {
    const a = await financialAccount(t);
    const [p1, p2, p3] = await plan(a);
    const rateio = [{ id_centro_custo: a.costCenters[0], percentual: 100 }];
    const set = await a.put(p3, { rateio });
    expect(set.status).toBe(200);
    expect(set.body.data.rateio).toEqual([{ id_centro_custo: a.costCenters[0], percentual: 100, valor: 100 }]);
    for (const body of [{ valor: 10 }, { idevento: a.event.id }]) {
      const res = await a.put(p3, body);
      expect(res.status).toBe(409);
      expect(res.body.errors[0]).toMatchObject({ code: 'apportioned', id: p3, numeroparcela: 3 });
    }
    const before = await entryRows(t, a.accountId);
    const scoped = await a.put(p1, { valor: 10, escopo: 'todos' });
    expect(scoped.status).toBe(409);
    expect(scoped.body.errors).toEqual([expect.objectContaining({ field: 'valor', code: 'apportioned', id: p3, numeroparcela: 3 })]);
    expect(await entryRows(t, a.accountId)).toEqual(before);
    expect((await a.put(p2, { valor: 10, escopo: 'este' })).status).toBe(200);
    expect((await a.put(p3, { descricao: 'ok' })).status).toBe(200);
  });

  it('lists every blocking installment at once (charge and apportionment)', async () => {
    const a = await financialAccount(t);
    const [p1, p2, p3] = await plan(a);
    await charge(a, p2);
    await a.put(p3, { rateio: [{ id_centro_custo: a.costCenters[0], percentual: 100 }] });
    const res = await a.put(p1, { valor: 1, escopo: 'todos' });
    expect(res.status).toBe(409);
    expect(res.body.errors.map((e: any) => [e.code, e.id, e.numeroparcela])).toEqual([
      ['charge_issued', p2, 2],
      ['apportioned', p3, 3],
    ]);
  });

  it('rule 7: one history record per changed entry with who, scope and each field old and new value, newest first', async () => {
    const a = await financialAccount(t);
    const [p1, p2, p3] = await plan(a);
    await a.put(p1, { descricao: 'Novo', valor: 120, escopo: 'todos' });
    const h = await a.history(p2);
    expect(h.status).toBe(200);
    expect(h.body.pagination.total_data).toBe(2);
    expect(h.body.data[0]).toMatchObject({
      id_lancamento: p2,
      acao: 'alteracao',
      escopo: 'todos',
      usuario: { id_token: expect.any(Number), nome: 'default' },
      alteracoes: [
        { campo: 'descricao', de: 'Contrato', para: 'Novo' },
        { campo: 'valor', de: 100, para: 120 },
      ],
    });
    expect(h.body.data[1].acao).toBe('criacao');
    expect((await a.history(p2, { sort: 'asc' })).body.data[0].acao).toBe('criacao');
    expect((await a.history(p3)).body.data).toHaveLength(2);
    const notes = await notificationsOf(t, a.accountId);
    expect(notes.at(-1)).toEqual({
      event: 'financial_entry_updated',
      payload: [p1, p2, p3].map((id) => expect.objectContaining({ id, descricao: 'Novo', valor: 120 })),
    });
  });

  it('an update that changes nothing writes no history, sends no notification and leaves datahoraupdate alone', async () => {
    const a = await financialAccount(t);
    const [p1] = await plan(a);
    const before = await entryRows(t, a.accountId);
    const notes = (await notificationsOf(t, a.accountId)).length;
    const history = await historyCount(a);
    const res = await a.put(p1, { descricao: 'Contrato', valor: 100, escopo: 'todos' });
    expect(res.status).toBe(200);
    expect(res.body.message).toMatch(/nothing to change/);
    expect(await entryRows(t, a.accountId)).toEqual(before);
    expect((await notificationsOf(t, a.accountId)).length).toBe(notes);
    expect(await historyCount(a)).toBe(history);
    expect((await a.put(p1, {})).status).toBe(400);
  });

  it('skips installments already paid when propagating, and pago true without datapagamento sets today', async () => {
    const a = await financialAccount(t);
    const [p1, p2] = await plan(a);
    const paid = await a.put(p2, { pago: true });
    expect(paid.body.data).toMatchObject({ pago: true, status: 'pago', datapagamento: dateInZone(new Date(), 'America/Sao_Paulo') });
    await a.put(p1, { descricao: 'Reajuste', valor: 110, escopo: 'todos' });
    expect((await entryRows(t, a.accountId)).map((r: any) => [r.descricao, Number(r.valor)])).toEqual([
      ['Reajuste', 110],
      ['Contrato', 100],
      ['Reajuste', 110],
    ]);
    // pago false leaves datapagamento; null clears it.
    const unpaid = await a.put(p2, { pago: false });
    expect(unpaid.body.data.datapagamento).not.toBeNull();
    expect((await a.put(p2, { datapagamento: null })).body.data.datapagamento).toBeNull();
  });

  it("outside a plan every scope is este; unknown references are 422; other accounts' entries are 404", async () => {
    const a = await financialAccount(t);
    const b = await financialAccount(t);
    const id = (await a.post({ tipo: 'despesa', descricao: 'x', valor: 5, data_vencimento: '2030-01-01' })).body.data[0].id;
    const res = await a.put(id, { descricao: 'y', escopo: 'todos' });
    expect(res.status).toBe(200);
    expect((await a.history(id)).body.data[0].escopo).toBe('este');
    const refs = await a.put(id, {
      idevento: b.event.id,
      id_cliente: b.client.id,
      idcartao: b.card,
      id_categoria: b.category,
      rateio: [{ id_centro_custo: b.costCenters[0], percentual: 100 }],
    });
    expect(refs.status).toBe(422);
    expect(refs.body.errors.map((e: any) => e.field)).toEqual([
      'idevento',
      'id_cliente',
      'idcartao',
      'id_categoria',
      'rateio[0].id_centro_custo',
    ]);
    expect((await b.put(id, { descricao: 'z' })).status).toBe(404);
    expect((await a.put(id, { escopo: 'tudo', descricao: 'w' })).status).toBe(400);
  });

  it('concurrent updates of two installments of one plan lose nothing', async () => {
    const a = await financialAccount(t);
    const ids = await plan(a);
    for (let round = 0; round < 4; round++) {
      const [r1, r2] = await Promise.all([
        a.put(ids[0], { descricao: `D${round}`, escopo: 'todos' }),
        a.put(ids[1], { observacoes: `O${round}`, escopo: 'todos' }),
      ]);
      expect([r1.status, r2.status]).toEqual([200, 200]);
      const rows = await entryRows(t, a.accountId);
      expect(rows.map((r: any) => [r.descricao, r.observacoes])).toEqual(ids.map(() => [`D${round}`, `O${round}`]));
    }
    expect((await a.history(ids[2])).body.pagination.total_data).toBe(9);
  });
});
