import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { startTestApp, TestApp } from './support/harness';

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

  it('is served at /docs-json with the bearer scheme and version 1.0.0', () => {
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.version).toBe('1.0.0');
    expect(doc.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.security).toEqual([{ bearer: [] }]);
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
    const result = await run(process.execPath, [cli, 'lint', file, '--config', join(process.cwd(), 'redocly.yaml'), '--format', 'stylish'], {
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    }).catch((e: { stdout: string; stderr: string; code: number }) => e);
    const output = `${result.stdout}\n${result.stderr}`;
    expect({ code: (result as { code?: number }).code ?? 0, output }).toEqual({ code: 0, output: expect.stringMatching(/valid|Woohoo/i) });
  }, 120000);
});
