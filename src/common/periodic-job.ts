import type { Logger } from '@nestjs/common';

/**
 * Background work run now and then every `intervalMs` in a process (the webhook sweep, the purge
 * of expired idempotency keys): never two runs at once in the process, a failed run logged and
 * retried at the next tick, and `stop()` waiting for the run in progress so that shutdown closes
 * the database only after it. `work` returns how many rows it handled; `done` says so when any.
 */
export class PeriodicJob {
  private timer?: NodeJS.Timeout;
  private running?: Promise<number>;

  constructor(
    private readonly options: {
      name: string;
      intervalMs: number;
      logger: Logger;
      work: () => Promise<number>;
      done: (n: number) => string;
      /** Let the process exit while it waits (no other work holds it open). */
      unref?: boolean;
    },
  ) {}

  start(): void {
    this.timer = setInterval(() => void this.tick(), this.options.intervalMs);
    if (this.options.unref) this.timer.unref();
    void this.tick();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running?.catch(() => undefined);
  }

  private async tick(): Promise<void> {
    if (this.running) return;
    this.running = this.options.work();
    try {
      const n = await this.running;
      if (n > 0) this.options.logger.log(this.options.done(n));
    } catch (error) {
      this.options.logger.error(`${this.options.name} failed: ${(error as Error).message}`);
    } finally {
      this.running = undefined;
    }
  }
}
