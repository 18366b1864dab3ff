import { DynamicModule, Module } from '@nestjs/common';
import { ConfigModule } from '@nestjs/config';

import { AppModule } from './app.module';
import { Env } from './config/env';

/** The operator CLI: the API's modules without the HTTP server. */
@Module({})
export class CliModule {
  static forRoot(env: Env): DynamicModule {
    return { module: CliModule, imports: [AppModule.forRoot(env, { deliver: false, metrics: false }), ConfigModule] };
  }
}
