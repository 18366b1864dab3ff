import { Logger } from '@nestjs/common';
import { DataSource, Migration, MigrationExecutor } from 'typeorm';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * Applies the pending migrations, each in a transaction of its own, saying so first when there
 * are any: on a first start they are the longest step, and a start that prints nothing for that
 * long looks stuck. Nothing is printed when the schema is up to date.
 */
export async function applyPendingMigrations(dataSource: DataSource, logger = new Logger('Migrations')): Promise<Migration[]> {
  const pending = await new MigrationExecutor(dataSource).getPendingMigrations();
  if (pending.length === 0) return [];
  logger.log(`Applying ${plural(pending.length, 'database migration')}…`);
  const started = performance.now();
  // Another process starting at the same time may have applied some: `ran` says what this one did.
  const ran = await dataSource.runMigrations({ transaction: 'each' });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  logger.log(`Applied ${plural(ran.length, 'migration')} in ${seconds} s${ran.length > 0 ? `: ${ran.map((m) => m.name).join(', ')}` : ''}`);
  return ran;
}
