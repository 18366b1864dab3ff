import { INestApplication } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';

import { CompatRegistry } from '../common/compat/compat-registry';
import { documentMeEventos } from '../common/compat/me-eventos.swagger';
import { ERROR_DESCRIPTIONS, ErrorEnvelopeDto, ErrorStatus } from '../common/http/api-errors';
import { ETAG_EXAMPLE, ETAG_EXTENSION } from '../common/http/etag';
import { IGNORED_FIELDS_HEADER } from '../common/http/input-handling';
import { MAX_INT } from '../common/validation';
import type { Env } from '../config/env';
import { SERVICE_VERSION } from '../config/version';
import { DEFAULT_IDEMPOTENCY_TTL_HOURS } from '../database/idempotency/idempotency.store';
import { DemoAnswers, demoAnswers } from './demo-answers-file';
import { errorExample, OperationShape } from './error-examples';

const DESCRIPTION = `
Event-management API for Brazilian event companies (buffets, producers, rental houses).

**Authentication.** Every \`/api/v1\` route needs \`Authorization: Bearer <api token>\`; the bare
form \`Authorization: <api token>\` is accepted too. Tokens belong to one account and are made with
the CLI (\`npm run cli -- token:create <account id>\`). A row of another account answers exactly
as a missing one. Missing, malformed, unknown or revoked tokens answer 401 with
\`WWW-Authenticate: Bearer\`; a token revoked with the CLI stops working within 5 seconds by
default (the API keeps a checked token that long).

**Trying it here.** The first \`npm start\` on the embedded database creates a demo account and
prints its token: press **Authorize**, paste it, then **Try it out** on any operation. Every
example names the demo's rows (client 1, event 1, order \`1-1\` with items 1 to 4, budget 1,
products 1 to 3, equipment 1 and 2, webhook 1; client 2 and event 2, with nothing attached, for the
deletes) and succeeds as shown, and each success example is what a fresh demo answers to the
request shown (dates follow the day the demo was made). Two operations need a step first: a
gateway's return (run the example of \`PUT /api/v1/financial/gateways/{gateway}\`: it answers the
account's own return URL and a generated token, which the return is sent to and with) and sending a delivery again (turn webhook 1 on with a URL of
yours and change something: delivery 1 notifies it); their examples answer after that step.

**Errors.** Every failure answers \`{ "status": "error", "message", "errors": [{ "field", "code", "message" }] }\`.
\`field\` is the path inside the request (\`itens[1].id_produto\`); \`code\` is a stable word.
400 bad input, 401 no or bad token, 404 unknown resource in
the path, 409 the state forbids the change, 412 \`If-Match\` names a version that is no longer current, 413 body over the limit, 415 body not JSON, 422 the body
names things that do not exist or do not fit, 429 rate limit (see \`Retry-After\`), 500 unexpected
(with a request ID), 503 \`busy\`: the database stayed contended, nothing was written, retry after
\`Retry-After\` seconds. Every response carries \`X-Request-Id\` (echoed when the request sends one).

**Unknown names.** A body field or query parameter that an operation does not know is ignored, not
refused, and named in the answer's \`Ignored-Fields\` header (paths, comma-separated:
\`nomeresponsavel, itens[0].cor\`), as integrations written for ME Eventos expect. Send
\`Prefer: handling=strict\` to have each refused instead (400 \`unknown_field\`; the answer says
\`Preference-Applied: handling=strict\`); the typed client does. Wrong types, bad values and a name sent
with its alias at different values are refused either way. An empty body sent as \`application/json\`
is no body.

**Writes** are atomic: every item of a request is applied, or none is and \`errors\` lists every problem.

**Safe retries.** A \`POST\` sent with an \`Idempotency-Key\` header (bare or quoted: \`"…"\`) is applied once
however often it is retried with that key (a repeat answers the first answer with \`Idempotent-Replayed: true\`).
The view of a resource that has a \`PUT\` answers an \`ETag\`; sent back in \`If-Match\`, it makes a \`PUT\` or
\`DELETE\` apply only while the resource is still at that version (else 412); in \`If-None-Match\`, a \`GET\`
answers 304 while it is unchanged.

**Lists** take \`page\` (from 1), \`limit\` (1–200, default 100), \`field_sort\` (the fields listed
per endpoint) and \`sort\` (\`asc\` default, or \`desc\`); ties are broken by \`id\`. They answer
\`{ data, pagination: { page, page_size, total_page, total_data } }\`; a page past the end has
\`data: []\` with the true totals.

**Values.** Decimals are JSON numbers; money is computed in decimal arithmetic and rounded half-up to
2 places. Dates are \`YYYY-MM-DD\`, from 1000-01-01 to 9999-12-31 (an installment plan's last due date too).
`.trim();

