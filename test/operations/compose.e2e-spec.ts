import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';

import { jest } from '@jest/globals';
import * as yaml from 'js-yaml';

import { validateEnv } from '../../src/config/env';
import { freshMysqlDatabase } from '../support/harness';
import { freePort, waitFor } from '../support/processes';
import { cleanEnv, runService, ServiceProcess, startService } from '../support/service-process';
import { WebhookReceiver } from '../support/webhook-receiver';

const run = promisify(execFile);
const ROOT = process.cwd();

/**
 * compose.yaml, without Docker (no daemon on the machines that run the suite): the file is read
 * here, and the stack it describes is started as processes with the same commands and the same
 * environment — the migrate step, then the API and the worker on MariaDB and Redis, then the CLI
 * as `docker compose run --rm api …` runs it, then requests. What differs, and only that: the
 * host names of MariaDB and Redis (the test's servers; a fresh database), the ports (free ones),
 * the queue prefix (one of the test's), `node dist/<x>.js` run from the source through ts-node,
 * and private webhook destinations allowed (to deliver to this test's receiver).
 */
interface Service {
  image?: string;
  build?: string;
  command?: string[];
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }> | string[];
  healthcheck?: { test: string[] };
  volumes?: string[];
  configs?: { source: string; target: string }[];
  profiles?: string[];
  ports?: string[];
}
interface ComposeFile {
  services: Record<string, Service>;
  volumes: Record<string, unknown>;
  configs: Record<string, { content: string }>;
}

const compose = yaml.load(readFileSync(join(ROOT, 'compose.yaml'), 'utf8'), { schema: yaml.YAML11_SCHEMA }) as ComposeFile;
const { services } = compose;

/**
 * A value as Compose interpolates it with `vars` as the environment: `${NAME}`, `${NAME:-default}`
 * and `${NAME-default}`, `${NAME:?message}` and `${NAME?message}` (which stop Compose: thrown
 * here), `$$` for a dollar sign.
 */
function interpolate(value: string, vars: Record<string, string | undefined>): string {
  return value.replace(/\$\$|\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?)([-?])([^}]*))?\}/g, (whole, name, colon, kind, arg) => {
    if (whole === '$$') return '$';
    const v = vars[name];
    const missing = v === undefined || (colon === ':' && v === '');
    if (kind === '-') return missing ? arg : v!;
    if (kind === '?' && missing) throw new Error(`required variable ${name} is missing a value: ${arg}`);
    return v ?? '';
  });
}
/** The passwords an operator puts in .env: Compose refuses to start without them. */
const PASSWORDS = { MARIADB_PASSWORD: 'db-password-1', MARIADB_ROOT_PASSWORD: 'root-password-2', GRAFANA_ADMIN_PASSWORD: 'grafana-3' };
const envOf = (name: string, vars: Record<string, string | undefined> = PASSWORDS): Record<string, string> =>
  Object.fromEntries(Object.entries(services[name].environment ?? {}).map(([k, v]) => [k, interpolate(String(v), vars)]));
/** Every string of the file, with where it is (`services.api.environment.DATABASE_URL`). */
const strings = (node: unknown, at = ''): [string, string][] =>
  typeof node === 'string'
    ? [[at, node]]
    : node && typeof node === 'object'
      ? Object.entries(node).flatMap(([k, v]) => strings(v, at ? `${at}.${k}` : k))
      : [];
/** What Compose says when it interpolates the whole file with `vars`: each refusal, by place. */
const refusals = (vars: Record<string, string | undefined>) =>
  strings(compose).flatMap(([at, value]) => {
    try {
      interpolate(value, vars);
      return [];
    } catch (error) {
      return [`${at}: ${(error as Error).message}`];
    }
  });
const named = (volume: string) => volume.split(':')[0];

