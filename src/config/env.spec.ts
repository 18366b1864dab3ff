import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { Env, EnvError, readUrls, validateEnv } from './env';

describe('validateEnv', () => {
  it('applies the documented defaults', () => {
    const env = validateEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SQLITE_PATH).toBe('data/app.sqlite');
    expect(env.BODY_LIMIT).toBe(1048576);
    expect(env.RUN_MIGRATIONS).toBe(true);
    expect(env.WEBHOOK_ALLOW_PRIVATE_NETWORKS).toBe(false);
    expect(env.WEBHOOK_TIMEOUT_MS).toBe(15000);
    expect(env.WEBHOOK_RETRY_SCHEDULE).toBe('5s,5m,30m,2h,5h,10h,10h');
    expect(env.WEBHOOK_CONCURRENCY).toBe(100);
    expect(env.WEBHOOK_SWEEP_INTERVAL_MS).toBe(5000);
    expect(env.WEBHOOK_SWEEP_GRACE_MS).toBe(10000);
  });

  it('reads the webhook worker settings', () => {
    const env = validateEnv({ WEBHOOK_CONCURRENCY: '4', WEBHOOK_SWEEP_INTERVAL_MS: '250', WEBHOOK_SWEEP_GRACE_MS: '0' });
    expect(env.WEBHOOK_CONCURRENCY).toBe(4);
    expect(env.WEBHOOK_SWEEP_INTERVAL_MS).toBe(250);
    expect(env.WEBHOOK_SWEEP_GRACE_MS).toBe(0);
  });

  it('converts numbers and booleans from strings', () => {
    const env = validateEnv({ PORT: '8080', WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true', RUN_MIGRATIONS: 'false' });
    expect(env.PORT).toBe(8080);
    expect(env.WEBHOOK_ALLOW_PRIVATE_NETWORKS).toBe(true);
    expect(env.RUN_MIGRATIONS).toBe(false);
  });

  it('treats empty strings as unset', () => {
    expect(validateEnv({ DATABASE_URL: '', REDIS_URL: '' }).DATABASE_URL).toBeUndefined();
  });

  it.each([
    ['PORT', 'abc', 'PORT must be a whole number from 1 to 65535 (got "abc")'],
    ['PORT', '70000', 'PORT must be a whole number from 1 to 65535 (got "70000")'],
    ['PORT', '0', 'PORT must be a whole number from 1 to 65535 (got "0")'],
    ['DATABASE_URL', 'postgres://x', 'DATABASE_URL must be a mysql:// or mariadb:// URL (got "postgres://x")'],
    [
      'DATABASE_READ_URLS',
      'postgres://x',
      'DATABASE_READ_URLS must be a comma-separated list of mysql:// or mariadb:// URLs (got "postgres://x")',
    ],
    [
      'DATABASE_READ_URLS',
      'mysql://a/db,,mysql://b/db',
      'DATABASE_READ_URLS must be a comma-separated list of mysql:// or mariadb:// URLs (got "mysql://a/db,,mysql://b/db")',
    ],
    ['DATABASE_READ_SYNC_WAIT', '16', 'DATABASE_READ_SYNC_WAIT must be a whole number from 0 to 15 (got "16")'],
    ['REDIS_URL', 'http://x', 'REDIS_URL must be a redis:// or rediss:// URL (got "http://x")'],
    ['NODE_ENV', 'staging', 'NODE_ENV must be one of development, production, test (got "staging")'],
    ['LOG_LEVEL', 'loud', 'LOG_LEVEL must be one of fatal, error, warn, log, debug, verbose (got "loud")'],
    ['BODY_LIMIT', '10', 'BODY_LIMIT must be a whole number from 1024 to 9007199254740991 (got "10")'],
    [
      'WEBHOOK_RETRY_SCHEDULE',
      '5 seconds',
      'WEBHOOK_RETRY_SCHEDULE must be a comma-separated list of durations such as 5s,5m,30m,2h (units ms, s, m, h; each at most 596h) (got "5 seconds")',
    ],
    ['WEBHOOK_CONCURRENCY', '0', 'WEBHOOK_CONCURRENCY must be a whole number from 1 to 200 (got "0")'],
    [
      'WEBHOOK_SWEEP_INTERVAL_MS',
      '10',
      'WEBHOOK_SWEEP_INTERVAL_MS must be a whole number of milliseconds from 100 to 2147483647 (got "10")',
    ],
    ['WEBHOOK_SWEEP_GRACE_MS', '-1', 'WEBHOOK_SWEEP_GRACE_MS must be a whole number of milliseconds from 0 to 2147483647 (got "-1")'],
    ['RUN_MIGRATIONS', 'flase', 'RUN_MIGRATIONS must be true or false (also 1/0, yes/no, on/off) (got "flase")'],
    [
      'WEBHOOK_ALLOW_PRIVATE_NETWORKS',
      'maybe',
      'WEBHOOK_ALLOW_PRIVATE_NETWORKS must be true or false (also 1/0, yes/no, on/off) (got "maybe")',
    ],
    ['HOST', 'local host', 'HOST must be an IP address or host name (got "local host")'],
  ])('refuses %s=%s with a message naming the variable, what it must be and the value got', (name, value, message) => {
    expect(() => validateEnv({ [name]: value })).toThrow(EnvError);
    expect(() => validateEnv({ [name]: value })).toThrow(message);
    expect(() => validateEnv({ [name]: value })).toThrow(new RegExp(`^${name} must be .*\\)$`));
  });

  it.each([
    ['TRUST_PROXY', 'sim'],
    ['TRUST_PROXY', 'true'],
  ])('refuses %s=%s naming the variable and the forms it takes', (name, value) => {
    expect(() => validateEnv({ [name]: value })).toThrow(new RegExp(`^${name} must be false, a hop count .* \\(got "${value}"\\)$`));
  });

  it('reads the replicas of DATABASE_READ_URLS, and refuses them without DATABASE_URL', () => {
    const env = validateEnv({
      DATABASE_URL: 'mysql://root@h1/db',
      DATABASE_READ_URLS: ' mysql://root@h2/db , mariadb://u:p@h3:3307/db',
      DATABASE_READ_SYNC_WAIT: '1',
    });
    expect(readUrls(env)).toEqual(['mysql://root@h2/db', 'mariadb://u:p@h3:3307/db']);
    expect(env.DATABASE_READ_SYNC_WAIT).toBe(1);
    expect(readUrls(validateEnv({}))).toEqual([]);
    expect(() => validateEnv({ DATABASE_READ_URLS: 'mysql://u:secret@h2/db' })).toThrow(
      /^DATABASE_READ_URLS must be set only with DATABASE_URL, the primary they copy \(got "mysql:\/\/\*\*\*@h2\/db"\): DATABASE_URL is unset$/,
    );
  });

  it('never echoes a URL value, which may hold a password', () => {
    expect(() => validateEnv({ DATABASE_URL: 'postgres://u:secret@h/db' })).toThrow(/^((?!secret).)*$/);
  });

  it.each([
    ['true', true],
    ['1', true],
    ['ON', true],
    ['false', false],
    ['0', false],
    ['no', false],
  ])('reads the boolean RUN_MIGRATIONS=%s strictly as %s', (value, expected) => {
    expect(validateEnv({ RUN_MIGRATIONS: value }).RUN_MIGRATIONS).toBe(expected);
  });

  it('keeps listening on every IPv4 interface and trusting no proxy by default', () => {
    const env = validateEnv({});
    expect(env.HOST).toBe('0.0.0.0');
    expect(env.TRUST_PROXY).toBe(false);
  });

  it('leaves metrics off unless METRICS_PORT is set, on 127.0.0.1 by default', () => {
    const env = validateEnv({});
    expect(env.METRICS_PORT).toBeUndefined();
    expect(env.METRICS_HOST).toBe('127.0.0.1');
    expect(validateEnv({ METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' })).toMatchObject({ METRICS_PORT: 9464, METRICS_HOST: '0.0.0.0' });
  });

  it('refuses a METRICS_PORT that is not a port, or that is the API port', () => {
    expect(() => validateEnv({ METRICS_PORT: 'nine' })).toThrow(/METRICS_PORT/);
    expect(() => validateEnv({ METRICS_PORT: '70000' })).toThrow(/METRICS_PORT/);
    expect(() => validateEnv({ PORT: '8080', METRICS_PORT: '8080' })).toThrow(
      'METRICS_PORT must be another port than PORT (got "8080"): metrics are never served on the public API port',
    );
    expect(validateEnv({ METRICS_PORT: '0' }).METRICS_PORT).toBe(0);
    expect(() => validateEnv({ METRICS_HOST: 'not a host' })).toThrow(/METRICS_HOST/);
  });

  it('lists every variable of the schema in .env.example', () => {
    const example = readFileSync(join(process.cwd(), '.env.example'), 'utf8');
    const listed = new Set([...example.matchAll(/^#?\s*([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]));
    const missing = Object.keys(new Env()).filter((name) => !listed.has(name));
    expect(missing).toEqual([]);
  });
});