/** Tags in the order a user meets them, each with one line. */
export const TAGS: [string, string][] = [
  ['orders', 'Event orders and their items: list, view, create, add, edit, delete; budget items through the same list'],
  ['budgets', 'Budgets with their proposals and items, before they become orders'],
  ['financial', 'Financial entries: receivables and payables, installment plans, charges and their history'],
  ['clients', 'Clients (people and companies) with CPF/CNPJ, searchable by name, e-mail, phone or document'],
  ['events', 'Events (weddings, parties, corporate events) with their date, client, place and status'],
  ['guests', 'Guests of an event and their attendance'],
  ['catalogue', 'Products and services, and equipment: what order and budget items refer to'],
  ['reports', "What each event earned, the month's results and the sellers' commissions, as JSON or CSV"],
  ['lookups', 'Lookup lists of the account: how-met sources, event types, sellers (with their commission), event locations'],
  ['webhooks', 'Webhook notifications of changes, with their deliveries and retries'],
  ['account', 'The account of the calling token'],
  ['health', 'Liveness and readiness, without a token'],
];

/** Methods on which the server reads a request body (and can refuse it: 413, 415). */
const BODY_METHODS = new Set(['post', 'put', 'patch', 'delete']);

const STATUS_TEXT: Record<string, string> = {
  '200': 'OK',
  '201': 'Created',
  '202': 'Accepted',
  '204': 'No content',
  '503': 'Service unavailable',
};

type Schema = {
  $ref?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  oneOf?: Schema[];
  allOf?: Schema[];
};
type Operation = {
  summary?: string;
  parameters?: {
    name: string;
    in: string;
    required?: boolean;
    description?: string;
    example?: unknown;
    schema?: Record<string, unknown>;
  }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  responses?: Record<string, { description?: string; content?: Record<string, unknown>; headers?: Record<string, unknown> }>;
  security?: unknown[];
  [extension: `x-${string}`]: unknown;
};

/** Field names of a body schema (nested arrays as `itens[0].x`), for the error examples. */
function bodyShape(document: OpenAPIObject, schema: Schema | undefined): { fields: string[]; required: string[] } {
  const resolve = (s: Schema | undefined): Schema | undefined =>
    s?.$ref ? (document.components?.schemas?.[s.$ref.split('/').pop()!] as Schema | undefined) : s;
  const fields: string[] = [];
  const walk = (s: Schema | undefined, prefix: string, depth: number) => {
    const r = resolve(s);
    if (!r || depth > 2) return;
    if (r.oneOf) return walk(r.oneOf[r.oneOf.length - 1], prefix, depth);
    if (r.items) return walk(r.items, `${prefix}[0]`, depth + 1);
    for (const [name, child] of Object.entries(r.properties ?? {})) {
      const path = prefix ? `${prefix}.${name}` : name;
      fields.push(path);
      const c = resolve(child);
      if (c?.items) walk(c.items, `${path}[0]`, depth + 1);
    }
  };
  walk(schema, '', 0);
  const top = resolve(schema);
  return { fields, required: top?.oneOf ? [] : (top?.required ?? []) };
}

