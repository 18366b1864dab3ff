import 'reflect-metadata';
// First: `.env` is in process.env, and the configuration checked, before any other module is evaluated.
import './bootstrap/checked-start';

import { createServer } from 'node:net';

import { Logger } from '@nestjs/common';

import { createHttpApp } from './bootstrap/http';
import { collectWhenIdle } from './bootstrap/idle-heap';
import { exitOnStartupFailure, StartError } from './bootstrap/startup-error';
import { isEmbeddedDatabase, loadEnv } from './config/env';
import { DemoAccount, DemoService } from './demo/demo.service';

const portInUse = (port: number) =>
  new StartError(
    `Port ${port} is already in use: stop the program using it, or start on another port with the PORT variable (PORT=${port + 1} npm start)`,
  );

/** Fails fast, before migrations and without Nest's error line, when the port is taken. */
function assertPortFree(port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) => reject(error.code === 'EADDRINUSE' ? portInUse(port) : error));
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve()));
  });
}

/**
 * The last lines of a start: the demo token (first start only), a curl line to paste, the
 * Swagger URL. Plain text for a person at a terminal; JSON log lines in production.
 */
function welcome(port: number, demo: DemoAccount | null, showDemoHints: boolean, proposal: string | null): string[] {
  const base = `http://localhost:${port}`;
  const proposalLine = proposal
    ? [`Demo proposal for a client (open it in a browser, accept it to book the event): ${base}${proposal}`]
    : [];
  const tryIt = (token: string) => `Try it: curl -H "Authorization: Bearer ${token}" "${base}/api/v1/orders?pedido=1-1"`;
  if (demo) {
    return [
      `Demo API token (shown once): ${demo.token}`,
      tryIt(demo.token),
      `Swagger UI: ${base}/docs (Authorize with the token above)`,
      ...proposalLine,
    ];
  }
  if (showDemoHints) {
    return [
      'API token: the demo token was shown on the first start; make another with TOKEN=$(npm run -s cli -- token:create 1 | tail -n 1)',
      tryIt('$TOKEN'),
      `Swagger UI: ${base}/docs`,
      ...proposalLine,
    ];
  }
  return [`Swagger UI: ${base}/docs`];
}

/**
 * Where there is no demo (production mode, or MySQL/MariaDB) and no account yet: how to make the
 * first one, for each way of running the service. One line, logged once at start.
 */
function firstAccountHint(): string {
  const create = 'account:create "Buffet Alegria" | tail -n 1';
  return (
    'No account yet: create the first one with the CLI, which prints its API token alone on the last line. ' +
    `From the source: npm run -s cli -- ${create}; ` +
    `after npm run build: npm run -s cli:prod -- ${create}; ` +
    `with the image: docker run --rm -e DATABASE_URL -e REDIS_URL event-orders node dist/cli.js ${create} ` +
    "(on the embedded SQLite file, mount the API's data volume instead: -v <volume>:/app/data); " +
    `with Compose: docker compose run --rm -T api node dist/cli.js ${create}`
  );
}

async function main() {
  const env = loadEnv();
  const host = env.HOST;
  await assertPortFree(env.PORT, host);
  const app = await createHttpApp(env);
  // The heap a burst of requests grew is given back 10 s after the last one.
  collectWhenIdle(app.getHttpAdapter().getInstance());
  const logger = new Logger('Main');
  try {
    await app.listen({ port: env.PORT, host });
  } catch (error) {
    // Taken between the probe and now.
    if ((error as NodeJS.ErrnoException)?.code !== 'EADDRINUSE') throw error;
    await app.close().catch(() => undefined);
    throw portInUse(env.PORT);
  }

  // SIGTERM/SIGINT (from here on, also while the demo account is made): stop taking connections,
  // let requests in flight finish, close the database and the queue, exit 0. A second signal, or
  // a close that hangs, exits at once with 1.
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

  const base = `http://localhost:${env.PORT}`;
  logger.log(`API listening on ${base}/api/v1; liveness at ${base}/health, readiness at ${base}/health/ready`);

  // The demo account only on the embedded default, never in production (after listen, so a busy
  // port never swallows the one-time token).
  const embeddedDev = isEmbeddedDatabase(env) && env.NODE_ENV !== 'production';
  const demo = embeddedDev ? await app.get(DemoService).ensureDemoAccount() : null;
  const proposal = embeddedDev ? await app.get(DemoService).proposalLink(demo?.accountId ?? 1) : null;
  const lines = welcome(env.PORT, demo, embeddedDev, proposal);
  if (!embeddedDev && (await app.get(DemoService).isEmpty())) lines.unshift(firstAccountHint());
  if (env.NODE_ENV === 'production') for (const line of lines) logger.log(line);
  else process.stdout.write(`\n${lines.join('\n')}\n`);
}

main().catch((error) => exitOnStartupFailure(error, 'Failed to start: '));
