/**
 * `npm run seed -- --events N --items M [--plans-per-order P] [--name "Conta"] [--batch 5000]`
 * `npm run seed -- --accounts 1x250000,6x50000,60x5000 [--name Prefix] [--concurrency 2]`
 *
 * With `--accounts`, many accounts of the given sizes (`seedAccounts`), two at a time; one
 * line per account on stdout, `<account ID> <token> <name>`.
 *
 * Fills the configured database (DATABASE_URL, else the SQLite file) with a new account and
 * realistic data: lookups, catalogue, clients, N events, their orders and M order items in all,
 * plus a few budgets and, per order, P financial installment plans of 3 receivables (default
 * 1) and one payable per event. Rows go in with multi-row INSERTs in batches, each batch its own
 * transaction, so a million items load in minutes. Prints the account ID and, on the last
 * line, an API token of the account (for `npm run bench`). Plain TypeORM, no Nest.
 */
import 'reflect-metadata';

import { DataSource, DataSourceOptions, QueryRunner } from 'typeorm';

import { generateToken, hashToken } from '../src/accounts/token-hash';
import { dateInZone } from '../src/common/dates';
import { itemTotal } from '../src/common/decimal';
import { loadEnv } from '../src/config/env';
import { createDataSource } from '../src/database/data-source';
import { isMysqlFamily } from '../src/database/engine';
import { rebuildTotals } from '../src/modules/financial/entries/financial-entry-totals.repository';
import { LOOKUP_DEFAULTS } from '../src/modules/lookups/lookup-kinds';
import { rebuildItemCounts } from '../src/modules/orders/order-item-counts.repository';

/** The tables of the default lookup lists (sellers apart). */
const LOOKUP_TABLES = {
  howmet: 'how_met',
  eventtype: 'event_types',
  eventlocation: 'event_locations',
  cards: 'cards',
  costcenter: 'cost_centers',
  financialcategory: 'financial_categories',
} as const;

export interface Options {
  events: number;
  items: number;
  /** Financial installment plans (3 receivables each) per order. */
  plansPerOrder?: number;
  name: string;
  batch: number;
}

function parseArgs(argv: string[]): Options {
  const opts: Options = { events: 100, items: 10_000, name: `Seed ${new Date().toISOString()}`, batch: 0 };
  for (let i = 0; i < argv.length; i++) {
    const [key, inline] = argv[i].split('=', 2);
    const value = inline ?? argv[++i];
    if (key === '--events') opts.events = Number(value);
    else if (key === '--items') opts.items = Number(value);
    else if (key === '--plans-per-order') opts.plansPerOrder = Number(value);
    else if (key === '--name') opts.name = String(value);
    else if (key === '--batch') opts.batch = Number(value);
    else throw new Error(`unknown option ${key} (use --events N --items M [--plans-per-order P] [--name X] [--batch B])`);
  }
  if (!Number.isInteger(opts.events) || opts.events < 1) throw new Error('--events must be a positive integer');
  if (!Number.isInteger(opts.items) || opts.items < 0) throw new Error('--items must be a non-negative integer');
  return opts;
}

