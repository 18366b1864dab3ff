import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';

import { DEMO_ANSWERS_PATH } from '../../src/bootstrap/demo-answers-file';
import { WorkerModule } from '../../src/worker.module';
import { startDemoApp } from '../support/demo-app';
import { RequestOptions, TestApp } from '../support/harness';
import { OpenApiDocument, pathWithExamples, requestBodyExamples, schemaProblems, successStatus } from '../support/openapi-sample';
import { eventually, WebhookReceiver } from '../support/webhook-receiver';

/**
 * The examples of the OpenAPI document are true on the demo account, and "Execute as shown"
 * works: each operation's documented request (path, query and header examples, and each body
 * example), sent as Swagger UI sends it to a fresh demo account, answers the documented success
 * status with the documented success example.
 *
 * `UPDATE_DEMO_ANSWERS=1` (`npm run openapi:examples`) writes the answers as the new success
 * examples (generated/demo-answers.json, which the document reads at start) instead of comparing them.
 */
const UPDATE = process.env.UPDATE_DEMO_ANSWERS === '1';
const ANSWERS_FILE = join(process.cwd(), DEMO_ANSWERS_PATH);

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

/**
 * The operations whose success needs a state a fresh demo account does not have (the document's
 * description says which): the state is made first, as the description says, on the same fresh
 * demo, then the documented request is sent.
 */
const PREPARED: Record<
  string,
  (demo: { t: TestApp; token: string }, doc: OpenApiDocument) => Promise<void | { url: string; headers: Record<string, string> }>
> = {
  // The documented PUT makes the account's return URL and generates its token: the return is sent there, with it.
  'POST /api/v1/financial/gateway/{gateway}/{chave}': async ({ t, token }, doc) => {
    const put = doc.paths['/api/v1/financial/gateways/{gateway}'].put;
    const res = await t.request('PUT', '/api/v1/financial/gateways/asaas', { token, body: requestBodyExamples(doc, put)[0].value });
    expect(res.status).toBe(200);
    return { url: res.body.data.url_retorno, headers: { 'asaas-access-token': res.body.data.webhook_token_gerado } };
  },
  // Webhook 1 turned on (towards a receiver of the test), a change notified and delivered: delivery 1 succeeded.
  // With REDIS_URL the API only enqueues: the worker delivers, as in production, in this process.
  'POST /api/v1/webhooks/deliveries/{id}/retry': async ({ t, token }) => {
    const receiver = await WebhookReceiver.start();
    receivers.push(receiver);
    if (t.env.REDIS_URL) {
      const worker = await NestFactory.createApplicationContext(WorkerModule.forRoot(t.env), { logger: t.logger() });
      await worker.init();
      workers.push(worker);
    }
    expect((await t.request('PUT', '/api/v1/webhooks/1', { token, body: { active: true, url: receiver.url() } })).status).toBe(200);
    expect((await t.request('POST', '/api/v1/clients', { token, body: { nome: 'Cliente de teste' } })).status).toBe(201);
    // The API answers before the delivery: wait for it.
    await eventually(
      async () => (await t.request('GET', '/api/v1/webhooks/1/deliveries', { token })).body.data,
      (data: { id: number; status: string }[]) => data.some((d) => d.id === 1 && d.status === 'succeeded'),
      15000,
      'delivery 1 succeeded',
    );
  },
};
const STRICT = { prefer: 'handling=strict' };
/** Operations whose URL exists only once prepared (an account's own return URL): probed there. */
const URL_FROM_PREPARATION = new Set(['POST /api/v1/financial/gateway/{gateway}/{chave}']);
const receivers: WebhookReceiver[] = [];
const workers: INestApplicationContext[] = [];

/**
 * Values that differ from one fresh demo to the next: dates and times (the demo's rows are dated
 * from the day it is made), a budget's random public `token`, the random suffix of a manual
 * charge's `id_externo`, an account's gateway return URL and generated webhook token, and a delivery attempt's `duration_ms`. Compared by their form only.
 */
