import { ChildProcess, execFile, spawn } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { SourceMap, type SourceMapPayload, type SourceMapping } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';

import { freshMysqlDatabase } from '../support/harness';
import { freePort, waitFor } from '../support/processes';
import { buildIsCurrent } from '../support/service-process';
import { WebhookReceiver } from '../support/webhook-receiver';

const run = promisify(execFile);
// Jest runs from the repository's root (ES modules here: no __dirname).
const ROOT = process.cwd();

/**
 * The production build as `npm run build` makes it (`nest build`, then scripts/bundle.mjs, which
 * turns the API's entry into one file): dist/ when it is current, else built from the source into
 * a folder of the repository (so that node_modules resolve as they do for dist/); started the way `npm run start:prod`
 * starts dist/main.js, on the backend the suite runs on: SQLite and the in-process queue, or
 * MariaDB/MySQL and Redis when DATABASE_URL and REDIS_URL are set.
 */
describe('the production build (one-file API entry)', () => {
  // dist/ itself when `npm run build` made it from the sources as they are (CI builds first).
  const builtAlready = buildIsCurrent();
  const out = builtAlready ? join(ROOT, 'dist') : join(ROOT, `.bundle-test-${process.pid}`);
  // Named relative to the root: the Nest CLI reads `-p` that way.
  const tsconfig = `tsconfig.bundle-test-${process.pid}.json`;
  const sqlite = join(tmpdir(), `eos-bundle-${process.pid}.sqlite`);
  // The packages the bundled API requires from node_modules as it runs (test/support/record-requires.cjs).
  const required = join(tmpdir(), `eos-bundle-${process.pid}.requires`);
  let dropDatabase: (() => Promise<void>) | undefined;
  let env: Record<string, string | undefined>;
  let api: ChildProcess | undefined;
  let worker: ChildProcess | undefined;
  let receiver: WebhookReceiver;
  let output = '';
  let base: string;
  let token: string;

  beforeAll(async () => {
    if (!builtAlready) {
      writeFileSync(join(ROOT, tsconfig), JSON.stringify({ extends: './tsconfig.build.json', compilerOptions: { outDir: out } }));
      await run(process.execPath, ['node_modules/@nestjs/cli/bin/nest.js', 'build', '-p', tsconfig], { cwd: ROOT });
      await run(process.execPath, ['scripts/bundle.mjs', join(out, 'main.js')], { cwd: ROOT });
    }

    receiver = await WebhookReceiver.start();
    env = {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      QUEUE_PREFIX: `bundle_${process.pid}`,
      WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true',
    };
    if (env.DATABASE_URL) {
      const db = await freshMysqlDatabase(env.DATABASE_URL);
      env.DATABASE_URL = db.url;
      dropDatabase = db.drop;
    } else {
      delete env.REDIS_URL;
      env.SQLITE_PATH = sqlite;
    }
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    api = spawn(process.execPath, ['--require', join(ROOT, 'test/support/record-requires.cjs'), join(out, 'main.js')], {
      cwd: ROOT,
      env: { ...env, PORT: String(port), RECORD_REQUIRES: required },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    api.stdout!.on('data', (d) => (output += d));
    api.stderr!.on('data', (d) => (output += d));
    await waitFor(
      async () => {
        if (api!.exitCode !== null) throw new Error(`the built API exited before answering:\n${output}`);
        return fetch(`${base}/health`).then(
          (r) => r.ok,
          () => false,
        );
      },
      'the built API to answer /health',
      60000,
    );

    // An account and its token through the built CLI, on the database the API has just migrated.
    const { stdout } = await run(process.execPath, [join(out, 'cli.js'), 'account:create', 'Conta do build'], { cwd: ROOT, env });
    token = stdout.trim().split('\n').pop()!;
    // On Redis the API only enqueues: the worker (compiled, not bundled) delivers.
    if (env.REDIS_URL) {
      worker = spawn(process.execPath, [join(out, 'worker.js')], {
        cwd: ROOT,
        env: { ...env, LOG_LEVEL: 'log' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let said = '';
      worker.stdout!.on('data', (d) => (said += d));
      worker.stderr!.on('data', (d) => (said += d));
      await waitFor(() => said.includes('worker started') || worker!.exitCode !== null, 'the worker');
      if (worker.exitCode !== null) throw new Error(`the worker exited:\n${said}`);
    }
  }, 240000);

  afterAll(async () => {
    for (const child of [api, worker]) {
      if (child && child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
    }
    await receiver?.close();
    if (!builtAlready) {
      rmSync(out, { recursive: true, force: true });
      rmSync(join(ROOT, tsconfig), { force: true });
    }
    for (const suffix of ['', '-wal', '-shm']) rmSync(sqlite + suffix, { force: true });
    rmSync(required, { force: true });
    await dropDatabase?.();
  });

  it('is one file of ASCII: the application and the libraries it loads at start, not requires of the compiled modules', () => {
    const code = readFileSync(join(out, 'main.js'), 'utf8');
    expect(code).not.toMatch(/require\("\.\.?\//);
    expect(code).toContain('Event Orders Service');
    // eslint-disable-next-line no-control-regex -- the range of ASCII starts at NUL
    expect(code).not.toMatch(/[^\x00-\x7f]/);
    expect(code.length).toBeGreaterThan(1_000_000);
  });

  it('requires from node_modules only the packages it leaves out, never a second copy of one it holds', async () => {
    // After a list, so that the database driver and the queue are loaded on either backend.
    const list = await fetch(`${base}/api/v1/clients`, { headers: { authorization: `Bearer ${token}` } });
    expect(list.status).toBe(200);
    const { EXTERNAL } = (await import(join(ROOT, 'scripts/bundle.mjs'))) as { EXTERNAL: string[] };
    const loaded = readFileSync(required, 'utf8').trim().split('\n');
    // Where the API keeps its data: better-sqlite3, or mysql2 (bundled) and Redis through Bull.
    expect(loaded).toContain(env.DATABASE_URL ? 'bull' : 'better-sqlite3');
    expect(loaded.filter((pkg) => !EXTERNAL.includes(pkg))).toEqual([]);
  });

  it('has a source map that leads each position back to its TypeScript source or library file', () => {
    const code = readFileSync(join(out, 'main.js'), 'utf8');
    expect(code.endsWith('//# sourceMappingURL=main.js.map\n')).toBe(true);
    const payload = JSON.parse(readFileSync(join(out, 'main.js.map'), 'utf8')) as SourceMapPayload;
    const map = new SourceMap(payload);
    const lines = code.split('\n');
    // A position in the application (the Swagger title) and one in a library (Nest's router).
    const at = (text: string) => {
      const line = lines.findIndex((l) => l.includes(text));
      const entry = map.findEntry(line, lines[line].indexOf(text)) as Partial<SourceMapping>;
      const file = resolve(out, entry.originalSource!);
      return { file, text: readFileSync(file, 'utf8').split('\n')[entry.originalLine!] };
    };
    const title = at('setTitle("Event Orders Service")');
    expect(title.file).toBe(join(ROOT, 'src/bootstrap/swagger.ts'));
    expect(title.text).toContain("'Event Orders Service'");
    const router = at('Mapped {');
    expect(router.file).toMatch(/node_modules\/@nestjs\/core\/.+\.js$/);
    expect(router.text).toContain('Mapped {');
  });

  it('starts, is ready, and serves the API with its validation, auth and error envelope', async () => {
    expect((await fetch(`${base}/health/ready`)).status).toBe(200);
    const auth = { authorization: `Bearer ${token}` };

    const created = await fetch(`${base}/api/v1/clients`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ nome: 'Maria da Silva', email: 'maria@example.com' }),
    });
    expect(created.status).toBe(201);

    const list = await fetch(`${base}/api/v1/clients?field_sort=nome&sort=asc`, { headers: auth });
    expect(list.status).toBe(200);
    const body = (await list.json()) as { data: { nome: string }[]; pagination: { total_data: number } };
    expect(body.data.map((c) => c.nome)).toEqual(['Maria da Silva']);
    expect(body.pagination.total_data).toBe(1);

    const bad = await fetch(`${base}/api/v1/orders?idevento=x`, { headers: auth });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      status: 'error',
      message: 'Validation failed',
      errors: [{ field: 'idevento', code: 'is_int', message: 'idevento must be an integer number' }],
    });

    expect((await fetch(`${base}/api/v1/orders`)).status).toBe(401);
  });

  it('delivers a webhook notification of a write (the HTTP client is loaded on the first delivery)', async () => {
    const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const hook = await fetch(`${base}/api/v1/webhooks`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ url: receiver.url('/bundle'), events: ['customer_created'] }),
    });
    expect(hook.status).toBe(201);
    const created = await fetch(`${base}/api/v1/clients`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ nome: 'Cliente do webhook' }),
    });
    expect(created.status).toBe(201);
    await receiver.waitForCount(1, '/bundle', 30000);
    const [delivered] = receiver.at('/bundle');
    expect(delivered.json.event).toBe('customer_created');
    expect(JSON.stringify(delivered.json)).toContain('Cliente do webhook');
  });

  it('serves the same OpenAPI document and Swagger UI as the compiled modules', async () => {
    const served = await fetch(`${base}/docs-json`);
    expect(served.status).toBe(200);
    const document = (await served.json()) as {
      info: { title: string };
      paths: Record<string, unknown>;
      components: { schemas: Record<string, unknown> };
    };
    expect(document.info.title).toBe('Event Orders Service');
    // The schema names come from the class names, which the bundle keeps.
    expect(Object.keys(document.components.schemas)).toEqual(
      expect.arrayContaining(['ErrorEnvelopeDto', 'OrderItemDto', 'CreateOrderDto']),
    );
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/api/v1/orders', '/api/v1/financial', '/api/v1/webhooks']));
    expect((await fetch(`${base}/docs`)).status).toBe(200);
    // Read to its end: an unread response of this size stays in flight, and the API's graceful
    // stop would wait for it.
    const script = await fetch(`${base}/docs/swagger-ui-bundle.js`);
    expect(script.status).toBe(200);
    expect((await script.text()).length).toBeGreaterThan(100_000);
  });
});
