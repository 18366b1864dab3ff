import { DataSource } from 'typeorm';

import { cliIn } from '../support/cli-in';
import { expectTotalsKept } from '../support/db-probes';
import { financialAccount } from '../support/financial-factories';
import { startTestApp, TestApp } from '../support/harness';
import { cliOn } from '../support/service-process';

describe('financial CLI commands', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  // The commands run in this process on the test app (their refusals, exit codes and output); the
  // first test runs the CLI's process once, reading its secrets from a real standard input.
  const cli = (...args: string[]) => cliIn(t)(...args);

  // A command's process boots the CLI (a few seconds each on a busy machine).
  const SLOW = 240_000;

  /** The gateway secrets stored for the account, as the database holds them. */
  const stored = async (accountId: number) =>
    (
      await t.app
        .get(DataSource)
        .query("SELECT api_key, webhook_token FROM financial_gateway_settings WHERE account_id = ? AND gateway = 'asaas'", [accountId])
    )[0] as { api_key: string | null; webhook_token: string | null };

  it(
    "financial:gateway configures a gateway without printing its secrets; a generated token is printed once; the API's rules hold",
    async () => {
      const a = await financialAccount(t);
      // The key and the token on standard input, one line each, the key first.
      const set = await cliOn(t, {}, '$aact_cli_stdin\r\nsegredo-cli-com-trinta-e-dois-caracteres\n')(
        'financial:gateway',
        String(a.accountId),
        'asaas',
        '--default',
        '--webhook-token-stdin',
        '--api-key-stdin',
      );
      expect(set.stdout).toContain('asaas: default yes, api key configured');
      expect(set.stdout + set.stderr).not.toContain('segredo-cli');
      expect(set.stdout + set.stderr).not.toContain('aact_cli');
      expect(set.stdout).toMatch(/returns go to \/api\/v1\/financial\/gateway\/asaas\/[\w-]{32}/);
      expect(await stored(a.accountId)).toEqual({ api_key: '$aact_cli_stdin', webhook_token: 'segredo-cli-com-trinta-e-dois-caracteres' });
      const view = await t.request('GET', '/api/v1/financial/gateways/asaas', { token: a.token });
      expect(view.body).toMatchObject({ padrao: true, webhook_token_configurado: true, api_key_configurada: true });
      await expect(cli('financial:gateway', String(a.accountId), 'asaas', '--base-url=http://10.0.0.7/v3')).rejects.toMatchObject({
        stderr: expect.stringContaining('base_url must be'),
      });
      await expect(
        cliIn(t, {}, 'curto\n')('financial:gateway', String(a.accountId), 'asaas', '--webhook-token-stdin'),
      ).rejects.toMatchObject({ stderr: expect.stringContaining('at least 32') });
      const b = await financialAccount(t);
      const generated = await cli('financial:gateway', String(b.accountId), 'asaas');
      expect(generated.stdout).toMatch(/generated webhook token \(shown once\): [\w-]{43}/);
    },
    SLOW,
  );

  it(
    'financial:gateway takes no secret on the command line: refused (exit 2) without using or repeating it, with the ways to pass it; the environment and clearing work',
    async () => {
      const a = await financialAccount(t);
      for (const [flag, stdinFlag, variable] of [
        ['--api-key=$aact_na_linha_de_comando', '--api-key-stdin', 'GATEWAY_API_KEY'],
        ['--webhook-token=segredo-na-linha-de-comando-com-32-caracteres', '--webhook-token-stdin', 'GATEWAY_WEBHOOK_TOKEN'],
      ]) {
        const refused = await cli('financial:gateway', String(a.accountId), 'asaas', flag).then(
          () => null,
          (error: { code: number; stdout: string; stderr: string }) => error,
        );
        expect(refused?.code).toBe(2);
        expect(refused?.stderr).toContain('is refused, and its value not used');
        expect(refused?.stderr).toContain(stdinFlag);
        expect(refused?.stderr).toContain(variable);
        expect(refused!.stdout + refused!.stderr).not.toContain(flag.split('=')[1]);
      }
      expect(await stored(a.accountId)).toBeUndefined();

      // From the environment, named by the option that reads it.
      const env = await cliIn(t, {
        GATEWAY_API_KEY: '$aact_do_ambiente',
        GATEWAY_WEBHOOK_TOKEN: 'segredo-do-ambiente-com-trinta-e-dois-caracteres',
      })('financial:gateway', String(a.accountId), 'asaas', '--api-key-env', '--webhook-token-env');
      expect(env.stdout).toContain('api key configured');
      expect(await stored(a.accountId)).toEqual({
        api_key: '$aact_do_ambiente',
        webhook_token: 'segredo-do-ambiente-com-trinta-e-dois-caracteres',
      });
      // The variable alone does nothing: only the option reads it.
      await cliIn(t, { GATEWAY_API_KEY: '$aact_ignorada' })('financial:gateway', String(a.accountId), 'asaas', '--default');
      expect((await stored(a.accountId)).api_key).toBe('$aact_do_ambiente');

      // What cannot be used is said, and nothing changes.
      for (const [input, extra, args, message] of [
        ['', {}, ['--api-key-stdin'], 'standard input gave no API key'],
        ['$aact_so_uma_linha\n', {}, ['--api-key-stdin', '--webhook-token-stdin'], 'standard input gave no webhook token on line 2'],
        ['', { GATEWAY_API_KEY: '' }, ['--api-key-env'], 'GATEWAY_API_KEY is not set or empty'],
        ['$aact_x\n', { GATEWAY_API_KEY: '$aact_y' }, ['--api-key-stdin', '--api-key-env'], 'give the API key one way'],
      ] as const)
        await expect(cliIn(t, extra, input)('financial:gateway', String(a.accountId), 'asaas', ...args)).rejects.toMatchObject({
          code: 2,
          stderr: expect.stringContaining(message),
        });
      expect((await stored(a.accountId)).api_key).toBe('$aact_do_ambiente');

      // An empty value clears the key: it reveals nothing.
      const cleared = await cli('financial:gateway', String(a.accountId), 'asaas', '--api-key=');
      expect(cleared.stdout).toContain('api key not configured');
      expect((await stored(a.accountId)).api_key).toBeNull();
    },
    SLOW,
  );

  it(
    'financial:rebuild-totals rebuilds the overview totals of an account from its entries, after a change made outside the service',
    async () => {
      const a = await financialAccount(t);
      await a.post({ tipo: 'receita', descricao: 'Plano', valor: 300, data_vencimento: '2030-01-31', parcelas: 3 });
      await a.post({ tipo: 'despesa', descricao: 'Aluguel', valor: 80, data_vencimento: '2030-02-10', pago: true });
      // An entry changed by hand in SQL: the totals do not know.
      const ds = t.app.get(DataSource);
      await ds.query(`UPDATE financial_entries SET valor = 500 WHERE account_id = ? AND descricao = 'Aluguel'`, [a.accountId]);
      expect((await a.list({ tipo: 'despesa' })).body.totais.pago).toBe(80);
      const rebuilt = await cli('financial:rebuild-totals', String(a.accountId));
      expect(rebuilt.stdout).toContain(`overview totals of account ${a.accountId} rebuilt from 4 entries`);
      expect((await a.list({ tipo: 'despesa' })).body.totais.pago).toBe(500);
      await expectTotalsKept(t, a.accountId);
      await expect(cli('financial:rebuild-totals', '999999')).rejects.toMatchObject({ stderr: expect.stringContaining('999999') });
    },
    SLOW,
  );

  it(
    'financial:charge-return records the return of a manual charge (who: cli); an unknown entry fails',
    async () => {
      const a = await financialAccount(t);

      const id = (await a.post({ tipo: 'receita', descricao: 'Sinal', valor: 200, data_vencimento: '2030-01-10' })).body.data[0].id;
      expect(
        (await t.request('POST', `/api/v1/financial/${id}/charge`, { token: a.token, body: { forma: 'boleto', gateway: 'manual' } }))
          .status,
      ).toBe(201);
      const paid = await cli(
        'financial:charge-return',
        String(a.accountId),
        String(id),
        'paga',
        '--valor-pago=199.9',
        '--data-pagamento=2030-01-09',
        '--id-evento=cli-1',
      );
      expect(paid.stdout).toMatch(/applied/);
      expect((await a.get(id)).body).toMatchObject({ pago: true, valorpago: 199.9, datapagamento: '2030-01-09' });
      expect((await a.history(id)).body.data[0]).toMatchObject({ acao: 'retorno_gateway', usuario: { id_token: null, nome: 'cli' } });
      await expect(cli('financial:charge-return', String(a.accountId), '999999', 'paga')).rejects.toMatchObject({
        stderr: expect.stringContaining('not found'),
      });
    },
    SLOW,
  );

  it(
    'lookup commands manage cards and cost centres',
    async () => {
      const a = await financialAccount(t);

      const added = await cli('lookup:add', String(a.accountId), 'cards', 'Cielo');
      const cardId = Number(added.stdout.trim().split('\n').at(-1));
      const cards = await t.request('GET', '/api/v1/cards', { token: a.token, query: { search: 'Cielo' } });
      expect(cards.body.data).toEqual([{ id: cardId, nome: 'Cielo', ativo: true }]);
      expect((await cli('lookup:list', String(a.accountId), 'costcenter')).stdout).toContain('Cozinha');
    },
    SLOW,
  );
});
