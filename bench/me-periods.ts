/**
 * `npm run bench -- --only me-periods [--backend sqlite|mariadb|both] [--requests 200]`
 *
 * ME Eventos' period lists on the largest realistic account (20,000 events and 50,000 budgets
 * over five years), one request at a time, as ME's clients send them: `start` alone, and
 * `start` with `end` over a month, a year and two years; events with the default sort and each
 * sort ME documents (`nomeevento`, `dataevento`, `horaevento`, `datadecadastro`, `convidados`),
 * budgets with the default sort and `nomeevento`; the first page of ME's default size.
 * Target: p99 ≤ TARGET_P99_MS for the default sort, `dataevento` and `nomeevento` (the others
 * are reported).
 *
 * Each backend gets a fresh database, migrated and seeded here with multi-row INSERTs (about a
 * minute): SQLite in a temporary file; MariaDB/MySQL in BENCH_ME_PERIODS_DB (default
 * `bench_eos_me_periods`, dropped and created) on BENCH_MYSQL (default
 * mysql://root@127.0.0.1:3306). The API runs as a child process (the build when current, else the
 * source through ts-node) on BENCH_PORT_BASE + 8, and is stopped by its PID.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import mysql from 'mysql2/promise';
import { DataSource } from 'typeorm';

import { generateToken, hashToken } from '../src/accounts/token-hash';
import { buildDataSourceOptions } from '../src/database/data-source';
import { LOOKUP_DEFAULTS } from '../src/modules/lookups/lookup-kinds';
import { entryArgs } from '../test/support/service-process';
import { percentile } from './load';
import { startChild, stopChild, waitHealthy } from './processes';

const TARGET_P99_MS = 50;
const EVENTS = 20_000;
const BUDGETS = 50_000;
const CLIENTS = 5_000;
/** The account's history: five years, from FIRST_DAY on. */
const FIRST_DAY = Date.UTC(2024, 0, 1);
const DAYS = 5 * 365;

const PERIODS: [string, Record<string, string>][] = [
  ['start alone (3 years on)', { start: '2026-01-01' }],
  ['1 month', { start: '2026-06-01', end: '2026-06-30' }],
  ['1 year', { start: '2026-01-01', end: '2026-12-31' }],
  ['2 years', { start: '2026-01-01', end: '2027-12-31' }],
];
const EVENT_SORTS = ['(default)', 'dataevento', 'nomeevento', 'horaevento', 'datadecadastro', 'convidados'];
const BUDGET_SORTS = ['(default)', 'nomeevento'];
/** The sorts the target holds for. */
const TARGETED = new Set(['(default)', 'dataevento', 'nomeevento']);

const NAMES = ['Casamento', 'Formatura', 'Aniversário', 'Bodas', 'Confraternização', 'Congresso', 'Batizado', 'Chá de bebê', 'Workshop'];
const PEOPLE = ['Ana', 'Bruno', 'Carla', 'Diego', 'Elisa', 'Fábio', 'Gabriela', 'Heitor', 'Isabela', 'João', 'Larissa', 'Marcos'];

const has = (flag: string) => process.argv.includes(`--${flag}`);
const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const log = (line: string) => process.stderr.write(`bench me-periods: ${line}\n`);

