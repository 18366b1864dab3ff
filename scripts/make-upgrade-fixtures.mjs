#!/usr/bin/env node
// Makes the upgrade fixtures of test/operations/upgrade.e2e-spec.ts, once per release: a database at the
// schema of the last release, with data in it written by that release's own code.
//
//   node scripts/make-upgrade-fixtures.mjs                       # SQLite only
//   DATABASE_URL=mysql://root@127.0.0.1:3306/test node scripts/make-upgrade-fixtures.mjs   # and MariaDB
//
// It extracts the release's source (git archive) into a temporary directory, starts that
// version's CLI (which applies that version's migrations and makes an account) and API on a fresh
// database, writes rows of every family through the API, records the answers of the API's reads,
// and saves, under test/fixtures/upgrade/:
//   <version>.sqlite           the SQLite database (compacted with VACUUM INTO);
//   <version>-mariadb.sql      the MariaDB database, as mariadb-dump writes it;
//   <version>-<backend>.json   the account's token and the recorded reads.
// The test then upgrades a copy with this tree's migrations and reads the same answers back.
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(join(ROOT, 'package.json'));
// 1.0.0 has no git tag: its release is the commit that wrote the 1.0.0 notes of CHANGELOG.md
// (`git log --format=%H -S'## [1.0.0]' -- CHANGELOG.md`).
const VERSION = '1.0.0';
const RELEASE = process.env.RELEASE_COMMIT ?? 'ee2e84b60276c49922c46289cef5b8715704ecd1';
const OUT = join(ROOT, 'test/fixtures/upgrade');

const log = (line) => process.stderr.write(`${line}\n`);

function freePort() {
  return new Promise((res) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => res(port));
    });
  });
}

/** The release's source, runnable with this checkout's node_modules. */
function extractRelease() {
  const dir = mkdtempSync(join(tmpdir(), `eos-release-${VERSION}-`));
  execFileSync('bash', ['-c', `git -C "${ROOT}" archive ${RELEASE} src tsconfig.json package.json | tar -x -C "${dir}"`]);
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
  return dir;
}

