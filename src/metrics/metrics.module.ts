import { BeforeApplicationShutdown, DynamicModule, Inject, Injectable, Logger, Module, OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Gauge } from 'prom-client';
import { DataSource } from 'typeorm';

import type { Env } from '../config/env';
import type { QueueSnapshot } from '../queue/delivery-queue';
import { instrumentStatements, poolStats } from './database-metrics';
import {
  collectProcessMetrics,
  dbPoolIdle,
  dbPoolInUse,
  dbPoolMax,
  dbPoolWaiting,
  registry,
  webhookOutboxLag,
  webhookOutboxLagSeconds,
  webhookQueueJobs,
  webhookQueueOldestWaiting,
} from './metrics';
import { MetricsServer } from './metrics-server';

export interface MetricsOptions {
  /** `METRICS_PORT`: undefined leaves metrics off (no server, no hooks). */
  port?: number;
  host: string;
  /** This process delivers webhooks (the worker, or the API on the embedded default): queue and outbox gauges. */
  delivers: boolean;
  /** Which process, for the start-up line. */
  process: 'API' | 'worker';
}

const METRICS_OPTIONS = Symbol('METRICS_OPTIONS');

/**
 * What the delivery gauges read at scrape time: the queue, and the outbox's deliveries that are
 * due and not yet taken. The module that delivers (webhooks) hands it over with
 * `MetricsService.readDeliveriesFrom`; metrics knows no webhook table.
 */
export interface DeliveryBacklog {
  snapshot(): Promise<QueueSnapshot>;
  /** Deliveries due by `now` and not yet done: how many, and the oldest due time. */
  dueLag(now: Date): Promise<{ count: number; oldestDue: Date | null }>;
}

/** Shares one read among the gauges a scrape collects at once (they are collected together). */
function sharedRead<T>(read: () => Promise<T>, ttlMs = 200): () => Promise<T> {
  let last: { at: number; value: Promise<T> } | undefined;
  return () => {
    const now = Date.now();
    if (!last || now - last.at > ttlMs) last = { at: now, value: read() };
    return last.value;
  };
}

/**
 * Starts the `/metrics` server of this process when METRICS_PORT is set, and hooks the
 * statement timer and the gauges that are read at scrape time (pool, queue, outbox). The HTTP
 * hook is added where the API's Fastify instance is built (`createHttpApp`).
 */
@Injectable()
export class MetricsService implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('Metrics');
  private readonly server = new MetricsServer(registry);
  private readonly detach: (() => void)[] = [];
  private backlog?: DeliveryBacklog;

  constructor(
    @Inject(METRICS_OPTIONS) private readonly options: MetricsOptions,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  get enabled(): boolean {
    return this.options.port !== undefined;
  }

  /** Registered at start-up by the delivering side (before the gauges are hooked, at bootstrap). */
  readDeliveriesFrom(backlog: DeliveryBacklog): void {
    this.backlog = backlog;
  }

  /** Where `/metrics` is served (null when off). */
  address() {
    return this.server.address();
  }

  async onApplicationBootstrap(): Promise<void> {
    const { port, host } = this.options;
    if (port === undefined) return;
    collectProcessMetrics();
    this.detach.push(instrumentStatements(this.dataSource));
    if (poolStats(this.dataSource)) this.gaugePool();
    if (this.options.delivers) this.gaugeDeliveries();
    const address = await this.server.listen(port, host);
    this.logger.log(`${this.options.process} metrics at http://${host.includes(':') ? `[${host}]` : host}:${address.port}/metrics`);
  }

  async beforeApplicationShutdown(): Promise<void> {
    for (const off of this.detach.splice(0)) off();
    await this.server.close();
  }

  private gaugePool(): void {
    const read = () => {
      const stats = poolStats(this.dataSource);
      if (!stats) return;
      dbPoolInUse.set(stats.inUse);
      dbPoolIdle.set(stats.idle);
      dbPoolMax.set(stats.max);
      dbPoolWaiting.set(stats.waiting);
    };
    for (const gauge of [dbPoolInUse, dbPoolIdle, dbPoolMax, dbPoolWaiting]) this.attach(gauge, read);
  }

  private gaugeDeliveries(): void {
    const backlog = this.backlog;
    if (!backlog)
      throw new Error('metrics of a delivering process, but no delivery backlog was registered (WebhookDeliveryModule missing)');
    const snapshot = sharedRead(() => backlog.snapshot());
    const lag = sharedRead(() => backlog.dueLag(new Date()));
    const readQueue = async () => {
      const s = await snapshot();
      webhookQueueJobs.labels('waiting').set(s.waiting);
      webhookQueueJobs.labels('delayed').set(s.delayed);
      webhookQueueJobs.labels('active').set(s.active);
      webhookQueueOldestWaiting.set((s.oldestWaitingMs ?? 0) / 1000);
    };
    const readLag = async () => {
      const { count, oldestDue } = await lag();
      webhookOutboxLag.set(count);
      webhookOutboxLagSeconds.set(oldestDue ? Math.max(0, Date.now() - oldestDue.getTime()) / 1000 : 0);
    };
    this.attach(webhookQueueJobs, readQueue);
    this.attach(webhookQueueOldestWaiting, readQueue);
    this.attach(webhookOutboxLag, readLag);
    this.attach(webhookOutboxLagSeconds, readLag);
  }

  /** Registers a gauge read at scrape time, for as long as this process runs. */
  private attach(gauge: Gauge, collect: () => void | Promise<void>): void {
    const g = gauge as Gauge & { name: string; collect?: () => void | Promise<void> };
    g.collect = collect;
    if (!registry.getSingleMetric(g.name)) registry.registerMetric(gauge);
    this.detach.push(() => {
      if (g.collect !== collect) return;
      g.collect = undefined;
      registry.removeSingleMetric(g.name);
    });
  }
}

/**
 * Metrics of this process, for the API (`AppModule`) and the worker (`WorkerModule`). The
 * counters live in one registry per process (`./metrics`); this module serves them.
 */
@Module({})
export class MetricsModule {
  static forRoot(
    env: Pick<Env, 'METRICS_PORT' | 'METRICS_HOST'>,
    options: { delivers: boolean; process: 'API' | 'worker'; serve?: boolean },
  ): DynamicModule {
    const value: MetricsOptions = {
      port: options.serve === false ? undefined : env.METRICS_PORT,
      host: env.METRICS_HOST,
      delivers: options.delivers,
      process: options.process,
    };
    return {
      module: MetricsModule,
      global: true,
      providers: [{ provide: METRICS_OPTIONS, useValue: value }, MetricsService],
      exports: [MetricsService],
    };
  }
}
