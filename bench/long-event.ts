/**
 * `npm run bench -- --only long-event [--skip-build] [--inline] [--seconds 10]`
 *
 * What stock-controlled equipment costs a write, on the built service, on a fresh database
 * (MariaDB/MySQL; `--inline`: SQLite):
 *  1. the long-event order: an order of 300 stock-controlled equipment lines on a one-day event,
 *     then on a 366-day event (5 of each, alternated), and moving a 366-day event by a month;
 *     meanwhile another account reads its clients one request at a time. Targets: the long-event
 *     order at most 3 × the one-day order + 1 s, the other account's reads under 1 s p99;
 *  2. ordinary orders: 6 lines, 3 of them stock-controlled equipment, against 6 products, in
 *     alternated rounds, one at a time and at 8 connections. Targets: stock control adds at most
 *     15 % one at a time and 25 % at 8 connections (orders per second).
 *
 * BENCH_MYSQL (default mysql://root@127.0.0.1:3306) chooses the server, BENCH_PORT_BASE (default
 * 3800) the port. Every process it starts, it stops.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { apiNodeFlags, ROOT, startChild, stopAll, waitHealthy } from './processes';
import { arg, call, createAccount, freshDatabase, has, ms, pct } from './rounds';

const LINES = 300;
const RUNS = 5;
const TARGET = { longFactor: 3, longExtraMs: 1000, readsP99Ms: 1000, alone: 0.15, at8: 0.25 };

const log = (line: string) => process.stderr.write(`[long-event] ${line}\n`);

async function created(origin: string, token: string, path: string, body: unknown): Promise<number> {
  const r = await call(origin, token, 'POST', path, body);
  if (r.status !== 201) throw new Error(`POST ${path}: ${r.status} ${JSON.stringify(r.json).slice(0, 300)}`);
  return (Array.isArray(r.json.data) ? r.json.data[0] : r.json.data).id as number;
}

const day = (n: number) => new Date(Date.UTC(2031, 0, 1 + n)).toISOString().slice(0, 10);

export async function longEvent(): Promise<number> {
  const inline = has('inline');
  const seconds = Number(arg('seconds') ?? 10);
  const server = process.env.BENCH_MYSQL ?? 'mysql://root@127.0.0.1:3306';
  const port = Number(process.env.BENCH_PORT_BASE ?? 3800) + 40;
  const logDir = mkdtempSync(join(tmpdir(), 'eos-bench-long-event-'));
  if (!has('skip-build')) {
    log('npm run build');
    execFileSync('npm', ['run', '-s', 'build'], { cwd: ROOT, stdio: 'inherit' });
  }
  const env: Record<string, string> = {
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_MINUTE: '1000000000',
    METRICS_PORT: '',
    REDIS_URL: '',
  };
  const sqlite = join(logDir, 'long-event.sqlite');
  if (inline) Object.assign(env, { SQLITE_PATH: sqlite, DATABASE_URL: '' });
  else {
    env.DATABASE_URL = await freshDatabase(server, 'bench_eos_long_event');
  }
  log(`${inline ? 'SQLite' : 'MariaDB/MySQL'}; process logs in ${logDir}`);
  const out: string[] = [];
  const missed: string[] = [];
  try {
    const api = startChild('long-event-api', [...apiNodeFlags(), 'dist/main.js'], { ...env, PORT: String(port) }, logDir);
    const origin = `http://127.0.0.1:${port}`;
    await waitHealthy(api, `${origin}/health`, 120_000);
    const a = createAccount(env, 'Locadora (long events)');
    const b = createAccount(env, 'Buffet (reads)');
    const c = createAccount(env, 'Locadora (ordinary orders)');
    log(`account A: ${LINES} stock-controlled equipment`);
    const equipment: number[] = [];
    for (let i = 0; i < LINES; i++)
      equipment.push(
        await created(origin, a, '/api/v1/equipment', { nome: `Peça ${i}`, valor: 10, estoque: 1000, controle_estoque: true }),
      );
    for (let i = 0; i < 50; i++) await created(origin, b, '/api/v1/clients', { nome: `Cliente ${i}` });
    const lines = equipment.map((id_item) => ({ id_item, quantidade: 1 }));

    // 1. The long-event order, beside another account's reads.
    const reads: number[] = [];
    let reading = true;
    const reader = (async () => {
      while (reading) {
        const t0 = performance.now();
        const r = await call(origin, b, 'GET', '/api/v1/clients?limit=20');
        if (r.status !== 200) throw new Error(`B's read: ${r.status}`);
        reads.push(performance.now() - t0);
      }
    })();
    const oneDay: number[] = [];
    const long: number[] = [];
    const moves: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      for (const days of [1, 366]) {
        const start = day(run * 400);
        const event = await created(origin, a, '/api/v1/events', {
          nome: `Evento ${run}-${days}`,
          data_evento: start,
          data_fim: day(run * 400 + days - 1),
        });
        const t0 = performance.now();
        await created(origin, a, '/api/v1/orders', { id_evento: event, itens: lines });
        (days === 1 ? oneDay : long).push(performance.now() - t0);
        if (days === 366) {
          const t1 = performance.now();
          const moved = await call(origin, a, 'PUT', `/api/v1/events/${event}`, {
            data_evento: day(run * 400 + 31),
            data_fim: day(run * 400 + 31 + 365),
          });
          if (moved.status !== 200) throw new Error(`move: ${moved.status} ${JSON.stringify(moved.json).slice(0, 300)}`);
          moves.push(performance.now() - t1);
        }
      }
    }
    reading = false;
    await reader;
    const [oneP50, longP50, moveP50, readsP99] = [pct(oneDay, 50), pct(long, 50), pct(moves, 50), pct(reads, 99)];
    out.push(
      `Long-event order (${inline ? 'SQLite' : 'MariaDB'}; ${LINES} stock-controlled lines; ${RUNS} runs each)`,
      '',
      '| write | p50 ms | max ms | target |',
      '|---|---:|---:|---|',
      `| order, one-day event | ${ms(oneP50)} | ${ms(Math.max(...oneDay))} | |`,
      `| order, 366-day event | ${ms(longP50)} | ${ms(Math.max(...long))} | ≤ 3 × one-day + 1 s = ${ms(TARGET.longFactor * oneP50 + TARGET.longExtraMs)} |`,
      `| move of the 366-day event | ${ms(moveP50)} | ${ms(Math.max(...moves))} | |`,
      `| another account's reads meanwhile (p99, ${reads.length} reads) | ${ms(readsP99)} | ${ms(Math.max(...reads))} | < ${TARGET.readsP99Ms} |`,
      '',
    );
    if (longP50 > TARGET.longFactor * oneP50 + TARGET.longExtraMs)
      missed.push(`the long-event order ${ms(longP50)} ms > 3 × ${ms(oneP50)} + 1000`);
    if (readsP99 >= TARGET.readsP99Ms) missed.push(`another account's reads p99 ${ms(readsP99)} ms ≥ ${TARGET.readsP99Ms}`);

    // 2. Ordinary orders: 3 of 6 lines stock-controlled equipment, against products only.
    const products: number[] = [];
    const controlled: number[] = [];
    for (let i = 0; i < 20; i++) {
      products.push(await created(origin, c, '/api/v1/products-services', { nome: `Serviço ${i}`, valor: 50 }));
      controlled.push(
        await created(origin, c, '/api/v1/equipment', { nome: `Mesa ${i}`, valor: 10, estoque: 1_000_000, controle_estoque: true }),
      );
    }
    const events: number[] = [];
    for (let i = 0; i < 60; i++) events.push(await created(origin, c, '/api/v1/events', { nome: `Festa ${i}`, data_evento: day(i * 3) }));
    const pick = <T>(list: T[], n: number) => list[(n * 7919) % list.length];
    const orderBody = (withEquipment: boolean, n: number) => ({
      id_evento: pick(events, n),
      itens: Array.from({ length: 6 }, (_, line) =>
        withEquipment && line % 2 === 1
          ? { id_item: pick(controlled, n + line), quantidade: 1 + (n % 3) }
          : { id_produto: pick(products, n + line), quantidade: 1 + (n % 3) },
      ),
    });
    const rounds = 4;
    out.push(
      'Ordinary orders (6 lines, 3 of them stock-controlled equipment, against 6 products)',
      '',
      '| connections | products only orders/s | with equipment orders/s | stock control adds | target |',
      '|---:|---:|---:|---:|---|',
    );
    for (const connections of [1, 8]) {
      const rate = { with: [0, 0], without: [0, 0] };
      let n = 0;
      for (let r = 0; r < rounds * 2; r++) {
        const withEquipment = r % 2 === Math.floor(r / 2) % 2;
        const until = performance.now() + (seconds * 1000) / 2;
        let done = 0;
        const t0 = performance.now();
        await Promise.all(
          Array.from({ length: connections }, async () => {
            while (performance.now() < until) {
              const res = await call(origin, c, 'POST', '/api/v1/orders', orderBody(withEquipment, n++));
              if (res.status !== 201) throw new Error(`order: ${res.status} ${JSON.stringify(res.json).slice(0, 300)}`);
              done++;
            }
          }),
        );
        const key = withEquipment ? 'with' : 'without';
        rate[key][0] += done;
        rate[key][1] += performance.now() - t0;
      }
      const withRps = (rate.with[0] / rate.with[1]) * 1000;
      const withoutRps = (rate.without[0] / rate.without[1]) * 1000;
      const cost = withoutRps / withRps - 1;
      const target = connections === 1 ? TARGET.alone : TARGET.at8;
      out.push(
        `| ${connections} | ${withoutRps.toFixed(1)} | ${withRps.toFixed(1)} | ${(cost * 100).toFixed(1)} % | ≤ ${target * 100} % |`,
      );
      if (cost > target) missed.push(`stock control adds ${(cost * 100).toFixed(1)} % at ${connections} connection(s) > ${target * 100} %`);
    }
  } finally {
    await stopAll();
    for (const suffix of ['', '-wal', '-shm']) rmSync(sqlite + suffix, { force: true });
  }
  process.stdout.write(`\n${out.join('\n')}\n\n`);
  if (missed.length > 0) {
    process.stderr.write(`long-event: target MISSED: ${missed.join('; ')}\n`);
    return 1;
  }
  process.stdout.write('long-event: every target met.\n');
  return 0;
}