function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const lit = (v: unknown): string =>
  v === null ? 'NULL' : typeof v === 'number' ? String(v) : `'${String(v).replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

async function insert(ds: DataSource, table: string, columns: string[], rows: unknown[][], batch: number): Promise<void> {
  for (let i = 0; i < rows.length; i += batch) {
    const values = rows
      .slice(i, i + batch)
      .map((r) => `(${r.map(lit).join(',')})`)
      .join(',');
    await ds.query(`INSERT INTO ${table} (${columns.join(',')}) VALUES ${values}`);
  }
}

/** Migrates the database and seeds the account; its token. */
async function seed(ds: DataSource, mysqlFamily: boolean): Promise<string> {
  await ds.runMigrations({ transaction: 'each' });
  const batch = mysqlFamily ? 2000 : 400;
  const rand = rng(20_000_050_000);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)];
  const day = (n: number) => new Date(FIRST_DAY + n * 86_400_000).toISOString().slice(0, 10);
  await ds.query(`INSERT INTO accounts (nome, timezone) VALUES ('ME periods', 'America/Sao_Paulo')`);
  const [{ id }] = (await ds.query(`SELECT MAX(id) AS id FROM accounts`)) as { id: number | string }[];
  const account = Number(id);
  const token = generateToken();
  await ds.query(`INSERT INTO api_tokens (account_id, name, token_hash, prefix) VALUES (?, 'bench', ?, ?)`, [
    account,
    hashToken(token),
    token.slice(0, 12),
  ]);
  await insert(
    ds,
    'event_types',
    ['account_id', 'nome', 'ativo'],
    LOOKUP_DEFAULTS.eventtype.map((nome) => [account, nome, 1]),
    batch,
  );
  const types = ((await ds.query(`SELECT id FROM event_types WHERE account_id = ?`, [account])) as { id: number }[]).map((r) =>
    Number(r.id),
  );
  await insert(
    ds,
    'clients',
    ['account_id', 'nome', 'email', 'datacadastro'],
    Array.from({ length: CLIENTS }, (_, i) => [
      account,
      `${pick(PEOPLE)} ${i}`,
      `cliente${i}@exemplo.com.br`,
      day(Math.floor(rand() * DAYS)),
    ]),
    batch,
  );
  const [{ first }] = (await ds.query(`SELECT MIN(id) AS first FROM clients WHERE account_id = ?`, [account])) as { first: number }[];
  const client = () => Number(first) + Math.floor(rand() * CLIENTS);
  // Registered up to a year before the date, in registration order (IDs follow registration).
  const events = Array.from({ length: EVENTS }, () => {
    const date = Math.floor(rand() * DAYS);
    return { date, registered: Math.max(0, date - Math.floor(rand() * 365)) };
  }).sort((a, b) => a.registered - b.registered);
  await insert(
    ds,
    'events',
    [
      'account_id',
      'nome',
      'data_evento',
      'hora_inicio',
      'hora_fim',
      'id_cliente',
      'id_tipo_evento',
      'numero_convidados',
      'status',
      'datacadastro',
    ],
    events.map((e, i) => [
      account,
      `${pick(NAMES)} ${pick(PEOPLE)} #${i + 1}`,
      day(e.date),
      `${String(10 + Math.floor(rand() * 12)).padStart(2, '0')}:${pick(['00', '30'])}`,
      '23:00',
      client(),
      pick(types),
      20 + Math.floor(rand() * 480),
      pick(['PREVISTO', 'CONFIRMADO', 'REALIZADO']),
      day(e.registered),
    ]),
    batch,
  );
  await insert(
    ds,
    'budgets',
    [
      'account_id',
      'id_cliente',
      'token',
      'status',
      'valorinicial',
      'proposta_atual',
      'datacadastro',
      'nome_evento',
      'data_evento',
      'id_tipo_evento',
    ],
    Array.from({ length: BUDGETS }, (_, i) => Math.floor((i / BUDGETS) * DAYS)).map((registered, i) => [
      account,
      client(),
      `me-periods-${i}-${generateToken().slice(-16)}`,
      pick(['ABERTO', 'APROVADO', 'RECUSADO']),
      0,
      1,
      day(registered),
      `${pick(NAMES)} ${pick(PEOPLE)} #${i + 1}`,
      day(Math.min(DAYS - 1, registered + Math.floor(rand() * 365))),
      pick(types),
    ]),
    batch,
  );
  return token;
}

interface Cell {
  list: 'events' | 'budgets';
  period: string;
  sort: string;
  p50: number;
  p99: number;
  rows: number;
}

