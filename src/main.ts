import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { createHttpApp } from './bootstrap/http';
import { DemoService } from './accounts/demo.service';
import { isEmbeddedDatabase, loadEnv } from './config/env';
import { describeStartupError } from './bootstrap/startup-error';

async function main() {
  const env = loadEnv();
  const app = await createHttpApp(env);
  const logger = new Logger('Main');
  if (isEmbeddedDatabase(env) && env.NODE_ENV !== 'production') {
    await app.get(DemoService).ensureDemoAccount(env.PORT);
  }
  await app.listen({ port: env.PORT, host: env.HOST });
  logger.log(`API listening on http://localhost:${env.PORT}/api/v1 (Swagger UI: http://localhost:${env.PORT}/docs)`);

  // SIGTERM/SIGINT: stop taking connections, let requests in flight finish, close the database
  // and the queue, exit 0. A second signal, or a close that hangs, exits at once with 1.
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) process.exit(1);
    stopping = true;
    logger.log(`${signal}: shutting down`);
    setTimeout(() => {
      logger.error('shutdown took longer than 30 s; exiting');
      process.exit(1);
    }, 30_000).unref();
    app.close().then(
      () => process.exit(0),
      (error: Error) => {
        logger.error(`shutdown failed: ${error.message}`);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((error) => {
  process.stderr.write(`Failed to start: ${describeStartupError(error)}\n`);
  process.exit(1);
});
