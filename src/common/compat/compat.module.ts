import { Module } from '@nestjs/common';

import { CompatRegistry } from './compat-registry';

/**
 * The ME Eventos layer's registry. Each module that has a table, answers a need or emits
 * notifications of a table's resources imports this module and registers with `moduleCompat`;
 * the interceptor of its controllers reads the registry by ordinary injection. The layer
 * imports no module: the modules come to it.
 */
@Module({
  providers: [CompatRegistry],
  exports: [CompatRegistry],
})
export class CompatModule {}
