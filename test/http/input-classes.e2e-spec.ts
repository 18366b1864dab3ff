import { startTestApp, TestApp } from '../support/harness';
import { resolveSchema } from '../support/openapi-sample';

// Classes of bad input, checked in every family by walking the OpenAPI document the API serves:
// every numeric body field at any depth, every numeric path ID and integer query parameter,
// every required text field. Whatever the family, the answer is a 400 naming the field.

type Schema = Record<string, any>;
type Segment = string | number;
interface Operation {
  method: string;
  path: string;
  op: any;
}

let t: TestApp;
let token: string;
let doc: any;

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_PER_MINUTE: '1000000' });
  token = (await t.newAccount()).token;
  doc = (await t.request('GET', '/docs-json')).body;
}, 120_000);
afterAll(async () => {
  await t.close();
});

const resolve = (s: Schema | undefined): Schema => resolveSchema(doc, s);

function operations(): Operation[] {
  const out: Operation[] = [];
  for (const [path, item] of Object.entries<any>(doc.paths)) {
    if (!path.startsWith('/api/v1')) continue;
    for (const [method, op] of Object.entries<any>(item)) out.push({ method: method.toUpperCase(), path, op });
  }
  return out;
}

/** The field path as the errors name it: `itens[0].quantidade`, `[0].nome` for an array body. */
const fieldName = (segments: Segment[]) =>
  segments.reduce<string>((s, seg) => (typeof seg === 'number' ? `${s}[${seg}]` : s ? `${s}.${seg}` : seg), '');

/** A body holding only `value` at `segments` (with arrays of one element on the way). */
function bodyWith(segments: Segment[], value: unknown): unknown {
  if (segments.length === 0) return value;
  const [head, ...rest] = segments;
  if (typeof head === 'number') return [bodyWith(rest, value)];
  return { [head]: bodyWith(rest, value) };
}

/** Every leaf of a body schema that `pick` selects, at any depth, through objects, arrays and alternatives. */
function leaves(
  schema: Schema | undefined,
  pick: (s: Schema, required: boolean) => boolean,
  prefix: Segment[] = [],
  required = true,
  depth = 0,
  seen = new Set<string>(),
): Segment[][] {
  const s = resolve(schema);
  if (depth > 6) return [];
  const out: Segment[][] = [];
  for (const alternative of s.oneOf ?? s.anyOf ?? []) out.push(...leaves(alternative, pick, prefix, required, depth + 1, seen));
  if (s.type === 'array' || s.items) {
    out.push(...leaves(s.items, pick, [...prefix, 0], required, depth + 1, seen));
  } else if (s.properties) {
    // A required field that an ME Eventos alias may carry instead is documented "Required (or its alias …)".
    const byAlias = Object.entries<Schema>(s.properties)
      .filter(([, child]) => /Required \(or its alias/.test(String((child as { description?: unknown }).description ?? '')))
      .map(([name]) => name);
    const needed = new Set<string>([...(s.required ?? []), ...byAlias]);
    for (const [name, child] of Object.entries<Schema>(s.properties)) {
      if (child.readOnly) continue;
      out.push(...leaves(child, pick, [...prefix, name], needed.has(name), depth + 1, seen));
    }
  } else if (pick(s, required)) {
    const key = fieldName(prefix);
    if (!seen.has(key)) {
      seen.add(key);
      out.push(prefix);
    }
  }
  return out;
}

const urlOf = (path: string) => path.replace(/\{[^}]+\}/g, '1');
const send = (method: string, url: string, body?: unknown) => t.request(method, url, { token, body });

describe('every numeric body field, at any depth, in every family', () => {
  it('answers 400 naming the field for 1e-7 and 5e-324 (never 500)', async () => {
    // Integer fields refuse them as no integer (some are documented as `number`); decimals as too many places.
    const CODES = new Set(['max_decimal_places', 'is_int', 'is_in', 'is_order_ref']);
    const failures: string[] = [];
    const decimals = new Set<string>();
    let checked = 0;
    for (const { method, path, op } of operations()) {
      const schema = op.requestBody?.content?.['application/json']?.schema;
      if (!schema) continue;
      for (const segments of leaves(schema, (s) => s.type === 'number' || s.type === 'integer')) {
        const field = fieldName(segments);
        for (const value of [1e-7, 5e-324]) {
          const res = await send(method, urlOf(path), bodyWith(segments, value));
          const error = res.body?.errors?.find((e: { field?: string }) => e.field === field || e.field === field.replace(/\[0\]$/, ''));
          if (res.status !== 400 || !error || !CODES.has(error.code)) {
            failures.push(
              `${method} ${path} ${field}=${value}: ${res.status} ${JSON.stringify(res.body?.errors ?? res.text).slice(0, 300)}`,
            );
          } else if (error.code === 'max_decimal_places') {
            decimals.add(`${method} ${path} ${field}`);
          }
        }
        checked++;
      }
    }
    expect(failures).toEqual([]);
    // The walk reaches the decimals of several families, nested ones included.
    for (const expected of [
      'POST /api/v1/financial rateio[0].percentual',
      'PUT /api/v1/financial/{id} rateio[0].percentual',
      'POST /api/v1/financial valor',
      'POST /api/v1/financial/{id}/charge/return valor_pago',
      'POST /api/v1/orders itens[0].quantidade',
      'PUT /api/v1/orders/{id} itens[0].valorvenda',
      'POST /api/v1/budgets itens[0].quantidade',
      'POST /api/v1/products-services valor',
    ]) {
      expect([...decimals]).toContain(expected);
    }
    expect(checked).toBeGreaterThan(50);
  }, 600_000);
});

