/**
 * What the rounds that run alone (`--only webhook-fairness`, `returns-fairness`, `long-event`)
 * share: their flags, percentiles, an account made with the built CLI, and a JSON call to the API.
 */
import { execFileSync } from 'node:child_process';

import mysql from 'mysql2/promise';

import { ROOT } from './processes';

/** Whether `--<flag>` was given. */
export const has = (flag: string) => process.argv.includes(`--${flag}`);

/** The value after `--<name>`, if given. */
export const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
};

/** The `p`th percentile of `values` (nearest rank); NaN when there are none. */
export const pct = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : Number.NaN;
};

/** Milliseconds as the tables print them. */
export const ms = (v: number) => (Number.isFinite(v) ? v.toFixed(0) : '–');

/** A JSON request with the account's token: the status and the parsed body. */
export async function call(
  origin: string,
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; json: any }> {
  const res = await fetch(`${origin}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, json: text ? JSON.parse(text) : undefined };
}

/** A new account made by the built CLI on `env`'s database: its token. */
export function createAccount(env: Record<string, string>, name: string): string {
  const out = execFileSync(process.execPath, ['dist/cli.js', 'account:create', name], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
  return out.trim().split('\n').pop()!.trim();
}

/** A fresh database on the MariaDB/MySQL server `server` (dropped first when it exists): its URL. */
export async function freshDatabase(server: string, database: string): Promise<string> {
  const admin = await mysql.createConnection({ uri: server });
  await admin.query(`DROP DATABASE IF EXISTS \`${database}\``);
  await admin.query(`CREATE DATABASE \`${database}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await admin.end();
  return `${server.replace(/\/$/, '')}/${database}`;
}
