import { BeforeApplicationShutdown, Injectable, Logger, Module, OnApplicationBootstrap } from '@nestjs/common';
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
  private readonly logger = new Logger('IdempotencyPurger');
  private timer?: NodeJS.Timeout;
  private running?: Promise<number>;

  constructor(private readonly store: IdempotencyStore) {}

  onApplicationBootstrap() {
    this.timer = setInterval(() => void this.tick(), PURGE_INTERVAL_MS);
    this.timer.unref();
    void this.tick();
  }

  async beforeApplicationShutdown() {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running?.catch(() => undefined);
  }

  private async tick() {
    if (this.running) return;
    this.running = this.purge();
    try {
      const n = await this.running;
      if (n > 0) this.logger.log(`deleted ${n} expired idempotency keys`);
    } catch (error) {
      this.logger.error(`purge failed: ${(error as Error).message}`);
    } finally {
      this.running = undefined;
    }
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
