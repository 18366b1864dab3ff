import { startTestApp, TestApp } from '../support/harness';
import { cliOn } from '../support/service-process';

/** Each test starts the CLI (ts-node) several times: generous on a busy 2-core machine. */
const CLI_TIMEOUT = 180_000;

describe('operator CLI', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  // The CLI against the same database as the running API.
  const cli = (...args: string[]) => cliOn(t)(...args);

  it(
    'creates an account whose token (alone on the last line) works, and revokes it',
    async () => {
      const created = await cli('account:create', 'Buffet Alegria');
      const lines = created.stdout.trim().split('\n');
      const token = lines[lines.length - 1];
      expect(token).toMatch(/^eos_[A-Za-z0-9_-]{43}$/);
      const me = await t.request('GET', '/api/v1/account', { token });
      expect(me.status).toBe(200);
      expect(me.body.nome).toBe('Buffet Alegria');

      const listed = await cli('token:list', String(me.body.id));
      expect(listed.stdout).toContain('active');
      expect(listed.stdout).not.toContain(token);
      const tokenId = listed.stdout.trim().split('\t')[0];
      await cli('token:revoke', tokenId);
      // The API process keeps a token it resolved for TOKEN_CACHE_TTL_MS: the revocation made by
      // the CLI's process reaches it within that time.
      const revokedAt = Date.now();
      let status = 200;
      while (status === 200 && Date.now() - revokedAt < t.env.TOKEN_CACHE_TTL_MS + 2000) {
        status = (await t.request('GET', '/api/v1/account', { token })).status;
        if (status === 200) await new Promise((r) => setTimeout(r, 250));
      }
      expect(status).toBe(401);
    },
    CLI_TIMEOUT,
  );

  it(
    'makes further tokens for an account and rejects bad arguments',
    async () => {
      const { accountId } = await t.newAccount();
      const made = await cli('token:create', String(accountId), 'integração');
      const token = made.stdout.trim().split('\n').pop()!;
      expect((await t.request('GET', '/api/v1/account', { token })).body.id).toBe(accountId);

      const bad = await cli('token:create', 'abc').catch((e: { code: number; stderr: string }) => e);
      expect((bad as { code: number }).code).toBe(2);
      expect((bad as { stderr: string }).stderr).toMatch(/account id must be a positive integer/);
      const unknown = await cli('token:create', '999999').catch((e: { code: number; stderr: string }) => e);
      expect((unknown as { code: number }).code).toBe(1);
    },
    CLI_TIMEOUT,
  );
});
