import rateLimit from '@fastify/rate-limit';
import { Logger, RequestMethod } from '@nestjs/common';
import { HttpAdapterHost, NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';

import { splitSlug } from '../accounts/account-slug';
import { AccountsService } from '../accounts/accounts.service';
import { AppModule } from '../app.module';
import { rewriteApiUrl } from '../common/auth/account-slug-route';
import { authenticateRequest } from '../common/auth/authenticate-request';
import { Dependencies, RETRY_MAX_MS } from '../common/dependency-state';
import { AppLogger, logRequests } from '../common/http/app-logger';
import { BatchedCounters, batchedStore, redisCounters } from '../common/http/batched-rate-limit-store';
import { ErrorFilter } from '../common/http/error.filter';
import { registerFormBodies } from '../common/http/form-bodies';
import { clientErrorHandler, frameworkErrors, rateLimited } from '../common/http/framework-errors';
import { registerInputHandling } from '../common/http/input-handling';
import { registerJsonBodies } from '../common/http/json-bodies';
import { rateLimitAddress } from '../common/http/rate-limit-address';
import { RejectUnknownQueryGuard } from '../common/http/reject-unknown-query.guard';
import { requestIdFrom } from '../common/http/request-context';
import type { SchemaMap } from '../common/input-guard';
import { createRedis } from '../common/redis';
import { createValidationPipe } from '../common/validation';
import { Env } from '../config/env';
import { trustProxyOption } from '../config/trust-proxy';
import { applyPendingMigrations } from '../database/apply-migrations';
import { markReadOnlyRequests } from '../database/read-replicas';
import { instrumentHttp } from '../metrics/http-metrics';
import { gatewayReturnOwner } from '../modules/financial/charges/gateway-return-owner';
import { GatewaySettingsEditor } from '../modules/financial/charges/gateway-settings-editor.service';
import { PROPOSAL_PAGES } from '../modules/proposals/proposal-page.paths';
import { setupSwagger } from './swagger';

export const API_PREFIX = 'api/v1';

/**
 * Builds the API on Fastify with everything main.ts and the e2e tests share: request IDs,
 * the error envelope (Nest hands errors Fastify raises before routing to the same filter),
 * validation, Swagger,
 * migrations at start (unless RUN_MIGRATIONS=false). Not listening yet.
 */
export async function createHttpApp(env: Env, options: { logger?: AppLogger | false } = {}): Promise<NestFastifyApplication> {
  const logger = options.logger === false ? false : (options.logger ?? new AppLogger(env.LOG_LEVEL));
  // Now, not when Nest starts: a Redis down at start is told before that, in the same format.
  Logger.overrideLogger(logger);
  const dependencies = new Dependencies(
    env,
    `Retrying every ${RETRY_MAX_MS / 1000} s; meanwhile the API answers without the rate limit's shared counters, ` +
      'and webhooks wait in the database until it is back',
  );
  const adapter = new FastifyAdapter({
    bodyLimit: env.BODY_LIMIT,
    genReqId: (req: { headers: Record<string, unknown> }) => requestIdFrom(req.headers['x-request-id']),
    // Fastify's pino logger stays off: requests are logged by logRequests in the app's one format.
    logger: false,
    // Off unless the deployment sits behind proxies it names (TRUST_PROXY: a hop count or their
    // addresses): X-Forwarded-For is then believed from those peers only, never from any client.
    trustProxy: trustProxyOption(env.TRUST_PROXY),
    // ME Eventos' addresses name the account (`/<conta>/api/v1/...`): routed to ours, the slug kept
    // for the AuthGuard, which answers it for the token's own account only; a trailing slash is dropped.
    rewriteUrl: rewriteApiUrl(splitSlug),
    // Refusals made before routing, in the envelope with a request ID (not Node's or Fastify's shapes).
    clientErrorHandler,
    frameworkErrors,
  });
  const fastify = adapter.getInstance();
  // Only JSON bodies are accepted: anything else answers 415.
  fastify.removeContentTypeParser(['text/plain']);
  // Its bytes kept, its shape checked as it is parsed: no limit waits for a later reader.
  registerJsonBodies(fastify, env.BODY_LIMIT);
  // The proposal pages' forms, and nothing else, may post urlencoded bodies.
  registerFormBodies(fastify, PROPOSAL_PAGES);
  // Unknown fields and parameters ignored (`Ignored-Fields`), or refused under `Prefer: handling=strict`.
  registerInputHandling(fastify);
  fastify.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  logRequests(fastify);
  // With replicas, GET and HEAD requests read from them (src/database/read-replicas.ts).
  if (env.DATABASE_URL && env.DATABASE_READ_URLS) markReadOnlyRequests(fastify);
  // Request counts and latencies by route template, only when /metrics is served (METRICS_PORT).
  if (env.METRICS_PORT !== undefined) instrumentHttp(fastify);
  // One bucket per authenticated API token (its ID, however the header spells the token), else per
  // client address (an IPv6 client per /64: rate-limit-address.ts). Runs as a preHandler, after the request is parsed, so that it can ask who the
  // caller is; the AuthGuard reuses that answer. With REDIS_URL the counters live in Redis and
  // every API instance enforces the same limit; hits reach Redis in batches (BatchedCounters),
  // not one round trip each.
  let accounts: AccountsService | undefined;
  let counters: BatchedCounters | undefined;
  if (env.REDIS_URL && dependencies.redis) {
    // Its connection errors are the `redis` state's to log, once per loss, with Bull's clients'.
    const redis = createRedis(env.REDIS_URL, dependencies.redis, { maxRetriesPerRequest: 1 });
    const batched = (counters = new BatchedCounters(redisCounters(redis, `${env.QUEUE_PREFIX}:rate-limit:`)));
    fastify.addHook('onClose', async () => {
      await batched.close().catch(() => undefined);
      await redis.quit().catch(() => redis.disconnect());
    });
  }
  await fastify.register(rateLimit, {
    max: env.RATE_LIMIT_PER_MINUTE,
    timeWindow: 60_000,
    hook: 'preHandler',
    ...(counters ? { store: batchedStore(counters), skipOnError: true } : {}),
    allowList: (request) => request.url === '/health' || request.url.startsWith('/health/'),
    keyGenerator: async (request) => {
      const outcome = accounts ? await authenticateRequest(request.raw, request.headers.authorization, accounts) : undefined;
      return outcome?.caller ? `token:${outcome.caller.token.id}` : `ip:${rateLimitAddress(request.ip)}`;
    },
    errorResponseBuilder: (_request, context) => rateLimited(context.max, context.ttl),
  });

  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(env, { dependencies }), adapter, {
    logger,
    abortOnError: false,
    // Fastify's own JSON parser only (its errors map to the envelope); no urlencoded bodies.
    bodyParser: false,
  });
  accounts = app.get(AccountsService);
  // The gateway return route's rate limit counts per account that its URL's key names.
  fastify.decorate('gatewayReturnOwner', gatewayReturnOwner(app.get(GatewaySettingsEditor)));
  app.setGlobalPrefix(API_PREFIX, {
    exclude: [
      'health',
      'health/ready',
      { path: 'p/:token', method: RequestMethod.GET },
      { path: 'p/:token/aceitar', method: RequestMethod.POST },
      { path: 'p/:token/recusar', method: RequestMethod.POST },
    ],
  });
  const validationPipe = createValidationPipe();
  app.useGlobalPipes(validationPipe);
  app.useGlobalFilters(new ErrorFilter(app.get(HttpAdapterHost)));
  // After the AuthGuard (an APP_GUARD, registered when the app was created).
  app.useGlobalGuards(new RejectUnknownQueryGuard());

  if (env.RUN_MIGRATIONS) await applyPendingMigrations(app.get(DataSource));
  // The pipe enforces what the document says (nullable, maxItems), so it reads the document.
  validationPipe.useSchemas(setupSwagger(app).components?.schemas as SchemaMap | undefined);
  await app.init();
  return app;
}
