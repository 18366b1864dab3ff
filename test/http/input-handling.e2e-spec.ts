import { startTestApp, TestApp } from '../support/harness';
import { OpenApiDocument, sampleFromSchema } from '../support/openapi-sample';

// Unknown input is ignored and named in `Ignored-Fields` (as ME Eventos ignores what it does not
// read), refused under `Prefer: handling=strict`; an empty JSON body is no body. Checked on the
// requests integrations send, then as properties of every operation of the OpenAPI document.
let t: TestApp;
let token: string;
let doc: OpenApiDocument;
beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
  ({ token } = await t.newAccount());
  doc = (await t.request('GET', '/docs-json')).body;
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const STRICT = { prefer: 'handling=strict' };
const ignoredOf = (res: { headers: Headers }) =>
  (res.headers.get('ignored-fields') ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
const codesOf = (res: { body: any }) => ((res.body?.errors ?? []) as { field?: string; code: string }[]).map((e) => `${e.field}:${e.code}`);

describe('lenient bodies and queries (the default)', () => {
  it('a web form lead with fields the endpoint does not know is created, and the answer names what it ignored', async () => {
    const res = await t.request('POST', '/api/v1/clients', {
      token,
      body: { nome: 'Ana Lima', email: 'ana@example.com', nomeresponsavel: 'Ana', origem_formulario: 'site' },
    });
    expect(res.status).toBe(201);
    expect(ignoredOf(res).sort()).toEqual(['nomeresponsavel', 'origem_formulario']);
    expect(res.body.data[0]).not.toHaveProperty('nomeresponsavel');
    expect(res.headers.get('preference-applied')).toBeNull();
    const view = await t.request('GET', `/api/v1/clients/${res.body.data[0].id}`, { token });
    expect(view.body.nome).toBe('Ana Lima');
    expect(view.body).not.toHaveProperty('origem_formulario');
  });

  it('names nested unknown fields by their path, and an array body by its element', async () => {
    const batch = await t.request('POST', '/api/v1/clients', {
      token,
      body: [{ nome: 'Bia' }, { nome: 'Caio', apelido: 'C' }],
    });
    expect(batch.status).toBe(201);
    expect(ignoredOf(batch)).toEqual(['[1].apelido']);

    const event = await t.request('POST', '/api/v1/events', { token, body: { nome: 'Festa', data_evento: '2027-05-01' } });
    const product = await t.request('POST', '/api/v1/products-services', { token, body: { nome: 'Buffet', valor: 10 } });
    const order = await t.request('POST', '/api/v1/orders', {
      token,
      body: { id_evento: event.body.data.id, itens: [{ id_produto: product.body.data.id, quantidade: 2, cor: 'azul' }] },
    });
    expect(order.status).toBe(201);
    expect(ignoredOf(order)).toEqual(['itens[0].cor']);
  });

  it('ignores unknown query parameters on a list and on a route that takes none', async () => {
    const list = await t.request('GET', '/api/v1/clients', { token, query: { limit: 5, utm_source: 'x', callback: 'y' } });
    expect(list.status).toBe(200);
    expect(list.body.pagination.page_size).toBe(5);
    expect(ignoredOf(list).sort()).toEqual(['callback', 'utm_source']);
    const account = await t.request('GET', '/api/v1/account', { token, query: { v: 2 } });
    expect(account.status).toBe(200);
    expect(ignoredOf(account)).toEqual(['v']);
  });

  it('still refuses wrong types, bad values and conflicting aliases, naming the ignored fields beside them', async () => {
    const res = await t.request('POST', '/api/v1/clients', { token, body: { nome: 7, extra: 1 } });
    expect(res.status).toBe(400);
    expect(codesOf(res)).toEqual(['nome:is_string']);
    expect(ignoredOf(res)).toEqual(['extra']);
    const conflict = await t.request('POST', '/api/v1/clients', { token, body: { nome: 'D', uf: 'SP', estado: 'RJ' } });
    expect(conflict.status).toBe(400);
    expect(codesOf(conflict)).toEqual(['estado:conflicting_alias']);
    const limit = await t.request('GET', '/api/v1/clients', { token, query: { limit: 500, extra: 1 } });
    expect(limit.status).toBe(400);
    expect(codesOf(limit)).toEqual(['limit:max']);
  });

  it('writes any name it ignored into the header safely (commas, spaces and accents percent-encoded)', async () => {
    const res = await t.request('POST', '/api/v1/clients', { token, body: { nome: 'E', 'observação, extra': 1, 'a b': 2 } });
    expect(res.status).toBe(201);
    expect(ignoredOf(res).sort()).toEqual(['a%20b', 'observa%C3%A7%C3%A3o%2C%20extra']);
  });

  it('refuses an object of more than 1,000 names in both modes (400 too_many_fields), before anything walks it', async () => {
    const body: Record<string, unknown> = { nome: 'G' };
    for (let i = 0; i < 50_000; i++) body[`a${i}`] = 0;
    for (const headers of [{}, STRICT]) {
      const res = await t.request('POST', '/api/v1/clients', { token, body, headers });
      expect([res.status, codesOf(res)]).toEqual([400, ['undefined:too_many_fields']]);
    }
  });

  it('keeps Ignored-Fields within 1 KiB, saying how many more it ignored', async () => {
    const body: Record<string, unknown> = { nome: 'H' };
    for (let i = 0; i < 40; i++) body[`${'x'.repeat(90)}${i}`] = i;
    const res = await t.request('POST', '/api/v1/clients', { token, body });
    expect(res.status).toBe(201);
    const header = res.headers.get('ignored-fields')!;
    expect(header.length).toBeLessThanOrEqual(1024 + 20);
    expect(header).toMatch(/, \(\d+ more\)$/);
    expect(res.headers.get('vary')).toMatch(/Prefer/);
  });

  it('names at most 50 fields, and says how many more it ignored', async () => {
    const body: Record<string, unknown> = { nome: 'F' };
    for (let i = 0; i < 60; i++) body[`campo${i}`] = i;
    const res = await t.request('POST', '/api/v1/clients', { token, body });
    expect(res.status).toBe(201);
    const named = ignoredOf(res);
    expect(named).toHaveLength(51);
    expect(named[50]).toBe('(10 more)');
  });
});

describe('Prefer: handling=strict', () => {
  it('refuses unknown fields and parameters with 400 unknown_field, nothing written, and says the preference was applied', async () => {
    const before = (await t.request('GET', '/api/v1/clients', { token, query: { search: 'Gil Strict' } })).body.pagination.total_data;
    const res = await t.request('POST', '/api/v1/clients', { token, headers: STRICT, body: { nome: 'Gil Strict', nomeresponsavel: 'x' } });
    expect(res.status).toBe(400);
    expect(codesOf(res)).toEqual(['nomeresponsavel:unknown_field']);
    expect(res.headers.get('preference-applied')).toBe('handling=strict');
    expect(res.headers.get('ignored-fields')).toBeNull();
    expect((await t.request('GET', '/api/v1/clients', { token, query: { search: 'Gil Strict' } })).body.pagination.total_data).toBe(before);

    const query = await t.request('GET', '/api/v1/clients', { token, headers: STRICT, query: { utm_source: 'x' } });
    expect(query.status).toBe(400);
    expect(codesOf(query)).toEqual(['utm_source:unknown_field']);
    const none = await t.request('GET', '/api/v1/account', { token, headers: STRICT, query: { v: 2 } });
    expect(none.status).toBe(400);
    expect(codesOf(none)).toEqual(['v:unknown_field']);
  });

  it('reads the preference among others, in any case, quoted, and in a second Prefer line; handling=lenient is applied and said too', async () => {
    for (const prefer of ['respond-async, handling=strict', 'HANDLING="strict"; x=1', 'return=minimal,handling=strict']) {
      const res = await t.request('POST', '/api/v1/clients', { token, headers: { prefer }, body: { nome: 'H', extra: 1 } });
      expect([prefer, res.status]).toEqual([prefer, 400]);
    }
    const lenient = await t.request('POST', '/api/v1/clients', {
      token,
      headers: { prefer: 'handling=lenient' },
      body: { nome: 'I', extra: 1 },
    });
    expect(lenient.status).toBe(201);
    expect(lenient.headers.get('preference-applied')).toBe('handling=lenient');
    const other = await t.request('POST', '/api/v1/clients', {
      token,
      headers: { prefer: 'return=minimal' },
      body: { nome: 'J', extra: 1 },
    });
    expect(other.status).toBe(201);
    expect(other.headers.get('preference-applied')).toBeNull();
  });
});

describe('every operation of the document', () => {
  const METHODS = ['get', 'post', 'put', 'delete', 'patch'];
  /** Every operation with a path where each parameter names something that does not exist (or a form it takes). */
  function operations() {
    const out: { method: string; path: string; url: string; op: any }[] = [];
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(item)) {
        if (!METHODS.includes(method)) continue;
        const url = path.replace(/\{gateway\}/, 'asaas').replace(/\{[^}]+\}/g, '999');
        out.push({ method: method.toUpperCase(), path, url, op });
      }
    }
    return out;
  }

  it('an empty body sent as application/json answers as no body at all, on every operation', async () => {
    const differ: string[] = [];
    let probed = 0;
    for (const { method, path, url } of operations()) {
      // GET and HEAD carry no body (Fastify reads none).
      if (method === 'GET') continue;
      probed++;
      const empty = await t.request(method, url, { token, rawBody: '', headers: { 'content-type': 'application/json' } });
      const none = await t.request(method, url, { token });
      if (empty.status !== none.status || JSON.stringify(codesOf(empty)) !== JSON.stringify(codesOf(none)))
        differ.push(`${method} ${path}: ${empty.status} ${empty.text.slice(0, 200)} against ${none.status}`);
    }
    expect(probed).toBeGreaterThan(25);
    expect(differ).toEqual([]);
  }, 120_000);

  it('every write takes an unknown field, naming it in Ignored-Fields, and refuses it under Prefer: handling=strict', async () => {
    const wrong: string[] = [];
    let probed = 0;
    for (const { method, path, url, op } of operations()) {
      const media = op.requestBody?.content?.['application/json'];
      // A gateway's return is refused by its URL's key before its body is read (its own tests cover it).
      if (!media || path.startsWith('/api/v1/financial/gateway/{gateway}/')) continue;
      probed++;
      const sample = structuredClone(
        media.example ?? Object.values<any>(media.examples ?? {})[0]?.value ?? sampleFromSchema(doc, media.schema),
      );
      const target = Array.isArray(sample) ? sample[0] : sample;
      if (typeof target !== 'object' || target === null) {
        wrong.push(`${method} ${path}: no object body to add a field to`);
        continue;
      }
      const success = Object.entries<any>(op.responses).find(([status]) => /^2/.test(status))?.[1];
      if (!success?.headers?.['Ignored-Fields']) wrong.push(`${method} ${path}: its success answer does not document Ignored-Fields`);
      target.campo_desconhecido = 'x';
      const field = Array.isArray(sample) ? '[0].campo_desconhecido' : 'campo_desconhecido';
      const lenient = await t.request(method, url, { token, body: sample });
      if (codesOf(lenient).some((c) => c.endsWith(':unknown_field')) || !ignoredOf(lenient).includes(field))
        wrong.push(`${method} ${path} (lenient): ${lenient.status} ${ignoredOf(lenient)} ${lenient.text.slice(0, 200)}`);
      const strict = await t.request(method, url, { token, body: sample, headers: STRICT });
      if (strict.status !== 400 || !codesOf(strict).includes(`${field}:unknown_field`))
        wrong.push(`${method} ${path} (strict): ${strict.status} ${strict.text.slice(0, 200)}`);
    }
    expect(probed).toBeGreaterThan(20);
    expect(wrong).toEqual([]);
  }, 120_000);

  it('every read takes an unknown query parameter, naming it, and refuses it under Prefer: handling=strict', async () => {
    const wrong: string[] = [];
    let probed = 0;
    for (const { method, path, url, op } of operations()) {
      if (method !== 'GET' || op.security?.length === 0) continue;
      probed++;
      const lenient = await t.request(method, url, { token, query: { parametro_desconhecido: 1 } });
      if (codesOf(lenient).some((c) => c.endsWith(':unknown_field')) || !ignoredOf(lenient).includes('parametro_desconhecido'))
        wrong.push(`${path} (lenient): ${lenient.status} ${lenient.text.slice(0, 200)}`);
      const strict = await t.request(method, url, { token, query: { parametro_desconhecido: 1 }, headers: STRICT });
      if (strict.status !== 400 || !codesOf(strict).includes('parametro_desconhecido:unknown_field'))
        wrong.push(`${path} (strict): ${strict.status} ${strict.text.slice(0, 200)}`);
    }
    expect(probed).toBeGreaterThan(30);
    expect(wrong).toEqual([]);
  }, 120_000);
});
