import 'reflect-metadata';
// First: `.env` is in process.env, and a command's configuration checked, before any other module is evaluated.
import './cli/checked-start';

import { exitOnStartupFailure } from './bootstrap/startup-error';
import { processIo, runCli } from './cli/run';
import { loadEnv } from './config/env';

/**
 * `npm run cli -- <command> [args]`: operator commands (accounts, tokens, lookups, deliveries).
 * Reports go to standard output; a token a command creates is alone on the last line, so that
 * `npm run -s cli -- account:create "X" | tail -n 1` takes it. Logs go to standard error.
 * The work is `runCli` (src/cli/run.ts); the configuration was checked by `checked-start`.
 */
const argv = process.argv.slice(2);
Promise.resolve()
  .then(() => runCli(argv, loadEnv, processIo()))
  .then(
    (code) => process.exit(code),
    (error) => exitOnStartupFailure(error),
  );
