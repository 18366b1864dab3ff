import { BeforeApplicationShutdown, DynamicModule, Logger, Module, OnApplicationShutdown, Type } from '@nestjs/common';
import { ConfigModule } from '@nestjs/config';
import { APP_GUARD, APP_INTERCEPTOR } from '@nestjs/core';

import { AccountsModule } from './accounts/accounts.module';
import { AuthGuard } from './common/auth/auth.guard';
import { MeValueFormsInterceptor } from './common/compat/me-value-forms.interceptor';
import { DependenciesModule } from './common/dependencies.module';
import { Dependencies } from './common/dependency-state';
import { AccountAdmissionInterceptor } from './common/http/account-admission.interceptor';
import { IdempotencyInterceptor } from './common/http/idempotency.interceptor';
import { Env } from './config/env';
import { DatabaseModule } from './database/database.module';
import { IdempotencyPurgeModule } from './database/idempotency/idempotency-purger';
import { DemoModule } from './demo/demo.module';
import { HealthModule } from './health/health.module';
import { MetricsModule } from './metrics/metrics.module';
import { AvailabilityModule } from './modules/availability/availability.module';
import { BudgetsModule } from './modules/budgets/budgets.module';
import { CatalogueModule } from './modules/catalogue/catalogue.module';
import { ClientsModule } from './modules/clients/clients.module';
import { EventsModule } from './modules/events/events.module';
import { FinancialChargeResolverModule } from './modules/financial/charges/charge-resolver';
import { FinancialModule } from './modules/financial/financial.module';
import { GuestsModule } from './modules/guests/guests.module';
import { LookupsModule } from './modules/lookups/lookups.module';
import { OrdersModule } from './modules/orders/orders.module';
import { PrivacyModule } from './modules/privacy/privacy.module';
import { ProposalsModule } from './modules/proposals/proposals.module';
import { ReportsModule } from './modules/reports/reports.module';
import { WebhookDeliveryModule } from './modules/webhooks/delivery/webhook-delivery.module';
import { NotificationsModule } from './modules/webhooks/notifications/notifications.module';
import { WebhooksModule } from './modules/webhooks/webhooks.module';
import { QueueModule } from './queue/queue.module';

/** Feature modules of the API, one per resource family. */
const FEATURE_MODULES: Type[] = [
  NotificationsModule,
  LookupsModule,
  CatalogueModule,
  ClientsModule,
  EventsModule,
  GuestsModule,
  OrdersModule,
  BudgetsModule,
  AvailabilityModule,
  FinancialModule,
  ProposalsModule,
  PrivacyModule,
  ReportsModule,
  WebhooksModule,
];

/**
 * The API process. The environment is validated before this is built and handed in,
 * so tests can run several apps with their own settings in one process.
 */
@Module({})
export class AppModule implements BeforeApplicationShutdown, OnApplicationShutdown {
  private readonly logger = new Logger('Shutdown');

  // On SIGTERM/SIGINT Nest closes the HTTP server first (no new connections, requests in flight
  // finish), then the modules (queue, database), then re-raises the signal.
  beforeApplicationShutdown(signal?: string) {
    if (signal) this.logger.log(`${signal} received: finishing requests in flight, then closing`);
  }

  onApplicationShutdown(signal?: string) {
    if (signal) this.logger.log('closed the database and queue connections');
  }

  /**
   * `deliver`: without REDIS_URL the API process also delivers webhooks in-process (the
   * embedded default). The CLI passes false so that a command never starts deliveries.
   * `metrics`: serve `/metrics` on METRICS_PORT (the CLI passes false: the API process has it).
   * `dependencies`: the process's database and Redis states (the API's says what it does while
   * Redis is down, and its rate limit's client reports to it too).
   */
  static forRoot(
    env: Env,
    {
      deliver = true,
      metrics = true,
      dependencies = new Dependencies(env),
    }: { deliver?: boolean; metrics?: boolean; dependencies?: Dependencies } = {},
  ): DynamicModule {
    const delivers = !env.REDIS_URL && deliver;
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot({ isGlobal: true, ignoreEnvFile: true, validate: () => ({ ...env }) }),
        DependenciesModule.forRoot(dependencies),
        DatabaseModule,
        AccountsModule,
        HealthModule,
        QueueModule.forRoot(env, dependencies),
        MetricsModule.forRoot(env, { process: 'API', delivers, serve: metrics }),
        ...FEATURE_MODULES,
        DemoModule,
        // The API only enqueues; without REDIS_URL it also delivers, in-process (embedded default),
        // purges the expired idempotency keys and resolves interrupted charges (the worker's work).
        ...(delivers ? [WebhookDeliveryModule, IdempotencyPurgeModule, FinancialChargeResolverModule] : []),
      ],
      providers: [
        { provide: APP_GUARD, useClass: AuthGuard },
        // A token that speaks ME Eventos' value forms (`formato: me-eventos`): outermost, it writes the finished answer.
        { provide: APP_INTERCEPTOR, useClass: MeValueFormsInterceptor },
        // The account's share of the database (ACCOUNT_DB_CONCURRENCY): first, so a request waits
        // for its account's slot before it claims a key or opens a transaction.
        { provide: APP_INTERCEPTOR, useClass: AccountAdmissionInterceptor },
        // Idempotency-Key on POST: then, so the whole handler runs in its transaction.
        { provide: APP_INTERCEPTOR, useClass: IdempotencyInterceptor },
      ],
    };
  }
}