function stable(value: unknown, key?: string): unknown {
  if (Array.isArray(value)) return value.map((v) => stable(v));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, stable(v, k)]));
  if (key === 'duration_ms' && typeof value === 'number') return '<duration>';
  if (typeof value !== 'string') return value;
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return '<date>';
  if (/^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d+)?Z?$/.test(value)) return '<date-time>';
  if (key === 'token' && /^[\w-]{32}$/.test(value)) return '<random token>';
  // A proposal's link carries the budget's token; its version hashes content dated from the demo's day.
  if (key === 'link_proposta' && /^\/p\/[\w-]{32}$/.test(value)) return '<proposal link>';
  if (key === 'versao' && /^[0-9a-f]{64}$/.test(value)) return '<version>';
  if (key === 'id_externo' && /^manual-\d+-[0-9a-f]+$/.test(value)) return '<manual id>';
  if (key === 'url_retorno' && /^\/api\/v1\/financial\/gateway\/asaas\/[\w-]{32}$/.test(value)) return '<return url>';
  if (key === 'webhook_token_gerado' && /^[\w-]{43}$/.test(value)) return '<generated token>';
  return value;
}

interface DocumentedRequest {
  operation: string;
  name: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
  isPublic: boolean;
}

/** Every request "Try it out" fills in from the document: one per body example (or one). */
function documentedRequests(doc: OpenApiDocument): { requests: DocumentedRequest[]; problems: string[] } {
  const requests: DocumentedRequest[] = [];
  const problems: string[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!METHODS.includes(method)) continue;
      const query = new URLSearchParams();
      const headers: Record<string, string> = {};
      for (const p of op.parameters ?? []) {
        const example = p.example ?? p.schema?.example;
        if (example === undefined) continue;
        if (p.in === 'query') query.set(p.name, String(example));
        if (p.in === 'header') headers[p.name] = String(example);
      }
      let url: string;
      try {
        url = `${pathWithExamples(path, op, item)}${query.size ? `?${query}` : ''}`;
      } catch (error) {
        problems.push((error as Error).message);
        continue;
      }
      const bodies = op.requestBody ? requestBodyExamples(doc, op) : [{ name: 'default', value: undefined }];
      const named = op.requestBody?.content?.['application/json']?.examples !== undefined;
      const isPublic =
        Array.isArray(op.security) && (op.security.length === 0 || op.security.some((s: object) => Object.keys(s).length === 0));
      for (const { name, value } of bodies) {
        requests.push({
          operation: `${method.toUpperCase()} ${path}`,
          name: named ? name : 'default',
          method: method.toUpperCase(),
          url,
          headers,
          body: value,
          isPublic,
        });
      }
    }
  }
  return { requests, problems };
}

/** The documented success example of an operation for one request example. */
function documentedAnswer(op: any, name: string): unknown {
  const media = op.responses?.[String(successStatus(op))]?.content?.['application/json'];
  if (!media) return undefined;
  return name === 'default' ? media.example : media.examples?.[name]?.value;
}