/** A tiny deterministic PRNG so that runs are reproducible. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const PRODUCTS = [
  'Buffet completo',
  'Coquetel volante',
  'Jantar empratado',
  'Bolo de casamento',
  'Doces finos',
  'Bem-casados',
  'Open bar',
  'Café da manhã',
  'Churrasco',
  'Finger food',
  'Decoração floral',
  'DJ',
  'Banda ao vivo',
  'Fotografia',
  'Filmagem',
  'Cerimonialista',
  'Garçom',
  'Recepcionista',
  'Segurança',
  'Limpeza',
];
const EQUIPMENT = [
  'Mesa redonda',
  'Cadeira Tiffany',
  'Toalha de linho',
  'Tenda 10x10',
  'Gerador',
  'Iluminação cênica',
  'Som ambiente',
  'Pista de dança',
  'Sousplat dourado',
  'Taça de cristal',
  'Réchaud',
  'Lounge',
  'Palco',
  'Telão',
  'Climatizador',
];
const EVENT_KINDS = [
  'Casamento',
  'Formatura',
  'Aniversário',
  'Bodas',
  'Confraternização',
  'Congresso',
  'Batizado',
  'Chá de bebê',
  'Lançamento',
  'Workshop',
];
const NAMES = [
  'Ana',
  'Bruno',
  'Carla',
  'Diego',
  'Elisa',
  'Fábio',
  'Gabriela',
  'Heitor',
  'Isabela',
  'João',
  'Larissa',
  'Marcos',
  'Natália',
  'Otávio',
  'Paula',
  'Rafael',
  'Sofia',
  'Tiago',
  'Vitória',
  'Yuri',
];
const SURNAMES = ['Silva', 'Souza', 'Oliveira', 'Santos', 'Lima', 'Pereira', 'Costa', 'Almeida', 'Ferreira', 'Rodrigues'];

/** SQL literal of a generated value (all generated here; strings escaped anyway). */
function lit(v: unknown): string {
  if (v === null || v === undefined) return 'NULL';
  if (typeof v === 'number') return Number.isFinite(v) ? String(v) : 'NULL';
  if (typeof v === 'boolean') return v ? '1' : '0';
  return `'${String(v).replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
}

class BulkWriter {
  rows = 0;
  constructor(
    private readonly q: QueryRunner,
    private readonly batch: number,
  ) {}

  /** Inserts `rows` with multi-row INSERTs of `batch` rows, each batch one transaction. */
  async insert(table: string, columns: string[], rows: unknown[][]): Promise<void> {
    for (let start = 0; start < rows.length; start += this.batch) {
      const chunk = rows.slice(start, start + this.batch);
      const values = chunk.map((r) => `(${r.map(lit).join(',')})`).join(',');
      await this.q.startTransaction();
      try {
        await this.q.query(`INSERT INTO ${table} (${columns.join(',')}) VALUES ${values}`);
        await this.q.commitTransaction();
      } catch (error) {
        await this.q.rollbackTransaction();
        throw error;
      }
      this.rows += chunk.length;
    }
  }
}

async function ids(q: QueryRunner, table: string, accountId: number): Promise<number[]> {
  const rows: { id: number | string }[] = await q.query(`SELECT id FROM ${table} WHERE account_id = ? ORDER BY id`, [accountId]);
  return rows.map((r) => Number(r.id));
}

// Progress (rows done, rate) goes to standard error: standard output is for the token alone.
export async function seed(ds: DataSource, opts: Options, log: (line: string) => void = (line) => process.stderr.write(`${line}\n`)) {
  const mysql = isMysqlFamily(ds.options.type);
  const batch = opts.batch > 0 ? opts.batch : mysql ? 5000 : 500;
  const q = ds.createQueryRunner();
  const w = new BulkWriter(q, batch);
  const rand = rng(opts.events * 7919 + opts.items);
  const pick = <T>(list: T[]) => list[Math.floor(rand() * list.length)];
  const money2 = (min: number, max: number) => Math.round((min + rand() * (max - min)) * 100) / 100;
  const today = dateInZone(new Date());
  const day = (offset: number) => dateInZone(new Date(Date.now() + offset * 86_400_000));
  const started = Date.now();
  try {
    await q.connect();
    await q.query(`INSERT INTO accounts (nome, timezone) VALUES (?, 'America/Sao_Paulo')`, [opts.name]);
    const [{ id: rawAccountId }] = await q.query(`SELECT MAX(id) AS id FROM accounts WHERE nome = ?`, [opts.name]);
    const accountId = Number(rawAccountId);
    const token = generateToken();
    await q.query(`INSERT INTO api_tokens (account_id, name, token_hash, prefix) VALUES (?, 'seed', ?, ?)`, [
      accountId,
      hashToken(token),
      token.slice(0, 12),
    ]);

    // The lookup lists every new account starts with (the seed names its own sellers).
    for (const [kind, table] of Object.entries(LOOKUP_TABLES)) {
      await w.insert(
        table,
        ['account_id', 'nome', 'ativo'],
        LOOKUP_DEFAULTS[kind as keyof typeof LOOKUP_TABLES].map((nome) => [accountId, nome, true]),
      );
    }
    await w.insert(
      'sellers',
      ['account_id', 'nome', 'ativo'],
      NAMES.slice(0, 8).map((n) => [accountId, `${n} Vendas`, true]),
    );
    const sellers = await ids(q, 'sellers', accountId);
    const productRows = Array.from({ length: 300 }, (_, i) => {
      const valor = money2(5, 500);
      return [
        accountId,
        `${PRODUCTS[i % PRODUCTS.length]} ${Math.floor(i / PRODUCTS.length) + 1}`,
        valor,
        Math.round(valor * 55) / 100,
        pick(['un', 'pessoa', 'h', 'kg']),
        today,
      ];
    });
    await w.insert('products', ['account_id', 'nome', 'valor', 'valorcusto', 'medida', 'datacadastro'], productRows);
    const equipmentRows = Array.from({ length: 200 }, (_, i) => {
      const valor = money2(1, 2000);
      return [
        accountId,
        `${EQUIPMENT[i % EQUIPMENT.length]} ${Math.floor(i / EQUIPMENT.length) + 1}`,
        valor,
        Math.round(valor * 40) / 100,
        'un',
        // Half the equipment has its stock enforced, with room for the orders of a busy day.
        i % 2 === 0 ? 300 + Math.floor(rand() * 700) : 10 + Math.floor(rand() * 500),
        i % 2 === 0,
        today,
      ];
    });
    await w.insert(
      'equipment',
      ['account_id', 'nome', 'valor', 'valorcusto', 'medida', 'estoque', 'controle_estoque', 'datacadastro'],
      equipmentRows,
    );
    const productIds = await ids(q, 'products', accountId);
    const equipmentIds = await ids(q, 'equipment', accountId);
    const catalogue = {
      2: productIds.map((id, i) => ({
        id,
        nome: productRows[i][1] as string,
        valor: productRows[i][2] as number,
        custo: productRows[i][3] as number,
      })),
      7: equipmentIds.map((id, i) => ({
        id,
        nome: equipmentRows[i][1] as string,
        valor: equipmentRows[i][2] as number,
        custo: equipmentRows[i][3] as number,
      })),
    };
    const clientCount = Math.max(10, Math.min(20_000, Math.ceil(opts.events / 2)));
    await w.insert(
      'clients',
      ['account_id', 'nome', 'email', 'telefone', 'datacadastro'],
      Array.from({ length: clientCount }, (_, i) => {
        const nome = `${pick(NAMES)} ${pick(SURNAMES)}`;
        return [accountId, nome, `cliente${i}@exemplo.com.br`, `119${String(10_000_000 + i).slice(-8)}`, day(-Math.floor(rand() * 700))];
      }),
    );
    const clients = await ids(q, 'clients', accountId);

    // Orders per event so that each order holds about 8 items.
    const itemsPerEvent = opts.items / opts.events;
    const ordersPerEvent = Math.max(1, Math.round(itemsPerEvent / 8));
    // One event in ten lasts two or three days (a festival, a fair): its equipment is held on each.
    const eventRows = Array.from({ length: opts.events }, () => {
      const offset = Math.floor(rand() * 400) - 100;
      return {
        offset,
        seller: pick(sellers),
        data_evento: day(offset),
        data_fim: rand() < 0.1 ? day(offset + 1 + Math.floor(rand() * 2)) : null,
        status: pick(['PREVISTO', 'CONFIRMADO', 'REALIZADO']),
      };
    });
    await w.insert(
      'events',
      ['account_id', 'nome', 'data_evento', 'data_fim', 'id_cliente', 'id_vendedor', 'status', 'datacadastro', 'ultimo_pedido'],
      eventRows.map((e, i) => [
        accountId,
        `${pick(EVENT_KINDS)} ${pick(NAMES)} ${pick(SURNAMES)} #${i + 1}`,
        e.data_evento,
        e.data_fim,
        pick(clients),
        e.seller,
        e.status,
        day(-Math.floor(rand() * 400)),
        ordersPerEvent,
      ]),
    );
    const events = await ids(q, 'events', accountId);
    // The events' IDs in insertion order: each with its day and seller.
    const eventOf = new Map(events.map((id, i) => [id, eventRows[i]]));
    log(
      `account ${accountId}: ${productIds.length} products, ${equipmentIds.length} equipment, ${clients.length} clients, ${events.length} events`,
    );

    // Orders and items, event by event in groups, so the order IDs are read back per group.
    let itemsLeft = opts.items;
    let ordersWritten = 0;
    const group = Math.max(1, Math.floor(50_000 / Math.max(1, ordersPerEvent * 8)));
    for (let g = 0; g < events.length; g += group) {
      const slice = events.slice(g, g + group);
      const orderRows: unknown[][] = [];
      const orderDates = new Map<string, string>();
      for (const eventId of slice) {
        for (let n = 1; n <= ordersPerEvent; n++) {
          const date = day(-Math.floor(rand() * 300));
          orderDates.set(`${eventId}-${n}`, date);
          orderRows.push([accountId, eventId, n, pick(clients), date]);
        }
      }
      await w.insert('orders', ['account_id', 'id_evento', 'numero', 'id_cliente', 'datacadastro'], orderRows);
      ordersWritten += orderRows.length;
      const marks = slice.map(() => '?').join(',');
      const orders: { id: number | string; id_evento: number | string; numero: number | string; id_cliente: number | string }[] =
        await q.query(`SELECT id, id_evento, numero, id_cliente FROM orders WHERE account_id = ? AND id_evento IN (${marks}) ORDER BY id`, [
          accountId,
          ...slice,
        ]);
      const eventsLeft = events.length - g;
      let quota = g + group >= events.length ? itemsLeft : Math.round((itemsLeft * slice.length) / eventsLeft);
      itemsLeft -= quota;
      const itemRows: unknown[][] = [];
      for (let o = 0; o < orders.length && quota > 0; o++) {
        const ord = orders[o];
        const ordersRemaining = orders.length - o;
        const count =
          o === orders.length - 1 ? quota : Math.min(quota, Math.max(1, Math.round((quota / ordersRemaining) * (0.5 + rand()))));
        quota -= count;
        for (let k = 1; k <= count; k++) {
          const tipo = rand() < 0.6 ? 2 : 7;
          const source = pick(catalogue[tipo]);
          const quantidade = tipo === 2 ? 1 + Math.floor(rand() * 200) : 1 + Math.floor(rand() * 50);
          const ndias = rand() < 0.9 ? 1 : 2;
          const valordesconto = rand() < 0.2 ? money2(0, 50) : 0;
          const valortotal = itemTotal({ valorvenda: source.valor, quantidade, ndias, valordesconto });
          itemRows.push([
            accountId,
            Number(ord.id),
            Number(ord.id_evento),
            Number(ord.numero),
            source.id,
            source.nome,
            null,
            quantidade,
            ndias,
            source.valor,
            source.valor,
            source.valor,
            valordesconto,
            0,
            source.custo,
            valortotal,
            tipo,
            k,
            orderDates.get(`${ord.id_evento}-${ord.numero}`),
            // As the API does: a line is its event's seller's unless another is named (one in ten here).
            rand() < 0.9 ? eventOf.get(Number(ord.id_evento))!.seller : pick(sellers),
            Number(ord.id_cliente),
          ]);
        }
      }
      await w.insert(
        'order_items',
        [
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
        ],
        itemRows,
      );
      const done = opts.items - itemsLeft;
      const secs = (Date.now() - started) / 1000;
      log(
        `  ${done.toLocaleString('en')} / ${opts.items.toLocaleString('en')} items, ${ordersWritten.toLocaleString('en')} orders (${Math.round(done / Math.max(secs, 0.001)).toLocaleString('en')} items/s)`,
      );
    }

    // The maintained item counts and sales (per event, tipo and seller), as the API keeps them.
    await rebuildItemCounts(accountId, (sql, params) => q.query(sql, params));

    // The equipment reservations, as the API keeps them: what each event's orders hold of each
    // equipment, reserved over the event's days while it is not cancelled (the API's own rule).
    await q.query(
      'INSERT INTO equipment_holdings (account_id, id_evento, id_equipamento, quantidade) SELECT account_id, id_evento, id_produto, SUM(quantidade) FROM order_items WHERE account_id = ? AND tipo = 7 GROUP BY account_id, id_evento, id_produto',
      [accountId],
    );
    const live = `FROM events e WHERE e.account_id = equipment_holdings.account_id AND e.id = equipment_holdings.id_evento AND e.status <> 'CANCELADO'`;
    await q.query(
      `UPDATE equipment_holdings SET inicio = (SELECT e.data_evento ${live}), fim = (SELECT COALESCE(e.data_fim, e.data_evento) ${live}) WHERE account_id = ?`,
      [accountId],
    );

    // A few budgets with one proposal each (for the idorcamento path of the list).
    const budgets = Math.min(200, Math.max(5, Math.ceil(opts.events / 10)));
    for (let b = 0; b < budgets; b++) {
      const eventId = pick(events);
      await q.query(
        `INSERT INTO budgets (account_id, id_cliente, idevento, token, status, valorinicial, proposta_atual, datacadastro) VALUES (?, ?, ?, ?, 'ABERTO', 0, 1, ?)`,
        [accountId, pick(clients), eventId, generateToken().slice(4), today],
      );
    }
    const budgetRows: { id: number | string; idevento: number | string }[] = await q.query(
      `SELECT id, idevento FROM budgets WHERE account_id = ? ORDER BY id`,
      [accountId],
    );
    await w.insert(
      'budget_proposals',
      ['account_id', 'idorcamento', 'sequencia', 'datacadastro'],
      budgetRows.map((b) => [accountId, Number(b.id), 1, today]),
    );
    const proposals: { id: number | string; idorcamento: number | string }[] = await q.query(
      `SELECT id, idorcamento FROM budget_proposals WHERE account_id = ?`,
      [accountId],
    );
    const budgetEvent = new Map(budgetRows.map((b) => [Number(b.id), Number(b.idevento)]));
    const budgetItems: unknown[][] = [];
    for (const p of proposals) {
      for (let k = 1; k <= 10; k++) {
        const tipo = rand() < 0.6 ? 2 : 7;
        const source = pick(catalogue[tipo]);
        budgetItems.push([
          accountId,
          Number(p.idorcamento),
          Number(p.id),
          source.id,
          budgetEvent.get(Number(p.idorcamento)),
          1 + Math.floor(rand() * 100),
          0,
          'R$',
          source.valor,
          source.valor,
          0,
          tipo === 2 ? 'produto' : 'item',
          k,
          1,
          today,
          source.nome,
          tipo === 2 ? 'un' : 'un',
        ]);
      }
    }
    await w.insert(
      'budget_items',
      [
        'account_id',
        'idorcamento',
        'idproposta',
        'idproduto',
        'idevento',
        'quantidade',
        'desconto',
        'tipocalculo',
        'valor',
        'valorepoca',
        'valoradd',
        'tipo',
        'ordem',
        'ndias',
        'datacadastro',
        'nome_produto',
        'medida',
      ],
      budgetItems,
    );

    const entries = await seedFinancial(
      q,
      w,
      accountId,
      opts.plansPerOrder ?? 1,
      rand,
      day,
      new Map([...eventOf].map(([id, e]) => [id, e.offset])),
    );
    log(`${entries.toLocaleString('en')} financial entries`);

    const secs = (Date.now() - started) / 1000;
    log(
      `done: ${w.rows.toLocaleString('en')} rows in ${secs.toFixed(1)} s (${opts.items.toLocaleString('en')} order items, ${Math.round(opts.items / Math.max(secs, 0.001)).toLocaleString('en')} items/s overall)`,
    );
    log(`account ID: ${accountId}`);
    return { accountId, token };
  } finally {
    await q.release();
  }
}

