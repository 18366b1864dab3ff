/**
 * What `npm run bench` sends: the accounts of a seeded bench database, the values each account's
 * requests rotate through (read once from the database after seeding), and the requests of the
 * mixed load, of the by-event list and of the filter × sort matrix. Filters and sorts are the
 * documented ones, read from the list DTOs.
 */
import 'reflect-metadata';

import type mysql from 'mysql2/promise';

import { ENTRY_SORT_FIELDS } from '../src/modules/financial/dto/list-entries.query';
import { ENTRY_STATUSES, ENTRY_TIPOS, FORMAS_PAGAMENTO } from '../src/modules/financial/entities/financial-entry.entity';
import { ORDER_ITEM_SORT_FIELDS } from '../src/modules/orders/dto/list-orders.query';
import type { BenchRequest } from './load';

export interface SeededAccount {
  accountId: number;
  token: string;
  items: number;
  name: string;
}

export interface AccountSamples extends SeededAccount {
  events: number[];
  /** The events orders are created on: more of them, so that a long run never exhausts an equipment's stock on a few days. */
  orderEvents: number[];
  orders: { id: number; ref: string }[];
  items: number;
  itemIds: number[];
  entryIds: number[];
  plans: number[];
  clients: number[];
  categories: number[];
  products: number[];
  equipment: number[];
  /** Equipment with its stock enforced (`controle_estoque`), where the version has it. */
  controlled: number[];
}

const SAMPLE = 20;

/** `count` values spread evenly over `all`. */
const spread = <T>(all: T[], count = SAMPLE): T[] =>
  Array.from({ length: Math.min(count, all.length) }, (_, i) => all[Math.floor((i * all.length) / Math.min(count, all.length))]);

/** Reads each account's sample values (a few statements per account, each through an account-leading index). */
export async function loadSamples(db: mysql.Connection, accounts: SeededAccount[]): Promise<AccountSamples[]> {
  const ids = async (sql: string, params: unknown[]) =>
    ((await db.query<mysql.RowDataPacket[]>(sql, params))[0] as { id: number }[]).map((r) => Number(r.id));
  const out: AccountSamples[] = [];
  for (const a of accounts) {
    const id = a.accountId;
    const allEvents = await ids('SELECT id FROM events WHERE account_id = ? ORDER BY id', [id]);
    const events = spread(allEvents);
    const [orderRows] = await db.query<mysql.RowDataPacket[]>('SELECT id, id_evento, numero FROM orders WHERE account_id = ? ORDER BY id', [
      id,
    ]);
    const orders = spread(orderRows.map((r) => ({ id: Number(r.id), ref: `${Number(r.id_evento)}-${Number(r.numero)}` })));
    const inList = (values: number[]) => values.map(() => '?').join(',') || 'NULL';
    const itemIds = await ids(
      `SELECT id FROM order_items WHERE account_id = ? AND idpedido IN (${inList(orders.map((o) => o.id))}) LIMIT ${SAMPLE}`,
      [id, ...orders.map((o) => o.id)],
    );
    const [entryRows] = await db.query<mysql.RowDataPacket[]>(
      `SELECT id, idparcelamento FROM financial_entries WHERE account_id = ? AND idevento IN (${inList(events)}) LIMIT ${SAMPLE * 2}`,
      [id, ...events],
    );
    out.push({
      ...a,
      events,
      orderEvents: spread(allEvents, 200),
      orders,
      itemIds,
      entryIds: entryRows.map((r) => Number(r.id)),
      plans: [...new Set(entryRows.filter((r) => r.idparcelamento !== null).map((r) => Number(r.idparcelamento)))],
      clients: spread(await ids('SELECT id FROM clients WHERE account_id = ? ORDER BY id', [id])),
      categories: await ids('SELECT id FROM financial_categories WHERE account_id = ? ORDER BY id', [id]),
      products: await ids('SELECT id FROM products WHERE account_id = ? ORDER BY id LIMIT 10', [id]),
      equipment: await ids('SELECT id FROM equipment WHERE account_id = ? ORDER BY id LIMIT 10', [id]),
      controlled: [],
    });
    for (const [what, list] of [
      ['events', events],
      ['orders', orders],
      ['items', itemIds],
      ['entries', entryRows],
      ['products', out.at(-1)!.products],
    ] as const) {
      if (list.length === 0) throw new Error(`account ${id} (${a.name}) has no ${what}: the seed did not write what the bench needs`);
    }
  }
  return out;
}

