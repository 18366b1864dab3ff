import { closeSync, openSync, writeSync } from 'node:fs';
import { join } from 'node:path';

import type { LogLevel } from '@nestjs/common';

import { AppLogger } from '../../src/common/http/app-logger';
import type { LogLevelName } from '../../src/config/env';

/**
 * The logs of a test run. The test run's setup (test/support/test-logs.cjs) names a directory in
 * TEST_LOG_DIR; the apps the tests start in their own process write there, at the service's
 * default level (`log`: a line per request, warnings, errors), what they would print, and the
 * processes a test starts have their log lines copied there when they end. The run's teardown
 * reads it all and fails the run on a CPF, a CNPJ or an e-mail found in a line: a test sends them,
 * and no log of the service may hold them.
 */
export const testLogDir = (): string | undefined => process.env.TEST_LOG_DIR || undefined;

let fd: number | undefined;
const file = () => (fd ??= openSync(join(testLogDir()!, `jest-${process.pid}.log`), 'a'));

/** The service's logger, writing its JSON lines to the run's log file instead of the output. */
class RunLogFile extends AppLogger {
  protected override printAsJson(
    message: unknown,
    options: { context: string; logLevel: LogLevel; writeStreamType?: 'stdout' | 'stderr'; errorStack?: unknown; error?: Error },
  ): void {
    writeSync(file(), `${this.stringifyJsonLogObject(this.getJsonLogObject(message, options))}\n`);
  }
}

/** How the apps of a test, and the workers and second apps beside them, log. */
export interface AppLogging {
  /** LOG_LEVEL of an app whose test set none. */
  defaultLevel: LogLevelName;
  /** The logger of an app (or of a worker beside it) started at `level`. */
  logger(level: LogLevelName): AppLogger | false;
}

/**
 * The logging of the apps a test starts with these settings. A level the test chose (LOG_LEVEL in
 * `overrides`, or TEST_LOG_LEVEL for the run) logs on the output, with the service's own logger.
 * Else, when the run keeps its logs, they go to the run's log file at the service's default level
 * (`log`); else nowhere (`fatal`, quiet output). Every app of a test file takes the same kind:
 * Nest's static logger is the last one started.
 */
export function appLogging(overrides: Record<string, string>): AppLogging {
  const chosen = Boolean(process.env.TEST_LOG_LEVEL) || 'LOG_LEVEL' in overrides;
  const toRunLog = !chosen && testLogDir() !== undefined;
  return {
    defaultLevel: (process.env.TEST_LOG_LEVEL as LogLevelName | undefined) ?? (toRunLog ? 'log' : 'fatal'),
    logger: (level) => (chosen ? (level === 'fatal' ? false : new AppLogger(level)) : toRunLog ? new RunLogFile('log') : false),
  };
}

/** The log lines (the JSON ones: a command's answer on its output is not a log) of a process a test started, into the run's logs. */
export function keepProcessLogs(output: string): void {
  const dir = testLogDir();
  if (!dir) return;
  const lines = output.split('\n').filter((l) => l.startsWith('{"level":'));
  if (lines.length === 0) return;
  const out = openSync(join(dir, `process-${process.pid}.log`), 'a');
  try {
    writeSync(out, `${lines.join('\n')}\n`);
  } finally {
    closeSync(out);
  }
}
