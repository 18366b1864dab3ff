import { ChildProcess, execFile, spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';

import { waitFor } from './processes';
import { keepProcessLogs } from './test-log';

const ROOT = process.cwd();
/** Where each entry's source is: the three processes of the service, and the bench's bulk seed. */
const SOURCES = { main: 'src/main.ts', worker: 'src/worker.ts', cli: 'src/cli.ts', seed: 'bench/seed.ts' } as const;
export type Entry = keyof typeof SOURCES;

let current: boolean | undefined;
/** Whether dist/ is `npm run build`'s of the sources as they are now (`scripts/build-if-changed.mjs --check`). */
export function buildIsCurrent(): boolean {
  current ??= spawnSync(process.execPath, [join(ROOT, 'scripts/build-if-changed.mjs'), '--check'], { cwd: ROOT }).status === 0;
  return current;
}

/**
 * The arguments of `node` that run an entry of the service: the build, `dist/<entry>.js`, as
 * production runs it, when it is current (CI builds before it tests; a process starts in about
 * a second), else the source through ts-node (several seconds of compiling at each start). The
 * bench's seed is not built: always its source.
 */
export function entryArgs(entry: Entry): string[] {
  if (entry !== 'seed' && buildIsCurrent()) return [join(ROOT, `dist/${entry}.js`)];
  return ['-r', join(ROOT, 'test/support/ts-node-register.cjs'), join(ROOT, SOURCES[entry])];
}

const execFileAsync = promisify(execFile);

/**
 * The CLI on the database of a test app (`t.env`), run to its end: resolves with its output when
 * it exits 0, rejects with `code`, `stdout` and `stderr` otherwise. `extra` adds to the
 * environment of the test run; `input` is its standard input (empty, closed, by default).
 */
export function cliOn(
  app: { env: { DATABASE_URL?: string; SQLITE_PATH: string } },
  extra: Record<string, string> = {},
  input = '',
): (...args: string[]) => Promise<{ stdout: string; stderr: string }> {
  return (...args) => {
    const running = execFileAsync(process.execPath, [...entryArgs('cli'), ...args], {
      cwd: ROOT,
      env: {
        ...process.env,
        DATABASE_URL: app.env.DATABASE_URL ?? '',
        SQLITE_PATH: app.env.SQLITE_PATH,
        TS_NODE_PROJECT: join(ROOT, 'tsconfig.json'),
        ...extra,
      },
    });
    // A CLI that exits without reading its input closes the pipe: that is not the test's failure.
    running.child.stdin?.on('error', () => undefined);
    running.child.stdin?.end(input);
    return running;
  };
}

/** A process of the service (the API, the worker, the CLI, the bench's seed), started by `startService`. */
export interface ServiceProcess {
  child: ChildProcess;
  stdout(): string;
  stderr(): string;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  /** Waits until standard output or error holds `text`; fails at once if the process exits first. */
  waitForOutput(text: string | RegExp, ms?: number): Promise<void>;
  /** SIGTERM, then the exit code. */
  stop(): Promise<number | null>;
}

/**
 * `node dist/<entry>.js <args>` (see `entryArgs`). `env` is the whole environment of the
 * process: the caller decides what it inherits. The API must be given its port (`freePort()`):
 * another program may hold the default.
 */
export function startService(entry: Entry, args: string[], env: Record<string, string | undefined>): ServiceProcess {
  if (entry === 'main' && !env.PORT)
    throw new Error('startService("main"): set PORT to a free port (freePort()); the default, 3000, may be taken');
  const child = spawn(process.execPath, [...entryArgs(entry), ...args], {
    cwd: ROOT,
    env: { ...env, TS_NODE_PROJECT: join(ROOT, 'tsconfig.json') },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (c: Buffer) => (stdout += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (stderr += c.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.on('close', (code) => {
      keepProcessLogs(`${stdout}\n${stderr}`);
      resolve(code);
    }),
  );
  const matches = (text: string | RegExp) => (s: string) => (typeof text === 'string' ? s.includes(text) : text.test(s));
  return {
    child,
    stdout: () => stdout,
    stderr: () => stderr,
    exited,
    async waitForOutput(text, ms = 90_000) {
      await waitFor(
        () => {
          if (matches(text)(stdout) || matches(text)(stderr)) return true;
          if (child.exitCode !== null)
            throw new Error(`${entry} exited (${child.exitCode}) before printing ${text}:\n${stdout}\n${stderr}`);
          return false;
        },
        `${entry} to print ${text}`,
        ms,
      );
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}

/** Runs a command of the service to its end: its exit code, standard output and error. */
export async function runService(
  entry: 'cli' | 'seed',
  args: string[],
  env: Record<string, string | undefined>,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const p = startService(entry, args, env);
  const code = await p.exited;
  return { code, stdout: p.stdout(), stderr: p.stderr() };
}

/** The environment of the test run without the variables that choose a database, a queue or a log level. */
export function cleanEnv(): Record<string, string | undefined> {
  const env: Record<string, string | undefined> = { ...process.env };
  for (const name of [
    'DATABASE_URL',
    'DATABASE_READ_URLS',
    'REDIS_URL',
    'QUEUE_PREFIX',
    'SQLITE_PATH',
    'LOG_LEVEL',
    'NODE_ENV',
    'PORT',
    'METRICS_PORT',
    'RUN_MIGRATIONS',
  ])
    delete env[name];
  return env;
}
