import { startTestApp, TestApp } from '../support/harness';

// Failures Fastify raises before Nest sees the request, and body validation, all in the one
// envelope (DECISIONS: Errors). POST /api/v1/clients stands for every JSON write.
describe('request bodies', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ BODY_LIMIT: '2048' });
  });
  afterAll(async () => {
    await t.close();
  });

  const post = (token: string, options: { rawBody?: string; body?: unknown; headers?: Record<string, string> }) =>
    t.request('POST', '/api/v1/clients', { token, ...options });

  it('answers malformed JSON with 400 invalid_json', async () => {
    const { token } = await t.newAccount();
    const res = await post(token, { rawBody: '{"nome": "Ana",', headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ status: 'error', errors: [{ code: 'invalid_json' }] });
  });

  it('answers an empty JSON body with 400', async () => {
    const { token } = await t.newAccount();
    const res = await post(token, { rawBody: '', headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(400);
    expect(res.body.status).toBe('error');
  });

  it('answers a body over BODY_LIMIT with 413', async () => {
    const { token } = await t.newAccount();
    const res = await post(token, { body: { nome: 'x'.repeat(4000) } });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ status: 'error', errors: [{ code: 'payload_too_large' }] });
  });

  it.each(['text/plain', 'application/x-www-form-urlencoded', 'application/xml'])('answers %s with 415', async (type) => {
    const { token } = await t.newAccount();
    const res = await post(token, { rawBody: 'nome=Ana', headers: { 'content-type': type } });
    expect(res.status).toBe(415);
    expect(res.body).toMatchObject({ status: 'error', errors: [{ code: 'unsupported_media_type' }] });
  });

  it('answers unknown body fields with 400 naming each under Prefer: handling=strict (by default: ignored, named in Ignored-Fields)', async () => {
    const { token } = await t.newAccount();
    const lenient = await post(token, { body: { nome: 'Ana', senha: 'x', idade: 3 } });
    expect(lenient.status).toBe(201);
    expect(lenient.headers.get('ignored-fields')).toBe('senha, idade');
    const res = await post(token, { body: { nome: 'Ana', senha: 'x', idade: 3 }, headers: { prefer: 'handling=strict' } });
    expect(res.status).toBe(400);
    const fields = res.body.errors.map((e: { field: string }) => e.field).sort();
    expect(fields).toEqual(expect.arrayContaining([expect.stringMatching(/senha$/), expect.stringMatching(/idade$/)]));
    expect(res.body.errors.every((e: { code: string }) => e.code === 'unknown_field')).toBe(true);
  });

  it('answers wrong types and missing required fields with 400 and field paths', async () => {
    const { token } = await t.newAccount();
    const res = await post(token, { body: { email: 42 } });
    expect(res.status).toBe(400);
    const byField = Object.fromEntries(
      res.body.errors.map((e: { field: string; code: string }) => [e.field.replace(/^\[0\]\./, ''), e.code]),
    );
    expect(byField.nome).toBe('required');
    expect(byField.email).toBeDefined();
  });

  it('needs the token before anything else', async () => {
    const res = await t.request('POST', '/api/v1/clients', { rawBody: '{bad', headers: { 'content-type': 'application/json' } });
    expect([400, 401]).toContain(res.status);
    expect(res.body.status).toBe('error');
  });
});
