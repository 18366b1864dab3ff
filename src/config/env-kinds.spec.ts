import { Env, EnvError, validateEnv } from './env';
import { durationMs, envMessage, MAX_TIMER_MS, shownValue } from './env-kinds';

/** The message `validateEnv` throws for one variable, or null when the value is accepted. */
const messageFor = (name: string, value: string): string | null => {
  try {
    validateEnv({ [name]: value });
    return null;
  } catch (error) {
    expect(error).toBeInstanceOf(EnvError);
    return (error as Error).message;
  }
};

describe('the kinds of environment variable', () => {
  it('give every variable of the schema a message of the one form, naming it, whatever the bad value', () => {
    // Text variables (a path, a prefix, a key) take any text: the rest refuse this one.
    const text = new Set(['SQLITE_PATH', 'QUEUE_PREFIX', 'ASAAS_API_KEY']);
    for (const name of Object.keys(new Env())) {
      const message = messageFor(name, 'not valid!');
      if (text.has(name)) expect(message).toBeNull();
      else expect(message).toMatch(new RegExp(`^${name} must be .+ \\(got "[^"]*"\\)$`));
    }
  });

  describe('port', () => {
    it('takes 1 to 65535 (0 only for METRICS_PORT, where it means any free port)', () => {
      expect(validateEnv({ PORT: '1' }).PORT).toBe(1);
      expect(validateEnv({ PORT: ' 65535 ' }).PORT).toBe(65535);
      expect(messageFor('PORT', '0')).toBe('PORT must be a whole number from 1 to 65535 (got "0")');
      expect(messageFor('PORT', '65536')).toBe('PORT must be a whole number from 1 to 65535 (got "65536")');
      expect(validateEnv({ METRICS_PORT: '0' }).METRICS_PORT).toBe(0);
      expect(messageFor('METRICS_PORT', '-1')).toBe('METRICS_PORT must be a whole number from 0 to 65535 (got "-1")');
    });

    it.each(['abc', '80.5', '1e3', '0x50', '8080abc', '  ', '-5'])('refuses %j, which is no whole number', (value) => {
      expect(messageFor('PORT', value)).toBe(`PORT must be a whole number from 1 to 65535 (got ${JSON.stringify(value)})`);
    });
  });

  describe('whole number', () => {
    it('takes its range, bounds included', () => {
      expect(validateEnv({ IDEMPOTENCY_TTL_HOURS: '1' }).IDEMPOTENCY_TTL_HOURS).toBe(1);
      expect(validateEnv({ IDEMPOTENCY_TTL_HOURS: '720' }).IDEMPOTENCY_TTL_HOURS).toBe(720);
      expect(messageFor('IDEMPOTENCY_TTL_HOURS', '721')).toBe('IDEMPOTENCY_TTL_HOURS must be a whole number from 1 to 720 (got "721")');
    });

    it('refuses a number past 2^53, which would not be read as written', () => {
      expect(validateEnv({ BODY_LIMIT: '9007199254740991' }).BODY_LIMIT).toBe(Number.MAX_SAFE_INTEGER);
      expect(messageFor('BODY_LIMIT', '9007199254740993')).toBe(
        'BODY_LIMIT must be a whole number from 1024 to 9007199254740991 (got "9007199254740993")',
      );
      expect(messageFor('RATE_LIMIT_PER_MINUTE', '1'.repeat(400))).toMatch(
        /^RATE_LIMIT_PER_MINUTE must be a whole number from 1 to 9007199254740991 /,
      );
    });
  });

  describe('milliseconds', () => {
    it(`stop at ${MAX_TIMER_MS} (the longest a Node timer waits; a longer one fires at once)`, () => {
      expect(validateEnv({ WEBHOOK_TIMEOUT_MS: String(MAX_TIMER_MS) }).WEBHOOK_TIMEOUT_MS).toBe(MAX_TIMER_MS);
      for (const name of ['WEBHOOK_TIMEOUT_MS', 'GATEWAY_TIMEOUT_MS', 'WEBHOOK_SWEEP_INTERVAL_MS', 'WEBHOOK_SWEEP_GRACE_MS']) {
        expect(messageFor(name, '2147483648')).toMatch(
          new RegExp(`^${name} must be a whole number of milliseconds from \\d+ to 2147483647 \\(got "2147483648"\\)$`),
        );
      }
    });

    it('keep a narrower range where the variable has one', () => {
      expect(messageFor('TOKEN_CACHE_TTL_MS', '60001')).toBe(
        'TOKEN_CACHE_TTL_MS must be a whole number of milliseconds from 0 to 60000 (got "60001")',
      );
    });
  });

  describe('boolean', () => {
    it.each([
      ['true', true],
      ['YES', true],
      [' on ', true],
      ['1', true],
      ['false', false],
      ['No', false],
      ['off', false],
      ['0', false],
    ])('reads %j as %s', (value, expected) => {
      expect(validateEnv({ WEBHOOK_ALLOW_PRIVATE_NETWORKS: value }).WEBHOOK_ALLOW_PRIVATE_NETWORKS).toBe(expected);
    });

    it.each(['sim', 'flase', '2', 'y'])('refuses %j, saying the words it takes', (value) => {
      expect(messageFor('RUN_MIGRATIONS', value)).toBe(`RUN_MIGRATIONS must be true or false (also 1/0, yes/no, on/off) (got "${value}")`);
    });
  });

  describe('one of a few words', () => {
    it('lists them', () => {
      expect(messageFor('NODE_ENV', 'Production')).toBe('NODE_ENV must be one of development, production, test (got "Production")');
    });
  });

  describe('URL', () => {
    it('says the schemes it takes, with the article English wants', () => {
      expect(messageFor('REDIS_URL', 'localhost:6379')).toBe('REDIS_URL must be a redis:// or rediss:// URL (got "localhost:6379")');
      expect(messageFor('ASAAS_BASE_URL', 'api.asaas.com/v3')).toBe(
        'ASAAS_BASE_URL must be an http:// or https:// URL (got "api.asaas.com/v3")',
      );
    });

    it('never shows a user, a password or a query string, however they are written', () => {
      expect(messageFor('DATABASE_URL', 'postgres://u:s3cret@db:5432/app?password=other')).toBe(
        'DATABASE_URL must be a mysql:// or mariadb:// URL (got "postgres://***@db:5432/app?***")',
      );
      // A password holding "@", "/" or "#", and one without a scheme.
      for (const value of ['pg://u:p@ss/w#rd@db/app', 'u:s3cret@db/app'])
        expect(messageFor('DATABASE_URL', value)).not.toMatch(/s3cret|ss\/w|rd@/);
      expect(messageFor('ASAAS_BASE_URL', 'ftp://user:s3cret@host/v3')).toBe(
        'ASAAS_BASE_URL must be an http:// or https:// URL (got "ftp://***@host/v3")',
      );
    });
  });

  describe('URL list', () => {
    it('takes spaces around the commas, and refuses an empty entry or another scheme, masking each entry', () => {
      expect(
        validateEnv({ DATABASE_URL: 'mysql://h1/db', DATABASE_READ_URLS: ' mysql://h2/db , mariadb://h3/db ' }).DATABASE_READ_URLS,
      ).toBeDefined();
      expect(messageFor('DATABASE_READ_URLS', 'mysql://u:pw@a/db,,redis://b')).toBe(
        'DATABASE_READ_URLS must be a comma-separated list of mysql:// or mariadb:// URLs (got "mysql://***@a/db,,redis://b")',
      );
    });
  });

  describe('durations', () => {
    it('read ms, s, m and h', () => {
      expect(['250ms', '5s', '30m', '2h'].map(durationMs)).toEqual([250, 5000, 1_800_000, 7_200_000]);
      expect(durationMs('5 seconds')).toBeNull();
    });

    it('stop at 596h each (what a Node timer can wait)', () => {
      expect(validateEnv({ WEBHOOK_RETRY_SCHEDULE: '5s, 596h' }).WEBHOOK_RETRY_SCHEDULE).toBe('5s, 596h');
      expect(messageFor('WEBHOOK_RETRY_SCHEDULE', '5s,597h')).toBe(
        'WEBHOOK_RETRY_SCHEDULE must be a comma-separated list of durations such as 5s,5m,30m,2h (units ms, s, m, h; each at most 596h) (got "5s,597h")',
      );
      expect(messageFor('WEBHOOK_RETRY_SCHEDULE', '5s,,5m')).toMatch(/^WEBHOOK_RETRY_SCHEDULE must be /);
    });
  });

  describe('the message', () => {
    it('is `<VAR> must be <rule> (got "<value>")`, with what was found wrong after it when there is more to say', () => {
      expect(envMessage('PORT', 'a whole number from 1 to 65535', 'abc')).toBe('PORT must be a whole number from 1 to 65535 (got "abc")');
      expect(envMessage('SQLITE_PATH', 'a file this process can write', 'x/app.sqlite', 'the folder /x is not writable (EACCES)')).toBe(
        'SQLITE_PATH must be a file this process can write (got "x/app.sqlite"): the folder /x is not writable (EACCES)',
      );
    });

    it('quotes the value as JSON, so that spaces and quotes show', () => {
      expect(shownValue(' 8080"')).toBe('" 8080\\""');
      expect(shownValue(8080)).toBe('"8080"');
    });
  });
});
