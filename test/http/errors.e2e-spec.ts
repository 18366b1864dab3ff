import { DataSource } from 'typeorm';

import { startTestApp, TestApp } from '../support/harness';

const envelope = expect.objectContaining({ status: 'error', message: expect.any(String), errors: expect.any(Array) });

describe('error envelope (DECISIONS: Errors)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers an unknown route with 404 in the envelope', async () => {
    const { token } = await t.newAccount();
    const res = await t.request('GET', '/api/v1/nothing-here', { token });
    expect(res.status).toBe(404);
    expect(res.body).toEqual(envelope);
    expect(res.body.errors[0].code).toBe('route_not_found');
    expect(res.headers.get('x-request-id')).toBeTruthy();
  });

  it('ignores query parameters on a route that takes none, and refuses them (400) under Prefer: handling=strict', async () => {
    const ignored = await t.request('GET', '/health?verbose=1');
    expect(ignored.status).toBe(200);
    expect(ignored.headers.get('ignored-fields')).toBe('verbose');
    const res = await t.request('GET', '/health?verbose=1', { headers: { prefer: 'handling=strict' } });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ field: 'verbose', code: 'unknown_field', message: expect.stringContaining('verbose') }]);
  });
});

describe('rate limit', () => {
  it('answers 429 with Retry-After in the envelope once the limit is reached', async () => {
    const t = await startTestApp({ RATE_LIMIT_PER_MINUTE: '3' });
    try {
      const { token } = await t.newAccount();
      for (let i = 0; i < 3; i++) expect((await t.request('GET', '/api/v1/account', { token })).status).toBe(200);
      const res = await t.request('GET', '/api/v1/account', { token });
      expect(res.status).toBe(429);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(res.body).toEqual(envelope);
      expect(res.body.errors[0].code).toBe('rate_limited');
      // Another token has a bucket of its own.
      const other = await t.newAccount();
      expect((await t.request('GET', '/api/v1/account', { token: other.token })).status).toBe(200);
      // Health is never limited.
      expect((await t.request('GET', '/health')).status).toBe(200);
    } finally {
      await t.close();
    }
  });
});

describe('unexpected faults', () => {
  it('answer 500 with a generic message and the request ID, never SQL or a stack', async () => {
    const t = await startTestApp();
    try {
      const { token } = await t.newAccount();
      await t.app.get(DataSource).destroy();
      const res = await t.request('GET', '/api/v1/account', { token, headers: { 'x-request-id': 'req-500-test' } });
      expect(res.status).toBe(500);
      expect(res.body).toEqual({
        status: 'error',
        message: 'Internal server error',
        errors: [{ code: 'internal', message: expect.stringContaining('req-500-test') }],
        request_id: 'req-500-test',
      });
      expect(res.text).not.toMatch(/SELECT|at \w+ \(|\.ts:/);
    } finally {
      await t.close().catch(() => undefined);
    }
  });
});
