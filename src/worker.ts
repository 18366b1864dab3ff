import 'reflect-metadata';
// First: `.env` is in process.env, and the configuration checked, before any other module is evaluated.
import './bootstrap/checked-start';

import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';

import { exitOnStartupFailure } from './bootstrap/startup-error';
import { AppLogger } from './common/http/app-logger';
import { loadEnv } from './config/env';
import { MAX_TIMER_MS } from './config/env-kinds';
import { WorkerModule } from './worker.module';

/**
 * The webhook worker: `npm run worker`. Needs REDIS_URL and the API's DATABASE_URL (the API
 * runs the migrations). SIGTERM/SIGINT stop taking jobs and let running deliveries finish, for
 * up to the HTTP timeout plus 10 s; then the process exits.
 */
async function main() {
  const env = loadEnv();
  if (!env.REDIS_URL) {
    process.stderr.write('The worker needs REDIS_URL. Without Redis the API process delivers webhooks itself (embedded default).\n');
    process.exit(1);
  }
  const logger = new Logger('Worker');
  const app = await NestFactory.createApplicationContext(WorkerModule.forRoot(env), {
    logger: new AppLogger(env.LOG_LEVEL),
    abortOnError: false,
  });
  await app.init();
  logger.log(
    `worker started: queue prefix "${env.QUEUE_PREFIX}", concurrency ${env.WEBHOOK_CONCURRENCY}, timeout ${env.WEBHOOK_TIMEOUT_MS} ms`,
  );

  // A timer past MAX_TIMER_MS would fire at once, ending the deliveries it is meant to wait for.
  const graceMs = Math.min(env.WEBHOOK_TIMEOUT_MS + 10_000, MAX_TIMER_MS);
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.log(`${signal}: finishing running deliveries (up to ${graceMs} ms)`);
    setTimeout(() => {
      logger.error('shutdown grace period over; exiting with deliveries still running (they will be retried)');
      process.exit(1);
    }, graceMs).unref();
    app
      .close()
      .then(() => {
        logger.log('stopped');
        process.exit(0);
      })
      .catch((error: Error) => {
        logger.error(`shutdown failed: ${error.message}`);
        process.exit(1);
      });
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((error) => exitOnStartupFailure(error, 'Worker failed to start: '));
