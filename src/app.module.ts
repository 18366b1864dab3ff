import { DynamicModule, Module, Type } from '@nestjs/common';
import { ConfigModule } from '@nestjs/config';
import { APP_GUARD } from '@nestjs/core';
import { AccountsModule } from './accounts/accounts.module';
import { AuthGuard } from './common/auth/auth.guard';
import { Env } from './config/env';
import { DatabaseModule } from './database/database.module';
import { HealthModule } from './health/health.module';
import { NotificationsModule } from './modules/webhooks/notifications.module';
import { WebhookDeliveryModule } from './modules/webhooks/webhook-delivery.module';
import { WebhooksModule } from './modules/webhooks/webhooks.module';
import { QueueModule } from './queue/queue.module';

/** Feature modules of the API, one per resource family. */
const FEATURE_MODULES: Type[] = [NotificationsModule, WebhooksModule];

/**
 * The API process. The environment is validated before this is built and handed in,
 * so tests can run several apps with their own settings in one process.
 */
@Module({})
export class AppModule {
  static forRoot(env: Env): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot({ isGlobal: true, ignoreEnvFile: true, validate: () => ({ ...env }) }),
        DatabaseModule,
        AccountsModule,
        HealthModule,
        QueueModule.forRoot(env),
        ...FEATURE_MODULES,
        // The API only enqueues; without REDIS_URL it also delivers, in-process (embedded default).
        ...(env.REDIS_URL ? [] : [WebhookDeliveryModule]),
      ],
      providers: [
        { provide: APP_GUARD, useClass: AuthGuard },
      ],
    };
  }
}