/**
 * Financial entries in proportion to the orders: per order, `plansPerOrder` plans of 3 monthly
 * receivables (the plan's ID is its first installment's, so each plan goes in consecutively),
 * due in the months before the order's event (so some are paid, some overdue and some open, and a
 * month's payments come from the events of the months around it); one payable per event.
 */
/** The auto-increment step of the session: 1 on SQLite and a lone server. */
async function autoIncrementStep(q: QueryRunner): Promise<number> {
  if (!isMysqlFamily(q.connection.options.type)) return 1;
  const [{ step }] = await q.query('SELECT @@auto_increment_increment AS step');
  return Number(step);
}

async function seedFinancial(
  q: QueryRunner,
  w: BulkWriter,
  accountId: number,
  plansPerOrder: number,
  rand: () => number,
  day: (offset: number) => string,
  eventDays: Map<number, number>,
): Promise<number> {
  const orders: { id: number | string; id_evento: number | string; id_cliente: number | string | null }[] = await q.query(
    `SELECT id, id_evento, id_cliente FROM orders WHERE account_id = ? ORDER BY id`,
    [accountId],
  );
  const now = `${day(0)} 12:00:00`;
  const columns = [
    'account_id',
    'tipo',
    'descricao',
    'valor',
    'data_vencimento',
    'datapagamento',
    'pago',
    'forma_pagamento',
    'idevento',
    'id_cliente',
    'numeroparcela',
    'totalparcelas',
    'datacompetencia',
    'datacadastro',
    'datahoraupdate',
  ];
  const formas = ['pix', 'boleto', 'transferencia', 'dinheiro'];
  let rows: unknown[][] = [];
  let written = 0;
  const flush = async () => {
    await w.insert('financial_entries', columns, rows);
    written += rows.length;
    rows = [];
  };
  for (const order of orders) {
    for (let p = 0; p < plansPerOrder; p++) {
      // Due before the event, as a contract is paid: monthly, the last in the 60 days before the event.
      const first = (eventDays.get(Number(order.id_evento)) ?? 0) - 120 + Math.floor(rand() * 60);
      const parcela = Math.round((300 + rand() * 9700) * 100) / 100;
      const forma = formas[Math.floor(rand() * formas.length)];
      for (let n = 1; n <= 3; n++) {
        const due = day(first + (n - 1) * 30);
        const pago = first + (n - 1) * 30 < -15 && rand() < 0.8;
        rows.push([
          accountId,
          'receita',
          `Pedido ${order.id}: parcela ${n}/3`,
          parcela,
          due,
          pago ? due : null,
          pago,
          forma,
          Number(order.id_evento),
          order.id_cliente === null ? null : Number(order.id_cliente),
          n,
          3,
          due,
          day(first - 10),
          now,
        ]);
      }
    }
    if (rows.length >= 30_000) await flush();
  }
  const events: { id: number | string }[] = await q.query(`SELECT id FROM events WHERE account_id = ? ORDER BY id`, [accountId]);
  for (const event of events) {
    const offset = Math.floor(rand() * 360) - 180;
    const pago = offset < 0 && rand() < 0.7;
    rows.push([
      accountId,
      'despesa',
      `Fornecedores do evento ${event.id}`,
      Math.round((200 + rand() * 4800) * 100) / 100,
      day(offset),
      pago ? day(offset) : null,
      pago,
      'boleto',
      Number(event.id),
      null,
      null,
      null,
      day(offset),
      day(offset - 20),
      now,
    ]);
  }
  await flush();
  // A plan's installments were inserted one after another by one statement: their IDs follow
  // each other by the server's auto-increment step (more than 1 on a Galera cluster or a
  // multi-primary group, which interleave the nodes' IDs).
  await q.query(
    `UPDATE financial_entries SET idparcelamento = id - (numeroparcela - 1) * ? WHERE account_id = ? AND numeroparcela IS NOT NULL AND idparcelamento IS NULL`,
    [await autoIncrementStep(q), accountId],
  );
  // The overview's maintained totals, as the API keeps them (the account is new: nothing else writes its entries meanwhile).
  await rebuildTotals(accountId, (sql, params) => q.query(sql, params));
  return written;
}

