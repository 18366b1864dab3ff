// `node dist/openapi.js` writes the OpenAPI document (the one the build's Swagger plugin makes) to data/openapi.json (for `npm run lint:openapi` and API clients).
// Boots the API on a throw-away in-memory SQLite database; nothing listens.
import 'reflect-metadata';

import { writeFileSync } from 'node:fs';

import { createHttpApp } from './bootstrap/http';
import { buildOpenApiDocument } from './bootstrap/swagger';
import { validateEnv } from './config/env';

async function main() {
  const app = await createHttpApp(validateEnv({ SQLITE_PATH: ':memory:', LOG_LEVEL: 'error' }), { logger: false });
  writeFileSync('data/openapi.json', JSON.stringify(buildOpenApiDocument(app), null, 2));
  await app.close();
  process.stdout.write('data/openapi.json written\n');
}

main().catch((error) => {
  process.stderr.write(`${(error as Error).stack ?? error}\n`);
  process.exit(1);
});