export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const builder = new DocumentBuilder()
    .setTitle('Event Orders Service')
    .setDescription(DESCRIPTION)
    .setVersion(SERVICE_VERSION)
    .addServer('/', 'This server')
    // An opaque API token (not a JWT): `Authorization: Bearer <token>`.
    .addSecurity('bearer', {
      type: 'http',
      scheme: 'bearer',
      description: 'API token (`eos_…`) made with the CLI, or the demo token printed by the first `npm start`',
    })
    .addSecurityRequirements('bearer');
  for (const [name, description] of TAGS) builder.addTag(name, description);
  const config = builder.build();
  // The project's licence (LICENSE, package.json): MIT, as NestJS and most of its ecosystem.
  config.info.license = { name: 'MIT', url: 'https://opensource.org/license/mit' };
  const document = SwaggerModule.createDocument(app, config, { extraModels: [ErrorEnvelopeDto] });
  const answers = demoAnswers();
  const ttlHours = idempotencyTtlHours(app);
  const envelope = { $ref: '#/components/schemas/ErrorEnvelopeDto' };
  boundIdParameters(document);
  documentMeEventos(document, app.get(CompatRegistry).tables());
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, value] of Object.entries(item)) {
      const operation = value as Operation;
      if (!operation || typeof operation !== 'object' || !('responses' in operation)) continue;
      const responses = (operation.responses ??= {});
      const body = operation.requestBody?.content?.['application/json']?.schema;
      // "Try it out" starts from these: the demo account's rows are number 1 of each kind.
      for (const parameter of operation.parameters ?? []) {
        if (parameter.in === 'path' && parameter.example === undefined && parameter.schema?.example === undefined) parameter.example = 1;
      }
      if (path.startsWith('/api/')) {
        responses['401'] ??= { description: ERROR_DESCRIPTIONS[401] };
        // The bearer challenge comes with a missing or unknown token; an operation without a token
        // (a gateway's return, checked by the gateway's own secret) answers its 401 without it.
        if (!withoutToken(operation))
          responses['401'].headers = { 'WWW-Authenticate': { description: '`Bearer`', schema: { type: 'string', example: 'Bearer' } } };
        responses['429'] ??= { description: ERROR_DESCRIPTIONS[429] };
        responses['429'].headers = {
          'Retry-After': { description: 'Seconds to wait before retrying', schema: { type: 'integer', example: 42 } },
        };
      } else {
        operation.security = [];
      }
      // What any operation can answer before its handler runs, so documented on each: 400 for an
      // unknown query parameter or a malformed request, 408 for headers that do not arrive in
      // time, 431 for a request line and headers over 16 KiB, 414 for a path segment over 100
      // characters.
      responses['400'] ??= { description: ERROR_DESCRIPTIONS[400] };
      responses['408'] ??= { description: ERROR_DESCRIPTIONS[408] };
      responses['431'] ??= { description: ERROR_DESCRIPTIONS[431] };
      if (path.includes('{')) responses['414'] ??= { description: ERROR_DESCRIPTIONS[414] };
      // Fastify reads a body on every POST, PUT, PATCH and DELETE, whether or not the operation
      // takes one: its size and type are checked there (413, 415).
      if (operation.requestBody || BODY_METHODS.has(method)) {
        responses['413'] ??= { description: ERROR_DESCRIPTIONS[413] };
        responses['415'] ??= { description: ERROR_DESCRIPTIONS[415] };
      }
      responses['500'] ??= { description: ERROR_DESCRIPTIONS[500] };
      documentSafeRetries(path, method, operation, ttlHours);
      showDemoAnswers(answers[`${method.toUpperCase()} ${path}`], operation);
      // Every write runs in a transaction that answers 503 busy when the database stays contended.
      if (path.startsWith('/api/') && BODY_METHODS.has(method)) {
        responses['503'] ??= { description: ERROR_DESCRIPTIONS[503] };
        responses['503'].headers = {
          'Retry-After': { description: 'Seconds to wait before retrying', schema: { type: 'integer', example: 1 } },
        };
      }

      const { fields, required } = bodyShape(document, body);
      const shape: OperationShape = {
        path,
        method,
        bodyFields: fields,
        requiredBodyFields: required,
        queryParams: (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
        requiredQueryParams: (operation.parameters ?? []).filter((p) => p.in === 'query' && p.required).map((p) => p.name),
        pathExample:
          operation.parameters?.find((p) => p.in === 'path')?.example ??
          operation.parameters?.find((p) => p.in === 'path')?.schema?.example,
        bodyExample: firstBodyExample(operation),
      };
      // Unknown body fields and query parameters are ignored and named (none under `Prefer: handling=strict`).
      for (const [status, response] of Object.entries(responses)) {
        if (!/^2\d\d$/.test(status) || (!operation.requestBody && !operation.parameters?.some((p) => p.in === 'query'))) continue;
        response.headers = { ...response.headers, [IGNORED_FIELDS_HEADER]: IGNORED_FIELDS_DOC };
      }
      for (const [status, response] of Object.entries(responses)) {
        const code = Number(status) as ErrorStatus;
        if (code in ERROR_DESCRIPTIONS && (code !== 503 || path.startsWith('/api/'))) {
          response.description ||= ERROR_DESCRIPTIONS[code];
          response.content = { 'application/json': { schema: envelope, example: errorExample(code, shape) } };
        } else if (!response.description) {
          response.description = `${STATUS_TEXT[status] ?? status}: ${operation.summary ?? 'success'}`;
        }
      }
    }
  }
  return document;
}

