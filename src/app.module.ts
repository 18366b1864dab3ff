import { DynamicModule, Module, Type } from '@nestjs/common';
import { ConfigModule } from '@nestjs/config';
import { APP_GUARD } from '@nestjs/core';
import { AccountsModule } from './accounts/accounts.module';
import { AuthGuard } from './common/auth/auth.guard';
import { Env } from './config/env';
import { DatabaseModule } from './database/database.module';
import { HealthModule } from './health/health.module';
import { CatalogueModule } from './modules/catalogue/catalogue.module';
import { ClientsModule } from './modules/clients/clients.module';
import { EventsModule } from './modules/events/events.module';
import { GuestsModule } from './modules/guests/guests.module';
import { LookupsModule } from './modules/lookups/lookups.module';
import { NotificationsModule } from './modules/webhooks/notifications.module';

/** Feature modules of the API, one per resource family. */
const FEATURE_MODULES: Type[] = [NotificationsModule, LookupsModule, CatalogueModule, ClientsModule, EventsModule, GuestsModule];

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
        ...FEATURE_MODULES,
      ],
      providers: [
        { provide: APP_GUARD, useClass: AuthGuard },
      ],
    };
  }
}