async function main() {
  if (process.argv.includes('--accounts')) return mainAccounts(process.argv.slice(2));
  const opts = parseArgs(process.argv.slice(2));
  const ds = await createDataSource(loadEnv());
  await ds.initialize();
  try {
    const ran = await ds.runMigrations({ transaction: 'each' });
    if (ran.length) process.stderr.write(`migrations applied: ${ran.map((m) => m.name).join(', ')}\n`);
    const { token } = await seed(ds, opts);
    // The token alone on standard output, for `npm run -s seed -- … | tail -n 1`.
    process.stdout.write(`${token}\n`);
  } finally {
    await ds.destroy();
  }
}

// ---- Many accounts at once (`--accounts`), for `npm run bench` and anyone sizing a server ----

/** `count` accounts of `items` order items each. */
export interface AccountTier {
  count: number;
  items: number;
}

/** `1x250000,6x50000` → tiers (`x` or `×` between count and items; `_` or `,` allowed in numbers as `250_000`). */
export function parseTiers(text: string): AccountTier[] {
  const parts = text.split(/[;\s]+|,(?=\d+[x×])/).filter(Boolean);
  if (parts.length === 0) throw new Error('--accounts: give <count>x<items>[,<count>x<items>…] (e.g. 1x250000,6x50000)');
  return parts.map((part) => {
    const match = /^(\d+)[x×]([\d_.,]+)$/.exec(part.trim());
    const count = Number(match?.[1]);
    const items = Number(match?.[2].replace(/[_.,]/g, ''));
    if (!match || !Number.isInteger(count) || count < 1 || !Number.isInteger(items) || items < 1) {
      throw new Error(`--accounts: "${part}" is not <count>x<items> (e.g. 1x250000,6x50000)`);
    }
    return { count, items };
  });
}

