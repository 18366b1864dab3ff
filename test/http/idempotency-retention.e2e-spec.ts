import { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { DataSource } from 'typeorm';

import { createHttpApp } from '../../src/bootstrap/http';
import { IdempotencyStore } from '../../src/database/idempotency/idempotency.store';
import { IdempotencyKey } from '../../src/database/idempotency/idempotency-key.entity';
import { IdempotencyPurger } from '../../src/database/idempotency/idempotency-purger';
import { WorkerModule } from '../../src/worker.module';
import { startTestApp, TestApp } from '../support/harness';

// The stored answers of Idempotency-Key requests are deleted once IDEMPOTENCY_TTL_HOURS has
// passed, by the process that does the background work: the worker in production (REDIS_URL),
// the API process itself on the embedded default. It runs at start and every minute.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ IDEMPOTENCY_TTL_HOURS: '2' });
});
afterAll(async () => {
  await t.close();
});

const keys = () => t.app.get(DataSource).getRepository(IdempotencyKey);

async function storedKey(accountId: number, key: string, expiresAt: Date) {
  const now = new Date();
  await keys().insert({
    account_id: accountId,
    scope: IdempotencyStore.scopeOf({ method: 'POST', path: '/api/v1/clients', key }),
    idempotency_key: key,
    method: 'POST',
    path: '/api/v1/clients',
    fingerprint: IdempotencyStore.fingerprintOf({ method: 'POST', path: '/api/v1/clients', query: '', body: '{}' }),
    claim: null,
    locked_until: null,
    status_code: 201,
    response: '{}',
    created_at: now,
    expires_at: expiresAt,
  });
}

/** Starts the process that purges for this deployment: the worker with Redis, else another API process. */
async function startPurgingProcess(): Promise<INestApplicationContext> {
  if (t.env.REDIS_URL) {
    const worker = await NestFactory.createApplicationContext(WorkerModule.forRoot(t.env), { logger: t.logger() });
    await worker.init();
    return worker;
  }
  return createHttpApp(t.env, { logger: t.logger() });
}

it('a keyed answer is kept IDEMPOTENCY_TTL_HOURS', async () => {
  const { accountId, token } = await t.newAccount();
  const res = await t.request('POST', '/api/v1/clients', {
    token,
    body: { nome: 'Lia Prado' },
    headers: { 'idempotency-key': 'kept-two-hours' },
  });
  expect(res.status).toBe(201);
  const [row] = await keys().find({ where: { account_id: accountId } });
  expect(row!.expires_at.getTime() - row!.created_at.getTime()).toBe(2 * 3_600_000);
});

it('the OpenAPI document states the retention configured, on every keyed POST', async () => {
  const doc = (await t.request('GET', '/docs-json')).body as { paths: Record<string, Record<string, any>> };
  const described = Object.values(doc.paths)
    .map((item) => item.post?.parameters?.find((p: { name: string }) => p.name === 'Idempotency-Key')?.description as string | undefined)
    .filter((d): d is string => d !== undefined);
  expect(described.length).toBeGreaterThan(5);
  for (const description of described) {
    expect(description).toContain('kept 2 hours');
    expect(description).not.toContain('24 hours');
  }
});

it('is purged after it expires by the process that does background work, at its start; answers still current are kept', async () => {
  // With Redis the API process only serves requests: the worker purges.
  if (t.env.REDIS_URL) expect(() => t.app.get(IdempotencyPurger)).toThrow();
  else expect(t.app.get(IdempotencyPurger)).toBeInstanceOf(IdempotencyPurger);

  const { accountId } = await t.newAccount();
  await storedKey(accountId, 'expired', new Date(Date.now() - 60_000));
  await storedKey(accountId, 'current', new Date(Date.now() + 3_600_000));
  const purging = await startPurgingProcess();
  try {
    let left: string[] = [];
    for (let i = 0; i < 100; i++) {
      left = (await keys().find({ where: { account_id: accountId } })).map((k) => k.idempotency_key);
      if (!left.includes('expired')) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(left).toEqual(['current']);
  } finally {
    await purging.close();
  }
}, 30_000);
