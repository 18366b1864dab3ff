import { Global, Module, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

import { Dependencies } from '../common/dependency-state';
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
    private readonly dependencies: Dependencies,
  ) {}

  onModuleInit() {
    this.registry.register(
      'database',
      async () => {
        await this.dataSource.query('SELECT 1');
        return { status: 'up' };
      },
      this.dependencies.database,
    );
  }
}
