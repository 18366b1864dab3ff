import { Readable } from 'node:stream';

import { UsageError } from './command';
import { readSecrets, SecretOption } from './secret-input';

const KEY: SecretOption = { flag: 'api-key', env: 'GATEWAY_API_KEY', what: 'API key' };
const TOKEN: SecretOption = { flag: 'webhook-token', env: 'GATEWAY_WEBHOOK_TOKEN', what: 'webhook token' };
const flags = (...names: [string, string | true][]) => new Map<string, string | true>(names);
const read = (f: Map<string, string | true>, input = '', env: NodeJS.ProcessEnv = {}) =>
  readSecrets(f, [KEY, TOKEN], env, Readable.from([input]));

describe('readSecrets (secrets from standard input or the environment, never the command line)', () => {
  it('reads one line per secret from standard input, in the order of the options, without line ends or spaces around', async () => {
    const got = await read(flags(['webhook-token-stdin', true], ['api-key-stdin', true]), ' $aact_1 \r\nsegredo\nresto\n');
    expect(Object.fromEntries(got)).toEqual({ 'api-key': '$aact_1', 'webhook-token': 'segredo' });
  });

  it('reads a variable only when its option asks for it', async () => {
    const env = { GATEWAY_API_KEY: '$aact_env', GATEWAY_WEBHOOK_TOKEN: 'tok' };
    expect(Object.fromEntries(await read(flags(['api-key-env', true]), '', env))).toEqual({ 'api-key': '$aact_env' });
    expect((await read(flags(), '', env)).size).toBe(0);
  });

  it('clears with the option alone or an empty value', async () => {
    expect(Object.fromEntries(await read(flags(['api-key', true], ['webhook-token', ''])))).toEqual({
      'api-key': null,
      'webhook-token': null,
    });
  });

  it('refuses a value on the command line without repeating it', async () => {
    const refusal = await read(flags(['api-key', '$aact_visivel'])).catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(UsageError);
    expect((refusal as Error).message).not.toContain('$aact_visivel');
    expect((refusal as Error).message).toContain('--api-key-stdin');
    expect((refusal as Error).message).toContain('GATEWAY_API_KEY');
  });

  it('refuses two ways for one secret, an empty line, an unset variable and values given to the -stdin and -env options', async () => {
    await expect(read(flags(['api-key-stdin', true], ['api-key-env', true]), 'x\n', { GATEWAY_API_KEY: 'y' })).rejects.toThrow(
      'give the API key one way',
    );
    await expect(read(flags(['api-key-stdin', true]), '\n')).rejects.toThrow('standard input gave no API key');
    await expect(read(flags(['api-key-stdin', true], ['webhook-token-stdin', true]), 'x\n')).rejects.toThrow(
      'standard input gave no webhook token on line 2',
    );
    await expect(read(flags(['api-key-env', true]), '', {})).rejects.toThrow('GATEWAY_API_KEY is not set or empty');
    await expect(read(flags(['api-key-stdin', 'x']))).rejects.toThrow('--api-key-stdin takes no value');
    await expect(read(flags(['api-key-env', 'X']))).rejects.toThrow('--api-key-env takes no value');
  });
});
