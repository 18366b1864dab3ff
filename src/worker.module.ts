import { getQueueToken } from '@nestjs/bull';
import { BeforeApplicationShutdown, DynamicModule, Inject, Injectable, Logger, Module, OnApplicationBootstrap } from '@nestjs/common';
import { ConfigModule } from '@nestjs/config';
import type { Queue } from 'bull';

import { AccountsModule } from './accounts/accounts.module';
import { DependenciesModule } from './common/dependencies.module';
import { Dependencies, RETRY_MAX_MS } from './common/dependency-state';
import { Env } from './config/env';
import { DatabaseModule } from './database/database.module';
import { IdempotencyPurgeModule } from './database/idempotency/idempotency-purger';
import { MetricsModule } from './metrics/metrics.module';
import { FinancialChargeResolverModule } from './modules/financial/charges/charge-resolver';
import { WebhookDeliveryModule } from './modules/webhooks/delivery/webhook-delivery.module';
import { NotificationsModule } from './modules/webhooks/notifications/notifications.module';
import { WEBHOOK_QUEUE } from './queue/queue.constants';
import { QueueModule } from './queue/queue.module';

/** The boot warning when Redis may evict queued jobs (null when the policy is right). */
export function evictionWarning(policy: string | undefined): string | null {
  if (policy === 'noeviction') return null;
  return (
    `Redis maxmemory-policy is "${policy ?? 'unknown'}", not "noeviction": Redis may evict queued jobs under memory pressure ` +
    '(the sweeper re-enqueues pending deliveries, but set maxmemory-policy noeviction)'
  );
}

/** What the worker does while Redis is down, in its `redis is down` line. */
export const WORKER_WHILE_REDIS_DOWN = `Retrying every ${RETRY_MAX_MS / 1000} s; the worker keeps running and takes jobs once it answers`;

/** Checks Redis' eviction policy once it answers, and lets running jobs finish before the database closes. */
@Injectable()
export class WorkerLifecycle implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('Worker');

  constructor(@Inject(getQueueToken(WEBHOOK_QUEUE)) private readonly queue: Queue) {}

  onApplicationBootstrap() {
    // Not awaited: a Redis down at start holds no start (the `redis` state says it is down, and
    // the worker takes jobs once it is back).
    void this.checkEvictionPolicy();
  }

  private async checkEvictionPolicy() {
    const client = this.queue.client;
    // Not events.once: it would reject on the connection errors in between.
    if (client.status !== 'ready') await new Promise<void>((resolve) => client.once('ready', () => resolve()));
    try {
      const reply = (await this.queue.client.config('GET', 'maxmemory-policy')) as unknown as string[];
      const warning = evictionWarning(reply?.[1]);
      if (warning) this.logger.warn(warning);
    } catch (error) {
      this.logger.warn(`could not read Redis maxmemory-policy (${(error as Error).message}); it should be noeviction`);
    }
  }

  /** Stops taking jobs and waits for the running ones (Bull's close waits for them). */
  async beforeApplicationShutdown() {
    await this.queue.close();
  }
}

/**
 * The worker process (`npm run worker`): the Bull processor of webhook deliveries and the
 * sweeper, over the same database and Redis as the API. No HTTP server but `/metrics` on
 * METRICS_PORT when it is set.
 */
@Module({})
export class WorkerModule {
  static forRoot(env: Env, dependencies = new Dependencies(env, WORKER_WHILE_REDIS_DOWN)): DynamicModule {
    if (!env.REDIS_URL) throw new Error('the worker needs REDIS_URL (without it the API delivers webhooks in-process)');
    return {
      module: WorkerModule,
      imports: [
        ConfigModule.forRoot({ isGlobal: true, ignoreEnvFile: true, validate: () => ({ ...env }) }),
        DependenciesModule.forRoot(dependencies),
        DatabaseModule,
        QueueModule.forRoot(env, dependencies),
        MetricsModule.forRoot(env, { process: 'worker', delivers: true }),
        NotificationsModule,
        WebhookDeliveryModule,
        IdempotencyPurgeModule,
        FinancialChargeResolverModule,
        // The account's time zone for the `dateCreated` of a delivery.
        AccountsModule,
      ],
      providers: [WorkerLifecycle],
    };
  }
}
