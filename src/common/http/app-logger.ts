import { ConsoleLogger, Logger, LogLevel } from '@nestjs/common';
import type { FastifyInstance } from 'fastify';

import { LogLevelName } from '../../config/env';
import { loggedUrl } from './log-redaction';

const ORDER: LogLevelName[] = ['verbose', 'debug', 'log', 'warn', 'error', 'fatal'];

/** Nest levels from LOG_LEVEL upwards. */
export const levelsFrom = (level: LogLevelName): LogLevel[] => ORDER.slice(ORDER.indexOf(level)) as LogLevel[];

/**
 * Nest's own start-up chatter (a line per module, controller and route, ~60 lines): shown at
 * LOG_LEVEL=debug, so that the default start ends with the lines a person needs.
 */
const STARTUP_CONTEXTS = new Set(['NestFactory', 'InstanceLoader', 'RoutesResolver', 'RouterExplorer', 'NestApplication']);

/** The context Nest logs a fault of the start under (its `ExceptionHandler`, before rethrowing it). */
const STARTUP_FAULT_CONTEXT = 'ExceptionHandler';

/**
 * The one log format of the API: Nest's JSON console logger, one JSON object per line
 * (`level`, `pid`, `timestamp`, `message`, `context`, extra fields flattened). A line about a
 * request or a delivery names its request in a `requestId` field, passed by the code that writes
 * it (see `request-context.ts`). Fastify's own logger is off; requests are logged by `logRequests`
 * through this logger, so every line has the same shape.
 */
export class AppLogger extends ConsoleLogger {
  constructor(level: LogLevelName = 'log') {
    super({ json: true, logLevels: levelsFrom(level), flattenParams: true });
  }

  /**
   * Nest's ExceptionHandler logs a fault of the start (a missing database, a bad SQLITE_PATH)
   * with its stack before rethrowing it; the entry point then says it in one line (see
   * `describeStartupError`). Its copy is kept for LOG_LEVEL=debug.
   */
  override error(message: unknown, ...optionalParams: unknown[]): void {
    const context = optionalParams.length > 0 ? optionalParams[optionalParams.length - 1] : this.context;
    if (context === STARTUP_FAULT_CONTEXT) super.debug(message, ...optionalParams);
    else super.error(message, ...optionalParams);
  }

  override log(message: unknown, ...optionalParams: unknown[]): void {
    const context = optionalParams.length > 0 ? optionalParams[optionalParams.length - 1] : this.context;
    if (typeof context === 'string' && STARTUP_CONTEXTS.has(context)) super.debug(message, ...optionalParams);
    else super.log(message, ...optionalParams);
  }
}

/**
 * One line per request, when its answer has been sent, through the application's logger. The URL
 * is written as `loggedUrl` redacts it (no return-URL key, proposal token or searched text), and
 * `route` is the template the request matched (`unmatched` when none did), as the metrics name it.
 */
export function logRequests(fastify: FastifyInstance): void {
  const logger = new Logger('HTTP');
  fastify.addHook('onResponse', (request, reply, done) => {
    // Nothing is built for a line the level leaves out (LOG_LEVEL=warn and above).
    if (!Logger.isLevelEnabled('log')) return done();
    const responseTime = Math.round(reply.elapsedTime * 10) / 10;
    const url = loggedUrl(request.url);
    logger.log(`${request.method} ${url} ${reply.statusCode} ${responseTime} ms`, {
      method: request.method,
      url,
      route: request.routeOptions?.url ?? 'unmatched',
      statusCode: reply.statusCode,
      responseTime,
      requestId: request.id,
    });
    done();
  });
}
