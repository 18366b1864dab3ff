import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

import { SERVICE_VERSION } from '../../src/config/version';
import { startTestApp, TestApp } from '../support/harness';

const run = promisify(execFile);

describe('OpenAPI document', () => {
  let t: TestApp;
  let doc: any;
  beforeAll(async () => {
    t = await startTestApp();
    doc = (await t.request('GET', '/docs-json')).body;
  });
  afterAll(async () => {
    await t.close();
  });

  it('is served at /docs-json with an opaque bearer token scheme (not a JWT) and the service’s version (package.json)', () => {
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.version).toBe(SERVICE_VERSION);
    expect(doc.info.license).toEqual({ name: 'MIT', url: 'https://opensource.org/license/mit' });
    expect(doc.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.components.securitySchemes.bearer.bearerFormat).toBeUndefined();
    expect(doc.security).toEqual([{ bearer: [] }]);
  });

  it('orders the tags as a user meets them, each with a one-line description, and tags every operation with one of them', () => {
    const names = [
      'orders',
      'budgets',
      'financial',
      'clients',
      'events',
      'guests',
      'catalogue',
      'reports',
      'lookups',
      'webhooks',
      'account',
      'health',
    ];
    expect(doc.tags.map((tag: { name: string }) => tag.name)).toEqual(names);
    for (const tag of doc.tags) expect(tag.description).toMatch(/^[^\n]{10,160}$/);
    for (const item of Object.values(doc.paths) as any[]) {
      for (const op of Object.values(item) as any[]) expect(names).toEqual(expect.arrayContaining(op.tags));
    }
  });

  it('describes every response, and documents 413 and 415 on every operation with a body', () => {
    const missing: string[] = [];
    for (const [path, item] of Object.entries(doc.paths) as [string, any][]) {
      for (const [method, op] of Object.entries(item) as [string, any][]) {
        for (const [status, response] of Object.entries(op.responses) as [string, any][]) {
          if (!response.description) missing.push(`${method} ${path} ${status}: no description`);
        }
        if (op.requestBody && (!op.responses['413'] || !op.responses['415'])) missing.push(`${method} ${path}: no 413/415`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('shows, for each error status of each operation, an example of that status with the fields real errors carry', () => {
    const codes: Record<string, RegExp> = {
      '400': /^(required|unknown_field|max|invalid_id|invalid_item_id|invalid_order_id)$/,
      '401': /^unauthorized$/,
      '404': /not_found$/,
      '409': /./,
      '413': /^payload_too_large$/,
      '415': /^unsupported_media_type$/,
      '410': /^proposal_expired$/,
      '422': /^(not_found|not_in_order|destination_refused|gateway_not_configured|idempotency_key_reused|event_date_required)$/,
      '429': /^rate_limited$/,
      '500': /^internal$/,
    };
    let checked = 0;
    for (const item of Object.values(doc.paths) as any[]) {
      for (const op of Object.values(item) as any[]) {
        for (const [status, response] of Object.entries(op.responses) as [string, any][]) {
          if (!codes[status]) continue;
          const example = response.content['application/json'].example;
          expect(example).toEqual({
            status: 'error',
            message: expect.any(String),
            errors: [expect.objectContaining({ code: expect.stringMatching(codes[status]), message: expect.any(String) })],
            ...(status === '500' ? { request_id: expect.any(String) } : {}),
          });
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(100);
  });

  it('error examples match what the service answers: 401, 404, 413, 415 and 422 on POST /api/v1/orders and GET /api/v1/orders/{id}', async () => {
    const { token } = await t.newAccount();
    const post = doc.paths['/api/v1/orders'].post.responses;
    const view = doc.paths['/api/v1/orders/{id}'].get.responses;
    const example = (responses: any, status: number) => responses[String(status)].content['application/json'].example;
    const shape = (body: any) => ({
      message: body.message,
      codes: body.errors.map((e: any) => e.code),
      fields: body.errors.map((e: any) => e.field),
    });

    const unauthorized = await t.request('GET', '/api/v1/orders/1', { token: `eos_${'A'.repeat(43)}` });
    expect(unauthorized.status).toBe(401);
    expect(shape(unauthorized.body)).toEqual(shape(example(view, 401)));
    const missing = await t.request('GET', '/api/v1/orders/999', { token });
    expect(shape(missing.body)).toEqual(shape(example(view, 404)));
    const tooLarge = await t.request('POST', '/api/v1/orders', {
      token,
      rawBody: JSON.stringify({ id_evento: 1, x: 'x'.repeat(t.env.BODY_LIMIT) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(tooLarge.status).toBe(413);
    expect(shape(tooLarge.body)).toEqual(shape(example(post, 413)));
    const notJson = await t.request('POST', '/api/v1/orders', { token, rawBody: 'id_evento=1', headers: { 'content-type': 'text/plain' } });
    expect(notJson.status).toBe(415);
    expect(shape(notJson.body)).toEqual(shape(example(post, 415)));
    const unknownEvent = await t.request('POST', '/api/v1/orders', { token, body: { id_evento: 999 } });
    expect(unknownEvent.status).toBe(422);
    expect(shape(unknownEvent.body).codes).toEqual(shape(example(post, 422)).codes);
    expect(unknownEvent.body.errors[0].message).toBe('event 999 does not exist');
    expect(example(post, 422).errors[0]).toEqual({ field: 'id_evento', code: 'not_found', message: 'event 999 does not exist' });
  });

  it('documents the error envelope on every API operation', () => {
    const operations = Object.entries(doc.paths).flatMap(([path, item]: [string, any]) =>
      Object.values(item).map((op: any) => ({ path, op })),
    );
    expect(operations.length).toBeGreaterThan(0);
    for (const { path, op } of operations) {
      expect(op.responses['500']).toBeDefined();
      if (path.startsWith('/api/')) {
        expect(op.responses['401']).toBeDefined();
        expect(op.responses['429']).toBeDefined();
      } else {
        expect(op.security).toEqual([]);
      }
    }
    expect(doc.components.schemas.ErrorEnvelopeDto.properties.errors).toBeDefined();
  });

  it('serves the Swagger UI at /docs', async () => {
    const res = await t.request('GET', '/docs');
    expect(res.status).toBe(200);
    expect(res.text).toContain('swagger-ui');
  });

  it('passes redocly lint with no errors', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'openapi-'));
    const file = join(dir, 'openapi.json');
    writeFileSync(file, JSON.stringify(doc));
    const cli = join(process.cwd(), 'node_modules/@redocly/cli/bin/cli.js');
    const result = await run(
      process.execPath,
      [cli, 'lint', file, '--config', join(process.cwd(), 'redocly.yaml'), '--format', 'stylish'],
      {
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      },
    ).catch((e: { stdout: string; stderr: string; code: number }) => e);
    const output = `${result.stdout}\n${result.stderr}`;
    expect({ code: (result as { code?: number }).code ?? 0, output }).toEqual({ code: 0, output: expect.stringMatching(/valid|Woohoo/i) });
  }, 120000);
});
