import { countRows } from '../support/db-probes';
import { startTestApp, TestApp } from '../support/harness';
import { orderFactories } from '../support/order-factories';

// Inputs that once answered 500 or were misread: each answers 400 naming the field, checked in
// the shared validation pipe, the shared decimal validator and the ID pipe.
describe('input hardening', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  async function setup() {
    const { accountId, token } = await t.newAccount();
    const f = orderFactories(t, accountId);
    const event = await f.event();
    const product = await f.product();
    const client = await f.client();
    return { accountId, token, event, product, client, f };
  }

  const expectBadRequest = (res: { status: number; body: any; headers: Headers }, field: string | undefined, code?: string) => {
    expect(res.status).toBe(400);
    expect(res.body.status).toBe('error');
    expect(res.headers.get('x-request-id')).toBeTruthy();
    const match = res.body.errors.find((e: { field?: string }) => e.field === field);
    expect(match).toBeDefined();
    if (code) expect(match.code).toBe(code);
  };

  describe('numbers in exponent form', () => {
    it.each([
      ['quantidade', 1e-7],
      ['ndias', 1e-21],
      ['valor', 1e-20],
      ['valorcusto', 5e-324],
    ])('refuses %s = %p with 400 decimal places, not 500', async (field, value) => {
      const s = await setup();
      const res = await t.request('POST', '/api/v1/orders', {
        token: s.token,
        rawBody: `{"id_evento":${s.event.id},"itens":[{"id_produto":${s.product.id},"${field}":${value}}]}`,
        headers: { 'content-type': 'application/json' },
      });
      // Its own code: a number with too many decimals is not a wrong type.
      expectBadRequest(res, `itens[0].${field}`, 'max_decimal_places');
      expect(res.body.errors[0].message).toMatch(/decimal places/);
    });

    it('refuses 1e300 as over the maximum and accepts 1.5E+2 as 150', async () => {
      const s = await setup();
      const big = await t.request('POST', '/api/v1/orders', {
        token: s.token,
        rawBody: `{"id_evento":${s.event.id},"itens":[{"id_produto":${s.product.id},"quantidade":1e300}]}`,
        headers: { 'content-type': 'application/json' },
      });
      expectBadRequest(big, 'itens[0].quantidade', 'max');
      const ok = await t.request('POST', '/api/v1/orders', {
        token: s.token,
        rawBody: `{"id_evento":${s.event.id},"itens":[{"id_produto":${s.product.id},"valor":1.5E+2}]}`,
        headers: { 'content-type': 'application/json' },
      });
      expect(ok.status).toBe(201);
      expect(ok.body.data.itens[0].valor).toBe(150);
    });

    it('says a string not in plain decimal form in a number field "must be a number"', async () => {
      const s = await setup();
      const res = await t.request('POST', '/api/v1/orders', {
        token: s.token,
        body: { id_evento: s.event.id, itens: [{ id_produto: s.product.id, quantidade: '3e0' }] },
      });
      expectBadRequest(res, 'itens[0].quantidade');
      expect(res.body.errors[0].message).toBe('itens[0].quantidade must be a number');
    });

    it('refuses exponent-form money in budgets and edits too', async () => {
      const s = await setup();
      const budget = await t.request('POST', '/api/v1/budgets', {
        token: s.token,
        rawBody: `{"itens":[{"idproduto":${s.product.id},"tipo":"produto","desconto":1e-9}]}`,
        headers: { 'content-type': 'application/json' },
      });
      expectBadRequest(budget, 'itens[0].desconto');
      const created = await t.request('POST', '/api/v1/orders', {
        token: s.token,
        body: { id_evento: s.event.id, itens: [{ id_produto: s.product.id }] },
      });
      const edit = await t.request('PUT', `/api/v1/orders/${created.body.data.idpedido}`, {
        token: s.token,
        rawBody: `{"itens":[{"id":${created.body.data.itens[0].id},"valorvenda":2e-10}]}`,
        headers: { 'content-type': 'application/json' },
      });
      expectBadRequest(edit, 'itens[0].valorvenda');
    });
  });

  describe('array bounds', () => {
    it('refuses 501 items on create, edit, delete-items and budgets with 400 too_many_items, writing nothing', async () => {
      const s = await setup();
      const created = await t.request('POST', '/api/v1/orders', {
        token: s.token,
        body: { id_evento: s.event.id, itens: [{ id_produto: s.product.id }] },
      });
      const orderId = created.body.data.idpedido;
      const itemId = created.body.data.itens[0].id;
      const many = <T>(make: (i: number) => T) => Array.from({ length: 501 }, (_, i) => make(i));
      const cases: [string, string, unknown][] = [
        ['POST', '/api/v1/orders', { id_evento: s.event.id, itens: many(() => ({ id_produto: s.product.id })) }],
        ['PUT', `/api/v1/orders/${orderId}`, { itens: many(() => ({ id: itemId, quantidade: 2 })) }],
        ['DELETE', `/api/v1/orders/${orderId}/items`, { itens: many((i) => i + 1) }],
        ['POST', '/api/v1/budgets', { itens: many(() => ({ idproduto: s.product.id, tipo: 'produto' })) }],
      ];
      for (const [method, path, body] of cases) {
        const res = await t.request(method, path, { token: s.token, body });
        expectBadRequest(res, 'itens', 'too_many_items');
      }
      expect(await countRows(t, 'order_items', s.accountId)).toBe(1);
      expect(await countRows(t, 'budgets', s.accountId)).toBe(0);
    });

    it('refuses 20000 entries without a 500 (SQLite variable limit never reached)', async () => {
      const s = await setup();
      const created = await t.request('POST', '/api/v1/orders', {
        token: s.token,
        body: { id_evento: s.event.id, itens: [{ id_produto: s.product.id }] },
      });
      const res = await t.request('DELETE', `/api/v1/orders/${created.body.data.idpedido}/items`, {
        token: s.token,
        body: { itens: Array.from({ length: 20000 }, (_, i) => i + 1) },
      });
      expectBadRequest(res, 'itens', 'too_many_items');
    });

    it('refuses a webhook events array longer than the list of kinds', async () => {
      const s = await setup();
      const res = await t.request('POST', '/api/v1/webhooks', {
        token: s.token,
        body: { url: 'http://127.0.0.1:9/x', events: Array.from({ length: 200 }, () => 'customer_created') },
      });
      expectBadRequest(res, 'events', 'too_many_items');
    });
  });

  describe('integer bounds', () => {
    it('refuses ordem above 1000000000 and keeps the next automatic ordem in the column', async () => {
      const s = await setup();
      const over = await t.request('POST', '/api/v1/orders', {
        token: s.token,
        body: { id_evento: s.event.id, itens: [{ id_produto: s.product.id, ordem: 2_147_483_647 }] },
      });
      expectBadRequest(over, 'itens[0].ordem', 'max');
      const top = await t.request('POST', '/api/v1/orders', {
        token: s.token,
        body: { id_evento: s.event.id, itens: [{ id_produto: s.product.id, ordem: 1_000_000_000 }] },
      });
      expect(top.status).toBe(201);
      const next = await t.request('POST', '/api/v1/orders', {
        token: s.token,
        body: {
          id_evento: s.event.id,
          idpedido: top.body.data.idpedido,
          itens: [{ id_produto: s.product.id }, { id_produto: s.product.id }],
        },
      });
      expect(next.status).toBe(201);
      const list = await t.request('GET', '/api/v1/orders', {
        token: s.token,
        query: { idpedido: top.body.data.idpedido, field_sort: 'ordem' },
      });
      expect(list.body.data.map((i: { ordem: number }) => i.ordem)).toEqual([1_000_000_000, 1_000_000_001, 1_000_000_002]);
    });

    it.each([
      ['POST', '/api/v1/orders', () => ({ id_evento: 2_147_483_648 }), 'id_evento'],
      ['POST', '/api/v1/budgets', () => ({ id_cliente: 1e10 }), 'id_cliente'],
      // eslint-disable-next-line no-loss-of-precision -- a number past 2^53, as a client's JSON can carry one
      ['POST', '/api/v1/guests', () => ({ id_evento: 9_007_199_254_740_993, nome: 'Ana' }), 'id_evento'],
    ])('refuses an integer beyond its column: %s %s', async (method, path, body, field) => {
      const s = await setup();
      const res = await t.request(method, path, { token: s.token, body: body() });
      expectBadRequest(res, field, 'max');
    });
  });

  describe('date bounds (the DATE column holds 1000-01-01 to 9999-12-31)', () => {
    it.each(['0000-02-29', '0000-01-01', '0999-12-31'])('refuses %s in bodies and queries with 400 invalid_date, not 500', async (date) => {
      const s = await setup();
      const event = await t.request('POST', '/api/v1/events', { token: s.token, body: { nome: 'Festa', data_evento: date } });
      expectBadRequest(event, 'data_evento', 'invalid_date');
      expect(event.body.errors[0].message).toBe('data_evento must be a date from 1000-01-01 to 9999-12-31');
      const entry = await t.request('POST', '/api/v1/financial', {
        token: s.token,
        body: { tipo: 'receita', descricao: 'x', valor: 10, data_vencimento: date },
      });
      expectBadRequest(entry, 'data_vencimento', 'invalid_date');
      const budget = await t.request('POST', '/api/v1/budgets', { token: s.token, body: { lastFollowUp: date } });
      expectBadRequest(budget, 'lastFollowUp', 'invalid_date');
      expectBadRequest(
        await t.request('GET', '/api/v1/events', { token: s.token, query: { data_inicio: date } }),
        'data_inicio',
        'invalid_date',
      );
      expect(await countRows(t, 'financial_entries', s.accountId)).toBe(0);
    });

    it('takes the first and the last day of the range', async () => {
      const s = await setup();
      for (const date of ['1000-01-01', '9999-12-31']) {
        const res = await t.request('POST', '/api/v1/events', { token: s.token, body: { nome: 'Festa', data_evento: date } });
        expect(res.status).toBe(201);
        expect(res.body.data.data_evento).toBe(date);
      }
    });

    it('refuses an installment plan whose last due date would pass 9999-12-31 (400 on parcelas), writing nothing', async () => {
      const s = await setup();
      const res = await t.request('POST', '/api/v1/financial', {
        token: s.token,
        body: { tipo: 'receita', descricao: 'x', valor: 100, data_vencimento: '9999-11-30', parcelas: 3 },
      });
      expectBadRequest(res, 'parcelas', 'out_of_range');
      expect(await countRows(t, 'financial_entries', s.accountId)).toBe(0);
      const fits = await t.request('POST', '/api/v1/financial', {
        token: s.token,
        body: { tipo: 'receita', descricao: 'x', valor: 100, data_vencimento: '9999-10-31', parcelas: 3 },
      });
      expect(fits.status).toBe(201);
      expect(fits.body.data.map((e: { data_vencimento: string }) => e.data_vencimento)).toEqual(['9999-10-31', '9999-11-30', '9999-12-31']);
    });
  });

  describe('nesting, strings and prototype names', () => {
    it('refuses a body nested deeper than 16 levels with 400 too_deep', async () => {
      const s = await setup();
      const deep = '['.repeat(20000) + ']'.repeat(20000);
      const res = await t.request('POST', '/api/v1/clients', {
        token: s.token,
        rawBody: `{"nome":"Ana","observacoes":${deep}}`,
        headers: { 'content-type': 'application/json' },
      });
      expectBadRequest(res, 'observacoes' + '[0]'.repeat(15), 'too_deep');
    });

    it('refuses a lone UTF-16 surrogate in an e-mail with 400, not a validator crash', async () => {
      const s = await setup();
      for (const [path, body] of [
        ['/api/v1/clients', '{"nome":"Ana","email":"\\ud800@example.com"}'],
        ['/api/v1/guests', `{"id_evento":${s.event.id},"nome":"Ana","email":"a\\udc00@example.com"}`],
      ]) {
        const res = await t.request('POST', path, { token: s.token, rawBody: body, headers: { 'content-type': 'application/json' } });
        expectBadRequest(res, 'email', 'invalid_string');
      }
    });

    it.each(['constructor', 'toString', 'hasOwnProperty', '__proto__'])('refuses the query parameter %s as unknown', async (name) => {
      const s = await setup();
      const res = await t.request('GET', `/api/v1/clients?${name}=1`, { token: s.token });
      expectBadRequest(res, name, 'unknown_field');
    });

    it('refuses constructor as a body field', async () => {
      const s = await setup();
      const res = await t.request('POST', '/api/v1/events', {
        token: s.token,
        body: { nome: 'Festa', data_evento: '2027-01-10', constructor: 1 },
      });
      expectBadRequest(res, 'constructor', 'unknown_field');
    });
  });

  describe('null and the wrong container', () => {
    it('refuses a top-level null body (400) and creates nothing', async () => {
      const s = await setup();
      for (const path of ['/api/v1/budgets', '/api/v1/orders', '/api/v1/events', '/api/v1/webhooks']) {
        const res = await t.request('POST', path, { token: s.token, rawBody: 'null', headers: { 'content-type': 'application/json' } });
        expect(res.status).toBe(400);
        expect(res.body.errors[0]).toMatchObject({ code: 'invalid_type' });
      }
      expect(await countRows(t, 'budgets', s.accountId)).toBe(0);
    });

    it('refuses an array where the body object is expected', async () => {
      const s = await setup();
      const res = await t.request('POST', '/api/v1/budgets', { token: s.token, body: [] });
      expect(res.status).toBe(400);
      expect(res.body.errors[0]).toMatchObject({ code: 'invalid_type' });
    });

    it('refuses an empty array in place of an item object', async () => {
      const s = await setup();
      const res = await t.request('POST', '/api/v1/orders', { token: s.token, body: { id_evento: s.event.id, itens: [[]] } });
      expectBadRequest(res, 'itens[0]', 'invalid_type');
      const edit = await t.request('PUT', '/api/v1/orders/1', { token: s.token, body: { itens: [[], 'x'] } });
      expectBadRequest(edit, 'itens[1]', 'invalid_type');
    });

    it('refuses null for optional fields the API does not document as nullable (itens on create)', async () => {
      const s = await setup();
      const res = await t.request('POST', '/api/v1/orders', { token: s.token, body: { id_evento: s.event.id, itens: null } });
      expectBadRequest(res, 'itens', 'not_nullable');
      expect(await countRows(t, 'orders', s.accountId)).toBe(0);
      const item = await t.request('POST', '/api/v1/orders', {
        token: s.token,
        body: { id_evento: s.event.id, itens: [{ id_produto: s.product.id, nome: null }] },
      });
      expectBadRequest(item, 'itens[0].nome', 'not_nullable');
    });

    it.each([['url'], ['active'], ['events']])('refuses webhook %s = null on update (400, the row unchanged)', async (field) => {
      const s = await setup();
      const created = await t.request('POST', '/api/v1/webhooks', {
        token: s.token,
        body: { url: 'http://127.0.0.1:9/x', events: ['customer_created'] },
      });
      expect(created.status).toBe(201);
      const res = await t.request('PUT', `/api/v1/webhooks/${created.body.data.id}`, { token: s.token, body: { [field]: null } });
      expectBadRequest(res, field, 'not_nullable');
      const view = await t.request('GET', `/api/v1/webhooks/${created.body.data.id}`, { token: s.token });
      expect(view.body).toMatchObject({ url: 'http://127.0.0.1:9/x', active: true, events: ['customer_created'] });
    });

    it('still takes null where the API documents it (descricao on edit clears it)', async () => {
      const s = await setup();
      const created = await t.request('POST', '/api/v1/orders', {
        token: s.token,
        body: { id_evento: s.event.id, itens: [{ id_produto: s.product.id, descricao: 'com toalha' }] },
      });
      const res = await t.request('PUT', `/api/v1/orders/${created.body.data.idpedido}`, {
        token: s.token,
        body: { itens: [{ id: created.body.data.itens[0].id, descricao: null }] },
      });
      expect(res.status).toBe(200);
      expect(res.body.data[0].descricao).toBeNull();
    });
  });

  describe('identifiers and integer query parameters are digits only', () => {
    it.each(['0x10', '1e1', '%201', '%2B1', '1.0', '-1', '01x'])('refuses path ID %s with 400 invalid_id', async (raw) => {
      const s = await setup();
      for (const path of [`/api/v1/clients/${raw}`, `/api/v1/budgets/${raw}`, `/api/v1/events/${raw}`, `/api/v1/webhooks/${raw}`]) {
        const res = await t.request('GET', path, { token: s.token });
        expectBadRequest(res, 'id', 'invalid_id');
      }
    });

    it.each(['%201', '%2B1', '1%20', '%091', '0x1', '1e0'])(
      'reads order path ID %s as sent (no trimming): 400, order untouched',
      async (raw) => {
        const s = await setup();
        const created = await t.request('POST', '/api/v1/orders', {
          token: s.token,
          body: { id_evento: s.event.id, itens: [{ id_produto: s.product.id }] },
        });
        expect(created.status).toBe(201);
        const { idpedido, itens } = created.body.data;
        const spelled = raw.replace('1', String(idpedido));
        const item = raw.replace('1', String(itens[0].id));
        expect((await t.request('GET', `/api/v1/orders/${item}`, { token: s.token })).status).toBe(400);
        expect(
          (await t.request('PUT', `/api/v1/orders/${spelled}`, { token: s.token, body: { itens: [{ id: itens[0].id, descricao: 'x' }] } }))
            .status,
        ).toBe(400);
        expect(
          (await t.request('DELETE', `/api/v1/orders/${spelled}/items`, { token: s.token, body: { itens: [itens[0].id] } })).status,
        ).toBe(400);
        expect((await t.request('DELETE', `/api/v1/orders/${spelled}`, { token: s.token })).status).toBe(400);
        const still = await t.request('GET', `/api/v1/orders/${itens[0].id}`, { token: s.token });
        expect(still.status).toBe(200);
        expect(still.body.descricao).toBeNull();
      },
    );

    it.each([' 1', '1 ', '+1', ' 1-1'])('refuses idpedido %p in a body with 400 instead of adding to that order', async (raw) => {
      const s = await setup();
      const created = await t.request('POST', '/api/v1/orders', { token: s.token, body: { id_evento: s.event.id } });
      const idpedido = raw.replace('1', String(created.body.data.idpedido));
      const res = await t.request('POST', '/api/v1/orders', {
        token: s.token,
        body: { id_evento: s.event.id, idpedido, itens: [{ id_produto: s.product.id }] },
      });
      expectBadRequest(res, 'idpedido');
      expect(await countRows(t, 'order_items', s.accountId)).toBe(0);
    });

    it('does not delete budget 16 for DELETE /budgets/0x10', async () => {
      const s = await setup();
      const created = await t.request('POST', '/api/v1/budgets', { token: s.token, body: {} });
      const hex = `0x${created.body.data.id.toString(16)}`;
      const res = await t.request('DELETE', `/api/v1/budgets/${hex}`, { token: s.token });
      expectBadRequest(res, 'id', 'invalid_id');
      expect((await t.request('GET', `/api/v1/budgets/${created.body.data.id}`, { token: s.token })).status).toBe(200);
    });

    it.each([
      ['limit', '0x10'],
      ['page', '1e3'],
      ['page', '%201'],
      ['limit', '%2B5'],
      ['page', '1.0'],
    ])('refuses %s=%s with 400 "must be an integer"', async (name, raw) => {
      const s = await setup();
      const res = await t.request('GET', `/api/v1/clients?${name}=${raw}`, { token: s.token });
      expectBadRequest(res, name);
      expect(res.body.errors.find((e: { field: string }) => e.field === name).message).toMatch(/must be an integer/);
    });

    it.each([
      ['/api/v1/clients?page=1&page=2', 'page'],
      ['/api/v1/orders?idevento=1&idevento=1', 'idevento'],
      ['/api/v1/financial?sort=asc&sort=desc', 'sort'],
    ])('says a parameter sent twice is repeated, not a wrong type (%s)', async (path, name) => {
      const s = await setup();
      const res = await t.request('GET', path, { token: s.token });
      expectBadRequest(res, name, 'repeated_parameter');
      expect(res.body.errors).toHaveLength(1);
      expect(res.body.errors[0].message).toBe(`${name} is sent 2 times; send it once`);
    });

    it('keeps an unknown parameter sent twice unknown, and reports the other problems beside a repeated one', async () => {
      const s = await setup();
      const unknown = await t.request('GET', '/api/v1/orders?search=a&search=b', {
        token: s.token,
        headers: { prefer: 'handling=strict' },
      });
      expectBadRequest(unknown, 'search', 'unknown_field');
      expect(unknown.body.errors).toHaveLength(1);
      // By default it is ignored as any unknown parameter is, however often it is sent.
      const ignored = await t.request('GET', `/api/v1/orders?search=a&search=b&idevento=${s.event.id}`, { token: s.token });
      expect(ignored.status).toBe(200);
      expect(ignored.headers.get('ignored-fields')).toBe('search');
      const both = await t.request('GET', '/api/v1/clients?page=1&page=1&limit=500', { token: s.token });
      expect(both.body.errors.map((e: { field: string; code: string }) => `${e.field}:${e.code}`).sort()).toEqual([
        'limit:max',
        'page:repeated_parameter',
      ]);
    });

    it('says idevento=abc "must be an integer", not "must not be less than 1"', async () => {
      const s = await setup();
      const res = await t.request('GET', '/api/v1/orders?idevento=abc', { token: s.token });
      expectBadRequest(res, 'idevento', 'is_int');
      expect(res.body.errors[0].message).toBe('idevento must be an integer number');
    });

    it('still reads plain digits (limit=5, page=2, idevento=<id>)', async () => {
      const s = await setup();
      const res = await t.request('GET', `/api/v1/orders?limit=5&page=2&idevento=${s.event.id}`, { token: s.token });
      expect(res.status).toBe(200);
      expect(res.body.pagination).toMatchObject({ page: 2, page_size: 5 });
    });
  });

  describe('the OpenAPI document bounds every input', () => {
    it('gives every request array a maxItems and every integer a maximum within INT', async () => {
      const doc = (await t.request('GET', '/docs-json')).body;
      const problems: string[] = [];
      const visit = (schema: any, where: string, seen: Set<string>) => {
        if (!schema || typeof schema !== 'object') return;
        if (schema.$ref) {
          const name = schema.$ref.split('/').pop();
          if (seen.has(name)) return;
          seen.add(name);
          visit(doc.components.schemas[name], name, seen);
          return;
        }
        for (const alt of [...(schema.oneOf ?? []), ...(schema.allOf ?? []), ...(schema.anyOf ?? [])]) visit(alt, where, seen);
        if (schema.type === 'array') {
          if (schema.maxItems === undefined) problems.push(`${where}: array without maxItems`);
          visit(schema.items, `${where}[]`, seen);
        }
        if (schema.type === 'integer' && !(schema.maximum <= 2_147_483_647)) problems.push(`${where}: integer without a maximum`);
        for (const [key, prop] of Object.entries(schema.properties ?? {})) visit(prop, `${where}.${key}`, seen);
      };
      for (const [path, item] of Object.entries<any>(doc.paths)) {
        for (const [method, op] of Object.entries<any>(item)) {
          const body = op.requestBody?.content?.['application/json']?.schema;
          if (body) visit(body, `${method} ${path}`, new Set());
          for (const p of op.parameters ?? []) {
            if (p.schema?.type === 'integer' || (p.in === 'path' && p.schema?.type === 'number')) {
              if (!(p.schema.maximum <= 2_147_483_647)) problems.push(`${method} ${path} ${p.in}:${p.name}: integer without a maximum`);
            }
          }
        }
      }
      expect(problems).toEqual([]);
    });
  });
});