/** Each account's equipment with its stock enforced (a version that has `controle_estoque`). */
export async function loadControlled(db: mysql.Connection, samples: AccountSamples[]): Promise<void> {
  for (const a of samples) {
    const [rows] = await db.query<mysql.RowDataPacket[]>(
      'SELECT id FROM equipment WHERE account_id = ? AND controle_estoque = 1 ORDER BY id LIMIT 10',
      [a.accountId],
    );
    a.controlled = rows.map((r) => Number(r.id));
    if (a.controlled.length === 0) throw new Error(`account ${a.accountId} (${a.name}) has no equipment with controle_estoque`);
  }
}

/** A small deterministic PRNG (mulberry32): the same seed gives every version the same sequence of request shapes. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Rand = () => number;
export const pick = <T>(rand: Rand, list: readonly T[]): T => list[Math.floor(rand() * list.length)];
const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
const qs = (params: Record<string, string | number | boolean | undefined>) =>
  Object.entries(params)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`)
    .join('&');

export const ORDER_FILTERS = ['none', 'idevento', 'pedido', 'idpedido', 'tipo'] as const;
export const ENTRY_FILTERS = [
  'none',
  'tipo',
  'status',
  'pago',
  'idevento',
  'id_cliente',
  'id_categoria',
  'forma_pagamento',
  'idparcelamento',
  'vencimento',
  'pagamento',
] as const;
export type OrderFilter = (typeof ORDER_FILTERS)[number];
export type EntryFilter = (typeof ENTRY_FILTERS)[number];
export { ENTRY_SORT_FIELDS, ORDER_ITEM_SORT_FIELDS };

/** The query parameters of one documented filter of `GET /api/v1/orders`, with a value of the account. */
function orderFilter(rand: Rand, a: AccountSamples, filter: OrderFilter): Record<string, string | number> {
  switch (filter) {
    case 'none':
      return {};
    case 'idevento':
      return { idevento: pick(rand, a.events) };
    case 'pedido':
      return { pedido: pick(rand, a.orders).ref };
    case 'idpedido':
      return { idpedido: rand() < 0.5 ? pick(rand, a.orders).id : pick(rand, a.orders).ref };
    case 'tipo':
      return { tipo: pick(rand, [2, 7]) };
  }
}

/** The query parameters of one documented filter of `GET /api/v1/financial`, with a value of the account. */
function entryFilter(rand: Rand, a: AccountSamples, filter: EntryFilter): Record<string, string | number | boolean> {
  const start = Math.floor(rand() * 300) - 200;
  switch (filter) {
    case 'none':
      return {};
    case 'tipo':
      return { tipo: pick(rand, ENTRY_TIPOS) };
    case 'status':
      return { status: pick(rand, ENTRY_STATUSES) };
    case 'pago':
      return { pago: rand() < 0.5 };
    case 'idevento':
      return { idevento: pick(rand, a.events) };
    case 'id_cliente':
      return { id_cliente: pick(rand, a.clients) };
    case 'id_categoria':
      return { id_categoria: pick(rand, a.categories) };
    case 'forma_pagamento':
      return { forma_pagamento: pick(rand, FORMAS_PAGAMENTO) };
    case 'idparcelamento':
      return { idparcelamento: pick(rand, a.plans) };
    case 'vencimento':
      return { vencimento_inicio: isoDay(start), vencimento_fim: isoDay(start + 30) };
    case 'pagamento':
      return { pagamento_inicio: isoDay(start), pagamento_fim: isoDay(start + 30) };
  }
}

const GET = (a: AccountSamples, path: string): BenchRequest => ({ method: 'GET', path, token: a.token, kind: 'read' });