const BAD_INTEGERS = ['0x1', '%2B1', '%201', '1.0', '1e1', '-1', '2147483648'];

describe('every numeric path ID and integer query parameter, in every family', () => {
  it('answers 400 (invalid_id for path IDs) for 0x1, %2B1, %201, 1.0, 1e1, -1 and 2147483648', async () => {
    const failures: string[] = [];
    const checked: string[] = [];
    for (const { method, path, op } of operations()) {
      const parameters: any[] = op.parameters ?? [];
      const body = op.requestBody?.content?.['application/json'] ? {} : undefined;
      // Numeric path IDs, and the item ID of GET /orders/{id} (the orders' own identifier elsewhere takes `<event>-<sequence>` too).
      const ids = parameters.filter(
        (x) => x.in === 'path' && (resolve(x.schema).type === 'integer' || (method === 'GET' && path === '/api/v1/orders/{id}')),
      );
      for (const p of ids) {
        const type = resolve(p.schema).type;
        for (const bad of BAD_INTEGERS) {
          const url = path.replace(`{${p.name}}`, bad).replace(/\{[^}]+\}/g, '1');
          const res = await send(method, url, body);
          const error = res.body?.errors?.[0];
          // Numeric path IDs answer invalid_id; the orders' own identifier (an ID or <event>-<sequence>) its own code.
          const ok = res.status === 400 && error?.field === p.name && (type !== 'integer' || error.code === 'invalid_id');
          if (!ok) failures.push(`${method} ${url}: ${res.status} ${JSON.stringify(res.body?.errors ?? res.text).slice(0, 200)}`);
        }
        checked.push(`${method} ${path} {${p.name}}`);
      }
      for (const p of parameters.filter((x) => x.in === 'query' && ['integer', 'number'].includes(resolve(x.schema).type))) {
        for (const bad of BAD_INTEGERS) {
          const url = `${urlOf(path)}?${p.name}=${bad}`;
          const res = await send(method, url);
          const ok = res.status === 400 && res.body?.errors?.some((e: { field?: string }) => e.field === p.name);
          if (!ok) failures.push(`${method} ${url}: ${res.status} ${JSON.stringify(res.body?.errors ?? res.text).slice(0, 200)}`);
        }
        checked.push(`${method} ${path} ?${p.name}`);
      }
    }
    expect(failures).toEqual([]);
    for (const expected of [
      'GET /api/v1/financial/{id} {id}',
      'GET /api/v1/events/{id} {id}',
      'GET /api/v1/webhooks/{id} {id}',
      'GET /api/v1/orders/{id} {id}',
      'GET /api/v1/financial ?idevento',
      'GET /api/v1/financial ?idparcelamento',
      'GET /api/v1/orders ?idevento',
      'GET /api/v1/budgets ?id_cliente',
      'GET /api/v1/guests ?page',
    ]) {
      expect(checked).toContain(expected);
    }
  }, 600_000);
});

describe('every required text field, in every family', () => {
  // Required text: strings the body must carry, other than enums, dates and formatted values.
  const isText = (s: Schema, required: boolean) =>
    required && s.type === 'string' && !s.enum && !s.pattern && (!s.format || ['uri', 'url'].includes(s.format));

  it('answers 400 required for a value blank after trimming', async () => {
    const failures: string[] = [];
    const checked: string[] = [];
    for (const { method, path, op } of operations()) {
      const schema = op.requestBody?.content?.['application/json']?.schema;
      if (!schema) continue;
      for (const segments of leaves(schema, isText)) {
        const field = fieldName(segments);
        for (const blank of ['', '   ', ' \t\n ', '\u00a0']) {
          const res = await send(method, urlOf(path), bodyWith(segments, blank));
          const ok =
            res.status === 400 &&
            res.body?.errors?.some((e: { field?: string; code?: string }) => e.field === field && e.code === 'required');
          if (!ok)
            failures.push(
              `${method} ${path} ${field}=${JSON.stringify(blank)}: ${res.status} ${JSON.stringify(res.body?.errors ?? res.text).slice(0, 300)}`,
            );
        }
        checked.push(`${method} ${path} ${field}`);
      }
    }
    expect(failures).toEqual([]);
    for (const expected of [
      'POST /api/v1/financial descricao',
      'POST /api/v1/clients nome',
      'POST /api/v1/events nome',
      'POST /api/v1/webhooks url',
    ]) {
      expect(checked).toContain(expected);
    }
  }, 600_000);

  it('answers 400 required when an update sends a required text blank', async () => {
    const cases: [string, string, string][] = [
      ['PUT', '/api/v1/financial/1', 'descricao'],
      ['PUT', '/api/v1/clients/1', 'nome'],
      ['PUT', '/api/v1/events/1', 'nome'],
      ['PUT', '/api/v1/webhooks/1', 'url'],
      ['POST', '/api/v1/financial/1/charge', 'id_externo'],
      ['POST', '/api/v1/financial/1/charge/return', 'id_evento'],
      ['PUT', '/api/v1/financial/gateways/asaas', 'webhook_token'],
    ];
    for (const [method, url, field] of cases) {
      const res = await send(method, url, { [field]: '   ' });
      expect({ method, url, status: res.status }).toEqual({ method, url, status: 400 });
      expect(res.body.errors).toEqual(expect.arrayContaining([expect.objectContaining({ field, code: 'required' })]));
    }
  });

  it('stores a required text trimmed', async () => {
    const res = await send('POST', '/api/v1/financial', {
      tipo: 'receita',
      descricao: '  Sinal  ',
      valor: 10,
      data_vencimento: '2027-01-10',
    });
    expect(res.status).toBe(201);
    expect(res.body.data[0].descricao).toBe('Sinal');
  });
});
