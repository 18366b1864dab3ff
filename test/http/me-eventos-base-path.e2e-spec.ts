import { AccountsService } from '../../src/accounts/accounts.service';
import { cliIn } from '../support/cli-in';
import { startTestApp, TestApp } from '../support/harness';

// ME Eventos' addresses name the account (`https://<host>/<conta>/api/v1/...`): every route also
// answers under `/<slug>/api/v1/...`, for the token's own account only, so that moving an
// integration changes only its host. The slug and the token's `formato` are the CLI's to set.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
}, 60_000);
afterAll(async () => {
  await t?.close();
});

async function account() {
  const { accountId, token } = await t.newAccount(`Buffet São José ${Math.random().toString(36).slice(2, 8)}`);
  const me = (await t.request('GET', '/api/v1/account', { token })).body;
  return { accountId, token, slug: me.slug as string };
}

describe('routes under the account slug', () => {
  it("gives every account a slug made from its name, shown with the token's formato by GET /account", async () => {
    const { accountId, token, slug } = await account();
    expect(slug).toMatch(/^buffet-sao-jose-[a-z0-9]+$/);
    expect((await t.request('GET', '/api/v1/account', { token })).body).toMatchObject({ id: accountId, slug, formato: 'nativo' });
    // Two accounts of one name never share a slug.
    const { token: other } = await t.newAccount('Mesmo Nome');
    const { accountId: secondId, token: second } = await t.newAccount('Mesmo Nome');
    expect((await t.request('GET', '/api/v1/account', { token: other })).body.slug).toBe('mesmo-nome');
    expect((await t.request('GET', '/api/v1/account', { token: second })).body.slug).toBe(`mesmo-nome-${secondId}`);
    // A name whose slug another account's suffixed one already is gets a free one too.
    const slugs = [];
    for (const nome of ['Colisão 3', 'Colisão', 'Colisão', 'Colisão']) {
      const made = await t.newAccount(nome);
      slugs.push((await t.request('GET', '/api/v1/account', { token: made.token })).body.slug);
    }
    expect(new Set(slugs).size).toBe(4);
  });

  it('answers every method under /<slug>/api/v1 as under /api/v1, query strings, upper case and a trailing slash included', async () => {
    const { token, slug } = await account();
    const created = await t.request('POST', `/${slug}/api/v1/clients`, { token, body: { nome: 'Ana' } });
    expect(created.status).toBe(201);
    const id = created.body.data[0].id;
    expect((await t.request('GET', `/${slug}/api/v1/clients/${id}`, { token })).body.nome).toBe('Ana');
    expect((await t.request('PUT', `/${slug.toUpperCase()}/api/v1/clients/${id}`, { token, body: { nome: 'Ana Lima' } })).status).toBe(200);
    const list = await t.request('GET', `/${slug}/api/v1/clients`, { token, query: { search: 'Ana Lima', limit: 1 } });
    expect(list.body).toMatchObject({ data: [{ id }], pagination: { page_size: 1, total_data: 1 } });
    expect((await t.request('GET', `/${slug}/api/v1/clients/`, { token })).status).toBe(200);
    expect((await t.request('GET', `/${slug}/api/v1/howmet`, { token, headers: { authorization: token } })).status).toBe(200);
    expect((await t.request('DELETE', `/${slug}/api/v1/clients/${id}`, { token })).status).toBe(200);
    expect((await t.request('GET', `/api/v1/clients/${id}`, { token })).status).toBe(404);
  });

  it("answers another account's slug as an address that does not exist (404), and a missing token first (401)", async () => {
    const mine = await account();
    const theirs = await account();
    const made = await t.request('POST', `/api/v1/clients`, { token: theirs.token, body: { nome: 'Cliente deles' } });
    const theirClient = made.body.data[0].id;
    const foreign = await t.request('GET', `/${theirs.slug}/api/v1/clients/${theirClient}`, { token: mine.token });
    const unknown = await t.request('GET', `/conta-que-nao-existe/api/v1/clients/${theirClient}`, { token: mine.token });
    expect(foreign.status).toBe(404);
    expect(unknown.status).toBe(404);
    expect(foreign.body).toEqual(unknown.body);
    expect(foreign.body).toMatchObject({ status: 'error', errors: [{ code: 'route_not_found' }] });
    // A write under another account's slug writes nothing.
    const write = await t.request('POST', `/${theirs.slug}/api/v1/clients`, { token: mine.token, body: { nome: 'Intruso' } });
    expect(write.status).toBe(404);
    expect((await t.request('GET', '/api/v1/clients', { token: mine.token })).body.data).toEqual([]);
    expect((await t.request('GET', `/${mine.slug}/api/v1/clients`)).status).toBe(401);
  });

  it('serves only the API under a slug: health, the docs and public routes stay at their own addresses', async () => {
    const { token, slug } = await account();
    expect((await t.request('GET', `/${slug}/health`, { token })).status).toBe(404);
    expect((await t.request('GET', `/${slug}/docs-json`, { token })).status).toBe(404);
    expect((await t.request('POST', `/${slug}/api/v1/financial/gateway/asaas/${'k'.repeat(32)}`, { body: {} })).status).toBe(404);
    expect((await t.request('GET', `/${slug}/${slug}/api/v1/clients`, { token })).status).toBe(404);
  });
});

