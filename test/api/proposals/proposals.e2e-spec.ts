import { createHash } from 'node:crypto';

import { DataSource } from 'typeorm';

import { dateInZone } from '../../../src/common/dates';
import { countRows, notificationsOf } from '../../support/db-probes';
import { startTestApp, TestApp } from '../../support/harness';
import { orderFactories } from '../../support/order-factories';
import { openPage, postForm, visibleText } from '../../support/proposal-page';

// The proposal page and the booking its acceptance makes, as a client's browser and the
// company's integration use them. The browser itself is test/browser/proposal-page.e2e-spec.ts.
let t: TestApp;
beforeAll(async () => {
  // Many answers from one address in a minute here; the limit has its own app below.
  t = await startTestApp({ PROPOSAL_ANSWERS_PER_MINUTE: '1000' });
});
afterAll(async () => {
  await t.close();
});

// Days from today in the account's time zone (the service's today), not UTC's: they differ for three hours each night.
const inDays = (days: number) => dateInZone(new Date(Date.now() + days * 86_400_000));
const pathOf = (link: string) => new URL(link, 'http://x').pathname;

/** An account with a client, a product, stock-controlled chairs and an open proposal of them. */
async function setup(budget: Record<string, unknown> = {}, options: { chairs?: number } = {}) {
  const { accountId, token } = await t.newAccount('Buffet Estrela');
  const f = orderFactories(t, accountId);
  const client = await f.client({ nome: 'Joana Prado', documento: '52998224725' });
  const product = await f.product({ nome: 'Jantar <b>especial</b> & "vinho"', valor: 100, valorcusto: 40 });
  const chairs = await f.equipment({ nome: 'Cadeira', valor: 10, estoque: options.chairs ?? 100, controle_estoque: true });
  const place = (await t.request('GET', '/api/v1/eventlocation', { token })).body.data[0];
  const res = await t.request('POST', '/api/v1/budgets', {
    token,
    body: {
      id_cliente: client.id,
      nome_evento: 'Bodas de ouro',
      data_evento: inDays(60),
      numero_convidados: 80,
      id_local: place.id,
      validade: inDays(10),
      entrada_percentual: 33.33,
      parcelas: 3,
      primeiro_vencimento: inDays(30),
      forma_pagamento: 'pix',
      itens: [
        { idproduto: product.id, tipo: 'produto', quantidade: 3, valor: 33.33, desconto: 10, tipocalculo: '%' },
        { idproduto: chairs.id, tipo: 'item', quantidade: 8, ndias: 2, desconto: 0.5 },
      ],
      ...budget,
    },
  });
  expect(res.status).toBe(201);
  return { accountId, token, f, client, product, chairs, place, budget: res.body.data, link: pathOf(res.body.data.link_proposta) };
}

/** Accepts on the page as a client does: reads it, fills the form, sends it. */
async function acceptOnPage(link: string, fields: Record<string, string> = {}, headers: Record<string, string> = {}) {
  const page = await openPage(t, link);
  expect(page.form).not.toBeNull();
  return postForm(t, `${link}/aceitar`, { nome: 'Joana Prado', cpf: '529.982.247-25', aceite: 'sim', ...page.form!, ...fields }, headers);
}

const view = async (s: { token: string; budget: { id: number } }) =>
  (await t.request('GET', `/api/v1/budgets/${s.budget.id}`, { token: s.token })).body;

