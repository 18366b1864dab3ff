/**
 * Child processes of `npm run bench`: the built API of each version measured (`node dist/main.js`)
 * and the floor server, each logging to a file of the run's directory.
 * Every process started here is stopped by its own PID (SIGTERM, then SIGKILL).
 */
import { ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const ROOT = resolve(__dirname, '..');

/**
 * The node flags the API runs with in production (`npm run start:prod`, the Docker image): the
 * bench starts the API, and the floor beside it, with the same ones.
 */
export function apiNodeFlags(root = ROOT): string[] {
  const scripts = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
  return scripts['start:prod'].split(' ').filter((word) => word.startsWith('--'));
}

export interface Child {
  name: string;
  proc: ChildProcess;
  logFile: string;
  /** Resolves when the process has exited. */
  exited: Promise<number | null>;
}

const running = new Set<Child>();

export function startChild(name: string, args: string[], env: Record<string, string>, logDir: string, cwd = ROOT): Child {
  const logFile = join(logDir, `${name}.log`);
  const log = createWriteStream(logFile, { flags: 'a' });
  const proc = spawn(process.execPath, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  proc.stdout!.pipe(log);
  proc.stderr!.pipe(log);
  const exited = new Promise<number | null>((done) => proc.on('exit', (code) => done(code)));
  const child: Child = { name, proc, logFile, exited };
  running.add(child);
  void exited.then(() => running.delete(child));
  return child;
}

export async function stopChild(child: Child): Promise<void> {
  if (child.proc.exitCode !== null || child.proc.signalCode !== null) return;
  child.proc.kill('SIGTERM');
  const timer = setTimeout(() => child.proc.kill('SIGKILL'), 20_000);
  await child.exited;
  clearTimeout(timer);
}

export async function stopAll(): Promise<void> {
  await Promise.all([...running].map(stopChild));
}

/** Polls `url` until it answers 200; returns the milliseconds waited. Fails when the child dies. */
export async function waitHealthy(child: Child, url: string, timeoutMs = 60_000): Promise<number> {
  const started = performance.now();
  for (;;) {
    if (child.proc.exitCode !== null)
      throw new Error(`${child.name} exited (${child.proc.exitCode}) before ${url} answered; see ${child.logFile}`);
    try {
      const res = await fetch(url);
      await res.arrayBuffer();
      if (res.status === 200) return performance.now() - started;
    } catch {
      /* not listening yet */
    }
    if (performance.now() - started > timeoutMs) throw new Error(`${url} did not answer 200 within ${timeoutMs} ms; see ${child.logFile}`);
    await sleep(10);
  }
}

/** Resident set size of a process, in MB (Linux /proc). */
export function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1] ?? Number.NaN);
  return kb / 1024;
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