/** Items per event of the accounts seeded by tier (an event of a real account holds about this many). */
export const ITEMS_PER_EVENT = 125;
/** Installment plans of 3 receivables per order: about 1.1 financial entries per order item. */
export const PLANS_PER_ORDER = 3;

/** The seed options of every account of `tiers`, largest first, named `<prefix> <items> #<n>`. */
export function accountsOf(tiers: AccountTier[], prefix: string): Options[] {
  const sorted = [...tiers].sort((a, b) => b.items - a.items);
  return sorted.flatMap((tier) =>
    Array.from({ length: tier.count }, (_, n) => ({
      events: Math.max(1, Math.round(tier.items / ITEMS_PER_EVENT)),
      items: tier.items,
      plansPerOrder: PLANS_PER_ORDER,
      name: `${prefix} ${tier.items} #${n + 1}`,
      batch: 0,
    })),
  );
}

/**
 * Seeds every account of `accounts` (each as `seed` does, its own batches and transactions),
 * `concurrency` accounts at a time on as many connections: one connection waits on the server
 * while the other builds its next batch. Answers each account's ID, token and items, in the
 * order given.
 */
export async function seedAccounts(
  ds: DataSource,
  accounts: Options[],
  concurrency = 2,
  log: (line: string) => void = (line) => process.stderr.write(`${line}\n`),
): Promise<{ accountId: number; token: string; items: number; name: string }[]> {
  const results: { accountId: number; token: string; items: number; name: string }[] = new Array(accounts.length);
  // SQLite has one connection: its accounts go one after the other. On MariaDB/MySQL the seeding
  // runs on a pool of its own, so that its sessions' settings never reach the caller's.
  const mysql = isMysqlFamily(ds.options.type);
  if (!mysql) concurrency = 1;
  const own = mysql
    ? new DataSource({ ...ds.options, synchronize: false, migrationsRun: false, dropSchema: false } as DataSourceOptions)
    : ds;
  if (mysql) {
    await own.initialize();
    await readCommittedSessions(own, concurrency);
  }
  let next = 0;
  const started = Date.now();
  const worker = async () => {
    while (next < accounts.length) {
      const i = next++;
      const { accountId, token } = await seed(own, accounts[i], () => undefined);
      results[i] = { accountId, token, items: accounts[i].items, name: accounts[i].name };
      if (accounts[i].items >= 10_000 || i === accounts.length - 1 || (i + 1) % 50 === 0) {
        log(
          `seeded ${i + 1}/${accounts.length} accounts (${accounts[i].name}: account ${accountId}) in ${((Date.now() - started) / 1000).toFixed(0)} s`,
        );
      }
    }
  };
  try {
    await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, accounts.length)) }, worker));
  } finally {
    if (own !== ds) await own.destroy();
  }
  return results;
}

