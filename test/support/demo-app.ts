import { DemoService } from '../../src/demo/demo.service';
import { startTestApp, TestApp } from './harness';

/** A fresh instance holding the demo account, exactly as the first `npm start` makes it. */
export async function startDemoApp(overrides: Record<string, string> = {}): Promise<{ t: TestApp; token: string }> {
  const t = await startTestApp(overrides);
  const demo = await t.app.get(DemoService).ensureDemoAccount();
  if (!demo) {
    await t.close();
    throw new Error('the demo account was not created: the test database was not empty');
  }
  return { t, token: demo.token };
}
