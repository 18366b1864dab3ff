import { Global, Module, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

import { HealthController } from './health.controller';
import { ReadinessRegistry } from './readiness';

@Global()
@Module({
  controllers: [HealthController],
  providers: [ReadinessRegistry],
  exports: [ReadinessRegistry],
})
export class HealthModule implements OnModuleInit {
  constructor(
    private readonly registry: ReadinessRegistry,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  onModuleInit() {
    this.registry.register('database', async () => {
      await this.dataSource.query('SELECT 1');
      return { status: 'up' };
    });
  }
}
