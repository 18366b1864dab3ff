import { DataSource } from 'typeorm';

import { AccountsService } from '../../../src/accounts/accounts.service';
import { startTestApp, TestApp } from '../../support/harness';

const PROTECTED = '/api/v1/account';

describe('authentication (DECISIONS: Accounts and authentication)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const expect401 = (res: { status: number; headers: Headers; body: any }) => {
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toBe('Bearer');
    expect(res.body).toMatchObject({ status: 'error', errors: [expect.objectContaining({ code: 'unauthorized' })] });
  };

  it('answers 401 with WWW-Authenticate when the Authorization header is missing', async () => {
    const res = await t.request('GET', PROTECTED);
    expect401(res);
    expect(res.body.message).toMatch(/Missing Authorization/);
  });

  it('answers 401 for a malformed Authorization header', async () => {
    for (const value of ['Bearer', 'Bearer ', 'Basic abc def', 'Bearer a b c']) {
      expect401(await t.request('GET', PROTECTED, { headers: { authorization: value } }));
    }
  });

  it('answers 401 for an unknown token', async () => {
    expect401(await t.request('GET', PROTECTED, { token: 'eos_thisTokenWasNeverIssuedToAnybody0000000000' }));
  });

  it('accepts the token as Bearer, lower-case bearer and bare', async () => {
    const { token } = await t.newAccount();
    for (const authorization of [`Bearer ${token}`, `bearer ${token}`, token]) {
      const res = await t.request('GET', PROTECTED, { headers: { authorization } });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        id: expect.any(Number),
        nome: expect.any(String),
        timezone: 'America/Sao_Paulo',
        slug: expect.any(String),
        formato: 'nativo',
      });
    }
  });

  it('answers 401 for a revoked token, at once', async () => {
    const { accountId, token } = await t.newAccount();
    expect((await t.request('GET', PROTECTED, { token })).status).toBe(200);
    const accounts = t.app.get(AccountsService);
    const [row] = await accounts.listTokens(accountId);
    expect(await accounts.revokeToken(row.id)).toBe(true);
    expect401(await t.request('GET', PROTECTED, { token }));
  });

  it('keeps a token for TOKEN_CACHE_TTL_MS: a revocation made by another process takes effect within it', async () => {
    const { accountId, token } = await t.newAccount();
    expect((await t.request('GET', PROTECTED, { token })).status).toBe(200);
    const [row] = await t.app.get(AccountsService).listTokens(accountId);
    // As the CLI does it, from its own process: this API process is not told.
    const at = t.env.DATABASE_URL ? 'NOW()' : "datetime('now')";
    await t.app.get(DataSource).query(`UPDATE api_tokens SET revoked_at = ${at} WHERE id = ?`, [row.id]);
    const started = Date.now();
    expect((await t.request('GET', PROTECTED, { token })).status).toBe(200);
    await new Promise((r) => setTimeout(r, Math.max(0, t.env.TOKEN_CACHE_TTL_MS - (Date.now() - started)) + 50));
    expect401(await t.request('GET', PROTECTED, { token }));
  });

  it('answers 401 for a token revoked before this process ever saw it, and accepts a new token at once', async () => {
    const { accountId, token } = await t.newAccount();
    const [row] = await t.app.get(AccountsService).listTokens(accountId);
    await t.app.get(AccountsService).revokeToken(row.id);
    expect401(await t.request('GET', PROTECTED, { token }));
    // Unknown tokens are not remembered: a token issued after a failed attempt works at once.
    const fresh = await t.app.get(AccountsService).createToken(accountId, 'second');
    expect401(await t.request('GET', PROTECTED, { token: `${fresh.slice(0, -1)}x` }));
    expect((await t.request('GET', PROTECTED, { token: fresh })).status).toBe(200);
  });

  it('records when a token was last used', async () => {
    const { accountId, token } = await t.newAccount();
    const accounts = t.app.get(AccountsService);
    expect((await accounts.listTokens(accountId))[0].last_used_at).toBeNull();
    await t.request('GET', PROTECTED, { token });
    await new Promise((r) => setTimeout(r, 100));
    expect((await accounts.listTokens(accountId))[0].last_used_at).not.toBeNull();
  });

  it('stores only the SHA-256 hash of a token', async () => {
    const { accountId, token } = await t.newAccount();
    const [row] = await t.app.get(AccountsService).listTokens(accountId);
    expect(row.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.token_hash).not.toContain(token);
    expect(token.startsWith(row.prefix)).toBe(true);
  });

  it('needs no token for health and the API docs', async () => {
    for (const path of ['/health', '/health/ready', '/docs', '/docs-json']) {
      expect((await t.request('GET', path)).status).toBe(200);
    }
  });
});
