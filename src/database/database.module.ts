import { Global, Module } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { TypeOrmModule } from '@nestjs/typeorm';

import { Env } from '../config/env';
import { AccountAdmission } from './account-admission';
import { resolveDataSourceOptions } from './data-source';
import { IdempotencyStore } from './idempotency/idempotency.store';
import { ReadReplicas } from './read-replicas';
import { ReferenceRegistry } from './references';
import { TransactionRunner } from './transaction';

@Global()
@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [ConfigService],
      useFactory: (config: ConfigService<Env, true>) =>
        resolveDataSourceOptions({
          DATABASE_URL: config.get('DATABASE_URL', { infer: true }),
          SQLITE_PATH: config.get('SQLITE_PATH', { infer: true }),
          DATABASE_READ_URLS: config.get('DATABASE_READ_URLS', { infer: true }),
        }),
    }),
  ],
  providers: [TransactionRunner, ReferenceRegistry, IdempotencyStore, ReadReplicas, AccountAdmission],
  exports: [TransactionRunner, ReferenceRegistry, IdempotencyStore, AccountAdmission],
})
export class DatabaseModule {}
