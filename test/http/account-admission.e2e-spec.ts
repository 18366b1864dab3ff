import { DataSource } from 'typeorm';

import { isMysqlFamily } from '../../src/database/engine';
import { startTestApp, TestApp } from '../support/harness';

// Per-account database concurrency (ACCOUNT_DB_CONCURRENCY): one account's flood of requests
// gets its own 503s, never another account's slots. With a limit of 1 and no wait, account A's
// concurrent requests past its one slot are refused, while account B, sending one request at a
// time, always finds its own slot free: every one of B's requests succeeds during A's flood.
describe('per-account database concurrency', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ ACCOUNT_DB_CONCURRENCY: '1', ACCOUNT_DB_WAIT_MS: '0', RATE_LIMIT_PER_MINUTE: '100000' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("refuses a flooding account's requests past its share with 503 busy and Retry-After, and never another account's", async () => {
    const a = await t.newAccount('Flood');
    const b = await t.newAccount('Neighbour');
    // Writes: each holds its slot for its transaction (on SQLite, queued behind the others).
    const flood = Array.from({ length: 40 }, (_, i) =>
      t.request('POST', '/api/v1/clients', { token: a.token, body: { nome: `Cliente ${i}` } }),
    );
    const neighbour: number[] = [];
    const steady = (async () => {
      for (let i = 0; i < 15; i++) neighbour.push((await t.request('GET', '/api/v1/howmet', { token: b.token })).status);
    })();
    const [answers] = await Promise.all([Promise.all(flood), steady]);
    expect(neighbour).toEqual(Array(15).fill(200));
    const statuses = answers.map((r) => r.status);
    expect(statuses.every((s) => s === 201 || s === 503)).toBe(true);
    expect(statuses).toContain(201);
    const refused = answers.filter((r) => r.status === 503);
    // On MariaDB/MySQL the flood's requests overlap and those past A's one slot are refused. On
    // SQLite one connection runs every statement in turn, the authentication's included, so a
    // request reaches its account's slot only once the one before has ended: none is refused.
    if (isMysqlFamily(t.app.get(DataSource).options.type)) expect(refused.length).toBeGreaterThan(0);
    for (const r of refused) {
      expect(r.headers.get('retry-after')).toBe('1');
      expect(r.body).toMatchObject({ status: 'error', errors: [expect.objectContaining({ code: 'busy' })] });
    }
    // Nothing of a refused request was written; the flood over, A's slot is free again.
    const listed = await t.request('GET', '/api/v1/clients', { token: a.token, query: { limit: 200 } });
    expect(listed.body.pagination.total_data).toBe(statuses.filter((s) => s === 201).length);
  });

  it("makes a request past the share wait for its own account's slot when a wait is allowed", async () => {
    const waiting = await startTestApp({ ACCOUNT_DB_CONCURRENCY: '1', ACCOUNT_DB_WAIT_MS: '30000', RATE_LIMIT_PER_MINUTE: '100000' });
    try {
      const { token } = await waiting.newAccount('Patient');
      const answers = await Promise.all(Array.from({ length: 20 }, () => waiting.request('GET', '/api/v1/howmet', { token })));
      expect(answers.map((r) => r.status)).toEqual(Array(20).fill(200));
    } finally {
      await waiting.close();
    }
  });
});
