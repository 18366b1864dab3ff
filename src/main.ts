import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { createHttpApp } from './bootstrap/http';
import { DemoService } from './accounts/demo.service';
import { EnvError, isEmbeddedDatabase, loadEnv } from './config/env';

async function main() {
  const env = loadEnv();
  const app = await createHttpApp(env);
  const logger = new Logger('Main');
  if (isEmbeddedDatabase(env) && env.NODE_ENV !== 'production') {
    await app.get(DemoService).ensureDemoAccount(env.PORT);
  }
  await app.listen({ port: env.PORT, host: '0.0.0.0' });
  logger.log(`API listening on http://localhost:${env.PORT}/api/v1 (Swagger UI: http://localhost:${env.PORT}/docs)`);
}

main().catch((error) => {
  if (error instanceof EnvError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(`Failed to start: ${(error as Error)?.stack ?? error}\n`);
  }
  process.exit(1);
});
