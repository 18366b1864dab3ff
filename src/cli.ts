import 'reflect-metadata';
// First: `.env` is in process.env, and a command's configuration checked, before any other module is evaluated.
import './cli/checked-start';

import { NestFactory } from '@nestjs/core';
import { DataSource } from 'typeorm';

import { exitOnStartupFailure } from './bootstrap/startup-error';
import { CliModule } from './cli.module';
import { CommandError, UsageError } from './cli/command';
import { COMMANDS } from './cli/commands';
import { helpText, isHelpRequest } from './cli/help';
import { AppError } from './common/errors';
import { AppLogger } from './common/http/app-logger';
import { loadEnv } from './config/env';
import { applyPendingMigrations } from './database/apply-migrations';

/**
 * `npm run cli -- <command> [args]`: operator commands (accounts, tokens, lookups, deliveries).
 * Reports go to standard output; a token a command creates is alone on the last line, so that
 * `npm run -s cli -- account:create "X" | tail -n 1` takes it. Logs go to standard error.
 */
async function main(argv: string[]): Promise<number> {
  const help = helpText(COMMANDS);
  const [name, ...args] = argv;
  if (isHelpRequest(argv)) {
    process.stdout.write(`${help}\n`);
    return name ? 0 : 2;
  }
  const command = COMMANDS.find((c) => c.name === name);
  if (!command) {
    process.stderr.write(`Unknown command "${name}".\n\n${help}\n`);
    return 2;
  }
  const env = loadEnv();
  // Standard output is the command's report; Nest logs only errors (to standard error).
  const app = await NestFactory.createApplicationContext(CliModule.forRoot(env), {
    logger: new AppLogger('error'),
    abortOnError: false,
  });
  try {
    if (env.RUN_MIGRATIONS && !command.skipMigrations) await applyPendingMigrations(app.get(DataSource));
    await command.run(app, args, (line) => process.stdout.write(`${line}\n`));
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      process.stderr.write(`${command.name}: ${error.message}\nUsage: npm run cli -- ${command.name} ${command.usage}\n`);
      return 2;
    }
    if (error instanceof AppError || error instanceof CommandError) {
      process.stderr.write(`${command.name}: ${error.message}\n`);
      return 1;
    }
    throw error;
  } finally {
    await app.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error) => exitOnStartupFailure(error),
);