describe('the proposal page', () => {
  it('shows the account, client, event, every line, the totals, the terms, the validity and the number, escaped', async () => {
    const s = await setup({ observacoes: 'Montagem <script>alert(1)</script> às 14h' });
    const page = await openPage(t, s.link);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const text = visibleText(page.html);
    // 33.33 × 3 − 10 % = 89.99 (89.991); 10 × 8 × 2 − 0.50 = 159.50; total 249.49
    for (const shown of [
      'Buffet Estrela',
      `Proposta ${s.budget.id}-1`,
      'Joana Prado',
      'Bodas de ouro',
      'Salão próprio',
      '80',
      'Jantar <b>especial</b> & "vinho"',
      'R$ 33,33',
      '10 %',
      'R$ 89,99',
      'Cadeira',
      'R$ 159,50',
      'R$ 249,49',
      'Entrada de 33,33 % (R$ 83,16) no aceite, por Pix.',
      'O restante em 3 parcelas mensais, por Pix: R$ 55,45',
      `Válida até ${inDays(10).split('-').reverse().join('/')}`,
      'Montagem <script>alert(1)</script> às 14h',
    ]) {
      expect(text).toContain(shown);
    }
    // Escaped by the template engine: the names are text, never markup.
    expect(page.html).not.toContain('<script>');
    expect(page.html).not.toContain('<b>especial');
    expect(page.html).toContain('&lt;b&gt;especial&lt;/b&gt; &amp; &quot;vinho&quot;');
  });

  it('sends strict headers: a CSP whose nonce is the stylesheet’s, no referrer, not indexed, not framed, no outside asset', async () => {
    const s = await setup();
    const first = await openPage(t, s.link);
    const csp = first.headers.get('content-security-policy')!;
    const nonce = /'nonce-([^']+)'/.exec(csp)![1];
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("form-action 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(first.html).toContain(`<style nonce="${nonce}">`);
    expect(first.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(first.headers.get('referrer-policy')).toBe('no-referrer');
    expect(first.headers.get('cache-control')).toBe('no-store');
    expect(first.html).not.toMatch(/<script|<link|src=|https?:\/\//);
    // A nonce per page.
    const second = await openPage(t, s.link);
    expect(/'nonce-([^']+)'/.exec(second.headers.get('content-security-policy')!)![1]).not.toBe(nonce);
    expect(second.form!.nonce).toBeTruthy();
    // Labelled fields, an explicit box.
    for (const label of ['<label for="nome">', '<label for="cpf">', 'id="aceite"', 'name="aceite" value="sim"'])
      expect(first.html).toContain(label);
  });

  it('answers the same 404 page for an unknown, a malformed, a rotated and a declined token', async () => {
    const s = await setup();
    const unknown = await openPage(t, '/p/' + 'x'.repeat(32));
    const malformed = await openPage(t, '/p/%3Cscript%3E');
    const rotate = await t.request('POST', `/api/v1/budgets/${s.budget.id}/token`, { token: s.token });
    expect(rotate.status).toBe(200);
    expect(rotate.body.data.link_proposta).not.toBe(s.budget.link_proposta);
    const rotated = await openPage(t, s.link);
    expect((await openPage(t, pathOf(rotate.body.data.link_proposta))).status).toBe(200);

    const other = await setup();
    const page = await openPage(t, other.link);
    const declined = await postForm(t, `${other.link}/recusar`, { motivo: 'Caro demais', ...page.form! });
    expect(declined.status).toBe(200);
    expect(visibleText(declined.html)).toContain('Você recusou a proposta');
    const afterDecline = await openPage(t, other.link);

    const bodies = [unknown, malformed, rotated, afterDecline].map((p) => {
      expect(p.status).toBe(404);
      expect(p.headers.get('x-robots-tag')).toBe('noindex, nofollow');
      return p.html.replace(/nonce="[^"]+"/, '');
    });
    expect(new Set(bodies).size).toBe(1);
    expect((await view(other)).status).toBe('RECUSADO');
  });
});

