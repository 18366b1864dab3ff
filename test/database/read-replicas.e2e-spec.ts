import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';

import { createHttpApp } from '../../src/bootstrap/http';
import { EnvError, validateEnv } from '../../src/config/env';
import { startTestApp, TestApp } from '../support/harness';
import { freePort } from '../support/processes';

/**
 * DATABASE_READ_URLS: GET requests read from a replica; every other request, every write and
 * every transaction uses the primary. The "replica" here is a second database on the same
 * server, a copy of the primary taken at a moment the test chooses, so a read shows which of
 * the two answered. (On a Galera cluster, test/cluster/ checks real replicas.)
 */
const MYSQL = !!process.env.DATABASE_URL;

describe('reads from replicas', () => {
  it('refuses DATABASE_READ_URLS without DATABASE_URL, and any URL that is not mysql://', () => {
    expect(() => validateEnv({ DATABASE_READ_URLS: 'mysql://root@127.0.0.1:3306/x' })).toThrow(EnvError);
    expect(() => validateEnv({ DATABASE_URL: 'mysql://root@127.0.0.1/x', DATABASE_READ_URLS: 'redis://127.0.0.1' })).toThrow(
      /^DATABASE_READ_URLS must be a comma-separated list of mysql:\/\/ or mariadb:\/\/ URLs \(got "redis:\/\/127\.0\.0\.1"\)$/,
    );
  });

  if (MYSQL) {
    let primary: TestApp;
    let replica: TestApp;
    let api: NestFastifyApplication;
    let baseUrl: string;
    let token: string;

    /** The replica catches up: every table of the primary copied over. */
    async function catchUp(): Promise<void> {
      const db = primary.app.get(DataSource);
      const from = new URL(primary.env.DATABASE_URL!).pathname.slice(1);
      const to = new URL(replica.env.DATABASE_URL!).pathname.slice(1);
      const tables: { name: string }[] = await db.query(
        'SELECT table_name AS name FROM information_schema.tables WHERE table_schema = ? AND table_type = ?',
        [from, 'BASE TABLE'],
      );
      const runner = db.createQueryRunner();
      try {
        await runner.query('SET SESSION foreign_key_checks = 0');
        for (const { name } of tables) {
          if (name === 'migrations') continue;
          await runner.query(`DELETE FROM \`${to}\`.\`${name}\``);
          await runner.query(`INSERT INTO \`${to}\`.\`${name}\` SELECT * FROM \`${from}\`.\`${name}\``);
        }
      } finally {
        await runner.query('SET SESSION foreign_key_checks = 1').catch(() => undefined);
        await runner.release();
      }
    }

    const call = async (method: string, path: string, body?: unknown) => {
      const res = await fetch(`${baseUrl}${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      return { status: res.status, body: (await res.json().catch(() => undefined)) as any };
    };

    beforeAll(async () => {
      primary = await startTestApp();
      replica = await startTestApp();
      ({ token } = await primary.newAccount('Conta com réplica'));
      await catchUp();
      // The API under test: the primary's database, the replica's as DATABASE_READ_URLS, and a
      // replica that refuses connections (left out, the other one answers).
      const closed = new URL(replica.env.DATABASE_URL!);
      closed.port = String(await freePort());
      const env = validateEnv({
        ...primary.env,
        RUN_MIGRATIONS: 'false',
        DATABASE_READ_URLS: `${replica.env.DATABASE_URL},${closed}`,
        TOKEN_CACHE_TTL_MS: '0',
      });
      api = await createHttpApp(env, { logger: false });
      await api.listen({ port: 0, host: '127.0.0.1' });
      baseUrl = `http://127.0.0.1:${(api.getHttpServer().address() as { port: number }).port}`;
    });

    afterAll(async () => {
      await api?.close();
      await replica?.close();
      await primary?.close();
    });

    it('reads GETs from the replica, writes and reads every other request on the primary', async () => {
      const created = await call('POST', '/api/v1/clients', { nome: 'Maria da Silva' });
      // The write request read its own write back (from the primary).
      expect(created.status).toBe(201);
      const id = created.body.data[0].id;
      expect(created.body.data[0]).toMatchObject({ id, nome: 'Maria da Silva' });

      // Not on the replica yet: a GET reads the replica (several times: both replica URLs in turn).
      for (let i = 0; i < 4; i++) expect((await call('GET', `/api/v1/clients/${id}`)).status).toBe(404);
      const list = await call('GET', '/api/v1/clients');
      expect(list.status).toBe(200);
      expect(list.body.data).toEqual([]);

      // A PUT reads the row it changes from the primary, though the replica lacks it.
      const renamed = await call('PUT', `/api/v1/clients/${id}`, { nome: 'Maria Souza' });
      expect(renamed.status).toBe(200);

      await catchUp();
      const read = await call('GET', `/api/v1/clients/${id}`);
      expect(read.status).toBe(200);
      expect(read.body).toMatchObject({ id, nome: 'Maria Souza' });

      // Deleted on the primary; the replica still shows it until it catches up.
      expect((await call('DELETE', `/api/v1/clients/${id}`)).status).toBe(200);
      expect((await call('GET', `/api/v1/clients/${id}`)).status).toBe(200);
      await catchUp();
      expect((await call('GET', `/api/v1/clients/${id}`)).status).toBe(404);
    });

    it('never writes through a replica: the replica database stays as the last catch-up left it', async () => {
      await catchUp();
      const before = await replica.app.get(DataSource).query('SELECT COUNT(*) AS n FROM clients');
      for (let i = 0; i < 5; i++) expect((await call('POST', '/api/v1/clients', { nome: `Cliente ${i}` })).status).toBe(201);
      const after = await replica.app.get(DataSource).query('SELECT COUNT(*) AS n FROM clients');
      expect(Number(after[0].n)).toBe(Number(before[0].n));
      const onPrimary = await primary.app.get(DataSource).query('SELECT COUNT(*) AS n FROM clients');
      expect(Number(onPrimary[0].n)).toBe(Number(before[0].n) + 5);
    });
  }
});
