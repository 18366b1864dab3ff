import { INestApplication } from '@nestjs/common';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { ErrorEnvelopeDto } from '../common/http/api-errors';
import { MAX_INT } from '../common/validation';

const DESCRIPTION = `
Event-management API for Brazilian event companies (buffets, producers, rental houses).

**Authentication.** Every \`/api/v1\` route needs \`Authorization: Bearer <api token>\`; the bare
form \`Authorization: <api token>\` is accepted too. Tokens belong to one account and are made with
the CLI (\`npm run cli -- token:create <account id>\`). A row of another account answers exactly
as a missing one. Missing, malformed, unknown or revoked tokens answer 401 with
\`WWW-Authenticate: Bearer\`.

**Errors.** Every failure answers \`{ "status": "error", "message", "errors": [{ "field", "code", "message" }] }\`.
\`field\` is the path inside the request (\`itens[1].id_produto\`); \`code\` is a stable word.
400 bad input (also unknown fields and query parameters), 401 no or bad token, 404 unknown resource in
the path, 409 the state forbids the change, 413 body over the limit, 415 body not JSON, 422 the body
names things that do not exist or do not fit, 429 rate limit (see \`Retry-After\`), 500 unexpected
(with a request ID). Every response carries \`X-Request-Id\` (echoed when the request sends one).

**Writes** are atomic: every item of a request is applied, or none is and \`errors\` lists every problem.

**Lists** take \`page\` (from 1), \`limit\` (1–200, default 100), \`field_sort\` (the fields listed
per endpoint) and \`sort\` (\`asc\` default, or \`desc\`); ties are broken by \`id\`. They answer
\`{ data, pagination: { page, page_size, total_page, total_data } }\`; a page past the end has
\`data: []\` with the true totals.

**Values.** Decimals are JSON numbers; money is computed in decimal arithmetic and rounded half-up to
2 places. Dates are \`YYYY-MM-DD\`.
`.trim();

export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Event Orders Service')
    .setDescription(DESCRIPTION)
    .setVersion('1.0.0')
    .setLicense('Proprietary', 'https://example.com/license')
    .addServer('/', 'This server')
    .addBearerAuth({ type: 'http', scheme: 'bearer', description: 'API token made with the CLI' }, 'bearer')
    .addSecurityRequirements('bearer')
    .build();
  const document = SwaggerModule.createDocument(app, config, { extraModels: [ErrorEnvelopeDto] });
  const envelope = { $ref: '#/components/schemas/ErrorEnvelopeDto' };
  boundIdParameters(document);
  for (const [path, item] of Object.entries(document.paths)) {
    for (const operation of Object.values(item) as { responses?: Record<string, unknown>; security?: unknown[] }[]) {
      if (!operation || typeof operation !== 'object' || !('responses' in operation)) continue;
      operation.responses ??= {};
      if (path.startsWith('/api/')) {
        operation.responses['401'] ??= { description: 'Missing, malformed, unknown or revoked token', content: { 'application/json': { schema: envelope } } };
        operation.responses['429'] ??= { description: 'Rate limit reached; retry after `Retry-After` seconds', content: { 'application/json': { schema: envelope } } };
        operation.responses['431'] ??= { description: 'Request line and headers over 16 KiB', content: { 'application/json': { schema: envelope } } };
        if (path.includes('{')) {
          operation.responses['414'] ??= { description: 'A path segment over 100 characters', content: { 'application/json': { schema: envelope } } };
        }
      } else {
        operation.security = [];
      }
      operation.responses['500'] ??= { description: 'Unexpected fault (generic message and request ID)', content: { 'application/json': { schema: envelope } } };
    }
  }
  return document;
}

/**
 * Every numeric path parameter is a resource ID read by `IdParamPipe`: digits only, 1..MAX_INT.
 * The document says so once here rather than on each route.
 */
function boundIdParameters(document: OpenAPIObject): void {
  for (const item of Object.values(document.paths)) {
    for (const operation of Object.values(item) as { parameters?: { in?: string; schema?: Record<string, unknown>; description?: string }[] }[]) {
      for (const parameter of (operation && typeof operation === 'object' && operation.parameters) || []) {
        const schema = parameter.schema;
        if (parameter.in !== 'path' || !schema || (schema.type !== 'number' && schema.type !== 'integer')) continue;
        Object.assign(schema, { type: 'integer', minimum: 1, maximum: MAX_INT });
        parameter.description ??= 'ID (digits only)';
      }
    }
  }
}

/** Swagger UI at /docs and the OpenAPI JSON at /docs-json (no token needed). */
export function setupSwagger(app: INestApplication): OpenAPIObject {
  const document = buildOpenApiDocument(app);
  SwaggerModule.setup('docs', app, document, { jsonDocumentUrl: 'docs-json', yamlDocumentUrl: 'docs-yaml' });
  return document;
}
