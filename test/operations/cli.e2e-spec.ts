import { cliIn } from '../support/cli-in';
import { startTestApp, TestApp } from '../support/harness';
import { cliOn } from '../support/service-process';

/** Each test starts the CLI several times (from the source, through ts-node, when the build is not current): generous on a busy 2-core machine. */
const CLI_TIMEOUT = 180_000;

describe('operator CLI', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  // The CLI's process against the same database as the running API: where the process is the
  // subject (a token alone on the last line of its output, a revocation another process sees).
  const cli = (...args: string[]) => cliOn(t)(...args);
  // The same commands run in this process on the test app: their output, refusals and exit codes.
  const command = (...args: string[]) => cliIn(t)(...args);

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

      const listed = await command('token:list', String(me.body.id));
      const [header, row, ...more] = listed.stdout.trimEnd().split('\n');
      expect(header).toMatch(/^id +account +name +prefix +formato +created +last used +status$/);
      expect(more).toEqual([]);
      expect(row).toMatch(new RegExp(`^\\d+ +${me.body.id} +default +eos_\\S*… +nativo +\\S+ +\\S+ +active$`));
      expect(listed.stdout).not.toContain(token);
      const tokenId = row.split(' ')[0];
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

  /** Where each column of a line starts: after two spaces or more (a cell may hold one space). */
  const columnStarts = (line: string) => [0, ...[...line.matchAll(/ {2,}(?=\S)/g)].map((m) => m.index + m[0].length)];

  it(
    'lists accounts and tokens under a header row, each column starting where its header does',
    async () => {
      const { accountId } = await t.newAccount('Buffet Colunas Alinhadas');
      await command('token:create', String(accountId), 'segundo token');
      for (const [args, header] of [
        [['account:list'], /^id +name +time zone +slug +created$/],
        [['token:list', String(accountId)], /^id +account +name +prefix +formato +created +last used +status$/],
      ] as const) {
        const lines = (await command(...args)).stdout.trimEnd().split('\n');
        expect(lines[0]).toMatch(header);
        expect(lines.length).toBeGreaterThan(2);
        const starts = columnStarts(lines[0]);
        for (const line of lines.slice(1)) for (const start of starts) expect(line[start - 1] ?? ' ').toBe(' ');
        for (const line of lines.slice(1)) for (const start of starts) expect(line[start]).toMatch(/\S/);
      }
    },
    CLI_TIMEOUT,
  );

  it(
    'help fits 100 columns and names every command',
    async () => {
      const { stdout } = await command('help');
      const lines = stdout.trimEnd().split('\n');
      expect(lines.filter((line) => [...line].length > 100)).toEqual([]);
      for (const name of ['account:create', 'account:list', 'token:list', 'backup', 'migrate'])
        expect(stdout).toMatch(new RegExp(`^  ${name} `, 'm'));
    },
    CLI_TIMEOUT,
  );

  it(
    'makes further tokens for an account and rejects bad arguments',
    async () => {
      const { accountId } = await t.newAccount();
      const made = await command('token:create', String(accountId), 'integração');
      const token = made.stdout.trim().split('\n').pop()!;
      expect((await t.request('GET', '/api/v1/account', { token })).body.id).toBe(accountId);

      const bad = await command('token:create', 'abc').catch((e: { code: number; stderr: string }) => e);
      expect((bad as { code: number }).code).toBe(2);
      expect((bad as { stderr: string }).stderr).toMatch(/account id must be a positive integer/);
      const unknown = await command('token:create', '999999').catch((e: { code: number; stderr: string }) => e);
      expect((unknown as { code: number }).code).toBe(1);
    },
    CLI_TIMEOUT,
  );
});