async function measure(origin: string, token: string, requests: number): Promise<Cell[]> {
  const cells: Cell[] = [];
  for (const [list, sorts] of [
    ['events', EVENT_SORTS],
    ['budgets', BUDGET_SORTS],
  ] as const) {
    for (const [period, query] of PERIODS) {
      for (const sort of sorts) {
        const params = new URLSearchParams({ ...query, page: '1', ...(sort === '(default)' ? {} : { field_sort: sort, sort: 'asc' }) });
        const url = `${origin}/api/v1/${list}?${params}`;
        const times: number[] = [];
        let rows = 0;
        for (let i = 0; i < requests + 10; i++) {
          const started = performance.now();
          const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
          const body = (await res.json()) as { data?: unknown[]; pagination?: { total_data: number } };
          const took = performance.now() - started;
          if (res.status !== 200) throw new Error(`${url}: ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
          rows = body.pagination?.total_data ?? 0;
          if (i >= 10) times.push(took); // the first ten warm the caches
        }
        times.sort((a, b) => a - b);
        cells.push({ list, period, sort, p50: percentile(times, 50), p99: percentile(times, 99), rows });
      }
    }
  }
  return cells;
}

async function backend(kind: 'sqlite' | 'mariadb', requests: number, port: number): Promise<Cell[]> {
  const dir = mkdtempSync(join(tmpdir(), 'eos-me-periods-'));
  const server = (process.env.BENCH_MYSQL ?? 'mysql://root@127.0.0.1:3306').replace(/\/+$/, '');
  const database = process.env.BENCH_ME_PERIODS_DB ?? 'bench_eos_me_periods';
  const env =
    kind === 'sqlite'
      ? { DATABASE_URL: '', SQLITE_PATH: join(dir, 'me-periods.sqlite'), REDIS_URL: '' }
      : { DATABASE_URL: `${server}/${database}`, SQLITE_PATH: join(dir, 'unused.sqlite'), REDIS_URL: '' };
  if (kind === 'mariadb') {
    const admin = await mysql.createConnection({ uri: server });
    await admin.query(`DROP DATABASE IF EXISTS \`${database}\``);
    await admin.query(`CREATE DATABASE \`${database}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    await admin.end();
  }
  const ds = new DataSource(buildDataSourceOptions(env));
  await ds.initialize();
  const started = performance.now();
  let token: string;
  try {
    token = await seed(ds, kind === 'mariadb');
    if (kind === 'mariadb') for (const table of ['events', 'budgets']) await ds.query(`ANALYZE TABLE ${table}`);
    else await ds.query('ANALYZE');
  } finally {
    await ds.destroy();
  }
  log(`${kind}: seeded ${EVENTS} events and ${BUDGETS} budgets in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  const api = startChild(
    `me-periods-${kind}`,
    entryArgs('main'),
    { ...env, PORT: String(port), NODE_ENV: 'production', LOG_LEVEL: 'warn', RATE_LIMIT_PER_MINUTE: '1000000000', METRICS_PORT: '' },
    dir,
  );
  try {
    const origin = `http://127.0.0.1:${port}`;
    await waitHealthy(api, `${origin}/health`, 120_000);
    return await measure(origin, token, requests);
  } finally {
    await stopChild(api);
    if (kind === 'mariadb' && !has('keep')) {
      const admin = await mysql.createConnection({ uri: server });
      await admin.query(`DROP DATABASE IF EXISTS \`${database}\``);
      await admin.end();
    }
    // The API's log stays (its path is in any error); the database goes.
    for (const suffix of ['', '-wal', '-shm']) rmSync(env.SQLITE_PATH + suffix, { force: true });
  }
}

export async function mePeriods(): Promise<number> {
  const which = arg('backend') ?? 'both';
  const requests = Number(arg('requests') ?? 200);
  const port = Number(process.env.BENCH_PORT_BASE ?? 3800) + 8;
  const kinds = which === 'both' ? (['sqlite', 'mariadb'] as const) : [which as 'sqlite' | 'mariadb'];
  const ms = (v: number) => v.toFixed(1);
  const out: string[] = [];
  const misses: string[] = [];
  for (const kind of kinds) {
    const cells = await backend(kind, requests, port);
    out.push(
      '',
      `ME periods on ${kind === 'sqlite' ? 'SQLite' : 'MariaDB'}: ${EVENTS} events, ${BUDGETS} budgets; ${requests} requests a cell, one at a time`,
      '',
    );
    out.push('| list | period | field_sort | rows in the period | p50 ms | p99 ms | target |', '|---|---|---|---:|---:|---:|---|');
    for (const c of cells) {
      const targeted = TARGETED.has(c.sort);
      const met = c.p99 <= TARGET_P99_MS;
      if (targeted && !met) misses.push(`${kind} ${c.list} ${c.period} ${c.sort}: p99 ${ms(c.p99)} ms > ${TARGET_P99_MS} ms`);
      out.push(
        `| ${c.list} | ${c.period} | ${c.sort} | ${c.rows} | ${ms(c.p50)} | ${ms(c.p99)} | ${targeted ? `${met ? 'met' : 'MISSED'} (≤ ${TARGET_P99_MS})` : 'reported'} |`,
      );
    }
  }
  process.stdout.write(`${out.join('\n')}\n\n`);
  if (misses.length) {
    process.stderr.write(`me-periods: target MISSED:\n${misses.map((m) => `  ${m}`).join('\n')}\n`);
    return 1;
  }
  process.stdout.write(`me-periods: every targeted cell's p99 ≤ ${TARGET_P99_MS} ms.\n`);
  return 0;
}
