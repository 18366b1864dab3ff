import { ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';

import { answerOf, TestResponse } from './harness';
import { waitFor } from './processes';
import { entryArgs } from './service-process';
import { keepProcessLogs } from './test-log';

/**
 * The processes of the service (API, worker) on the nodes of the Galera cluster of
 * `npm run test:cluster`, shared by the suites of test/cluster/.
 */
const ROOT = process.cwd();

/** The same database on another node of the cluster (Galera replicates it to every node). */
export const onNode = (url: string, node: string, user?: { user: string; password: string }): string => {
  const target = new URL(url);
  target.host = new URL(node).host;
  if (user) {
    target.username = user.user;
    target.password = user.password;
  }
  return target.toString();
};

export interface Proc {
  name: string;
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
  baseUrl?: string;
}

/** `entry` is `main` or `worker`: its build when current, else its source (`entryArgs`). */
export function spawnProcess(name: string, entry: 'main' | 'worker', env: Record<string, string>): Proc {
  if (entry === 'main' && !env.PORT) throw new Error(`${name}: set PORT to a free port (freePort()); the default, 3000, may be taken`);
  let output = '';
  const child = spawn(process.execPath, entryArgs(entry), {
    cwd: ROOT,
    env: { ...process.env, TS_NODE_PROJECT: join(ROOT, 'tsconfig.json'), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  child.on('close', () => keepProcessLogs(output));
  return { name, child, output: () => output, exited };
}

export async function stopProcess(p: Proc | undefined): Promise<void> {
  if (!p || p.child.exitCode !== null || p.child.signalCode !== null) return;
  p.child.kill('SIGTERM');
  const timer = setTimeout(() => p.child.kill('SIGKILL'), 20_000);
  await p.exited;
  clearTimeout(timer);
}

/** Waits until the process answers ready (or fails with its output when it exits). */
export async function ready(p: Proc): Promise<void> {
  await waitFor(
    async () => {
      if (p.child.exitCode !== null) throw new Error(`${p.name} exited (${p.child.exitCode}): ${p.output()}`);
      return fetch(`${p.baseUrl}/health/ready`).then(
        (r) => r.status === 200,
        () => false,
      );
    },
    `${p.name} to be ready`,
    120_000,
  );
}

export async function call(
  baseUrl: string,
  method: string,
  path: string,
  token: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<TestResponse<any>> {
  const response = await fetch(new URL(path, baseUrl), {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return answerOf(response);
}

/**
 * Waits until the node at `url` has applied the writesets that made its database and the account,
 * and, its read being causal (`wsrep_sync_wait`), every commit of the cluster before it.
 */
export async function caughtUp(url: string, accountId: number): Promise<void> {
  const mysql = await import('mysql2/promise');
  const server = new URL(url);
  const database = server.pathname.slice(1);
  server.pathname = '/';
  await waitFor(
    async () => {
      const c = await mysql.createConnection({ uri: server.toString() });
      try {
        await c.query('SET SESSION wsrep_sync_wait = 1');
        const [rows] = await c.query(`SELECT COUNT(*) AS n FROM \`${database}\`.accounts WHERE id = ?`, [accountId]);
        return Number((rows as { n: number }[])[0].n) === 1;
      } catch {
        return false;
      } finally {
        await c.end();
      }
    },
    `${server.host} to hold ${database}`,
    120_000,
  );
}