function node(dir, entry, args, env) {
  return spawn(process.execPath, ['-r', 'ts-node/register/transpile-only', `src/${entry}.ts`, ...args], {
    cwd: dir,
    env: { ...env, TS_NODE_PROJECT: join(dir, 'tsconfig.json') },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
}

async function runCli(dir, args, env) {
  const child = node(dir, 'cli', args, env);
  let out = '';
  child.stdout.on('data', (c) => (out += c));
  const code = await new Promise((r) => child.on('close', r));
  if (code !== 0) throw new Error(`cli ${args.join(' ')} exited ${code}`);
  return out.trim().split('\n');
}

/** Rows of every family, written through the release's API; the reads whose answers are kept. */
async function writeAndRead(base, token) {
  const call = async (method, path, body, headers = {}) => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await res.text();
    if (method !== 'GET' && res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${text}`);
    return { status: res.status, body: text ? JSON.parse(text) : null };
  };
  const id = (answer) => (Array.isArray(answer.body.data) ? answer.body.data[0].id : answer.body.data.id);

  const product = id(
    await call('POST', '/api/v1/products-services', {
      nome: 'Buffet completo (por pessoa)',
      valor: 89.9,
      valorcusto: 41.5,
      medida: 'pessoa',
    }),
  );
  const equipment = id(await call('POST', '/api/v1/equipment', { nome: 'Cadeira Tiffany', valor: 12.5, estoque: 300, medida: 'un' }));
  const client = id(
    await call('POST', '/api/v1/clients', [
      { nome: 'Maria da Silva', documento: '529.982.247-25', telefone: '(11) 98765-4321' },
      { nome: 'Alegria Eventos', documento: '11.222.333/0001-81' },
    ]),
  );
  const event = id(
    await call('POST', '/api/v1/events', {
      nome: 'Casamento Maria e João',
      data_evento: '2027-06-12',
      id_cliente: client,
      numero_convidados: 120,
    }),
  );
  await call('POST', '/api/v1/guests', { id_evento: event, nome: 'Rita', sobrenome: 'Alves', presenca: 'CONFIRMADO' });
  await call('POST', '/api/v1/guests', { idevento: event, nome: 'Lúcia', sobrenome: 'Prado' });
  await call('POST', '/api/v1/orders', {
    id_evento: event,
    itens: [
      { id_produto: product, quantidade: 120 },
      { id_item: equipment, quantidade: 120, ndias: 2 },
    ],
  });
  await call(
    'POST',
    '/api/v1/orders',
    { id_evento: event, itens: [{ id_produto: product, quantidade: 10 }] },
    { 'idempotency-key': 'fixture-order-2' },
  );
  await call('PUT', `/api/v1/orders/${event}-1`, { itens: [{ id: 1, valorvenda: 85.5, quantidade: 118, ndias: 1 }] });
  await call('POST', '/api/v1/budgets', {
    id_cliente: client,
    idevento: event,
    itens: [{ idproduto: product, tipo: 'produto', quantidade: 100, desconto: 5, tipocalculo: '%' }],
  });
  await call('POST', '/api/v1/financial', {
    tipo: 'receita',
    descricao: 'Contrato de buffet',
    valor: 100,
    data_vencimento: '2027-01-31',
    parcelas: 3,
    idevento: event,
    id_cliente: client,
  });
  await call('POST', '/api/v1/financial', {
    tipo: 'despesa',
    descricao: 'Aluguel de cadeiras',
    valor: 1500,
    data_vencimento: '2027-05-30',
    idevento: event,
  });
  await call('POST', '/api/v1/webhooks', {
    url: 'https://example.com/hooks',
    events: ['customer_created', 'order_created'],
    token: 's3cr3t',
    secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
  });

  const paths = [
    '/api/v1/account',
    '/api/v1/products-services',
    '/api/v1/equipment',
    '/api/v1/clients',
    '/api/v1/events',
    `/api/v1/guests?id_evento=${event}`,
    `/api/v1/orders?idevento=${event}`,
    `/api/v1/orders?pedido=${event}-1`,
    '/api/v1/budgets',
    '/api/v1/financial?tipo=receita',
    '/api/v1/financial?tipo=despesa',
    '/api/v1/webhooks',
    '/api/v1/howmet',
    '/api/v1/financialcategory',
  ];
  const reads = [];
  for (const path of paths) {
    const { status, body } = await call('GET', path);
    if (status !== 200) throw new Error(`GET ${path}: ${status}`);
    reads.push({ path, body });
  }
  return { event, reads };
}

async function fixture(dir, backend, env) {
  log(`${backend}: the ${VERSION} CLI migrates and makes an account`);
  const token = (await runCli(dir, ['account:create', 'Buffet Fixture'], env)).at(-1);
  const port = await freePort();
  const api = node(dir, 'main', [], { ...env, PORT: String(port), HOST: '127.0.0.1' });
  api.stdout.resume();
  const base = `http://127.0.0.1:${port}`;
  try {
    for (let i = 0; ; i++) {
      if (
        await fetch(`${base}/health`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      if (i > 600 || api.exitCode !== null) throw new Error('the API did not start');
      await new Promise((r) => setTimeout(r, 200));
    }
    log(`${backend}: writes through the ${VERSION} API`);
    const { event, reads } = await writeAndRead(base, token);
    writeFileSync(
      join(OUT, `${VERSION}-${backend}.json`),
      `${JSON.stringify({ version: VERSION, release: RELEASE, token, event, reads }, null, 2)}\n`,
    );
  } finally {
    api.kill('SIGTERM');
    await new Promise((r) => api.on('close', r));
  }
}

async function main() {
  mkdirSync(OUT, { recursive: true });
  const dir = extractRelease();
  const base = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    TZ: 'America/Sao_Paulo',
    NODE_ENV: 'production',
    LOG_LEVEL: 'error',
    RATE_LIMIT_PER_MINUTE: '100000',
  };
  try {
    // SQLite: the file, compacted into one (no -wal beside it).
    const work = join(dir, 'fixture.sqlite');
    await fixture(dir, 'sqlite', { ...base, SQLITE_PATH: work });
    const Database = require('better-sqlite3');
    const target = join(OUT, `${VERSION}.sqlite`);
    rmSync(target, { force: true });
    const db = new Database(work);
    db.exec(`VACUUM INTO '${target.replace(/'/g, "''")}'`);
    db.close();
    log(`wrote ${target}`);

    if (process.env.DATABASE_URL) {
      const mysql = require('mysql2/promise');
      const url = new URL(process.env.DATABASE_URL);
      const name = `eos_fixture_${process.pid}`;
      url.pathname = '/';
      const admin = await mysql.createConnection({ uri: url.toString() });
      await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
      try {
        url.pathname = `/${name}`;
        await fixture(dir, 'mariadb', { ...base, DATABASE_URL: url.toString() });
        const dump = execFileSync(
          'mariadb-dump',
          [
            '--protocol=tcp',
            '-h',
            url.hostname,
            '-P',
            url.port || '3306',
            '-u',
            decodeURIComponent(url.username),
            '--single-transaction',
            '--quick',
            '--hex-blob',
            '--default-character-set=utf8mb4',
            '--skip-dump-date',
            '--skip-comments',
            name,
          ],
          { env: { ...process.env, MYSQL_PWD: decodeURIComponent(url.password) }, maxBuffer: 64 * 1024 * 1024 },
        );
        writeFileSync(join(OUT, `${VERSION}-mariadb.sql`), dump);
        log(`wrote ${join(OUT, `${VERSION}-mariadb.sql`)}`);
      } finally {
        await admin.query(`DROP DATABASE IF EXISTS \`${name}\``);
        await admin.end();
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  process.stderr.write(`${error.stack ?? error}\n`);
  process.exit(1);
});