/**
 * Two accounts seeded at once write the same tables; under InnoDB's default REPEATABLE READ, the
 * gap locks of one account's inserts and updates can deadlock with the other's although their
 * rows never meet. READ COMMITTED locks only the rows written: the sessions of the seeding's own
 * pool (the connections open now, and any it opens later) are set to it.
 */
async function readCommittedSessions(ds: DataSource, concurrency: number): Promise<void> {
  const set = 'SET SESSION TRANSACTION ISOLATION LEVEL READ COMMITTED';
  const pool = (
    ds.driver as unknown as { pool?: { on?: (event: 'connection', listener: (c: { query: (sql: string) => void }) => void) => void } }
  ).pool;
  pool?.on?.('connection', (connection) => connection.query(set));
  const runners = Array.from({ length: concurrency + 2 }, () => ds.createQueryRunner());
  try {
    for (const runner of runners) await runner.query(set);
  } finally {
    for (const runner of runners) await runner.release();
  }
}

/** `npm run seed -- --accounts 1x250000,6x50000 [--name Prefix] [--concurrency 2]`: one line per account, `<id> <token> <name>`. */
async function mainAccounts(argv: string[]) {
  const value = (name: string) => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const known = new Set(['--accounts', '--name', '--concurrency']);
  for (let i = 0; i < argv.length; i += 2)
    if (!known.has(argv[i])) throw new Error(`unknown option ${argv[i]} (with --accounts use only --name and --concurrency)`);
  const tiers = parseTiers(value('accounts') ?? '');
  const concurrency = Number(value('concurrency') ?? 2);
  if (!Number.isInteger(concurrency) || concurrency < 1) throw new Error('--concurrency must be a positive integer');
  const ds = await createDataSource(loadEnv());
  await ds.initialize();
  try {
    await ds.runMigrations({ transaction: 'each' });
    const started = Date.now();
    const seeded = await seedAccounts(ds, accountsOf(tiers, value('name') ?? 'Seed'), concurrency);
    process.stderr.write(`seeded ${seeded.length} accounts in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
    for (const a of seeded) process.stdout.write(`${a.accountId} ${a.token} ${a.name}\n`);
  } finally {
    await ds.destroy();
  }
}

// Run only as a script (`npm run seed`), not when a test imports `seed`.
if (typeof require !== 'undefined' && require.main === module) {
  main().catch((error) => {
    process.stderr.write(`seed failed: ${(error as Error)?.stack ?? error}\n`);
    process.exit(1);
  });
}
