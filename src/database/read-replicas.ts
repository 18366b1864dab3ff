import { AsyncLocalStorage } from 'node:async_hooks';

import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

import { Env, readUrls } from '../config/env';

/**
 * Reads from replicas (DATABASE_READ_URLS). TypeORM's replication sends a query builder's read
 * to a replica ("slave") unless its default mode says otherwise; the data source is built with
 * `defaultMode: 'master'`, and this module answers "slave" only inside a request marked as
 * read-only (GET and HEAD). A raw `SELECT` through the default manager (`manager.query`, which
 * TypeORM always sends to the primary) goes to a replica in such a request too. So:
 * - every write and every transaction (the TransactionRunner's query runners) goes to the
 *   primary, as does all work of the worker, the CLI and start-up;
 * - a request that may write (POST, PUT, PATCH, DELETE) reads from the primary from its first
 *   statement to its last: it reads its own writes;
 * - a GET reads from a replica, round-robin, and falls back to the primary when no replica
 *   answers (a failing replica is left out for a few seconds, then tried again).
 *
 * The request is known through AsyncLocalStorage, entered only when replicas are configured:
 * an API without DATABASE_READ_URLS pays nothing for it.
 */
const readOnlyRequest = new AsyncLocalStorage<true>();

/** Methods whose requests never write: they may read from a replica. */
const READ_ONLY_METHODS = new Set(['GET', 'HEAD']);

/** Fastify's onRequest hook that marks read-only requests (registered only with replicas). */
export function markReadOnlyRequests(fastify: {
  addHook(name: 'onRequest', hook: (request: { method: string }, reply: unknown, done: () => void) => void): unknown;
}): void {
  fastify.addHook('onRequest', (request, _reply, done) => {
    if (READ_ONLY_METHODS.has(request.method)) readOnlyRequest.run(true, done);
    else done();
  });
}

/** True inside a request that may read from a replica. */
export const mayReadFromReplica = (): boolean => readOnlyRequest.getStore() === true;

interface PooledConnection {
  query(sql: string, done: (error: Error | null) => void): void;
  release(): void;
}
interface ReplicatedMysqlDriver {
  poolCluster?: unknown;
  obtainMasterConnection(): Promise<PooledConnection>;
  obtainSlaveConnection(): Promise<PooledConnection>;
}

/**
 * Routes reads of read-only requests to the replicas, sets `wsrep_sync_wait` on each replica
 * connection once (DATABASE_READ_SYNC_WAIT), and falls back to the primary when no replica
 * gives a connection.
 */
@Injectable()
export class ReadReplicas implements OnModuleInit {
  private readonly logger = new Logger(ReadReplicas.name);
  private readonly prepared = new WeakSet<object>();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(ConfigService) private readonly config: ConfigService<Env, true>,
  ) {}

  onModuleInit(): void {
    const replicas = readUrls({ DATABASE_READ_URLS: this.config.get('DATABASE_READ_URLS', { infer: true }) });
    const driver = this.dataSource.driver as unknown as ReplicatedMysqlDriver;
    if (replicas.length === 0 || !driver.poolCluster) return;
    const syncWait = this.config.get('DATABASE_READ_SYNC_WAIT', { infer: true });
    // Query builders ask this for their reads; the data source's default mode is the primary.
    this.dataSource.defaultReplicationModeForReads = () => (mayReadFromReplica() ? 'slave' : 'master');
    // Raw reads outside transactions (the manager of a transaction is another one, bound to its
    // query runner); anything but a SELECT stays on the primary.
    const manager = this.dataSource.manager;
    const query = manager.query.bind(manager);
    manager.query = async (sql: string, parameters?: unknown[]) => {
      if (!mayReadFromReplica() || !/^\s*(SELECT|WITH)\b/i.test(sql)) return query(sql, parameters);
      const runner = this.dataSource.createQueryRunner('slave');
      try {
        return await runner.query(sql, parameters);
      } finally {
        await runner.release();
      }
    };
    const obtainReplica = driver.obtainSlaveConnection.bind(driver);
    driver.obtainSlaveConnection = async () => {
      let connection: PooledConnection;
      try {
        connection = await obtainReplica();
      } catch (error) {
        this.logger.warn(`No replica answered (${(error as Error).message}); reading from the primary`);
        return driver.obtainMasterConnection();
      }
      if (syncWait === undefined || this.prepared.has(connection)) return connection;
      try {
        await new Promise<void>((ok, fail) =>
          connection.query(`SET SESSION wsrep_sync_wait = ${Number(syncWait)}`, (e) => (e ? fail(e) : ok())),
        );
        this.prepared.add(connection);
        return connection;
      } catch (error) {
        connection.release();
        throw error;
      }
    };
    this.logger.log(
      `Reading GET requests from ${replicas.length} replica(s)${syncWait === undefined ? '' : ` with wsrep_sync_wait=${syncWait}`}`,
    );
  }
}
