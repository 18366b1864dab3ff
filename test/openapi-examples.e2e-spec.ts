import { TestApp } from './support/harness';
import { startDemoApp } from './support/demo-app';
import { OpenApiDocument, pathWithExamples, requestBodyExamples, successStatus } from './support/openapi-sample';

/**
 * Every request-body example of the OpenAPI document, sent as Swagger UI's "Try it out" sends it
 * (with the path parameters' examples), succeeds on a fresh demo account with the documented
 * success status. Operations run in the document's order, on one instance.
 */
describe('OpenAPI request-body examples on the demo account', () => {
  let t: TestApp;
  let token: string;
  let doc: OpenApiDocument;
  beforeAll(async () => {
    ({ t, token } = await startDemoApp());
    doc = (await t.request('GET', '/docs-json')).body;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('every operation with a body has an example that succeeds with its documented status', async () => {
    const failures: string[] = [];
    let sent = 0;
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        if (!operation?.requestBody) continue;
        const expected = successStatus(operation);
        for (const { name, value } of requestBodyExamples(doc, operation)) {
          let url: string;
          try {
            url = pathWithExamples(path, operation, item);
          } catch (error) {
            failures.push((error as Error).message);
            continue;
          }
          const res = await t.request(method.toUpperCase(), url, { token, body: value });
          sent++;
          if (res.status !== expected) {
            failures.push(`${method.toUpperCase()} ${url} (${name}) answered ${res.status}, documented ${expected}: ${res.text.slice(0, 400)}\n  sent ${JSON.stringify(value)}`);
          }
        }
      }
    }
    expect(sent).toBeGreaterThanOrEqual(15);
    expect(failures).toEqual([]);
  });

  it('every read answers 200 with the parameter examples "Try it out" fills in', async () => {
    const failures: string[] = [];
    let sent = 0;
    for (const [path, item] of Object.entries(doc.paths)) {
      const operation = item.get;
      if (!operation || path === '/health/ready') continue;
      const query = new URLSearchParams();
      for (const p of operation.parameters ?? []) {
        const example = p.example ?? p.schema?.example;
        if (p.in === 'query' && example !== undefined) query.set(p.name, String(example));
      }
      const url = `${pathWithExamples(path, operation, item)}${query.size ? `?${query}` : ''}`;
      const res = await t.request('GET', url, { token });
      sent++;
      if (res.status !== 200) failures.push(`GET ${url} answered ${res.status}: ${res.text.slice(0, 300)}`);
    }
    expect(sent).toBeGreaterThanOrEqual(20);
    expect(failures).toEqual([]);
  });

  it('no description points to files outside the repository', () => {
    expect(JSON.stringify(doc)).not.toMatch(/SPEC\.md|DECISIONS|SPEC rule/);
  });
});