describe('compose.yaml', () => {
  it('describes the API, the worker, MariaDB and Redis, each with a health check and its stores on named volumes', () => {
    for (const name of ['api', 'worker', 'mariadb', 'redis']) expect(services[name].healthcheck?.test.length).toBeGreaterThan(1);
    expect(named(services.mariadb.volumes![0])).toBe('mariadb-data');
    expect(services.mariadb.volumes![0]).toBe('mariadb-data:/var/lib/mysql');
    expect(services.redis.volumes![0]).toBe('redis-data:/data');
    for (const volume of ['mariadb-data', 'redis-data', 'prometheus-data', 'grafana-data'])
      expect(compose.volumes).toHaveProperty([volume]);
    // Redis keeps what it is given.
    expect(services.redis.command).toEqual(expect.arrayContaining(['--maxmemory-policy', 'noeviction']));
  });

  it('applies the migrations once, in a one-shot service the API and the worker wait for; neither migrates itself', () => {
    expect(services.migrate.command).toEqual(['node', 'dist/cli.js', 'migrate']);
    expect(services.migrate.depends_on).toEqual({ mariadb: { condition: 'service_healthy' } });
    for (const name of ['api', 'worker']) {
      expect(services[name].depends_on).toEqual({
        migrate: { condition: 'service_completed_successfully' },
        mariadb: { condition: 'service_healthy' },
        redis: { condition: 'service_healthy' },
      });
      expect(envOf(name).RUN_MIGRATIONS).toBe('false');
    }
    expect(services.api.command).toEqual(['node', 'dist/main.js']);
    expect(services.worker.command).toEqual(['node', 'dist/worker.js']);
  });

  it('gives the three processes of the image the same database and queue, and only variables docs/configuration.md documents, with valid values', () => {
    const documented = readFileSync(join(ROOT, 'docs/configuration.md'), 'utf8');
    for (const name of ['migrate', 'api', 'worker']) {
      for (const key of Object.keys(envOf(name)))
        expect({ key, documented: documented.includes(`\`${key}\``) }).toEqual({ key, documented: true });
      expect(services[name].image).toBe('event-orders:latest');
      expect(services[name].build).toBe('.');
      for (const key of ['DATABASE_URL', 'REDIS_URL', 'QUEUE_PREFIX', 'NODE_ENV']) expect(envOf(name)[key]).toBe(envOf('api')[key]);
      // Every value passes the service's own validation at start.
      expect(() => validateEnv(envOf(name))).not.toThrow();
    }
    expect(envOf('api').NODE_ENV).toBe('production');
    // The database and user MariaDB's image creates are the ones DATABASE_URL names.
    const db = new URL(envOf('api').DATABASE_URL);
    const mariadb = envOf('mariadb');
    expect([db.hostname, db.pathname, db.username, db.password]).toEqual([
      'mariadb',
      `/${mariadb.MARIADB_DATABASE}`,
      mariadb.MARIADB_USER,
      mariadb.MARIADB_PASSWORD,
    ]);
    expect(envOf('api').REDIS_URL).toBe('redis://redis:6379');
    expect(services.api.ports).toEqual([`\${PORT:-3000}:${envOf('api').PORT}`]);
  });

  it("publishes the API on PORT, the one name of the API's port: .env.example, the README's and docs' BASE, docs/operations.md", () => {
    const published = /^\$\{([A-Z_]+):-(\d+)\}:/.exec(services.api.ports![0]);
    expect(published?.slice(1)).toEqual(['PORT', '3000']);
    expect(readFileSync(join(ROOT, '.env.example'), 'utf8')).toMatch(/^PORT=3000$/m);
    for (const page of ['README.md', 'docs/mysql-redis.md'])
      expect(readFileSync(join(ROOT, page), 'utf8')).toContain('export BASE=http://localhost:${PORT:-3000}');
    const operations = readFileSync(join(ROOT, 'docs/operations.md'), 'utf8');
    expect(operations).toContain('the API on port `PORT` (default 3000) of the host');
    const files = [
      'compose.yaml',
      'README.md',
      '.env.example',
      ...readdirSync(join(ROOT, 'docs'))
        .filter((f) => f.endsWith('.md'))
        .map((f) => `docs/${f}`),
    ];
    for (const file of files)
      expect({ file, other: /\b(API_PORT|HTTP_PORT|APP_PORT)\b/.test(readFileSync(join(ROOT, file), 'utf8')) }).toEqual({
        file,
        other: false,
      });
  });

  it('monitoring profile: Prometheus scrapes both metrics ports with the alert rules loaded; Grafana has the dashboard provisioned', () => {
    expect(services.prometheus.profiles).toEqual(['monitoring']);
    expect(services.grafana.profiles).toEqual(['monitoring']);
    const prometheus = yaml.load(compose.configs.prometheus.content) as {
      scrape_configs: { static_configs: { targets: string[] }[] }[];
      rule_files: string[];
    };
    const targets = prometheus.scrape_configs.flatMap((s) => s.static_configs.flatMap((c) => c.targets));
    expect(targets).toEqual([`api:${envOf('api').METRICS_PORT}`, `worker:${envOf('worker').METRICS_PORT}`]);
    expect(envOf('api').METRICS_HOST).toBe('0.0.0.0');
    const mounted = (service: string, source: string) => services[service].volumes!.find((v) => v.startsWith(`${source}:`))?.split(':')[1];
    expect(prometheus.rule_files).toEqual([mounted('prometheus', './docs/prometheus/alerts.yml')]);
    expect(services.prometheus.configs).toEqual([{ source: 'prometheus', target: '/etc/prometheus/prometheus.yml' }]);

    const provider = yaml.load(compose.configs['grafana-dashboards'].content) as { providers: { options: { path: string } }[] };
    expect(mounted('grafana', './docs/grafana/event-orders.json')).toBe(`${provider.providers[0].options.path}/event-orders.json`);
    const datasource = yaml.load(compose.configs['grafana-datasource'].content) as {
      datasources: { type: string; url: string; isDefault: boolean }[];
    };
    expect(datasource.datasources).toEqual([
      expect.objectContaining({ type: 'prometheus', url: 'http://prometheus:9090', isDefault: true }),
    ]);
    for (const file of ['docs/prometheus/alerts.yml', 'docs/grafana/event-orders.json']) expect(existsSync(join(ROOT, file))).toBe(true);
  });

  it('has no default password: without MARIADB_PASSWORD, MARIADB_ROOT_PASSWORD and GRAFANA_ADMIN_PASSWORD (unset or empty) it stops, naming each', () => {
    const text = readFileSync(join(ROOT, 'compose.yaml'), 'utf8');
    expect(text).not.toMatch(/change-me|PASSWORD:-|PASSWORD-/);
    expect(refusals(PASSWORDS)).toEqual([]);
    for (const vars of [{}, { MARIADB_PASSWORD: '', MARIADB_ROOT_PASSWORD: '', GRAFANA_ADMIN_PASSWORD: '' }]) {
      const said = refusals(vars);
      expect(new Set(said.map((line) => /required variable (\w+)/.exec(line)?.[1]))).toEqual(new Set(Object.keys(PASSWORDS)));
      for (const [place, name] of [
        ...['migrate', 'api', 'worker'].map((service) => [`services.${service}.environment.DATABASE_URL`, 'MARIADB_PASSWORD']),
        ['services.mariadb.environment.MARIADB_PASSWORD', 'MARIADB_PASSWORD'],
        ['services.mariadb.environment.MARIADB_ROOT_PASSWORD', 'MARIADB_ROOT_PASSWORD'],
        ['services.grafana.environment.GF_SECURITY_ADMIN_PASSWORD', 'GRAFANA_ADMIN_PASSWORD'],
      ])
        expect(said).toContain(
          `${place}: required variable ${name} is missing a value: set ${name} (in .env beside compose.yaml; docs/operations.md)`,
        );
    }
    // One missing is enough to stop it, the monitoring profile's included: Compose interpolates every service first.
    expect(refusals({ ...PASSWORDS, GRAFANA_ADMIN_PASSWORD: undefined })).toEqual([
      'services.grafana.environment.GF_SECURITY_ADMIN_PASSWORD: required variable GRAFANA_ADMIN_PASSWORD is missing a value: set GRAFANA_ADMIN_PASSWORD (in .env beside compose.yaml; docs/operations.md)',
    ]);
    // The passwords go where they are used.
    expect(envOf('grafana').GF_SECURITY_ADMIN_PASSWORD).toBe(PASSWORDS.GRAFANA_ADMIN_PASSWORD);
    expect(envOf('mariadb').MARIADB_ROOT_PASSWORD).toBe(PASSWORDS.MARIADB_ROOT_PASSWORD);
    expect(new URL(envOf('api').DATABASE_URL).password).toBe(PASSWORDS.MARIADB_PASSWORD);
    // docs/operations.md's .env sets the three.
    const operations = readFileSync(join(ROOT, 'docs/operations.md'), 'utf8');
    for (const name of Object.keys(PASSWORDS)) expect(operations).toMatch(new RegExp(`^${name}=`, 'm'));
  });

  it('publishes Prometheus (no login) and Grafana on this machine only (127.0.0.1), and no other service but the API', () => {
    const published = Object.fromEntries(Object.entries(services).map(([name, service]) => [name, service.ports ?? []]));
    expect(published).toEqual({
      migrate: [],
      api: ['${PORT:-3000}:3000'],
      worker: [],
      mariadb: [],
      redis: [],
      prometheus: ['127.0.0.1:${PROMETHEUS_PORT:-9090}:9090'],
      grafana: ['127.0.0.1:${GRAFANA_PORT:-3001}:3000'],
    });
  });

  it('the image keeps /app/data (the SQLite file) on a volume', () => {
    expect(readFileSync(join(ROOT, 'Dockerfile'), 'utf8')).toMatch(/^VOLUME \["\/app\/data"\]$/m);
  });
});

