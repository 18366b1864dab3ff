/**
 * The versions `npm run bench` measures: this tree, and with `--against <ref>` a previous version
 * checked out in a temporary `git worktree` (node_modules hard-linked from this tree when the
 * lockfiles match, else its own `npm ci`; its own build), each seeded into a database of its own
 * with its own seed code (bench/seed-driver.ts), each served by its own built API.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import mysql from 'mysql2/promise';

import { ROOT } from './processes';
import type { SeededAccount } from './workload';

export interface Version {
  /** `current`, or the ref as given. */
  label: string;
  /** The commit measured (`working tree` for the current version when it has changes). */
  commit: string;
  root: string;
  database: string;
  /** Removes the temporary worktree (nothing for the current version). */
  cleanup(): void;
}

export interface Seeded {
  seconds: number;
  accounts: SeededAccount[];
  /** Exact row counts after seeding. */
  rows: { order_items: number; financial_entries: number; orders: number };
}

export interface Storage {
  table: string;
  rows: number;
  bytesPerRow: number;
  secondaryIndexes: number;
}

function run(cmd: string, args: string[], cwd: string, what: string): string {
  const r = spawnSync(cmd, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 64 * 1024 * 1024 });
  if (r.status !== 0) throw new Error(`${what} failed (exit ${r.status}): ${(r.stderr || r.stdout).slice(-2000)}`);
  return r.stdout.trim();
}

export function build(root: string): void {
  run('npm', ['run', '-s', 'build'], root, `npm run build in ${root}`);
}

export function currentVersion(): Version {
  const head = run('git', ['rev-parse', '--short=12', 'HEAD'], ROOT, 'git rev-parse');
  const dirty = run('git', ['status', '--porcelain', '--untracked-files=no'], ROOT, 'git status') !== '';
  return {
    label: 'current',
    commit: dirty ? `${head} + changes` : head,
    root: ROOT,
    database: 'bench_eos_current',
    cleanup: () => undefined,
  };
}

/** Checks `ref` out into a temporary worktree, gives it node_modules and builds it. */
export function previousVersion(ref: string, log: (line: string) => void): Version {
  const commit = run('git', ['rev-parse', '--verify', '--short=12', `${ref}^{commit}`], ROOT, `git rev-parse ${ref}`);
  const root = mkdtempSync(join(tmpdir(), 'eos-bench-against-'));
  run('git', ['worktree', 'add', '--detach', root, commit], ROOT, `git worktree add ${ref}`);
  const cleanup = () => {
    spawnSync('git', ['worktree', 'remove', '--force', root], { cwd: ROOT, stdio: 'ignore' });
    rmSync(root, { recursive: true, force: true });
  };
  try {
    const sameLock =
      existsSync(join(root, 'package-lock.json')) &&
      readFileSync(join(root, 'package-lock.json'), 'utf8') === readFileSync(join(ROOT, 'package-lock.json'), 'utf8');
    if (sameLock) {
      log(`against ${ref} (${commit}): same lockfile, node_modules hard-linked from this tree`);
      run('cp', ['-al', join(ROOT, 'node_modules'), join(root, 'node_modules')], ROOT, 'cp -al node_modules');
    } else {
      log(`against ${ref} (${commit}): its own npm ci`);
      run('npm', ['ci', '--no-audit', '--no-fund'], root, `npm ci for ${ref}`);
    }
    log(`against ${ref}: npm run build`);
    build(root);
    mkdirSync(join(root, 'bench'), { recursive: true });
    copyFileSync(join(ROOT, 'bench', 'seed-driver.ts'), join(root, 'bench', 'seed-driver.bench.ts'));
  } catch (error) {
    cleanup();
    throw error;
  }
  return { label: ref, commit, root, database: `bench_eos_against`, cleanup };
}

/** `mysql://root@127.0.0.1:3306` (or with `?socketPath=…`) and a database → the database's URL. */
export const serverUrl = (base: string, database: string) => {
  const [server, query] = base.split('?');
  return `${server.replace(/\/+$/, '')}/${database}${query ? `?${query}` : ''}`;
};

/** Drops and creates the version's database, then seeds it with the version's own seed code. */
export async function seedVersion(v: Version, server: string, tiers: { count: number; items: number }[], logDir: string): Promise<Seeded> {
  const admin = await mysql.createConnection({ uri: server.replace(/^mariadb:/, 'mysql:') });
  try {
    await admin.query(`DROP DATABASE IF EXISTS \`${v.database}\``);
    await admin.query(`CREATE DATABASE \`${v.database}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  } finally {
    await admin.end();
  }
  const out = join(logDir, `seed-${v.database}.json`);
  const driver = v.root === ROOT ? 'bench/seed-driver.ts' : 'bench/seed-driver.bench.ts';
  const r = spawnSync(
    process.execPath,
    [join(v.root, 'node_modules/ts-node/dist/bin.js'), '--transpile-only', driver, JSON.stringify(tiers), 'Bench', out],
    {
      cwd: v.root,
      env: { ...process.env, DATABASE_URL: serverUrl(server, v.database), LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  if (r.status !== 0) throw new Error(`seeding ${v.label} failed (exit ${r.status})`);
  const { seconds, accounts } = JSON.parse(readFileSync(out, 'utf8')) as { seconds: number; accounts: SeededAccount[] };
  const db = await mysql.createConnection({ uri: serverUrl(server, v.database) });
  try {
    const count = async (table: string) => Number((await db.query<mysql.RowDataPacket[]>(`SELECT COUNT(*) AS n FROM ${table}`))[0][0].n);
    return {
      seconds,
      accounts,
      rows: { order_items: await count('order_items'), financial_entries: await count('financial_entries'), orders: await count('orders') },
    };
  } finally {
    await db.end();
  }
}

/** Data and index bytes per row of `tables` (statistics refreshed first), and each table's secondary indexes. */
export async function storage(server: string, database: string, tables: string[]): Promise<Storage[]> {
  const db = await mysql.createConnection({ uri: serverUrl(server, database) });
  try {
    const out: Storage[] = [];
    for (const table of tables) {
      await db.query(`ANALYZE TABLE \`${table}\``);
      const [[size]] = await db.query<mysql.RowDataPacket[]>(
        'SELECT data_length + index_length AS bytes FROM information_schema.TABLES WHERE table_schema = ? AND table_name = ?',
        [database, table],
      );
      const [[rows]] = await db.query<mysql.RowDataPacket[]>(`SELECT COUNT(*) AS n FROM \`${table}\``);
      const [[idx]] = await db.query<mysql.RowDataPacket[]>(
        "SELECT COUNT(DISTINCT index_name) AS n FROM information_schema.STATISTICS WHERE table_schema = ? AND table_name = ? AND index_name <> 'PRIMARY'",
        [database, table],
      );
      const n = Number(rows.n);
      out.push({ table, rows: n, bytesPerRow: n > 0 ? Number(size.bytes) / n : Number.NaN, secondaryIndexes: Number(idx.n) });
    }
    return out;
  } finally {
    await db.end();
  }
}