describe('accepting on the page', () => {
  it('refuses an incomplete form with each problem beside its field, writing nothing', async () => {
    const s = await setup();
    const res = await acceptOnPage(s.link, { nome: ' ', cpf: '111.111.111-11', aceite: '' });
    expect(res.status).toBe(400);
    const text = visibleText(res.html);
    expect(text).toContain('Informe seu nome completo.');
    expect(text).toContain('Informe um CPF válido');
    expect(text).toContain('Marque “Li e aceito a proposta”');
    expect(res.html).toContain('aria-invalid="true" aria-describedby="cpf-erro"');
    expect(res.html).toContain('value="111.111.111-11"');
    expect(await countRows(t, 'budget_answers', s.accountId)).toBe(0);
    expect(await countRows(t, 'orders', s.accountId)).toBe(0);
  });

  it('refuses a form without the page’s nonce, or of another version, showing the current proposal', async () => {
    const s = await setup();
    const page = await openPage(t, s.link);
    const forged = await postForm(t, `${s.link}/aceitar`, {
      nome: 'Joana',
      cpf: '52998224725',
      aceite: 'sim',
      versao: page.form!.versao,
      nonce: 'x.y',
    });
    expect(forged.status).toBe(409);
    expect(visibleText(forged.html)).toContain('O formulário expirou');
    // The company changes the proposal while the client reads it.
    expect((await t.request('PUT', `/api/v1/budgets/${s.budget.id}`, { token: s.token, body: { parcelas: 4 } })).status).toBe(200);
    const stale = await postForm(t, `${s.link}/aceitar`, { nome: 'Joana', cpf: '52998224725', aceite: 'sim', ...page.form! });
    expect(stale.status).toBe(409);
    expect(visibleText(stale.html)).toContain('A proposta mudou desde que você a abriu');
    expect(stale.form!.versao).not.toBe(page.form!.versao);
    expect(await countRows(t, 'budget_answers', s.accountId)).toBe(0);
  });

  it('books the event, the order, the stock and the receivables in one step, keeps the evidence, and shows the confirmation', async () => {
    const s = await setup();
    const before = await view(s);
    const res = await acceptOnPage(s.link, {}, { 'user-agent': 'Navegador de teste/1.0' });
    expect(res.status).toBe(303);
    expect(res.location).toBe(s.link);

    const after = await view(s);
    expect(after.status).toBe('APROVADO');
    const aceite = after.aceite;
    expect(aceite).toMatchObject({
      decisao: 'aceita',
      canal: 'pagina',
      proposta: `${s.budget.id}-1`,
      nome: 'Joana Prado',
      cpf: '52998224725',
      endereco: '127.0.0.1',
      user_agent: 'Navegador de teste/1.0',
      versao: before.versao,
      pedido: `${aceite.idevento}-1`,
    });
    expect(Date.now() - Date.parse(aceite.respondido_em)).toBeLessThan(60_000);
    // The version is the SHA-256 of the proposal's canonical content: 64 hex digits, unchanged by the booking.
    expect(aceite.versao).toMatch(/^[0-9a-f]{64}$/);
    expect(after.versao).toBe(before.versao);
    expect(after.idevento).toBe(aceite.idevento);

    const event = (await t.request('GET', `/api/v1/events/${aceite.idevento}`, { token: s.token })).body;
    expect(event).toMatchObject({
      nome: 'Bodas de ouro',
      data_evento: inDays(60),
      status: 'CONFIRMADO',
      id_cliente: s.client.id,
      id_local: s.place.id,
      numero_convidados: 80,
    });
    const lines = (await t.request('GET', '/api/v1/orders', { token: s.token, query: { pedido: aceite.pedido } })).body.data;
    expect(lines.map((l: any) => [l.nome, l.quantidade, l.ndias, l.valorvenda, l.valordesconto, l.valortotal])).toEqual([
      ['Jantar <b>especial</b> & "vinho"', 3, 1, 33.33, 10, 89.99],
      ['Cadeira', 8, 2, 10, 0.5, 159.5],
    ]);
    const availability = await t.request('GET', `/api/v1/equipment/${s.chairs.id}/availability`, {
      token: s.token,
      query: { start: inDays(60), end: inDays(60) },
    });
    expect(availability.status).toBe(200);
    expect(JSON.stringify(availability.body)).toContain('"reservado":8');

    // 249.49: deposit 33.33 % = 83.155… → 83.16; 166.33 in 3 = 55.45, 55.44, 55.44 — to the cent.
    const entries = (await t.request('GET', '/api/v1/financial', { token: s.token, query: { idevento: aceite.idevento } })).body.data;
    expect(entries.map((e: any) => [e.tipo, e.valor, e.data_vencimento, e.forma_pagamento, e.id_cliente])).toEqual([
      ['receita', 83.16, entries[0].data_vencimento, 'pix', s.client.id],
      ['receita', 55.45, inDays(30), 'pix', s.client.id],
      ['receita', 55.44, entries[2].data_vencimento, 'pix', s.client.id],
      ['receita', 55.44, entries[3].data_vencimento, 'pix', s.client.id],
    ]);
    expect(aceite.id_lancamento_entrada).toBe(entries[0].id);

    const confirmation = await openPage(t, s.link);
    expect(confirmation.status).toBe(200);
    const text = visibleText(confirmation.html);
    expect(text).toContain('Proposta aceita');
    expect(text).toContain('Aceita por Joana Prado (CPF 529.982.247-25)');
    expect(text).toContain(`pedido ${aceite.pedido}`);
    expect(text).toContain('Entrada de R$ 83,16');
    expect(text).toContain(aceite.versao);
    expect(confirmation.form).toBeNull();
  });

  it('books once on a double submit and a reload: the second answer is the confirmation', async () => {
    const s = await setup();
    const page = await openPage(t, s.link);
    const fields = { nome: 'Joana Prado', cpf: '52998224725', aceite: 'sim', ...page.form! };
    const answers = await Promise.all([1, 2, 3].map(() => postForm(t, `${s.link}/aceitar`, fields)));
    expect(answers.map((a) => [a.status, a.location])).toEqual(answers.map(() => [303, s.link]));
    const again = await postForm(t, `${s.link}/aceitar`, fields);
    expect(again.status).toBe(303);
    expect(await countRows(t, 'orders', s.accountId)).toBe(1);
    expect(await countRows(t, 'events', s.accountId)).toBe(1);
    expect(await countRows(t, 'financial_entries', s.accountId)).toBe(4);
    expect(await countRows(t, 'budget_answers', s.accountId)).toBe(1);
  });

  it('past its validity the page says so and an answer is 410', async () => {
    const s = await setup({ validade: inDays(-1) });
    const page = await openPage(t, s.link);
    expect(page.status).toBe(200);
    expect(visibleText(page.html)).toContain(`Esta proposta venceu em ${inDays(-1).split('-').reverse().join('/')}`);
    expect(page.form).toBeNull();
    const form = await postForm(t, `${s.link}/aceitar`, {
      nome: 'Joana',
      cpf: '52998224725',
      aceite: 'sim',
      versao: (await view(s)).versao,
      nonce: 'x',
    });
    // The form is refused first (no valid nonce can exist for a page without forms): nothing booked either way.
    expect([409, 410]).toContain(form.status);
    const api = await t.request('POST', `/api/v1/budgets/${s.budget.id}/accept`, {
      token: s.token,
      body: { nome: 'Joana', cpf: '52998224725' },
    });
    expect(api.status).toBe(410);
    expect(api.body.errors[0].code).toBe('proposal_expired');
    expect(await countRows(t, 'orders', s.accountId)).toBe(0);
  });

  it('limits answers per address, and per proposal from every address: the 429 page with Retry-After', async () => {
    // Behind a trusted proxy on loopback, so that the test can answer from several client addresses.
    const limited = await startTestApp({ PROPOSAL_ANSWERS_PER_MINUTE: '3', TRUST_PROXY: 'loopback' });
    try {
      const { token } = await limited.newAccount();
      const budget = async () =>
        pathOf(
          (await limited.request('POST', '/api/v1/budgets', { token, body: { nome_evento: 'Festa', data_evento: inDays(30) } })).body.data
            .link_proposta,
        );
      const post = (link: string, address?: string) =>
        postForm(limited, `${link}/recusar`, { nonce: 'x' }, address ? { 'x-forwarded-for': address } : {});
      const first = await budget();
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) statuses.push((await post(first, '198.51.100.1')).status);
      expect(statuses).toEqual([409, 409, 409, 429]);
      // The same address on another proposal: still limited.
      const refused = await post(await budget(), '198.51.100.1');
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(visibleText(refused.html)).toContain('Muitas tentativas');
      // One proposal from many addresses: twice the per-address limit, then 429 for anyone.
      const second = await budget();
      const spread: number[] = [];
      for (let i = 0; i < 7; i++) spread.push((await post(second, `203.0.113.${i + 1}`)).status);
      expect(spread).toEqual([409, 409, 409, 409, 409, 409, 429]);
      // GET still reads the page.
      expect((await openPage(limited, first)).status).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('takes forms on its pages only: the API answers 415 to a urlencoded body', async () => {
    const { token } = await t.newAccount();
    const res = await t.request('POST', '/api/v1/budgets', {
      token,
      rawBody: 'observacoes=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(415);
  });
});

describe('the company’s API', () => {
  it('accepts by phone with the same evidence, books once under concurrency, and answers the booking', async () => {
    const s = await setup();
    const body = { nome: 'Joana Prado', cpf: '529.982.247-25', versao: (await view(s)).versao };
    const answers = await Promise.all(
      [1, 2, 3, 4].map(() => t.request('POST', `/api/v1/budgets/${s.budget.id}/accept`, { token: s.token, body })),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    const booked = answers.filter((a) => !a.body.message.includes('already accepted'));
    expect(booked).toHaveLength(1);
    const { reserva, data } = booked[0].body;
    expect(reserva).toMatchObject({ pedido: `${reserva.idevento}-1`, faltas: [] });
    expect(reserva.lancamentos).toHaveLength(4);
    expect(data.aceite).toMatchObject({
      canal: 'api',
      nome: 'Joana Prado',
      cpf: '52998224725',
      endereco: null,
      id_token: expect.any(Number),
    });
    for (const other of answers) expect(other.body.reserva.pedido).toBe(reserva.pedido);
    expect(await countRows(t, 'orders', s.accountId)).toBe(1);
    expect(await countRows(t, 'budget_answers', s.accountId)).toBe(1);
  });

  it('replays an acceptance sent with an Idempotency-Key: the same answer, nothing booked twice', async () => {
    const s = await setup();
    const send = () =>
      t.request('POST', `/api/v1/budgets/${s.budget.id}/accept`, {
        token: s.token,
        body: { nome: 'Joana Prado', cpf: '52998224725' },
        headers: { 'idempotency-key': 'aceite-por-telefone-1' },
      });
    const first = await send();
    const again = await send();
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(first.body.message).toMatch(/accepted: event \d+ booked with order \d+-1 and 4 receivables/);
    expect(await countRows(t, 'orders', s.accountId)).toBe(1);
  });

  it('opens nothing for a cancelled budget: the 404 page', async () => {
    const s = await setup();
    expect((await t.request('PUT', `/api/v1/budgets/${s.budget.id}`, { token: s.token, body: { status: 'CANCELADO' } })).status).toBe(200);
    expect((await openPage(t, s.link)).status).toBe(404);
    expect((await postForm(t, `${s.link}/aceitar`, { nome: 'Joana', cpf: '52998224725', aceite: 'sim' })).status).toBe(404);
  });

  it('freezes the accepted version: its items, terms, validity and event cannot change, nor can it be deleted', async () => {
    const s = await setup();
    expect(
      (await t.request('POST', `/api/v1/budgets/${s.budget.id}/accept`, { token: s.token, body: { nome: 'Joana', cpf: '52998224725' } }))
        .status,
    ).toBe(200);
    for (const body of [{ itens: [] }, { parcelas: 2 }, { validade: inDays(90) }, { nova_proposta: true }, { observacoes: 'x' }]) {
      const res = await t.request('PUT', `/api/v1/budgets/${s.budget.id}`, { token: s.token, body });
      expect(res.status).toBe(409);
      expect(res.body.errors[0]).toMatchObject({ field: Object.keys(body)[0], code: 'proposal_accepted' });
    }
    expect((await t.request('PUT', `/api/v1/budgets/${s.budget.id}`, { token: s.token, body: { lastFollowUp: inDays(0) } })).status).toBe(
      200,
    );
    const del = await t.request('DELETE', `/api/v1/budgets/${s.budget.id}`, { token: s.token });
    expect(del.status).toBe(409);
    expect(del.body.errors[0].code).toBe('proposal_accepted');
  });

  it('refuses what cannot be answered: a stale version 409, a budget not open 409, no event date 422, another account’s 404, bad evidence 400', async () => {
    const s = await setup();
    const accept = (id: number, body: unknown, token = s.token) => t.request('POST', `/api/v1/budgets/${id}/accept`, { token, body });
    const stale = await accept(s.budget.id, { nome: 'Joana', cpf: '52998224725', versao: 'a'.repeat(64) });
    expect(stale.status).toBe(409);
    expect(stale.body.errors[0]).toMatchObject({ field: 'versao', code: 'version_changed' });
    const bad = await accept(s.budget.id, { nome: '', cpf: '123' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: any) => e.field).sort()).toEqual(['cpf', 'nome']);
    const stranger = await t.newAccount();
    expect((await accept(s.budget.id, { nome: 'Joana', cpf: '52998224725' }, stranger.token)).status).toBe(404);
    expect((await t.request('POST', `/api/v1/budgets/${s.budget.id}/token`, { token: stranger.token })).status).toBe(404);

    const lead = (await t.request('POST', '/api/v1/budgets', { token: s.token, body: { id_cliente: s.client.id } })).body.data;
    const noDate = await accept(lead.id, { nome: 'Joana', cpf: '52998224725' });
    expect(noDate.status).toBe(422);
    expect(noDate.body.errors[0].code).toBe('event_date_required');

    expect(
      (await t.request('POST', `/api/v1/budgets/${s.budget.id}/decline`, { token: s.token, body: { motivo: 'Sem verba' } })).status,
    ).toBe(200);
    const closed = await accept(s.budget.id, { nome: 'Joana', cpf: '52998224725' });
    expect(closed.status).toBe(409);
    expect(closed.body.errors[0].code).toBe('budget_not_open');
    const answers = (await view(s)).respostas;
    expect(answers).toEqual([expect.objectContaining({ decisao: 'recusada', canal: 'api', motivo: 'Sem verba' })]);
    expect(await countRows(t, 'orders', s.accountId)).toBe(0);
  });

  it("confirms the budget's own event instead of creating one", async () => {
    const { accountId, token } = await t.newAccount();
    const f = orderFactories(t, accountId);
    const client = await f.client({ nome: 'Rui' });
    const event = await f.event({ nome: 'Formatura', data_evento: inDays(40), id_cliente: client.id, status: 'PREVISTO' });
    const product = await f.product({ valor: 50 });
    const budget = (
      await t.request('POST', '/api/v1/budgets', {
        token,
        body: { idevento: event.id, itens: [{ idproduto: product.id, tipo: 'produto', quantidade: 2 }] },
      })
    ).body.data;
    const res = await t.request('POST', `/api/v1/budgets/${budget.id}/accept`, { token, body: { nome: 'Rui Lima', cpf: '52998224725' } });
    expect(res.status).toBe(200);
    expect(res.body.reserva.idevento).toBe(event.id);
    expect((await t.request('GET', `/api/v1/events/${event.id}`, { token })).body.status).toBe('CONFIRMADO');
    expect(await countRows(t, 'events', accountId)).toBe(1);
    // No deposit in the terms: one receivable of the whole, due on the event's date.
    const entries = (await t.request('GET', '/api/v1/financial', { token, query: { idevento: event.id } })).body.data;
    expect(entries.map((e: any) => [e.valor, e.data_vencimento, e.forma_pagamento])).toEqual([[100, inDays(40), 'boleto']]);
    const kinds = (await notificationsOf(t, accountId)).map((n) => n.event).filter((k) => k !== 'budget_created');
    expect(kinds).toEqual(['budget_accepted', 'event_updated', 'order_created', 'financial_entry_created']);
  });

  it('books a shortage instead of refusing the client, and tells the company with equipment_overbooked', async () => {
    const s = await setup({}, { chairs: 5 });
    const res = await acceptOnPage(s.link);
    expect(res.status).toBe(303);
    const aceite = (await view(s)).aceite;
    const lines = (await t.request('GET', '/api/v1/orders', { token: s.token, query: { pedido: aceite.pedido } })).body.data;
    expect(lines.find((l: any) => l.nome === 'Cadeira').quantidade).toBe(8);
    const kinds = (await notificationsOf(t, s.accountId)).map((n) => n.event);
    expect(kinds.filter((k) => k === 'equipment_overbooked')).toHaveLength(1);
  });

  it('notifies budget_accepted, then each booking kind once; budget_declined on a refusal', async () => {
    const s = await setup();
    await acceptOnPage(s.link);
    const accepted = (await notificationsOf(t, s.accountId)).filter((n) => n.event !== 'budget_created');
    expect(accepted.map((n) => n.event)).toEqual([
      'budget_accepted',
      'event_created',
      'order_created',
      'financial_entry_created',
      'financial_entry_created',
    ]);
    expect(accepted[0].payload[0]).toMatchObject({ id: s.budget.id, status: 'APROVADO', aceite: { nome: 'Joana Prado' } });
    // The deposit, then the plan's three installments in one notification.
    expect(accepted[3].payload).toHaveLength(1);
    expect(accepted[4].payload).toHaveLength(3);

    const other = await setup();
    const page = await openPage(t, other.link);
    await postForm(t, `${other.link}/recusar`, page.form!);
    const declined = (await notificationsOf(t, other.accountId)).filter((n) => n.event !== 'budget_created');
    expect(declined.map((n) => n.event)).toEqual(['budget_declined']);
    expect(declined[0].payload[0].respostas[0]).toMatchObject({ decisao: 'recusada', canal: 'pagina', motivo: null });
  });

  it("keeps the accepted version's hash as the SHA-256 of what the client read", async () => {
    const s = await setup();
    const before = await view(s);
    await acceptOnPage(s.link);
    const ds = t.app.get(DataSource);
    const [row] = await ds.query('SELECT versao FROM budget_answers WHERE account_id = ?', [s.accountId]);
    expect(row.versao).toBe(before.versao);
    expect(createHash('sha256').update('').digest('hex')).not.toBe(row.versao);
  });
});
