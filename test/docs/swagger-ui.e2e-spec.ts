import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { type BrowserContext, chromium } from 'playwright-core';

import { startDemoApp } from '../support/demo-app';
import { TestApp } from '../support/harness';

/** Debian's Chromium (`apt-get install -y chromium`; `.ci/run` installs it when missing). */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags for a headless run as root in a container, with nothing reaching out to the network. */
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

describe('Swagger UI in a headless browser', () => {
  let t: TestApp;
  let token: string;
  let context: BrowserContext | undefined;
  let profile: string | undefined;

  beforeAll(async () => {
    // Fails, never skips: the console is part of what the service promises.
    if (!existsSync(CHROMIUM)) {
      throw new Error(
        `Chromium is not installed at ${CHROMIUM}: install it with "apt-get update && apt-get install -y chromium" (or set CHROMIUM_PATH)`,
      );
    }
    ({ t, token } = await startDemoApp());
    profile = mkdtempSync(join(tmpdir(), 'chromium-profile-'));
    context = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
  }, 120000);

  afterAll(async () => {
    await context?.close();
    if (profile) rmSync(profile, { recursive: true, force: true });
    await t?.close();
  });

  it('opens /docs, authorizes with the demo token and runs "Try it out" on POST /api/v1/orders with the shown example: 201', async () => {
    const page = await context!.newPage();
    await page.goto(`${t.baseUrl}/docs`);
    await page.locator('.swagger-ui .info .title').waitFor();

    // Authorize with the demo token.
    await page.locator('.swagger-ui .auth-wrapper .authorize').click();
    const dialog = page.locator('.swagger-ui .modal-ux');
    await dialog.locator('input').first().fill(token);
    await dialog.locator('.auth-btn-wrapper .authorize').click();
    await dialog.locator('.auth-btn-wrapper .btn-done').click();

    // The operation, its shown example, "Try it out", "Execute".
    const operation = page.locator('#operations-orders-OrdersController_create');
    await operation.locator('.opblock-summary').first().click();
    await operation.locator('.try-out__btn').click();
    const shown = await operation.locator('.body-param textarea').inputValue();
    expect(JSON.parse(shown)).toMatchObject({ id_evento: 1, itens: expect.any(Array) });
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url() === `${t.baseUrl}/api/v1/orders` && r.request().method() === 'POST'),
      operation.locator('.execute').click(),
    ]);
    expect(response.status()).toBe(201);
    expect(response.request().headers().authorization).toBe(`Bearer ${token}`);
    // And the console shows it.
    const shownStatus = operation.locator('.live-responses-table tbody .response-col_status').first();
    await shownStatus.waitFor();
    expect((await shownStatus.textContent())?.trim()).toMatch(/^201/);
  }, 120000);
});
