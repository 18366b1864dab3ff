/**
 * The floor: a bare Fastify 5 + mysql2 server answering only the by-event list
 * (`GET /api/v1/orders?idevento=E&limit=N`) with the same SQL statements as the service (token
 * lookup, kept 5 s as the service keeps it; the event's maintained item count, the page of IDs
 * joined to its rows, the names of their events) and the same JSON shape. No Nest, no validation library, no ORM: what the list costs with nothing
 * but the statements. `npm run bench` runs it beside the API on the same database, one load after the
 * other in alternation, and prints the service/floor throughput ratio.
 *
 * Keep FLOOR_SQL in step with the service (orders list, token lookup) whenever those change.
 *
 *   DATABASE_URL=mysql://root@127.0.0.1:3306/bench_eos_current PORT=3901 \
 *     node_modules/.bin/ts-node --transpile-only bench/floor.ts
 */
import { createHash } from 'node:crypto';

import Fastify from 'fastify';
import mysql from 'mysql2/promise';

import { encodeCursor } from '../src/common/list-cursor';

/** The statements of `GET /api/v1/orders?idevento=E` as the service sends them. */
const ITEM_COLUMNS = [
  'id',
  'account_id',
  'idpedido',
  'id_evento',
  'numero_pedido',
  'id_produto',
  'nome',
  'descricao',
  'quantidade',
  'ndias',
  'valor',
  'valorvenda',
  'valororiginal',
  'valordesconto',
  'valoradd',
  'valorcusto',
  'valortotal',
  'tipo',
  'ordem',
  'datacadastro',
  'id_vendedor',
  'id_cliente',
]
  .map((c) => `oi.\`${c}\` AS \`${c}\``)
  .join(', ');

export const FLOOR_SQL = {
  token:
    'SELECT `t`.`id` AS token_id, `t`.`name` AS token_name, `t`.`last_used_at` AS last_used_at, `a`.`id` AS id, `a`.`nome` AS nome, `a`.`timezone` AS timezone ' +
    'FROM `api_tokens` `t` INNER JOIN `accounts` `a` ON `a`.`id` = `t`.`account_id` WHERE `t`.`token_hash` = ? AND `t`.`revoked_at` IS NULL',
  count: 'SELECT COALESCE(SUM(n), 0) AS n FROM order_item_counts WHERE account_id = ? AND id_evento = ?',
  // The page of IDs joined to its rows, in one statement; plain SQL, no index hints.
  page:
    `SELECT ${ITEM_COLUMNS} FROM (SELECT oi.id AS id FROM order_items oi WHERE oi.account_id = ? AND oi.id_evento = ? ORDER BY oi.id ASC LIMIT ? OFFSET ?) page ` +
    'JOIN `order_items` oi ON oi.`account_id` = ? AND oi.`id` = page.id ORDER BY page.id ASC',
  names: 'SELECT `id`, `nome` FROM `events` WHERE `account_id` = ? AND `id` IN (?)',
} as const;

type Row = Record<string, unknown>;

const num = (v: unknown) => Number(v);
const numOrNull = (v: unknown) => (v === null || v === undefined ? null : Number(v));

/** The order item view of the API (same fields, same order). */
function itemView(r: Row, nomeevento: string) {
  return {
    id: num(r.id),
    idpedido: num(r.idpedido),
    id_evento: num(r.id_evento),
    id_produto: num(r.id_produto),
    nome: r.nome,
    descricao: r.descricao ?? null,
    quantidade: num(r.quantidade),
    ndias: num(r.ndias),
    valor: num(r.valor),
    valorvenda: num(r.valorvenda),
    valororiginal: num(r.valororiginal),
    valordesconto: num(r.valordesconto),
    valoradd: num(r.valoradd),
    valorcusto: num(r.valorcusto),
    valortotal: num(r.valortotal),
    tipo: num(r.tipo),
    ordem: num(r.ordem),
    datacadastro: r.datacadastro,
    id_vendedor: numOrNull(r.id_vendedor),
    id_cliente: numOrNull(r.id_cliente),
    numero_pedido: num(r.numero_pedido),
    numero_pedido_completo: `${num(r.id_evento)}-${num(r.numero_pedido)}`,
    nomeevento,
  };
}

