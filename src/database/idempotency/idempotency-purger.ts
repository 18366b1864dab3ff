import { BeforeApplicationShutdown, Injectable, Logger, Module, OnApplicationBootstrap } from '@nestjs/common';

import { PeriodicJob } from '../../common/periodic-job';
import { IdempotencyStore } from './idempotency.store';

/** How often expired keys are deleted, and how many per statement. */
const PURGE_INTERVAL_MS = 60_000;
const BATCH = 500;

/**
 * Deletes the `Idempotency-Key` answers past their time (IDEMPOTENCY_TTL_HOURS), every minute,
 * in batches. Runs in the worker (and in the API process on the embedded default, which has no
 * worker); several processes purging at once only delete the same rows.
 */
@Injectable()
export class IdempotencyPurger implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly job = new PeriodicJob({
    name: 'purge',
    intervalMs: PURGE_INTERVAL_MS,
    logger: new Logger('IdempotencyPurger'),
    work: () => this.purge(),
    done: (n) => `deleted ${n} expired idempotency keys`,
    unref: true,
  });

  constructor(private readonly store: IdempotencyStore) {}

  onApplicationBootstrap() {
    this.job.start();
  }

  beforeApplicationShutdown() {
    return this.job.stop();
  }

  /** Deletes every key expired now, batch after batch; returns how many. */
  async purge(now = new Date()): Promise<number> {
    let total = 0;
    for (;;) {
      const n = await this.store.purgeExpired(now, BATCH);
      total += n;
      if (n < BATCH) return total;
    }
  }
}

/** The purge of expired idempotency keys (the store itself comes from the global DatabaseModule). */
@Module({ providers: [IdempotencyPurger] })
export class IdempotencyPurgeModule {}
