import { startTestApp, TestApp } from './support/harness';

describe('health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('GET /health answers ok', async () => {
    const res = await t.request('GET', '/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
  });

  it('GET /health/ready checks the database', async () => {
    const res = await t.request('GET', '/health/ready');
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('ok');
    expect(res.body.checks.database).toMatchObject({ status: 'up', driver: process.env.DATABASE_URL ? expect.stringMatching(/mysql|mariadb/) : 'better-sqlite3' });
  });

  it('echoes a well-formed X-Request-Id and makes one otherwise', async () => {
    const echoed = await t.request('GET', '/health', { headers: { 'x-request-id': 'abc-123' } });
    expect(echoed.headers.get('x-request-id')).toBe('abc-123');
    const made = await t.request('GET', '/health', { headers: { 'x-request-id': 'bad id with spaces' } });
    expect(made.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const fresh = await t.request('GET', '/health');
    expect(fresh.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('readiness when the database is gone', () => {
  it('answers 503 with the failing check', async () => {
    const t = await startTestApp();
    try {
      const { DataSource } = await import('typeorm');
      await t.app.get(DataSource).destroy();
      const res = await t.request('GET', '/health/ready');
      expect(res.status).toBe(503);
      expect(res.body.checks.database.status).toBe('down');
    } finally {
      await t.close().catch(() => undefined);
    }
  });
});