export function ordersList(
  rand: Rand,
  a: AccountSamples,
  filter: OrderFilter,
  fieldSort: string | undefined,
  sort: 'asc' | 'desc',
  page = 1,
): BenchRequest {
  const params = { ...orderFilter(rand, a, filter), field_sort: fieldSort, sort, page, limit: 50 };
  return narrowable(GET(a, `/api/v1/orders?${qs(params)}`), () =>
    GET(a, `/api/v1/orders?${qs({ ...params, idevento: pick(rand, a.events) })}`),
  );
}

/** A list request with the narrowed form a client sends after `sort_needs_filter` (one event's rows). */
function narrowable(req: BenchRequest, narrowed: () => BenchRequest): BenchRequest {
  return { ...req, narrowed: narrowed() };
}

export function entriesList(
  rand: Rand,
  a: AccountSamples,
  filters: EntryFilter[],
  fieldSort: string | undefined,
  sort: 'asc' | 'desc',
  page = 1,
): BenchRequest {
  const params = { ...Object.assign({}, ...filters.map((f) => entryFilter(rand, a, f))), field_sort: fieldSort, sort, page, limit: 50 };
  return narrowable(GET(a, `/api/v1/financial?${qs(params)}`), () =>
    GET(a, `/api/v1/financial?${qs({ ...params, idevento: pick(rand, a.events) })}`),
  );
}

/** The by-event list as an integration reads an event's items: the first page of 100 by ID. */
export function byEvent(rand: Rand, a: AccountSamples): BenchRequest {
  return GET(a, `/api/v1/orders?idevento=${pick(rand, a.events)}&limit=100`);
}

/** Picks an account with a chance proportional to its size (its requests, like its rows, scale with its business). */
export function accountPicker(accounts: AccountSamples[]): (rand: Rand) => AccountSamples {
  const cumulative: number[] = [];
  let sum = 0;
  for (const a of accounts) cumulative.push((sum += a.items));
  return (rand) => {
    const x = rand() * sum;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid] > x) hi = mid;
      else lo = mid + 1;
    }
    return accounts[lo];
  };
}

/** Shares of the mixed load, in percent (reads 90, writes 10). */
export const MIX = [
  ['orders list', 30],
  ['entries list', 30],
  ['order item view', 15],
  ['entry view', 15],
  ['order creation', 6],
  ['installment plan', 4],
] as const;

/**
 * The lists as integrations send them: mostly one event's or one order's items, the sync of what
 * is new (by registration date, newest first), and account-wide pages in the default order; a
 * sort of their own on a smaller share, mostly in a narrowed view. Weights per filter.
 */
const ORDER_LIST_SHAPES = [
  ['idevento', 45],
  ['pedido', 15],
  ['idpedido', 15],
  ['sync', 10],
  ['tipo', 5],
  ['none', 10],
] as const;

/**
 * The financial overview as integrations read it: one event's, one plan's or one client's
 * entries, a due-date window (what falls due this month), the sync of what changed (by update
 * time, newest first: refused without a narrowing filter, then sent again for one event, as a
 * client does), the type, state or paid views, and the default page.
 */
const ENTRY_LIST_SHAPES = [
  ['idevento', 30],
  ['idparcelamento', 10],
  ['id_cliente', 10],
  ['vencimento', 15],
  ['sync', 10],
  ['tipo', 5],
  ['status', 5],
  ['pago', 5],
  ['none', 10],
] as const;

/** Share of list requests with a `field_sort` of their own (the rest take the default order). */
const SORTED_SHARE = 0.25;

function weighted<T extends string>(rand: Rand, shapes: readonly (readonly [T, number])[]): T {
  const total = shapes.reduce((s, [, w]) => s + w, 0);
  let x = rand() * total;
  for (const [shape, w] of shapes) if ((x -= w) < 0) return shape;
  return shapes[shapes.length - 1][0];
}

/** The tenant-size label of an account, for latencies per tenant size (`250000`, `500`). */
export const sizeOf = (a: { items: number }) => String(a.items);

/**
 * An order of `count` lines on one of the account's events: line `i` is the equipment `equipmentOf`
 * picks for it (1 to `maxUnits` units), or a product when it picks none.
 */