const TOKEN_TTL_MS = 5000;

const error = (message: string) => ({ status: 'error', message, errors: [{ code: 'bad_request', message }] });

export async function startFloor(databaseUrl: string, port: number) {
  const pool = mysql.createPool({
    uri: databaseUrl.replace(/^mariadb:/, 'mysql:'),
    connectionLimit: 10,
    trace: false,
    charset: 'utf8mb4_unicode_ci',
    timezone: 'Z',
    dateStrings: ['DATE'],
    supportBigNumbers: true,
  });
  const knownTokens = new Map<string, { accountId: number; expiresAt: number }>();
  const app = Fastify({ logger: false });
  app.get('/health', async () => ({ status: 'ok' }));
  app.get('/api/v1/orders', async (request, reply) => {
    const auth = request.headers.authorization ?? '';
    const token = /^bearer\s+(\S+)$/i.exec(auth)?.[1];
    if (!token) return reply.code(401).send(error('Missing Authorization header'));
    // Like the service (TOKEN_CACHE_TTL_MS), a checked token is kept for 5 s.
    const hash = createHash('sha256').update(token, 'utf8').digest('hex');
    let known = knownTokens.get(hash);
    if (!known || known.expiresAt <= Date.now()) {
      const [tokens] = await pool.query<mysql.RowDataPacket[]>(FLOOR_SQL.token, [hash]);
      if (tokens.length === 0) return reply.code(401).send(error('Unknown or revoked API token'));
      known = { accountId: Number(tokens[0].id), expiresAt: Date.now() + TOKEN_TTL_MS };
      knownTokens.set(hash, known);
    }
    const accountId = known.accountId;

    const q = request.query as Record<string, string | undefined>;
    const idevento = Number(q.idevento);
    const limit = q.limit === undefined ? 100 : Number(q.limit);
    if (!Number.isInteger(idevento) || idevento < 1) return reply.code(400).send(error('idevento must be a positive integer'));
    if (!Number.isInteger(limit) || limit < 1 || limit > 200) return reply.code(400).send(error('limit must be 1..200'));

    const [[count]] = await pool.query<mysql.RowDataPacket[]>(FLOOR_SQL.count, [accountId, idevento]);
    const total = Number(count.n);
    let data: ReturnType<typeof itemView>[] = [];
    let more = false;
    if (total > 0) {
      // One row past the page tells whether a next page (and its cursor) exists.
      const [read] = await pool.query<mysql.RowDataPacket[]>(FLOOR_SQL.page, [accountId, idevento, limit + 1, 0, accountId]);
      more = read.length > limit;
      const rows = read.slice(0, limit);
      if (rows.length > 0) {
        const eventIds = [...new Set(rows.map((r) => Number(r.id_evento)))];
        const [events] = await pool.query<mysql.RowDataPacket[]>(FLOOR_SQL.names, [accountId, eventIds]);
        const names = new Map(events.map((e) => [Number(e.id), String(e.nome)]));
        data = rows.map((r) => itemView(r, names.get(Number(r.id_evento)) ?? ''));
      }
    }
    const last = data[data.length - 1];
    const next_cursor = more && last ? encodeCursor({ field: 'id', direction: 'asc', value: last.id, id: last.id, page: 2 }) : null;
    return {
      data,
      pagination: { page: 1, page_size: limit, total_page: total === 0 ? 0 : Math.ceil(total / limit), total_data: total, next_cursor },
    };
  });
  app.addHook('onClose', async () => {
    await pool.end();
  });
  await app.listen({ port, host: '127.0.0.1' });
  return app;
}

if (require.main === module) {
  const url = process.env.DATABASE_URL;
  if (!url) {
    process.stderr.write('floor: DATABASE_URL (mysql://...) is required\n');
    process.exit(1);
  }
  startFloor(url, Number(process.env.PORT ?? 3901)).then(
    () => process.stdout.write(`floor listening on http://127.0.0.1:${process.env.PORT ?? 3901}\n`),
    (e: Error) => {
      process.stderr.write(`floor failed: ${e.stack}\n`);
      process.exit(1);
    },
  );
  process.on('SIGTERM', () => process.exit(0));
}
