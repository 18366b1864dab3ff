import { readEnvFile } from './env';

// Imported first by every entry point (main, worker, CLI): `.env` is in process.env before any
// other module is evaluated, so code that reads a variable while it is imported (the Bull
// processor's concurrency) sees the file too, not only `loadEnv()` called later.
readEnvFile();
