import { DynamicModule, Module } from '@nestjs/common';

import { Dependencies } from './dependency-state';

/** The process's one `Dependencies`, made at its start, for whatever in it reads or reports a dependency. */
@Module({})
export class DependenciesModule {
  static forRoot(dependencies: Dependencies): DynamicModule {
    return {
      module: DependenciesModule,
      global: true,
      providers: [{ provide: Dependencies, useValue: dependencies }],
      exports: [Dependencies],
    };
  }
}