export function orderCreation(
  rand: Rand,
  a: AccountSamples,
  count: number,
  equipmentOf: (rand: Rand, i: number) => number | undefined,
  maxUnits: number,
): BenchRequest {
  const itens = Array.from({ length: count }, (_, i) => {
    const equipment = equipmentOf(rand, i);
    return equipment !== undefined
      ? { id_item: equipment, quantidade: 1 + Math.floor(rand() * maxUnits), ndias: 1 }
      : { id_produto: pick(rand, a.products), quantidade: 1 + Math.floor(rand() * 100) };
  });
  return { method: 'POST', path: '/api/v1/orders', body: { id_evento: pick(rand, a.orderEvents), itens }, token: a.token, kind: 'write' };
}

/** Request `i` of the mixed load over `accounts` (deterministic in `i` and `seed`), tagged with its account's size. */
export function mixedRequest(accounts: AccountSamples[], seed: number): (i: number) => BenchRequest {
  const accountOf = accountPicker(accounts);
  return (i) => {
    const rand = prng(seed * 1_000_003 + i);
    const a = accountOf(rand);
    return { ...mixedShape(rand, a), tag: sizeOf(a) };
  };
}

function mixedShape(rand: Rand, a: AccountSamples): BenchRequest {
  let x = rand() * 100;
  let kind: (typeof MIX)[number][0] = MIX[0][0];
  for (const [name, share] of MIX) {
    kind = name;
    if ((x -= share) < 0) break;
  }
  const sort = rand() < 0.5 ? 'asc' : 'desc';
  const page = rand() < 0.8 ? 1 : 2 + Math.floor(rand() * 4);
  const sorted = rand() < SORTED_SHARE;
  switch (kind) {
    case 'orders list': {
      const shape = weighted(rand, ORDER_LIST_SHAPES);
      if (shape === 'sync') return ordersList(rand, a, 'none', 'datacadastro', 'desc', 1);
      return ordersList(rand, a, shape, sorted ? pick(rand, ORDER_ITEM_SORT_FIELDS) : undefined, sort, page);
    }
    case 'entries list': {
      const shape = weighted(rand, ENTRY_LIST_SHAPES);
      if (shape === 'sync') return entriesList(rand, a, [], 'datahoraupdate', 'desc', 1);
      return entriesList(rand, a, shape === 'none' ? [] : [shape], sorted ? pick(rand, ENTRY_SORT_FIELDS) : undefined, sort, page);
    }
    case 'order item view':
      return GET(a, `/api/v1/orders/${pick(rand, a.itemIds)}`);
    case 'entry view':
      return GET(a, `/api/v1/financial/${pick(rand, a.entryIds)}`);
    case 'order creation':
      // Two lines in five are equipment (any of the account's).
      return orderCreation(rand, a, 3 + Math.floor(rand() * 8), (r) => (r() < 0.6 ? undefined : pick(r, a.equipment)), 5);
    case 'installment plan':
      return {
        method: 'POST',
        path: '/api/v1/financial',
        body: {
          tipo: rand() < 0.8 ? 'receita' : 'despesa',
          descricao: 'Contrato (bench)',
          valor: Math.round((500 + rand() * 20_000) * 100) / 100,
          data_vencimento: isoDay(Math.floor(rand() * 60)),
          parcelas: 2 + Math.floor(rand() * 11),
          forma_pagamento: pick(rand, ['pix', 'boleto', 'transferencia'] as const),
          idevento: pick(rand, a.events),
          id_cliente: pick(rand, a.clients),
        },
        token: a.token,
        kind: 'write',
      };
  }
}

/** A month's availability of the account's equipment, first page, starting `offset` days from today. */
export function monthAvailability(a: AccountSamples, offset: number): BenchRequest {
  return GET(a, `/api/v1/equipment/availability?start=${isoDay(offset)}&end=${isoDay(offset + 30)}`);
}

/** A month's availability of one equipment, day by day with the events holding it. */
export function equipmentMonth(rand: Rand, a: AccountSamples, offset: number): BenchRequest {
  return GET(a, `/api/v1/equipment/${pick(rand, a.equipment)}/availability?start=${isoDay(offset)}&end=${isoDay(offset + 30)}`);
}