describe("a token's formato", () => {
  it('answers a me-eventos token the values ME writes in a form of its own as ME does (pago "sim"/"nao"), at any depth; a nativo token ours', async () => {
    const { accountId, token } = await t.newAccount('Formato');
    const me = await t.app.get(AccountsService).createToken(accountId, 'me', 'me-eventos');
    const plan = { tipo: 'receita', valor: 100, data_vencimento: '2027-01-10', descricao: 'Plano', parcelas: 2 };
    const created = await t.request('POST', '/api/v1/financial', { token: me, body: plan });
    expect(created.status).toBe(201);
    expect(created.body.data.map((e: { pago: unknown }) => e.pago)).toEqual(['nao', 'nao']);
    const [first, second] = created.body.data as { id: number }[];
    expect((await t.request('PUT', `/api/v1/financial/${first.id}`, { token: me, body: { pago: 'sim' } })).body.data.pago).toBe('sim');
    const view = await t.request('GET', `/api/v1/financial/${second.id}`, { token: me });
    expect(view.body.pago).toBe('nao');
    expect(view.body.parcelas.map((p: { pago: unknown }) => p.pago)).toEqual(['sim']);
    const list = await t.request('GET', '/api/v1/financial', { token: me, query: { field_sort: 'id' } });
    expect(list.body.data.map((e: { pago: unknown }) => e.pago)).toEqual(['sim', 'nao']);
    // Money named pago (the overview's totals) stays a number; the same rows to a nativo token are ours.
    expect(typeof list.body.totais.pago).toBe('number');
    const ours = await t.request('GET', '/api/v1/financial', { token, query: { field_sort: 'id' } });
    expect(ours.body.data.map((e: { pago: unknown }) => e.pago)).toEqual([true, false]);
  });

  it('writes a replayed answer in the form of the token that replays it', async () => {
    const { accountId, token } = await t.newAccount('Replay');
    const me = await t.app.get(AccountsService).createToken(accountId, 'me', 'me-eventos');
    const body = { tipo: 'despesa', valor: 50, data_vencimento: '2027-02-01', descricao: 'Aluguel' };
    const headers = { 'idempotency-key': 'replay-formato-1' };
    const first = await t.request('POST', '/api/v1/financial', { token: me, body, headers });
    const replay = await t.request('POST', '/api/v1/financial', { token, body, headers });
    expect([first.status, first.body.data[0].pago]).toEqual([201, 'nao']);
    expect([replay.status, replay.headers.get('idempotent-replayed'), replay.body.data[0].pago]).toEqual([201, 'true', false]);
  });
});

describe('the CLI', () => {
  // The CLI's commands, run in this process on the test app.
  const cli = (...args: string[]) => cliIn(t)(...args);
  const lastLine = (out: string) => out.trim().split('\n').pop()!;

  it('creates an account with the slug of its ME Eventos address, changes it, and refuses one taken or malformed', async () => {
    const created = await cli('account:create', 'Lisbon Buffet', '--slug=lisbonbuffet');
    const token = lastLine(created.stdout);
    expect(created.stdout).toContain('slug lisbonbuffet');
    expect((await t.request('GET', '/lisbonbuffet/api/v1/account', { token })).body).toMatchObject({
      nome: 'Lisbon Buffet',
      slug: 'lisbonbuffet',
    });
    const { accountId } = await t.newAccount('Outro Buffet');
    await expect(cli('account:slug', String(accountId), 'lisbonbuffet')).rejects.toMatchObject({
      stderr: expect.stringContaining('belongs to another account'),
    });
    await expect(cli('account:slug', String(accountId), 'Com Espaço')).rejects.toMatchObject({
      stderr: expect.stringContaining('Invalid slug'),
    });
    await expect(cli('account:create', 'X', '--slug=docs')).rejects.toMatchObject({
      stderr: expect.stringContaining("service's own paths"),
    });
    expect((await cli('account:slug', String(accountId), 'outro_buffet')).stdout).toContain('/outro_buffet/api/v1/');
    expect((await cli('account:list')).stdout).toMatch(new RegExp(`^${accountId} +Outro Buffet +\\S+ +outro_buffet +`, 'm'));
  }, 120_000);

  it("makes a token that speaks ME Eventos' value forms, and lists each token's formato", async () => {
    const { accountId } = await t.newAccount('Formatos');
    const me = lastLine((await cli('token:create', String(accountId), 'integracao-me', '--formato=me-eventos')).stdout);
    expect((await t.request('GET', '/api/v1/account', { token: me })).body.formato).toBe('me-eventos');
    const nativo = lastLine((await cli('token:create', String(accountId))).stdout);
    expect((await t.request('GET', '/api/v1/account', { token: nativo })).body.formato).toBe('nativo');
    const listed = (await cli('token:list', String(accountId))).stdout;
    expect(listed).toMatch(/ integracao-me +\S+… +me-eventos /);
    expect(listed).toMatch(/ cli +\S+… +nativo /);
    await expect(cli('token:create', String(accountId), 'x', '--formato=xml')).rejects.toMatchObject({
      stderr: expect.stringContaining('--formato is one of'),
    });
  }, 120_000);
});
