import { ChildProcess, execFile, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

import { freePort, waitFor } from '../support/processes';
import { entryArgs } from '../support/service-process';

const run = promisify(execFile);

/** `npm start` as a newcomer runs it (the source through ts-node, as the CLI tests do), on a free port. */
function startApi(
  port: number,
  sqlite: string,
): { child: ChildProcess; output: () => { stdout: string; stderr: string }; exited: Promise<number | null> } {
  const env: Record<string, string | undefined> = {
    ...process.env,
    PORT: String(port),
    SQLITE_PATH: sqlite,
    NODE_ENV: 'development',
    TS_NODE_PROJECT: 'tsconfig.json',
  };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  delete env.LOG_LEVEL;
  const child = spawn(process.execPath, entryArgs('main'), {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (d) => (stdout += d));
  child.stderr!.on('data', (d) => (stderr += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => ({ stdout, stderr }), exited };
}

describe('npm start', () => {
  const sqlite = join(tmpdir(), `eos-startup-${process.pid}.sqlite`);
  let port: number;
  let api: ReturnType<typeof startApi>;
  beforeAll(async () => {
    port = await freePort();
    api = startApi(port, sqlite);
    await waitFor(() => api.output().stdout.includes('Swagger UI:') || api.child.exitCode !== null, 'the start-up banner');
  }, 120000);
  afterAll(async () => {
    if (api?.child.exitCode === null) {
      api.child.kill('SIGTERM');
      await api.exited;
    }
    for (const suffix of ['', '-wal', '-shm']) rmSync(sqlite + suffix, { force: true });
  });

  it('ends its first start with the demo token, a curl line that works as printed, the Swagger URL and the demo proposal', async () => {
    const lines = api.output().stdout.trimEnd().split('\n');
    const [tokenLine, curlLine, swaggerLine, proposalLine] = lines.slice(-4);
    expect(tokenLine).toMatch(/^Demo API token \(shown once\): eos_[A-Za-z0-9_-]{43}$/);
    expect(curlLine).toMatch(/^Try it: curl /);
    expect(swaggerLine).toBe(`Swagger UI: http://localhost:${port}/docs (Authorize with the token above)`);
    const curl = curlLine.replace(/^Try it: /, '');
    const { stdout } = await run('bash', ['-c', `${curl} -sS -o /dev/null -w '%{http_code}'`]);
    expect(stdout).toBe('200');
    expect((await fetch(`http://localhost:${port}/docs`)).status).toBe(200);
    // The demo's open proposal: a page for the client, opened with no token.
    const link =
      /^Demo proposal for a client \(open it in a browser, accept it to book the event\): (http:\/\/localhost:\d+\/p\/[\w-]{32})$/.exec(
        proposalLine,
      );
    expect(link).not.toBeNull();
    const page = await fetch(link![1]);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Proposta 2-1');
  });

  it('is quiet: a few JSON log lines before the banner, one naming /health correctly, no per-module or per-route chatter', () => {
    const { stdout } = api.output();
    const logLines = stdout.slice(0, stdout.indexOf('\nDemo API token')).trim().split('\n');
    expect(logLines.length).toBeLessThanOrEqual(6);
    for (const line of logLines)
      expect(Object.keys(JSON.parse(line))).toEqual(expect.arrayContaining(['level', 'pid', 'timestamp', 'message', 'context']));
    expect(stdout).toContain(`liveness at http://localhost:${port}/health,`);
    expect(stdout).not.toMatch(/api\/v1\/health|InstanceLoader|RouterExplorer|RoutesResolver/);
  });

  it('says what it does during the long steps of a first start: the migrations before listening, the demo account before its token', () => {
    const { stdout } = api.output();
    const messages = stdout
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { message: string; context: string });
    const at = (pattern: RegExp) => messages.findIndex((m) => pattern.test(m.message));
    expect(messages[at(/^Applying /)]).toEqual(
      expect.objectContaining({ context: 'Migrations', message: expect.stringMatching(/^Applying \d+ database migrations…$/) }),
    );
    expect(messages[at(/^Applied /)].message).toMatch(/^Applied \d+ migrations in \d+\.\d s: Baseline\d+, /);
    expect(messages[at(/^Creating the demo account…$/)].context).toBe('Demo');
    const listening = at(/^API listening on /);
    expect(at(/^Applying /)).toBeLessThan(at(/^Applied /));
    expect(at(/^Applied /)).toBeLessThan(listening);
    expect(at(/^Creating the demo account…$/)).toBeGreaterThan(listening);
    expect(stdout.indexOf('Creating the demo account…')).toBeLessThan(stdout.indexOf('Demo API token'));
    expect(stdout.indexOf('Demo API token')).toBeLessThan(stdout.indexOf('Swagger UI:'));
  });

  it('says nothing of migrations or of a demo account on a later start of the same database', async () => {
    const again = startApi(await freePort(), sqlite);
    try {
      await waitFor(() => again.output().stdout.includes('Swagger UI:') || again.child.exitCode !== null, 'the second start-up banner');
      const { stdout } = again.output();
      expect(stdout).toContain('API listening on ');
      expect(stdout).not.toMatch(/Applying|Applied|migration|Creating the demo account/);
    } finally {
      again.child.kill('SIGTERM');
      await again.exited;
    }
  }, 120000);

  it('logs one line per request, in the same JSON shape as the other log lines', async () => {
    const before = api.output().stdout.length;
    const requestId = `startup-test-${process.pid}`;
    expect((await fetch(`http://localhost:${port}/health`, { headers: { 'x-request-id': requestId } })).status).toBe(200);
    await waitFor(() => api.output().stdout.slice(before).includes(requestId), 'the request log line', 10000);
    const lines = api
      .output()
      .stdout.slice(before)
      .trim()
      .split('\n')
      .filter((l) => l.includes(requestId));
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0])).toEqual({
      level: 'log',
      pid: api.child.pid,
      timestamp: expect.any(Number),
      message: expect.stringMatching(/^GET \/health 200 [\d.]+ ms$/),
      context: 'HTTP',
      method: 'GET',
      url: '/health',
      route: '/health',
      statusCode: 200,
      responseTime: expect.any(Number),
      requestId,
    });
  });

  it('on a busy port says which port and how to change it, in one line without a stack trace', async () => {
    const second = startApi(port, join(tmpdir(), `eos-startup-busy-${process.pid}.sqlite`));
    const code = await second.exited;
    expect(code).toBe(1);
    const { stdout, stderr } = second.output();
    expect(stderr.trim()).toBe(
      `Port ${port} is already in use: stop the program using it, or start on another port with the PORT variable (PORT=${port + 1} npm start)`,
    );
    expect(`${stdout}${stderr}`).not.toMatch(/\n\s+at /);
  }, 60000);
});
