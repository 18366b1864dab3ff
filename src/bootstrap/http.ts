import { Logger } from '@nestjs/common';
import { HttpAdapterHost, NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import rateLimit from '@fastify/rate-limit';
import { createHash } from 'node:crypto';
import { DataSource } from 'typeorm';
import { AppError } from '../common/errors';
import { AppModule } from '../app.module';
import { Env } from '../config/env';
import { AppLogger, logRequests } from '../common/http/app-logger';
import { ErrorFilter } from '../common/http/error.filter';
import { RejectUnknownQueryInterceptor } from '../common/http/reject-unknown-query.interceptor';
import { requestContext, requestIdFrom } from '../common/http/request-context';
import { createValidationPipe } from '../common/validation';
import { setupSwagger } from './swagger';

export const API_PREFIX = 'api/v1';

/**
 * Builds the API on Fastify with everything main.ts and the e2e tests share: request IDs,
 * the error envelope (Nest hands errors Fastify raises before routing to the same filter),
 * validation, Swagger,
 * migrations at start (unless RUN_MIGRATIONS=false). Not listening yet.
 */
export async function createHttpApp(env: Env, options: { logger?: AppLogger | false } = {}): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({
    bodyLimit: env.BODY_LIMIT,
    genReqId: (req: { headers: Record<string, unknown> }) => requestIdFrom(req.headers['x-request-id']),
    // Fastify's pino logger stays off: requests are logged by logRequests in the app's one format.
    logger: false,
    trustProxy: true,
  });
  const fastify = adapter.getInstance();
  // Only JSON bodies are accepted: anything else answers 415.
  fastify.removeContentTypeParser(['text/plain']);
  fastify.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    requestContext.run({ requestId: request.id }, done);
  });
  logRequests(fastify);
  // One bucket per API token (hashed, never kept in clear), else per client address.
  await fastify.register(rateLimit, {
    max: env.RATE_LIMIT_PER_MINUTE,
    timeWindow: 60_000,
    allowList: (request) => request.url === '/health' || request.url.startsWith('/health/'),
    keyGenerator: (request) => {
      const auth = request.headers.authorization;
      return typeof auth === 'string' && auth ? createHash('sha256').update(auth).digest('hex') : request.ip;
    },
    errorResponseBuilder: (_request, context) =>
      new AppError('rate_limited', `Rate limit of ${context.max} requests per minute reached; retry in ${Math.ceil(context.ttl / 1000)} s`, [
        { code: 'rate_limited', message: `Retry after ${Math.ceil(context.ttl / 1000)} seconds` },
      ]),
  });

  const logger = options.logger === false ? false : (options.logger ?? new AppLogger(env.LOG_LEVEL));
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(env), adapter, {
    logger,
    abortOnError: false,
    // Fastify's own JSON parser only (its errors map to the envelope); no urlencoded bodies.
    bodyParser: false,
  });
  app.setGlobalPrefix(API_PREFIX, { exclude: ['health', 'health/ready'] });
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new ErrorFilter(app.get(HttpAdapterHost)));
  app.useGlobalInterceptors(new RejectUnknownQueryInterceptor());
  app.enableShutdownHooks();

  if (env.RUN_MIGRATIONS) {
    const ran = await app.get(DataSource).runMigrations({ transaction: 'each' });
    if (ran.length > 0) new Logger('Migrations').log(`applied ${ran.map((m) => m.name).join(', ')}`);
  }
  setupSwagger(app);
  await app.init();
  return app;
}
