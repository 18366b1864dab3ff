import fc from 'fast-check';

import { startTestApp, TestApp } from '../support/harness';
import { resolveSchema } from '../support/openapi-sample';
import { orderFactories } from '../support/order-factories';

// Property-based: bodies, queries and path parameters generated from each operation's schema in
// the OpenAPI document, valid and mutated (wrong types, nulls, extremes, unknown fields, huge
// arrays, odd strings), sent over the real server. Whatever comes in: never a 5xx, the envelope
// on every error, and only the statuses the API documents for errors. Fixed seed; FUZZ_RUNS (per
// operation) raises the number of cases.
const RUNS = Number(process.env.FUZZ_RUNS ?? 12);
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
// About 0.3 s per run over every operation on a quiet machine; a raised FUZZ_RUNS gets the time it needs.
const TIMEOUT_MS = Math.max(600_000, RUNS * 1_000);
// The error statuses of the contract, plus the two refusals made before routing (a path segment
// over 100 characters, headers over 16 KiB). Each must also be documented for the operation.
const ERROR_STATUSES = new Set([400, 401, 404, 409, 413, 414, 415, 422, 429, 431]);

type Schema = Record<string, any>;

describe('OpenAPI-driven fuzzing', () => {
  let t: TestApp;
  let token: string;
  let doc: any;
  let ids: number[];

  beforeAll(async () => {
    t = await startTestApp({ RATE_LIMIT_PER_MINUTE: '1000000', BODY_LIMIT: '65536' });
    const account = await t.newAccount();
    token = account.token;
    const f = orderFactories(t, account.accountId);
    const event = await f.event();
    const product = await f.product();
    const equipment = await f.equipment();
    const client = await f.client();
    ids = [event.id, product.id, equipment.id, client.id, 1, 2];
    doc = (await t.request('GET', '/docs-json')).body;
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  const resolve = (s: Schema | undefined): Schema => resolveSchema(doc, s);

  /** Odd values any field may receive instead of a valid one. */
  const oddValue = (): fc.Arbitrary<unknown> =>
    fc.oneof(
      fc.constantFrom(
        null,
        true,
        false,
        0,
        -1,
        1e308,
        -1e308,
        1e-7,
        5e-324,
        2 ** 31,
        2 ** 53 + 1,
        '',
        ' ',
        '0x10',
        '1e1',
        '\uD800',
        'ç😀',
        'a\u0000b',
        'x'.repeat(20_000),
        {},
        [],
        [[]],
      ),
      fc.string({ maxLength: 30 }),
      fc.string({ unit: 'binary', maxLength: 10 }),
      fc.double(),
      fc.integer(),
    );

  const valid = (raw: Schema | undefined, depth = 0): fc.Arbitrary<unknown> => {
    const s = resolve(raw);
    const alternatives = s.oneOf ?? s.anyOf;
    if (alternatives) return fc.oneof(...alternatives.map((a: Schema) => valid(a, depth)));
    if (s.enum) return fc.constantFrom(...s.enum);
    switch (s.type) {
      case 'integer':
        return fc.oneof(
          fc.constantFrom(...ids),
          fc.integer({ min: s.minimum ?? -(2 ** 31), max: Math.min(s.maximum ?? 2 ** 31, Number.MAX_SAFE_INTEGER) }),
        );
      case 'number':
        return fc.oneof(fc.integer({ min: 0, max: 1000 }), fc.double({ min: s.minimum ?? -1e12, max: s.maximum ?? 1e12, noNaN: true }));
      case 'boolean':
        return fc.boolean();
      case 'array':
        return fc.array(valid(s.items, depth + 1), { maxLength: 3 });
      case 'string':
        if (/data|date|follow/i.test(String(s.description ?? '')) || s.format === 'date') {
          // The ends of the DATE column's range and just past them (year 0 is a leap year to JavaScript, not to MariaDB).
          return fc.oneof(
            fc.constant('2027-03-15'),
            fc.constantFrom('1000-01-01', '9999-12-31', '9999-11-30', '0999-12-31', '0000-02-29'),
            fc.string({ maxLength: 12 }),
          );
        }
        return fc.oneof(
          fc.string({ maxLength: Math.min(s.maxLength ?? 40, 40) }),
          fc.constantFrom('12-1', '1', 'https://example.com/hook', 'ana@example.com'),
        );
      default:
        if (s.properties && depth < 4) {
          const required = new Set<string>(s.required ?? []);
          const shape = Object.fromEntries(Object.entries<Schema>(s.properties).map(([k, v]) => [k, valid(v, depth + 1)]));
          return fc.record(shape, { requiredKeys: Object.keys(shape).filter((k) => required.has(k)) });
        }
        return oddValue();
    }
  };

  /** A valid value, or one mutated: a field replaced by an odd value, an unknown field, a huge array. */
  const mutated = (raw: Schema | undefined): fc.Arbitrary<unknown> =>
    fc.oneof(
      { weight: 3, arbitrary: valid(raw) },
      { weight: 2, arbitrary: oddValue() },
      {
        weight: 2,
        arbitrary: fc
          .tuple(valid(raw), fc.string({ maxLength: 12 }), oddValue())
          .map(([v, key, odd]) => (v && typeof v === 'object' && !Array.isArray(v) ? { ...v, [key || 'x']: odd } : v)),
      },
      {
        weight: 1,
        arbitrary: fc.tuple(valid(raw), fc.integer({ min: 501, max: 3000 })).map(([v, n]) => {
          if (!v || typeof v !== 'object' || Array.isArray(v)) return Array.from({ length: n }, () => v);
          const key = Object.keys(v).find((k) => Array.isArray((v as Record<string, unknown>)[k])) ?? 'itens';
          return { ...v, [key]: Array.from({ length: n }, (_, i) => i + 1) };
        }),
      },
      { weight: 1, arbitrary: fc.constant(JSON.parse('['.repeat(40) + ']'.repeat(40))) },
    );

  const pathValue = (): fc.Arbitrary<string> =>
    fc.oneof(
      fc.constantFrom(...ids.map(String)),
      fc.constantFrom(
        '0',
        '0x10',
        '1e1',
        '%201',
        '%2B1',
        '-1',
        '1.5',
        'abc',
        '12-1',
        '12-',
        '99999999999',
        '%E2%82%AC',
        '%zz',
        '9'.repeat(101),
      ),
      fc.integer({ min: 1, max: 10 ** 6 }).map(String),
    );

  const queryFor = (parameters: any[]): fc.Arbitrary<Record<string, string>> => {
    const query = parameters.filter((p) => p.in === 'query');
    const entries = query.map((p) =>
      fc.option(
        fc.oneof(
          valid(p.schema).map(String),
          oddValue().map((v) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''))),
        ),
        { nil: undefined },
      ),
    );
    return fc
      .tuple(fc.tuple(...entries), fc.option(fc.constantFrom('constructor', '__proto__', 'toString', 'zzz'), { nil: undefined }))
      .map(([values, unknown]) => {
        const out: Record<string, string> = {};
        query.forEach((p, i) => {
          if (values[i] !== undefined) out[p.name] = values[i] as string;
        });
        if (unknown) out[unknown] = '1';
        return out;
      });
  };

  it(
    'never answers 5xx, always the envelope on errors, only documented error statuses',
    async () => {
      const failures: string[] = [];
      let operations = 0;
      let sent = 0;
      for (const [path, item] of Object.entries<any>(doc.paths)) {
        if (!path.startsWith('/api/v1')) continue;
        for (const [method, op] of Object.entries<any>(item)) {
          const parameters = op.parameters ?? [];
          const bodySchema = op.requestBody?.content?.['application/json']?.schema;
          const pathParams = parameters.filter((p: any) => p.in === 'path').map((p: any) => p.name as string);
          operations++;
          const arbitrary = fc.record({
            params: fc.tuple(...pathParams.map(() => pathValue())),
            query: queryFor(parameters),
            body: bodySchema ? mutated(bodySchema) : fc.constant(undefined),
          });
          await fc
            .assert(
              fc.asyncProperty(arbitrary, async ({ params, query, body }) => {
                let url = path;
                pathParams.forEach((name: string, i: number) => (url = url.replace(`{${name}}`, String(params[i]))));
                const search = new URLSearchParams(query).toString();
                const res = await fetch(`${t.baseUrl}${url}${search ? `?${search}` : ''}`, {
                  method: method.toUpperCase(),
                  headers: { authorization: `Bearer ${token}`, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
                  body: body !== undefined ? JSON.stringify(body) : undefined,
                });
                const text = await res.text();
                sent++;
                const where = `${method.toUpperCase()} ${url}${search ? `?${search}` : ''} ${JSON.stringify(body)?.slice(0, 200)} -> ${res.status} ${text.slice(0, 200)}`;
                if (res.status >= 500) throw new Error(`5xx: ${where}`);
                if (!res.headers.get('x-request-id')) throw new Error(`no X-Request-Id: ${where}`);
                if (res.status >= 400) {
                  if (!ERROR_STATUSES.has(res.status) || !op.responses?.[String(res.status)])
                    throw new Error(`undocumented status: ${where}`);
                  const parsed = JSON.parse(text);
                  if (parsed.status !== 'error' || typeof parsed.message !== 'string' || !Array.isArray(parsed.errors))
                    throw new Error(`not the envelope: ${where}`);
                }
              }),
              { seed: SEED, numRuns: RUNS, endOnFailure: true },
            )
            .catch((error: Error) => {
              // The counterexample, and what the property found wrong (fast-check keeps it as the cause).
              const cause = (error as Error & { cause?: unknown }).cause;
              failures.push([...error.message.split('\n').slice(0, 3), cause instanceof Error ? cause.message : String(cause)].join('\n'));
            });
        }
      }
      expect(failures).toEqual([]);
      // Every operation got its FUZZ_RUNS cases (none skipped by a failure or a bad schema).
      expect(sent).toBeGreaterThanOrEqual(RUNS * operations);
    },
    TIMEOUT_MS,
  );
});
