import { jest } from '@jest/globals';

import { cpfCheckDigits } from '../../src/common/documento.rules';
import { REDACTED, SECRET_PATH_SEGMENTS } from '../../src/common/http/log-redaction';
import { registry } from '../../src/metrics/metrics';
import { startTestApp, TestApp } from '../support/harness';

/**
 * The access log at LOG_LEVEL=log (the default of a deployment), read as the operator reads it:
 * every line the process writes while requests carry a CPF, an e-mail, a phone, a gateway
 * return-URL key and a proposal token. None of those values may be in a line; the route templates
 * and the parameters' names must be, so that the log still says what was asked.
 */
describe('logs keep no secret or personal value of a request', () => {
  let t: TestApp;
  let lines: string[] = [];
  const writes: jest.SpiedFunction<typeof process.stdout.write>[] = [];

  beforeAll(async () => {
    // METRICS_PORT: the HTTP metrics are collected, so that their labels can be read too.
    t = await startTestApp({ LOG_LEVEL: 'log', METRICS_PORT: '0' });
    for (const stream of [process.stdout, process.stderr]) {
      const original = stream.write.bind(stream);
      writes.push(
        jest.spyOn(stream, 'write').mockImplementation(((chunk: string | Uint8Array, ...rest: never[]) => {
          lines.push(...String(chunk).split('\n').filter(Boolean));
          // Only what the service writes is kept from the test's output.
          return typeof chunk === 'string' && chunk.includes('"context":"HTTP"') ? true : original(chunk, ...rest);
        }) as typeof stream.write),
      );
    }
  });
  afterAll(async () => {
    for (const w of writes) w.mockRestore();
    await t.close();
  });

  const base = String(Math.floor(100_000_000 + Math.random() * 800_000_000));
  const digits = base + cpfCheckDigits(base);
  const cpf = `${digits.slice(0, 3)}.${digits.slice(3, 6)}.${digits.slice(6, 9)}-${digits.slice(9)}`;
  const email = `maria.${base}@example.com`;
  const phone = `(11) 9${base.slice(0, 4)}-${base.slice(4, 8)}`;

  it('writes the return-URL key, the proposal token and the searched CPF, e-mail and phone as placeholders, keeping the route and parameter names', async () => {
    const a = await t.newAccount();
    const created = await t.request('POST', '/api/v1/clients', {
      token: a.token,
      body: { nome: 'Maria Souza', documento: cpf, email, telefone: phone },
    });
    expect(created.status).toBe(201);
    const settings = await t.request('PUT', '/api/v1/financial/gateways/asaas', {
      token: a.token,
      body: { webhook_token: 'segredo-de-retorno-com-trinta-e-dois-caracteres' },
    });
    expect(settings.status).toBe(200);
    const returnUrl: string = settings.body.data?.url_retorno ?? settings.body.url_retorno;
    const key = returnUrl.split('/').at(-1)!;
    expect(key.length).toBeGreaterThanOrEqual(32);
    const slug: string = (await t.request('GET', '/api/v1/account', { token: a.token })).body.slug;
    const proposalToken = `prop${base}tok`;

    lines = [];
    const asked: [string, string, Record<string, string>?][] = [
      ['GET', `/api/v1/clients?search=${encodeURIComponent(cpf)}&page=1&limit=10`],
      ['GET', `/api/v1/clients?search=${digits}`],
      ['GET', `/api/v1/clients?search=${encodeURIComponent(email)}&field_sort=nome`],
      ['GET', `/api/v1/clients?search=${email}`],
      ['GET', `/api/v1/clients?search=${encodeURIComponent(phone)}`],
      // A parameter the list does not take is ignored, and its value is not logged either.
      ['GET', `/api/v1/clients?documento=${digits}&email=${encodeURIComponent(email)}`],
      ['GET', `/${slug}/api/v1/clients?search=${encodeURIComponent(email)}`],
      ['POST', returnUrl, { 'asaas-access-token': 'not-the-token' }],
      ['POST', `${returnUrl}/`, { 'asaas-access-token': 'not-the-token' }],
      ['POST', returnUrl.replace('/asaas/', '/ASAAS/'), {}],
      ['GET', `/p/${proposalToken}`],
      ['POST', `/p/${proposalToken}/aceitar`],
      ['POST', `/p/${proposalToken}/recusar`],
    ];
    const statuses: number[] = [];
    for (const [method, path, headers] of asked) {
      const body = method === 'POST' && path.startsWith('/api') ? { event: 'PAYMENT_RECEIVED', payment: { id: 'pay_1' } } : undefined;
      statuses.push((await t.request(method, path, { token: path.startsWith('/p/') ? null : a.token, body, headers })).status);
    }
    expect(statuses.slice(0, 7)).toEqual([200, 200, 200, 200, 200, 200, 200]);
    // The searches found the client: the values were really sent.
    expect((await t.request('GET', `/api/v1/clients?search=${encodeURIComponent(email)}`, { token: a.token })).body.data).toHaveLength(1);

    const access = lines.filter((l) => l.includes('"context":"HTTP"'));
    expect(access.length).toBeGreaterThanOrEqual(asked.length);
    const secrets = [cpf, digits, email, encodeURIComponent(email), phone, encodeURIComponent(phone), key, proposalToken];
    for (const line of lines) for (const secret of secrets) expect({ line, leaks: line.includes(secret) }).toEqual({ line, leaks: false });

    const joined = access.join('\n');
    expect(joined).toContain(`/api/v1/clients?search=${REDACTED}&page=1&limit=10`);
    expect(joined).toContain(`/api/v1/clients?search=${REDACTED}&field_sort=nome`);
    expect(joined).toContain(`/api/v1/clients?documento=${REDACTED}&email=${REDACTED}`);
    expect(joined).toContain(`"url":"/api/v1/financial/gateway/asaas/${REDACTED}"`);
    expect(joined).toContain(`"url":"/api/v1/financial/gateway/ASAAS/${REDACTED}"`);
    expect(joined).toContain('"route":"/api/v1/financial/gateway/:gateway/:chave"');
    expect(joined).toContain(`"url":"/p/${REDACTED}"`);
    expect(joined).toContain(`"url":"/p/${REDACTED}/aceitar"`);
    expect(joined).toContain(`"url":"/p/${REDACTED}/recusar"`);
    expect(joined).toContain('"route":"/p/:token"');
    expect(joined).toContain('"route":"/api/v1/clients"');

    // The metrics name routes by their templates only.
    const metrics = await registry.metrics();
    expect(metrics).toContain('route="/api/v1/financial/gateway/:gateway/:chave"');
    expect(metrics).toContain('route="/p/:token"');
    for (const secret of [...secrets, slug]) expect({ secret, inMetrics: metrics.includes(secret) }).toEqual({ secret, inMetrics: false });
  });

  it('names routes of the API in its redaction declaration (a renamed route would lose its redaction)', async () => {
    const doc = (await t.request('GET', '/docs-json')).body;
    const documented = Object.keys(doc.paths).map((p) => p.replace(/\{(\w+)\}/g, ':$1'));
    for (const { route } of SECRET_PATH_SEGMENTS.filter((s) => s.route.startsWith('/api/')))
      expect({ route, documented: documented.includes(route) }).toEqual({ route, documented: true });
  });
});