/** The `Ignored-Fields` header of a success answer, as Swagger shows it. */
const IGNORED_FIELDS_DOC = {
  description:
    'The body fields and query parameters the operation does not know, ignored (comma-separated paths; sent only when there were any). ' +
    'With `Prefer: handling=strict` they are refused instead (400 `unknown_field`).',
  schema: { type: 'string', example: 'nomeresponsavel, itens[0].cor' },
};

function firstBodyExample(operation: Operation): unknown {
  const media = operation.requestBody?.content?.['application/json'] as
    { example?: unknown; examples?: Record<string, { value?: unknown }> } | undefined;
  return media?.example ?? Object.values(media?.examples ?? {})[0]?.value;
}

/**
 * The success example of an operation: what a fresh demo account answers to its documented
 * request, one per example of the request body (under the same name).
 */
function showDemoAnswers(answers: DemoAnswers[string] | undefined, operation: Operation): void {
  const status = Object.keys(operation.responses ?? {})
    .filter((s) => /^2\d\d$/.test(s))
    .sort()[0];
  const media = status
    ? (operation.responses![status].content?.['application/json'] as
        { example?: unknown; examples?: unknown; schema?: { example?: unknown } } | undefined)
    : undefined;
  if (!answers || !media) return;
  const requests =
    (operation.requestBody?.content?.['application/json'] as { examples?: Record<string, { summary?: string }> } | undefined)?.examples ??
    {};
  const names = Object.keys(answers);
  delete media.schema?.example;
  if (names.length === 1 && names[0] === 'default') {
    media.example = answers.default;
    return;
  }
  media.examples = Object.fromEntries(names.map((name) => [name, { summary: requests[name]?.summary ?? name, value: answers[name] }]));
}

/** The `Idempotency-Key` header as the document describes it, with the retention of this deployment. */
const idempotencyKeyDescription = (ttlHours: number) =>
  'Makes a retry of this request safe: 1 to 255 printable ASCII characters (else 400), unique per request (a UUID, say), ' +
  'sent bare (`Idempotency-Key: 8e03…`) or as a quoted string (`Idempotency-Key: "8e03…"`, `\\"` and `\\\\` escaped): both spell the same key. Send the header once (two lines are 400). ' +
  `The first request with a key runs and its answer is kept ${ttlHours} ${ttlHours === 1 ? 'hour' : 'hours'} with its writes; the same key with the same request (method, operation, body) ` +
  'answers that status and body again with `Idempotent-Replayed: true` and writes nothing; with another body it is 422 `idempotency_key_reused`; ' +
  'while the first is still running it is 409 `idempotency_key_in_flight` with `Retry-After`. Answers of 5xx and 429 are not kept: retry them with the same key after their `Retry-After`. ' +
  'Keys belong to the account and to the operation: the route and the resource its path names (`/financial/06/charge` is `/financial/6/charge`).';

/**
 * The headers of safe retries: `Idempotency-Key` on every POST that takes a token (with
 * `Idempotent-Replayed` on its answers and its 409 and 422), `ETag` on the views marked
 * `@ETagged()`, 412 on the PUTs marked `@IfMatchHeader()`.
 */