const STACK = !!process.env.DATABASE_URL && !!process.env.REDIS_URL;
// Needs MariaDB and Redis: run with DATABASE_URL and REDIS_URL set (the second run of .ci/run).
if (STACK)
  describe('the stack of compose.yaml as processes (MariaDB and Redis)', () => {
    jest.setTimeout(240_000);
    const started: ServiceProcess[] = [];
    let receiver: WebhookReceiver;
    let drop = async () => {};
    /** The environment of a service of compose.yaml, moved to the test's servers and ports. */
    let moved: (name: string, ports?: Record<string, string>) => Record<string, string | undefined>;

    beforeAll(async () => {
      receiver = await WebhookReceiver.start();
      const db = await freshMysqlDatabase(process.env.DATABASE_URL!);
      drop = db.drop;
      const prefix = `compose_${process.pid}_${Date.now()}`;
      moved = (name, ports = {}) => ({
        ...cleanEnv(),
        ...envOf(name),
        DATABASE_URL: db.url,
        REDIS_URL: process.env.REDIS_URL,
        QUEUE_PREFIX: prefix,
        WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true',
        ...ports,
      });
    });
    afterAll(async () => {
      for (const p of started) await p.stop();
      await receiver?.close();
      await drop();
    });

    /** The command of a service, `node dist/<entry>.js …`, as the entry and its arguments. */
    const entryOf = (name: string) => {
      const [node, script, ...args] = services[name].command!;
      const entry = /^dist\/(main|worker|cli)\.js$/.exec(script)?.[1] as 'main' | 'worker' | 'cli' | undefined;
      if (node !== 'node' || !entry) throw new Error(`${name}: unexpected command ${services[name].command}`);
      return { entry, args };
    };
    /** A health check of compose.yaml, run as Docker runs it (`CMD` form) with the service's environment. */
    const healthy = async (name: string, env: Record<string, string | undefined>) => {
      const [form, command, ...args] = services[name].healthcheck!.test;
      expect(form).toBe('CMD');
      return run(command === 'node' ? process.execPath : command, args, { env: env as NodeJS.ProcessEnv }).then(
        () => true,
        () => false,
      );
    };

    it('migrates once, starts the API and the worker, makes the first account with the CLI, and serves, delivers and reports', async () => {
      // 1. migrate: applies every migration, and a second run finds nothing to do.
      const { entry, args } = entryOf('migrate');
      const migrated = await runService(entry as 'cli', args, moved('migrate'));
      expect(migrated.code).toBe(0);
      expect(migrated.stdout).toMatch(/^applied \S+/m);
      const again = await runService(entry as 'cli', args, moved('migrate'));
      expect(again.stdout.trim()).toBe('the schema is up to date: no pending migration');

      // 2. the API and the worker, with their commands and environments.
      const apiEnv = moved('api', { PORT: String(await freePort()), METRICS_PORT: String(await freePort()) });
      const workerEnv = moved('worker', { METRICS_PORT: String(await freePort()) });
      const api = startService(entryOf('api').entry, entryOf('api').args, apiEnv);
      const worker = startService(entryOf('worker').entry, entryOf('worker').args, workerEnv);
      started.push(api, worker);
      await api.waitForOutput('Swagger UI:', 180_000);
      await worker.waitForOutput('worker started', 180_000);
      expect(api.stdout()).not.toMatch(/migrations? applied|Migration .* has been executed/i);
      // No account yet: the start says how to make one, the Compose way included.
      expect(api.stdout()).toContain('with Compose: docker compose run --rm -T api node dist/cli.js account:create');
      await waitFor(() => healthy('api', apiEnv), 'the API health check of compose.yaml', 30_000);
      await waitFor(() => healthy('worker', workerEnv), 'the worker health check of compose.yaml', 30_000);

      // 3. `docker compose run --rm -T api node dist/cli.js account:create …`: the API's environment, the CLI.
      const created = await runService('cli', ['account:create', 'Buffet Alegria'], apiEnv);
      expect(created.code).toBe(0);
      const token = created.stdout.trim().split('\n').at(-1)!;
      expect(token).toMatch(/^eos_[A-Za-z0-9_-]{43}$/);

      // 4. requests: a webhook, a client; the worker delivers its notification.
      const base = `http://127.0.0.1:${apiEnv.PORT}`;
      const call = (method: string, path: string, body?: unknown) =>
        fetch(`${base}${path}`, {
          method,
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
      expect((await call('POST', '/api/v1/webhooks', { url: receiver.url('/compose'), events: ['customer_created'] })).status).toBe(201);
      const client = await call('POST', '/api/v1/clients', { nome: 'Paulo Oliveira' });
      expect(client.status).toBe(201);
      await receiver.waitForCount(1, '/compose', 60_000);
      expect(receiver.at('/compose')[0].json).toMatchObject({
        event: 'customer_created',
        data: [expect.objectContaining({ nome: 'Paulo Oliveira' })],
      });
      await worker.waitForOutput('delivered', 30_000);

      const ready = await fetch(`${base}/health/ready`);
      expect(ready.status).toBe(200);
      expect(((await ready.json()) as { checks: { queue: unknown } }).checks.queue).toEqual({ status: 'up' });
      for (const port of [apiEnv.METRICS_PORT, workerEnv.METRICS_PORT])
        expect((await fetch(`http://127.0.0.1:${port}/metrics`)).status).toBe(200);

      // 5. docker compose stop: SIGTERM, and both exit cleanly.
      expect(await api.stop()).toBe(0);
      expect(await worker.stop()).toBe(0);
    });
  });
