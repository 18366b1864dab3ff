import { connect } from 'node:net';

import { startTestApp, TestApp } from '../support/harness';

// Refusals made by Node's HTTP parser and Fastify's router, before any Nest code runs, answer in
// the one envelope with an X-Request-Id like every other response.
describe('framework-level refusals', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp();
    ({ token } = await t.newAccount());
  });
  afterAll(async () => {
    await t.close();
  });

  /** Sends bytes as they are (fetch would encode or refuse them) and parses the answer. */
  function raw(request: Buffer | string): Promise<{ status: number; headers: Record<string, string>; body: any; text: string }> {
    const { port } = new URL(t.baseUrl);
    return new Promise((resolve, reject) => {
      // Written without half-closing: every request says `Connection: close`, so the server ends it.
      const socket = connect(Number(port), '127.0.0.1', () => socket.write(request));
      const chunks: Buffer[] = [];
      socket.on('data', (c) => chunks.push(c));
      socket.on('error', reject);
      socket.on('close', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        const [head, ...rest] = text.split('\r\n\r\n');
        const [statusLine, ...lines] = head.split('\r\n');
        const headers = Object.fromEntries(
          lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]),
        );
        const bodyText = rest.join('\r\n\r\n');
        let body: unknown;
        try {
          body = JSON.parse(bodyText);
        } catch {
          body = undefined;
        }
        resolve({ status: Number(statusLine.split(' ')[1]), headers, body, text });
      });
    });
  }
  const auth = () => `Authorization: Bearer ${token}\r\n`;

  const expectEnvelope = (res: { headers: Record<string, string>; body: any }, code: string) => {
    expect(res.body).toMatchObject({ status: 'error', message: expect.any(String), errors: [expect.objectContaining({ code })] });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
  };

  it('answers an unencoded accented letter in the query with 400 in the envelope', async () => {
    const res = await raw(
      Buffer.concat([
        Buffer.from('GET /api/v1/clients?search=jos'),
        Buffer.from('é', 'utf8'),
        Buffer.from(` HTTP/1.1\r\nHost: x\r\n${auth()}Connection: close\r\n\r\n`),
      ]),
    );
    expect(res.status).toBe(400);
    expectEnvelope(res, 'malformed_request');
  });

  it('answers a path parameter over 100 characters with 414 without echoing the URL', async () => {
    const long = '7'.repeat(150);
    for (const path of [`/api/v1/clients/${long}`, `/api/v1/orders/${long}/items`]) {
      const res = await raw(`GET ${path} HTTP/1.1\r\nHost: x\r\n${auth()}Connection: close\r\n\r\n`);
      expect(res.status).toBe(414);
      expectEnvelope(res, 'uri_too_long');
      expect(res.text).not.toContain(long);
    }
  });

  it('answers a request line over 16 KiB with 431 in the envelope', async () => {
    const res = await raw(`GET /api/v1/clients?search=${'a'.repeat(17_000)} HTTP/1.1\r\nHost: x\r\n${auth()}Connection: close\r\n\r\n`);
    expect(res.status).toBe(431);
    expectEnvelope(res, 'header_too_large');
  });

  it('answers headers over 16 KiB with 431 in the envelope', async () => {
    const res = await raw(`GET /api/v1/clients HTTP/1.1\r\nHost: x\r\n${auth()}X-Big: ${'b'.repeat(17_000)}\r\nConnection: close\r\n\r\n`);
    expect(res.status).toBe(431);
    expectEnvelope(res, 'header_too_large');
  });

  it.each([
    ['a malformed header line', `GET /api/v1/clients HTTP/1.1\r\nHost: x\r\nBad Header\r\nConnection: close\r\n\r\n`],
    ['a non-numeric Content-Length', `GET /api/v1/clients HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\nConnection: close\r\n\r\n`],
    ['an unknown method', `FOO /api/v1/clients HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`],
  ])('answers %s with 400 in the envelope', async (_name, request) => {
    const res = await raw(request);
    expect(res.status).toBe(400);
    expectEnvelope(res, 'malformed_request');
  });

  it('answers a path that is not valid percent-encoding with 400 invalid_url', async () => {
    const res = await raw(`GET /api/v1/clients/%zz HTTP/1.1\r\nHost: x\r\n${auth()}Connection: close\r\n\r\n`);
    expect(res.status).toBe(400);
    expectEnvelope(res, 'invalid_url');
    expect(res.text).not.toContain('%zz');
  });

  it('answers a path outside the Swagger UI files with 404, not 500', async () => {
    const res = await raw(`GET /docs/../../etc/passwd HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
    expect(res.status).toBe(404);
    expectEnvelope(res, 'route_not_found');
  });

  it('calls an unknown token unknown, not malformed; a header without a token stays malformed', async () => {
    const unknown = await t.request('GET', '/api/v1/clients', { headers: { authorization: 'Bearer nope' } });
    expect(unknown.status).toBe(401);
    expect(unknown.body.message).toBe('Unknown or revoked API token');
    expect(unknown.headers.get('www-authenticate')).toBe('Bearer');
    const malformed = await t.request('GET', '/api/v1/clients', { headers: { authorization: 'Bearer a b' } });
    expect(malformed.status).toBe(401);
    expect(malformed.body.message).toMatch(/Malformed/);
  });

  it('lists only the fields of the query type in a field_sort error', async () => {
    const orders = await t.request('GET', '/api/v1/orders', { token, query: { field_sort: 'zzz' } });
    expect(orders.status).toBe(400);
    expect(orders.body.errors[0].message).toContain('numero_pedido');
    expect(orders.body.errors[0].message).not.toContain('nome_produto');
    const budget = await t.request('GET', '/api/v1/orders', { token, query: { idorcamento: 1, field_sort: 'numero_pedido' } });
    expect(budget.status).toBe(400);
    expect(budget.body.errors[0].message).toContain('nome_produto');
    expect(budget.body.errors[0].message).not.toContain('numero_pedido');
  });

  it('documents 408 and 431 on every operation and 414 on those with a path parameter', async () => {
    const doc = (await t.request('GET', '/docs-json')).body;
    for (const [path, item] of Object.entries<any>(doc.paths)) {
      for (const op of Object.values<any>(item)) {
        expect(op.responses['408']).toBeDefined();
        expect(op.responses['431']).toBeDefined();
        if (path.includes('{')) expect(op.responses['414']).toBeDefined();
      }
    }
  });

  it('documents, on every operation, what it answers to an unknown query parameter, a body that is not JSON and a body over the limit', async () => {
    const doc = (await t.request('GET', '/docs-json')).body;
    const big = JSON.stringify({ x: 'a'.repeat(1024 * 1024) });
    const undocumented: string[] = [];
    for (const [path, item] of Object.entries<any>(doc.paths)) {
      const url = path.replace(/\{[^}]+\}/g, path.includes('/gateway') ? 'asaas' : '1');
      for (const [method, op] of Object.entries<any>(item)) {
        const probes: [string, Parameters<TestApp['request']>[2]][] = [['unknown query parameter', { token, query: { zzz: '1' } }]];
        if (method !== 'get') {
          probes.push(['text/plain body', { token, rawBody: 'x', headers: { 'content-type': 'text/plain' } }]);
          probes.push(['body over the limit', { token, rawBody: big, headers: { 'content-type': 'application/json' } }]);
        }
        for (const [what, options] of probes) {
          const res = await t.request(method.toUpperCase(), url, options);
          expect(res.headers.get('x-request-id')).toBeTruthy();
          if (res.status >= 400) expect(res.body.status).toBe('error');
          if (!op.responses[String(res.status)]) undocumented.push(`${method.toUpperCase()} ${path}, ${what}: ${res.status}`);
        }
      }
    }
    expect(undocumented).toEqual([]);
  });
});
