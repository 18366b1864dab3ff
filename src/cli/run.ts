import type { Readable } from 'node:stream';

import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { DataSource } from 'typeorm';

import { CliModule } from '../cli.module';
import { AppError } from '../common/errors';
import { AppLogger } from '../common/http/app-logger';
import { Env } from '../config/env';
import { applyPendingMigrations } from '../database/apply-migrations';
import { CliIo, CommandError, UsageError } from './command';
import { COMMANDS } from './commands';
import { helpText, isHelpRequest } from './help';

export type { CliIo } from './command';

/** The standard streams and environment of this process. */
export const processIo = (): CliIo => ({
  env: process.env,
  stdin: process.stdin as Readable,
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
});

/**
 * Runs one CLI command (`argv`: its name and arguments) on a new application context of `envOf()`
 * (pending migrations applied first unless the command works on the database as it is); see
 * `runCommand`. A fault nobody foresaw (the database unreachable) is thrown, for the entry point
 * to print as its one startup line.
 */
export async function runCli(argv: string[], envOf: () => Env, io: CliIo): Promise<number> {
  const command = COMMANDS.find((c) => c.name === argv[0]);
  // The help, and an unknown command's refusal, need no configuration.
  if (!command || isHelpRequest(argv)) return runCommand(undefined, argv, io);
  const env = envOf();
  // Standard output is the command's report; Nest logs only errors (to standard error).
  const app = await NestFactory.createApplicationContext(CliModule.forRoot(env), {
    logger: new AppLogger('error'),
    abortOnError: false,
  });
  try {
    if (env.RUN_MIGRATIONS && !command.skipMigrations) await applyPendingMigrations(app.get(DataSource));
    return await runCommand(app, argv, io);
  } finally {
    await app.close();
  }
}

/**
 * Runs one CLI command on `app`, writing its report to `io.stdout` and its refusals to
 * `io.stderr`; resolves with the exit code: 0, 1 for a command that could not do its work, 2 for
 * a wrong invocation (and for the help asked without a command). Help and unknown commands need no
 * application.
 */
export async function runCommand(app: INestApplicationContext | undefined, argv: string[], io: CliIo): Promise<number> {
  const help = helpText(COMMANDS);
  const [name, ...args] = argv;
  if (isHelpRequest(argv)) {
    io.stdout(`${help}\n`);
    return name ? 0 : 2;
  }
  const command = COMMANDS.find((c) => c.name === name);
  if (!command || !app) {
    io.stderr(`Unknown command "${name}".\n\n${help}\n`);
    return 2;
  }
  try {
    await command.run(app, args, (line) => io.stdout(`${line}\n`), io);
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      io.stderr(`${command.name}: ${error.message}\nUsage: npm run cli -- ${command.name} ${command.usage}\n`);
      return 2;
    }
    if (error instanceof AppError || error instanceof CommandError) {
      io.stderr(`${command.name}: ${error.message}\n`);
      return 1;
    }
    throw error;
  }
}
