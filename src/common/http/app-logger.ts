import { ConsoleLogger, LogLevel } from '@nestjs/common';
import { LogLevelName } from '../../config/env';
import { currentRequestId } from './request-context';

const ORDER: LogLevelName[] = ['verbose', 'debug', 'log', 'warn', 'error', 'fatal'];

/** Nest levels from LOG_LEVEL upwards. */
export const levelsFrom = (level: LogLevelName): LogLevel[] => ORDER.slice(ORDER.indexOf(level)) as LogLevel[];

/** Nest's JSON console logger with the request ID of the current request on every line. */
export class AppLogger extends ConsoleLogger {
  constructor(level: LogLevelName = 'log') {
    super({ json: true, logLevels: levelsFrom(level) });
  }

  protected override getJsonLogObject(message: unknown, options: Parameters<ConsoleLogger['getJsonLogObject']>[1]) {
    const object = super.getJsonLogObject(message, options);
    const requestId = currentRequestId();
    return requestId ? { ...object, requestId } : object;
  }
}

/** Fastify's request logger (pino) level for a LOG_LEVEL. */
export const pinoLevel = (level: LogLevelName): string =>
  ({ verbose: 'trace', debug: 'debug', log: 'info', warn: 'warn', error: 'error', fatal: 'fatal' })[level];