function documentSafeRetries(path: string, method: string, operation: Operation, ttlHours: number): void {
  const responses = operation.responses!;
  const success = Object.entries(responses).filter(([status]) => /^2\d\d$/.test(status));
  const isPublic = !path.startsWith('/api/') || withoutToken(operation);
  if (method === 'post' && !isPublic) {
    (operation.parameters ??= []).push({
      name: 'Idempotency-Key',
      in: 'header',
      required: false,
      description: idempotencyKeyDescription(ttlHours),
      // No example: "Try it out" would send the same key with every POST, and a key sent again
      // with another request is 422.
      // Up to 255 characters, each escaped, within quotes.
      schema: { type: 'string', minLength: 1, maxLength: 512, pattern: '^[ -~]+$' },
    });
    for (const [, response] of success) {
      response.headers = {
        ...response.headers,
        'Idempotent-Replayed': {
          description: '`true` when this is the kept answer of an earlier request with the same `Idempotency-Key`',
          schema: { type: 'string', enum: ['true'] },
        },
      };
    }
    responses['409'] ??= { description: ERROR_DESCRIPTIONS[409] };
    responses['409'].description =
      `${responses['409'].description}; or the \`Idempotency-Key\` is still in flight (\`idempotency_key_in_flight\`, with \`Retry-After\`)`;
    responses['409'].headers = {
      ...responses['409'].headers,
      'Retry-After': {
        description: 'With `idempotency_key_in_flight`: seconds to wait before retrying',
        schema: { type: 'integer', example: 1 },
      },
    };
    responses['422'] ??= { description: ERROR_DESCRIPTIONS[422] };
    responses['422'].description =
      `${responses['422'].description}; or the \`Idempotency-Key\` was used with another request (\`idempotency_key_reused\`)`;
  }
  if (operation[ETAG_EXTENSION]) {
    delete operation[ETAG_EXTENSION];
    for (const [, response] of success) {
      response.headers = {
        ...response.headers,
        ETag: {
          description:
            'The version of the resource: send it in `If-Match` of a `PUT` or `DELETE` to apply it only if nobody changed the resource since, or in `If-None-Match` of a `GET` for a 304 while it is unchanged',
          schema: { type: 'string', example: ETAG_EXAMPLE },
        },
      };
    }
    responses['304'] = {
      description: 'Not Modified: the resource is still at a version `If-None-Match` names (or `*`); no body',
      headers: { ETag: { description: 'The current version of the resource', schema: { type: 'string', example: ETAG_EXAMPLE } } },
    };
  }
  if (operation['x-if-match']) {
    delete operation['x-if-match'];
    responses['412'] ??= { description: ERROR_DESCRIPTIONS[412] };
  }
}

/**
 * Every numeric path parameter is a resource ID read by `IdParamPipe` (`parseId`): digits only, 1..MAX_INT.
 * The document says so once here rather than on each route.
 */
function boundIdParameters(document: OpenAPIObject): void {
  for (const item of Object.values(document.paths)) {
    for (const operation of Object.values(item) as {
      parameters?: { in?: string; schema?: Record<string, unknown>; description?: string }[];
    }[]) {
      for (const parameter of (operation && typeof operation === 'object' && operation.parameters) || []) {
        const schema = parameter.schema;
        if (parameter.in !== 'path' || !schema || (schema.type !== 'number' && schema.type !== 'integer')) continue;
        Object.assign(schema, { type: 'integer', minimum: 1, maximum: MAX_INT });
        parameter.description ??= 'ID (digits only)';
      }
    }
  }
}

/** IDEMPOTENCY_TTL_HOURS of the running configuration (its default when the app has none). */
function idempotencyTtlHours(app: INestApplication): number {
  try {
    return (
      app.get(ConfigService<Env, true>, { strict: false }).get('IDEMPOTENCY_TTL_HOURS', { infer: true }) ?? DEFAULT_IDEMPOTENCY_TTL_HOURS
    );
  } catch {
    return DEFAULT_IDEMPOTENCY_TTL_HOURS;
  }
}

/** Swagger UI at /docs and the OpenAPI JSON at /docs-json (no token needed). */
export function setupSwagger(app: INestApplication): OpenAPIObject {
  const document = buildOpenApiDocument(app);
  SwaggerModule.setup('docs', app, document, { jsonDocumentUrl: 'docs-json', yamlDocumentUrl: 'docs-yaml' });
  return document;
}

/** Whether an operation takes no token: an empty security requirement (`@ApiSecurity({})`) or none. */
function withoutToken(operation: Operation): boolean {
  const security = operation.security as object[] | undefined;
  return security !== undefined && (security.length === 0 || security.some((s) => Object.keys(s).length === 0));
}
