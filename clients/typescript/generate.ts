// Generates schema.d.ts, the types of the typed client, from the service's OpenAPI document.
// `npm run client:generate` builds the service, writes data/openapi.json (node dist/openapi.js)
// and runs this file; test/docs/typed-client.e2e-spec.ts fails when the committed file is stale.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import openapiTS, { astToString } from 'openapi-typescript';

const HEADER = `/**
 * Types of the Event Orders Service API, generated from its OpenAPI document by openapi-typescript.
 * Do not edit: run \`npm run client:generate\` after changing the API.
 */

`;

/** The text of schema.d.ts for an OpenAPI document. */
export async function renderClientSchema(document: object): Promise<string> {
  // defaultNonNullable: false: a field with a default (quantidade, ndias…) stays optional in bodies.
  const copy = JSON.parse(JSON.stringify(document));
  // The answers' examples (whole demo answers and error bodies) are documentation, not types.
  for (const item of Object.values<Record<string, any>>(copy.paths ?? {})) {
    for (const operation of Object.values<any>(item)) {
      for (const response of Object.values<any>(operation?.responses ?? {})) {
        for (const media of Object.values<any>(response?.content ?? {})) {
          delete media.example;
          delete media.examples;
        }
      }
    }
  }
  const ast = await openapiTS(copy, { alphabetize: false, defaultNonNullable: false });
  return HEADER + astToString(ast);
}

/** Relative to the repository root, where npm scripts and tests run. */
export const SCHEMA_FILE = join(process.cwd(), 'clients/typescript/schema.d.ts');

// Run as a script (CommonJS through ts-node), not when a test imports it (ES module).
if (typeof require !== 'undefined' && require.main === module) {
  const source = process.argv[2] ?? join(process.cwd(), 'data/openapi.json');
  renderClientSchema(JSON.parse(readFileSync(source, 'utf8')))
    .then((text) => {
      writeFileSync(SCHEMA_FILE, text);
      process.stdout.write(`${SCHEMA_FILE} written from ${source}\n`);
    })
    .catch((error) => {
      process.stderr.write(`${(error as Error).stack ?? error}\n`);
      process.exit(1);
    });
}
