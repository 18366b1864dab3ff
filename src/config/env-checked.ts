import './env-file';

import { EnvError, loadEnv } from './env';

// Imported first by the API and the worker, instead of `env-file`: a bad variable stops the
// process before the rest of it is loaded (a second or more), with the same one line as
// `exitOnStartupFailure` prints. The CLI checks later: its `help` needs no configuration.
try {
  loadEnv();
} catch (error) {
  if (!(error instanceof EnvError)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
}