describe('OpenAPI examples on the demo account', () => {
  let t: TestApp;
  let token: string;
  let doc: OpenApiDocument;
  beforeAll(async () => {
    ({ t, token } = await startDemoApp());
    doc = (await t.request('GET', '/docs-json')).body;
  });
  afterAll(async () => {
    for (const worker of workers) await worker.close();
    await t?.close();
    for (const receiver of receivers) await receiver.close();
  });

  it('"Execute as shown": every documented request answers, on a fresh demo account, its documented success status and success example', async () => {
    const { requests, problems: failures } = documentedRequests(doc);
    const answers: Record<string, Record<string, unknown>> = {};
    for (const request of requests) {
      const [method, path] = request.operation.split(' ');
      const op = doc.paths[path][method.toLowerCase()];
      // Reads share the first demo instance (they write nothing); every write gets a fresh one.
      const demo = method === 'GET' ? { t, token } : await startDemoApp();
      try {
        const prepared = await PREPARED[request.operation]?.(demo, doc);
        const res = await demo.t.request(method, prepared ? prepared.url : request.url, {
          token: request.isPublic ? null : demo.token,
          body: request.body,
          headers: { ...request.headers, ...prepared?.headers },
        });
        const expected = successStatus(op);
        const label = `${request.operation} (${request.name}) ${request.url}`;
        if (res.status !== expected) {
          failures.push(
            `${label} answered ${res.status}, documented ${expected}: ${res.text.slice(0, 300)}\n  sent ${JSON.stringify(request.body)}`,
          );
          continue;
        }
        (answers[request.operation] ??= {})[request.name] = res.body;
        // Readiness names the database driver and the queue: the examples show the embedded default's.
        const embeddedOnly = request.operation === 'GET /health/ready' && !!t.env.DATABASE_URL;
        if (!UPDATE && !embeddedOnly) {
          const documented = documentedAnswer(op, request.name);
          if (JSON.stringify(stable(documented)) !== JSON.stringify(stable(res.body))) {
            failures.push(
              `${label}: the documented success example is not the answer (npm run openapi:examples)\n  documented ${JSON.stringify(documented)?.slice(0, 400)}\n  answered   ${JSON.stringify(res.body).slice(0, 400)}`,
            );
          }
        }
      } finally {
        if (demo.t !== t) await demo.t.close();
      }
    }
    if (UPDATE) writeFileSync(ANSWERS_FILE, `${JSON.stringify(answers, null, 2)}\n`);
    expect(requests.length).toBeGreaterThanOrEqual(58);
    expect(failures).toEqual([]);
  }, 300000);

  it('every documented example (request bodies, parameters, responses) is valid against its schema', () => {
    const problems: string[] = [];
    let checked = 0;
    const check = (where: string, schema: unknown, value: unknown) => {
      checked++;
      problems.push(...schemaProblems(doc, schema as any, value, where));
    };
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(item)) {
        if (!METHODS.includes(method)) continue;
        const at = `${method.toUpperCase()} ${path}`;
        for (const p of op.parameters ?? []) {
          if (p.example !== undefined) check(`${at} parameter ${p.name}`, p.schema, p.example);
          if (p.schema?.example !== undefined) check(`${at} parameter ${p.name} (schema)`, p.schema, p.schema.example);
        }
        const body = op.requestBody?.content?.['application/json'];
        if (body?.example !== undefined) check(`${at} body`, body.schema, body.example);
        for (const [name, e] of Object.entries<any>(body?.examples ?? {})) check(`${at} body ${name}`, body.schema, e.value);
        for (const [status, response] of Object.entries<any>(op.responses ?? {})) {
          const media = response.content?.['application/json'];
          if (!media?.schema) continue;
          if (media.example !== undefined) check(`${at} ${status}`, media.schema, media.example);
          for (const [name, e] of Object.entries<any>(media.examples ?? {})) check(`${at} ${status} ${name}`, media.schema, e.value);
        }
      }
    }
    expect(checked).toBeGreaterThan(500);
    expect(problems).toEqual([]);
  });

  it('every success response shows an example (no schema placeholders), and no success example is an error', () => {
    const missing: string[] = [];
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(item)) {
        if (!METHODS.includes(method)) continue;
        const media = op.responses[String(successStatus(op))]?.content?.['application/json'];
        const values = media?.example !== undefined ? [media.example] : Object.values<any>(media?.examples ?? {}).map((e) => e.value);
        if (values.length === 0) missing.push(`${method.toUpperCase()} ${path}: no success example`);
        for (const v of values)
          if (JSON.stringify(v).includes('"status":"error"'))
            missing.push(`${method.toUpperCase()} ${path}: an error in the success example`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("each documented error example carries its own status's code", () => {
    const codes: Record<string, RegExp> = {
      '400': /^(required|unknown_field|max|invalid_id|invalid_item_id|invalid_order_id)$/,
      '401': /^unauthorized$/,
      '404': /not_found$/,
      '408': /^request_timeout$/,
      '409':
        /^(client_in_use|duplicate_documento|event_in_use|delivery_pending|duplicate|charge_issued|no_open_charge|idempotency_key_in_flight|insufficient_stock|proposal_accepted|budget_not_open)$/,
      '412': /^precondition_failed$/,
      '413': /^payload_too_large$/,
      '414': /^uri_too_long$/,
      '415': /^unsupported_media_type$/,
      '410': /^proposal_expired$/,
      '422': /^(not_found|not_in_order|destination_refused|gateway_not_configured|idempotency_key_reused|event_date_required)$/,
      '429': /^rate_limited$/,
      '431': /^header_too_large$/,
      '500': /^internal$/,
      '502': /^gateway_unavailable$/,
      '503': /^busy$/,
    };
    const wrong: string[] = [];
    let checked = 0;
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(item)) {
        if (!METHODS.includes(method)) continue;
        for (const [status, response] of Object.entries<any>(op.responses)) {
          if (Number(status) < 400 || path === '/health/ready') continue;
          const example = response.content?.['application/json']?.example;
          const at = `${method.toUpperCase()} ${path} ${status}`;
          if (!example) {
            wrong.push(`${at}: no example`);
            continue;
          }
          checked++;
          if (example.status !== 'error' || !example.errors?.length) wrong.push(`${at}: not the error envelope`);
          for (const e of example.errors ?? []) if (!codes[status]?.test(e.code)) wrong.push(`${at}: code ${e.code}`);
        }
      }
    }
    expect(checked).toBeGreaterThan(500);
    expect(wrong).toEqual([]);
  });

  it('the 400, 401, 404, 412, 413, 414, 415 and 431 examples are what the service answers, on every operation that documents them', async () => {
    const wrong: string[] = [];
    const { requests } = documentedRequests(doc);
    const seen = new Set<string>();
    let compared = 0;
    // An instance of its own: a probe that is not refused would write.
    const { t: probe, token } = await startDemoApp();
    for (const request of requests) {
      if (seen.has(request.operation)) continue;
      seen.add(request.operation);
      const [method, path] = request.operation.split(' ');
      const responses = doc.paths[path][method.toLowerCase()].responses;
      const example = (status: number) => responses[String(status)]?.content?.['application/json']?.example;
      const compare = async (status: number, url: string, options: RequestOptions) => {
        if (!example(status)) return;
        compared++;
        const res = await probe.request(method, url, {
          body: request.body,
          ...options,
          headers: { ...request.headers, ...options.headers },
        });
        if (res.status !== status || JSON.stringify(res.body) !== JSON.stringify(example(status))) {
          wrong.push(
            `${request.operation} ${status}: answered ${res.status} ${res.text.slice(0, 300)}, documented ${JSON.stringify(example(status))}`,
          );
        }
      };
      const prepared = URL_FROM_PREPARATION.has(request.operation)
        ? await PREPARED[request.operation]!({ t: probe, token }, doc)
        : undefined;
      if (!request.isPublic) await compare(401, request.url, { token: `eos_${'A'.repeat(43)}` });
      // A public operation that authenticates by a header of its own: that header wrong.
      else
        await compare(401, prepared ? prepared.url : request.url, {
          headers: Object.fromEntries(Object.keys({ ...request.headers, ...prepared?.headers }).map((h) => [h, 'not-the-token'])),
        });
      await compare(431, request.url, { token, headers: { 'x-padding': 'x'.repeat(17 * 1024) } });
      await compare(413, request.url, {
        token,
        rawBody: JSON.stringify({ x: 'x'.repeat(probe.env.BODY_LIMIT) }),
        headers: { 'content-type': 'application/json' },
      });
      await compare(415, request.url, { token, rawBody: 'x=1', headers: { 'content-type': 'text/plain' } });
      await compare(412, request.url, { token, headers: { 'if-match': '"stale"' } });
      const unknown = example(422)?.errors[0];
      if (/^(not_found|not_in_order)$/.test(unknown?.code ?? '') && unknown.field && request.body !== undefined) {
        // The documented body with the reference the example names set to 999 (when it sends it).
        const body = structuredClone(request.body);
        if (setPath(body, unknown.field, 999)) await compare(422, request.url, { token, body });
      }
      if (example(409)?.errors[0].code === 'duplicate_documento' && method === 'POST') {
        // The demo's client 1 has this CPF.
        await compare(409, request.url, { token, body: { ...(request.body as object), documento: '529.982.247-25' } });
      }
      const invalid = example(400)?.errors[0];
      if (invalid?.code === 'required' && new URL(request.url, 'http://x').searchParams.has(invalid.field)) {
        // A required query parameter left out of the documented URL.
        const url = new URL(request.url, 'http://x');
        url.searchParams.delete(invalid.field);
        await compare(400, `${url.pathname}${url.search}`, { token });
      } else if (invalid?.code === 'required') {
        const { [invalid.field]: _left, ...rest } = (request.body ?? {}) as Record<string, unknown>;
        await compare(400, request.url, { token, body: rest });
      } else if (invalid?.code === 'unknown_field' && /accepted field/.test(invalid.message)) {
        // Unknown names are refused under Prefer: handling=strict (by default they are ignored).
        await compare(400, request.url, { token, body: { ...(request.body as object), extra: 1 }, headers: STRICT });
      } else if (invalid?.code === 'unknown_field') {
        await compare(400, `${request.url}${request.url.includes('?') ? '&' : '?'}extra=1`, { token, headers: STRICT });
      } else if (invalid?.code === 'max') {
        await compare(400, request.url.includes('limit=') ? request.url.replace(/limit=\d+/, 'limit=201') : `${request.url}?limit=201`, {
          token,
        });
      } else if (/^invalid_(item_|order_)?id$/.test(invalid?.code ?? '')) {
        await compare(400, pathWithId(path, request.url, 'abc'), { token });
      } else if (invalid) {
        wrong.push(`${request.operation} 400: no request known to provoke ${invalid.code}`);
      }
      if (path.includes('{')) {
        // The first path parameter over 100 characters (414); an ID not there (404).
        const long = path.replace(/\{[^}]+\}/, 'a'.repeat(101)).replace(/\{[^}]+\}/g, '1');
        await compare(414, long, { token });
        if (path.includes('{id}')) {
          const id = path.startsWith('/api/v1/orders/') && method !== 'GET' ? '1-99' : '999';
          await compare(404, pathWithId(path, request.url, id), { token });
        }
      }
    }
    await probe.close();
    expect(seen.size).toBeGreaterThanOrEqual(58);
    expect(compared).toBeGreaterThan(250);
    expect(wrong).toEqual([]);
  });

  it('documents no example for `cursor`, and refuses `page` with `cursor` (400) on every list that takes a cursor', async () => {
    const lists = Object.entries(doc.paths).filter(([, item]) =>
      item.get?.parameters?.some((p: any) => p.name === 'cursor' && p.in === 'query'),
    );
    expect(lists.map(([path]) => path)).toEqual(['/api/v1/orders']);
    for (const [path, item] of lists) {
      const cursor = item.get.parameters.find((p: any) => p.name === 'cursor');
      expect({ path, example: cursor.example ?? cursor.schema?.example }).toEqual({ path, example: undefined });
      const first = await t.request('GET', path, { token, query: { idevento: 1, limit: 1 } });
      expect(first.body.pagination.next_cursor).toEqual(expect.any(String));
      const next = await t.request('GET', path, { token, query: { idevento: 1, limit: 1, cursor: first.body.pagination.next_cursor } });
      expect(next.status).toBe(200);
      const both = await t.request('GET', path, {
        token,
        query: { idevento: 1, limit: 1, page: 2, cursor: first.body.pagination.next_cursor },
      });
      expect(both.status).toBe(400);
      expect(both.body.errors).toEqual(
        expect.arrayContaining([expect.objectContaining({ field: expect.stringMatching(/^(page|cursor)$/) })]),
      );
    }
  });

  it('no description points to files outside the repository', () => {
    expect(JSON.stringify(doc)).not.toMatch(/SPEC\.md|DECISIONS|SPEC rule/);
  });
});

/** The documented URL with its `{id}` parameter replaced by `id` (the query kept). */
function pathWithId(path: string, url: string, id: string): string {
  const [, query = ''] = url.split('?');
  const segments = path.split('/');
  const urlSegments = url.split('?')[0].split('/');
  const out = segments.map((s, i) => (s === '{id}' ? id : urlSegments[i]));
  return `${out.join('/')}${query ? `?${query}` : ''}`;
}

/** Sets `path` (`id_evento`, `itens[0].id_produto`, `[0].id_como_conheceu`) in `target`; false when the path is not there. */
function setPath(target: unknown, path: string, value: unknown): boolean {
  const keys = path
    .replace(/\[(\d+)\]/g, '.$1')
    .replace(/^\./, '')
    .split('.');
  let node = target as Record<string, unknown>;
  for (const key of keys.slice(0, -1)) {
    if (!node || typeof node !== 'object' || !(key in node)) return false;
    node = node[key] as Record<string, unknown>;
  }
  const last = keys[keys.length - 1];
  if (!node || typeof node !== 'object' || !(last in node)) return false;
  node[last] = value;
  return true;
}
