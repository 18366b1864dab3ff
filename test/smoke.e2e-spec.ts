import { startTestApp, TestApp } from './support/harness';

let t: TestApp;
beforeAll(async () => { t = await startTestApp(); });
afterAll(async () => { await t.close(); });

it('boots', async () => {
  const res = await t.request('GET', '/health');
  expect(res.status).toBe(200);
  const { token } = await t.newAccount();
  const r2 = await t.request('GET', '/api/v1/nothing', { token });
  expect(r2.status).toBe(404);
  expect(r2.body).toMatchObject({ status: 'error' });
  const r3 = await t.request('GET', '/docs-json');
  expect(r3.status).toBe(200);
});
